/**
 * Named diets and conditions, from knowledge/diets.json: the names a theme says them by, what each
 * rules out (traits and catalogue ingredients), who it is for (an audience of the hazard table,
 * whose rules the guard then holds the recipe to), what it asks to keep low, and the sentence the
 * host says about what it checks. Checked when it loads: a trait, an ingredient id or an audience
 * this kitchen does not know stops the start.
 */
import { type Static, Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import { bilingualText as text, closed, eachOf, oneOf } from './bilingual-schema'
import data from '../../../knowledge/diets.json'
import { askById } from './asks'
import { hasIngredient, INGREDIENTS } from './catalogue'
import { createMatcher } from './match'
import KANA from '../../../knowledge/kana-readings.json'
import { AUDIENCES, GROUPS, PROPERTIES, TRAITS, type Trait } from './types'

const [trait, id] = [oneOf(TRAITS), Type.String({ minLength: 1 })]
const [ids, yes] = [Type.Array(id), Type.Optional(Type.Literal(true))]
const Diet = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9_]+$' }),
    names: Type.Array(id, { minItems: 1 }),
    traits: Type.Array(trait),
    ...eachOf(['ingredients', 'allows', 'asks'] as const, Type.Optional(ids)),
    groups: Type.Optional(Type.Array(oneOf(GROUPS))),
    avoid: Type.Optional(Type.Array(oneOf(PROPERTIES))),
    audience: Type.Optional(Type.Array(oneOf(AUDIENCES))),
    lower: Type.Optional(Type.Array(oneOf(['salt', 'sugar', 'heat'] as const))),
    apart: Type.Optional(Type.Tuple([trait, trait])),
    fine: Type.Optional(Type.Array(trait)),
    check: Type.Optional(text),
    ...eachOf(['said', 'named'] as const, yes),
  },
  closed,
)
const DietFile = Type.Object(
  {
    about: Type.String(),
    not_names: Type.Optional(ids),
    not_readings: ids,
    cross_asks: ids,
    cross: Type.Array(Type.Object({ label: text, names: ids, foods: ids, cooked: yes, check: text }, closed)),
    contact: Type.Array(Type.Object({ for: ids, check: text }, closed)),
    hidden: Type.Array(Type.Object({ for: id, note: Type.String(), ingredients: ids, terms: ids }, closed)),
    diets: Type.Array(Diet),
    allow_always: ids,
    allow_kinds: Type.Array(
      Type.Object({ names: ids, groups: Type.Optional(Type.Array(oneOf(GROUPS))), ids: Type.Optional(ids) }, closed),
    ),
  },
  closed,
)

/** A diet of knowledge/diets.json (each field described there), `key` its id and `ids` the catalogue foods it rules out. */
export type DietWord = Omit<Static<typeof Diet>, 'id' | 'ingredients' | 'groups' | 'allows' | 'avoid'> & {
  key: string
  ids?: string[]
}

const NOT_READ = new Set(data.not_readings)
const READINGS: Record<string, string> = KANA.readings
/**
 * Restriction words with the kana reading of each written in kanji (乳製品: にゅうせいひん, 糖尿病), so a theme in kana, or
 * in romaji folded to kana, meets the one word by the one fold; a reading another common word shares (ちち) is none. The
 * readings are kuromoji's, kept as data (knowledge/kana-readings.json, scripts/kana-readings.ts) so that serving a recipe,
 * which reads the diets, never loads the Japanese parser.
 */
export const withReadings = (names: string[]) => {
  const read = names.flatMap((n) => (/^\p{Script=Han}+$/u.test(n) && READINGS[n]) || [])
  return [...new Set([...names, ...read.filter((r) => !/^.$|\p{Script=Han}/u.test(r) && !NOT_READ.has(r))])]
}

export function loadDiets(input: unknown, file = 'knowledge/diets.json'): DietWord[] {
  const raw = validated(DietFile, input, file)
  return raw.diets.map(({ id, names, ingredients: named, groups, avoid, allows, ...diet }, i) => {
    // A group ("every noodle") or property ("rich in potassium") rules out its foods, those added later too, but those allowed.
    const of = (i: (typeof INGREDIENTS)[number]) =>
      groups?.includes(i.group) || i.properties?.some((p) => avoid?.includes(p))
    const grouped = INGREDIENTS.filter((i) => of(i) && !allows?.includes(i.id)).map((i) => i.id)
    const ingredients = named || grouped.length ? [...new Set([...(named ?? []), ...grouped])] : undefined
    if (raw.diets.findIndex((d) => d.id === id) < i) throw new Error(`${file}: diet ${id} is listed twice`)
    const unknown = [named, allows, diet.asks].flat().filter((id) => id && !hasIngredient(id) && !askById(id))
    if (unknown.length)
      throw new Error(`${file}: diet ${id} names ingredients or asks this kitchen lacks: ${unknown.join(', ')}`)
    if (![diet.traits, ingredients, diet.audience, diet.lower, diet.asks, diet.apart].some((l) => l?.length))
      throw new Error(`${file}: diet ${id} rules out nothing and names no audience or limit`)
    return { key: id, names: withReadings(names), ...diet, ...(ingredients && { ids: ingredients }) }
  })
}

export const DIETS: DietWord[] = loadDiets(data)

/**
 * What the diets keeping two kinds apart (meat and dairy) rule out of a dish carrying `carried`: the kind it lacks, or
 * the second where it holds both, once, by the first diet said (kosher, not "no meat with dairy" beside it). The adapter
 * cooks without it; the guard names it a break.
 */
export const keptApart = (diets: string[] | undefined, carried: Set<Trait>) =>
  DIETS.flatMap((d) => (d.apart && diets?.includes(d.key) ? [{ diet: d, pair: d.apart }] : []))
    .flatMap(({ diet, pair: [kept, other] }) =>
      carried.has(kept) ? [{ diet, out: other }] : carried.has(other) ? [{ diet, out: kept }] : [],
    )
    .filter((b, i, all) => all.findIndex((x) => x.out === b.out) === i)
/** Foods that cross-react with one another (the latex fruits), and what the host checks aloud beside an allergy to one. */
export const {
  cross: CROSS_REACTIONS,
  contact: CONTACT,
  hidden: HIDDEN,
  ...ALLOW
} = validated(DietFile, data, 'diets.json')
const unknownAllowed = [...ALLOW.allow_always, ...ALLOW.allow_kinds.flatMap((k) => k.ids ?? [])].filter(
  (id) => !hasIngredient(id),
)
if (unknownAllowed.length) throw new Error(`diets.json: allow_kinds names foods this kitchen lacks: ${unknownAllowed}`)
/** The kinds of food a theme allows by a word ("vegetables", 豆), each as the catalogue ids it lets in. */
export const findAllowKinds = createMatcher(
  ALLOW.allow_kinds.map((k) => ({
    names: withReadings(k.names),
    value: INGREDIENTS.filter((i) => k.groups?.includes(i.group) || k.ids?.includes(i.id)).map((i) => i.id),
  })),
)
/** Words by which a theme asks for the cross-reacting foods to be left out too ("anything that cross-reacts", 交差反応も). */
export const findCrossAsk = createMatcher([{ names: data.cross_asks, value: true }])
/** The cross-reacting groups a theme names by their syndrome ("latex", シラカバ). */
export const findSyndromes = createMatcher(CROSS_REACTIONS.map((c) => ({ names: c.names, value: c })))

const DIET_NAMED = DIETS.map((diet) => ({ names: diet.names, value: diet }))
/** The diets named in a normalised text, as whole phrases, longest first; a `not_names` word ("veggies") is none. */
export const findDiets = createMatcher(DIET_NAMED, data.not_names)
