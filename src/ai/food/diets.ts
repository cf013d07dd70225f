/**
 * Named diets and conditions, from knowledge/diets.json: the names a theme says them by, what each
 * rules out (traits and catalogue ingredients), who it is for (an audience of the hazard table,
 * whose rules the guard then holds the recipe to), what it asks to keep low, and the sentence the
 * host says about what it checks. Checked when it loads: a trait, an ingredient id or an audience
 * this kitchen does not know stops the start.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../cookbook/validate'
import { bilingualText as text, oneOf } from './bilingual-schema'
import data from '../../../knowledge/diets.json'
import { askById } from './asks'
import { hasIngredient } from './catalogue'
import { createMatcher } from './match'
import { TRAITS, type Text, type Trait } from './types'

const AUDIENCES = ['baby', 'under_4', 'under_6', 'child', 'pregnancy', 'elderly'] as const
const trait = oneOf(TRAITS)
const id = Type.String({ minLength: 1 })
const Diet = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9_]+$' }),
    names: Type.Array(id, { minItems: 1 }),
    traits: Type.Array(trait),
    ingredients: Type.Optional(Type.Array(id)),
    audience: Type.Optional(Type.Array(oneOf(AUDIENCES))),
    lower: Type.Optional(Type.Array(oneOf(['salt', 'sugar', 'heat'] as const))),
    apart: Type.Optional(Type.Tuple([trait, trait])),
    fine: Type.Optional(Type.Array(trait)),
    asks: Type.Optional(Type.Array(id)),
    check: Type.Optional(text),
    said: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
)
const DietFile = Type.Object(
  {
    about: Type.String(),
    not_names: Type.Optional(Type.Array(id)),
    cross_asks: Type.Array(id),
    cross: Type.Array(
      Type.Object({ allergens: Type.Array(id), foods: Type.Array(id), check: text }, { additionalProperties: false }),
    ),
    diets: Type.Array(Diet),
  },
  { additionalProperties: false },
)

export type DietWord = {
  /** The diet's id in knowledge/diets.json (`vegan`, `low_fodmap`). */
  key: string
  names: string[]
  traits: Trait[]
  /** Catalogue ingredients ruled out by name. */
  ids?: string[]
  audience?: Array<(typeof AUDIENCES)[number]>
  lower?: Array<'salt' | 'sugar' | 'heat'>
  /** Two kinds of food never in one dish (kosher-style: meat and dairy): the dish's first kind keeps, the second goes. */
  apart?: [Trait, Trait]
  /** What the diet keeps that a stricter one rules out: a theme ruling out its traits and saying these are fine names it. */
  fine?: Trait[]
  /** Equipment asks of knowledge/equipment.json the diet makes (raw food: `no_heat`). */ asks?: string[]
  /** `check` is said by the host as how it read the theme: the diet is named by an observance (Ramadan: halal). */ said?: true
  check?: Text
}

export function loadDiets(input: unknown, file = 'knowledge/diets.json'): DietWord[] {
  const raw = validated(DietFile, input, file)
  const seen = new Set<string>()
  return raw.diets.map(({ id, ingredients, ...diet }) => {
    if (seen.has(id)) throw new Error(`${file}: diet ${id} is listed twice`)
    seen.add(id)
    const unknown = [...(ingredients ?? []), ...(diet.asks ?? [])].filter((id) => !hasIngredient(id) && !askById(id))
    if (unknown.length)
      throw new Error(`${file}: diet ${id} names ingredients or asks this kitchen lacks: ${unknown.join(', ')}`)
    if (!diet.traits.length && !ingredients?.length && !diet.audience?.length && !diet.lower?.length && !diet.asks)
      throw new Error(`${file}: diet ${id} rules out nothing and names no audience or limit`)
    return { key: id, ...diet, ...(ingredients && { ids: ingredients }) }
  })
}

export const DIETS: DietWord[] = loadDiets(data)
/** What the host checks aloud beside an allergy to one of `allergens` (kiwi: banana, avocado, the latex fruits). */
export const CROSS_REACTIONS = validated(DietFile, data, 'knowledge/diets.json').cross
/** Words by which a theme asks for the cross-reacting foods to be left out too ("anything that cross-reacts", 交差反応も). */
export const findCrossAsk = createMatcher([{ names: data.cross_asks, value: true }])

/** The diets named in a normalised text, as whole phrases, longest first; a `not_names` word ("veggies") is none. */
export const findDiets = createMatcher(
  DIETS.map((diet) => ({ names: diet.names, value: diet })),
  data.not_names,
)
