import { kitchenSaid } from '../ai/cookbook/render'
import { askPhrase, equipmentBreaks } from '../ai/food/asks'
import { readMinutes } from '../ai/food/brief'
import type { Brief, Lang, Violation } from '../ai/food/types'
import type { Cooked } from '../ai/offline/cookbook'
import { ASKED_KEYS, namedIn } from '../ai/offline/talk/panel'
import { phrase } from '../ai/offline/talk/phrases'
import { rng } from '../ai/offline/random'
import type { RecipeDraft } from '../ai/prompts'

/**
 * What a theme asks beside its rules, which a hosted model's draft is held to as the service's own
 * cookbook holds it: the servings asked, the time limit and the kitchen. Each is read off the draft
 * with the service's readers (its `servings` and `total_minutes`, the minutes its steps state, the
 * tools its steps use), never taken on the model's word. The named dish is not read off a title (a
 * model names a dish its own way, which the catalogue may read as another): when the cookbook cannot
 * cook it, the host says so before the model speaks (`promisesAloud`).
 * `exclusion` is the ask as the host says it; `ingredient` what the draft has instead.
 */
export function unkeptAsks(draft: RecipeDraft, brief: Brief): Violation[] {
  const ja = brief.lang === 'ja'
  const { servings, minutes, asks = [] } = brief.limits
  const out: Violation[] = []
  if (servings && draft.servings !== servings)
    out.push({
      exclusion: ja ? `${servings}人分` : `${servings} servings`,
      ingredient: ja ? `${draft.servings}人分` : `${draft.servings} servings`,
      field: 'servings',
      line: String(draft.servings),
    })
  // The steps' own minutes count too: a total the steps outrun is not the time the cook will spend.
  const stepped = draft.steps_en.reduce((sum, step) => sum + (readMinutes(step) ?? 0), 0)
  const spent = Math.max(draft.total_minutes, stepped)
  if (minutes && spent > minutes)
    out.push({
      exclusion: ja ? `${minutes}分以内` : `within ${minutes} minutes`,
      ingredient: ja ? `${spent}分` : `${spent} minutes`,
      field: spent > draft.total_minutes ? 'steps_en' : 'total_minutes',
      line: String(spent),
    })
  for (const ask of asks) {
    const broken = equipmentBreaks({ ja: draft.steps_ja, en: draft.steps_en }, [ask])[0]
    if (broken) out.push({ exclusion: askPhrase(ask, brief.lang), ingredient: broken, field: 'steps', line: broken })
  }
  return out
}

/**
 * The asks a hosted draft breaks that the cookbook's own recipe for the brief keeps: what the service
 * can promise is what the hosted model is held to, and no more.
 */
export function brokenPromises(draft: RecipeDraft, cooked: Cooked | null): Violation[] {
  if (!cooked) return []
  const floor = new Set(unkeptAsks(cooked.draft, cooked.brief).map((v) => v.exclusion))
  return unkeptAsks(draft, cooked.brief).filter((v) => !floor.has(v.exclusion))
}

/**
 * What the host's first turn says on a hosted path before the model speaks, whatever it says: that the theme is
 * not about food, why the dish asked for is not what is cooked, servings past the most it cooks, a kitchen or a time
 * limit the cookbook's recipe cannot keep. The offline panel says the same in its own words.
 */
export function promisesAloud(cooked: Cooked, theme: string, seed: number): string {
  const { brief, draft } = cooked
  const lang = brief.lang
  const r = rng(seed, 'promises')
  const kitchen = kitchenSaid(brief.limits.asks, lang)
  const planned = { servings: draft.servings, minutes: draft.total_minutes }
  const slots = { theme, title: draft[`title_${lang}`], kitchen }
  const say = (key: string, more: Record<string, string | number> = {}) =>
    sentence(lang, phrase(lang, r, key, { ...slots, ...more }))
  const asked = cooked.asked
  const time = cooked.adaptation.decisions.find((d) => d.kind === 'time' && !d.held)
  return [
    brief.notFood && say('host.not_food', { plan: phrase(lang, r, 'host.plan', planned) }),
    brief.described && say('host.described'),
    asked?.why === 'declined' &&
      say('host.declined', { asked: asked.name, reason: asked.reason[lang].replace(/[。.]$/, '') }),
    asked?.why === 'guard' &&
      say('host.guard', { asked: asked.name, found: asked.found.map(namedIn(lang)).join(lang === 'ja' ? '、' : ', ') }),
    asked && asked.why !== 'declined' && asked.why !== 'guard' && say(ASKED_KEYS[asked.why], { asked: asked.name }),
    cooked.kitchen && say('host.kitchen_over'),
    brief.servingsOver,
    // Servings asked are a promise: said as the cookbook's recipe makes them, which the hosted draft is held to.
    brief.limits.servings === draft.servings && say('host.plan', planned),
    time?.kind === 'time' && say('host.time_over', { limit: time.limit, minutes: time.minutes }),
  ]
    .filter((s): s is string => !!s)
    .join(lang === 'ja' ? '' : ' ')
}

/** A sentence as the host says it: a capital first in English, and its full stop. */
const sentence = (lang: Lang, text: string) => {
  const s = lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text
  return /[。.!?！？]$/.test(s) ? s : `${s}${lang === 'ja' ? '。' : '.'}`
}
