import type { Lang, RecipeDraft } from '../prompts'
import type { LexiconEntry, Text } from './lexicon'
import { lexiconEntry } from './lexicon'
import { leadShort, listIn, nameIn, pick, titles } from './names'
import { nutrient, type Plan } from './plan'
import type { Turn } from './prompt-reader'

/**
 * What the panel decided, and the recipe that applies it. The decisions are read back from the
 * transcript (the host's round-3 summary, else the round-2 objections), so a recipe follows the
 * debate that actually happened; without a transcript, the plan's own outcome stands.
 */

export type Decisions = { extraKept: boolean; garnish: LexiconEntry }

const OBJECTION = /\b(disagree|set aside|setting aside|drop|not convinced|too much|skip)\b|反対|見送|賛成できません/i

const sentences = (text: string) => text.split(/(?<=[.!?。！？])\s*/)

/** Does some sentence of these turns object to something called `label`? */
function objected(turns: Turn[], label: string): boolean {
  const needle = label.toLowerCase()
  return turns.some((turn) => sentences(turn.text).some((s) => OBJECTION.test(s) && s.toLowerCase().includes(needle)))
}

export function decisionsFrom(plan: Plan, transcript: Turn[], lang: Lang): Decisions {
  const summary = transcript.filter((t) => t.round === 3 && t.role === 'host')
  const critique = transcript.filter((t) => t.round === 2)
  const source = summary.length ? summary : critique
  if (!source.length) return { extraKept: plan.contest !== 'extra', garnish: plan.contest === 'garnish' ? plan.cheapGarnish : plan.garnish }
  const extraLabel = fill(plan.extra.label, plan, lang)
  return {
    extraKept: !objected(source, extraLabel),
    garnish: objected(source, nameIn(plan.garnish, lang, plan)) ? plan.cheapGarnish : plan.garnish,
  }
}

/** The produce that is neither the lead nor a panel addition, aromatics aside: what {veg} names. */
function plainProduce(plan: Plan): LexiconEntry[] {
  const aromatic = new Set(['onion', 'garlic', 'ginger', 'green_onion'])
  const special = new Set([plan.touch.id, plan.boost.id, plan.seasonal.id, ...plan.leads.map((e) => e.id)])
  return plan.base.filter((e) => ['vegetable', 'fruit'].includes(e.kind) && !aromatic.has(e.id) && !special.has(e.id))
}

/** Fills {lead}, {veg}, {touch}, {garnish}, {seasonal}, {boost} and {dish} in a template. */
export function fill(text: Text, plan: Plan, lang: Lang, garnish: LexiconEntry = plan.garnish): string {
  const plain = plainProduce(plan)
  // Without plain produce, {veg} names the green onion or, failing that, the season's vegetable.
  const veg = (plain.length ? plain : [plan.base.find((e) => e.id === 'green_onion') ?? plan.seasonal]).map((e) => nameIn(e, lang, plan))
  const values: Record<string, string> = {
    lead: leadShort(plan, lang),
    veg: veg.length ? listIn(veg, lang) : lang === 'ja' ? '野菜' : 'vegetables',
    touch: nameIn(plan.touch, lang, plan),
    garnish: nameIn(garnish, lang, plan),
    seasonal: nameIn(plan.seasonal, lang, plan),
    boost: nameIn(plan.boost, lang, plan),
    dish: lang === 'ja' ? plan.dish.ja : plan.dish.en,
  }
  return pick(text, lang).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The final ingredients, each once: the base, the panel's additions, and what the kept techniques need. */
export function finalIngredients(plan: Plan, decisions: Decisions): LexiconEntry[] {
  const needs = [...(plan.technique.needs ?? []), ...(plan.shortcut.needs ?? []), ...(decisions.extraKept ? (plan.extra.needs ?? []) : [])]
  const all = [...plan.base, plan.boost, plan.seasonal, plan.touch, decisions.garnish, ...needs.map(lexiconEntry)]
  return all.filter((e, i) => all.findIndex((f) => f.id === e.id) === i)
}

export function quantityOf(entry: LexiconEntry, plan: Plan): Text {
  return plan.cuts.find((c) => c.entry.id === entry.id)?.to ?? plan.amount(entry).q
}

/**
 * An ingredient with its amount, as a recipe line: "鮭 2切れ（200g）", "200 g salmon, 2 fillets".
 * English amounts may place the name with {} ("300 g {} in the shell"); a count in parentheses
 * moves behind the name so the line starts with what to weigh.
 */
export function withAmount(entry: LexiconEntry, plan: Plan, lang: Lang, separator = ' '): string {
  const q = quantityOf(entry, plan)
  const name = nameIn(entry, lang, plan)
  if (lang === 'ja') return `${name}${separator}${q.ja}`
  if (q.en.includes('{}')) return q.en.replace('{}', name)
  const counted = q.en.match(/^(.+?) \((\d[^)]*)\)$/)
  if (counted) return `${counted[2]} ${name}, ${/^\d+$/.test(counted[1]!) ? `about ${counted[1]}` : counted[1]}`
  return `${q.en} ${name}`
}

const line = (entry: LexiconEntry, plan: Plan, lang: Lang) => withAmount(entry, plan, lang)

export function buildRecipe(plan: Plan, decisions: Decisions): RecipeDraft {
  const ingredients = finalIngredients(plan, decisions)
  const steps = (lang: Lang) =>
    plan.method.steps.flatMap((step) => {
      if (step === '@technique') return [fill(plan.technique.step, plan, lang, decisions.garnish)]
      if (step === '@shortcut') return [fill(plan.shortcut.step, plan, lang, decisions.garnish)]
      if (step === '@extra') return decisions.extraKept ? [fill(plan.extra.step, plan, lang, decisions.garnish)] : []
      return [fill(step, plan, lang, decisions.garnish)]
    })
  const extraSeasonings = plan.keys.filter((k) => k.kind === 'seasoning' && !plan.method.steps.some((s) => typeof s !== 'string' && s.en.includes(k.en)))
  const withSeasonings = (lang: Lang) => {
    const list = steps(lang)
    if (!extraSeasonings.length) return list
    const names = listIn(extraSeasonings.map((e) => nameIn(e, lang, plan)), lang)
    const note = lang === 'ja' ? `${names}は大さじ1の水でのばしておき、味つけのときに加える。` : `Loosen the ${names} with 1 tbsp water; it goes in with the seasoning.`
    return [list[0]!, note, ...list.slice(1)]
  }
  const title = titles(plan, plan.seasonal)
  return {
    title_ja: title.ja,
    title_en: title.en,
    category: plan.category,
    ingredients_ja: ingredients.map((e) => line(e, plan, 'ja')),
    ingredients_en: ingredients.map((e) => line(e, plan, 'en')),
    steps_ja: withSeasonings('ja'),
    steps_en: withSeasonings('en'),
  }
}

/** Per-serving numbers the nutritionist quotes, for a list of ingredients. */
export function perServing(entries: LexiconEntry[], plan: Plan, applyCut = true) {
  const factorOf = (e: LexiconEntry) => plan.amount(e).scale * (applyCut ? (plan.cuts.find((c) => c.entry.id === e.id)?.factor ?? 1) : 1)
  const sum = (key: 'protein' | 'salt' | 'sugar') => entries.reduce((total, e) => total + nutrient(e, key) * factorOf(e), 0) / 2
  const grams = (e: LexiconEntry) => (e.grams ?? Number(e.quantity.en.match(/(\d+) g\b/)?.[1] ?? 0)) * plan.amount(e).scale
  const produce = entries.filter((e) => e.kind === 'vegetable' || (plan.category !== 'main' && e.kind === 'fruit'))
  return {
    protein: Math.round(sum('protein')),
    salt: Math.round(sum('salt') * 10) / 10,
    sugar: Math.round(sum('sugar')),
    produce: Math.round(produce.reduce((total, e) => total + grams(e), 0) / 2 / 5) * 5,
  }
}
