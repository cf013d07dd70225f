/**
 * Versions the adapter writes by rule where a recipe has no authored one for the theme's ask
 * (knowledge/cookbook.json `by_rule`): a deep-fried dish asked without deep-frying is shallow-fried
 * in a frying pan, its oil cut, its doneness cues kept. Each is an AuthoredVariant, chosen as an
 * authored one would be and weighed by the chooser alike (`limitsFit`).
 */
import { equipmentBreaks } from '../food/asks'
import type { Lang, Text } from '../food/types'
import { refsIn } from './load'
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

/**
 * The shallow-fried version of a recipe that deep-fries, for an ask of `shallow_fry.asks`: each step whose words break
 * the ask fries its own lines, or those the last coating step coated, in oil 5 mm deep; the frying oil cut to `oil`.
 */
function shallowFried(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant | null {
  const ask = SHALLOW.asks.find((a) => asks.includes(a))
  const fat = recipe.ingredients.find(
    (i) => i.does === 'fries' && i.amount.unit === 'ml' && (i.amount.qty as number) > SHALLOW.oil.qty,
  )
  if (!ask || !fat) return null
  const deep = (s: AuthoredStep) => s.heat !== 'none' && equipmentBreaks({ ja: [s.ja], en: [s.en] }, [ask]).length > 0
  if (!recipe.steps.some(deep)) return null
  const does = (ref: string) => recipe.ingredients.find((i) => i.ref === ref)?.does
  const fried = (step: AuthoredStep) => stepRefs(step).filter((r) => r !== fat.ref && does(r) === 'body')
  let first = true
  const steps = recipe.steps.map((s, at) => {
    if (!deep(s)) return s
    // What it fries: its own lines, else what was last coated, else the last lines made ready for it.
    const before = recipe.steps.slice(0, at)
    const coated = before.findLast((b) => stepRefs(b).some((r) => does(r) === 'coats') && fried(b).length)
    const body = [s, coated, before.findLast((b) => fried(b).length)]
      .map((b) => (b ? fried(b) : []))
      .find((r) => r.length)
    if (!body) return s
    const template = first ? SHALLOW.first : SHALLOW.again
    first = false
    const text = Object.fromEntries(
      LANGS.map((l) => [l, template[l].replace('{fat}', `{${fat.ref}}`).replace('{body}', listed(body, l))]),
    ) as Text
    return {
      ...s,
      ...text,
      heat: 'medium' as const,
      vessel: 'frying_pan' as const,
      minutes: Math.round(s.minutes * SHALLOW.minutes),
    }
  })
  const oil: AuthoredIngredient = { ...fat, amount: { ...SHALLOW.oil }, prep: SHALLOW.prep }
  return {
    id: 'shallow_fry',
    asks: [ask],
    ingredients: recipe.ingredients.map((i) => (i.ref === fat.ref ? oil : i)),
    steps,
    note: SHALLOW.note,
  }
}

const stepRefs = (s: AuthoredStep) => [...new Set([...refsIn(s.ja), ...refsIn(s.en)])]

/** The versions the rules write for the theme's asks where the recipe's authors wrote none for them. */
export function ruledVariants(recipe: AuthoredRecipe, asks: string[]): AuthoredVariant[] {
  if (!asks.length || recipe.variants?.some((v) => v.asks?.some((a) => asks.includes(a)))) return []
  return [shallowFried(recipe, asks)].filter((v): v is AuthoredVariant => !!v)
}
