/**
 * The one vessel a theme names for its kitchen ("one pot", 「鍋ひとつ」) is the one the steps cook in: a pasta
 * written for one frying pan is cooked in the camper's one pot (knowledge/cookbook.json `one_vessel.named`).
 */
import type { Brief, Lang } from '../food/types'
import { RULES } from './rules'
import type { AuthoredRecipe, AuthoredStep, AuthoredVariant, Vessel } from './types'

const ONE = RULES.heat_needs.one_vessel
const LANGS: Lang[] = ['ja', 'en']

/** The named vessel of the theme's words: the longest match, so 中華鍋 is a wok and not a pot. */
function named(brief: Pick<Brief, 'lang' | 'limits'>) {
  const said = brief.limits.equipment
  if (!said || !ONE.asks.some((a) => brief.limits.asks?.includes(a))) return undefined
  const length = (v: (typeof ONE.named)[number]) => said.match(new RegExp(v.theme[brief.lang], 'i'))?.[0].length ?? 0
  return ONE.named.filter((v) => length(v) > 0).sort((a, b) => length(b) - length(a))[0]
}

/** The one vessel steps heat in, if they use one only. */
function oneVessel(steps: AuthoredStep[]): Vessel | undefined {
  const tags = new Set(steps.filter((s) => s.heat !== 'none' && ONE.vessels.includes(s.vessel)).map((s) => s.vessel))
  return tags.size === 1 ? [...tags][0] : undefined
}

/**
 * Whether a version written for one vessel moves the dish out of the recipe's own vessel into one the theme
 * does not name: the one-pot pasta is for the camper's one pot, not for "one frying pan".
 */
export function movesVessel(recipe: AuthoredRecipe, version: AuthoredVariant, brief: Pick<Brief, 'lang' | 'limits'>) {
  if (!version.steps || !version.asks?.some((a) => ONE.asks.includes(a))) return false
  const moved = oneVessel(version.steps)
  return moved !== undefined && moved !== oneVessel(recipe.steps) && named(brief)?.vessel !== moved
}

/** The recipe with its one on-heat vessel said as the one the theme names; unchanged where it already is, or uses more. */
export function inNamedVessel(recipe: AuthoredRecipe, brief: Pick<Brief, 'lang' | 'limits'>): AuthoredRecipe {
  const to = named(brief)
  const own = oneVessel(recipe.steps)
  const from = ONE.named.find((v) => v.vessel === own)
  if (!to || !from || from === to) return recipe
  const said = (text: string, lang: Lang) => text.replace(new RegExp(from.steps[lang], 'gi'), to.say[lang])
  const step = (s: AuthoredStep): AuthoredStep =>
    s.vessel !== from.vessel
      ? s
      : {
          ...s,
          vessel: to.vessel as Vessel,
          ...Object.fromEntries(LANGS.map((lang) => [lang, said(s[lang], lang)])),
          cue: { ...s.cue, ...Object.fromEntries(LANGS.map((lang) => [lang, said(s.cue[lang], lang)])) },
        }
  return { ...recipe, steps: recipe.steps.map(step) }
}
