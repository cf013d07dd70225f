/**
 * Adapt, don't generate: an authored recipe fitted to a brief, every change a Decision the panel
 * talks from, in both languages, with its words from the data (knowledge/substitutions.json,
 * knowledge/cookbook.json, knowledge/equipment.json), never made up per dish. In order:
 * 1. the authored variant the brief asks for: an equipment ask it satisfies, else the diet
 *    variant free of the most of what the brief rules out, else (over the time limit) one that fits;
 * 2. each ingredient the brief rules out (by trait or by id) substituted by reference, so its
 *    steps, cues and description follow: an optional one dropped; a substitution row by food id,
 *    then by trait and what the food does, then the dish's own swap, then the catalogue's; its
 *    step rewrite put in. What defines the dish (its `defining` traits, its `core` foods, or a
 *    `body` food the title names) with nothing to stand in for it declines the recipe with the
 *    nearest authored dish that fits, as is a bake left with nothing to raise it (the egg of a
 *    Yorkshire pudding) or a version too slight to be the dish (too few ingredients, one step);
 *    anything else with no stand-in is left out and said; a
 *    preparation aside naming a ruled-out food ("or beef suet") dropped from its line;
 * 3. foods the theme says are already cooked taken out of the cooking steps and warmed at the end,
 *    unless the recipe already takes them cooked (catalogue `raw: 'ready'`: the rice of fried rice);
 * 4. servings 1–100: counts whole or half (quarters below one, with their grams; grams below
 *    the smallest fraction), seasoning less than linear above a factor and a little more than
 *    linear below one, a liquid kept to what a pot needs, spoons to cups, batches above what a
 *    vessel holds (short heated steps repeated per batch, long simmers not), less salt or sugar;
 * 5. the time limit held or said by how much it runs over;
 * 6. the title and description rewritten from the adapted lists (a sentence naming a dropped food
 *    is dropped), and the hazard table's safety steps for the brief's audience.
 */
import equipment from '../../../knowledge/equipment.json'
import checks from '../../../knowledge/recipe-checks.json'
import { equipmentBreaks, occasionById } from '../food/asks'
import { INGREDIENTS } from '../food/catalogue'
import { COMPOSITES } from '../food/composites'
import { dish } from '../food/dishes'
import { checkRecipe, effectiveMentions } from '../food/guard'
import { rawSeafoodOf, withSafetySteps } from '../food/hazards'
import { TRAIT_WORDS } from '../food/traits'
import { DIETS } from '../food/words'
import { keptApart } from '../food/diets'
import type { Brief, Lang, Text, Trait } from '../food/types'
import { asItself, food, kin, leftoverOf, literal, namePattern, renamed } from './foods'
import { RECIPES, refsIn, stepTexts } from './load'
import { GOALS_FILE } from '../food/goals'
import { budgetEach, costOf, currencyOf, goalWords, lineCost, money, targetMiss } from './cost'
import { emphasised } from './emphasis'
import { amountText, fillRefs, nutritionOf, pieceGrams, render } from './render'
import { raisingProblem, safeTemperatureOf } from './check-rules'
import { ruledVariants } from './by-rule'
import { calledAs, cookedThrough, cutAlike, cutLike, headedBy, kinRow, kinWorded } from './main-swap'
import { CLAUSE, withoutClausesOf } from './clauses'
import { withoutGoneTraits } from './trait-gone'
import { inNamedVessel, movesVessel } from './vessel'
import { readyCut } from './ready-cut'
import { boiledUp, bought, crowdPrep, inSizedPots, statedPots } from './crowd'
import { filled, RULES, safeTemperature, say } from './rules'
import { notHad, type OnHand } from './on-hand'
import { asHad } from './have'
import { portionAt } from './made-safe'
import {
  allowed,
  cueWordsLeft,
  ownWordsOf,
  withoutCueWordsBefore,
  pantryRowOf,
  type Ruled,
  SUBSTITUTIONS,
  type Substitution,
  labelChecks,
  substitutionsFor,
  swapWords,
} from './substitutions'
import type {
  Adaptation,
  AuthoredIngredient,
  AuthoredRecipe,
  AuthoredStep,
  AuthoredVariant,
  Decision,
  Unit,
  Vessel,
} from './types'

export type AdaptOptions = { seed: number }

/** A recipe of fewer ingredients is no published recipe (the draft schema's floor, as a recipe created directly). */
const FEWEST_INGREDIENTS = 4
/** Nor is a recipe of one step (the draft schema's floor for steps). */
const FEWEST_STEPS = 2

const LANGS: Lang[] = ['ja', 'en']
const sum = (steps: AuthoredStep[]) => steps.reduce((n, s) => n + s.minutes, 0)
const names = (step: AuthoredStep, ref: string) => stepTexts(step).some((t) => refsIn(t).includes(ref))
const fill = (template: Text, values: Record<string, string>): Text => {
  const one = (s: string) => s.replace(/\{(from|to)\}/g, (_, k: string) => values[k] ?? '')
  return { ja: one(template.ja), en: one(template.en) }
}

/** What the brief rules out, as traits and food ids. */
export const ruledOut = (brief: Pick<Brief, 'exclusions' | 'diets'>): Ruled => ({
  traits: new Set(brief.exclusions.flatMap((e) => e.traits)),
  ids: new Set(brief.exclusions.flatMap((e) => e.ingredients)),
  // A food the theme rules out by its own name ("no onion") takes no row written for a diet (onion tops).
  diets: new Set(brief.exclusions.some((e) => e.kind !== 'diet' && e.ingredients.length) ? [] : (brief.diets ?? [])),
})

/** The brief's rules with what a diet keeping two kinds apart rules out of this dish (./food/diets.ts `keptApart`). */
function withApart(ruled: Ruled, recipe: AuthoredRecipe, brief: Pick<Brief, 'diets'>): Ruled {
  const out = keptApart(brief.diets, new Set(recipe.ingredients.flatMap((i) => food(i.food).traits))).map((k) => k.out)
  return out.length ? { ...ruled, traits: new Set([...ruled.traits, ...out]) } : ruled
}

// ---------------------------------------------------------------------------------------------
// Variants

/** The recipe as the variant cooks it; without a description of its own, the sentences naming what it left out go. */
function withVariant(recipe: AuthoredRecipe, variant: AuthoredVariant, ownName = (_: Text) => false): AuthoredRecipe {
  const steps = variant.steps ?? recipe.steps
  const ingredients = variant.ingredients ?? recipe.ingredients
  const kept = new Set(ingredients.map((i) => i.ref))
  const description =
    variant.description ??
    withoutSentences(
      recipe,
      recipe.ingredients.map((i) => i.ref).filter((ref) => !kept.has(ref)),
    )
  // A title naming a food this version does not hold (the prawn of tom yum goong made with chicken), or a version
  // the caller takes by its own name (a bean chili is no chili con carne), gives way to the version's own name.
  const lacking = recipe.ingredients.filter((i) => !ingredients.some((j) => j.food === i.food))
  const misnamed = lacking.some((i) => LANGS.some((lang) => namePattern(food(i.food), lang)?.test(recipe.title[lang])))
  const title = variant.name && (misnamed || ownName(variant.name)) ? variant.name : recipe.title
  return {
    ...recipe,
    title,
    ingredients,
    steps,
    total_minutes: sum(steps),
    description,
    servings: servedBy(recipe, ingredients),
  }
}

/**
 * The servings a version's own lines make: the recipe's, times the median share of its lines a version gives again
 * by the same measure (two thirds of a cheesecake for the rice cooker bowl serve 8 of 12), so what is published and
 * said is what the lines make.
 */
function servedBy(recipe: AuthoredRecipe, lines: AuthoredIngredient[]): number {
  const shares = lines.flatMap((i) => {
    const was = recipe.ingredients.find((j) => j.ref === i.ref && j.amount.unit === i.amount.unit)
    return typeof i.amount.qty === 'number' && typeof was?.amount.qty === 'number'
      ? [i.amount.qty / was.amount.qty]
      : []
  })
  const median = shares.sort((a, b) => a - b)[Math.floor(shares.length / 2)] ?? 1
  return shares.length < 3 || Math.abs(median - 1) < 0.1
    ? recipe.servings
    : Math.max(1, Math.round(recipe.servings * median))
}

/** The version made of a food the theme names and the recipe lacks: yesterday's curry for a curry udon. */
function variantForFood(recipe: AuthoredRecipe, keys: string[]): AuthoredVariant | undefined {
  const lacking = keys.filter((id) => !recipe.ingredients.some((i) => i.food === id))
  // A diet's version is taken for a food only when it is the body of it (seafood yakisoba, not a vegan one for its olive
  // oil), and never one without what defines the dish: that is another dish (a tofu carbonara is no answer to mushrooms).
  const defining = dish(recipe.dish).defining ?? []
  return recipe.variants?.find(
    (v) =>
      !v.asks?.length &&
      !defining.some((t) => v.free_of?.includes(t)) &&
      v.ingredients?.some((i) => lacking.includes(i.food) && (!v.free_of?.length || i.does === 'body')),
  )
}

/**
 * The lines a recipe is cooked with for the foods a theme names and what it rules out: those of its version
 * free of that (the pesto with sunflower seeds for a nut allergy), else of its version made of a food named, else its own.
 */
export const linesFor = (recipe: AuthoredRecipe | undefined, keys: string[], ruled?: Ruled) =>
  (recipe && ((ruled && dietVariant(recipe, ruled)) || variantForFood(recipe, keys))?.ingredients) ??
  recipe?.ingredients ??
  []

/**
 * The version written free of most of what the brief rules out and the recipe carries; one free of what defines the
 * dish where the brief allows it (the meat of a vegan hambāgu, for an egg allergy) is another dish, taken only when
 * the recipe cannot keep it with a stand-in. Of versions as free, the one nearest the dish: leaving out least of what
 * the brief allows and bringing the fewest kinds of food the recipe had not (fish, not chicken, for a shellfish allergy).
 */
function dietVariant(recipe: AuthoredRecipe, ruled: Ruled): AuthoredVariant | undefined {
  const variants = (recipe.variants ?? []).filter((v) => v.free_of?.some((t) => ruled.traits.has(t)))
  if (!variants.length) return withoutBody(recipe, ruled)
  const own = new Set(recipe.ingredients.flatMap((i) => food(i.food).traits))
  const carried = new Set([...own].filter((t) => ruled.traits.has(t)))
  const covered = (v: AuthoredVariant) => (v.free_of ?? []).filter((t) => carried.has(t)).length
  const defining = dish(recipe.dish).defining ?? []
  const beyond = (v: AuthoredVariant) => defining.some((t) => v.free_of?.includes(t) && !ruled.traits.has(t))
  // Of versions covering as much, one that itself carries nothing ruled out (no fish paella under a fish allergy),
  // then the one departing least from the dish (fish over chicken for a shellfish allergy).
  const carries = (v: AuthoredVariant) =>
    (v.ingredients ?? []).filter((i) => food(i.food).traits.some((t) => ruled.traits.has(t))).length
  const brought = (v: AuthoredVariant) =>
    new Set((v.ingredients ?? []).flatMap((i) => food(i.food).traits)).difference(own)
  const departs = (v: AuthoredVariant) => (v.free_of ?? []).filter((t) => !ruled.traits.has(t)).length + brought(v).size
  return variants
    .filter((v) => covered(v) > 0 && (!beyond(v) || !fits(recipe, ruled)))
    .sort((a, b) => covered(b) - covered(a) || carries(a) - carries(b) || departs(a) - departs(b))[0]
}

/**
 * The version written without the body foods a diet or the theme rules out by name, carrying nothing ruled out
 * (the konjac-noodle ramen for keto): a diet of foods, not traits, has no `free_of` to find it by. Where no body
 * food is ruled out, the version of the same body free of the seasoning ruled out (sukiyaki with no sugar for a
 * diabetic), so a sauce that defines the dish is made the low way rather than lost.
 */
function withoutBody(recipe: AuthoredRecipe, ruled: Ruled): AuthoredVariant | undefined {
  const body = recipe.ingredients.filter((i) => i.does === 'body').map((i) => i.food)
  const ruledBody = body.filter((id) => ruled.ids.has(id))
  const out = ruledBody.length ? ruledBody : recipe.ingredients.filter((i) => ruled.ids.has(i.food)).map((i) => i.food)
  if (!out.length) return undefined
  // A bought food made of one ruled out (instant noodles of flour) is no version without it.
  const madeOf = (id: string) => COMPOSITES.find((c) => c.id === id)?.madeOf ?? []
  const free = (id: string) => allowed(id, ruled) && !madeOf(id).some((m) => ruled.ids.has(m))
  const keepsBody = (v: AuthoredVariant) =>
    !!ruledBody.length || body.every((id) => v.ingredients?.some((i) => i.food === id))
  return recipe.variants?.find(
    (v) =>
      !v.asks?.length &&
      !v.free_of?.length &&
      keepsBody(v) &&
      v.ingredients?.every((i) => !out.includes(i.food) && free(i.food)),
  )
}

/**
 * The version its authors wrote with less salt (a 減塩 nikujaga) for a brief asking less of it or capping it: of the
 * same body, at least as low as the cut for less salt would make the recipe, the least salty first. Its own seasoning
 * is the cut: it is not cut again.
 */
function lessSalty(recipe: AuthoredRecipe, brief: Brief): AuthoredVariant | undefined {
  if (!brief.lower?.includes('salt') && !saltCapOf(brief)) return undefined
  const body = recipe.ingredients.filter((i) => i.does === 'body').map((i) => i.food)
  const salt = (v?: AuthoredVariant) => saltPerServing(v ? withVariant(recipe, v) : recipe)
  const most = salt() * RULES.lower.factor
  return (recipe.variants ?? [])
    .filter(
      (v) =>
        !v.asks?.length &&
        !v.free_of?.length &&
        body.every((id) => v.ingredients?.some((i) => i.food === id)) &&
        salt(v) <= most,
    )
    .sort((a, b) => salt(a) - salt(b))[0]
}

/** The variant the brief asks for, and why: an equipment ask, the diet, a food it names, less salt, or the time limit. */
function chooseVariant(
  recipe: AuthoredRecipe,
  brief: Brief,
  ruled: Ruled,
): { variant: AuthoredVariant; forTime: boolean; less?: 'salt' | 'sugar' } | null {
  const asks = brief.limits.asks ?? []
  const authored = recipe.variants ?? []
  // What the eater must not have raw comes before any other ask: the poke bowl with its tuna cooked through.
  const cooked = rawSeafoodOf(recipe.dish, brief).length ? authored.find((v) => v.cooked_through) : undefined
  if (cooked) return { variant: cooked, forTime: false }
  const variants = [...authored, ...ruledVariants(recipe, asks)]
  // One written for the ask (not one moving the dish into a vessel the theme does not name), else, when the recipe's own steps break the kitchen, the version of a
  // one-device kitchen that keeps to it too (a microwave one holds "no stove"). A version the rules
  // write comes after every one the recipe's authors wrote (karaage's toaster-oven one is not deep-fried).
  const forAskIn = (list: AuthoredVariant[]) =>
    list.find((v) => v.asks?.some((a) => asks.includes(a) && !heldAsIs(recipe, a)) && !movesVessel(recipe, v, brief)) ??
    (asks.length && !keepsTo(recipe.steps, asks)
      ? list.find((v) => v.asks?.length && v.steps && v.asks.every(oneDevice) && keepsTo(v.steps, asks))
      : undefined)
  const forAsk = forAskIn(authored) ?? forAskIn(variants)
  if (forAsk) return { variant: forAsk, forTime: false }
  // A condition that cuts portions rather than foods (gout's meat) has its authors' version, found by the condition.
  const forCondition = authored.find((v) => v.for_diets?.some((d) => brief.diets?.includes(d)))
  if (forCondition) return { variant: forCondition, forTime: false }
  const forDiet = dietVariant(recipe, ruled)
  // A version written without the foods a diet rules out by id (no sugar for a diabetic) is its low version.
  if (forDiet) return { variant: forDiet, forTime: false, ...(!forDiet.free_of?.length && { less: 'sugar' as const }) }
  const forLess = lessSalty(recipe, brief)
  if (forLess) return { variant: forLess, forTime: false, less: 'salt' }
  const forFood = variantForFood(recipe, brief.keyIngredientIds)
  if (forFood) return { variant: forFood, forTime: false }
  const limit = brief.limits.minutes
  if (limit === undefined || recipe.total_minutes <= limit) return null
  const quick = variants.find((v) => !v.asks?.length && v.steps && sum(v.steps) <= limit)
  return quick ? { variant: quick, forTime: true } : null
}

/**
 * The first step an equipment ask does not allow the need of, with that ask; null when every ask
 * holds. A device vessel (a toaster oven) is the step's need, whatever heat it gives; else its heat.
 * A step whose words break the ask is beyond it too, whatever its tags say (a pressure cooker
 * allows hob heat, not a frying pan), as is the one that brings in a second vessel under one pan.
 */
export function stepBeyond(steps: AuthoredStep[], askIds: string[]) {
  const needs = RULES.heat_needs
  const need = (s: AuthoredStep) => (needs.vessel as Record<string, string | undefined>)[s.vessel] ?? needs.heat[s.heat]
  for (const id of askIds) {
    const ask = equipment.asks.find((a) => a.id === id)
    if (!ask) continue
    const allows = new Set<string>(ask.allows)
    const brokenBy = (upTo: number) => {
      const said = steps.slice(0, upTo + 1)
      const text = (lang: Lang) => said.map((s) => `${s[lang]} ${s.cue[lang]}`)
      return equipmentBreaks({ ja: text('ja'), en: text('en') }, [id]).length > 0
    }
    const step = steps.find((s, i) => !allows.has(need(s)) || brokenBy(i) || secondVessel(steps, i, id))
    if (step) return { ask, step }
  }
  return null
}

/** Whether step `at` puts a second vessel on the heat under an ask of one (knowledge/cookbook.json `one_vessel`). */
function secondVessel(steps: AuthoredStep[], at: number, askId: string): boolean {
  const one = RULES.heat_needs.one_vessel
  if (!one.asks.includes(askId)) return false
  const onHeat = (s: AuthoredStep) => s.heat !== 'none' && one.vessels.includes(s.vessel)
  const first = steps.find(onHeat)
  return onHeat(steps[at]!) && steps[at]!.vessel !== first!.vessel
}

/**
 * An ask for a kitchen of one small device (a microwave, a rice cooker, a toaster oven). A pressure
 * cooker or an air fryer gives hob or oven heat, but is a device the theme must name to be used.
 */
const oneDevice = (id: string) =>
  !equipment.asks.find((a) => a.id === id)?.allows.some((heat) => heat === 'stove' || heat === 'oven')

/**
 * Whether the recipe as written already keeps an ask of a kitchen without a device (`absent`: no stove, no oven), so
 * a version written for it is not needed: a kettle's iced tea under "no stove" stays itself, not the cold brew. An ask
 * naming a device or a vessel to use (a pressure cooker, one pot) wants its version all the same.
 */
function heldAsIs(recipe: AuthoredRecipe, id: string): boolean {
  const lacks = equipment.asks.some((a) => a.id === id && 'absent' in a)
  return lacks && keepsTo(recipe.steps, [id])
}

/** Steps that keep to every ask: what each needs is allowed, and no word of them breaks it (a second pan). */
const keepsTo = (steps: AuthoredStep[], askIds: string[]) => !stepBeyond(steps, askIds)

/**
 * What of the theme's limits an authored recipe can hold, before it is adapted, for a chooser to
 * weigh its candidates by (cheap: no adaptation): whether some version of it (its own steps or a
 * variant) keeps to every equipment ask; the fewest minutes of a version that does; whether its
 * salt can come within the brief's salt cap with its salty seasonings cut to the floor.
 */
export function limitsFit(
  recipe: AuthoredRecipe,
  brief: Pick<Brief, 'limits' | 'diets' | 'cooked'> & Partial<Pick<Brief, 'keyIngredientIds'>>,
): { kitchen: boolean; minutes: number; salt: boolean } {
  const asks = brief.limits.asks ?? []
  // Cooked rice the theme does not name or say it has is cooked first: in a second pot beside the one it allows, and
  // before the time.
  const had = [...(brief.cooked ?? []), ...(brief.keyIngredientIds ?? [])]
  const unhad = recipe.ingredients.some(
    (i) => i.does === 'body' && food(i.food).raw === 'ready' && food(i.food).item?.staple && !had.includes(i.food),
  )
  const cookedBeside = unhad && RULES.heat_needs.one_vessel.asks.some((a) => asks.includes(a))
  const first = unhad ? RULES.heat_needs.cooked_staple.minutes : 0
  const variants = [...(recipe.variants ?? []), ...ruledVariants(recipe, asks)]
  // A version for a device the theme does not name (the pressure cooker's pot-au-feu) is not one it can cook.
  const cookable = variants.filter((v) => v.steps && (asks.length || !v.asks?.length))
  const versions = [recipe.steps, ...cookable.map((v) => v.steps!)]
  const kept = versions.filter((steps) => keepsTo(steps, asks))
  const cap = saltCapOf(brief)
  // Its salt at the floor only where a cap asks it: the chooser weighs every authored recipe for every brief.
  const floor = () => ({
    ...recipe,
    ingredients: recipe.ingredients.map((i) =>
      saltySeasoning(i) ? { ...i, amount: scaledAmount(i.amount, CONDITIONS.salt_floor) } : i,
    ),
  })
  return {
    kitchen: kept.length > 0 && !cookedBeside,
    minutes: first + Math.min(...(kept.length ? kept : versions).map(sum)),
    salt: !cap || saltPerServing(floor()) <= cap.grams,
  }
}

/** What the kitchen lacks for this recipe: the first ask a step needs more than, said with that step. */
function unheldAsk(recipe: AuthoredRecipe, brief: Brief): Text | null {
  const beyond = stepBeyond(recipe.steps, brief.limits.asks ?? [])
  if (!beyond) return null
  const text = (lang: Lang) => fillRefs(beyond.step[lang], recipe.ingredients, lang)
  return say('ask_unheld', { ask: beyond.ask.label, step: { ja: text('ja'), en: text('en') } })
}

// ---------------------------------------------------------------------------------------------
// Taking an ingredient out of the steps

const REF_SOURCE = '\\{[a-z][a-z0-9_]*\\}'

/** The removal rules as patterns: {ref} the ingredient, {other} and {other2} others, kept. */
const REMOVAL = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    RULES.removal[lang].map(([find, put]) => ({
      find: (ref: string) =>
        new RegExp(
          find
            .split(/(\{ref\}|\{other2?\})/)
            .map((part) =>
              part === '{ref}' ? literal(`{${ref}}`) : /^\{other2?\}$/.test(part) ? `(${REF_SOURCE})` : literal(part),
            )
            .join(''),
        ),
      put: put.replace('{other2}', '$2').replace('{other}', '$1'),
    })),
  ]),
) as Record<Lang, Array<{ find: (ref: string) => RegExp; put: string }>>

/** The text without the ref where removal rules fit (each time it is named), or null. */
function withoutRefIn(text: string, ref: string, lang: Lang): string | null {
  let out = text
  while (refsIn(out).includes(ref)) {
    const rule = REMOVAL[lang].find((r) => r.find(ref).test(out))
    if (!rule) return null
    out = out.replace(rule.find(ref), rule.put)
  }
  return joinsTidied(out)
}

/** A list a removal left with a comma doubled ("plate,, sliced onion") or a conjunction ending it ("radish and."). */
const joinsTidied = (text: string) =>
  text.replace(/([,、])(?:\s*[,、])+/g, '$1').replace(/,?\s+(?:and|or)([.;])/g, '$1')

/**
 * The ref cut out of a text, with its particle or article, where no removal rule fits; a comma it
 * leaves doubled, or after a word that needs what followed it ("with, the salt"), goes.
 */
function cutOut(text: string, ref: string, lang: Lang): string {
  const pattern = new RegExp(RULES.removal.cut[lang].replace('{ref}', literal(`{${ref}}`)), 'g')
  const cut = text
    .replace(pattern, '')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\b(with|of|into)\s*,\s*/g, '$1 ')
    .replace(/\s{2,}/g, ' ')
  return joinsTidied(cut).trim()
}

/**
 * A step of several sentences without those that name the ref, the same sentences in both
 * languages; null when the sentences do not pair up or every one names it. When the cue was about
 * the ref (the onion cooled), what is left is preparation: no heat, and the preparation's cue.
 */
function withoutSentencesOf(step: AuthoredStep, ref: string): AuthoredStep | null {
  const ja = step.ja.match(SENTENCE.ja) ?? []
  const en = step.en.match(SENTENCE.en) ?? []
  const naming = (s: string) => refsIn(s).includes(ref)
  if (ja.length < 2 || ja.length !== en.length || ja.some((s, i) => naming(s) !== naming(en[i]!))) return null
  const kept = ja.flatMap((s, i) => (naming(s) ? [] : [i]))
  if (!kept.length || kept.length === ja.length) return null
  const text = { ja: kept.map((i) => ja[i]!).join(''), en: kept.map((i) => en[i]!.trim()).join(' ') }
  const cueNamed = naming(step.cue.ja) || naming(step.cue.en)
  return cueNamed
    ? {
        ...step,
        ...text,
        heat: 'none',
        vessel: 'bowl',
        minutes: Math.min(step.minutes, 2),
        cue: prepareCue(text),
      }
    : { ...step, ...text }
}

/** A text with a food's name in words written as `put`, except inside another listed food's name (onion in green onion). */
function named(text: string, foodId: string, put: string, others: AuthoredIngredient[], lang: Lang): string {
  const pattern = namePattern(food(foodId), lang)
  if (!pattern?.test(text)) return text
  const spans = others.flatMap((o) => {
    const other = namePattern(food(o.food), lang)
    return other
      ? [...text.matchAll(new RegExp(other.source, `${other.flags}g`))].map((m) => [m.index, m.index + m[0].length])
      : []
  })
  // Nor inside the name a pass before put there ("corn tortillas" for the bread is not renamed again).
  const said = [...text.matchAll(new RegExp(literal(put), 'gi'))].map((m) => [m.index, m.index + put.length])
  const within =
    (at: number, name: string) =>
    ([from, to]: number[]) =>
      from! <= at && at + name.length <= to!
  return text.replace(new RegExp(pattern.source, `${pattern.flags}g`), (name: string, at: number) =>
    spans.some((span) => within(at, name)(span) && span[1]! - span[0]! > name.length) || said.some(within(at, name))
      ? name
      : put,
  )
}

/** The recipe's steps and cues with a food's name in words written as `put` (see `named`). */
function renamedInSteps(recipe: AuthoredRecipe, foodId: string, put: Text, others: AuthoredIngredient[]) {
  const both = (t: { ja: string; en: string }) => ({
    ja: named(t.ja, foodId, put.ja, others, 'ja'),
    en: named(t.en, foodId, put.en, others, 'en'),
  })
  return { ...recipe, steps: recipe.steps.map((s) => ({ ...s, ...both(s), cue: { ...s.cue, ...both(s.cue) } })) }
}

/** The catalogue's more general words for a food the recipe does not list (pork, 肉 for pork ribs): a step may call it by them. */
const generalWords = (foodId: string, recipe: AuthoredRecipe) => {
  const f = food(foodId)
  if (!f.item || !f.traits.length) return []
  return INGREDIENTS.filter(
    (g) =>
      g.id !== foodId &&
      g.group === f.item!.group &&
      f.traits.every((t) => g.contains.includes(t)) &&
      !recipe.ingredients.some((i) => i.food === g.id),
  )
}

/** The recipe with a food's words in steps and cues written as its ref, so taking the ref out takes them too. */
function wordsAsRef(recipe: AuthoredRecipe, ref: string): AuthoredRecipe {
  const item = recipe.ingredients.find((i) => i.ref === ref)
  if (!item) return recipe
  const others = recipe.ingredients.filter((i) => i.ref !== ref && i.food !== item.food)
  return renamedInSteps(recipe, item.food, { ja: `{${ref}}`, en: `{${ref}}` }, others)
}

/**
 * A step's general word for a food the brief partly rules out, said as the one food of the recipe
 * it stands for: under halal, 「肉に弾力が出る」 of a chicken dish is the chicken, not any meat.
 */
function specific(recipe: AuthoredRecipe, ruled: Ruled): AuthoredRecipe {
  if (!ruled.traits.size) return recipe
  let out = recipe
  for (const general of INGREDIENTS) {
    if (!general.contains.some((t) => ruled.traits.has(t)) || recipe.ingredients.some((i) => i.food === general.id))
      continue
    const narrower = recipe.ingredients.filter((i) => {
      const traits = food(i.food).traits
      return (
        food(i.food).item?.group === general.group &&
        traits.length < general.contains.length &&
        traits.every((t) => general.contains.includes(t))
      )
    })
    if (narrower.length === 1) out = renamedInSteps(out, general.id, food(narrower[0]!.food).name, recipe.ingredients)
  }
  return out
}

/**
 * The recipe with `ref` taken out of its steps, by its ref and by its name in words: out of a list
 * or an "add the … and" where it is one of several, else out of the sentences of a step that name
 * it (keeping its heat), else cut out bluntly from a step that reaches a safe temperature or still
 * cooks other foods (the bake), else the step goes (it cooked only that food).
 * Ingredients no step names any more go too (the oil that fried it), except `ref` itself when
 * `keep` (it is still served, warmed at the end). `words`: false when the food stays under
 * another line (merged), so its name in words stays.
 */
function withoutRef(recipe: AuthoredRecipe, ref: string, keep: boolean, words = true): AuthoredRecipe {
  const named = words ? wordsAsRef(recipe, ref) : recipe
  const item = recipe.ingredients.find((i) => i.ref === ref)
  const fat = new Set(recipe.ingredients.filter((i) => i.does === 'fries').map((i) => i.ref))
  const ownHeat = item !== undefined && safeTemperature(food(item.food).traits) !== null
  // A step for this food alone: what else it names is fat, or, in a step in the food's own words (an
  // egg peeled), seasoning used nowhere else (the egg's marinade).
  const onlyThis = (step: AuthoredStep) => {
    const refs = stepTexts(step).flatMap(refsIn)
    const own = !!item && LANGS.some((lang) => ownWordsOf(item.food, `${step[lang]} ${step.cue[lang]}`, lang))
    const its = (r: string) => {
      const other = recipe.ingredients.find((i) => i.ref === r)
      return (
        own &&
        !!other &&
        ['flavours', 'sweetens'].includes(other.does) &&
        !recipe.steps.some((s) => s !== step && names(s, r))
      )
    }
    return refs.includes(ref) && refs.every((r) => r === ref || fat.has(r) || its(r))
  }
  const heldTraits = recipe.ingredients
    .filter((i) => i.ref !== ref && isProtein(i.food))
    .flatMap((i) => food(i.food).traits)
  const ofFood = (lang: Lang) => (clause: string) =>
    refsIn(clause).includes(ref) ||
    (!!item &&
      (ownWordsOf(item.food, clause, lang) ||
        (!refsIn(clause).length && cueWordsLeft(item.food, null, clause, lang, heldTraits))))
  const steps: AuthoredStep[] = []
  for (const [n, named_] of named.steps.entries()) {
    if (!names(named_, ref)) {
      steps.push(named_)
      continue
    }
    // A step that brings only this food to its safe temperature (an egg hard-boiled) goes with it.
    if (named_.cue.temp_c !== undefined && ownHeat && onlyThis(recipe.steps[n]!)) continue
    // Its temperature, if only it needed one, goes in fittedDoneness: another food of the step may need it.
    const step = named_
    const ja = withoutRefIn(step.ja, ref, 'ja')
    const en = withoutRefIn(step.en, ref, 'en')
    // A cue all in the food's words (白身も黄身も固まる) goes whole; a temperature it shares with others in a
    // list ("the prawns and squid 75 °C") stays theirs.
    const listed = (lang: Lang) =>
      clausesOf(step.cue[lang], lang).some((c) => TEMP.test(c) && refsIn(c).includes(ref)) &&
      withoutRefIn(step.cue[lang], ref, lang)
    const cueOf = (lang: Lang) =>
      clausesOf(step.cue[lang], lang).every(ofFood(lang))
        ? ''
        : listed(lang) ||
          (withoutClausesOf(step.cue[lang], ofFood(lang), lang) ?? withoutRefIn(step.cue[lang], ref, lang))
    const [cueJa, cueEn] = [cueOf('ja'), cueOf('en')]
    const fewer = withoutSentencesOf(step, ref)
    // Cut bluntly, a clause that names the food or is in its own words goes whole ("pour the egg
    // around it", "no runny white"), so no verb is left without its food.
    // Both languages lose the same other foods with it, or the name alone is cut.
    const cut = (t: Text) => {
      const ja = withoutClausesOf(t.ja, ofFood('ja'), 'ja')
      const en = withoutClausesOf(t.en, ofFood('en'), 'en')
      const same = ja !== null && en !== null && refsIn(ja).sort().join() === refsIn(en).sort().join()
      return same ? { ja, en } : { ja: cutOut(t.ja, ref, 'ja'), en: cutOut(t.en, ref, 'en') }
    }
    // A cue about the food that no rule rewrites ("the chillies darken") would be left without its subject: it goes,
    // but for a safe-temperature cue, which keeps its number with the food's clauses cut.
    const cueLeft =
      cueJa !== null && cueEn !== null
        ? { ja: cueJa, en: cueEn }
        : step.cue.temp_c === undefined
          ? { ja: '', en: '' }
          : cut(step.cue)
    const bluntly = {
      ...step,
      ...cut(step),
      // A cue all about the food (the egg set) says instead that what is left is hot through.
      cue: LANGS.every((lang) => step.cue[lang].split(CLAUSE[lang]).every((c, i) => i % 2 === 1 || ofFood(lang)(c)))
        ? { ...RULES.says.warm_cue, temp_c: 75 }
        : { ...step.cue, ...cueLeft },
    }
    // A heated step that still cooks other foods (the bake, its sauce gone) carries the dish's doneness; the
    // oil the onion was fried in is no food cooked, so a sentence frying only the onion goes whole.
    const heated = (step.en.match(SENTENCE.en) ?? []).filter((s) => refsIn(s).includes(ref)).flatMap(refsIn)
    const cooksOthers = step.heat !== 'none' && heated.some((r) => r !== ref && !fat.has(r))
    // Its sentences rewritten by the rules, the step keeps what of its cue can stand.
    if (
      ja !== null &&
      en !== null &&
      ((cueJa !== null && cueEn !== null) || cooksOthers || step.cue.temp_c !== undefined)
    )
      steps.push({ ...step, ja, en, cue: { ...step.cue, ...cueLeft } })
    // The step that brings the food to a safe temperature stays, whatever its grammar.
    else if (step.cue.temp_c !== undefined) steps.push(bluntly)
    else if (fewer && (fewer.heat === step.heat || !cooksOthers)) steps.push(fewer)
    else if (cooksOthers) steps.push(bluntly)
  }
  const left = new Set(steps.flatMap((s) => stepTexts(s).flatMap(refsIn)))
  fatOnly(steps, named.steps, fat)
  const ingredients = recipe.ingredients.filter((i) => left.has(i.ref) || (keep && i.ref === ref))
  const gone = recipe.ingredients.filter((i) => !ingredients.includes(i)).map((i) => i.ref)
  return { ...recipe, ingredients, steps, total_minutes: sum(steps), description: withoutSentences(recipe, gone) }
}

/**
 * The heated steps a removal left with nothing but their fat and no cue ("warm the oil to scent it"
 * once the chillies went, their darkening the cue), in place: the fat heated, said plainly (knowledge/cookbook.json `fat_heated`), so
 * the next step still has its hot pan and no step is left doing nothing.
 */
function fatOnly(steps: AuthoredStep[], before: AuthoredStep[], fat: Set<string>) {
  const refs = (s: AuthoredStep) => stepTexts(s).flatMap(refsIn)
  const onlyFat = (s: AuthoredStep) => refs(s).length > 0 && refs(s).every((r) => fat.has(r))
  steps.forEach((s, n) => {
    // Its cue gone with the food it was about, the step cooks nothing a cook can see: a step still
    // frying in words ("two or three at a time") keeps its cue, and stays.
    if (
      s.heat === 'none' ||
      s.cue.temp_c !== undefined ||
      s.cue.en.trim() ||
      !onlyFat(s) ||
      before.some((b) => b.ja === s.ja && onlyFat(b))
    )
      return
    const put = (t: Text) => ({
      ja: t.ja.replaceAll('{ref}', `{${refs(s)[0]}}`),
      en: t.en.replaceAll('{ref}', `{${refs(s)[0]}}`),
    })
    steps[n] = {
      ...s,
      ...put(RULES.says.fat_heated),
      minutes: Math.min(s.minutes, 2),
      cue: put(RULES.says.fat_heated_cue),
    }
  })
}

const PREPARE_CUES = RULES.prepare_cues.cues.map((c) => ({ ...c, verb: new RegExp(c.verb, 'gi') }))

/** What the cook sees once a preparation step is done: the cue of its last verb (knowledge/cookbook.json `prepare_cues`). */
function prepareCue(step: Text): Text {
  const at = (c: (typeof PREPARE_CUES)[number]) => Math.max(-1, ...[...step.en.matchAll(c.verb)].map((m) => m.index))
  const last = PREPARE_CUES.filter((c) => at(c) >= 0).sort((a, b) => at(b) - at(a))[0]
  return last ? { ja: last.ja, en: last.en } : RULES.says.prepare_cue
}

const SENTENCE = { ja: /[^。！]+[。！]?/g, en: /[^.!?]+(?:[.!?]+\s*|$)/g }

/** The description without the sentences that name these refs (or their foods by name). */
function withoutSentences(recipe: AuthoredRecipe, refs: string[]): Text {
  if (!refs.length) return recipe.description
  const foods = recipe.ingredients.filter((i) => refs.includes(i.ref)).map((i) => food(i.food))
  const out = { ...recipe.description }
  for (const lang of LANGS) {
    const sentences = recipe.description[lang].match(SENTENCE[lang]) ?? []
    const kept = sentences.filter(
      (s) => !refsIn(s).some((r) => refs.includes(r)) && !foods.some((f) => namePattern(f, lang)?.test(s)),
    )
    out[lang] = kept.join('').trim()
  }
  return orDescribed(out, { ...recipe, ingredients: recipe.ingredients.filter((i) => !refs.includes(i.ref)) })
}

/**
 * A description emptied in either language (every authored sentence named a food that went) written
 * from the version instead, in both: its body foods, the way its main step cooks them and what the
 * cook sees at its end (knowledge/cookbook.json `described`), never the bare title.
 */
function orDescribed(out: Text, recipe: AuthoredRecipe): Text {
  if (LANGS.every((lang) => out[lang])) return out
  const held = new Set(recipe.ingredients.map((i) => i.ref))
  const steps = recipe.steps.filter((s) =>
    stepTexts(s)
      .flatMap(refsIn)
      .every((r) => held.has(r)),
  )
  const weight = (s: AuthoredStep) => (s.heat === 'none' ? 0 : 1000) + s.minutes
  const main = steps.filter((s) => s.cue.en.trim()).sort((a, b) => weight(b) - weight(a))[0]
  const body = recipe.ingredients.filter((i) => i.does === 'body').slice(0, 2)
  const refs = (body.length ? body : recipe.ingredients.slice(0, 1)).map((i) => `{${i.ref}}`)
  const { methods, with_cue, without_cue } = RULES.described
  const method = methods[main?.vessel ?? 'none']
  const said = (lang: Lang) =>
    (main ? with_cue : without_cue)[lang]
      .replace('{body}', refs.join(lang === 'ja' ? 'と' : ' and '))
      .replace('{method}', method[lang])
      .replace('{cue}', main?.cue[lang] ?? '')
  return { ja: said('ja'), en: said('en') }
}

// ---------------------------------------------------------------------------------------------
// Substitutions

type Change = { to: string | null; changes: Text; reason: Text; row?: Substitution }

/**
 * Whether the replacement is safe where the ingredient is used: a food that must be cooked to a
 * safe temperature (ham become chicken) only where a heated step at or after its first use
 * reaches it, or where the dish serves it raw by definition.
 */
function safeAt(recipe: AuthoredRecipe, item: AuthoredIngredient, to: string | null): boolean {
  if (to === null) return true
  const f = food(to)
  const needs = f.raw === 'cook' && !(dish(recipe.dish).servedRaw ?? []).includes(to) ? safeTemperature(f.traits) : null
  if (needs === null) return true
  const first = recipe.steps.findIndex((s) => names(s, item.ref))
  return first >= 0 && recipe.steps.slice(first).some((s) => s.heat !== 'none' && (s.cue.temp_c ?? 0) >= needs)
}

/** What replaces a ruled-out ingredient: a substitution row, the dish's own swap, the catalogue's, or nothing. */
function replacementFor(
  item: AuthoredIngredient,
  recipe: AuthoredRecipe,
  ruled: Ruled,
  named: string[] = [],
): Change | null {
  // The stand-in the theme names ("oat milk instead of milk") comes first among the rows that fit.
  const rows = substitutionsFor(item.food, item.does, ruled).filter((r) => safeAt(recipe, item, r.to))
  const row = rows.find((r) => r.to && named.includes(r.to)) ?? rows[0]
  if (row)
    return {
      to: row.to,
      changes: swapWords(item.food, row.to, row.changes),
      reason: swapWords(item.food, row.to, row.reason),
      row,
    }
  const f = food(item.food)
  const ruling = f.traits.filter((t) => ruled.traits.has(t))
  const dishSwaps = dish(recipe.dish).swaps ?? {}
  const candidates = [
    ...ruling.flatMap((t) => (dishSwaps[t] ?? []).filter((s) => s.from === item.food).map((s) => s.to)),
    ...ruling.map((t) => f.item?.swaps?.[t]).filter((to): to is string | null => to !== undefined),
  ]
  const to = candidates.find((c) => c === null || (allowed(c, ruled) && safeAt(recipe, item, c)))
  if (to === undefined) return null
  const words = to ? SUBSTITUTIONS.fallback.swap : SUBSTITUTIONS.fallback.leave_out
  return { to, changes: swapWords(item.food, to, words.changes), reason: swapWords(item.food, to, words.reason) }
}

/** Whether the dish is not itself without this ingredient: a body food its title names, or one of its core foods. */
function defines(item: AuthoredIngredient, recipe: AuthoredRecipe): boolean {
  if ((dish(recipe.dish).core ?? []).includes(item.food)) return true
  if (item.does !== 'body') return false
  const f = food(item.food)
  return LANGS.some((lang) => namePattern(f, lang)?.test(recipe.title[lang]) ?? false)
}

const scaledAmount = (
  amount: AuthoredIngredient['amount'],
  ratio: number,
  unit?: Unit,
): AuthoredIngredient['amount'] => {
  const { qty } = amount
  const times = (x: number) => x * ratio
  return {
    ...(qty === undefined
      ? {}
      : { qty: Array.isArray(qty) ? ([times(qty[0]), times(qty[1])] as [number, number]) : times(qty) }),
    unit: unit ?? amount.unit,
  }
}

/**
 * The original amount as a row's ratio counts it: a row changing the unit is written per spoon or
 * piece as a cook measures it ("1 tbsp of mirin is 1 tsp of sugar"), so millilitres, cups and
 * litres count in tablespoons first (100 ml of mirin is near 7 tsp of sugar, not 100).
 */
function inRowUnits(amount: AuthoredIngredient['amount'], unit: Unit | undefined): AuthoredIngredient['amount'] {
  const ml = RULES.units[amount.unit].ml
  if (!unit || unit === amount.unit || !ml || amount.unit === 'tsp' || amount.unit === 'tbsp' || !RULES.units[unit].ml)
    return amount
  return scaledAmount(amount, ml / RULES.units.tbsp.ml!, 'tbsp')
}

function substituted(recipe: AuthoredRecipe, item: AuthoredIngredient, change: Change): AuthoredRecipe {
  const to = change.to!
  const unit = change.row?.unit
  // A count of one food is no count of another (8 crab sticks are not 8 blocks of tofu): its weight is kept.
  const { qty } = item.amount
  const piece = RULES.units[item.amount.unit].counted ? pieceGrams(food(item.food), item.amount.unit) : null
  const other = !unit && typeof qty === 'number' && piece && pieceGrams(food(to), item.amount.unit) !== piece
  const amount = other ? { qty: qty * piece, unit: 'g' as const } : item.amount
  const next: AuthoredIngredient = {
    ...item,
    food: to,
    amount: scaledAmount(inRowUnits(amount, unit), change.row?.ratio ?? 1, unit),
  }
  // A prep written for the old food's form (an egg beaten) does not fit a spoonful of something else, nor one naming
  // which kind of the old food to buy ("a light red such as Burgundy") the food taking its place.
  if (
    (unit && unit !== item.amount.unit) ||
    (item.prep && KIND_PREP.some((kind, at) => kind.test(item.prep![LANGS[at]!])))
  )
    delete next.prep
  // A step may name the food in words as well as by {ref} ("top with the pork"): both follow the swap.
  // A step may name the food by a more general word (the pork of pork ribs): that follows too.
  const general = generalWords(item.food, recipe).reduce(
    (r, g) => renamedInSteps(r, g.id, food(to).name, recipe.ingredients),
    recipe,
  )
  // A food the recipe lists twice (the egg of the coating and the egg that sets katsudon): its words
  // are this line's only in a step naming this line alone.
  const twins = recipe.ingredients.filter((i) => i.ref !== item.ref && i.food === item.food)
  const ours = (s: AuthoredStep) => !twins.length || (names(s, item.ref) && !twins.some((t) => names(s, t.ref)))
  const steps = general.steps.map((s) =>
    ours(s)
      ? { ...s, ...renamed({ ja: s.ja, en: s.en }, item.food, to), cue: { ...s.cue, ...renamed(s.cue, item.food, to) } }
      : s,
  )
  const title = twins.length ? recipe.title : retitled(recipe, item.food, to)
  steps.splice(0, steps.length, ...withoutOldCues(steps, item, to, recipe.ingredients, change.row))
  const before = change.row?.step
  if (before) {
    const at = Math.max(
      0,
      steps.findIndex((s) => names(s, item.ref)),
    )
    const named = (t: string) => t.replaceAll('{ref}', `{${item.ref}}`)
    const text = { ja: named(before.before.ja), en: named(before.before.en) }
    const cue = prepareCue(text)
    steps.splice(at, 0, { ...text, heat: 'none', vessel: 'bowl', minutes: before.minutes, cue })
  }
  const titled = item.does === 'body' ? title : ownName(recipe, title, item.food)
  // A description naming the dish by its old title names it by the new (洋食屋風のビーフシチュー become ポークシチュー).
  const described = (t: Text) =>
    Object.fromEntries(LANGS.map((l) => [l, t[l].replaceAll(recipe.title[l], titled[l])])) as Text
  const out = {
    ...recipe,
    title: titled,
    description: twins.length ? recipe.description : described(renamed(recipe.description, item.food, to)),
    ingredients: recipe.ingredients.map((i) => (i.ref === item.ref ? { ...next, amount: tidy(next.amount) } : i)),
    steps,
    total_minutes: sum(steps),
  }
  return mergedInto(out, next, item.food)
}

const TEMP = /\d+\s*(?:°C|℃)/

/**
 * Each step's safe temperature as the foods in it by then need it: none where no food that must be
 * cooked has gone in yet (spices bloomed are not taken to a meat's 75 °C, nor a broth at its stock's),
 * and each stand-in that must be cooked (chicken for beef) reaching its own at the last heated step
 * naming it, whatever the food it replaced needed (issue 33).
 */
function fittedDoneness(recipe: AuthoredRecipe, standIns: string[]): AuthoredRecipe {
  const servedRaw = dish(recipe.dish).servedRaw ?? []
  // A food with a safe temperature keeps its step's figure even when it may be eaten raw: a version
  // cooked through for the at-risk says it; only a stand-in that must be cooked is given one.
  const hasTemp = recipe.ingredients.filter((i) => safeTemperature(food(i.food).traits) !== null)
  const needing = hasTemp.filter((i) => food(i.food).raw === 'cook' && !servedRaw.includes(i.food))
  const inBy = (n: number) => hasTemp.filter((i) => recipe.steps.slice(0, n + 1).some((s) => names(s, i.ref)))
  const steps = recipe.steps.map((s, n) =>
    s.cue.temp_c === undefined ? s : inBy(n).length ? withTempSaid(s) : withoutTemp(s),
  )
  for (const item of needing.filter((i) => standIns.includes(i.food))) {
    const needs = safeTemperatureOf(food(item.food))!
    const first = steps.findIndex((s) => names(s, item.ref))
    const at = steps.findLastIndex((s, n) => n >= first && s.heat !== 'none' && names(s, item.ref))
    if (first < 0 || at < 0 || steps.slice(first).some((s) => (s.cue.temp_c ?? 0) >= needs)) continue
    const was = steps[at]!.cue.temp_c
    const hot = new RegExp(`${was}(?=\\s*(?:℃|°C))`, 'g')
    const raised = (t: string) => t.replace(hot, `${needs}`)
    steps[at] = was
      ? { ...steps[at]!, cue: { ja: raised(steps[at]!.cue.ja), en: raised(steps[at]!.cue.en), temp_c: needs } }
      : cookedThrough(steps[at]!, needs)
  }
  return { ...recipe, steps }
}

/** A step whose cue lost the words of its safe temperature (with the food they were said of) says it again. */
function withTempSaid(step: AuthoredStep): AuthoredStep {
  const cue = { ...step.cue }
  const said = (lang: Lang) => SUBSTITUTIONS.cooked_through.cue[lang].replace('{temp}', `${step.cue.temp_c}`)
  for (const lang of LANGS)
    if (!TEMP.test(`${step[lang]} ${cue[lang]}`))
      cue[lang] = cue[lang] ? `${cue[lang]}${JOIN[lang]}${said(lang)}` : said(lang)
  return { ...step, cue }
}
const JOIN = { ja: '、', en: ', ' }

/** A step without its safe temperature: the clause saying it gone, a cue that said only it a plain one. */
function withoutTemp(step: AuthoredStep): AuthoredStep {
  const { temp_c: _, ...cue } = step.cue
  for (const lang of LANGS)
    cue[lang] = TEMP.test(cue[lang])
      ? (withoutClausesOf(cue[lang], (c) => TEMP.test(c), lang) ?? SUBSTITUTIONS.cooked_through.hot[lang])
      : cue[lang]
  return { ...step, cue }
}
/** A food whose cues a step says (an egg set, meat no longer pink), not a sauce made with it (ponzu's bonito). */
const isProtein = (id: string) => food(id).item?.group === 'protein'
const clausesOf = (text: string, lang: Lang) => text.split(CLAUSE[lang]).filter((_, i) => i % 2 === 0)

/**
 * The steps naming a stand-in without the clauses saying what only the food it replaced does
 * (`cue_words` of knowledge/substitutions.json: tofu is not beaten, nor set at the egg's 72 °C): a
 * clause naming another line is that line's ("beat the butter"), and an emptied cue becomes the row's
 * `cue`; the temperature is fittedDoneness's.
 */
function withoutOldCues(
  steps: AuthoredStep[],
  item: AuthoredIngredient,
  to: string,
  ingredients: AuthoredIngredient[],
  row?: Substitution,
) {
  if (row?.same_cues) return steps
  const [ref, put] = [`{${item.ref}}`, food(to).name]
  const also = ingredients.filter((i) => i.ref !== item.ref && isProtein(i.food)).flatMap((i) => food(i.food).traits)
  const old = (lang: Lang) => (clause: string) =>
    cueWordsLeft(item.food, to, clause, lang, also) && refsIn(clause).every((r) => r === item.ref)
  const sameRefs = (ja: string, en: string) =>
    [...new Set(refsIn(ja))].sort().join() === [...new Set(refsIn(en))].sort().join()
  // A Japanese sentence's last clause holds its verb's ending: it stays, for a row's `words` to say.
  const cut = (text: string, lang: Lang, gone = old(lang), verb = false) => {
    const parts = clausesOf(text, lang)
    if (!parts.some(gone)) return text
    if (parts.every(gone)) return ''
    return verb && lang === 'ja' && gone(parts.at(-1)!) ? text : withoutClausesOf(text, gone, lang)!
  }
  return steps.map((s) => {
    const said = (lang: Lang) => `${s[lang]} ${s.cue[lang]}`
    if (!LANGS.some((lang) => said(lang).includes(ref) || said(lang).includes(put[lang]))) return s
    const cue = { ...s.cue, ja: cut(s.cue.ja, 'ja'), en: cut(s.cue.en, 'en') }
    for (const lang of LANGS) if (!cue[lang] && row?.cue) cue[lang] = row.cue[lang].replaceAll('{ref}', ref)
    // A Japanese cue cut after a joining form ends as a cue does (中まで熱くなり: 熱くなる).
    if (cue.ja !== s.cue.ja)
      cue.ja = cue.ja.replace(/[りびきちしみ]$/, (c) => 'るぶくつすむ'['りびきちしみ'.indexOf(c)]!)
    // In the step itself only a clause naming no food goes ("beat well"); one naming the stand-in or another
    // food stays, only the words said of the food as it goes in going ("brush with the beaten {egg}").
    const kept = (lang: Lang) => withoutCueWordsBefore(item.food, to, s[lang], ref, lang)
    const text = (lang: Lang) => cut(kept(lang), lang, (c) => old(lang)(c) && !refsIn(c).length, true) || kept(lang)
    const out = { ...s, ja: text('ja'), en: text('en'), cue }
    // Both languages say the same step: where the cuts part them, only the words before the food go.
    const same = (t: AuthoredStep) => sameRefs(`${t.ja}${t.cue.ja}`, `${t.en}${t.cue.en}`)
    return same(out) || !same(s) ? out : { ...s, ja: kept('ja'), en: kept('en') }
  })
}

/**
 * The title with its main food following a swap: the food's names (the chicken of "Chicken
 * teriyaki"), else the short word dishes call it by (鶏 of 鶏の照り焼き,
 * 豚 of 豚汁: knowledge/substitutions.json `title_words`). Where the other language's name
 * followed outside any gloss, the dish's name meant the old food: a head that could not follow
 * ("Tonjiru") gives way to its gloss, which did.
 */
function retitled(recipe: AuthoredRecipe, from: string, to: string): Text {
  const words = (id: string) => SUBSTITUTIONS.title_words.find((w) => w.foods.includes(id))
  const [was, now] = [words(from), words(to)]
  const gloss = (title: string) => title.match(/^(.+?)\s*[（(]([^（()）]+)[)）]$/)
  const out = { ...recipe.title }
  for (const lang of LANGS) {
    const short = was && (lang === 'en' ? new RegExp(`\\b${literal(was.en)}\\b`, 'i') : new RegExp(literal(was.ja)))
    // A Western dish's name calls the food by its loanword (ビーフシチュー), which the new food's follows (ポークシチュー).
    const kana = lang === 'ja' && was?.kana ? new RegExp(literal(was.kana)) : undefined
    const hit = [namePattern(food(from), lang), short, kana].find((p) => p?.test(out[lang]))
    const put = (hit === kana && now?.kana) || now?.[lang] || food(to).name[lang]
    if (hit)
      out[lang] = out[lang].replace(hit, (m) => (/^[A-Z]/.test(m) ? put.replace(/^./, (c) => c.toUpperCase()) : put))
  }
  // The other language's name followed outside a gloss (豚汁 become 鶏汁): its head meant the old food.
  const head = (title: string) => gloss(title)?.[1] ?? title
  const followed = (lang: Lang) => head(out[lang]) !== head(recipe.title[lang])
  for (const lang of LANGS) {
    const said = gloss(out[lang])?.[2]
    if (
      said &&
      said !== gloss(recipe.title[lang])?.[2] &&
      !followed(lang) &&
      LANGS.some((l) => l !== lang && followed(l))
    )
      out[lang] = said.replace(/^./, (c) => c.toUpperCase())
  }
  return out
}

/**
 * The renamed title, except in a language where the food is part of the dish's own name (the
 * parmesan of chicken parmesan): the dish keeps its name, and the title's free-of words say the
 * rest. The body of the dish swapped renames it (saikyo-yaki salmon become saikyo-yaki tofu).
 */
function ownName(recipe: AuthoredRecipe, title: Text, foodId: string): Text {
  const name = dish(recipe.dish).name
  const kept = (lang: Lang) => namePattern(food(foodId), lang)?.test(name[lang]) ?? false
  return { ja: kept('ja') ? recipe.title.ja : title.ja, en: kept('en') ? recipe.title.en : title.en }
}

/**
 * A replacement the recipe already has (mirin become sugar, beside the sugar; the squid become king
 * oyster mushrooms, beside the pork become them) joins that line when both are counted alike or
 * have a weight (a piece by its known grams, the replaced food's for the replacement): one line,
 * and the step names it once.
 */
function mergedInto(recipe: AuthoredRecipe, next: AuthoredIngredient, from: string): AuthoredRecipe {
  const twin = recipe.ingredients.find((i) => i.ref !== next.ref && i.food === next.food)
  if (!twin || typeof twin.amount.qty !== 'number' || typeof next.amount.qty !== 'number') return recipe
  // A count of the replaced food (8 dried sardines) weighs what that food's pieces weigh.
  const perUnit = (unit: Unit, id: string) =>
    RULES.units[unit].ml ?? (RULES.units[unit].counted ? pieceGrams(food(id), unit) : null)
  const [had, added] = [perUnit(twin.amount.unit, twin.food), perUnit(next.amount.unit, from)]
  const same = twin.amount.unit === next.amount.unit
  if (!same && (!had || !added)) return recipe
  const qty = same ? twin.amount.qty + next.amount.qty : twin.amount.qty + (next.amount.qty * added!) / had!
  const merged = tidy({ qty, unit: twin.amount.unit })
  const joined = { ...recipe, ingredients: recipe.ingredients.map((i) => (i === twin ? { ...i, amount: merged } : i)) }
  return withoutRef(joined, next.ref, false, false)
}

/**
 * A sauce the recipe makes from its own lines and names only in words (the warishita of soy sauce,
 * mirin and sake): once the lines are free of what the brief rules out, its name says so
 * ("alcohol-free warishita"), as the sauce now is; a bought one is a line of its own and substituted.
 */
function madeFree(recipe: AuthoredRecipe, ruled: Ruled): AuthoredRecipe {
  let steps = recipe.steps
  if (!ruled.traits.size) return recipe
  for (const c of COMPOSITES) {
    const traits = c.traits.filter((t) => ruled.traits.has(t) && TRAIT_WORDS[t].label.en)
    if (!traits.length || recipe.ingredients.some((i) => i.food === c.id)) continue
    const labels = {
      ja: traits.map((t) => TRAIT_WORDS[t].label.ja).join('・'),
      en: traits.map((t) => TRAIT_WORDS[t].label.en).join('- and '),
    }
    const claim = (text: string, lang: Lang) => {
      const pattern = namePattern(food(c.id), lang)
      if (!pattern?.test(text)) return text
      return text.replace(
        new RegExp(pattern.source, `${pattern.flags}g`),
        (name) => say('made_free', { traits: labels, name })[lang],
      )
    }
    const both = (t: { ja: string; en: string }) => ({ ja: claim(t.ja, 'ja'), en: claim(t.en, 'en') })
    steps = steps.map((s) => ({ ...s, ...both(s), cue: { ...s.cue, ...both(s.cue) } }))
  }
  return { ...recipe, steps }
}

// ---------------------------------------------------------------------------------------------
// Declining, and the nearest dish

/**
 * The steps naming this ingredient in the words its replacement's row gives (an egg cracked in is
 * tofu crumbled in); null when a step still cooks it as the food it is, in words no stand-in fits
 * (an egg boiled, peeled, its yolk left jammy: `own_words`): then it is left out, with the steps
 * only it needed, rather than swapped into them. A food that defines the dish keeps its swap, in its row's words
 * too (tofu for the salmon of an onigiri crumbled, not skinned, boned and flaked).
 */
function rewordedFor(recipe: AuthoredRecipe, item: AuthoredIngredient, row?: Substitution): AuthoredRecipe | null {
  const ref = literal(`{${item.ref}}`)
  const reword = (text: string, lang: Lang) =>
    (row?.words?.[lang] ?? []).reduce(
      (t, [find, put]) =>
        t.replace(new RegExp(find.replaceAll('\\{ref\\}', ref), 'gi'), put.replaceAll('{ref}', `{${item.ref}}`)),
      text,
    )
  const steps = recipe.steps.map((s) =>
    names(s, item.ref)
      ? {
          ...s,
          ja: reword(s.ja, 'ja'),
          en: reword(s.en, 'en'),
          cue: { ...s.cue, ja: reword(s.cue.ja, 'ja'), en: reword(s.cue.en, 'en') },
        }
      : s,
  )
  const asItself =
    !defines(item, recipe) &&
    steps.some(
      (s) => names(s, item.ref) && LANGS.some((lang) => ownWordsOf(item.food, `${s[lang]} ${s.cue[lang]}`, lang)),
    )
  return asItself ? null : { ...recipe, steps }
}

/** Whether a recipe can be cooked under what is ruled out without losing what defines it. */
function fits(recipe: AuthoredRecipe, ruled: Ruled): boolean {
  if ((dish(recipe.dish).defining ?? []).some((t) => ruled.traits.has(t))) return false
  return recipe.ingredients.every(
    (i) =>
      allowed(i.food, ruled) ||
      i.optional ||
      !defines(i, recipe) ||
      (replacementFor(i, recipe, ruled)?.to ?? null) !== null,
  )
}

/** A number from the seed and an id, to order equally near dishes the same way for the same seed. */
const tieBreak = (seed: number, id: string) =>
  [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0) + seed) % 1000003, seed)

/**
 * The authored dish nearest this one that fits the brief: a food the theme names and allows made
 * into it (the egg of an oyakodon "eggs are fine" for a vegetarian) above all, then same category,
 * then cooked the same way (the dish table's method: a hot pot for a hot pot), then one needing no
 * change, then cuisine, then shared foods, the ones that are its body counting most (beef for beef).
 */
export function nearestDish(
  recipe: AuthoredRecipe,
  ruled: Ruled,
  seed: number,
  recipes: AuthoredRecipe[] = RECIPES,
  named: string[] = [],
): string | null {
  const foods = new Set(recipe.ingredients.map((i) => i.food))
  const body = new Set(recipe.ingredients.filter((i) => i.does === 'body').map((i) => i.food))
  // Doing the same job counts most: the egg that sets an oyakodon sets a tamagodon, not a side's boiled egg.
  const kept = recipe.ingredients.filter((i) => named.includes(i.food) && allowed(i.food, ruled))
  const method = dish(recipe.dish).method
  const score = (r: AuthoredRecipe) =>
    r.ingredients.reduce(
      (n, i) => n + Math.max(0, ...kept.map((k) => (k.food !== i.food ? 0 : k.does === i.does ? 120 : 40))),
      0,
    ) +
    (r.category === recipe.category ? 100 : 0) +
    (dish(r.dish).method === method ? 60 : 0) +
    (r.ingredients.every((i) => allowed(i.food, ruled)) ? 50 : 0) +
    (r.cuisine === recipe.cuisine ? 10 : 0) +
    r.ingredients.filter((i) => foods.has(i.food)).length +
    15 * r.ingredients.filter((i) => i.does === 'body' && body.has(i.food)).length
  const candidates = recipes.filter((r) => r.dish !== recipe.dish && fits(r, ruled)).map((r) => ({ r, s: score(r) }))
  candidates.sort((a, b) => b.s - a.s || tieBreak(seed, a.r.dish) - tieBreak(seed, b.r.dish))
  return candidates[0]?.r.dish ?? null
}

// ---------------------------------------------------------------------------------------------
// Servings, salt and sugar

const SEASONING_GROUPS = new Set(['seasoning', 'spice', 'sweetener', 'herb'])
/** What seasons rather than fills: it flavours or sweetens, or is a seasoning that is not the dish's liquid or body (dashi is a seasoning that fills). */
const isSeasoning = (item: AuthoredIngredient) =>
  item.does === 'flavours' ||
  item.does === 'sweetens' ||
  (!['liquid', 'body'].includes(item.does) && SEASONING_GROUPS.has(food(item.food).item?.group ?? ''))

/**
 * An amount as a cook measures it: grams, millilitres and spoons to the steps of knowledge/cookbook.json
 * `scaling.steps` (17 g of butter is 15 g; no 3/4 tbsp), teaspoons to spoons and spoons to cups past the
 * thresholds, less than half a spoon in teaspoons, grams and millilitres past a thousand to kilograms and
 * litres, counts whole or half.
 */
function tidy(amount: AuthoredIngredient['amount']): AuthoredIngredient['amount'] {
  const { qty, unit } = amount
  if (qty === undefined) return amount
  const s = RULES.scaling
  const each = (f: (x: number) => number) =>
    Array.isArray(qty) ? ([f(qty[0]), f(qty[1])] as [number, number]) : f(qty)
  const most = Array.isArray(qty) ? qty[1] : qty
  const ml = most * (RULES.units[unit].ml ?? 0)
  const near = (x: number, step: number) => Math.max(step, Math.round(x / step) * step)
  const stepped = (to: keyof typeof s.steps) => (x: number) => {
    const rows = s.steps[to] as Array<{ below?: number; step: number }>
    return near(x, (rows.find((r) => r.below === undefined || x < r.below) ?? rows[rows.length - 1]!).step)
  }
  const inUnit = (to: Unit, round: (x: number) => number): AuthoredIngredient['amount'] => ({
    qty: each((x) => round((x * RULES.units[unit].ml!) / RULES.units[to].ml!)),
    unit: to,
  })
  if ((unit === 'tbsp' || unit === 'tsp') && ml >= s.spoons_to_cups_ml) return inUnit('cup', (x) => near(x, 0.25))
  if (unit === 'tsp' && ml >= s.teaspoons_to_spoons_ml) return inUnit('tbsp', stepped('tbsp'))
  if (unit === 'tbsp' && most < 0.5) return inUnit('tsp', stepped('tsp'))
  if (unit === 'g' && ml >= 1000) return inUnit('kg', (x) => near(x, 0.1))
  if ((unit === 'ml' || unit === 'l') && ml >= 1000) return inUnit('l', (x) => near(x, x >= 2 ? 0.5 : 0.1))
  if (unit === 'tsp' || unit === 'tbsp' || unit === 'g' || unit === 'ml') return { qty: each(stepped(unit)), unit }
  if (RULES.units[unit].counted)
    return { qty: each((x) => near(x, x < 1 ? 0.25 : x < s.counts_whole_from ? 0.5 : 1)), unit }
  return amount
}

/**
 * A line scaled down as a cook measures it: a liquid the dish cooks in keeps enough to cook in
 * (the floor, or its own amount if less); a piece cut finer than the smallest fraction goes in
 * grams when one piece's weight is known (a sixteenth of a cabbage is 60 g), and a fraction of a
 * piece says its grams.
 */
function fewer(item: AuthoredIngredient, raw: AuthoredIngredient['amount']): AuthoredIngredient {
  const s = RULES.scaling
  const amount = tidy(raw)
  const qty = typeof raw.qty === 'number' ? raw.qty : null
  const ml = RULES.units[raw.unit].ml
  if (qty === null || typeof item.amount.qty !== 'number') return { ...item, amount }
  if (item.does === 'liquid' && ml) {
    const floor = Math.min(s.liquid_floor_ml, item.amount.qty * ml)
    return { ...item, amount: qty * ml < floor ? tidy({ qty: floor / ml, unit: raw.unit }) : amount }
  }
  // 3/4 of an egg is no measure a cook keeps: whole or half (knowledge/cookbook.json `scaling.halves`), and whole
  // from one, as a star anise or a bay leaf is.
  const counted = RULES.units[raw.unit].counted
  if (counted && (s.halves.includes(item.food) || isSeasoning(item)) && qty >= s.whole_from)
    return { ...item, amount: { ...amount, qty: Math.round(qty) } }
  if (counted && s.halves.includes(item.food))
    return { ...item, amount: { ...amount, qty: Math.max(0.5, Math.round(qty * 2) / 2) } }
  if (!RULES.units[raw.unit].counted || qty >= 1) return { ...item, amount }
  // A bay leaf, a chilli or a clove of garlic is not cut into quarters: whole or half.
  const piece = pieceGrams(food(item.food))
  if (isSeasoning(item) || (piece && piece < s.small_piece_g))
    return { ...item, amount: { ...amount, qty: Math.max(0.5, Math.round(qty * 2) / 2) } }
  const grams = (n: number) => Math.max(5, Math.round((n * piece!) / 5) * 5)
  if (!piece) return { ...item, amount }
  if (qty < s.smallest_piece) return { ...item, amount: { qty: grams(qty), unit: 'g' } }
  const said = say('piece_grams', { grams: grams(amount.qty as number) })
  const prep = item.prep
  return {
    ...item,
    amount,
    prep: { ja: prep ? `${said.ja}。${prep.ja}` : said.ja, en: prep ? `${said.en}, ${prep.en}` : said.en },
  }
}

/** A preparation note naming which kind of its food to buy, per language of LANGS (knowledge/cookbook.json `kind_prep`). */
const KIND_PREP = LANGS.map((lang) => new RegExp(RULES.kind_prep[lang].join('|'), 'i'))

/** The amounts of a preparation note that scale with its line (knowledge/cookbook.json `prep_counts`). */
const PREP_COUNTS = {
  ja: new RegExp(RULES.scaling.prep_counts.ja.join('|'), 'g'),
  en: new RegExp(RULES.scaling.prep_counts.en.join('|'), 'g'),
}

/** A preparation note as the scaled line says it: "3 tbsp of it for the sizzle" of a doubled line is 6 tbsp. */
function scaledPrep(prep: Text, ratio: number): Text {
  const count = (said: string) => {
    const [number, whole, half] = /^([\d.]+)(½?)/.exec(said)!
    const x = (Number(whole) + (half ? 0.5 : 0)) * ratio
    const n = x >= 20 ? Math.round(x / 5) * 5 : Math.max(0.5, Math.round(x * 2) / 2)
    // A unit written out follows its count: 1 tablespoon, 2 tablespoons.
    return `${n}${said.slice(number.length)}`.replace(/(spoon|litre)s?$/, n > 1 ? '$1s' : '$1')
  }
  return { ja: prep.ja.replace(PREP_COUNTS.ja, count), en: prep.en.replace(PREP_COUNTS.en, count) }
}

/**
 * A heated step for more than its vessel holds, saying its batches: in a pan stood over (frying) or
 * a device a kitchen has one of (a rice cooker), one batch after another, its minutes with it; in a
 * vessel with a long simmer or bake (`side`: pots, trays), divided between several, side by side.
 */
const SIDE_BY_SIDE = RULES.scaling.side_by_side as Partial<Record<AuthoredStep['vessel'], Text>>

type Pots = ReturnType<typeof statedPots>
const holdsOf = (vessel: Vessel, pots: Pots) => (vessel === pots.vessel && pots.holds) || RULES.scaling.holds[vessel]

/**
 * How a vessel cooks servings beyond what one holds: `m` batches of about `k`; side by side in `p` vessels at
 * once (no more than the theme says it has), in `r` rounds of them, or one batch after another (`repeated`).
 */
function planOf(vessel: Vessel, servings: number, side: Set<Vessel>, pots: Pots) {
  const m = Math.ceil(servings / holdsOf(vessel, pots))
  const p = Math.min(m, (vessel === pots.vessel && pots.count) || m)
  const several = SIDE_BY_SIDE[vessel]
  const repeated = !several || !side.has(vessel) || p === 1
  return { m, k: Math.ceil(servings / m), p, r: Math.ceil(m / p), repeated, vessel: several ?? { ja: '', en: '' } }
}

function inBatches(step: AuthoredStep, plan: ReturnType<typeof planOf>): AuthoredStep {
  const { repeated, ...values } = plan
  const { m, r } = values
  const lead = say(repeated ? 'batch_step_repeat' : r > 1 ? 'batch_step_rounds' : 'batch_step_side', values)
  const en = `${lead.en}${step.en.charAt(0).toLowerCase()}${step.en.slice(1)}`
  return { ...step, ja: `${lead.ja}${step.ja}`, en, minutes: step.minutes * (repeated ? m : r) }
}

function withCap(decision: Extract<Decision, { kind: 'scale' }>, asked: number, to: number): Decision {
  const capped = say('scaled_capped', { asked, to })
  return { ...decision, note: { ja: decision.note.ja + capped.ja, en: `${decision.note.en} ${capped.en}` } }
}

function scaled(
  recipe: AuthoredRecipe,
  to: number,
  asks?: string[],
): { recipe: AuthoredRecipe; decision: Extract<Decision, { kind: 'scale' }> | null } {
  const from = recipe.servings
  if (to === from) return { recipe, decision: null }
  const factor = to / from
  const s = RULES.scaling
  const above = (power: number) =>
    factor < 1
      ? factor ** power
      : factor <= s.seasoning_linear_up_to
        ? factor
        : s.seasoning_linear_up_to * (factor / s.seasoning_linear_up_to) ** power
  const seasoningFactor = above(s.seasoning_power)
  // A whole spice or a chilli counts more the more of it there is: fewer still for a crowd.
  const spiced = (item: AuthoredIngredient) =>
    RULES.units[item.amount.unit].counted || !!food(item.food).item?.contains.includes('hot_spice')
  const pots = statedPots(asks, to)
  const heated = recipe.steps.filter((st) => st.heat !== 'none')
  const batchesIn = (vessel: AuthoredStep['vessel']) => Math.ceil(to / holdsOf(vessel, pots))
  const batches = Math.max(1, ...heated.map((st) => batchesIn(st.vessel)))
  // A soup's or a stew's pot loses less to steam a serving the more it holds: its liquid rises below linear in each vessel.
  const stewed = factor > 1 && s.liquid_methods.includes(dish(recipe.dish).method)
  const liquidFactor = batches * (factor / batches) ** s.liquid_power
  const ingredients = recipe.ingredients.map((item) => {
    if (item.amount.qty === undefined) return item
    const liquid = stewed && item.does === 'liquid' && !!RULES.units[item.amount.unit].ml
    const seasoning = isSeasoning(item) && (spiced(item) ? above(s.spice_power) : seasoningFactor)
    const ratio = seasoning || (liquid ? Math.max(1, liquidFactor) : factor)
    const amount = scaledAmount(item.amount, ratio)
    return fewer(item.prep ? { ...item, prep: scaledPrep(item.prep, ratio) } : item, bought(item, amount))
  })
  // A vessel left to simmer or bake a while is used several at once, for all its steps.
  const side = new Set(heated.filter((st) => st.minutes > s.batch_repeats_steps_up_to).map((st) => st.vessel))
  const planned = recipe.steps.map((st) =>
    st.heat !== 'none' && batchesIn(st.vessel) > 1 ? inBatches(st, planOf(st.vessel, to, side, pots)) : st,
  )
  const limiting = heated.find((st) => batchesIn(st.vessel) === batches)?.vessel ?? 'pot'
  const plan = planOf(limiting, to, side, pots)
  const boiled = boiledUp(recipe, { ...recipe, ingredients, steps: planned }, plan.m)
  const steps = [crowdPrep(recipe, to), ...inSizedPots(boiled, pots, to)].filter((st) => st !== null)
  const family = (s.equipment as Record<string, string>)[limiting] as keyof typeof equipment.scale
  const batchWords = equipment.scale[family] as Text
  const { repeated, ...values } = { ...plan, n: to }
  const note =
    batches <= 1
      ? say('scaled', { from, to })
      : repeated && plan.p === plan.m
        ? filled(batchWords, values)
        : say(plan.r > 1 ? 'batch_plan_rounds' : 'batch_plan_side', values)
  const seasoningNote = seasoningFactor < factor ? say('scaled_seasoning', {}) : null
  const said = seasoningNote ? { ja: note.ja + seasoningNote.ja, en: `${note.en} ${seasoningNote.en}` } : note
  return {
    recipe: { ...recipe, servings: to, ingredients, steps, total_minutes: sum(steps) },
    // Batches one after another, or rounds of the pots at once: pots side by side are no batches of the talk's.
    decision: { kind: 'scale', from, to, batches: batches > 1 && !repeated ? plan.r : batches, note: said },
  }
}

function lowered(
  recipe: AuthoredRecipe,
  what: 'salt' | 'sugar' | 'heat',
): { recipe: AuthoredRecipe; decision: Decision | null } {
  const carries = (item: AuthoredIngredient) => {
    const f = food(item.food).item
    if (what === 'heat') return item.does !== 'body' && !!f?.contains.includes('hot_spice')
    // A seared onion or an apple that sweetens is the dish's body, not a sweetener to cut.
    return what === 'salt'
      ? saltySeasoning(item)
      : f?.group === 'sweetener' || (item.does === 'sweetens' && f?.group === 'seasoning')
  }
  const refs = recipe.ingredients.filter((i) => i.amount.qty !== undefined && carries(i)).map((i) => i.ref)
  if (!refs.length) return { recipe, decision: null }
  const factor = what === 'heat' ? RULES.lower.heat_factor : RULES.lower.factor
  const ingredients = recipe.ingredients.map((i) =>
    refs.includes(i.ref) ? { ...i, amount: tidy(scaledAmount(i.amount, factor)) } : i,
  )
  return { recipe: { ...recipe, ingredients }, decision: { kind: 'lower', what, refs, note: RULES.lower[what] } }
}

// ---------------------------------------------------------------------------------------------
// Conditions: a salt cap, a soft texture, an occasion's own step

const CONDITIONS = RULES.conditions
type SaltCap = (typeof CONDITIONS.salt_caps)[number]

/** The strictest salt cap of the brief's diets (knowledge/cookbook.json `conditions`), or null. */
export const saltCapOf = (brief: Pick<Brief, 'diets'>): SaltCap | null =>
  CONDITIONS.salt_caps
    .filter((c) => c.diets.some((d) => brief.diets?.includes(d)))
    .sort((a, b) => a.grams - b.grams)[0] ?? null

/** A seasoning that carries salt (soy sauce, miso, salt itself): what a salt cap cuts. */
const saltySeasoning = (item: AuthoredIngredient) => (food(item.food).item?.salt ?? 0) > 0 && isSeasoning(item)

export const saltPerServing = (recipe: Pick<AuthoredRecipe, 'ingredients' | 'servings'>) =>
  nutritionOf(recipe)?.salt_g ?? 0

/**
 * The salty seasonings cut until a serving is within the cap: by the cut for less salt at least,
 * by as much as the cap needs at most, never below the floor (the dish would no longer taste of
 * itself); what is over after that is said, with the figure and its source.
 */
function saltCapped(recipe: AuthoredRecipe, cap: SaltCap): { recipe: AuthoredRecipe; decision: Decision } {
  const salty = (i: AuthoredIngredient) => i.amount.qty !== undefined && saltySeasoning(i)
  const seasoning = saltPerServing({ ...recipe, ingredients: recipe.ingredients.filter(salty) })
  const rest = saltPerServing(recipe) - seasoning
  const needed = seasoning > 0 ? (cap.grams - rest) / seasoning : 1
  const cut = (factor: number) => ({
    ...recipe,
    ingredients: recipe.ingredients.map((i) =>
      salty(i) ? { ...i, amount: tidy(scaledAmount(i.amount, Math.max(CONDITIONS.salt_floor, factor))) } : i,
    ),
  })
  let out = cut(Math.min(RULES.lower.factor, needed))
  // A cook's measure rounds up: a step further down when that lands it over, still within the floor.
  if (saltPerServing(out) > cap.grams) out = cut(Math.min(RULES.lower.factor, needed) * 0.8)
  const salt = saltPerServing(out)
  const held = salt <= cap.grams
  const note = say(held ? 'salt_capped' : 'salt_over', { diet: cap.name, cap: cap.grams, source: cap.source, salt })
  return { recipe: out, decision: { kind: 'condition', what: 'salt', cap: cap.grams, salt_g: salt, held, note } }
}

/** Actions a dish does once (knowledge/recipe-checks.json `once`): a step of both doing one is the same action. */
const ONCE = checks.once.actions.map((a) => ({ ja: new RegExp(a.ja), en: new RegExp(a.en, 'i') }))
const doneOnce = (a: AuthoredStep, b: AuthoredStep) =>
  ONCE.some((o) => o.ja.test(a.ja) && o.en.test(a.en) && o.ja.test(b.ja) && o.en.test(b.en))

/** Vessels a thickening can bubble in at the end. */
const THICKENS_IN = new Set<AuthoredStep['vessel']>(['pot', 'frying_pan', 'wok', 'deep_pan', 'microwave'])

/**
 * Soft for chewing and swallowing: skins and bones off and everything cut small first; before the
 * serving, the liquid thickened where it cooks on the hob, or a dish with nothing heated blended
 * smooth (a bake is cut small and left as it is: nothing bubbles in an oven at the end).
 */
function softened(recipe: AuthoredRecipe): AuthoredRecipe {
  const t = CONDITIONS.texture
  const last = [...recipe.steps].reverse().find((s) => s.heat !== 'none')
  // Only a dish with solid pieces has skin, bone or anything to cut small (a custard has none).
  const pieces = recipe.ingredients.some((i) => food(i.food).item?.form === 'piece')
  const first: AuthoredStep | null = pieces
    ? { ...t.start, heat: 'none', vessel: 'board', minutes: 5, cue: t.start_cue }
    : null
  const end: AuthoredStep | null = !last
    ? { ...t.end_cold, heat: 'none', vessel: 'bowl', minutes: 3, cue: t.end_cue }
    : THICKENS_IN.has(last.vessel)
      ? { ...t.end, heat: last.heat, vessel: last.vessel, minutes: 2, cue: t.end_cue }
      : null
  const steps = first ? [first, ...recipe.steps] : [...recipe.steps]
  // A dish that already does what the end step does (its own ankake thickening) is not made to do it twice.
  if (end && !recipe.steps.some((s) => doneOnce(s, end))) steps.splice(steps.length - 1, 0, end)
  return { ...recipe, steps, total_minutes: sum(steps) }
}

/**
 * The whole nuts of the recipe chopped fine first, for an occasion that says no nut goes in whole
 * (knowledge/occasions.json `nuts`: children): the recipe then does what the talk says of it.
 */
function nutsChopped(recipe: AuthoredRecipe, words: Text): AuthoredRecipe {
  const nuts = recipe.ingredients.filter(
    (i) => food(i.food).item?.group === 'nut' && food(i.food).item?.form === 'small',
  )
  if (!nuts.length) return recipe
  const refs = (joint: string) => nuts.map((i) => `{${i.ref}}`).join(joint)
  const step: AuthoredStep = {
    ja: words.ja.replace('{nuts}', refs('と')),
    en: words.en.replace('{nuts}', refs(' and ')),
    heat: 'none',
    vessel: 'board',
    minutes: 2,
    cue: prepareCue(words),
  }
  const steps = [step, ...recipe.steps]
  return { ...recipe, steps, total_minutes: sum(steps) }
}

/** Words listed as each language lists them: 「A、B」, "A, B and C". */
const listed = (said: Text[]): Text => ({
  ja: said.map((n) => n.ja).join('、'),
  en: said
    .map((n) => n.en)
    .join(', ')
    .replace(/, ([^,]+)$/, ' and $1'),
})

/**
 * Kidney disease keeps potassium and phosphorus low beside salt (knowledge/cookbook.json `conditions.kidney`): the
 * vegetables rich in potassium cut smaller and boiled first in water thrown away, dairy and tomato cut down, said.
 */
function renal(recipe: AuthoredRecipe): { recipe: AuthoredRecipe; decision: Decision } {
  const k = CONDITIONS.kidney
  const of = (ids: string[]) => recipe.ingredients.filter((i) => ids.includes(i.food) && !i.optional)
  const [leached, less] = [of(k.leach), of(k.less)]
  const named = (items: AuthoredIngredient[], words: Text) =>
    items.length ? filled(words, { foods: listed(items.map((i) => food(i.food).name)) }) : ''
  // Boiled first, before any step cooks them, in a pot of its own: a prep step, as soaking is.
  const refs = listed(leached.map((i) => ({ ja: `{${i.ref}}`, en: `{${i.ref}}` })))
  const steps: AuthoredStep[] = leached.length
    ? [{ ...filled(k.leach_step, { foods: refs }), heat: 'high', vessel: 'pot', minutes: 5, cue: k.leach_cue }]
    : []
  steps.push(...recipe.steps)
  const ingredients = recipe.ingredients.map((i) =>
    less.includes(i) ? { ...i, amount: tidy(scaledAmount(i.amount, k.less_factor)) } : i,
  )
  const note = filled(k.says, { leached: named(leached, k.leached), less: named(less, k.lessened) })
  return {
    recipe: { ...recipe, ingredients, steps, total_minutes: sum(steps) },
    decision: { kind: 'condition', what: 'diet', note },
  }
}

/** The texture, the salt cap and each occasion's own step (knowledge/occasions.json) the brief asks of the recipe. */
function conditioned(recipe: AuthoredRecipe, brief: Brief): { recipe: AuthoredRecipe; decisions: Decision[] } {
  const decisions: Decision[] = []
  let out = recipe
  // A diet, not an occasion: "grandma's birthday cake" names no trouble chewing.
  if (CONDITIONS.texture.for.some((id) => brief.diets?.includes(id))) {
    out = softened(out)
    decisions.push({ kind: 'condition', what: 'texture', note: say('texture', {}) })
  }
  if (CONDITIONS.kidney.for.some((id) => brief.diets?.includes(id))) {
    const kept = renal(out)
    out = kept.recipe
    decisions.push(kept.decision)
  }
  for (const id of brief.occasions ?? []) {
    const rule = occasionById(id)
    if (rule?.nuts) out = nutsChopped(out, rule.nuts)
    const cue = (CONDITIONS.occasion_cues as Record<string, Text | undefined>)[id]
    if (!rule?.step || !cue) continue
    const step: AuthoredStep = { ja: rule.step.ja, en: rule.step.en, heat: 'none', vessel: 'none', minutes: 0, cue }
    out = { ...out, steps: rule.step.at === 'start' ? [step, ...out.steps] : [...out.steps, step] }
    decisions.push({ kind: 'condition', what: 'occasion', note: rule.says })
  }
  // A trouble the theme names (a style of knowledge/occasions.json: "it clumped", 「パサつかない」) is answered by the
  // recipe's own note on it, said by the host: the note leaves the panel's notes, so no one says it again.
  for (const id of brief.styles ?? []) {
    const words = CONDITIONS.answers[id]
    const note = words && answerIn(out, words, brief)
    if (!note) continue
    decisions.push({ kind: 'condition', what: 'answer', note })
    const notes = Object.entries(out.notes).map(([role, list]) => [role, list.filter((n) => n !== note)])
    out = { ...out, notes: Object.fromEntries(notes) as AuthoredRecipe['notes'] }
  }
  const cap = saltCapOf(brief)
  if (cap) {
    const capped = saltCapped(out, cap)
    out = capped.recipe
    decisions.push(capped.decision)
  }
  return { recipe: out, decisions }
}

/**
 * The theme's goals kept (knowledge/goals.json): each nutrition target (a protein floor met by raising the main protein
 * food within `raise`, a salt ceiling by the salt cap's cut, energy said), a budget by the rows for money of
 * knowledge/substitutions.json, dearest saving first, until a serving fits (a swap only to a food the brief allows and
 * safe where it goes), each said with its figure against the ask, and for a crowd its batches, holding and hygiene.
 */
function goalsKept(
  recipe: AuthoredRecipe,
  brief: Brief,
  ruled: Ruled,
): { recipe: AuthoredRecipe; decisions: Decision[] } {
  const decisions: Decision[] = []
  const said = (note: Text) => decisions.push({ kind: 'condition', what: 'goal', note })
  let out = recipe
  for (const t of brief.targets ?? []) {
    if (t.nutrient === 'salt_g' && t.max !== undefined && !saltCapOf(brief)) {
      const capped = saltCapped(out, { ...GOALS_FILE.salt_target, diets: [], grams: t.max })
      out = capped.recipe
      decisions.push(capped.decision)
      continue
    }
    const before = nutritionOf(out)[t.nutrient] ?? 0
    const main = out.ingredients
      .filter((i) => i.does === 'body' && food(i.food).item?.group === 'protein' && i.amount.qty !== undefined)
      .sort(
        (a, b) =>
          nutritionOf({ ingredients: [b], servings: 1 }).protein_g -
          nutritionOf({ ingredients: [a], servings: 1 }).protein_g,
      )[0]
    const gives = main ? nutritionOf({ ingredients: [main], servings: out.servings }).protein_g : 0
    // Aimed a little over the floor: a cook's rounded amount lands on it, not just under.
    const factor = Math.min(GOALS_FILE.raise, 1 + ((t.min ?? 0) * 1.04 - before) / Math.max(gives, 0.1))
    if (t.nutrient === 'protein_g' && main && t.min && before < t.min && factor > 1.05) {
      const raised = { ...main, amount: tidy(scaledAmount(main.amount, factor)) }
      out = { ...out, ingredients: out.ingredients.map((i) => (i.ref === main.ref ? raised : i)) }
      const amount = { ja: amountText(raised, 'ja'), en: amountText(raised, 'en') }
      said(goalWords('target_raised', { food: food(main.food).name, amount }))
    }
    const after = nutritionOf(out)
    const dearest = main ?? out.ingredients[0]!
    const how = goalWords(t.min ? 'more_protein' : 'less', { food: food(dearest.food).name })
    said(
      goalWords(targetMiss(after[t.nutrient] ?? 0, t) ? 'target_missed' : 'target_held', {
        ...targetSlots(t, after),
        how,
      }),
    )
  }
  const budget = budgeted(out, brief, ruled)
  decisions.push(...budget.decisions)
  if (out.servings >= GOALS_FILE.crowd) said(goalWords('crowd', { servings: out.servings }))
  return { recipe: budget.recipe, decisions }
}

/** A target's words: the nutrient's name, the serving's figure and the target with their units. */
function targetSlots(t: NonNullable<Brief['targets']>[number], n: ReturnType<typeof nutritionOf>) {
  const unit = (x: number) => goalWords(t.nutrient === 'kcal' ? 'unit_kcal' : 'unit_g', { n: Math.round(x * 10) / 10 })
  const bound = goalWords(t.min ? 'at_least' : 'at_most', { n: unit(t.min ?? t.max!) })
  return { name: goalWords(t.nutrient, {}), value: unit(n[t.nutrient] ?? 0), target: bound }
}

/**
 * A budget kept by the rows for money, the one saving most first, while a serving costs more than the budget allows;
 * said with the estimated total and serving against it, and what was swapped.
 */
function budgeted(
  recipe: AuthoredRecipe,
  brief: Brief,
  ruled: Ruled,
): { recipe: AuthoredRecipe; decisions: Decision[] } {
  const each = budgetEach(brief, recipe.servings)
  if (each === null) return { recipe, decisions: [] }
  const currency = currencyOf(brief)
  const decisions: Decision[] = []
  const swaps: Text[] = []
  const cost = (r: AuthoredRecipe) => costOf(r, currency)
  let out = recipe
  const tries = () =>
    SUBSTITUTIONS.substitutions.flatMap((row) => {
      const item = out.ingredients.find((i) => i.food === row.food && (!row.does || row.does.includes(i.does)))
      if (!row.budget || !item || !row.to || !allowed(row.to, ruled) || !safeAt(out, item, row.to)) return []
      const change = {
        to: row.to,
        changes: swapWords(item.food, row.to, row.changes),
        reason: swapWords(item.food, row.to, row.reason),
        row,
      }
      const next = substituted(out, item, change)
      return [{ item, change, next, saved: cost(out).total - cost(next).total }]
    })
  for (let next = tries(); cost(out).each > each; next = tries()) {
    const best = next.filter((x) => x.saved > 0).sort((a, b) => b.saved - a.saved)[0]
    if (!best) break
    const { item, change } = best
    decisions.push({
      kind: 'substitute',
      ref: item.ref,
      from: item.food,
      to: change.to,
      because: 'budget',
      changes: change.changes,
      reason: change.reason,
    })
    const names = { from: food(item.food).name, to: food(change.to).name }
    swaps.push(goalWords('budget_swap', { ...names, saved: moneyText(best.saved, currency), changes: change.changes }))
    out = best.next
  }
  const { total, each: now } = cost(out)
  const dearest = out.ingredients.toSorted((a, b) => (lineCost(b, currency) ?? 0) - (lineCost(a, currency) ?? 0))[0]!
  const amount = brief.budget!.amount
  const limit = amount === undefined ? null : moneyText(amount, currency)
  const key = limit === null ? 'cost' : now <= each * 1.001 ? 'budget_held' : 'budget_over'
  const sums = {
    total: moneyText(total, currency),
    each: moneyText(now, currency),
    budget: limit ?? '',
    food: food(dearest.food).name,
  }
  const list = { ja: swaps.map((x) => x.ja).join(''), en: swaps.map((x) => x.en).join(' ') }
  const note = goalWords(key, sums)
  const more = swaps.length ? goalWords('budget_swaps', { swaps: list }) : null
  const both = more ? { ja: `${note.ja}${more.ja}`, en: `${note.en} ${more.en}` } : note
  return { recipe: out, decisions: [...decisions, { kind: 'condition', what: 'budget', note: both }] }
}

const moneyText = (n: number, currency: 'JPY' | 'USD'): Text => ({
  ja: money(n, currency, 'ja'),
  en: money(n, currency, 'en'),
})

/** The recipe's first note whose words fit these patterns, naming only what it still holds and nothing the brief rules out. */
function answerIn(recipe: AuthoredRecipe, words: Text, brief: Brief): Text | undefined {
  const [ja, en] = [new RegExp(words.ja), new RegExp(words.en, 'i')]
  const held = (text: string) => refsIn(text).every((ref) => recipe.ingredients.some((i) => i.ref === ref))
  return Object.values(recipe.notes)
    .flat()
    .find((n) => (ja.test(n.ja) || en.test(n.en)) && held(n.ja) && held(n.en) && !ruledIn(n, brief))
}

// ---------------------------------------------------------------------------------------------
// Leftovers, title, safety

/**
 * The foods the theme has cooked already, taken out of the steps that cooked them from raw and warmed through in one
 * step before the last heated one (a zosui's leftover chicken heated in the broth before the egg sets, not after).
 */
function warmedAtTheEnd(recipe: AuthoredRecipe, items: AuthoredIngredient[]): AuthoredRecipe {
  const gone = items.reduce((r, item) => withoutRef(r, item.ref, true), recipe)
  // Each taken out of its steps keeps its line: one removal must not drop another's as unused.
  const kept = (i: AuthoredIngredient) => gone.ingredients.some((g) => g.ref === i.ref) || items.includes(i)
  const out = { ...gone, ingredients: recipe.ingredients.filter(kept) }
  const lastHeated = out.steps.findLastIndex((s) => s.heat !== 'none')
  const refs = (joint: string) =>
    items
      .map((i) => `{${i.ref}}`)
      .join(joint)
      .replace(/, ([^,]+)$/, ' and $1')
  const words = say('warm_step', {})
  const warm: AuthoredStep = {
    ja: words.ja.replace('{ref}', refs('と')),
    en: words.en.replace('{ref}', refs(', ')),
    heat: 'medium',
    vessel: out.steps[lastHeated]?.vessel ?? 'pot',
    minutes: 3,
    cue: { ...RULES.says.warm_cue, temp_c: 75 },
  }
  const steps = [...out.steps]
  steps.splice(lastHeated >= 0 ? lastHeated : Math.max(0, steps.length - 1), 0, warm)
  return { ...out, steps, total_minutes: sum(steps) }
}

/**
 * The title, saying what the brief took out of this dish: a diet's name when the brief rules out
 * all its traits (vegan, ベジタリアン; knowledge/cookbook.json `title_diets`), else the traits'
 * "-free" words, at most two words in all.
 */
function titled(recipe: AuthoredRecipe, changed: Trait[], ruled: Ruled, base: AuthoredRecipe): Text {
  const title = unglossed(recipe, base)
  const lost = new Set(changed)
  const diet = RULES.title_diets.diets.find((d) => {
    const traits = DIETS.find((x) => x.key === d.key)!.traits
    return traits.every((t) => ruled.traits.has(t)) && traits.some((t) => lost.has(t))
  })
  const covered = new Set(diet ? DIETS.find((x) => x.key === diet.key)!.traits : [])
  // Shellfish-free already says crustacean- and mollusc-free.
  const narrower = (t: Trait) => lost.has('shellfish') && (t === 'crustacean' || t === 'mollusc')
  const words = [
    ...(diet ? [{ ...diet, trait: undefined }] : []),
    ...[...lost].filter((t) => !covered.has(t) && !narrower(t)).map((t) => ({ ...TRAIT_WORDS[t].free, trait: t })),
  ]
    .filter((w) => w.ja && w.en)
    .slice(0, 2)
  // What the title already says (a version named "Egg-free ...", 卵なし親子丼風) is not said twice.
  const says = (lang: Lang, w: (typeof words)[number]) =>
    w.trait ? saysFree(title[lang], lang, w.trait) : title[lang].toLowerCase().includes(w[lang].toLowerCase())
  const fresh = (lang: Lang) => words.filter((w) => !says(lang, w))
  const [ja, en] = [fresh('ja'), fresh('en')]
  // The dish's name follows the words, as a common noun ("Gluten-free pad thai"); an adjective
  // (辛くない) needs no の before it.
  const titleEn = `${en.map((w) => w.en).join(', ')} ${title.en.charAt(0).toLowerCase()}${title.en.slice(1)}`
  const joinJa = ja.map((w) => w.ja).join('・')
  return {
    ja: ja.length ? `${joinJa}${joinJa.endsWith('い') ? '' : 'の'}${title.ja}` : title.ja,
    en: en.length ? titleEn.charAt(0).toUpperCase() + titleEn.slice(1) : title.en,
  }
}

/** Whether a title says in words it is free of a trait ("Soy-free …", 卵なし…; knowledge/cookbook.json `said_free`). */
export function saysFree(title: string, lang: Lang, trait: Trait): boolean {
  const { free, label } = TRAIT_WORDS[trait]
  const forms = [free[lang], ...RULES.title_diets.said_free[lang].map((f) => f.replace('{label}', label[lang]))]
  return forms.some((form) => title.toLowerCase().includes(form.toLowerCase()))
}

/**
 * The title without its gloss in brackets where the gloss names a food the recipe no longer holds
 * (宮保鶏丁（鶏肉とピーナッツの唐辛子炒め） made mild): the dish's name stands, the description says the rest.
 */
function unglossed(recipe: AuthoredRecipe, base: AuthoredRecipe): Text {
  const gone = base.ingredients.filter((i) => !recipe.ingredients.some((r) => r.food === i.food))
  const strip = (title: string, lang: Lang) => {
    const [, head, gloss] = title.match(/^(.+?)\s*[（(]([^（()）]+)[)）]$/) ?? []
    // A stand-in that still bears the name (kombu dashi for dashi: だし巻き) keeps the gloss true.
    const named = (i: AuthoredIngredient) => namePattern(food(i.food), lang)
    const held = (i: AuthoredIngredient) => recipe.ingredients.some((r) => named(i)?.test(food(r.food).name[lang]))
    return head && gone.some((i) => named(i)?.test(gloss!) && !held(i)) ? head : title
  }
  return { ja: strip(recipe.title.ja, 'ja'), en: strip(recipe.title.en, 'en') }
}

/**
 * The description without the sentences that still name, in words no substitution followed, a food
 * of the catalogue (or its class: soy, meat) the brief rules out and the recipe no longer holds
 * ("glazed in soy" of a teriyaki made with coconut aminos); a part the dish makes itself, a
 * composite (a dairy-free béchamel), stays. With none left, one written from the recipe (orDescribed).
 */
function unbroken(recipe: AuthoredRecipe, ruled: Ruled): Text {
  const held = new Set(recipe.ingredients.map((i) => i.food))
  const ruledOutIn = (sentence: string, lang: Lang) =>
    effectiveMentions(fillRefs(sentence, recipe.ingredients, lang)).some(
      (m) =>
        m.kind !== 'composite' &&
        !m.ids.some((id) => held.has(id)) &&
        (m.ids.some((id) => ruled.ids.has(id)) || m.traits.some((t) => ruled.traits.has(t) && !m.waived.includes(t))),
    )
  const out = { ...recipe.description }
  for (const lang of LANGS) {
    const sentences = recipe.description[lang].match(SENTENCE[lang]) ?? []
    out[lang] = sentences
      .filter((s) => !ruledOutIn(s, lang))
      .join('')
      .trim()
  }
  return orDescribed(out, recipe)
}

/** The hazard table's steps for this brief's audience (and the unsafe asks it found), as decisions. */
function safetyDecisions(recipe: AuthoredRecipe, brief: Brief): Decision[] {
  const draft = render({ recipe, decisions: [] })
  const safe = withSafetySteps(draft, brief)
  const added = safe.steps_en.length - draft.steps_en.length
  // Each language's steps count for themselves: an authored recipe may say a step in two lines in one of them.
  const at = (steps: string[]) => Math.max(0, steps.length - 1)
  return Array.from({ length: added }, (_, k) => {
    const note = { ja: safe.steps_ja[at(draft.steps_ja) + k]!, en: safe.steps_en[at(draft.steps_en) + k]! }
    const before = portionAt(recipe, note)
    return { kind: 'safety' as const, note, ...(before !== undefined && { before }) }
  })
}

// ---------------------------------------------------------------------------------------------

/** The authored recipe fitted to the brief, with every decision made on the way; see the file's comment. */
export function adapt(base: AuthoredRecipe, brief: Brief, options: AdaptOptions): Adaptation {
  const ruled = withApart(ruledOut(brief), base, brief)
  const decisions: Decision[] = []
  // The adapted recipe is one version: the variants were the choice, made here.
  const { variants: _, ...authored } = base
  let recipe: AuthoredRecipe = authored
  const chosen = chooseVariant(base, brief, ruled)
  if (chosen) {
    // A version the eater's diet, condition or named food chose is titled as itself (Keto lasagne, a bean chili), not
    // one the kitchen or the clock chose; nor a name the guard reads as what is ruled out ("tofu tartare" as a tartare
    // sauce), nor one saying it leaves out what was not asked ("Soy-free teriyaki" for a gluten-free ask).
    const unasked = (chosen.variant.free_of ?? []).filter((t) => !ruled.traits.has(t))
    const forEater = !chosen.variant.asks?.length && !chosen.forTime
    const ownName = (name: Text) =>
      forEater && !ruledIn(name, brief) && !unasked.some((t) => LANGS.some((l) => saysFree(name[l], l, t)))
    recipe = withVariant(authored, chosen.variant, ownName)
    decisions.push({ kind: 'variant', variant: chosen.variant.id, note: chosen.variant.note })
  }
  recipe = readyCut(inNamedVessel(recipe, brief), brief)
  const unheld = unheldAsk(recipe, brief)
  if (unheld) decisions.push({ kind: 'cannot', ref: '', note: unheld })

  // The nearest dish is weighed over the whole cookbook, so only when it is asked for.
  const declinedBy = (reason: Text, ref = ''): Adaptation => {
    decisions.push({ kind: 'cannot', ref, note: reason })
    const nearest = () => nearestDish(base, ruled, options.seed, RECIPES, brief.keyIngredientIds)
    return {
      recipe,
      base,
      decisions,
      declined: {
        reason,
        get nearest() {
          return nearest()
        },
      },
    }
  }
  const declined = (item: AuthoredIngredient | undefined, name: Text): Adaptation =>
    declinedBy(say('declined', { dish: base.title, name }), item?.ref)
  const declinedAsSlight = (gone: Text[]): Adaptation =>
    declinedBy(
      say('declined_slight', {
        dish: base.title,
        names: { ja: gone.map((n) => n.ja).join('、'), en: gone.map((n) => n.en).join(', ') },
      }),
    )
  // A dish that exists only with a trait (the dish table's `defining`: egg for tamagoyaki) is
  // declined by that trait, unless the author wrote a version free of it.
  const definingTrait = (dish(base.dish).defining ?? []).find(
    (t) => ruled.traits.has(t) && !(chosen?.variant.free_of ?? []).includes(t),
  )
  if (definingTrait)
    return declined(
      recipe.ingredients.find((i) => food(i.food).traits.includes(definingTrait)),
      TRAIT_WORDS[definingTrait].label,
    )

  // The main the theme names takes the authored main's place first: "chicken teriyaki, not chicken but salmon" is salmon, not the table's stand-in.
  const replaced: string[] = []
  for (const key of brief.keyIngredientIds) {
    const swap = namedMain(recipe, key, ruled, brief.keyIngredientIds)
    if (!swap) continue
    recipe = swap.recipe
    decisions.push(swap.decision)
    if (swap.decision.kind === 'substitute') replaced.push(swap.decision.from)
  }
  const had = onHand(recipe, brief)
  recipe = had.recipe
  if (had.note) decisions.push({ kind: 'condition', what: 'answer', note: had.note })

  // What the brief took out, for the title: what a diet variant leaves out, and what was substituted.
  const changed: Trait[] = (chosen?.variant.free_of ?? []).filter((t) => ruled.traits.has(t))
  // The lists as the chosen version has them: a variant may bring ingredients of its own.
  for (const item of [...recipe.ingredients]) {
    // Gone already: an ingredient only an earlier dropped step used.
    if (!recipe.ingredients.some((i) => i.ref === item.ref) || allowed(item.food, ruled)) continue
    const f = food(item.food)
    const because = ruled.ids.has(item.food) ? item.food : f.traits.find((t) => ruled.traits.has(t))!
    changed.push(...f.traits.filter((t) => ruled.traits.has(t)))
    const swap = item.optional ? null : replacementFor(item, recipe, ruled, brief.keyIngredientIds)
    // A food left out by a row's words (a starch thickener's sauce reduced instead) is reworded as a swap is.
    const fitted = swap?.to || swap?.row?.words ? rewordedFor(recipe, item, swap.row) : recipe
    const change = fitted ? swap : { to: null, ...leaveOut(f.name) }
    if (change?.to) recipe = substituted(fitted!, item, change)
    else if (!change && !item.optional && defines(item, recipe)) return declined(item, f.name)
    else recipe = withoutRef(fitted ?? recipe, item.ref, false)
    const said = change ?? leaveOut(f.name)
    decisions.push({
      kind: 'substitute',
      ref: item.ref,
      from: item.food,
      to: change?.to ?? null,
      because,
      changes: said.changes,
      reason: said.reason,
    })
  }

  recipe = withoutRuledPreps(specific(madeFree(recipe, ruled), ruled), brief, replaced)
  // A swap, a removal or a version chosen for the eater: the safe temperatures follow what is in each step.
  const swapped = decisions.flatMap((d) => (d.kind === 'substitute' ? [d.to ?? ''] : d.kind === 'variant' ? [''] : []))
  if (swapped.length) recipe = fittedDoneness(recipe, swapped)
  const lacked = pantryAnswer(recipe, brief, ruled, decisions)
  if (lacked) decisions.push({ kind: 'condition', what: 'answer', note: lacked })
  // Where the host already answers for the foods (a stand-in asked), that answer stands alone; a swap of another
  // food does not say what became of a protein named (salmon for a carbonara's bacon, left out).
  const answered = decisions.some((d) => d.kind === 'condition' && d.what === 'answer')
  const notHeld = !answered && mainUnheld(recipe, brief, ruled, decisions)
  if (notHeld) decisions.push({ kind: 'condition', what: 'answer', note: notHeld })
  const labels = labelChecks(
    recipe.ingredients.map((i) => i.food),
    brief,
  )
  decisions.push(...labels.map((note) => ({ kind: 'condition' as const, what: 'answer' as const, note })))

  // What the brief took out can leave too little to be the dish (a salad without its vegetables):
  // that is declined like a defining food, not published as a shadow of itself.
  const tooLittle =
    (recipe.ingredients.length < FEWEST_INGREDIENTS && base.ingredients.length >= FEWEST_INGREDIENTS) ||
    recipe.steps.length < FEWEST_STEPS
  if (tooLittle) {
    const gone = decisions.flatMap((d) => (d.kind === 'substitute' && d.to === null ? [food(d.from).name] : []))
    if (gone.length) return declinedAsSlight(gone)
  }
  // A cake or batter that lost every food raising it (the egg of a Yorkshire pudding) would not rise:
  // declined by what raised it, unless the author wrote a version that keeps one.
  if (raisingProblem(base, recipe.ingredients)) {
    const raiser = base.ingredients.find((i) => i.does === 'leavens' && !allowed(i.food, ruled))
    if (raiser) return declined(raiser, food(raiser.food).name)
  }

  // A raw line the cook has cooked already, itself or as its cooked form named so (a hot pot's chicken for a zosui's
  // thigh), is warmed at the end; one the recipe already takes cooked (day-old rice in fried rice) stays in the step built round it.
  // Each cooked food is one line, the dish's body (a soup's meat, not the carcass beside it for the stock, nor the yolk
  // glazing a pie): the rest stay raw and cooked as written. A cooked form stands in only for raw pieces as it is
  // pieces (chicken for a thigh): a mash, flakes or a boiled egg is no diced potato, fish fillet or beaten egg.
  const heated = (i: AuthoredIngredient) => recipe.steps.some((s) => s.heat !== 'none' && names(s, i.ref))
  const pieces = (id: string) => food(id).item?.form === 'piece'
  // The cooked form first: a line the theme has as raw chicken and as cooked chicken is named cooked chicken.
  const warmed = (brief.cooked ?? [])
    .toSorted((a, b) => +(food(b).raw === 'ready') - +(food(a).raw === 'ready'))
    .flatMap((id) => {
      const line = recipe.ingredients.find(
        (i) =>
          i.does === 'body' &&
          (id === i.food || (!!food(id).item?.leftover_of?.includes(i.food) && pieces(id) && pieces(i.food))) &&
          food(i.food).raw !== 'ready' &&
          heated(i),
      )
      return line ? [{ ...line, food: id }] : []
    })
    .filter((w, n, all) => all.findIndex((x) => x.ref === w.ref) === n)
  recipe = { ...recipe, ingredients: recipe.ingredients.map((i) => warmed.find((w) => w.ref === i.ref) ?? i) }
  // The step that cooked it from raw no longer says its safe temperature: the warming step does.
  if (warmed.length) recipe = fittedDoneness(warmedAtTheEnd(recipe, warmed), [])
  // A leftover the recipe takes cooked under another name (roast turkey for its cooked chicken), warmed to a safe
  // temperature where it goes in, is that food and named so.
  const asFood = (line: AuthoredIngredient, id: string) => ({
    ...recipe,
    ingredients: recipe.ingredients.map((i) => (i === line ? { ...i, food: id } : i)),
  })
  for (const id of brief.cooked ?? []) {
    // A broth left over (yesterday's hot-pot broth) is the recipe's stock.
    const stock = recipe.ingredients.find((i) => i.does === 'liquid' && food(i.food).item?.group === 'seasoning')
    if (food(id).item?.group === 'seasoning' && stock && !recipe.ingredients.some((i) => i.food === id)) {
      recipe = asFood(stock, id)
      const note = say('leftover_liquid', { name: food(id).name, was: food(stock.food).name })
      decisions.push({ kind: 'cooked_already', ref: stock.ref, note })
    }
    const item = recipe.ingredients.find((i) => i.food !== id && food(i.food).raw === 'ready' && leftoverOf(i.food, id))
    const heats = recipe.steps.some((s) => names(s, item?.ref ?? '') && (s.cue.temp_c ?? 0) >= 75)
    if (!item || !heats || warmed.includes(item)) continue
    recipe = asFood(item, id)
    warmed.push({ ...item, food: id })
  }
  for (const item of warmed)
    decisions.push({
      kind: 'cooked_already',
      ref: item.ref,
      note: say('cooked_already', { name: food(item.food).name }),
    })

  // Heat and a food to use up (src/ai/cookbook/emphasis.ts): raised before the recipe is scaled, or scaled to it.
  const emphasis = emphasised(recipe, base, brief)
  recipe = emphasis.recipe
  decisions.push(...emphasis.decisions)
  const asked = Math.min(100, Math.max(1, Math.round(emphasis.servings ?? brief.limits.servings ?? recipe.servings)))
  // A device's batches one after another can outrun the two days a recipe may take (a rice cooker's
  // eight-hour keep twelve times over): the most servings whose batches fit, said.
  let servings = asked
  let scaling = scaled(recipe, servings, brief.limits.asks)
  while (servings > recipe.servings && scaling.recipe.total_minutes > RULES.scaling.longest_minutes)
    scaling = scaled(recipe, --servings, brief.limits.asks)
  recipe = scaling.recipe
  if (scaling.decision) decisions.push(servings < asked ? withCap(scaling.decision, asked, servings) : scaling.decision)
  const kept = asHad(recipe, brief)
  recipe = kept.recipe
  decisions.push(...kept.decisions)
  // A salt cap cuts the salt by what it needs (conditioned, below), at least as much as this.
  // A low version its authors wrote is not cut again.
  for (const what of (brief.lower ?? []).filter((w) => w !== chosen?.less && (w !== 'salt' || !saltCapOf(brief)))) {
    const lower = lowered(recipe, what)
    recipe = lower.recipe
    if (lower.decision) decisions.push(lower.decision)
  }
  const condition = conditioned(recipe, brief)
  const goals = goalsKept(condition.recipe, brief, ruled)
  recipe = goals.recipe
  decisions.push(...condition.decisions, ...goals.decisions)
  recipe = { ...recipe, title: titled(recipe, changed, ruled, base) }
  recipe = { ...recipe, description: unbroken(recipe, ruled) }
  recipe = withoutGoneTraits(recipe, ruled)

  const limit = brief.limits.minutes
  if (limit !== undefined) {
    const minutes = recipe.total_minutes
    const held = minutes <= limit
    const note = held
      ? chosen?.forTime
        ? say('variant_time', { limit })
        : say('time_held', { minutes, limit })
      : say('time_over', { minutes, limit, over: minutes - limit })
    // Over the limit, the recipe's own note that saves time (ramekins, leftover chicken, a pressure cooker) is said with it.
    const shortcut = held ? undefined : answerIn(recipe, RULES.says.time_shortcut_words, brief)
    const said = shortcut ? say('time_shortcut', { note: shortcut }) : undefined
    const told = said ? { ja: `${note.ja}${said.ja}`, en: `${note.en} ${said.en}` } : note
    decisions.push({ kind: 'time', limit, minutes, held, note: told })
  }
  decisions.push(...safetyDecisions(recipe, brief))
  return { recipe, base, decisions }
}

/**
 * The main food the theme names where the recipe cooks another in its place (chicken fajitas from
 * the steak recipe, teriyaki salmon from the chicken one): the body line swapped by a row of
 * knowledge/substitutions.json with no restriction whose replacement is the named food's kind, as
 * if the theme had ruled the authored food out by name. Its weight is kept (a chicken thigh is
 * 250 g of salmon), the steps that check its centre take the new food's temperature and change their minutes by the
 * row's `minutes`; only where a heated step after it checks a centre temperature.
 */
/**
 * A protein the theme names with its dish (fish tacos, a paella with chorizo) that neither the recipe nor a row put in:
 * said aloud, with the main the dish is cooked with, so a beef taco is never passed off as the fish one asked for.
 */
function mainUnheld(recipe: AuthoredRecipe, brief: Brief, ruled: Ruled, decisions: Decision[]): Text | undefined {
  // A protein a swap already names (the salmon standing in for a kedgeree's smoked salmon) has its answer.
  const swapped = (k: string) =>
    decisions.some((d) => d.kind === 'substitute' && (kin(d.from, k) || (d.to !== null && kin(d.to, k))))
  const missing = brief.keyIngredientIds.filter(
    (k) =>
      food(k).item?.group === 'protein' &&
      allowed(k, ruled) &&
      !swapped(k) &&
      !recipe.ingredients.some((i) => kin(i.food, k) || asItself(i.food, k)),
  )
  // Only a title naming its own main (Beef tacos, Chicken paella) is a dish the named one would be another version of:
  // the first body protein of a kedgeree is its egg, not what it is cooked with.
  const words = (id: string) =>
    food(id)
      .name.en.split(/\W+/)
      .filter((w) => w.length >= 4)
  const main = recipe.ingredients.find(
    (i) =>
      i.does === 'body' &&
      food(i.food).item?.group === 'protein' &&
      words(i.food).some((w) => new RegExp(`\\b${w}\\b`, 'i').test(recipe.title.en)),
  )
  if (!brief.dishId || !missing.length || !main) return undefined
  const names = (lang: Lang) => missing.map((k) => food(k).name[lang]).join(lang === 'ja' ? '、' : ', ')
  const { ja, en } = dish(recipe.dish).name
  return say('main_unheld', {
    dish: { ja, en: en.charAt(0).toLowerCase() + en.slice(1) },
    food: { ja: names('ja'), en: names('en') },
    main: food(main.food).name,
  })
}

/**
 * The recipe as a cook with only the foods the theme lists makes it: what it lacks and does without left out (the
 * peas and green onion of a fried rice from rice and an egg), said with what it cannot do without.
 */
function onHand(recipe: AuthoredRecipe, brief: Brief): { recipe: AuthoredRecipe; note?: Text } {
  const lacked = notHad(recipe.ingredients, brief)
  if (!lacked.length) return { recipe }
  const names = (ids: string[]) => listed(ids.map((id) => food(id).name))
  const [needed, gone] = [lacked.filter((i) => defines(i, recipe)), lacked.filter((i) => !defines(i, recipe))]
  const out = gone.reduce((r, i) => withoutRef(r, i.ref, false), recipe)
  const only = (brief as OnHand).onlyFoods ?? []
  const said = [
    gone.length && filled(RULES.only_foods.left_out, { had: names(only), gone: names(gone.map((i) => i.food)) }),
    needed.length && filled(RULES.only_foods.needs, { needed: names(needed.map((i) => i.food)) }),
  ].filter((t): t is Text => !!t)
  return { recipe: out, note: { ja: said.map((t) => t.ja).join(''), en: said.map((t) => t.en).join(' ') } }
}

function namedMain(
  recipe: AuthoredRecipe,
  key: string,
  ruled: Ruled,
  keys: string[],
): { recipe: AuthoredRecipe; decision: Decision } | null {
  if (!allowed(key, ruled) || recipe.ingredients.some((i) => i.food === key)) return null
  // Another cut of the named food's kind (the thigh of a breast asked for) gives way only to a row written for that cut;
  // else a food the theme names too stays ("chicken raw in the middle, like a rare steak" keeps the chicken).
  const cut = recipe.ingredients.some((i) => kin(i.food, key))
  // A food the cook lacks and the recipe has none of, named with its pantry stand-in ("no soft noodles, is udon fine?"):
  // the stand-in takes the recipe's line of that food's kind (the spaghetti), by that row.
  const lacked = [...ruled.ids]
    .map(pantryRowOf)
    .find((r) => r?.to === key && !recipe.ingredients.some((i) => i.food === r.food))
  const kindOf = (id: string) => `${food(id).item?.group} ${food(id).item?.form}`
  const standsIn = (item: AuthoredIngredient) => !!lacked && kindOf(item.food) === kindOf(lacked.food!)
  const rowOf = (item: AuthoredIngredient) =>
    substitutionsFor(item.food, item.does, { traits: ruled.traits, ids: new Set([...ruled.ids, item.food]) }).find(
      (r) => (!r.restriction.length || r.to === key) && r.to && (cut ? r.to === key : kin(r.to, key)),
    ) ??
    (cut ? kinRow(item.food, key) : undefined) ??
    (standsIn(item) ? lacked : undefined)
  // A line with a row written for the named food (the potato of taro named, the vinegar of cider vinegar) gives way too.
  const mains = recipe.ingredients.filter((i) =>
    cut
      ? kin(i.food, key)
      : (i.does === 'body' && !keys.some((k) => kin(i.food, k))) || rowOf(i)?.food === i.food || standsIn(i),
  )
  for (const item of mains) {
    const first = recipe.steps.findIndex((s) => names(s, item.ref))
    // A whole-muscle cut is checked at its own temperature (a steak at 63 °C), other meat at its trait's.
    const was = [safeTemperature(food(item.food).traits), safeTemperatureOf(food(item.food))]
    const checks = (s: AuthoredStep) => s.heat !== 'none' && !!s.cue.temp_c && was.includes(s.cue.temp_c)
    const checked = first >= 0 && recipe.steps.slice(first).some(checks)
    const row = rowOf(item)
    // A food that must reach a safe temperature goes in only where a step checks the centre of the one it replaces.
    // The row's food of the named kind is the named one itself where it comes in the same form: breast named, not thigh.
    const named = row && food(key).item?.form === food(row.to!).item?.form ? key : row?.to
    const to = named && cutLike(named, item.food)
    // A food bought cooked and only warmed (kabayaki eel) gives way to a raw one cooked through in the step warming it.
    const warms =
      food(item.food).raw === 'ready'
        ? recipe.steps.findIndex((s, at) => at >= first && s.heat !== 'none' && names(s, item.ref))
        : -1
    if (!row || !to || (!checked && warms < 0 && safeTemperature(food(to).traits) !== null)) continue
    // A row counting in its own unit (a tortilla for a tortilla) keeps the count; else a counted line keeps its weight.
    const piece =
      RULES.units[item.amount.unit].counted && !row.unit ? pieceGrams(food(item.food), item.amount.unit) : null
    const amount =
      piece && typeof item.amount.qty === 'number' ? { qty: item.amount.qty * piece, unit: 'g' as const } : item.amount
    // The old food's preparation is the new one's where both are cut alike (stewing beef and pork shoulder in chunks).
    const { prep, ...bare } = { ...item, amount }
    const kept = prep && cutAlike(item.food, to) ? { ...bare, prep } : bare
    // The reason names the food as the theme did (pork), the change the cut put in (pork shoulder).
    const [changes, reason] = [
      swapWords(item.food, to, row.changes),
      swapWords(item.food, to, calledAs(row.reason, key)),
    ]
    const swapped = kinWorded(substituted(recipe, kept, { to, changes, reason, row }), row)
    // A step that checks the centre of the food it replaced now checks the new one's, never below another main's;
    // it and every heated step naming the food take the row's share of their minutes.
    const others = recipe.ingredients.filter((i) => i.does === 'body' && i.ref !== item.ref)
    const temp = Math.max(...[to, ...others.map((i) => i.food)].map((id) => safeTemperatureOf(food(id)) ?? 0))
    const steps = swapped.steps.map((s, at) => {
      if (at < first || !(checks(s) || (s.heat !== 'none' && names(s, item.ref)))) return s
      if (!checked && at === warms) return cookedThrough(s, temp)
      const minutes = Math.max(1, Math.round(s.minutes * (row.minutes ?? 1)))
      if (!checks(s)) return { ...s, minutes }
      const hot = new RegExp(`${s.cue.temp_c}(?=\\s*(?:℃|°C))`, 'g')
      const cue = { ...s.cue, temp_c: temp, ja: s.cue.ja.replace(hot, `${temp}`), en: s.cue.en.replace(hot, `${temp}`) }
      return { ...s, minutes, cue, ja: s.ja.replace(hot, `${temp}`), en: s.en.replace(hot, `${temp}`) }
    })
    const decision: Decision = { kind: 'substitute', ref: item.ref, from: item.food, to, because: key, changes, reason }
    // A title naming another main ("Beef tacos" with flour tortillas) is already headed by it.
    const main = (i: AuthoredIngredient) => food(i.food).item?.group === 'protein'
    const headed = others.some((i) => main(i) && LANGS.some((l) => namePattern(food(i.food), l)?.test(recipe.title[l])))
    const title = item.does === 'body' && !headed ? headedBy(swapped.title, recipe.title, to) : swapped.title
    return { recipe: { ...swapped, title, steps, total_minutes: sum(steps) }, decision }
  }
  return null
}

/**
 * The swap a theme asks about a food the cook lacks (ruled out by name: 「豆板醤なくて甜麺醤だけ」, "can I sub something
 * for loroco"), answered from its pantry row: the stand-in put in its place, else the row's own, with what it changes;
 * first, where the recipe already uses the stand-in or has none of the food, that (`pantry_words`). Said by the host.
 */
function pantryAnswer(recipe: AuthoredRecipe, brief: Brief, ruled: Ruled, decisions: Decision[]): Text | undefined {
  const swaps = decisions.flatMap((d) => (d.kind === 'substitute' && d.to ? [d] : []))
  const has = (id: string | null) => recipe.ingredients.some((i) => i.food === id)
  const { already, absent } = SUBSTITUTIONS.pantry_words
  // Only a food the theme names itself: not one made of it (the fish sauce of "no anchovies") nor one of a class.
  const named = (e: Brief['exclusions'][number]) => (id: string) =>
    LANGS.some((lang) => namePattern(food(id), lang)?.test(e.name) ?? false) &&
    !food(id).traits.some((t) => ruled.traits.has(t))
  const said = brief.exclusions
    .flatMap((e) => (e.kind === 'ingredient' ? e.ingredients.filter(named(e)) : []))
    .flatMap((id) => {
      const row = pantryRowOf(id)
      const made = swaps.find((d) => d.from === id)
      if (!row || made || (row.to && !allowed(row.to, ruled))) return row && made ? [made.reason, made.changes] : []
      // Put in for another line (udon for the spaghetti), the stand-in is said in the words of the food lacked.
      const first = has(row.to) ? !swaps.some((d) => d.to === row.to) && already : !has(id) && absent
      return [first, row.reason, row.changes].flatMap((t) => (t ? [swapWords(id, row.to, t)] : []))
    })
  const joined = (lang: Lang) =>
    said.map((t) => t[lang].trim().replace(/^./, (c) => c.toUpperCase())).join(lang === 'ja' ? '' : ' ')
  return said.length ? { ja: joined('ja'), en: joined('en') } : undefined
}

/**
 * A preparation note naming a food the brief rules out ("or a piece of beef suet" beside the oil),
 * or a food the theme's own named one replaced (pork sukiyaki), is an aside, not the ingredient:
 * it goes, so the line says only what is cooked, and the guard reads nothing the dish does not hold.
 */
function withoutRuledPreps(recipe: AuthoredRecipe, brief: Brief, replaced: string[]): AuthoredRecipe {
  const namesReplaced = (prep: Text) =>
    replaced.some((id) => LANGS.some((lang) => namePattern(food(id), lang)?.test(prep[lang]) ?? false))
  const ingredients = recipe.ingredients.map((item) => {
    if (!item.prep || !(ruledIn(item.prep, brief) || namesReplaced(item.prep))) return item
    const { prep: _, ...rest } = item
    return rest
  })
  return { ...recipe, ingredients }
}

/** Whether a text (a preparation aside, a note) names a food the brief rules out, as the guard reads it. */
const ruledIn = (text: Text, brief: Brief) =>
  checkRecipe(
    { title_ja: '', title_en: '', ingredients_ja: [text.ja], ingredients_en: [text.en], steps_ja: [], steps_en: [] },
    brief,
  ).length > 0

const leaveOut = (name: Text) => {
  const words = SUBSTITUTIONS.fallback.leave_out
  return {
    changes: { ja: fill(words.changes, { from: name.ja }).ja, en: fill(words.changes, { from: name.en }).en },
    reason: { ja: fill(words.reason, { from: name.ja }).ja, en: fill(words.reason, { from: name.en }).en },
  }
}
