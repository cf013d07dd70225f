/**
 * The recipe checker: what the schema cannot say about a recipe a cook can trust. Walks a recipe
 * and each of its variants (and an adapted recipe the same way):
 * - every ingredient is named by a step, and every {ref} names an ingredient;
 * - the steps' minutes add up to the total;
 * - a meat, poultry, fish, shellfish or egg food that must be cooked (catalogue `raw: 'cook'`)
 *   reaches a heated step whose cue gives a safe centre temperature (knowledge/cookbook.json
 *   `doneness`; whole-muscle beef and lamb the lower figure of knowledge/recipe-checks.json
 *   `doneness`) at or after its first use, or holds a lower figure long enough (a chicken ham
 *   63 °C for 30 minutes, a pork chop 63 °C and a 3-minute rest: `doneness.held`, each table with
 *   its published source), unless the dish is served raw by definition (the dish table's
 *   `servedRaw`: sashimi);
 * - nothing the title or description claims (a diet's name: vegan, halal…, or a trait's "free"
 *   word: soy-free, グルテンフリー…) is contradicted by an ingredient's traits;
 * - both languages name the same refs in each step;
 * - an oven heated is cooked in, no action is written twice, a cake or bread keeps what raises
 *   it, a serving's salt is within its kind of dish's cap and no note states more salt than a
 *   serving carries (src/ai/cookbook/check-rules.ts,
 *   knowledge/recipe-checks.json);
 * - a variant written for an equipment ask keeps to it: each step's heat and vessel are what the
 *   ask allows, and no word of its rendered steps breaks it (knowledge/equipment.json);
 * - a variant with its own steps and no description of its own publishes the recipe's, so that
 *   description names no way of cooking its steps never name (knowledge/recipe-checks.json
 *   `text.methods`: parboiled, baked, steamed…);
 * - each panel role has at least two notes;
 * - it reads as a cook expects: no word left with nothing after it, no name twice in a list, no
 *   count without its counter, no prep counting out its line in words, no meat both pink and past
 *   the whole-muscle figure (src/ai/cookbook/check-text.ts); adapted, no step left heating only
 *   its fat and no description naming what the brief rules out;
 * - rendered, it is a draft the discussion engine accepts (`recipeDraftSchema` of
 *   src/ai/prompts.ts: at least two steps and four ingredient lines, lines of at most 300
 *   characters, at most 2,880 minutes), or the offline synthesis would fail on it.
 * Run at build (scripts/build.ts, through scripts/cookbook-check.ts) and in the tests.
 */
import { equipmentBreaks } from '../food/asks'
import { dish } from '../food/dishes'
import { TRAIT_WORDS } from '../food/traits'
import { type Brief, type Lang, type Text, TRAITS, type Trait } from '../food/types'
import { DIETS } from '../food/words'
import { recipeDraftSchema } from '../prompts'
import { adapt, stepBeyond } from './adapt'
import {
  ADAPTED_WALK,
  chilliProblems,
  heldSafe,
  methodsUnsaid,
  noteSaltProblems,
  raisingProblem,
  readingProblems,
  safeTemperatureOf,
  saltProblem,
  stepProblems,
} from './check-rules'
import { descriptionBreaks, emptiedSteps, gluedNames, nutsLeftWhole, textProblems } from './check-text'
import { food, literal, namePattern } from './foods'
import { RECIPES, refsIn, stepTexts, versionOf } from './load'
import { pieceGrams, render } from './render'
import { RULES } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep } from './types'

export type Problem = { dish: string; variant?: string; message: string }

type Claim = { word: string; traits: Trait[] }

/** The words a title or description claims a diet with, and the traits each rules out. */
const CLAIMS: Claim[] = [
  ...DIETS.flatMap((d) => d.names.map((word) => ({ word, traits: d.traits }))),
  ...TRAITS.flatMap((t) =>
    [TRAIT_WORDS[t].free.ja, TRAIT_WORDS[t].free.en].filter(Boolean).map((word) => ({ word, traits: [t] })),
  ),
]

const CLAIM_PATTERNS = CLAIMS.map((c) => ({
  ...c,
  // Latin words whole ("mild" is not "mildly"); a katakana word not inside a longer one (パベジョン
  // claims no ベジ); other Japanese anywhere.
  pattern: /^[\x20-\x7e]+$/.test(c.word)
    ? new RegExp(`(?<![\\w-])${literal(c.word)}(?![\\w-])`, 'i')
    : /^[\u30a0-\u30ff]+$/.test(c.word)
      ? new RegExp(`(?<![\\u30a0-\\u30ff])${literal(c.word)}(?![\\u30a1-\\u30fa])`)
      : new RegExp(literal(c.word)),
}))

/** The claims a text makes: each word found, with the traits it rules out. */
export const claimsIn = (text: string): Claim[] => CLAIM_PATTERNS.filter((c) => c.pattern.test(text))

const spans = (pattern: RegExp, text: string) =>
  [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((m) => [m.index, m.index + m[0].length])

/** The claims a text makes outside the names of the recipe's own foods ("plant-based butter" claims nothing of the dish). */
function claimsBeside(text: string, lang: Lang, ingredients: AuthoredIngredient[]): Claim[] {
  const names = ingredients.flatMap((i) => {
    const pattern = namePattern(food(i.food), lang)
    return pattern ? spans(pattern, text) : []
  })
  return CLAIM_PATTERNS.filter((c) =>
    spans(c.pattern, text).some(([at, end]) => !names.some(([from, to]) => from! <= at! && end! <= to!)),
  )
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** The problems of one version of a recipe: its own lists, under its title and description. */
function checkVersion(
  recipe: AuthoredRecipe,
  ingredients: AuthoredIngredient[],
  steps: AuthoredStep[],
  total: number | undefined,
  report: (message: string) => void,
  cooked = false,
) {
  const refs = new Set(ingredients.map((i) => i.ref))
  const named = new Set(steps.flatMap(stepTexts).flatMap(refsIn))
  for (const i of ingredients) if (!named.has(i.ref)) report(`${i.ref} is never named in a step`)
  for (const ref of named) if (!refs.has(ref)) report(`{${ref}} names no ingredient`)
  steps.forEach((step, n) => {
    const ja = refsIn(step.ja)
    const en = refsIn(step.en)
    if (!sameSet(ja, en)) report(`step ${n + 1}: ja names {${ja.join('}{')}}, en names {${en.join('}{')}}`)
  })
  const minutes = steps.reduce((sum, s) => sum + s.minutes, 0)
  if (total !== undefined && Math.abs(minutes - total) > 0.01)
    report(`total_minutes ${total} is not the steps' sum, ${minutes}`)
  // A version cooking through what its dish serves raw (poke for someone on chemotherapy) must reach the safe figure.
  const servedRaw = new Set(cooked ? [] : (dish(recipe.dish).servedRaw ?? []))
  for (const i of ingredients) {
    const f = food(i.food)
    const needs = f.raw === 'cook' && !servedRaw.has(f.id) ? safeTemperatureOf(f) : null
    if (needs === null) continue
    const first = steps.findIndex((s) => stepTexts(s).some((t) => refsIn(t).includes(i.ref)))
    if (first < 0) continue
    const after = steps.slice(first)
    const safe = after.some((s) => s.heat !== 'none' && (s.cue.temp_c ?? 0) >= needs) || heldSafe(f, after)
    if (!safe) report(`${i.ref} (${f.id}) reaches no heated step with cue.temp_c of ${needs} °C or more`)
  }
  const said: Text[] = [recipe.title, recipe.description]
  const claims = said.flatMap((t) => [
    ...claimsBeside(t.ja, 'ja', ingredients),
    ...claimsBeside(t.en, 'en', ingredients),
  ])
  for (const claim of claims) {
    for (const i of ingredients) {
      const broken = food(i.food).traits.filter((t) => claim.traits.includes(t))
      if (broken.length) report(`claims "${claim.word}", but ${i.ref} (${i.food}) has ${broken.join(', ')}`)
    }
  }
}

/** What the discussion engine would refuse in the recipe as rendered, one message per issue. */
function draftProblems(recipe: AuthoredRecipe): string[] {
  const parsed = recipeDraftSchema.safeParse(render({ recipe, decisions: [] }))
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => `renders to a draft the engine refuses: ${i.path.join('.')}: ${i.message}`)
}

/** Every problem of a recipe and its variants; none for a recipe a cook can trust. */
export function checkRecipe(recipe: AuthoredRecipe): Problem[] {
  const problems: Problem[] = []
  checkVersion(recipe, recipe.ingredients, recipe.steps, recipe.total_minutes, (message) =>
    problems.push({ dish: recipe.dish, message }),
  )
  for (const message of draftProblems(recipe)) problems.push({ dish: recipe.dish, message })
  for (const [role, notes] of Object.entries(recipe.notes))
    if (notes.length < 2) problems.push({ dish: recipe.dish, message: `notes.${role}: ${notes.length}, at least two` })
  for (const variant of recipe.variants ?? []) {
    const { ingredients, steps } = versionOf(recipe, variant)
    const total = variant.steps ? variant.total_minutes : recipe.total_minutes
    const report = (message: string) => problems.push({ dish: recipe.dish, variant: variant.id, message })
    checkVersion(recipe, ingredients, steps, total, report, variant.cooked_through)
    for (const message of draftProblems({
      ...recipe,
      ingredients,
      steps,
      total_minutes: total ?? recipe.total_minutes,
    }))
      report(message)
    for (const trait of variant.free_of ?? [])
      for (const i of ingredients)
        if (food(i.food).traits.includes(trait)) report(`free of ${trait}, but ${i.ref} (${i.food}) has it`)
    for (const id of variant.for_diets ?? []) {
      const diet = DIETS.find((d) => d.key === id)
      if (!diet) report(`for_diets names ${id}, no diet of knowledge/diets.json`)
      for (const i of ingredients)
        if (diet?.ids?.includes(i.food) || diet?.traits.some((t) => food(i.food).traits.includes(t)))
          report(`written for ${id}, but ${i.ref} (${i.food}) is what it rules out`)
    }
    if (variant.steps && !variant.description)
      for (const word of methodsUnsaid(recipe.description, steps))
        report(
          `publishes the recipe's description, which names ${word} its own steps never do: give it its own description`,
        )
    const beyond = stepBeyond(steps, variant.asks ?? [])
    if (beyond) report(`asks ${beyond.ask.id}, but a step needs more: "${beyond.step.en}"`)
    const draft = render({ recipe: { ...recipe, ingredients, steps }, decisions: [] })
    for (const hit of equipmentBreaks({ ja: draft.steps_ja, en: draft.steps_en }, variant.asks ?? []))
      report(`breaks its ask, ${hit}`)
  }
  return problems
}

/**
 * An authored line counted in pieces of a food with protein, salt or energy figures whose one piece
 * weighs nothing the data knows (knowledge/cookbook.json `piece_grams`): its nutrition would count 0.
 */
function unweighed(recipe: AuthoredRecipe): Problem[] {
  const lines = [recipe.ingredients, ...(recipe.variants ?? []).map((v) => v.ingredients ?? [])].flat()
  const foods = new Set(
    lines
      .filter((i) => RULES.units[i.amount.unit].counted)
      .filter((i) => {
        const { usual } = food(i.food)
        return (usual.protein ?? 0) + (usual.salt ?? 0) + usual.kcal > 0 && !pieceGrams(food(i.food), i.amount.unit)
      })
      .map((i) => i.food),
  )
  return [...foods].map((id) => ({
    dish: recipe.dish,
    message: `${id} is counted, but no weight of one is known (knowledge/cookbook.json piece_grams)`,
  }))
}

/**
 * A version saltier a serving than its kind of dish may be, or hotter than its chilli's cap, as
 * authored, or whose notes state more salt than it carries: an adaptation's salt is the brief's
 * (scaled, substituted, or capped by a low-salt diet), so only the authored lists.
 */
function oversalted(recipe: AuthoredRecipe): Problem[] {
  return [undefined, ...(recipe.variants ?? [])].flatMap((variant) => {
    const { ingredients, steps } = versionOf(recipe, variant)
    const messages = [
      ...stepProblems(steps),
      ...readingProblems(recipe, steps),
      raisingProblem(recipe, ingredients),
      saltProblem(recipe, ingredients),
      ...chilliProblems(recipe, ingredients),
      ...(variant ? [] : noteSaltProblems(recipe)),
      ...textProblems({ ...recipe, ingredients, steps }),
    ]
    return messages.flatMap((message) =>
      message ? [{ dish: recipe.dish, ...(variant ? { variant: variant.id } : {}), message }] : [],
    )
  })
}

/** Every problem of every authored recipe. */
export const checkCookbook = (recipes: AuthoredRecipe[] = RECIPES): Problem[] =>
  recipes.flatMap((r) => [...checkRecipe(r), ...unweighed(r), ...oversalted(r)])

/** A brief that asks only for this dish, with what is given: the adapted walk's, and the tests'. */
export const briefForDish = (dishId: string, more: Partial<Brief> = {}): Brief => ({
  lang: 'en',
  dishId,
  dish: dishId,
  keyIngredientIds: [],
  key_ingredients: [],
  exclusions: [],
  limits: {},
  notes: [],
  interpreted: false,
  notFood: false,
  ...more,
})

/**
 * What the adapter makes of each recipe under the walk's briefs (knowledge/recipe-checks.json
 * `adapted`), checked like an authored version: a problem here is the adapter's, or a step the
 * author can write so the adapter keeps it. Not part of the build: `cookbook:check -- --adapted`.
 */
export function checkAdaptations(recipes: AuthoredRecipe[] = RECIPES): Problem[] {
  return recipes.flatMap((recipe) => {
    const carried = new Set(recipe.ingredients.flatMap((i) => food(i.food).traits))
    const briefs = [
      ...ADAPTED_WALK.restrictions
        .filter((r) => r.traits.some((t) => carried.has(t)))
        .map((r) => ({
          name: r.name,
          brief: briefForDish(recipe.dish, {
            exclusions: [{ kind: 'diet', name: r.name, excludes: [], traits: r.traits, ingredients: [] }],
          }),
        })),
      ...ADAPTED_WALK.diets.map((d) => ({ name: d, brief: briefForDish(recipe.dish, { diets: [d] }) })),
      ...ADAPTED_WALK.servings.map((n) => ({
        name: `${n} servings`,
        brief: briefForDish(recipe.dish, { limits: { servings: n } }),
      })),
      ...ADAPTED_WALK.occasions.map((o) => ({ name: o, brief: briefForDish(recipe.dish, { occasions: [o] }) })),
    ]
    const authored = [recipe.steps, ...(recipe.variants ?? []).map((v) => v.steps ?? [])].flat()
    return briefs.flatMap(({ name, brief }) => {
      const adapted = adapt(recipe, brief, { seed: 7 })
      if (adapted.declined) return []
      const { ingredients, steps } = adapted.recipe
      const messages = [
        ...stepProblems(steps),
        ...readingProblems(recipe, steps),
        raisingProblem(recipe, ingredients),
        ...checkRecipe(adapted.recipe).map((p) => p.message),
        ...textProblems(adapted.recipe),
        ...emptiedSteps(adapted.recipe, authored),
        ...descriptionBreaks(adapted.recipe, brief),
        ...nutsLeftWhole(adapted.recipe, brief),
        ...gluedNames(adapted.recipe, recipe),
      ]
      return messages.flatMap((message) =>
        message ? [{ dish: recipe.dish, variant: `adapted: ${name}`, message }] : [],
      )
    })
  })
}

/** A problem as one line: "nikujaga (rice_cooker): …". */
export const problemLine = (p: Problem): string => `${p.dish}${p.variant ? ` (${p.variant})` : ''}: ${p.message}`
