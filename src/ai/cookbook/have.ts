/**
 * What the theme says the cook has (`brief.onHand`, `brief.uses`, `brief.watts`, read by src/ai/food/on-hand.ts): the
 * chooser weighs a recipe by the share of the foods on hand it cooks as themselves (the first said most), against a food
 * it needs far more of than the amount said, and for a version that heats in the appliance the cook wants used; the
 * adapter cooks a counted or weighed line at the amount said where it is near the recipe's (3 apples, not 4) and the
 * microwave's minutes at the wattage said (600/W of the recipe's 600 W times), each said aloud. Data: knowledge/cookbook.json
 * `only_foods.had`, `held`, `watts`.
 */
import { askById } from '../food/asks'
import { type BilingualPattern, compileBilingual } from '../food/bilingual-schema'
import type { Brief } from '../food/types'
import { food, kin } from './foods'
import { gramsOf, ingredientLine, pieceGrams, usualGrams } from './render'
import { filled, RULES } from './rules'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, Decision } from './types'

type Had = NonNullable<Brief['onHand']>[number]
const { had: POINTS, held: HELD, watts: WATTS } = RULES.only_foods
/** The line that cooks a food on hand as itself, past a garnish. */
const lineOf = (lines: AuthoredIngredient[], id: string) =>
  lines.find((i) => i.does !== 'garnish' && (kin(i.food, id) || kin(id, i.food)))
/** The grams the cook says it has of a food, where it said an amount and a whole one's weight is known. */
const gramsHad = (h: Had) =>
  !h.qty ? 0 : h.unit === 'g' ? h.qty : h.qty * (pieceGrams(food(h.food)) ?? usualGrams(food(h.food)) ?? 0)
/** The heats an appliance ask cooks with (an air fryer's oven, a rice cooker's own), not the cold work beside it. */
const heatsOf = (ask: string) =>
  (askById(ask)?.allows ?? []).filter((h) => !['cold', 'stove', 'stove_extra'].includes(h))

const COOKED = RULES.only_foods.cooked
const [LEFT, FRESH] = [compileBilingual(COOKED.left, 'left'), compileBilingual(COOKED.fresh, 'fresh')]
/**
 * A version's points for the foods the cook has cooked: a line taking one cold or left over (the food it has said first:
 * not leftover rice beside three eggs to use up), less one wanting it fresh.
 */
const leftScore = (lines: AuthoredIngredient[], cooked: string[], had: Had[]) =>
  cooked.reduce((n, c) => {
    const prep = lineOf(lines, c)?.prep
    const says = (p: BilingualPattern) => !!prep && (p.en.test(prep.en) || p.ja.test(prep.ja))
    const first = !had.length || had[0]!.food === c
    return n + (says(LEFT) && first ? COOKED.points.left : 0) - (says(FRESH) ? COOKED.points.fresh : 0)
  }, 0)

/**
 * The chooser's points for what the cook has: the foods on hand the recipe uses, those it needs more of, the appliance,
 * and the foods it has cooked taken as leftovers.
 */
export function haveScore(recipe: AuthoredRecipe, brief: Pick<Brief, 'onHand' | 'uses' | 'limits' | 'cooked'>): number {
  const had = brief.onHand ?? []
  const versions = [recipe, ...(recipe.variants ?? [])]
  const weight = (i: number) => had.length - i
  const usedBy = (lines: AuthoredIngredient[]) =>
    had.reduce((n, h, i) => n + (lineOf(lines, h.food) ? weight(i) : 0), 0)
  const used = had.length ? Math.max(...versions.map((v) => usedBy(v.ingredients ?? recipe.ingredients))) : 0
  const scale = (brief.limits.servings ?? recipe.servings) / recipe.servings
  const short = had.reduce((n, h) => {
    const [line, has] = [lineOf(recipe.ingredients, h.food), gramsHad(h)]
    return n + (line && has ? Math.max(0, 1 - (2 * has) / (gramsOf(line) * scale || has)) : 0)
  }, 0)
  const heats: string[] = (brief.uses ?? []).flatMap(heatsOf)
  const heated = (v: { steps?: AuthoredStep[]; asks?: string[] }) =>
    v.asks?.some((a) => brief.uses!.includes(a)) ||
    v.steps?.some((s) => heats.includes(s.heat) || heats.includes(s.vessel))
  const device = heats.length && versions.some(heated) ? POINTS.device : 0
  const left = brief.cooked?.length
    ? Math.max(...versions.map((v) => leftScore(v.ingredients ?? recipe.ingredients, brief.cooked!, had)))
    : 0
  return (POINTS.used * used) / Math.max(1, (had.length * (had.length + 1)) / 2) - POINTS.short * short + device + left
}

/** The roles a line cooked at the amount the cook has may play: what the dish is made of, not its seasoning. */
const HELD_ROLES = ['body', 'binds', 'sets', 'enriches', 'coats', 'whipped']

/**
 * The recipe as the cook has it, after scaling: each counted or weighed line of a food on hand at the amount said where
 * it is within half again of the recipe's (3 apples for 4, 250 g of mince for 300 g), and every microwave time at the
 * wattage said; each said.
 */
export function asHad(recipe: AuthoredRecipe, brief: Brief): { recipe: AuthoredRecipe; decisions: Decision[] } {
  const decisions: Decision[] = []
  const said = (note: { ja: string; en: string }) => decisions.push({ kind: 'condition', what: 'occasion', note })
  const bare = (i: AuthoredIngredient) => ({
    ja: ingredientLine({ ...i, prep: undefined }, 'ja'),
    en: ingredientLine({ ...i, prep: undefined }, 'en'),
  })
  for (const h of brief.onHand ?? []) {
    const line = lineOf(recipe.ingredients, h.food)
    const qty = line?.amount.qty
    if (!line || !h.qty || typeof qty !== 'number' || !HELD_ROLES.includes(line.does)) continue
    const counted = h.unit === 'whole' && line.amount.unit === 'piece'
    const has = counted ? h.qty : line.amount.unit === 'g' ? Math.round(gramsHad(h) / 10) * 10 : 0
    if (!has || has === qty || has < qty / 1.5 || has > qty * 1.5) continue
    const held = { ...line, amount: { ...line.amount, qty: has } }
    recipe = { ...recipe, ingredients: recipe.ingredients.map((i) => (i === line ? held : i)) }
    said(filled(HELD, { amount: bare(held), was: bare(line) }))
  }
  // A cooked food heated again is said once to be reheated this once only, to 75 °C at the centre.
  const heated = (brief.cooked ?? []).flatMap((c) => {
    const line = lineOf(recipe.ingredients, c)
    return line && recipe.steps.some((s) => s.heat !== 'none' && s.en.includes(`{${line.ref}}`)) ? [line] : []
  })
  if (heated.length) {
    const names = (lang: 'ja' | 'en') => heated.map((i) => food(i.food).name[lang]).join(lang === 'ja' ? 'と' : ' and ')
    said(
      filled(COOKED.reheat, {
        items: { ja: names('ja'), en: names('en') },
        it: heated.length > 1 ? 'they were' : 'it was',
      }),
    )
  }
  const factor = brief.watts ? Math.round((600 / brief.watts) * 10) / 10 : 1
  const at600 = (s: AuthoredStep) => /600 ?W/.test(s.en) && (s.heat === 'microwave' || s.vessel === 'microwave')
  if (factor === 1 || !recipe.steps.some(at600)) return { recipe, decisions }
  const steps = recipe.steps.map((s) =>
    at600(s)
      ? {
          ...s,
          ja: atWatts(s.ja, brief.watts!, factor),
          en: atWatts(s.en, brief.watts!, factor),
          minutes: Math.ceil(s.minutes * factor),
        }
      : s,
  )
  recipe = { ...recipe, steps, total_minutes: steps.reduce((n, s) => n + s.minutes, 0) }
  said(filled(WATTS, { watts: String(brief.watts), factor: String(factor) }))
  return { recipe, decisions }
}

/** A time of a step (a range, 「1分半」, "1 minute 30 seconds"), its numbers and units in groups. */
const TIME =
  /(\d+(?:\.\d+)?)(?:(\s*(?:〜|~|～|–|-| to )\s*)(\d+(?:\.\d+)?))? ?(分半|分|秒|minutes?|seconds?)(?: ?(\d+) ?(?:秒|seconds?))?/g
/** Words of a time the food stands off the heat (「2分おく」, "leave for 2 minutes"): not the microwave's, not scaled. */
const [STANDS_AFTER, STANDS_BEFORE] = [/^\s*(?:おく|置|冷ま|休ま|蒸ら)/, /\b(?:leave|rest|stand|cool)\b[\w ]{0,18}$/i]

/** A step's words at another wattage: "600 W" said as the cook's, and each microwave time after it scaled. */
function atWatts(text: string, watts: number, factor: number): string {
  const at = text.search(/600 ?W/)
  const ja = /[分秒]/.test(text)
  const said = (seconds: number) => {
    const [m, s] = [Math.floor(seconds / 60), seconds % 60]
    if (ja) return `${m ? `${m}分` : ''}${s ? `${s}秒` : ''}`
    return [m && `${m} minute${m > 1 ? 's' : ''}`, s && `${s} seconds`].filter(Boolean).join(' ')
  }
  const scaled = (n: number) => Math.round((n * factor) / 10) * 10
  const rest = text.slice(at).replace(/600( ?)W/, `${watts}$1W`)
  return (
    text.slice(0, at) +
    rest.replace(
      TIME,
      (t, a: string, sep: string | undefined, b: string | undefined, unit: string, more = '0', i: number) => {
        if (STANDS_AFTER.test(rest.slice(i + t.length)) || STANDS_BEFORE.test(rest.slice(0, i))) return t
        const per = /^(?:分|m)/.test(unit) ? 60 : 1
        const [half, extra] = [unit === '分半' ? 30 : 0, Number(more)]
        const hi = b && scaled(Number(b) * per + half + extra)
        return hi ? `${said(scaled(Number(a) * per))}${sep}${said(hi)}` : said(scaled(Number(a) * per + half + extra))
      },
    )
  )
}
