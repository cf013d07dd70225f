/**
 * A dish or food to imitate, not to use: "mock duck", 「なんちゃって酢豚」, 「唐揚げ風」, or a food
 * in quotes after another ("cauliflower 'wings'"). The cue words are in knowledge/reader.json
 * (`mock`). Its main animal food is ruled out (a named dish's base of meat, fish or shellfish, or
 * the food itself) and the dish is kept, so the panel cooks its flavour without it; the host says
 * so (`said_mock`).
 */
import { ingredient } from '../catalogue'
import { dish } from '../dishes'
import { ANIMAL } from '../families'
import { escapeRegExp, normalise } from '../match'
import { traitLabel } from '../traits'
import { allNames, type Brief, type Dish, type DishFinder, type Exclusion, type Trait } from '../types'
import { findMentions, type Mention } from '../words'
import { listed, READER_WORDS } from './permissions'
import { phraseMatcher, phrasesOf, type Token } from './tokens'

type Cue = 'before' | 'after'
const CUES = phraseMatcher<Cue>((['before', 'after'] as const).flatMap((v) => phrasesOf(READER_WORDS.mock[v], v)))
const QUOTED = /(?<=[a-z]\s+|[\u3040-\u9fff]\s*)['"‘“「]([^'"’”」]{2,30})['"’”」](?![a-z])/g
const ANIMAL_KINDS: Trait[] = ['beef', 'pork', 'poultry', 'fish', 'crustacean', 'mollusc']
/** How many words a mock cue reaches: "mock duck stir fry" mocks the duck, not the fry. */
const REACH = 2

/** The words a cue mocks: the nouns that touch it, after a cue that comes first, before one that comes last. */
function mockedWords(tokens: Token[], from: number, to: number, cue: Cue): { words: string; at: number } {
  const words: Token[] = []
  if (cue === 'before')
    for (let i = to; i < tokens.length && words.length < REACH && tokens[i]!.pos === 'noun'; i++) {
      if (words.length && tokens[i]!.at !== words.at(-1)!.end && tokens[i]!.lang === 'ja') break
      words.push(tokens[i]!)
    }
  else
    for (let i = from - 1; i >= 0 && words.length < REACH + 2 && tokens[i]!.pos === 'noun'; i--) {
      if (words.length && tokens[i]!.end !== words[0]!.at) break
      words.unshift(tokens[i]!)
    }
  return { words: words.map((t) => t.surface).join(words[0]?.lang === 'en' ? ' ' : ''), at: words[0]?.at ?? 0 }
}

const { base, before: mockCue } = READER_WORDS.mock
const escaped = (words: string[]) => words.map(escapeRegExp).join('|')
const BASE_BEFORE = new RegExp(String.raw`\b(?:${escaped(base.en)})\s+$`)
const BASE_AFTER = new RegExp(`^(?:${escaped(base.ja)})`)

/** The foods an imitation is made of: "made from tofu", "from chickpeas", 「なすで」. */
const basesOf = (text: string): Mention[] =>
  findMentions(text).filter(
    (m) => m.item && (BASE_BEFORE.test(text.slice(0, m.at)) || BASE_AFTER.test(text.slice(m.end))),
  )

/**
 * The table's dish of an imitation, named from the mocked words to the clause's end after its base
 * or, with none said, after a mock cue: mock chicken nuggets made from tofu are tofu nuggets, a
 * 'tuna' salad from chickpeas is a chickpea tuna salad, a vegan 'tuna' salad a mock tuna salad.
 * The mocked food may be in the dish's name or not.
 */
function dishMadeOf(bases: Mention[], form: string, findDish: DishFinder): Dish | undefined {
  const plain = form.replace(/['"‘’“”「」]/g, '').trim()
  const animal = findMentions(plain).filter((m) => m.kind !== 'class')
  const without = animal.reduceRight((rest, m) => `${rest.slice(0, m.at)}${rest.slice(m.end)}`, plain).trim()
  const named = bases.length
    ? bases.flatMap((b) => [b.surface, b.item!.name.en, b.item!.name.ja, ...(b.item!.aliases ?? [])])
    : [mockCue.en[0]!, mockCue.ja[0]!]
  const hits = named.flatMap((name) =>
    [plain, without].flatMap((f) =>
      [`${name} ${f}`, `${name}の${f}`, `${name}${f}`].flatMap((candidate) =>
        findDish(candidate).filter((h) => h.at === 0 && h.end > name.length + 1),
      ),
    ),
  )
  return hits.toSorted((a, b) => b.end - a.end)[0]?.dish
}

/**
 * What imitating these words leaves out: a named dish's animal base, else the foods the words name
 * (a dish already made without it, chickpea "tuna" salad, leaves out the food its words name); with
 * either goes its kind of animal (beef stock from a mock roast beef, canned tuna from a mock tuna),
 * not all meat: the base may be chicken.
 */
function leftOut(brief: Brief, words: string): { ids: string[]; traits: Trait[] } {
  const said = normalise(words)
  if (!said) return { ids: [], traits: [] }
  const d = brief.dishId ? dish(brief.dishId) : undefined
  const names = d ? allNames(d).map(normalise) : []
  const base = names.some((n) => n === said || n.includes(said) || said.includes(n))
    ? d!.ingredients
        .filter((p) => p.role === 'base' && ingredient(p.id).contains.some((t) => ANIMAL.includes(t)))
        .map((p) => p.id)
    : []
  const mentions = base.length ? [] : findMentions(said)
  const ids = base.length ? base : mentions.flatMap((m) => (m.kind === 'class' ? [] : m.item ? [m.item.id] : m.ids))
  const kinds = ids.flatMap((id) => ingredient(id).contains.filter((t) => ANIMAL_KINDS.includes(t)))
  return { ids, traits: [...new Set([...kinds, ...mentions.flatMap((m) => (m.kind === 'class' ? m.traits : []))])] }
}

/** The words a mock cue reaches ("mock duck", なんちゃって酢豚), each where it is said; a quoted food may be a false label. */
export const imitatedIn = (tokens: Token[]) => CUES(tokens).map((c) => mockedWords(tokens, c.from, c.to, c.value))

export function applyMock(brief: Brief, tokens: Token[], cleaned: string, findDish: DishFinder): void {
  // A table dish that quotes a food in its name (chickpea "tuna" salad sandwich) imitates that food too.
  const ownName = brief.dishId ? dish(brief.dishId).name[brief.lang] : ''
  const asked = [
    ...imitatedIn(tokens),
    ...[...cleaned.matchAll(QUOTED), ...ownName.matchAll(QUOTED)].map((m) => ({ words: m[1]!, at: m.index })),
  ]
  const text = normalise(cleaned)
  const bases = asked.length ? basesOf(text) : []
  let made: Dish | undefined
  for (const { words, at } of asked) {
    // A place before 風 (広島風, 大阪風のお好み焼き) is a regional style: words naming no food or dish mock nothing.
    if (!findDish(words).length && !findMentions(normalise(words)).length) continue
    const form = text.slice(at).split(/[,.;:!?、。！？\n]/)[0]!
    made ??= dishMadeOf(bases, form, findDish)
    const { ids, traits } = leftOut(brief, words)
    if (!ids.length && !traits.length) continue
    const lang = brief.lang
    const names = [...ids.map((id) => ingredient(id).name[lang]), ...traits.map((t) => traitLabel(t, lang))]
    const exclusion: Exclusion = {
      kind: 'ingredient',
      name: READER_WORDS.said_mock[lang].replace('{what}', words).replace('{foods}', listed(names, lang)),
      excludes: names,
      traits: [...new Set(traits)],
      ingredients: [...new Set(ids)],
    }
    brief.exclusions = [...brief.exclusions, exclusion]
    brief.notes = [...new Set([...brief.notes, exclusion.name])]
    // What is imitated is not a key ingredient of it.
    const kept = brief.keyIngredientIds.map(
      (id) => !ids.includes(id) && !ingredient(id).contains.some((t) => traits.includes(t)),
    )
    brief.key_ingredients = brief.key_ingredients.filter((_, i) => kept[i] ?? true)
    brief.keyIngredientIds = brief.keyIngredientIds.filter((_, i) => kept[i])
    if (brief.familyDish) brief.familyDish.foods = brief.familyDish.foods.filter((id) => !ids.includes(id))
  }
  // The dish made of the base replaces the one imitated, once what the imitation leaves out is read from it.
  if (!made) return
  Object.assign(brief, { dishId: made.id, dish: made.name[brief.lang], category: made.category, interpreted: false })
  delete brief.familyDish
  delete brief.unknownDish
}
