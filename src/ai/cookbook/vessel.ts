/**
 * The one vessel a theme names for its kitchen ("one pot", 「鍋ひとつ」) is the one the steps cook in: a pasta
 * written for one frying pan is cooked in the camper's one pot (knowledge/cookbook.json `one_vessel.named`).
 */
import type { Brief, Lang } from '../food/types'
import { RULES } from './rules'
import type { AuthoredRecipe, AuthoredStep, Vessel } from './types'

const ONE = RULES.heat_needs.one_vessel
const LANGS: Lang[] = ['ja', 'en']

/** The named vessel of the theme's words: the longest match, so 中華鍋 is a wok and not a pot. */
function named(brief: Pick<Brief, 'lang' | 'limits'>) {
  const said = brief.limits.equipment
  if (!said || !ONE.asks.some((a) => brief.limits.asks?.includes(a))) return undefined
  const length = (v: (typeof ONE.named)[number]) => said.match(new RegExp(v.theme[brief.lang], 'i'))?.[0].length ?? 0
  return ONE.named.filter((v) => length(v) > 0).sort((a, b) => length(b) - length(a))[0]
}

/** The recipe with its one on-heat vessel said as the one the theme names; unchanged where it already is, or uses more. */
export function inNamedVessel(recipe: AuthoredRecipe, brief: Pick<Brief, 'lang' | 'limits'>): AuthoredRecipe {
  const to = named(brief)
  const onHeat = recipe.steps.filter((s) => s.heat !== 'none' && ONE.vessels.includes(s.vessel))
  const tags = new Set<string>(onHeat.map((s) => s.vessel))
  const from = ONE.named.find((v) => tags.size === 1 && tags.has(v.vessel))
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
