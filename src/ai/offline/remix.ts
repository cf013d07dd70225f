import { nutritionOfLines, scaleLine } from '../../recipes/ingredient-lines'
import { ruledOut } from '../cookbook/adapt'
import { food, renamed } from '../cookbook/foods'
import { allowed, substitutionFor } from '../cookbook/substitutions'
import { findIngredients } from '../food/catalogue'
import { withSafetySteps } from '../food/hazards'
import type { Brief, Lang, Text } from '../food/types'
import type { RecipeDraft } from '../prompts'
import type { RemixParent, TurnContext } from '../turn-context'
import { line as said, type Slot } from './talk/phrases'

/**
 * A remix on the offline models: the parent recipe (`from_recipe_id`) is changed line by line as
 * its author wrote it, never replaced by another dish. Each ingredient line is read (its food
 * through the lexicon); a food the brief rules out is swapped by knowledge/substitutions.json and
 * the method's mentions of it follow; the amounts are scaled to the servings asked. What cannot be
 * changed this way is said aloud and left as written, so the guard refuses it rather than a quiet
 * change publishing it. The talk is made of these decisions; its glue is knowledge/phrases `remix.*`.
 */

const say = (lang: Lang, key: string, slots: Record<string, Slot> = {}) => said(lang, `remix.${key}`, slots)

/** A changed line: the food, what replaced it, and the substitution's own words. */
type Swap = { line: Text; from: Text; to: Text; changes: Text; reason: Text }

type RemixPlan = ReturnType<typeof planRemix>

const DEFAULT_SERVINGS = 2
/** A batch past this many servings no longer fits one home pot. */
const BATCH_ABOVE = 8

/** The parent changed as the brief asks: swaps by data, amounts scaled, the title and description saying so. */
export function planRemix(parent: RemixParent, brief: Brief, theme: string) {
  const ruled = ruledOut(brief)
  const swaps: Swap[] = []
  /** Lines the lexicon could not read, or whose food no substitution replaces, left as written. */
  const unchanged: Text[] = []
  /** Foods swapped, by id: the method's words follow each, as the cookbook's steps do (renamed). */
  const renames: Array<{ from: string; to: string }> = []
  // The ingredient lines of both languages as pairs; a language with another count keeps its lines unpaired.
  const { ingredients_ja: ja, ingredients_en: en } = parent
  const pairs = ja.map((line, index): Text => ({ ja: line, en: en.length === ja.length ? en[index]! : '' }))
  const lines = pairs.map((pair) => {
    const found = [...findIngredients(pair.ja), ...findIngredients(pair.en)]
    const banned = found.find((hit) => !allowed(hit.ingredient.id, ruled))
    if (!banned) return pair
    const id = banned.ingredient.id
    const row = substitutionFor(id, banned.ingredient.group === 'seasoning' ? 'flavours' : 'body', ruled)
    if (!row?.to) {
      unchanged.push(pair)
      return pair
    }
    renames.push({ from: id, to: row.to })
    swaps.push({ line: pair, from: food(id).name, to: food(row.to).name, changes: row.changes, reason: row.reason })
    return renamed(pair, id, row.to)
  })
  const from = parent.servings ?? DEFAULT_SERVINGS
  const to = brief.limits.servings ?? from
  const factor = to / from
  const steps = (lang: Lang) => {
    // A step is one language's text: each swap renames it in that language.
    const rename = (step: string) =>
      renames.reduce((out, swap) => renamed({ ja: out, en: out }, swap.from, swap.to)[lang], step)
    const written = parent[lang === 'ja' ? 'steps_ja' : 'steps_en'].map(rename)
    // Changed amounts or foods are tasted before serving: the one step a remix adds to the author's method.
    return written.length && (swaps.length || factor !== 1) ? [...written, say(lang, 'step_taste')] : written
  }
  /** What changed, in a phrase per language (the description and the host's close say it). */
  const summary = summaryOf(swaps, to !== from ? to : undefined)
  const excluded = brief.exclusions.map((e) => e.name)
  const what = (lang: Lang) =>
    [...excluded, ...(to !== from ? [say(lang, 'title_servings', { to })] : [])].join(say(lang, 'title_join')) || theme
  const draft: Omit<RecipeDraft, 'nutrition'> = {
    title_ja: `${parent.title_ja}${say('ja', 'title_suffix', { what: what('ja') })}`.slice(0, 200),
    title_en: `${parent.title_en}${say('en', 'title_suffix', { what: what('en') })}`.slice(0, 200),
    category: parent.category,
    ingredients_ja: lines.map((line) => scaleLine(line.ja, 'ja', factor)),
    ingredients_en: lines.filter((line) => line.en).map((line) => scaleLine(line.en, 'en', factor)),
    steps_ja: steps('ja'),
    steps_en: steps('en'),
    description_ja: say('ja', 'description', { title: parent.title_ja, summary: summary.ja }).slice(0, 500),
    description_en: say('en', 'description', { title: parent.title_en, summary: summary.en }).slice(0, 500),
    servings: to,
    // A hand-written recipe without its time: ten minutes a step is the estimate the host says aloud.
    total_minutes: parent.total_minutes ?? Math.max(1, parent.steps_ja.length * 10),
    cuisine: null,
    prep_minutes: null,
    cook_minutes: null,
  }
  const nutrition = nutritionOfLines(draft.ingredients_ja, draft.ingredients_en, to)
  return {
    parent,
    draft: withSafetySteps({ ...draft, nutrition }, brief),
    swaps,
    unchanged,
    servings: { from, to, known: parent.servings !== null },
    summary,
  }
}

function summaryOf(swaps: Swap[], servings: number | undefined): Text {
  const parts = (lang: Lang) => [
    ...swaps.map((swap) => say(lang, 'summary_swap', { from: swap.from[lang], to: swap.to[lang] })),
    ...(servings ? [say(lang, 'summary_scale', { to: servings })] : []),
  ]
  const joined = (lang: Lang) => parts(lang).join(lang === 'ja' ? '、' : ', ') || say(lang, 'summary_kept')
  return { ja: joined('ja'), en: joined('en') }
}

/** One member's turn, or the recipe as JSON, of a remix discussion. */
export function composeRemix(ctx: TurnContext & { parent: RemixParent }): string {
  const plan = planRemix(ctx.parent, ctx.brief, ctx.theme)
  if (ctx.kind !== 'turn') return JSON.stringify(plan.draft)
  return turnOf(plan, ctx).join(ctx.lang === 'ja' ? '' : ' ')
}

function turnOf(plan: RemixPlan, ctx: TurnContext): string[] {
  const { lang, brief } = ctx
  const title = lang === 'ja' ? plan.parent.title_ja : plan.parent.title_en
  const { from, to, known } = plan.servings
  const line = (text: Text) => (lang === 'ja' ? text.ja : text.en || text.ja)
  // A swap's texts in the turn's language, the slots of every phrase that speaks of it.
  const of = (s: Swap) => Object.fromEntries(Object.entries(s).map(([slot, text]) => [slot, line(text)]))
  const cannot = plan.unchanged.map((text) => say(lang, 'cannot_adapt', { line: line(text) }))
  const asks = brief.limits.asks ?? []
  const kept = plan.parent.ingredients_ja.length - plan.swaps.length
  const excluded = brief.exclusions.map((e) => e.name).join(lang === 'ja' ? '、' : ', ')
  const inTitle = plan.swaps.filter((swap) => plan.parent.title_ja.includes(swap.from.ja))
  const shopping = line({ ja: plan.draft.ingredients_ja[0]!, en: plan.draft.ingredients_en[0] ?? '' })
  const said: Record<string, Array<string | false>> = {
    'host-1': [
      say(lang, 'host_open', { title, n: plan.parent.ingredients_ja.length, theme: ctx.theme }),
      to !== from && say(lang, known ? 'host_reading_servings' : 'host_reading_servings_unknown', { from, to }),
      brief.exclusions.length > 0 && say(lang, 'host_reading_exclusions', { what: excluded }),
      !plan.swaps.length && !plan.unchanged.length && say(lang, 'host_nothing_to_change'),
    ],
    'chef-1': [...plan.swaps.map((s) => say(lang, 'chef_swap', of(s))), say(lang, 'chef_keep_method')],
    'nutritionist-1': [
      ...plan.swaps.map((s) => say(lang, 'nutritionist_reason', of(s))),
      to !== from && say(lang, 'nutritionist_scale', { to, factor: Math.round((to / from) * 100) / 100 }),
      !plan.swaps.length && to === from && say(lang, 'nutritionist_same'),
    ],
    'culture-1': inTitle.length
      ? inTitle.map((s) => say(lang, 'culture_changed_body', of(s)))
      : [say(lang, 'culture_identity', { title, kept: kept > 0 ? keptFoods(plan, lang) : title })],
    'home_cook-1': [
      say(lang, to > BATCH_ABOVE ? 'home_cook_batches' : to < from ? 'home_cook_small' : 'chef_round2_taste', { to }),
      ...cannot,
    ],
    'host-2': [
      ...cannot,
      asks.length > 0 && say(lang, 'kitchen_not_applied', { what: asks.join(', ') }),
      !cannot.length && !asks.length && say(lang, 'host_round2'),
    ],
    'chef-2': [say(lang, plan.swaps.length ? 'round2_check_doneness' : 'chef_round2_taste')],
    'nutritionist-2': [
      plan.swaps[0] ? say(lang, 'round2_agree_swap', of(plan.swaps[0])) : say(lang, 'nutritionist_round2_salt'),
    ],
    'culture-2': [say(lang, 'culture_round2_title', { title })],
    'home_cook-2': [say(lang, 'home_cook_round2_shopping', { to, line: shopping })],
    'host-3': [say(lang, 'round3_close', { title, summary: plan.summary[lang] })],
  }
  // In round 3 each member agrees in its own words.
  const turn = said[`${ctx.role}-${ctx.round}`] ?? (ctx.round === 3 ? [say(lang, `round3_agree_${ctx.role}`)] : [])
  return turn.filter((part) => part !== false)
}
/** The foods kept that the title's dish rests on: the lines the remix did not touch, by their lexicon names. */
function keptFoods(plan: RemixPlan, lang: Lang): string {
  const swapped = new Set(plan.swaps.map((swap) => swap.from.en))
  return plan.parent.ingredients_ja
    .flatMap((line) => findIngredients(line).slice(0, 1))
    .map((hit) => hit.ingredient.name)
    .filter((name) => !swapped.has(name.en))
    .slice(0, 2)
    .map((name) => name[lang])
    .join(lang === 'ja' ? 'と' : ' and ')
}
