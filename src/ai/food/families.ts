/**
 * Dish families as data a cook can edit (`knowledge/families.json`), and how a theme is read
 * for one: a dish the table does not know ("kroppkakor (Swedish potato dumplings)", 「ペルー風の
 * 鶏の煮込み」) is still a dish when the theme shows what kind it is: the offline panel says it
 * has no recipe for it and cooks the nearest authored dish of its kind (src/ai/offline/cookbook.ts).
 *
 * The file is validated here when it loads, like the dish files: a bad entry stops the start with
 * the file, the entry and what is wrong. The JSON is imported, so the built binary carries it.
 */
import { type Static, Type } from '@sinclair/typebox'
import { toHiragana } from 'wanakana'
import FAMILY_FILE from '../../../knowledge/families.json'
import { validated } from '../cookbook/validate'
import { bilingualList, bilingualText as text, closed, oneOf } from './bilingual-schema'
import { STYLES } from './asks'
import { byId } from './by-id'
import { hasIngredient, ingredient } from './catalogue'
import { DISHES, dish, hasDish } from './dishes'
import { escapeRegExp, LATIN, normalise, overlaps, sliceOf, type Span, wholeWordEnd } from './match'
import { tokensOf } from './reader/tokens'
import { pattern } from './theme-words'
import { CLASS_WORDS } from './words'
import {
  allNames,
  CATEGORIES,
  type Category,
  CUISINES,
  type Cuisine,
  type Brief,
  type Dish,
  type FamilyDish,
  METHODS,
  type MethodId,
  ROLES,
  SERVED,
  TRAITS,
  type Trait,
} from './types'

const id = Type.String({ pattern: '^[a-z0-9]+(?:_[a-z0-9]+)*$' })
const words = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })

const familyEntry = Type.Object(
  {
    id,
    /** How the panel names the family ("stew", 「煮込み」). */
    label: text,
    method: oneOf(Object.keys(METHODS) as MethodId[]),
    /** The table dish whose structure (roles and amounts) the family borrows. */
    template: id,
    category: oneOf(CATEGORIES),
    served: oneOf(SERVED),
    /** Roles every template of the family must have: what makes it this kind of dish. */
    requires: Type.Array(oneOf(ROLES)),
    /** Traits the family is made of (an egg dish, a tofu dish): a brief that rules one out takes the family away. */
    defining: Type.Array(oneOf(TRAITS)),
    /** Its words, a pair per meaning, each the other language's word for it; a pair may borrow its own template. */
    words: Type.Array(Type.Object({ en: words, ja: words, template: Type.Optional(id) }, closed), { minItems: 1 }),
  },
  closed,
)

const cuisineEntry = Type.Object(
  {
    id,
    words: bilingualList,
    /** The word a title uses ("Georgian", 「ジョージア風」). */
    style: text,
    cuisine: oneOf(CUISINES),
    /** Ingredient ids the kitchen seasons a savoury dish of this style with. */
    seasonings: Type.Array(id),
  },
  closed,
)

const familyFile = Type.Object(
  {
    about: Type.String(),
    families: Type.Array(familyEntry),
    cuisines: Type.Array(cuisineEntry),
    notFamilyWords: Type.Array(Type.String({ minLength: 1 })),
    descriptors: Type.Object({ en: words, ja: words }, closed),
    notInAName: words,
  },
  closed,
)

type CuisineStyle = Static<typeof cuisineEntry>

/** The families file as the kitchen holds it; throws naming the file and entry on any error. */
export function familiesFrom(file: string, raw: unknown): Omit<Static<typeof familyFile>, 'about'> {
  const data = validated(familyFile, raw, file)
  const fail = (kind: string, i: number, entryId: string, what: string) => {
    throw new Error(`${file} (${kind} ${i}: ${entryId}): ${what}`)
  }
  data.families.forEach((f, i) => {
    for (const template of [f.template, ...f.words.flatMap((w) => (w.template ? [w.template] : []))]) {
      if (!hasDish(template)) fail('entry', i, f.id, `template ${template} is not a dish of knowledge/dishes`)
      const d = dish(template)
      if (template === f.template && d.method !== f.method)
        fail('entry', i, f.id, `template ${template} is cooked by ${d.method}, not ${f.method}`)
      for (const role of f.requires)
        if (!d.ingredients.some((p) => p.role === role)) fail('entry', i, f.id, `template ${template} has no ${role}`)
    }
  })
  data.cuisines.forEach((c, i) => {
    for (const s of c.seasonings)
      if (!hasIngredient(s)) fail('cuisine', i, c.id, `seasoning ${s} is not in the catalogue`)
  })
  return data
}

const LOADED = familiesFrom('knowledge/families.json', FAMILY_FILE)
export const FAMILIES = LOADED.families
export const CUISINE_STYLES: CuisineStyle[] = LOADED.cuisines
/** The family or style with this id; an unknown id is a bug in the caller, so it throws. */
export const { get: family } = byId('dish family', FAMILIES)
export const { get: cuisineStyle } = byId('cuisine style', CUISINE_STYLES)

// ---------------------------------------------------------------------------------------------
// Reading a theme for a family dish

/** What the reader found in the theme, as spans of the normalised text. */
type FamilyInput = {
  theme: string
  text: string
  mentions: Array<Span & { ids: string[]; kind?: string; item?: { id: string } }>
  /**
   * The table dish the theme names, if any. It gives way where its name is only a family word
   * ("stew") that the theme qualifies with what the dish lacks, or where the theme puts another
   * cuisine's word before a name that ends in a family word ("Nigerian chicken skewers").
   */
  generic?: (Span & { ingredients: string[]; cuisine: Cuisine }) | null
  /** Spans no dish is read in: what is ruled out, the equipment. */
  blocked: Span[]
  /** Whether a word looks like a dish's own name the kitchen lacks (not English, not the lexicon's). */
  nameWord: (word: string) => boolean
}

/** Every occurrence of `term` in `text`: whole words (an English plural allowed) in Latin, anywhere in Japanese. */
export function occurrences(text: string, term: string): Span[] {
  const out: Span[] = []
  const latin = LATIN.test(term)
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    const end = latin ? wholeWordEnd(text, at, term) : at + term.length
    if (end) out.push({ at, end })
  }
  return out
}

type Term<T> = { term: string; value: T }
/** The longest terms first, none overlapping another or a blocker. */
function findAll<T>(text: string, terms: Array<Term<T>>, blocked: Span[]): Array<Span & { value: T }> {
  const hits: Array<Span & { value: T }> = []
  for (const { term, value } of terms) {
    for (const span of occurrences(text, term)) {
      if (blocked.some((b) => overlaps(b, span)) || hits.some((h) => overlaps(h, span))) continue
      hits.push({ ...span, value })
    }
  }
  return hits.sort((a, b) => a.at - b.at)
}

const byLength = <T>(terms: Array<Term<T>>) =>
  terms.filter((t) => t.term.length > 0).sort((a, b) => b.term.length - a.term.length)
const termsOf = <T>(words: { en: string[]; ja: string[] }, value: T) =>
  [...words.en, ...words.ja].map((term) => ({ term: normalise(term), value }))
const FAMILY_TERMS = byLength(FAMILIES.flatMap((f) => f.words.flatMap((w) => termsOf(w, f))))
const STYLE_TERMS = byLength(CUISINE_STYLES.flatMap((c) => termsOf(c.words, c)))
const NOT_FAMILY = LOADED.notFamilyWords.map(normalise)
/** The family words standing alone in a (normalised) text: not inside `blocked`, "curry powder" or "bake a loaf". */
const familyHits = (text: string, blocked: Span[]) =>
  findAll(text, FAMILY_TERMS, [...blocked, ...NOT_FAMILY.flatMap((w) => occurrences(text, w))])
/** The families a (normalised) theme names by a word of theirs standing alone, not in a food's name (`foods`). */
export const familiesSaid = (text: string, foods: Span[]) => [...new Set(familyHits(text, foods).map((h) => h.value))]

/** Words that describe a dish without naming a food: part of its name ("sour soup", 「甘辛い煮込み」). */
const DESCRIPTOR_EN = new Set(LOADED.descriptors.en)
const DESCRIPTOR_JA = new RegExp(`(?:${LOADED.descriptors.ja.join('|')})$`)
/** Between the words of a Japanese dish name: 「ペルー風の鶏の煮込み」, 「ラムとトマトの煮込み」. */
const JA_JOIN = /(?:風の|風|式の|式|料理の|の|と|・)$/
const SWEET: Category[] = ['dessert', 'drink']
/** What a dish of animal food is made of (and a protein a cook goes out to buy). */
export const ANIMAL: Trait[] = ['meat', 'fish', 'shellfish']

/** The run of name-like words ending at `end` (Latin words the kitchen does not know, or a katakana word). */
function nameRunBefore(text: string, end: number, nameWord: FamilyInput['nameWord']): Span | null {
  const before = text.slice(0, end).replace(/\s+$/, '')
  const katakana = /[\u30a1-\u30fc・]{2,}$/.exec(before)
  if (katakana && nameWord(katakana[0])) return { at: katakana.index, end: before.length }
  // Each word ends one space before the last one's start.
  let start = before.length
  for (let at = start; ; at = start - 1) {
    const word = /([a-z\u00c0-\u024f][a-z\u00c0-\u024f'-]*)$/.exec(text.slice(0, at))
    if (!word || !nameWord(word[1]!)) break
    start = word.index
    if (text[start - 1] !== ' ') break
  }
  return start < before.length ? { at: start, end: before.length } : null
}

/** The name-like word run right after `at` ("called kroppkakor"). */
function nameRunAfter(text: string, at: number, nameWord: FamilyInput['nameWord']): Span | null {
  const start = at + /^\s*/.exec(text.slice(at))![0].length
  const rest = text.slice(start)
  const katakana = /^[\u30a1-\u30fc・]{2,}/.exec(rest)
  if (katakana && nameWord(katakana[0])) return { at: start, end: start + katakana[0].length }
  let end = -1
  // Each word starts one space after the last one's end.
  for (const w of rest.matchAll(/[a-z\u00c0-\u024f][a-z\u00c0-\u024f'-]*/g)) {
    if (w.index !== end + 1 || !nameWord(w[0])) break
    end = w.index + w[0].length
  }
  return end > 0 ? { at: start, end: start + end } : null
}

/** The first name-like run anywhere in the theme that the phrase does not cover. */
function firstNameRun(text: string, phrase: Span, nameWord: FamilyInput['nameWord']): Span | null {
  for (const w of text.matchAll(/[a-z\u00c0-\u024f][a-z\u00c0-\u024f'-]*|[\u30a1-\u30fc・]{3,}/g)) {
    const span = { at: w.index, end: w.index + w[0].length }
    if (overlaps(span, phrase) || !nameWord(w[0])) continue
    return nameRunAfter(text, w.index, nameWord) ?? span
  }
  return null
}

/**
 * The dish's phrase around a family word: the words before it that name a place, a food, the
 * dish itself or how it tastes, as far as they run ("Peruvian chicken stew", 「ペルー風の鶏の煮込み」).
 */
function phraseOf(input: FamilyInput, hit: Span, styles: Array<Span & { value: CuisineStyle }>) {
  const { text } = input
  let at = hit.at
  // Where the name is sure to start: plain words at its left edge with nothing named before them are not part of it.
  let anchored = hit.at
  let style: CuisineStyle | undefined
  let names: Span[] = []
  const japanese = !LATIN.test(text.slice(hit.at, hit.end))
  for (;;) {
    // A Japanese name's words may touch; an English name's are apart, by "and" only where a food ends before it.
    const gap = (japanese ? JA_JOIN : /(?:\s+|\s*-\s*|\s+and\s+|\s*&\s*)$/).exec(text.slice(0, at))
    if (!gap && !japanese) break
    const stop = at - (gap?.[0].length ?? 0)
    if (/and|&/.test(gap?.[0] ?? '') && !input.mentions.some((m) => m.end === stop)) break
    // A plain word ("leaf" in "Burmese tea leaf salad") is the name's only if a place, food or name stands before it.
    const token = tokenEndingAt(input, stop, styles) ?? (japanese ? null : plainWordEndingAt(text, stop))
    if (!token || input.blocked.some((b) => overlaps(b, token.span))) break
    if (token.style) style ??= token.style
    if (token.name) names.push(token.span)
    at = token.span.at
    if (!token.plain) anchored = at
  }
  at = anchored
  names = names.filter((n) => n.at >= at)
  // "Sicilian pasta with sardines": the foods a dish is made with, said after it, are part of its name.
  let end = hit.end
  let join = japanese ? null : /^\s+with\s+/.exec(text.slice(end))
  while (join) {
    const pos = end + join[0].length
    const food = input.mentions.find((m) => m.at === pos && !input.blocked.some((b) => overlaps(b, m)))
    if (!food) break
    end = food.end
    join = /^(?:\s*,\s*|\s+and\s+|\s*&\s*)/.exec(text.slice(end))
  }
  return { span: { at, end }, style, names }
}

/** Words that end a dish's name on the left: they belong to the sentence, not the name. */
const NOT_IN_A_NAME = new Set(LOADED.notInAName)

function plainWordEndingAt(text: string, end: number): Token | null {
  const word = /([a-z][a-z'-]*)$/.exec(text.slice(0, end))
  if (!word || NOT_IN_A_NAME.has(word[1]!) || word[1]!.length < 3) return null
  return { span: { at: word.index, end }, plain: true }
}

/** The word of a dish name that ends at `end`: a place, a food, a descriptor or a name the kitchen lacks. */
type Token = { span: Span; style?: CuisineStyle; name?: boolean; plain?: boolean }

function tokenEndingAt(input: FamilyInput, end: number, styles: Array<Span & { value: CuisineStyle }>): Token | null {
  const { text } = input
  if (end <= 0) return null
  const styled = styles.find((s) => s.end === end || /^(?:-style|\s+style|-ish)$/.test(text.slice(s.end, end)))
  if (styled) return { span: { at: styled.at, end }, style: styled.value }
  const food = input.mentions.filter((m) => m.end === end).sort((a, b) => a.at - b.at)[0]
  if (food) return { span: food }
  const before = text.slice(0, end)
  const ja = DESCRIPTOR_JA.exec(before)
  if (ja) return { span: { at: end - ja[0].length, end } }
  const latin = /([a-z\u00c0-\u024f][a-z\u00c0-\u024f'-]*)$/.exec(before)
  if (latin && DESCRIPTOR_EN.has(latin[1]!)) return { span: { at: latin.index, end } }
  if (latin && input.nameWord(latin[1]!)) return { span: { at: latin.index, end }, name: true }
  const katakana = /[\u30a1-\u30fc]{2,}$/.exec(before)
  if (katakana && input.nameWord(katakana[0])) return { span: { at: katakana.index, end }, name: true }
  return null
}

/** The theme as written over a span of the normalised text (where normalising kept its length). */
function written(theme: string, text: string, span: Span): string {
  const source = theme.normalize('NFKC')
  if (source.length === text.length) return sliceOf(theme, text, span)
  // The reader folded a word ("Keralan" to "kerala"): find the phrase in the theme, a word it changed matched loosely.
  const lower = source.toLowerCase()
  const words = text.slice(span.at, span.end).trim().split(/\s+/)
  const standing = (w: string) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(w)}(?:$|[^\\p{L}])`, 'u').test(lower)
  const pattern = new RegExp(words.map((w) => (standing(w) ? escapeRegExp(w) : "[\\p{L}'-]+")).join('\\s+'), 'u')
  const found = pattern.exec(lower)
  return found ? source.slice(found.index, found.index + found[0].length).trim() : sliceOf(theme, text, span)
}

/**
 * The family dish a theme names, if any: a family word qualified by a place, a name the kitchen
 * lacks, or an explanation in parentheses or apposition ("kroppkakor (Swedish potato dumplings)",
 * "bibingka, a Filipino rice cake"). A bare family word ("a soup for a rainy day") names no dish
 * of its own: the kitchen chooses one of the table's. Where the theme seems to name a table dish
 * only by a family word (`generic`: "stew"), a qualifier that dish does not have ("Peruvian
 * chicken stew") makes it this family's dish instead.
 */
export function readFamilyDish(input: FamilyInput): FamilyDish | undefined {
  const { text, theme } = input
  const within = (span: Span) => input.mentions.filter((m) => m.at >= span.at && m.end <= span.end)
  // A family word inside a longer food name is the food ("curry powder", "lemon juice").
  // A prepared food that ends in the family word is a dish of that family ("custard tart", "biang biang noodles").
  const longerFood = (span: Span) =>
    input.mentions.some(
      (m) => overlaps(m, span) && m.end - m.at > span.end - span.at && !(m.kind === 'composite' && m.end === span.end),
    )
  const hits = familyHits(text, input.blocked).filter((h) => !longerFood(h))
  const styles = findAll(text, STYLE_TERMS, input.blocked)
  for (const [i, hit] of hits.entries()) {
    const g = input.generic
    if (g && (hit.end !== g.end || hit.at < g.at)) continue
    // The last noun heads an English name: in "tea leaf salad" the dish is a salad, not tea.
    const next = hits[i + 1]
    const gap = next ? text.slice(hit.end, next.at) : ''
    if (
      next &&
      LATIN.test(text.slice(hit.at, next.end)) &&
      /^(?:[\s-]+[a-z'-]+)*?[\s-]+$/.test(gap) &&
      !gap.split(/[\s-]+/).some((w) => NOT_IN_A_NAME.has(w))
    )
      continue
    const f = hit.value
    // Where a table dish's name runs on before the family word (「蒸し餃子」), the dish's phrase starts where that name does.
    const phrase = phraseOf(input, g ? { at: g.at, end: hit.end } : hit, styles)
    const exact = !g || hit.at === g.at
    const elsewhere = Boolean(g && phrase.style && phrase.style.cuisine !== g.cuisine && phrase.span.at < g.at)
    if (!exact && !elsewhere) continue
    const foods = [...new Set(within(phrase.span).flatMap((m) => (m.item ? [m.item.id] : m.ids.slice(0, 1))))]
    // Fish cakes are not a cake: a sweet family never takes a named meat or fish.
    if (SWEET.includes(f.category) && foods.some((id) => ingredient(id).contains.some((t) => ANIMAL.includes(t))))
      continue
    // The theme's own explanation of a name: "kroppkakor (…)", "bibingka, a …", "called X", 「Xという…」, "X? It is a …".
    const before = text.slice(0, phrase.span.at)
    const open = /\s*[(（]\s*$/.exec(before)
    const paren = open ? nameRunBefore(text, open.index, input.nameWord) : null
    const apposition = /,\s*(?:(?:a|an)\s+)?(?:(?:kind|type|sort|variety|style) of\s+)?(?:(?:a|an)\s+)?$/.exec(before)
    const appositive = apposition ? nameRunBefore(text, apposition.index, input.nameWord) : null
    const calledAfter = /^\s*(?:called|named|known as)\s/.exec(text.slice(phrase.span.end))
    const called = calledAfter ? nameRunAfter(text, phrase.span.end + calledAfter[0].length, input.nameWord) : null
    const toiu = /という$/.test(before) ? nameRunBefore(text, before.length - 3, input.nameWord) : null
    const isA =
      /\b(?:it is|it's|this is|that is|which is|is)\s+(?:(?:a|an)\s+)?$/.test(before) ||
      /\b(?:called|named)\s/.test(before)
        ? firstNameRun(text, phrase.span, input.nameWord)
        : null
    // "manty, the Kazakh … kind": the family phrase says what kind of thing the name before it is.
    const kindAfter = /^\s+(?:kind|type|sort|version|variety)\b/.test(text.slice(phrase.span.end))
      ? nameRunBefore(text, before.replace(/(?:\s*,)?\s*(?:the|a|an)?\s*$/, '').length, input.nameWord)
      : null
    const named = paren ?? appositive ?? called ?? toiu ?? isA ?? kindAfter
    const qualified = Boolean(named || phrase.style || phrase.names.length)
    // A word for many foods ("noodles", "fish") lacks nothing the dish has one of: cold noodles are somen's.
    const idsOf = (m: FamilyInput['mentions'][number]) => (m.item ? [m.item.id] : m.ids)
    const lacking = (m: FamilyInput['mentions'][number]) =>
      idsOf(m).length > 0 && !idsOf(m).some((id) => g?.ingredients.includes(id))
    const lacks = Boolean(g && exact && within(phrase.span).some(lacking))
    if (!qualified && !lacks && !elsewhere) continue
    // Only a place and a family word ("a Thai curry", "a French stew"): where the table has that cuisine's dishes of the family, it chooses one of them.
    const placeOnly = phrase.style && !named && !phrase.names.length && !within(phrase.span).length
    if (placeOnly && DISHES.some((d) => d.cuisine === phrase.style!.cuisine && d.method === f.method)) continue
    const out: FamilyDish = { family: f.id, name: written(theme, text, named ?? phrase.span), foods }
    if (phrase.style) out.style = phrase.style.id
    return out
  }
  return undefined
}

/**
 * A theme's own words as the parse reads them, each token's dictionary form and spelling (kana in hiragana too: タレ, たれ), a
 * place's twice: nouns, adjectives and verbs, not those that only ask for food (`cooking_intent`: 食べたい, "recipe").
 */
const contentWords = (text: string, lang: 'ja' | 'en') =>
  tokensOf(text)
    .filter((t) => /^(?:noun|adjective|verb)$/.test(t.pos) && !t.person && t.surface.length >= (lang === 'ja' ? 2 : 3))
    .filter((t) => !pattern('cooking_intent').test(t.surface.toLowerCase()))
    .flatMap((t) => {
      // A Japanese verb by its stem too, as a dish's words conjugate it (締める in 締め、); a one-kanji stem (来 of 来る) tells nothing.
      const stem = t.pos === 'verb' && /^\p{Script=Han}.{2,}/u.test(t.lemma) ? [t.lemma.slice(0, -1)] : []
      const forms = [
        ...new Set(
          [t.lemma, t.surface, ...stem].flatMap((w) => (lang === 'ja' ? [w, toHiragana(w)] : [w.toLowerCase()])),
        ),
      ]
      return t.place ? [forms, forms] : [forms]
    })
/**
 * Every dish's own words in one language (its names, what it is and what it is known by, `origin` and `known_by` of
 * knowledge/dishes), end to end, and where each
 * word may start, by its first two letters: a theme's word is looked up among the dishes holding it, not tried on every dish. An
 * English word holds at a word's edge ("mince" in "minced", not the "lam" of "islam"); a Japanese one anywhere.
 */
function describedIndex(lang: 'ja' | 'en') {
  const own = DISHES.map(
    (d) => ` ${normalise([...allNames(d), d.origin[lang], ...(d.known_by?.[lang] ?? [])].join(' '))} `,
  )
  const [all, dishAt] = [own.join(''), [] as number[]]
  const ends = own.map((words, d) => dishAt.push(...new Array<number>(words.length).fill(d)))
  const at = new Map<string, number[]>()
  const edge = (i: number) => lang === 'ja' || /\w/.test(all[i - 1] ?? ' ') !== /\w/.test(all[i]!)
  for (let i = 0; i < all.length; i++)
    if (edge(i)) for (const key of new Set([all[i]!, all.slice(i, i + 2)])) at.get(key)?.push(i) ?? at.set(key, [i])
  // The dishes (by their place in DISHES) whose own words hold `w`.
  return (w: string) =>
    new Set(
      (at.get(w.slice(0, 2)) ?? [])
        .filter((i) => all.startsWith(w, i) && i + w.length <= ends[dishAt[i]!]!)
        .map((i) => dishAt[i]!),
    )
}
const DESCRIBED = { ja: describedIndex('ja'), en: describedIndex('en') }
const DISHES_OF = new Map<string, number[]>()
DISHES.forEach((d, i) => {
  const held = new Set(d.ingredients.flatMap((p) => [p.id, ...ingredient(p.id).contains.map((t) => `:${t}`)]))
  for (const key of held) DISHES_OF.get(key)?.push(i) ?? DISHES_OF.set(key, [i])
})
/** A class's word ("fish", 魚) by the traits its foods hold: the dishes of any such food, not of the one food it stands for. */
const CLASS_TRAITS = new Map(CLASS_WORDS.flatMap((c) => c.names.map((n) => [normalise(n), c.traits] as const)))
/**
 * The dish a theme names only by describing it, where it points at one it does not name (`points_back` of
 * knowledge/theme-words.json: 「甘辛いタレの鶏のやつ」, "that British thing with minced lamb under mashed potato, forgot the
 * name"): the dish whose own words in the theme's language hold most of the theme's words (taste, colour, shape, method, and a
 * place or its people twice: it tells two dishes of the same foods apart), a food the theme names that the dish holds counting
 * twice (a class named, "fish", any food of it: cod stands for the word but is no clue), where
 * one dish leads and holds at least `DESCRIBED_AT_LEAST`. A dish the theme names in passing ("like a savory pancake", 「肉まん
 * みたいな」, "little dumplings") gives way only to one its description scores clearly above it (`DESCRIBED_OVER`).
 */
export function describedDish(
  text: string,
  lang: 'ja' | 'en',
  brief: Pick<Brief, 'keyIngredientIds' | 'key_ingredients' | 'dishId'>,
): Dish | undefined {
  const score = new Map<number, number>()
  const add = (dishes: Iterable<number>, n: number) => {
    for (const d of dishes) score.set(d, (score.get(d) ?? 0) + n)
  }
  brief.keyIngredientIds.forEach((id, i) => {
    const keys = CLASS_TRAITS.get(normalise(brief.key_ingredients[i]!))?.map((t) => `:${t}`) ?? [id]
    add(new Set(keys.flatMap((k) => DISHES_OF.get(k) ?? [])), 2)
  })
  for (const forms of contentWords(text, lang)) add(new Set(forms.flatMap((w) => [...DESCRIBED[lang](w)])), 1)
  const best = Math.max(0, ...score.values())
  const leaders = [...score].filter(([, s]) => s === best)
  const named = score.get(DISHES.findIndex((d) => d.id === brief.dishId)) ?? 0
  const clear = !brief.dishId || best - named >= DESCRIBED_OVER
  return best >= DESCRIBED_AT_LEAST && leaders.length === 1 && clear ? DISHES[leaders[0]![0]] : undefined
}
const [DESCRIBED_AT_LEAST, DESCRIBED_OVER] = [4, 2]

/** Every place's forms, by each of them (rome: rome, roman, ローマ): a version named by one is known by any. */
const PLACE_FORMS = new Map(STYLES.flatMap((s) => (s.places ?? []).flatMap((forms) => forms.map((f) => [f, forms]))))
const PLACE_BEFORE = new RegExp(`(?:${[...PLACE_FORMS.keys()].map(escapeRegExp).join('|')})$`)
/**
 * The word before a named dish that names a version of it its catalogue entry does not know ("Hamhung naengmyeon",
 * "Roman-style pizza", 「ローマ風ピザ」): a place (`places` of knowledge/occasions.json) or a name-like word, none of whose forms the
 * dish's own words hold (Pyongyang is in a naengmyeon's origin, Korea in its names), as the theme wrote it.
 */
export function versionUnknown(input: Pick<FamilyInput, 'theme' | 'text' | 'nameWord'>, hit: Span, named: Dish) {
  const { text } = input
  const before = text.slice(0, hit.at).replace(/(?:[\s-]*style|風|式|の)*[\s-]*$/, '')
  const place = PLACE_BEFORE.exec(before)
  const word =
    place && (LATIN.test(place[0]) ? /(?:^|[^a-z])$/.test(before.slice(0, place.index)) : true) ? place : null
  const span = word ? { at: word.index, end: before.length } : nameRunBefore(text, before.length, input.nameWord)
  if (!span || span.end === span.at) return undefined
  const said = text.slice(span.at, span.end)
  const d = DISHES.indexOf(named)
  const known = (PLACE_FORMS.get(said) ?? [said]).some((f) =>
    DESCRIBED[LATIN.test(f) ? 'en' : 'ja'](normalise(f)).has(d),
  )
  const end = text.slice(0, hit.at).replace(/(?:の|[\s-])*$/, '').length
  return known ? undefined : written(input.theme, text, { at: span.at, end })
}
