import type { Lang, RecipeDraft } from '../prompts'
import type { LexiconEntry, Text } from './lexicon'
import { findInText, lexiconEntry } from './lexicon'
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
  const special = new Set([plan.touch.id, plan.boost.id, plan.seasonal.id, plan.garnish.id, plan.cheapGarnish.id, ...plan.leads.map((e) => e.id)])
  return plan.base.filter((e) => ['vegetable', 'fruit'].includes(e.kind) && !aromatic.has(e.id) && !special.has(e.id))
}

const NOTHING = '\u0000'

/**
 * Fills {lead}, {veg}, {touch}, {garnish}, {seasonal}, {boost} and {dish} in a template. {veg} is a
 * list: inside a longer list it joins with commas ("beef, carrot, potatoes and leek"); when there
 * is no plain produce it drops out of the list, or reads "vegetables" where it stands alone.
 */
export function fill(text: Text, plan: Plan, lang: Lang, garnish: LexiconEntry = plan.garnish): string {
  const veg = plainProduce(plan).map((e) => nameIn(e, lang, plan))
  const values: Record<string, string> = {
    lead: leadShort(plan, lang),
    touch: nameIn(plan.touch, lang, plan),
    garnish: nameIn(garnish, lang, plan),
    seasonal: nameIn(plan.seasonal, lang, plan),
    boost: nameIn(plan.boost, lang, plan),
    dish: lang === 'ja' ? plan.dish.ja : plan.dish.en,
  }
  const inList = lang === 'ja' ? veg.join('、') : veg.join(', ')
  const filled = pick(text, lang)
    .replace(/\{veg\}(?=, | and )/g, veg.length ? inList : NOTHING)
    .replace(/\{veg\}/g, veg.length ? listIn(veg, lang) : NOTHING)
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
  if (!filled.includes(NOTHING)) return filled
  // An English list closes up around the missing item; Japanese clauses keep a generic "野菜".
  const closed = lang === 'en' ? filled.replace(new RegExp(`(, | and )${NOTHING}|${NOTHING}(, | and )`, 'g'), '') : filled
  return closed.replace(new RegExp(NOTHING, 'g'), lang === 'ja' ? '野菜' : 'vegetables')
}

/** The final ingredients, each once: the base, the panel's additions, and what the kept techniques need. */
function finalIngredients(plan: Plan, decisions: Decisions): LexiconEntry[] {
  const needs = [...(plan.technique.needs ?? []), ...(plan.shortcut.needs ?? []), ...(decisions.extraKept ? (plan.extra.needs ?? []) : [])]
  const all = [...plan.base, plan.boost, plan.seasonal, plan.touch, decisions.garnish, ...needs.map(lexiconEntry)]
  return all.filter((e, i) => all.findIndex((f) => f.id === e.id) === i)
}

function quantityOf(entry: LexiconEntry, plan: Plan): Text {
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
  // "2 lemon" reads "2 lemons"
  if (/^\d+$/.test(q.en) && Number(q.en) > 1 && !/s$/.test(name)) return `${q.en} ${name}${/(ch|sh|o)$/.test(name) ? 'es' : 's'}`
  return `${q.en} ${name}`
}

const line = (entry: LexiconEntry, plan: Plan, lang: Lang) => withAmount(entry, plan, lang)

/** Pastes that want loosening before they go in. */
const PASTES = new Set(['miso', 'gochujang', 'doubanjiang', 'curry_roux', 'anko'])

/** Words a step may use for an ingredient besides its names ("the noodles", "the pasta"). */
const ALSO_CALLED: Record<string, string[]> = {
  spaghetti: ['pasta'],
  udon_noodles: ['noodles'],
  ramen_noodles: ['noodles'],
  soba_noodles: ['noodles'],
  rice_noodles: ['noodles'],
  potato_starch: ['starch'],
  gyoza_wrappers: ['wrapper'],
  short_grain_rice: ['rice'],
  dashi: ['dashi'],
  oil: ['oil'],
}

/** Whether the English steps use an ingredient: by the lexicon's names, or what steps also call it. */
function usedIn(text: string, entry: LexiconEntry, found: Set<string>): boolean {
  if (found.has(entry.id)) return true
  const lower = text.toLowerCase()
  return (ALSO_CALLED[entry.id] ?? []).some((word) => lower.includes(word))
}

/** Dishes that take their eggs boiled and halved on top rather than beaten in. */
const BOILED_EGG = new Set(['noodle_soup', 'salad', 'curry', 'stew', 'sandwich', 'grill', 'onigiri', 'nibble'])

type Placed = { at: 'early' | 'afterTechnique' | 'late'; text: Text }

/** Steps for ingredients the method's own steps never mention (a theme's miso, a dish's eggs), so every listed ingredient is used. */
function stepsForUnused(unused: LexiconEntry[], plan: Plan): Placed[] {
  const names = (entries: LexiconEntry[]): Text => ({ ja: listIn(entries.map((e) => nameIn(e, 'ja', plan)), 'ja'), en: listIn(entries.map((e) => nameIn(e, 'en', plan)), 'en') })
  const lead = { ja: leadShort(plan, 'ja'), en: leadShort(plan, 'en') }
  const take = (test: (e: LexiconEntry) => boolean) => {
    const picked = unused.filter(test)
    unused = unused.filter((e) => !picked.includes(e))
    return picked.length ? names(picked) : undefined
  }
  const out: Placed[] = []
  const place = (at: Placed['at'], list: Text | undefined, ja: (x: string) => string, en: (x: string) => string) =>
    list && out.push({ at, text: { ja: ja(list.ja), en: en(list.en) } })
  place('early', take((e) => e.id.startsWith('ground_')), (x) => `${x}を先にフライパンで3分、ほぐしながら炒めておく。`, (x) => `Brown the ${x} in the pan first for 3 minutes, breaking it up.`)
  place('early', take((e) => e.kind === 'protein' && e.id !== 'egg'), (x) => `${x}は食べやすく切り、${lead.ja}と一緒に火を通す。`, (x) => `Cut the ${x} into bite-sized pieces and cook with the ${lead.en}.`)
  place('early', take((e) => e.id === 'ginger' || e.id === 'garlic'), (x) => `${x}はすりおろし、味つけと一緒に加える。`, (x) => `Grate the ${x} and add it with the sauce.`)
  place('late', take((e) => e.id === 'green_onion'), (x) => `${x}は小口切りにして、仕上げに散らす。`, (x) => `Slice the ${x} thinly and scatter it over at the end.`)
  place('early', take((e) => e.kind === 'vegetable' || e.kind === 'fruit'), (x) => `${x}は食べやすく切り、ほかの具と一緒に加える。`, (x) => `Cut the ${x} into bite-sized pieces and add with the other ingredients.`)
  place('early', take((e) => PASTES.has(e.id)), (x) => `${x}は大さじ1の水で溶きのばし、味つけのときに加える。`, (x) => `Loosen the ${x} with 1 tbsp water; it goes in with the seasoning.`)
  place('early', take((e) => e.kind === 'seasoning'), (x) => `${x}は味つけのときに加える。`, (x) => `Add the ${x} with the seasoning.`)
  place('afterTechnique', take((e) => e.kind === 'dairy' && plan.category === 'dessert'), (x) => `${x}はなめらかになるまで練り、生地に混ぜ込む。`, (x) => `Beat the ${x} until smooth and mix it into the batter.`)
  const scrambled = ['stir_fry', 'fried_rice'].includes(plan.method.id)
  if (scrambled) place('early', take((e) => e.id === 'egg'), (x) => `${x}は溶きほぐし、油を熱したフライパンで半熟に炒めていったん取り出す（最後に戻す）。`, (x) => `Beat the ${x}, scramble them in a hot oiled pan until half set and lift them out; they go back in at the end.`)
  const eggs = take((e) => e.id === 'egg')
  if (eggs)
    out.push({
      at: 'late',
      text:
        plan.method.id === 'pasta'
          ? { ja: '火を止めて、粉チーズと混ぜた溶き卵を加え、余熱でとろりとするまで手早く混ぜる。', en: 'Off the heat, toss quickly with the eggs beaten with the parmesan until creamy.' }
          : BOILED_EGG.has(plan.method.id)
            ? { ja: '卵は沸騰した湯で7分ゆでて冷水にとり、殻をむいて半分に切り、上にのせる。', en: 'Boil the eggs for 7 minutes, cool them in cold water, peel, halve and set them on top.' }
            : { ja: '溶き卵を回し入れ、ふたをして1分、半熟に固める。', en: 'Pour the beaten eggs over, cover and cook 1 minute until just set.' },
    })
  place('late', take((e) => e.id === 'rice'), () => 'ご飯を温めて添える。', () => 'Warm the rice to serve alongside.')
  place('late', take(() => true), (x) => `${x}を加える。`, (x) => `Add the ${x}.`)
  return out
}

/** The recipe's ingredients and steps: the method's steps with the adopted proposals, and every ingredient used. */
export function compose(plan: Plan, decisions: Decisions): { ingredients: LexiconEntry[]; steps: (lang: Lang) => string[] } {
  const wanted = finalIngredients(plan, decisions)
  const stepTexts = (lang: Lang) =>
    plan.method.steps.flatMap((step) => {
      if (step === '@technique') return [{ technique: true, text: fill(plan.technique.step, plan, lang, decisions.garnish) }]
      if (step === '@shortcut') return [{ technique: false, text: fill(plan.shortcut.step, plan, lang, decisions.garnish) }]
      if (step === '@extra') return decisions.extraKept && !plan.extra.last ? [{ technique: false, text: fill(plan.extra.step, plan, lang, decisions.garnish) }] : []
      return [{ technique: false, text: fill(step, plan, lang, decisions.garnish) }]
    })
  // What the steps never use: the method's own staples are dropped, what the theme or the dish asked for gets a step.
  const finishing = (lang: Lang) => (decisions.extraKept && plan.extra.last ? [fill(plan.extra.step, plan, lang, decisions.garnish)] : [])
  const english = [...stepTexts('en').map((s) => s.text), ...finishing('en')].join('\n')
  const found = new Set(findInText(english).map((e) => e.id))
  const unused = wanted.filter((e) => !usedIn(english, e, found))
  const asked = new Set([...plan.keys, ...plan.leads, ...(plan.dishEntry?.dish?.base ?? []).map(lexiconEntry)].map((e) => e.id))
  const ingredients = wanted.filter((e) => !unused.includes(e) || asked.has(e.id))
  const added = stepsForUnused(unused.filter((e) => asked.has(e.id)), plan)
  const steps = (lang: Lang) => {
    const list = stepTexts(lang)
    const at = (where: Placed['at']) => added.filter((a) => a.at === where).map((a) => pick(a.text, lang))
    const out = [list[0]!.text, ...at('early')]
    for (const step of list.slice(1, -1)) out.push(step.text, ...(step.technique ? at('afterTechnique') : []))
    return [...out, ...at('late'), list.at(-1)!.text, ...finishing(lang)]
  }
  return { ingredients, steps }
}

export function buildRecipe(plan: Plan, decisions: Decisions): RecipeDraft {
  const { ingredients, steps } = compose(plan, decisions)
  const title = titles(plan, plan.seasonal)
  return {
    title_ja: title.ja,
    title_en: title.en,
    category: plan.category,
    ingredients_ja: ingredients.map((e) => line(e, plan, 'ja')),
    ingredients_en: ingredients.map((e) => line(e, plan, 'en')),
    steps_ja: steps('ja'),
    steps_en: steps('en'),
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
