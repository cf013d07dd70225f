/**
 * The words a theme or a recipe uses to rule food out, shared by the brief reader (which turns
 * them into exclusions) and the guard (which must not flag "use agar instead of gelatin"):
 * class words that stand for a trait ("nuts", "dairy", 乳製品), family words that stand for a
 * set of ingredients ("pork", きのこ), diets, and the negations around a food's name.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import foodWords from '../../../knowledge/food-words.json'
import { BESIDE_FOODS, hasIngredient, ingredient, INGREDIENTS } from './catalogue'
import { type Composite, COMPOSITES, namesOf } from './composites'
import { CROSS_REACTIONS, DIETS, withReadings } from './diets'

/** The diets live in knowledge/diets.json (./diets.ts); re-exported for modules that read them with the food words. */
export { DIETS }
import { oneOf, closed } from './bilingual-schema'
import { createMatcher, escapeRegExp, normalise, overlaps } from './match'
import { japanese, type Token, tokensOf } from './reader/tokens'
import { CATEGORY_WORDS, EQUIPMENT, OCCASIONS, pattern } from './theme-words'
import { TRAIT_WORDS } from './traits'
import { allNames, type Brief, type Exclusion, type Ingredient, type Lang, type Trait, TRAITS } from './types'

const names = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })
const [note, flag] = [Type.Optional(Type.String()), Type.Optional(Type.Boolean())]
const ids = Type.Array(Type.String({ minLength: 1 }))
const negation = Type.Object({ words: names, allergy: flag, modifier: flag, dislike: flag }, closed)
export const FoodWordsFile = Type.Object(
  {
    about: Type.String(),
    classes: Type.Array(
      Type.Object({ note, names, traits: Type.Array(oneOf(TRAITS), { minItems: 1 }), ids: Type.Optional(ids) }, closed),
    ),
    families: Type.Array(Type.Object({ note, names, ids: { ...names, minItems: 2 }, apart: flag }, closed)),
    made_from: Type.Array(Type.Object({ from: Type.String(), foods: ids }, closed)),
    negations: Type.Object({ before: Type.Array(negation), after: Type.Array(negation) }, closed),
  },
  closed,
)

/** knowledge/food-words.json, checked: every trait known, every family id in the catalogue. */
export function loadFoodWords(input: unknown, file = 'knowledge/food-words.json') {
  const raw = validated(FoodWordsFile, input, file)
  const made = raw.made_from.map(({ from, foods }) => ({ names: [from], ids: [from, ...foods] }))
  for (const family of [...raw.families, ...raw.classes, ...made]) {
    const unknown = (family.ids ?? []).filter((id) => !hasIngredient(id))
    if (unknown.length)
      throw new Error(`${file}: family ${family.names[0]} names ingredients the catalogue lacks: ${unknown.join(', ')}`)
  }
  return {
    classes: raw.classes.map(({ names, traits, ids = [] }) => ({ names: withReadings(names), traits, ids })),
    families: raw.families.map(({ names, ids, apart }) => ({ names: withReadings(names), ids, apart })),
    madeFrom: new Map(raw.made_from.map(({ from, foods }) => [from, foods])),
    negations: raw.negations,
  }
}

const FOOD_WORDS = loadFoodWords(foodWords)
/** The foods made from a catalogue food (kombu: kombu dashi), ruled out with it when a theme rules it out by name. */
export const MADE_FROM = FOOD_WORDS.madeFrom
/** Words for a class of food: they rule out a trait wherever it hides (dashi is fish, gelatin meat). */
export const CLASS_WORDS: Array<{ names: string[]; traits: Trait[]; ids: string[] }> = FOOD_WORDS.classes
/** Words for a family of ingredients: no trait of their own, but more than one catalogue entry. */
export const FAMILY_WORDS: Array<{ names: string[]; ids: string[]; apart?: boolean }> = FOOD_WORDS.families

/** What a set of traits rules out, in plain words for the brief people and models read: once each, in TRAITS order. */
export function plainWords(traits: Trait[], lang: Lang): string[] {
  return [...new Set(TRAITS.filter((t) => traits.includes(t)).flatMap((t) => TRAIT_WORDS[t].plain[lang]))]
}

/** What an exclusion says it rules out: its traits in plain words, the foods they do not cover, then its raw words. */
export function excludesFor(traits: Trait[], ids: string[], terms: string[], lang: Lang): string[] {
  const named = ids
    .filter((id) => !ingredient(id).contains.some((t) => traits.includes(t)))
    .map((id) => ingredient(id).name[lang])
  return [...new Set([...plainWords(traits, lang), ...named, ...terms])]
}

/** The brief's key ingredients `exclusions` leave in (ids and names in step), and whether they rule out an id. */
export function keysLeftIn(brief: Brief, exclusions: Exclusion[]) {
  const traits = new Set(exclusions.flatMap((e) => e.traits))
  const ids = new Set([...exclusions.flatMap((e) => e.ingredients), ...(brief.turnedAwayFoods ?? [])])
  const out = (id: string) => ids.has(id) || ingredient(id).contains.some((t) => traits.has(t))
  const kept = brief.keyIngredientIds.map((id) => !out(id))
  return {
    keyIngredientIds: brief.keyIngredientIds.filter((_, i) => kept[i]),
    key_ingredients: brief.key_ingredients.filter((_, i) => i >= kept.length || kept[i]),
    out,
  }
}

/** A food named in text: a class word, a family word, a catalogue ingredient or a composite food. */
export type Mention = { at: number; end: number; surface: string; item?: Ingredient } & {
  kind: 'class' | 'family' | 'ingredient' | 'composite'
  /** What it rules out or contains. */
  traits: Trait[]
  /** Catalogue ids it names; a composite names none (it is not in the catalogue). */
  ids: string[]
  /** A composite food (custard, frangipane, whey), with what it is made of. */
  composite?: Composite
  /** For a composite: the catalogue ingredients it is made of at any depth, so "no butter" rules out brioche. */
  parts?: string[]
}

type MentionValue = Omit<Mention, 'at' | 'end' | 'surface'>

const NAME_OWNER = new Map(INGREDIENTS.flatMap((i) => allNames(i).map((n) => [normalise(n), i.id] as const)))
const ownerOf = (name: string) => [NAME_OWNER.get(normalise(name))].filter((id) => id !== undefined)

/**
 * Class words first, then family words, then ingredients, then composites: "nuts" is the class,
 * not the mixed-nut bag, and where a composite shares a name with an ingredient the ingredient's
 * entry wins. At any position the longest name still wins whatever its kind: "milk chocolate bar"
 * is the composite, not milk.
 */
const MENTIONS = createMatcher<MentionValue>(
  [
    // A class word that is also an ingredient's name ("nuts", 魚) carries that ingredient's id too.
    ...CLASS_WORDS.flatMap((c) =>
      c.names.map((name) => ({
        names: [name],
        value: { kind: 'class' as const, traits: c.traits, ids: [...ownerOf(name), ...c.ids] },
      })),
    ),
    ...FAMILY_WORDS.map((f) => ({
      names: f.names,
      // "crab" is crab: the family's first member says what the word contains, the rest only widen what "no crab" rules out;
      // a family `apart` is its own allergen (fish roe is no fish allergy), so its word carries no trait to rule out.
      value: { kind: 'family' as const, traits: f.apart ? [] : ingredient(f.ids[0]!).contains, ids: f.ids },
    })),
    ...INGREDIENTS.map((item) => ({
      names: allNames(item),
      value: { kind: 'ingredient' as const, traits: item.contains, ids: [item.id], item },
    })),
    // A composite carries its derived traits and the catalogue ingredients it is made of.
    ...COMPOSITES.map((c) => ({
      names: namesOf(c),
      value: { kind: 'composite' as const, traits: c.traits, ids: [], composite: c, parts: c.parts },
    })),
  ],
  ...BESIDE_FOODS,
)

export function findMentions(text: string): Mention[] {
  return MENTIONS(text).map((hit) => ({ ...hit.value, at: hit.at, end: hit.end, surface: hit.surface }))
}

const HIRAGANA_WORD = /^[\u3041-\u309f]+$/
/**
 * The foods a theme names as its parse reads them, where the spelling alone cannot tell a short hiragana word: one the
 * parse reads as a whole noun, run into hiragana the matcher took for more of it, is the food (ねぎなし, のりなし; a
 * blocked word stays blocked, 晩ごはん); one right after a noun that names no food, which that noun
 * and the word alone parse as an ending, is the ending when no particle follows to make it a noun (「IHだし目を離しても」
 * is the copula and the conjunctive し; 鶏だし and だしで煮る stay dashi). A food inside a place's name (the 梨 of 山梨) is none.
 */
export function findSaidFoods(text: string): Mention[] {
  const [tokens, found] = [tokensOf(text), findMentions(text)]
  const runOn = (t: Token) => [text[t.at - 1], text[t.end]].some((c) => /[\u3041-\u309f]/.test(c ?? ''))
  const whole = tokens
    .filter((t) => t.pos === 'noun' && HIRAGANA_WORD.test(t.surface) && runOn(t) && !found.some((m) => overlaps(m, t)))
    .flatMap((t) =>
      findMentions(t.surface).flatMap((m) => (m.end === t.end - t.at ? [{ ...m, at: t.at, end: t.end }] : [])),
    )
  const foods = [...found, ...whole].sort((a, b) => a.at - b.at)
  return foods.filter((m) => {
    if (tokens.some((t) => t.place && t.at <= m.at && m.end <= t.end && t.end - t.at > m.end - m.at)) return false
    const i = tokens.findIndex((t) => t.at === m.at)
    const [before, after] = [tokens[i - 1], tokens.find((t) => t.at >= m.end)]
    if (!before || before.end !== m.at || before.pos !== 'noun' || !HIRAGANA_WORD.test(m.surface)) return true
    // 痛風もち, 糖尿もちの父: a condition's noun with もち after it says who has the condition, not a rice cake.
    if (pattern('condition_holder').test(m.surface) && pattern('condition_before').test(before.surface)) return false
    if (after?.pos === 'particle' || foods.some((f) => f.end === m.at)) return true
    const alone = japanese(before.surface + m.surface).find((t) => t.at >= before.surface.length)
    return alone?.pos !== 'auxiliary' && alone?.pos !== 'particle'
  })
}

/** How a negation relates to the food it governs. */
export type Negation = { trigger: string } & {
  /** The mentions it governs, in order. */
  mentions: Mention[]
  /** Where the whole phrase starts and ends in the normalised text, trigger included. */
  at: number
  end: number
  /** "allergic to", "アレルギー": the theme states an allergy; "hates", 苦手: only a dislike. */
  allergy: boolean
  dislike?: boolean
  /** "X-free Y", "X不使用のY", "non-X Y": the food right after, which is said to be made without X. */
  modifies?: Mention
}

/**
 * The words of a negation, from knowledge/food-words.json: before the food ("without eggs",
 * "allergic to") and after it ("egg-free", ナッツ抜き, バターの代わりに); `allergy` marks those
 * that state an allergy, `modifier` those that say the next food is made without it ("X-free Y").
 */
const { before: PREFIX, after: SUFFIX } = FOOD_WORDS.negations

/** Small words that may stand between a negation and its food: "without any eggs". */
const FILLER = pattern('negation_filler')
/** What joins foods into one list: "eggs, milk or wheat", 卵・乳・小麦. */
const JOIN_AFTER = pattern('join_after')
const JOIN_BEFORE = pattern('join_before')
/** What may stand between the last food and a negation after it: 「小麦だけダメ」, "prawns are all off the menu". */
const BETWEEN = pattern('between_food_and_negation')

const sortedTriggers = <T extends { words: string[] }>(list: T[]) =>
  list.flatMap((group) => group.words.map((word) => ({ word, group }))).sort((a, b) => b.word.length - a.word.length)
const [PREFIX_TRIGGERS, SUFFIX_TRIGGERS] = [sortedTriggers(PREFIX), sortedTriggers(SUFFIX)]

/** Any trigger at all: most recipe lines have none, and they skip the trigger-by-trigger search. */
const ANY_TRIGGER = new RegExp([...PREFIX_TRIGGERS, ...SUFFIX_TRIGGERS].map((t) => escapeRegExp(t.word)).join('|'))

const LATIN_EDGE = /[a-z0-9]/

/**
 * Every negation in the (normalised) text and the foods it governs. `mentions` are the foods
 * found in the same text (from `findMentions`). A negation governs only foods that touch it, up
 * to small filler words and list joins, so "no more than 1 tbsp soy sauce" negates nothing and
 * "without an oven" is not about food.
 */
export function findNegations(text: string, mentions: Mention[]): Negation[] {
  const negations: Negation[] = []
  if (!mentions.length || !ANY_TRIGGER.test(text)) return negations
  const [startsAt, endsAt] = [new Map(mentions.map((m, i) => [m.at, i])), new Map(mentions.map((m, i) => [m.end, i]))]
  /** A negation of the foods it governs; a modifier's ("X-free Y") also of the food right after it, past `gap`. */
  const add = (governed: Mention[], at: number, end: number, t: (typeof PREFIX_TRIGGERS)[number], gap: RegExp) => {
    if (!governed.length) return
    const { allergy, dislike } = t.group
    const negation: Negation = { mentions: governed, at, end, trigger: t.word, allergy: !!allergy, dislike }
    const next = t.group.modifier ? startsAt.get(end + gap.exec(text.slice(end))![0].length) : undefined
    if (next !== undefined) negation.modifies = mentions[next]
    negations.push(negation)
  }

  // Prefix: the trigger as a whole word, then the list of foods after it.
  for (const { word, group } of PREFIX_TRIGGERS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      // "non-dairy": a trigger that ends in a hyphen joins the next word.
      if (LATIN_EDGE.test(text[at - 1] ?? '') || (!word.endsWith('-') && LATIN_EDGE.test(text[at + word.length] ?? '')))
        continue
      if (negations.some((n) => at >= n.at && at < n.end)) continue
      // "do not skip the eggs", "never without butter": a negated negation keeps the food.
      if (pattern('double_negative').test(text.slice(Math.max(0, at - 12), at))) continue
      // "mustard allergy - potato salad", 「卵アレルギー:」: a list's opening after a food is that food's allergy (read as a
      // suffix below), and what follows it is the ask.
      if (/[:-]$/.test(word) && (endsAt.has(at) || endsAt.has(at - 1))) continue
      let pos = at + word.length + FILLER.exec(text.slice(at + word.length))![0].length
      const governed: Mention[] = []
      for (let i = startsAt.get(pos); i !== undefined; ) {
        governed.push(mentions[i]!)
        pos = mentions[i]!.end
        const join = JOIN_AFTER.exec(text.slice(pos))
        if (!join) break
        i = startsAt.get(pos + join[0].length)
        if (i !== undefined) pos += join[0].length
      }
      // "without the rice going to mush" asks how to keep the rice, not to leave it out.
      if (pattern('outcome_after').test(text.slice(pos))) continue
      // "non-dairy creamer", "non-alcoholic wine": like "dairy-free creamer", a claim about the food right after.
      add(governed, at, governed.at(-1)?.end ?? at, { word, group }, /^\s*/)
    }
  }

  // Suffix: the foods right before the trigger, walking back over list joins.
  for (const { word, group } of SUFFIX_TRIGGERS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      if (/^[a-z]/.test(word) && LATIN_EDGE.test(text[at + word.length] ?? '')) continue
      // "pasta he can't do without": what follows undoes the can't, so the food is loved, not ruled out.
      if (pattern('undone_after').test(text.slice(at + word.length))) continue
      if (negations.some((n) => at >= n.at && at < n.end)) continue
      // "peanut-free", "peanut free", "peanut allergy": one space or a hyphen may sit between.
      let pos = at
      if (/^[a-z-]/.test(word) && (text[pos - 1] === ' ' || text[pos - 1] === '-') && word[0] !== '-') pos -= 1
      // 「えびもカニもダメ」「小麦はNG」「牛肉は絶対NG」「卵・乳・小麦の3つがダメ」: a particle, a count or an intensifier may stand between the last food and the trigger.
      // 「小麦だけダメ」「ナス科の野菜(トマト…)が食べられない」, "prawns are all off the menu": what may stand between.
      const particle = BETWEEN.exec(text.slice(Math.max(0, pos - 48), pos))
      if (!endsAt.has(pos) && particle && endsAt.has(pos - particle[0].length)) pos -= particle[0].length
      // 「生ハムメロンの代わり」: a name of foods run together in katakana is ruled out with the food it starts with.
      const glued = pos - (/[\u30a1-\u30fc]+$/.exec(text.slice(0, pos))?.[0].length ?? 0)
      const inside = [...endsAt.keys()].filter((end) => end >= glued && end < pos)
      if (!endsAt.has(pos) && inside.length) pos = Math.max(...inside)
      const governed: Mention[] = []
      for (let i = endsAt.get(pos); i !== undefined; ) {
        governed.unshift(mentions[i]!)
        pos = mentions[i]!.at
        // Emoji stand side by side without a join: 🥚🥛アレルギー.
        const emoji = /\p{Extended_Pictographic}/u.test(mentions[i]!.surface) && endsAt.has(pos) ? [''] : null
        const join = emoji ?? JOIN_BEFORE.exec(text.slice(Math.max(0, pos - 12), pos))
        if (!join) break
        const before = pos - join[0].length
        const trimmed = text.slice(0, before).trimEnd().length
        i = endsAt.get(trimmed)
        // "walnut brownies, tree nut allergy": a food another food names ends no list of what is ruled out.
        const named = i !== undefined && !emoji && mentions[i - 1]
        if (named && /^\s?$/.test(text.slice(named.end, mentions[i!]!.at))) break
        if (i !== undefined) pos = trimmed
      }
      add(governed, governed[0]?.at ?? at, at + word.length, { word, group }, pattern('modifier_gap'))
    }
  }
  return negations.sort((a, b) => a.at - b.at)
}

/** Every word the lexicon reads: foods, classes, families, diets and the negations around them. */
export const LEXICON_WORDS: string[] = [
  ...CLASS_WORDS.flatMap((c) => c.names),
  ...FAMILY_WORDS.flatMap((f) => f.names),
  ...DIETS.flatMap((d) => d.names),
  ...CROSS_REACTIONS.flatMap((c) => c.names),
  ...INGREDIENTS.flatMap(allNames),
  ...[...PREFIX, ...SUFFIX].flatMap((group) => group.words),
]

/**
 * Whether a word the kitchen lacks, read as the name of the dish asked (`brief.unknownDish`), stands where a dish is named:
 * its noun phrase in the parse is headed by it (not "cabin weekend", 実家の軽トラで) and names no person, place, meal or
 * course (a place, 「お弁当」), and it has a food kept beside it ("prawn balchão", ねぎ塩ソテー) or stands in a dish's slot
 * (`dish_slot_before`/`dish_slot_after` of knowledge/theme-words.json: the object of make, cook, 作りたい; before "recipe",
 * にしたい; after "some"), or opens a sentence as its headline ("Bigos for Sunday lunch", 「ソパ・デ・アホ？」). A word
 * elsewhere (where the asker is, who with, how they got there) is the theme's story, not a dish to say it does not know.
 */
const KITCHEN = createMatcher(EQUIPMENT.map((e) => ({ names: e.names, value: e })))
export function namesADish(theme: string, brief: Brief): boolean {
  const [written, name] = [theme.normalize('NFKC'), brief.unknownDish ?? '']
  const at = written.toLowerCase().indexOf(name.toLowerCase())
  const tokens = tokensOf(written)
  const [first, last] = [tokens.findIndex((t) => t.end > at), tokens.findIndex((t) => t.end >= at + name.length)]
  if (at < 0 || first < 0 || last < first) return true
  const noun = (t?: Token) => !!t && (t.pos === 'noun' || (t.lang === 'en' && t.pos === 'adjective'))
  let [from, to] = [first, last]
  const apart = (a: Token, b: Token) => /[.!?。！？、,()（）「」]/.test(written.slice(a.end, b.at))
  while (noun(tokens[from - 1]) && !apart(tokens[from - 1]!, tokens[from]!)) from--
  // A word after that ends a dish's name ("tonight", "please") is no noun it qualifies.
  const ends = (t: Token) => pattern('dish_head_after').test(` ${t.surface.toLowerCase()}`)
  while (noun(tokens[to + 1]) && !ends(tokens[to + 1]!) && !apart(tokens[to]!, tokens[to + 1]!)) to++
  const own = tokens.slice(first, last + 1)
  // A meal, a course or an occasion said as the name (お弁当, "a snack"), not a dish named with one (はっと汁).
  const meal = [...OCCASIONS, ...CATEGORY_WORDS.map(([re]) => ({ re }))].some(({ re }) =>
    /^[おご]?$/.test(normalise(name).replace(re, '').trim()),
  )
  if (meal || own.some((t) => t.person || t.place) || to > last) return false
  // A food beside it that the theme keeps (not one it rules out: "no garlic obvs") makes it a dish of that food.
  const ruled = new Set(brief.exclusions.flatMap((e) => e.ingredients))
  const kept = (t: Token) => findMentions(t.surface).some((m) => m.ids.some((id) => !ruled.has(id)))
  if (tokens.slice(from, first).some(kept)) return true
  const [before, after] = [written.slice(0, tokens[from]!.at), written.slice(tokens[to]!.end)]
  // A headline goes on to the dish's food, meal or pan ("for Easter breakfast", "on a plain skillet?"), not the asker's story.
  const goesOn = (words: string) =>
    findMentions(words).length + KITCHEN(words).length > 0 || pattern('food_words').test(words)
  const asked =
    pattern('dish_headline_said').test(after) ||
    (pattern('dish_headline_after').test(after) && goesOn(after.slice(0, 40)))
  const headline = /(?:^|[.!?。！？\n])\s*$/.test(before) && asked
  return pattern('dish_slot_before').test(before) || pattern('dish_slot_after').test(after) || headline
}
