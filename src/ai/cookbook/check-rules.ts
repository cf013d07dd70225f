/**
 * knowledge/recipe-checks.json: what the recipe checker asks of a recipe's steps and amounts
 * beyond the schema (an oven heated is cooked in, an action done once, a cake that keeps what
 * raises it, salt a serving may carry for its kind of dish, a hot food's own cap, the centre
 * temperature whole-muscle beef and lamb may stop at), and the checks themselves, for any
 * version of a recipe: as authored, a variant, or as the adapter returns it.
 */
import { Type } from '@sinclair/typebox'
import data from '../../../knowledge/recipe-checks.json'
import { dish } from '../food/dishes'
import { TRAITS, type Text } from '../food/types'
import { type Food, food, hasFood, literal } from './foods'
import { refsIn } from './load'
import { nutritionOf } from './render'
import { RULES, safeTemperature } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep } from './types'
import { validated } from './validate'

const text = Type.Object({ ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) })
const about = Type.String({ minLength: 1 })
const trait = Type.Union(TRAITS.map((t) => Type.Literal(t)))
const pattern = (description: string) => Type.String({ minLength: 1, description })
const regexes = Type.Object({ ja: pattern('A regular expression'), en: pattern('A regular expression') })

export const recipeChecksSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about,
    oven: Type.Object({
      about,
      preheat: Type.Object({ ja: pattern('A regular expression'), en: pattern('A regular expression') }),
    }),
    once: Type.Object({
      about,
      actions: Type.Array(
        Type.Object({ id: Type.String(), ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      ),
    }),
    raising: Type.Object({ about, methods: Type.Array(Type.String()), foods: Type.Array(Type.String()) }),
    steps: Type.Object({
      about,
      remaining: Type.Object({
        ja: pattern('A regular expression whose first group is the ref said to be the rest of its line'),
        en: pattern('A regular expression whose first group is the ref said to be the rest of its line'),
      }),
      same_time: Type.Object({
        ja: pattern('A regular expression'),
        en: pattern('A regular expression'),
        second: Type.Object({ ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      }),
      per_serving: Type.Object({
        ja: pattern('A regular expression whose first group is the count the mixture is shared into'),
        en: pattern('A regular expression whose first group is the count the mixture is shared into'),
        numbers: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
      }),
    }),
    crumb: Type.Object({
      about,
      methods: Type.Array(Type.String()),
      except: Type.Array(Type.String()),
      min_c: Type.Number({ exclusiveMinimum: 0 }),
    }),
    doneness: Type.Object({
      about,
      whole_muscle: Type.Object({
        temp_c: Type.Number({ exclusiveMinimum: 0 }),
        foods: Type.Array(Type.String(), { minItems: 1 }),
      }),
      held: Type.Object({
        about,
        tables: Type.Array(
          Type.Object({
            id: Type.String(),
            traits: Type.Array(trait),
            foods: Type.Array(Type.String()),
            points: Type.Array(
              Type.Object({ temp_c: Type.Number({ exclusiveMinimum: 0 }), minutes: Type.Number({ minimum: 0 }) }),
              {
                minItems: 1,
                description: 'A centre temperature and the minutes held at or above it that make the food safe.',
              },
            ),
            source: Type.String({ minLength: 1, description: 'The published table the points come from.' }),
          }),
        ),
      }),
    }),
    chilli: Type.Object({
      about,
      per_serving_ml: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0 }), {
        description: 'A hot food, and the millilitres of it a serving may carry when measured by spoon or cup.',
      }),
    }),
    text: Type.Object({
      about,
      dangling: Type.Object({ ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      bare_count: Type.Object({ about, units: Type.Record(Type.String(), Type.Array(Type.String())) }),
      prep_split: Type.Object({
        about,
        ja: pattern('A regular expression'),
        en: pattern('A regular expression'),
      }),
      pink: Type.Object({ about, ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      doubled: Type.Object({ about, ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      blind_cue: Type.Object({ about, ja: pattern('A regular expression'), en: pattern('A regular expression') }),
      methods: Type.Object({
        about,
        words: Type.Array(
          Type.Object({ id: Type.String(), ja: pattern('A regular expression'), en: pattern('A regular expression') }),
        ),
      }),
    }),
    adapted: Type.Object({
      about,
      restrictions: Type.Array(Type.Object({ name: Type.String(), traits: Type.Array(trait) })),
      diets: Type.Array(Type.String()),
      servings: Type.Array(Type.Integer({ minimum: 1, maximum: 100 })),
      occasions: Type.Array(Type.String()),
    }),
    published: Type.Object({
      about,
      made_later: Type.Array(Type.Object({ id: Type.String(), used: regexes, made: regexes })),
      mid_sentence: regexes,
      label: regexes,
      heading: regexes,
      taken_out: regexes,
      returned: regexes,
      served: regexes,
      aside: pattern(
        'A regular expression the English before a food ends with where the food is what the dish goes with',
      ),
      animal: Type.Array(trait),
      cooked_line: regexes,
      warmed_only: regexes,
      doneness: regexes,
      time: Type.Object({
        said: Type.Object({
          ja: pattern('A regular expression whose first group is the minutes said'),
          en: pattern('A regular expression whose first or second group is the minutes said'),
        }),
        within: regexes,
      }),
      protein_floor_g: Type.Number({ exclusiveMinimum: 0 }),
    }),
    salt: Type.Object({
      about,
      categories: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0 })),
      methods: Type.Array(
        Type.Object({ method: Type.String(), grams: Type.Number({ exclusiveMinimum: 0 }), reason: text }),
      ),
      dishes: Type.Array(
        Type.Object({ dish: Type.String(), grams: Type.Number({ exclusiveMinimum: 0 }), reason: text }),
        { description: 'A dish salty by nature (a pickle eaten a little at a time), its cap and why.' },
      ),
      notes: Type.Object({
        about,
        ja: pattern('A regular expression whose first group is a salt figure in grams a note states'),
        en: pattern('A regular expression whose first or second group is a salt figure in grams a note states'),
        over_g: Type.Number({ exclusiveMinimum: 0 }),
      }),
    }),
  },
  { additionalProperties: false },
)

export const CHECKS = validated(recipeChecksSchema, data, 'knowledge/recipe-checks.json')

const WHOLE_MUSCLE = new Set(CHECKS.doneness.whole_muscle.foods)
for (const id of WHOLE_MUSCLE)
  if (!hasFood(id)) throw new Error(`knowledge/recipe-checks.json: doneness names "${id}", no food of the catalogue`)

/**
 * The centre temperature a version must reach for a food that must be cooked: whole-muscle beef or
 * lamb, sterile inside, may be served at the lower figure; minced meat, poultry and pork their own.
 */
export function safeTemperatureOf(f: Food): number | null {
  const needs = safeTemperature(f.traits)
  return needs !== null && WHOLE_MUSCLE.has(f.id) ? Math.min(needs, CHECKS.doneness.whole_muscle.temp_c) : needs
}

const HELD = CHECKS.doneness.held.tables
for (const id of HELD.flatMap((t) => t.foods))
  if (!hasFood(id))
    throw new Error(`knowledge/recipe-checks.json: doneness.held names "${id}", no food of the catalogue`)

/**
 * Whether a step from these (the steps at and after the food's first use) holds its centre long
 * enough at a figure under the instant one (knowledge/recipe-checks.json `doneness.held`): a cue
 * with `temp_c` and `held_min` at or past a point of a table the food belongs to, within the
 * step's own minutes, on the heat or resting straight after a heated step that reached it.
 */
export function heldSafe(f: Food, steps: AuthoredStep[]): boolean {
  const points = HELD.filter((t) => t.foods.includes(f.id) || t.traits.some((t) => f.traits.includes(t))).flatMap(
    (t) => t.points,
  )
  return steps.some((s, n) => {
    const { temp_c: temp, held_min: held } = s.cue
    if (temp === undefined || held === undefined || held > s.minutes) return false
    const before = steps[n - 1]
    const heated = s.heat !== 'none' || (!!before && before.heat !== 'none' && (before.cue.temp_c ?? 0) >= temp)
    return heated && points.some((p) => temp >= p.temp_c && held >= p.minutes)
  })
}

const CHILLI = new Map(Object.entries(CHECKS.chilli.per_serving_ml))
for (const id of CHILLI.keys())
  if (!hasFood(id)) throw new Error(`knowledge/recipe-checks.json: chilli names "${id}", no food of the catalogue`)

/** The lines of a version hotter a serving than their food may be (knowledge/recipe-checks.json `chilli`). */
export function chilliProblems(recipe: Pick<AuthoredRecipe, 'servings'>, ingredients: AuthoredIngredient[]): string[] {
  return ingredients.flatMap((i) => {
    const cap = CHILLI.get(i.food)
    const { ml } = RULES.units[i.amount.unit]
    if (cap === undefined || ml === undefined || i.amount.unit === 'g' || i.amount.unit === 'kg') return []
    // A range is as hot as its upper end.
    const qty = Array.isArray(i.amount.qty) ? i.amount.qty[1] : (i.amount.qty ?? 0)
    const perServing = Math.round(((qty * ml) / recipe.servings) * 100) / 100
    return perServing > cap ? [`${i.ref} (${i.food}): ${perServing} ml a serving, over its ${cap} ml`] : []
  })
}

/** The briefs the adapted walk tries (knowledge/recipe-checks.json `adapted`). */
export const ADAPTED_WALK = CHECKS.adapted

const PREHEAT = { ja: new RegExp(CHECKS.oven.preheat.ja), en: new RegExp(CHECKS.oven.preheat.en, 'i') }
const ONCE = CHECKS.once.actions.map((a) => ({ id: a.id, ja: new RegExp(a.ja), en: new RegExp(a.en, 'i') }))
const RAISING = new Set(CHECKS.raising.foods)

const OVEN_VESSELS = new Set(['oven', 'toaster_oven', 'grill'])
const inOven = (s: AuthoredStep) =>
  s.heat === 'oven' || s.heat === 'grill' || (OVEN_VESSELS.has(s.vessel) && s.heat !== 'none')

/** The lead the adapter writes before a step done in batches ("In 2 batches …: "): not the step's verb. */
const BATCH_LEAD = new RegExp(
  `^(?:${[RULES.says.batch_step_repeat.en, RULES.says.batch_step_side.en]
    .map((t) => literal(t).replace(/\\\{\w+\\\}/g, '.+?'))
    .join('|')})`,
)

/** The English verb a step starts with, after any batch lead. */
export const verbOf = (s: AuthoredStep) => /^[A-Za-z]+/.exec(s.en.replace(BATCH_LEAD, '').trim())?.[0]?.toLowerCase()

/** The steps' faults: an oven heated that nothing is cooked in, an action done twice. */
export function stepProblems(steps: AuthoredStep[]): string[] {
  const problems: string[] = []
  const preheat = steps.findIndex((s) => PREHEAT.en.test(s.en) || PREHEAT.ja.test(s.ja))
  if (preheat >= 0 && !steps.slice(preheat).some(inOven))
    problems.push(`step ${preheat + 1} heats the oven, but no step cooks in it`)
  for (const action of ONCE) {
    const doing = steps.flatMap((s, n) => (action.en.test(s.en) && action.ja.test(s.ja) ? [n + 1] : []))
    if (doing.length > 1) problems.push(`steps ${doing.join(' and ')} each ${action.id}: one action written twice`)
  }
  const seen = new Map<string, number>()
  steps.forEach((s, n) => {
    const refs = refsIn(s.en).sort().join(' ')
    const verb = verbOf(s)
    if (!refs || !verb) return
    const key = `${verb} ${refs}`
    const before = seen.get(key)
    if (before !== undefined) problems.push(`steps ${before} and ${n + 1} both "${verb}" {${refs.replace(/ /g, '}{')}}`)
    else seen.set(key, n + 1)
  })
  return problems
}

const { remaining: REST, same_time: SAME, per_serving: SHARE } = CHECKS.steps
const REMAINING = { ja: new RegExp(REST.ja, 'g'), en: new RegExp(REST.en, 'gi') }
const SAME_TIME = { ja: new RegExp(SAME.ja), en: new RegExp(SAME.en, 'i') }
const SECOND = { ja: new RegExp(SAME.second.ja), en: new RegExp(SAME.second.en, 'i') }
const SHARED = { ja: new RegExp(SHARE.ja), en: new RegExp(SHARE.en, 'i') }
const countOf = (word: string) => SHARE.numbers[word.toLowerCase()] ?? Number(word)

/**
 * What a cook reads wrong in these steps of a recipe (knowledge/recipe-checks.json `steps`, `crumb`):
 * the rest of a food no earlier words used, a second thing cooked at the same time with no vessel
 * of its own, a mixture shared into the servings' count by a number, a raised cake or bread done
 * by a meat's figure. The servings are the author's: an adapted version scales its lines, never its words.
 */
export function readingProblems(recipe: AuthoredRecipe, steps: AuthoredStep[]): string[] {
  const { servings } = recipe
  const problems: string[] = []
  steps.forEach((s, n) => {
    for (const lang of ['en', 'ja'] as const) {
      const before = steps
        .slice(0, n)
        .map((t) => t[lang])
        .join(' ')
      for (const m of s[lang].matchAll(REMAINING[lang]))
        if (!`${before} ${s[lang].slice(0, m.index)}`.includes(`{${m[1]}}`))
          problems.push(`step ${n + 1} uses the rest of {${m[1]}} (${lang}), but no words before use part of it`)
      // The adapter's batch lead ("In 2 batches …: ") is no first action of the step.
      const own = lang === 'en' ? s.en.replace(BATCH_LEAD, '') : s.ja
      if (s.heat !== 'none' && SAME_TIME[lang].test(own) && !SECOND[lang].test(own))
        problems.push(`step ${n + 1} cooks a second thing at the same time (${lang}) but names no second vessel`)
      const shared = SHARED[lang].exec(s[lang])
      const count = shared ? countOf(shared[1]!) : 0
      if (count === servings)
        problems.push(`step ${n + 1} shares into ${count} for ${servings} servings (${lang}): say it per serving`)
    }
  })
  const leavened = recipe.ingredients.some((i) => i.does === 'leavens' && RAISING.has(i.food))
  const meat = recipe.ingredients.some((i) => food(i.food).traits.includes('meat'))
  const { methods, except } = CHECKS.crumb
  if (leavened && !meat && methods.includes(dish(recipe.dish).method ?? '') && !except.includes(recipe.dish))
    steps.forEach((s, n) => {
      if (s.cue.temp_c !== undefined && s.cue.temp_c < CHECKS.crumb.min_c)
        problems.push(
          `step ${n + 1}: a raised cake or bread done at ${s.cue.temp_c} °C, under its crumb's ${CHECKS.crumb.min_c} °C`,
        )
    })
  return problems
}

const METHOD_WORDS = CHECKS.text.methods.words.map((w) => ({
  id: w.id,
  ja: new RegExp(w.ja),
  en: new RegExp(w.en, 'i'),
}))

/**
 * The ways of cooking a description names that none of these steps names in the same language
 * (knowledge/recipe-checks.json `text.methods`): what a variant with its own steps would publish
 * wrongly under the recipe's description.
 */
export function methodsUnsaid(description: Text, steps: AuthoredStep[]): string[] {
  return METHOD_WORDS.flatMap((w) =>
    (['ja', 'en'] as const).flatMap((lang) => {
      const said = w[lang].exec(description[lang])
      return said && !steps.some((s) => w[lang].test(s[lang])) ? [`${w.id} ("${said[0]}", ${lang})`] : []
    }),
  )
}

/** A version of a cake or bread that lost every food raising the authored one; null when it keeps one. */
export function raisingProblem(recipe: AuthoredRecipe, ingredients: AuthoredIngredient[]): string | null {
  if (!CHECKS.raising.methods.includes(dish(recipe.dish).method ?? '')) return null
  const raised = recipe.ingredients.filter((i) => i.does === 'leavens' && RAISING.has(i.food))
  if (!raised.length || ingredients.some((i) => RAISING.has(i.food))) return null
  return `rises by ${raised.map((i) => i.food).join(', ')} as authored, but keeps no raising food (${[...RAISING].join(', ')})`
}

/** Salt a serving of this dish may carry (knowledge/recipe-checks.json `salt`). */
export function saltCap(recipe: Pick<AuthoredRecipe, 'dish' | 'category'>): number {
  const own = CHECKS.salt.dishes.find((d) => d.dish === recipe.dish)
  if (own) return own.grams
  const method = CHECKS.salt.methods.find((m) => m.method === dish(recipe.dish).method)
  return method?.grams ?? CHECKS.salt.categories[recipe.category] ?? CHECKS.salt.categories.main!
}

const NOTE_SALT = { ja: new RegExp(CHECKS.salt.notes.ja, 'g'), en: new RegExp(CHECKS.salt.notes.en, 'gi') }

/**
 * The notes that state more salt than a serving of the recipe carries, by more than the checks'
 * `over_g`: a figure left from before a salt cut, which the panel would contradict the recipe with.
 */
export function noteSaltProblems(recipe: AuthoredRecipe): string[] {
  const salt = nutritionOf(recipe)?.salt_g ?? 0
  return Object.entries(recipe.notes).flatMap(([role, notes]) =>
    notes.flatMap((note, n) => {
      const stated = (['ja', 'en'] as const).flatMap((lang) =>
        [...note[lang].matchAll(NOTE_SALT[lang])].map((m) => Number(m[1] ?? m[2])),
      )
      const over = stated.filter((g) => g - salt > CHECKS.salt.notes.over_g)
      return over.length ? [`notes.${role}[${n}] states ${over[0]} g of salt, but a serving carries ${salt} g`] : []
    }),
  )
}

/**
 * A serving saltier than its kind of dish may be; null when within. The salt is the one the recipe
 * publishes (`nutritionOf`): salt for water poured away counts only the `eaten` share its line gives.
 */
export function saltProblem(recipe: AuthoredRecipe, ingredients: AuthoredIngredient[]): string | null {
  const salt = nutritionOf({ ingredients, servings: recipe.servings })?.salt_g ?? 0
  const cap = saltCap(recipe)
  return salt > cap ? `${salt} g of salt a serving, over the ${cap} g a ${recipe.category} of its kind may carry` : null
}
