/**
 * Versions the adapter writes by rule where a recipe has no authored one for the theme's ask
 * (knowledge/cookbook.json `by_rule`): a deep-fried dish asked without deep-frying is shallow-fried
 * in a frying pan, its oil cut, its doneness cues kept, or baked in the toaster oven or air fryer the
 * theme names, the oil brushed on; a raw-rice dish asked of a rice cooker alone is cooked in it; an oven dish asked of an
 * air fryer alone is baked in it as in a small convection oven. Each is an AuthoredVariant, chosen as an
 * authored one would be and weighed by the chooser alike (`limitsFit`).
 */
import { equipmentBreaks } from '../food/asks'
import { fillSlots, type Lang, type Text } from '../food/types'
import { safeTemperatureOf } from './check-rules'
import { food } from './foods'
import { refsIn } from './load'
import { fillRefs } from './render'
import { RULES } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, AuthoredVariant } from './types'

const SHALLOW = RULES.by_rule.shallow_fry
const LANGS: Lang[] = ['ja', 'en']

/** Refs said as one list in a step: 「{a}、{b}」, "{a}, {b} and {c}". */
const listed = (refs: string[], lang: Lang) =>
  lang === 'ja'
    ? refs.map((r) => `{${r}}`).join('、')
    : refs
        .map((r) => `{${r}}`)
        .join(', ')
        .replace(/, (?=[^,]*$)/, ' and ')

type Fry = {
  id: string
  ask: string
  first: Text
  again: Text
  pan: Pick<AuthoredStep, 'heat' | 'vessel'>
  oil: AuthoredIngredient['amount']
  prep: Text
  minutes: number
  note: Text
  /** The step's own words made this way of cooking, where the data can (the chips' second fry kept the chips'). */
  own?: (s: AuthoredStep, first: boolean) => AuthoredStep | null
  /** `again` only for a food this way cooked before (a bake's more colour), not for any step after the first. */
  againPerFood?: boolean
  /** Words of the description that said it was fried (double-fried become baked). */
  described: { ja: [string, string][]; en: [string, string][] }
}

/**
 * The version of a recipe that deep-fries cooked another way (`how`): each step whose words deep-fry fries (or bakes)
 * its own lines, or those the last coating step coated, by the way's templates; the frying oil cut to its `oil`.
 */
function unfried(recipe: AuthoredRecipe, how: Fry): AuthoredVariant | null {
  const fat = recipe.ingredients.find(
    (i) => i.does === 'fries' && i.amount.unit === 'ml' && (i.amount.qty as number) > SHALLOW.oil.qty,
  )
  if (!fat) return null
  const said = (s: AuthoredStep, l: Lang) => [fillRefs(s[l], recipe.ingredients, l)]
  const deep = (s: AuthoredStep) =>
    s.heat !== 'none' && equipmentBreaks({ ja: said(s, 'ja'), en: said(s, 'en') }, SHALLOW.asks).length > 0
  if (!recipe.steps.some(deep)) return null
  const does = (ref: string) => recipe.ingredients.find((i) => i.ref === ref)?.does
  const fried = (step: AuthoredStep) => stepRefs(step).filter((r) => r !== fat.ref && does(r) === 'body')
  let first = true
  const done = new Set<string>()
  const steps = recipe.steps.map((s, at) => {
    if (!deep(s)) return s
    const pan = { ...how.pan, minutes: Math.round(s.minutes * how.minutes) }
    const own = how.own?.(s, first)
    if (own && !deep(own)) {
      first = false
      return { ...own, ...pan }
    }
    // What it fries: its own lines, else what was last coated, else the meat or fish last made ready for it.
    const before = recipe.steps.slice(0, at)
    const coated = before.findLast((b) => stepRefs(b).some((r) => does(r) === 'coats') && fried(b).length)
    const protein = (r: string) => food(recipe.ingredients.find((i) => i.ref === r)!.food).item?.group === 'protein'
    const readied = before.findLast((b) => fried(b).some(protein))
    const body = [fried(s), coated && fried(coated), readied && fried(readied).filter(protein)].find((r) => r?.length)
    if (!body) return s
    const again = how.againPerFood ? body.every((r) => done.has(r)) : !first
    const template = again ? how.again : how.first
    first = false
    for (const r of body) done.add(r)
    const text = Object.fromEntries(
      LANGS.map((l) => [l, template[l].replace('{fat}', `{${fat.ref}}`).replace('{body}', listed(body, l))]),
    ) as Text
    return { ...s, ...text, ...pan }
  })
  // A step it cannot say what it fries in stays deep-fried: then no version is written by rule.
  if (steps.some(deep)) return null
  const oil: AuthoredIngredient = { ...fat, amount: { ...how.oil }, prep: how.prep }
  const description = Object.fromEntries(
    LANGS.map((l) => [
      l,
      how.described[l].reduce((t, [f, p]) => t.replace(new RegExp(f, 'g'), p), recipe.description[l]),
    ]),
  ) as Text
  return {
    id: how.id,
    asks: [how.ask],
    ingredients: recipe.ingredients.map((i) => (i.ref === fat.ref ? oil : i)),
    steps,
    ...(LANGS.some((l) => description[l] !== recipe.description[l]) && { description }),
    note: how.note,
  }
}

/** Shallow-fried in a frying pan in oil 5 mm deep, for an ask of `shallow_fry.asks` (not deep-fried). */
function shallowFried(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant | null {
  const ask = SHALLOW.asks.find((a) => asks.includes(a))
  // The step's own words shallow-fried where they can be; the first says how deep the oil is.
  const own = (s: AuthoredStep, first: boolean) => {
    const step = { ...s, ja: shallowWords(s.ja, 'ja'), en: shallowWords(s.en, 'en') }
    return !first || LANGS.every((l) => step[l].includes(SHALLOW.depth[l])) ? step : null
  }
  const pan = { heat: 'medium', vessel: 'frying_pan' } as const
  return ask ? unfried(recipe, { ...SHALLOW, id: 'shallow_fry', ask, pan, own }) : null
}

const BAKE = RULES.by_rule.bake

/** Baked in the device the theme names (a toaster oven, an air fryer), the oil brushed on: `bake` of `by_rule`. */
function bakedIn(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant | null {
  const device = BAKE.devices.find((d) => asks.includes(d.ask))
  if (!device) return null
  const { ask, first, again } = device
  // The schema holds heat and vessel to their lists.
  const pan = { heat: device.heat as AuthoredStep['heat'], vessel: device.vessel as AuthoredStep['vessel'] }
  return unfried(recipe, { ...BAKE, id: 'baked', ask, first, again, pan, againPerFood: true })
}

const CONVECTION = RULES.by_rule.convection

/**
 * An oven dish made in the device the theme names that bakes as a small convection oven (an air fryer): each step the
 * oven words break said the device's way, its temperatures lower and its minutes shorter, the basket never crowded;
 * none where a step still breaks the ask (`convection` of `by_rule`).
 */
function convected(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant | null {
  const device = CONVECTION.devices.find((d) => asks.includes(d.ask))
  if (!device) return null
  const breaks = (s: AuthoredStep) =>
    equipmentBreaks(
      { ja: [fillRefs(s.ja, recipe.ingredients, 'ja')], en: [fillRefs(s.en, recipe.ingredients, 'en')] },
      [device.ask],
    ).length > 0
  const cooler = (text: string) =>
    text.replace(/(\d+)(?=\s*(?:℃|°C))/g, (t) => `${Number(t) >= 100 ? Number(t) - device.temp_drop : t}`)
  const worded = (text: string, lang: Lang) =>
    cooler(device.words[lang].reduce((t, [find, put]) => t.replace(new RegExp(find, 'g'), put), text))
  let first = true
  const steps = recipe.steps.map((s): AuthoredStep => {
    // Any step the oven's words break, a preparation that heats the oven too, not only the oven's own steps.
    if (!breaks(s)) return s
    const said = { ja: worded(s.ja, 'ja'), en: worded(s.en, 'en') }
    const more = first && s.heat !== 'none'
    if (more) first = false
    const minutes = s.heat === 'oven' ? Math.max(1, Math.round(s.minutes * device.minutes)) : s.minutes
    return {
      ...s,
      ja: more ? `${said.ja}${device.batches.ja}` : said.ja,
      en: more ? `${said.en} ${device.batches.en}` : said.en,
      minutes,
    }
  })
  if (steps.every((s, at) => s === recipe.steps[at]) || steps.some(breaks)) return null
  return { id: 'convection', asks: [device.ask], steps, note: device.note }
}

const shallowWords = (text: string, lang: Lang) =>
  SHALLOW.words[lang].reduce((t, [find, put]) => t.replace(new RegExp(find, 'g'), put), text)

const stepRefs = (s: AuthoredStep) => [...new Set([...refsIn(s.ja), ...refsIn(s.en)])]

const COOKER = RULES.by_rule.rice_cooker
const SEASONING = new Set(['seasoning', 'spice', 'sweetener', 'herb'])

/** A template's slots filled with the lines as {ref}s, in both languages. */
const filled = (template: Text, slots: Record<string, string[]>): Text =>
  Object.fromEntries(LANGS.map((l) => [l, fillSlots(template[l], (k) => listed(slots[k] ?? [], l))])) as Text

/**
 * The rice-cooker version of a dish that cooks raw rice on the hob (paella, pilaf, ikameshi), for an ask of
 * `rice_cooker.asks`: its cold steps kept, its heated ones become one filling of the cooker bowl (the rice, the
 * seasonings, the liquid cut to the rice line), everything else on top, one ordinary cycle and a rest on keep-warm;
 * a main the cold steps fill with the rice (a squid) is laid in the seasoned liquid instead.
 */
function riceCooked(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant | null {
  const ask = COOKER.asks.find((a) => asks.includes(a))
  const item = (ref: string) => recipe.ingredients.find((i) => i.ref === ref)!
  const rice = recipe.ingredients.find(
    (i) => i.does === 'body' && food(i.food).item?.staple === 'rice' && food(i.food).raw === 'cook',
  )
  const liquid = recipe.ingredients.find((i) => i.does === 'liquid')
  const heated = recipe.steps.filter((s) => s.heat !== 'none')
  if (!ask || !rice || !liquid || !heated.length) return null
  const first = recipe.steps.indexOf(heated[0]!)
  const last = recipe.steps.indexOf(heated.at(-1)!)
  const before = recipe.steps.slice(0, first)
  const after = recipe.steps.slice(last + 1)
  // A cold step between two heated ones (a dough rolled between the porridge and the oven) has no place in one filling.
  if (recipe.steps.slice(first, last + 1).some((s) => s.heat === 'none')) return null
  const inHeat = [...new Set(heated.flatMap(stepRefs))].filter((r) => r !== rice.ref && r !== liquid.ref)
  const seasoning = inHeat.filter((r) => SEASONING.has(food(item(r).food).item?.group ?? 'seasoning'))
  const mains = recipe.ingredients
    .filter((i) => i.does === 'body' && food(i.food).item?.group === 'protein')
    .map((i) => i.ref)
  // A main the cold steps fill with the rice cooks whole in the liquid (the squid of ikameshi); else the rice must
  // cook in the liquid (a pot of rice beside a curry is no rice dish).
  const stuffed = before.some((s) => stepRefs(s).includes(rice.ref) && mains.some((m) => stepRefs(s).includes(m)))
  if (!stuffed && !heated.some((s) => [rice.ref, liquid.ref].every((r) => stepRefs(s).includes(r)))) return null
  const rest = [...new Set([...inHeat, ...(stuffed ? mains : [])])].filter(
    (r) => !seasoning.includes(r) && !item(r).optional,
  )
  const temp = Math.max(0, ...mains.map((m) => safeTemperatureOf(food(item(m).food)) ?? 0))
  const main = mains.find((m) => safeTemperatureOf(food(item(m).food)) === temp)
  const check = (l: Lang) =>
    main ? COOKER.temp_cue[l].replace('{main}', `{${main}}`).replace('{temp}', `${temp}`) : ''
  const cue = {
    ja: `${COOKER.cooked_cue.ja}${check('ja')}`,
    en: `${COOKER.cooked_cue.en}${check('en')}`,
    ...(main && { temp_c: temp }),
  }
  const cooker = { heat: 'rice_cooker' as const, vessel: 'rice_cooker' as const }
  const slots = { rice: [rice.ref], liquid: [liquid.ref], seasoning, rest }
  const cooking: AuthoredStep[] = stuffed
    ? [{ ...filled(COOKER.stuffed, slots), ...cooker, minutes: COOKER.cook_minutes, cue }]
    : [
        { ...filled(COOKER.fill, slots), heat: 'none', vessel: 'rice_cooker', minutes: 5, cue: COOKER.fill_cue },
        { ...filled(COOKER.top, slots), ...cooker, minutes: COOKER.cook_minutes, cue },
        // The recipe's own cold ending (rested under a cloth, served with lemon) rests it where it has one.
        ...(after.length
          ? []
          : [
              {
                ...COOKER.rest,
                heat: 'none',
                vessel: 'rice_cooker',
                minutes: COOKER.rest_minutes,
                cue: COOKER.rest_cue,
              } as AuthoredStep,
            ]),
      ]
  // To the rice line: the liquid a cooker takes for the rice's grams, not what a wide pan boils away.
  const grams = rice.amount.unit === 'g' && liquid.amount.unit === 'ml' && !stuffed ? (rice.amount.qty as number) : 0
  const ingredients = recipe.ingredients.map((i) =>
    i.ref === liquid.ref && grams
      ? {
          ...i,
          amount: { qty: Math.round(grams * COOKER.liquid_per_g), unit: 'ml' as const },
          prep: COOKER.liquid_prep,
        }
      : i,
  )
  return {
    id: 'rice_cooker',
    asks: [ask],
    ingredients,
    steps: [...before, ...cooking, ...after],
    note: stuffed ? COOKER.stuffed_note : COOKER.note,
  }
}

/** The versions the rules write for the theme's asks where the recipe's authors wrote none for them. */
export function ruledVariants(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant[] {
  if (!asks.length || recipe.variants?.some((v) => v.asks?.some((a) => asks.includes(a)))) return []
  return [bakedIn(recipe, asks), shallowFried(recipe, asks), riceCooked(recipe, asks), convected(recipe, asks)].filter(
    (v): v is AuthoredVariant => !!v,
  )
}
