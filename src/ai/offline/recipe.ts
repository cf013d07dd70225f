import { TRAIT_WORDS } from '../food/traits'
import { type Ingredient, type Lang, type Text, type Trait, TRAITS } from '../food/types'
import { numbersIn } from './amounts'
import { Kit } from './cook'
import type { Item, Plan } from './plan'

/**
 * The recipe the panel agreed on, from the plan: the swapped and scaled ingredients, the method's
 * steps with the kept proposals in them, and a title that names the dish and what it leaves out.
 */

export type OfflineRecipe = {
  title_ja: string
  title_en: string
  category: Plan['dish']['category']
  ingredients_ja: string[]
  ingredients_en: string[]
  steps_ja: string[]
  steps_en: string[]
  description_ja: string
  description_en: string
  servings: number
  total_minutes: number
  cuisine: string | null
  nutrition: { protein_g: number; salt_g: number }
}

/** How a recipe that leaves a trait out says so in its title (knowledge/traits.json). */
const FREE: Record<Trait, Text> = Object.fromEntries(TRAITS.map((t) => [t, TRAIT_WORDS[t].free])) as Record<Trait, Text>

const VEGAN: Trait[] = ['meat', 'fish', 'shellfish', 'egg', 'milk', 'honey']
const VEGETARIAN: Trait[] = ['meat', 'fish', 'shellfish']

/** The words a title carries for what the brief took out of this dish (only what the dish had). */
export function freeWords(plan: Plan): Text[] {
  const changed = new Set(plan.swaps.map((s) => s.why).filter((why): why is Trait => why !== 'named'))
  const banned = new Set(plan.banned)
  const words: Text[] = []
  let rest = [...changed]
  if (VEGAN.every((t) => banned.has(t)) && rest.some((t) => VEGAN.includes(t))) {
    words.push({ ja: 'ヴィーガン', en: 'vegan' })
    rest = rest.filter((t) => !VEGAN.includes(t))
  } else if (VEGETARIAN.every((t) => banned.has(t)) && rest.some((t) => VEGETARIAN.includes(t))) {
    words.push({ ja: 'ベジタリアン', en: 'vegetarian' })
    rest = rest.filter((t) => !VEGETARIAN.includes(t))
  }
  if (rest.includes('wheat') && banned.has('gluten'))
    rest = rest.filter((t) => t !== 'wheat').concat(rest.includes('gluten') ? [] : ['gluten'])
  for (const t of rest) if (FREE[t].en) words.push(FREE[t])
  return words.slice(0, 3)
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function titleOf(plan: Plan): Text {
  const words = freeWords(plan)
  const added = plan.items.filter((i) => i.added === 'key')
  const name = {
    ja: added.length ? `${added.map((i) => i.ing.name.ja).join('と')}を使った${plan.name.ja}` : plan.name.ja,
    en: added.length ? `${plan.name.en} with ${added.map((i) => i.ing.name.en).join(' and ')}` : plan.name.en,
  }
  if (!words.length) return { ja: name.ja, en: cap(name.en) }
  return {
    ja: `${words.map((w) => w.ja).join('・')}の${name.ja}`,
    en: cap(`${words.map((w) => w.en).join(', ')} ${name.en}`),
  }
}

const knownNames = (ing: Ingredient) => new Set([ing.name.en, ...(ing.aliases ?? [])].map((n) => n.toLowerCase()))

/**
 * One of a plural name ("1 tomato", not "1 tomatoes"): the singular the catalogue itself knows as
 * a name or alias; a name it does not know in the singular stays as it is.
 */
function singular(ing: Ingredient): string {
  const name = ing.name.en
  const known = knownNames(ing)
  const candidates = [
    name.replace(/oes$/, 'o'),
    name.replace(/ies$/, 'y'),
    name.replace(/ies$/, 'ie'),
    name.replace(/es$/, ''),
    name.replace(/s$/, ''),
  ]
  return (
    candidates.find((c) => c !== name && known.has(c.toLowerCase())) ??
    (/[^s]s$/.test(name) && !/ies$|oes$|ses$/.test(name) ? name.slice(0, -1) : name)
  )
}

/**
 * More than one of a singular name ("2 apples", not "2 apple"): the plural the catalogue itself
 * knows as an alias; a name it knows no plural of is its own plural ("2 umeboshi", "12 shrimp").
 */
function plural(ing: Ingredient): string {
  const name = ing.name.en
  const known = knownNames(ing)
  const candidates = [
    `${name}es`,
    `${name}s`,
    name.replace(/y$/, 'ies'),
    name.replace(/i$/, 'ies'),
    name.replace(/f$/, 'ves'),
  ]
  return candidates.find((c) => c !== name && known.has(c.toLowerCase())) ?? name
}

/** "300 g chicken thigh", "2 eggs", "a pinch of salt", "4 slices of ham", "2 bowls (300 g) of rice". */
export function lineEn(amount: string, ing: Ingredient): string {
  const name = ing.name.en
  if (amount.includes('{}')) return amount.replace('{}', name)
  if (amount === 'a pinch') return `a pinch of ${name}`
  if (amount === 'as needed') return `${name}, as needed`
  if (/for deep-frying/.test(amount)) return `${name} for deep-frying`
  const many = (count: string) => (numbersIn(count)[0] ?? 1) > 1
  const count = amount.match(/^([\d/ .]+?)\s*(\(.*\))?$/)
  if (count) return `${amount} ${many(count[1]!) ? plural(ing) : singular(ing)}`
  // "2 leaves" of "shiso leaves" is "2 shiso leaves", of "bay leaf" "2 bay leaves".
  const unit = amount.match(/^([\d/ ]+) (\w+?)(es|s)?$/)
  if (unit && [name, plural(ing)].some((n) => new RegExp(`\\b${unit[2]}(es|s)?$`).test(n)))
    return `${unit[1]} ${many(unit[1]!) ? plural(ing) : name}`
  if (/\d\s*(g|kg|ml|tbsp|tsp)$/.test(amount)) return `${amount} ${name}`
  return `${amount} of ${name}`
}

export const lineJa = (item: Item) => `${item.ing.name.ja} ${item.amount.ja}`

/** A step longer than a recipe line may be is split at its sentences. */
function fit(step: string, lang: Lang): string[] {
  const text = step.trim()
  if (text.length <= 300) return text ? [text] : []
  const sentences = lang === 'ja' ? text.split(/(?<=。)/) : text.split(/(?<=\.)\s+/)
  const out: string[] = []
  for (const sentence of sentences) {
    const last = out.at(-1)
    if (last !== undefined && last.length + sentence.length + 1 <= 300)
      out[out.length - 1] = lang === 'ja' ? last + sentence : `${last} ${sentence}`
    else out.push(sentence.slice(0, 300))
  }
  return out
}

/**
 * A name in kana read straight after kana (「分けていりごま」) runs into the word before it; a
 * comma keeps it a name for the reader and for anything that looks for it.
 */
function apart(step: string, plan: Plan): string {
  let out = step
  for (const item of plan.items) {
    const name = item.ing.name.ja
    if (!/^[\u3040-\u309f]/.test(name)) continue
    out = out.replace(
      new RegExp(
        `(?<=[\u3040-\u309f])(?<![をがにでとはもやのへか、])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        'g',
      ),
      `、${name}`,
    )
  }
  return out
}

const firstSentence = { ja: /^(.+?。)(.+)$/s, en: /^(.+?\.)\s+(.+)$/s }

/**
 * A recipe has at least four steps (a blended drink may be two actions): a step of several
 * sentences is split at its first one, in both languages at once; failing that, the cook sets
 * everything out first, as a short recipe asks anyway.
 */
function atLeastFour(steps: Text[]): void {
  while (steps.length < 4) {
    const at = steps.findIndex((s) => firstSentence.ja.test(s.ja) && firstSentence.en.test(s.en))
    if (at < 0) {
      const setOut = {
        ja: '材料をすべて計量し、手の届くところにそろえておく。',
        en: 'Weigh and set out every ingredient within reach before you start.',
      }
      if (steps[0]?.en === setOut.en) break
      steps.unshift(setOut)
      continue
    }
    const ja = steps[at]!.ja.match(firstSentence.ja)!
    const en = steps[at]!.en.match(firstSentence.en)!
    steps.splice(at, 1, { ja: ja[1]!, en: en[1]! }, { ja: ja[2]!, en: en[2]! })
  }
}

/** The steps in both languages, with every listed ingredient used in one of them. */
export function stepsOf(plan: Plan): { ja: string[]; en: string[]; kit: Kit } {
  const kit = new Kit(plan)
  const steps = plan.cooking.steps(kit).filter((s): s is Text => Boolean(s) && typeof s === 'object')
  // A method template that left a line unused is a gap in the template; the line still gets a step.
  const left = { ja: kit.unused('ja'), en: kit.unused('en') }
  if (left.ja.length || left.en.length) {
    const items = [...new Set([...left.ja, ...left.en])]
    steps.splice(Math.max(0, steps.length - 1), 0, {
      ja: `${kit.markJa(items)}を加えて仕上げる。`,
      en: `Add ${kit.markEn(items)} to finish.`,
    })
  }
  atLeastFour(steps)
  return { ja: steps.flatMap((s) => fit(apart(s.ja, plan), 'ja')), en: steps.flatMap((s) => fit(s.en, 'en')), kit }
}

/** What the dish is, from its origin in the catalogue, and what the recipe makes, in the plan's numbers. */
export function descriptionOf(plan: Plan, title: Text): Text {
  const { origin } = plan.dish
  return {
    ja: `${title.ja}：${origin.ja}。${plan.servings}人分、${plan.minutes.final}分で作ります。`,
    en: `${title.en}: ${origin.en}. Serves ${plan.servings}, ready in ${plan.minutes.final} minutes.`,
  }
}

export function recipeOf(plan: Plan): OfflineRecipe {
  const title = titleOf(plan)
  const { ja, en } = stepsOf(plan)
  const description = descriptionOf(plan, title)
  return {
    title_ja: title.ja,
    title_en: title.en,
    category: plan.dish.category,
    ingredients_ja: plan.items.map(lineJa),
    ingredients_en: plan.items.map((item) => lineEn(item.amount.en, item.ing)),
    steps_ja: ja,
    steps_en: en,
    description_ja: description.ja,
    description_en: description.en,
    servings: plan.servings,
    total_minutes: plan.minutes.final,
    // "middle_eastern" → "Middle Eastern"; a dish of no one cuisine names none.
    cuisine:
      plan.dish.cuisine === 'international'
        ? null
        : plan.dish.cuisine.replace('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    nutrition: {
      protein_g: Math.round(plan.perServing.protein * 10) / 10,
      salt_g: Math.round(plan.perServing.salt * 10) / 10,
    },
  }
}
