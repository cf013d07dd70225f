/**
 * An adapted recipe as it is published: the OfflineRecipe / RecipeDraft shape (title, ingredient
 * lines and steps in both languages, description, servings, minutes, cuisine, nutrition), so
 * publishing does not change. Amounts are written as cooks write them (玉ねぎ 1個, 大さじ1と1/2,
 * 少々 / 1 onion, 1 1/2 tbsp, a pinch of salt), unit words from knowledge/cookbook.json; every
 * {ref} becomes the name of the food the ingredient now is, so a substitution follows into the
 * steps, cues and description.
 */
import { Type } from '@sinclair/typebox'
import GLOSSARY_DATA from '../../../knowledge/glossary.json'
import { RECIPE_RANGES } from '../../recipes/model'
import { cookNumber } from '../../text/quantity'
import { askPhrase } from '../food/asks'
import type { Lang } from '../food/types'
import type { RecipeDraft } from '../prompts'
import { type Food, food, literal } from './foods'
import { isWhole, RULES, WHOLE } from './rules'
import type { Adaptation, AuthoredIngredient, AuthoredRecipe, AuthoredStep, Unit } from './types'
import { validated } from './validate'

/** A number as a cook writes it: grams whole, kilograms to two places, else as cookNumber writes it. */
export function formatNumber(n: number, unit: Unit, lang: Lang): string {
  if (unit === 'g' || unit === 'ml') return String(Number(n.toFixed(0)))
  if (unit === 'kg' || unit === 'l') return String(Number(n.toFixed(2)))
  // A piece is cut in quarters or thirds: "0.3 burdock root" reads as a typo, 1/3 as a cook says it.
  const part = [4, 3].map((d) => Math.round(n * d) / d).sort((a, b) => Math.abs(a - n) - Math.abs(b - n))[0]!
  return cookNumber(RULES.units[unit].counted && part ? part : n, lang)
}

export const qtyOf = (amount: AuthoredIngredient['amount']): number =>
  Array.isArray(amount.qty) ? (amount.qty[0] + amount.qty[1]) / 2 : (amount.qty ?? 0)

const qtyText = (amount: AuthoredIngredient['amount'], lang: Lang): string => {
  const { qty, unit } = amount
  if (qty === undefined) return ''
  if (!Array.isArray(qty)) return formatNumber(qty, unit, lang)
  return `${formatNumber(qty[0], unit, lang)}${lang === 'ja' ? '〜' : '–'}${formatNumber(qty[1], unit, lang)}`
}

const knownNames = (f: Food) => new Set([f.name.en, ...f.aliases].map((n) => n.toLowerCase()))

/** A name with one suffix of knowledge/cookbook.json `counters.plurals` put for the other, where it ends with it. */
const suffixed = (name: string, from: string, to: string) =>
  name.endsWith(from) ? `${name.slice(0, name.length - from.length)}${to}` : null

/**
 * The English name for many of a food: its own name where that is plural already ("basil leaves") or
 * the same for many (`counters.same`: shrimp), else the plural a suffix pair makes that the catalogue
 * knows ("bay leaves"); null when the catalogue knows none.
 */
export function pluralOf(f: Food): string | null {
  const name = f.name.en
  if (RULES.counters.same.includes(f.id) || /s$/.test(name)) return name
  const known = knownNames(f)
  return (
    RULES.counters.plurals
      .map(([one, many]) => suffixed(name, one, many))
      .find((c) => c && known.has(c.toLowerCase())) ?? null
  )
}

/** The English name for one, or for more than one, as the catalogue knows it ("potato" / "potatoes"). */
function countedName(f: Food, many: boolean): string {
  const name = f.name.en
  const known = knownNames(f)
  const one = RULES.counters.plurals
    .map(([one, plural]) => suffixed(name, plural, one))
    .find((c) => c && c !== name && known.has(c.toLowerCase()))
  return (many ? pluralOf(f) : one) ?? name
}

/** How much of a food, in one language, as its ingredient line starts ("大さじ2", "2 tbsp"). */
export function amountText(item: Pick<AuthoredIngredient, 'amount'>, lang: Lang): string {
  const words = RULES.units[item.amount.unit]
  const n = qtyOf(item.amount)
  const template = lang === 'en' && n <= 1 && words.en_one ? words.en_one : words[lang]
  const ml = words.ml && item.amount.unit !== 'g' ? formatNumber(n * words.ml, 'ml', lang) : ''
  return template.replace('{n}', qtyText(item.amount, lang)).replace('{ml}', ml)
}

/**
 * The English words of a count its unit leaves bare, for a food not counted by the piece ("3 sprigs
 * of cilantro", "1 cinnamon stick": knowledge/cookbook.json `counters`); null when the bare count fits.
 */
export function counterOf(item: Pick<AuthoredIngredient, 'food' | 'amount'>): { en: string; en_one: string } | null {
  if (RULES.units[item.amount.unit].en !== '{n}') return null
  const f = food(item.food)
  const { forms, foods } = RULES.counters
  const byForm = forms.find(
    (c) => c.unit === item.amount.unit && c.form === f.item?.form && (!c.group || c.group === f.item?.group),
  )
  return foods[item.food] ?? (byForm?.unless_counted && pluralOf(f) ? null : byForm) ?? null
}

/** A count of a food of a `counters.weighed` group (a mozzarella) as its weight; the line as it is otherwise. */
function weighed(item: AuthoredIngredient): AuthoredIngredient {
  const f = food(item.food)
  const grams = RULES.units[item.amount.unit].counted && pieceGrams(f, item.amount.unit)
  if (!grams || !RULES.counters.weighed.includes(f.item?.group ?? '')) return item
  return { ...item, amount: { qty: Math.round(qtyOf(item.amount) * grams), unit: 'g' } }
}

/** A food's name as a line calls it: without its ground word where the line is whole (cumin seeds, not ground cumin). */
export const nameOf = (item: AuthoredIngredient, lang: Lang): string => {
  const { name } = food(item.food)
  return isWhole(item) ? name[lang].replace(WHOLE.ground[lang], '') : name[lang]
}

/** One ingredient line: 「玉ねぎ 1個（くし形に切る）」, "1 onion, cut into wedges". */
export function ingredientLine(authored: AuthoredIngredient, lang: Lang): string {
  const item = weighed(authored)
  const f = { ...food(item.food), name: { ja: nameOf(item, 'ja'), en: nameOf(item, 'en') } }
  const amount = amountText(item, lang)
  const prep = item.prep?.[lang]
  if (lang === 'ja') return listedOnce(`${f.name.ja} ${amount}${prep ? `（${prep}）` : ''}`, 'ja')
  const { unit } = item.amount
  const words = RULES.units[unit]
  const counter = words.counted ? counterOf(item) : null
  const many = qtyOf(item.amount) > 1
  const line =
    unit === 'to_taste'
      ? `${f.name.en}, ${amount}`
      : counter
        ? (many ? counter.en : counter.en_one).replace('{n}', amount).replace('{name}', f.name.en)
        : words.counted && words.en === '{n}'
          ? `${amount} ${countedName(f, many)}`
          : `${amount} ${f.name.en}`
  return listedOnce(`${line}${prep ? `, ${prep}` : ''}`, 'en')
}

/**
 * The ingredient lines, a food a version uses in parts with no preparation telling them apart (soy
 * sauce for the marinade and for the sauce) said once, its parts in the order listed: 「しょうゆ
 * 小さじ2＋大さじ1」, "2 tsp + 1 tbsp soy sauce", never two unlabelled lines of one food.
 */
export function ingredientLines(ingredients: AuthoredIngredient[], lang: Lang): string[] {
  const merged = mergedLines(ingredients, lang)
  // Never fewer lines than a draft must have (a porridge of four lines, two of them water).
  return merged.length >= FEWEST_LINES ? merged : ingredients.map((i) => ingredientLine(i, lang))
}

/** The fewest ingredient lines the engine accepts in a draft (`recipeDraftSchema` of src/ai/prompts.ts). */
const FEWEST_LINES = 4

function mergedLines(ingredients: AuthoredIngredient[], lang: Lang): string[] {
  const parts = (i: AuthoredIngredient) =>
    i.prep || i.amount.unit === 'to_taste' ? [] : ingredients.filter((o) => o.food === i.food && !o.prep)
  return ingredients.flatMap((i) => {
    const same = parts(i)
    if (same.length < 2) return [ingredientLine(i, lang)]
    if (same[0] !== i) return []
    const lines = same.map((o) => ingredientLine(o, lang))
    const amounts = same.map((o) => amountText(o, lang))
    // Each line as "amount name" (en) or "name amount" (ja), or left as it is.
    const name = lang === 'en' ? lines[0]!.slice(amounts[0]!.length) : lines[0]!.slice(0, -amounts[0]!.length)
    const plain = lines.every((l, k) => (lang === 'en' ? l === amounts[k] + name : l === name + amounts[k]))
    if (!plain) return lines
    // Parts in one unit are one amount (the steps say each part's: partOf); a pinch beside a measure is in
    // the measure's rounding, so the line says the measure; parts that cannot be added stay lines of their own.
    const total = summed(same) ?? summed(same.filter((o) => o.amount.unit !== 'pinch'))
    if (!total) return lines
    return [
      lang === 'en' ? `${amountText({ amount: total }, lang)}${name}` : `${name}${amountText({ amount: total }, lang)}`,
    ]
  })
}

/**
 * One amount of a food's parts: in their one unit, in grams where one is weighed (a spoon by the
 * food's weight), in the smallest spoon where all are measured; none where they cannot be added.
 */
function summed(parts: AuthoredIngredient[]): AuthoredIngredient['amount'] | null {
  const units = new Set(parts.map((o) => o.amount.unit))
  if (!parts.length || parts.some((o) => typeof o.amount.qty !== 'number')) return null
  if (units.size === 1) return { qty: parts.reduce((n, o) => n + qtyOf(o.amount), 0), unit: parts[0]!.amount.unit }
  if (units.has('g') && parts.every((o) => gramsOf(o) > 0))
    return { qty: Math.round(parts.reduce((n, o) => n + gramsOf(o), 0)), unit: 'g' }
  const ml = [...units].map((u) => RULES.units[u].ml)
  if (ml.some((m) => !m)) return null
  const small = [...units][ml.indexOf(Math.min(...(ml as number[])))]!
  const total = parts.reduce((n, o) => n + qtyOf(o.amount) * RULES.units[o.amount.unit].ml!, 0)
  return { qty: total / RULES.units[small].ml!, unit: small }
}

/** A list that names one food twice ("penne, ziti or penne", 「塩や塩で」) names it once. */
const TWICE = {
  en: /\b(\w+(?: \w+){0,2}), ((?:\w+(?: \w+){0,2}, )*\w+(?: \w+){0,2}) (or|and) \1\b(?! [a-z])/g,
  ja: /(?<![\p{sc=Han}\p{sc=Katakana}ー])([\p{sc=Han}\p{sc=Katakana}ー]{1,8})[や、と]\1(?=[でをがにはや、。）])/gu,
}
const listedOnce = (text: string, lang: Lang) => text.replace(TWICE[lang], lang === 'en' ? '$1 $3 $2' : '$1')

/**
 * A food's English name put at a {ref} without the words the sentence already says beside it
 * ("grated {parmesan}", "dark {kuromitsu} syrup": not "grated grated", "syrup syrup").
 */
function besideWords(name: string, before: string, after: string): string {
  const words = name.split(' ')
  const lower = (t: string) => t.toLowerCase()
  for (let k = words.length - 1; k > 0; k--) {
    const head = lower(words.slice(0, k).join(' '))
    if (new RegExp(`(?:^|\\W)${literal(head)} $`).test(lower(before)))
      return besideWords(words.slice(k).join(' '), '', after)
    // One or many of it: "{pork chops} chop" is a pork chop.
    const tail = lower(words.slice(-k).join(' ')).replace(/s$/, '')
    if (new RegExp(`^ ${literal(tail)}s?(?!\\w)`).test(lower(after))) return words.slice(0, -k).join(' ')
  }
  return name
}

/** A part of a food its lines list as one amount (mergedLines): its own amount, said where a step uses it. */
const partOf = (item: AuthoredIngredient, ingredients: AuthoredIngredient[], lang: Lang) =>
  !item.prep &&
  typeof item.amount.qty === 'number' &&
  ingredients.filter((o) => o.food === item.food && !o.prep && o.amount.unit !== 'to_taste').length > 1 &&
  ingredients.length >= FEWEST_LINES
    ? amountText(item, lang)
    : ''

/** A name glossed by itself once filled ("dried sardines (dried sardines)", 「春雨（春雨）」) says it once. */
const SELF_GLOSS = { ja: /([^\s、。（）]{2,})（\1）/g, en: /((?:[\w'-]+ )*[\w'-]+) \(\1\)/gi }

/** A text with each {ref} replaced by its food's name in that language; an English sentence starts with a capital. */
export function fillRefs(text: string, ingredients: AuthoredIngredient[], lang: Lang, capital = true): string {
  const byRef = new Map(ingredients.map((i) => [i.ref, i]))
  const put = new Set<string>()
  const filled = text
    .replace(/\{([a-z][a-z0-9_]*)\}/g, (whole, ref: string, at: number) => {
      const item = byRef.get(ref)
      if (!item) return whole
      // One egg or half of one is "the egg" in the steps, as its line says it, not the catalogue's "eggs".
      // So is one of many said with an article ("crack an {egg}" of two eggs: an egg, not "an eggs").
      const one =
        lang === 'en' &&
        RULES.units[item.amount.unit].counted &&
        (qtyOf(item.amount) <= 1 || /\b(?:an?|each)\s$/i.test(text.slice(0, at)))
      const name = one
        ? countedName({ ...food(item.food), name: { ja: '', en: nameOf(item, lang) } }, false)
        : nameOf(item, lang)
      put.add(name)
      const part = partOf(item, ingredients, lang)
      const said = lang === 'en' ? besideWords(name, text.slice(0, at), text.slice(at + whole.length)) : name
      return part ? (lang === 'en' ? `${said} (${part})` : `${said}${part}`) : said
    })
    .replace(SELF_GLOSS[lang], '$1')
  // A {ref} beside its old name in words, both now the stand-in's ("{kamaboko} fish cakes" as silken tofu); in
  // Japanese, a name beside its own first or last words (「{eel}の蒲焼き」 of うなぎの蒲焼き, 「グルテンフリーの{pasta}」).
  const doubled = (name: string) =>
    [...name].slice(1).flatMap((_, i) => [`${name}の${name.slice(i)}`, `${name.slice(0, i + 2)}の${name}`])
  const once = [...put].reduce(
    (t, name) =>
      lang === 'en'
        ? t.replace(new RegExp(`\\b(${literal(name)}) \\1\\b`, 'gi'), '$1')
        : doubled(name).reduce((u, twice) => u.replaceAll(twice, name), t),
    listedOnce(filled, lang),
  )
  return lang === 'en' && capital ? once.charAt(0).toUpperCase() + once.slice(1) : once
}

/**
 * A step with its cue (and its minutes, when it takes any): "…simmer. (about 15 min, until …)". A cue
 * the adapter emptied (it was about a food taken out) leaves the minutes alone.
 */
export function stepLine(step: AuthoredStep, ingredients: AuthoredIngredient[], lang: Lang): string {
  const cue = fillRefs(step.cue[lang], ingredients, lang, false)
  const key = cue ? (step.minutes > 0 ? 'step_cue_minutes' : 'step_cue') : 'step_minutes'
  const suffix = cue || step.minutes > 0 ? RULES.says[key][lang] : ''
  return `${fillRefs(step[lang], ingredients, lang)}${suffix.replace('{cue}', cue).replace('{minutes}', String(step.minutes))}`
}

const cuisineName = (cuisine: string) =>
  cuisine
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

/** The first number of a catalogue quantity ("1/2 stalk" is 0.5, "2 (300 g)" 2); null when it starts with none. */
function leadingNumber(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?/.exec(text.trim())
  return m ? Number(m[1]) / (m[2] ? Number(m[2]) : 1) : null
}

const UNIT_WORDS: Array<[RegExp, Unit]> = [
  [/^[\d./]+\s*(?:g|grams?)\b/, 'g'],
  [/^[\d./]+\s*kg\b/, 'kg'],
  [/^[\d./]+\s*ml\b/, 'ml'],
  [/^[\d./]+\s*tbsp\b/, 'tbsp'],
  [/^[\d./]+\s*tsp\b/, 'tsp'],
  [/^[\d./]+\s*cups?\b/, 'cup'],
]

const MASS: ReadonlySet<Unit> = new Set(['g', 'kg'])

/** The catalogue's usual quantity as a number of a measuring unit ("1/2 tsp"); null for a count or words. */
function usualMeasure(f: Food): { n: number; unit: Unit } | null {
  const text = f.usual.quantity.en
  const n = leadingNumber(text)
  const unit = UNIT_WORDS.find(([pattern]) => pattern.test(text))?.[1]
  return n !== null && unit ? { n, unit } : null
}

/** Grams in a food's usual quantity, which its protein, salt and energy figures are for. */
export function usualGrams(f: Food): number | null {
  const { usual } = f
  if (usual.grams) return usual.grams
  const measure = usualMeasure(f)
  // "2 scoops (120 g)": the weight in brackets.
  const bracketed = /\((\d+(?:\.\d+)?)\s*g\)/.exec(usual.quantity.en)
  return measure ? measure.n * unitGrams(f, measure.unit)! : bracketed ? Number(bracketed[1]) : null
}

/** knowledge/cookbook.json `piece_grams.by_unit`: what one unit of this food weighs, where it is not what the unit says. */
const ownUnitGrams = (f: Food, unit: Unit): number | undefined =>
  (RULES.piece_grams.by_unit as Record<string, Partial<Record<Unit, number>>>)[f.id]?.[unit]

/**
 * Grams a millilitre of a food weighs: from its usual quantity in spoons or cups and the grams the
 * catalogue gives for it (a tablespoon of sugar is 9 g); else 1, as water.
 */
function gramsPerMl(f: Food): number {
  const measure = usualMeasure(f)
  if (!f.usual.grams || !measure || MASS.has(measure.unit)) return 1
  return f.usual.grams / (measure.n * RULES.units[measure.unit].ml!)
}

/**
 * Grams of one unit of a food: `piece_grams.by_unit` where given (a tablespoon of flour, a rice cup
 * of rice, a slice of kamaboko), else a measure's millilitres at the food's weight, else a piece's.
 */
function unitGrams(f: Food, unit: Unit): number | null {
  const own = ownUnitGrams(f, unit)
  if (own) return own
  const { ml, counted } = RULES.units[unit]
  if (ml) return MASS.has(unit) ? ml : ml * gramsPerMl(f)
  return counted ? pieceGrams(f, unit) : null
}

/**
 * Grams of one counted unit of a food: knowledge/cookbook.json `piece_grams.by_unit` where the unit
 * changes what one is (a slice of kamaboko is not its log, a leaf of cabbage not its head); else
 * from the catalogue's usual quantity when it is a count with its grams ("2" eggs, 110 g), else
 * `piece_grams.grams`; null when unknown.
 */
export function pieceGrams(f: Food, unit?: Unit): number | null {
  const own = unit && ownUnitGrams(f, unit)
  if (own) return own
  const count = usualMeasure(f) ? null : leadingNumber(f.usual.quantity.en)
  if (count && f.usual.grams) return f.usual.grams / count
  return (RULES.piece_grams.grams as Record<string, number>)[f.id] ?? null
}

/** Grams of a line: from its unit at the food's weight, or per piece; 0 when unknown. */
export function gramsOf(item: AuthoredIngredient): number {
  return qtyOf(item.amount) * (unitGrams(food(item.food), item.amount.unit) ?? 0)
}

/**
 * Grams of a line that are eaten: the line's `eaten` share (salt for pasta water, most of it
 * poured away); of a frying line, what the food takes up (knowledge/cookbook.json `frying_oil`).
 */
export function eatenGrams(item: AuthoredIngredient): number {
  const grams = gramsOf(item) * (item.eaten ?? 1)
  if (item.does !== 'fries') return grams
  const { whole_up_to_ml: whole, absorbed } = RULES.frying_oil
  return Math.max(Math.min(grams, whole), grams * absorbed)
}

/**
 * Protein, salt and energy per serving, from each food's figures for its usual quantity (a
 * catalogue ingredient's or a composite's). A pinch or "to taste" counts nothing, frying oil only
 * what the food takes up, and a line with an `eaten` share only that share. The energy is unknown
 * (null) when a food's usual quantity has no weight, rather than a total that leaves it out.
 */
export function nutritionOf(
  recipe: Pick<AuthoredRecipe, 'ingredients' | 'servings'>,
): NonNullable<RecipeDraft['nutrition']> {
  let protein = 0
  let salt = 0
  let kcal: number | null = 0
  for (const item of recipe.ingredients) {
    const grams = eatenGrams(item)
    const f = food(item.food)
    const { usual } = f
    if (!grams || [usual.protein ?? 0, usual.salt ?? 0, usual.kcal].every((x) => x === 0)) continue
    const usualWeight = usualGrams(f)
    if (!usualWeight) {
      kcal = null
      continue
    }
    const share = grams / usualWeight
    // A food the catalogue gives no protein figure (a potato, a cabbage) carries its group's, not none.
    const byGroup = (RULES.protein_by_group.per_100g as Record<string, number>)[f.item?.group ?? ''] ?? 0
    protein += share * (usual.protein ?? (byGroup * usualWeight) / 100)
    salt += share * (usual.salt ?? 0)
    if (kcal !== null) kcal += share * usual.kcal
  }
  const per = (x: number) => Math.round((x / recipe.servings) * 10) / 10
  return { protein_g: per(protein), salt_g: per(salt), kcal: kcal === null ? null : Math.round(kcal / recipe.servings) }
}

/**
 * A nutrient per serving by a table of each food's amount per 100 g eaten (iron, calcium, fibre), counting only the
 * foods `kept` keeps (those a brief allows: the liver of a dish counts nothing for a vegetarian); a food not in it, 0.
 */
export const nutrientOf = (
  recipe: Pick<AuthoredRecipe, 'ingredients' | 'servings'>,
  per100g: Record<string, number> = {},
  kept = (_food: string) => true,
) =>
  recipe.ingredients.reduce((n, i) => n + (kept(i.food) ? eatenGrams(i) * (per100g[i.food] ?? 0) : 0) / 100, 0) /
  recipe.servings

/**
 * About the fat of a serving, in grams: the energy of its foods of `groups` (meat, dairy, oil) that
 * is not their protein. The catalogue carries no fat figure; fatty pork belly still shows as fat.
 */
export function fatPerServing(recipe: Pick<AuthoredRecipe, 'ingredients' | 'servings'>, groups: string[]): number {
  const fat = recipe.ingredients.reduce((sum, item) => {
    const f = food(item.food)
    const weight = usualGrams(f)
    if (!weight || !groups.includes(f.item?.group ?? '')) return sum
    return sum + ((eatenGrams(item) / weight) * Math.max(0, f.usual.kcal - 4 * (f.usual.protein ?? 0))) / 9
  }, 0)
  return fat / recipe.servings
}

/**
 * Preparation and cooking minutes from the steps: cooking is every step on a heat; preparation the
 * unheated steps before the first of them (resting and chilling after are in the total only).
 * Rounded down, so the two never add up to more than the total.
 */
export function timesOf(steps: AuthoredStep[]): Pick<RecipeDraft, 'prep_minutes' | 'cook_minutes'> {
  const firstHeated = steps.findIndex((step) => step.heat !== 'none')
  const sum = (of: AuthoredStep[]) => Math.floor(of.reduce((total, step) => total + step.minutes, 0))
  return {
    prep_minutes: sum(firstHeated < 0 ? steps : steps.slice(0, firstHeated)),
    cook_minutes: sum(steps.filter((step) => step.heat !== 'none')),
  }
}

/**
 * The adaptation as published. The safety steps the adapter decided (a hazard row's check: the
 * chicken at 75 °C, the grapes quartered) go before the last step, the serving, as the offline
 * recipe places them, or before the step they must come before (the baby's broth taken out before
 * the seasoning goes in); every step within a recipe line (see withinLines).
 */
export function render(adaptation: Pick<Adaptation, 'recipe' | 'decisions'>, asks: string[] = []): RecipeDraft {
  const { recipe, decisions } = adaptation
  const safety = decisions.flatMap((d) => (d.kind === 'safety' ? [d] : []))
  const placed = safety.filter((d) => d.before !== undefined).sort((a, b) => b.before! - a.before!)
  const steps = (lang: Lang) => {
    const lines = recipe.steps.map((step) => stepLine(step, recipe.ingredients, lang))
    const last = safety.filter((d) => d.before === undefined).map((d) => d.note[lang])
    lines.splice(Math.max(0, lines.length - 1), 0, ...last)
    for (const d of placed) lines.splice(d.before!, 0, d.note[lang])
    return explains(asks) ? explained(lines, lang) : lines
  }
  return withinLines({
    title_ja: recipe.title.ja,
    title_en: recipe.title.en,
    category: recipe.category,
    ingredients_ja: ingredientLines(recipe.ingredients, 'ja'),
    ingredients_en: ingredientLines(recipe.ingredients, 'en'),
    steps_ja: steps('ja'),
    steps_en: steps('en'),
    description_ja: fillRefs(recipe.description.ja, recipe.ingredients, 'ja'),
    description_en: fillRefs(recipe.description.en, recipe.ingredients, 'en'),
    servings: recipe.servings,
    // A big batch of a long ferment, round after round in one device, can run past what a recipe may say (two days): its steps say each round.
    total_minutes: Math.min(RECIPE_RANGES.totalMinutes.maximum, Math.round(recipe.total_minutes)),
    cuisine: cuisineName(recipe.cuisine),
    nutrition: nutritionOf(recipe),
    ...timesOf(recipe.steps),
  })
}

const said = Type.Object({
  term: Type.Optional(Type.String()),
  words: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  means: Type.String(),
})
const GLOSSARY = validated(
  Type.Object({
    about: Type.String(),
    ask: Type.String(),
    says: Type.Object({ ja: Type.String(), en: Type.String() }),
    terms: Type.Array(Type.Object({ ja: Type.Optional(said), en: Type.Optional(said) }), { minItems: 60 }),
  }),
  GLOSSARY_DATA,
  'knowledge/glossary.json',
)
/** Each language's term words, longest first: 中弱火 is read before the 弱火 inside it. */
const TERM_WORDS = (lang: Lang) =>
  GLOSSARY.terms
    .flatMap((term) => (term[lang]?.words ?? []).map((word) => ({ term, word })))
    .sort((a, b) => b.word.length - a.word.length)
    .map(({ term, word }) => ({
      term,
      re: new RegExp(lang === 'ja' ? literal(word) : `(?<![\\w-])${literal(word)}`, 'i'),
    }))
const TERMS = { ja: TERM_WORDS('ja'), en: TERM_WORDS('en') }
/** Whether the theme asks for plain steps: the glossary's ask is among its asks. */
export const explains = (asks: string[] = []) => asks.includes(GLOSSARY.ask)
/** The kitchen asked, each ask as a way of making it (「炊飯器だけで」、「揚げずに」), one after another; plain steps are no kitchen. */
export const kitchenSaid = (asks: string[] = [], lang: Lang) =>
  asks
    .filter((ask) => !explains([ask]))
    .map((ask) => askPhrase(ask, lang).replace(/(?<![でにて])$/u, lang === 'ja' ? 'で' : ''))
    .join(lang === 'ja' ? '、' : ', ')

/**
 * Steps for a reader who asks for plain ones (knowledge/glossary.json): each cooking term the steps use explained once,
 * after the step that first says it; a term inside a longer one already read (弱火 of 中弱火) is not read again.
 */
export function explained(lines: string[], lang: Lang): string[] {
  const told = new Set<object>()
  return lines.map((line) => {
    const taken: Array<[number, number]> = []
    const notes: string[] = []
    for (const { term, re } of TERMS[lang]) {
      const m = re.exec(line)
      if (!m || taken.some(([a, b]) => m.index < b && a < m.index + m[0].length)) continue
      taken.push([m.index, m.index + m[0].length])
      const { words, means, term: name = words[0]! } = term[lang]!
      const note = GLOSSARY.says[lang].replace('{term}', name).replace('{means}', means)
      // Past a recipe line's length the term waits for the next step that says it.
      if (told.has(term) || [line, ...notes, note].join(' ').length > LINE) continue
      told.add(term)
      notes.push(note)
    }
    return [line, ...notes].join(lang === 'ja' ? '' : ' ')
  })
}

/**
 * A published recipe keeps its author's steps, as many as were written (never padded with
 * boilerplate to look longer), each within a recipe line: a step over 300 characters (the draft
 * schema's limit, as a recipe created directly) is split at its sentences.
 */
export function withinLines(draft: RecipeDraft): RecipeDraft {
  const paired = draft.steps_ja.length === draft.steps_en.length
  const fitted = draft.steps_ja.map((ja, n) =>
    paired ? fitBoth(ja, draft.steps_en[n]!) : { ja: fit(ja, 'ja'), en: fit(draft.steps_en[n] ?? '', 'en') },
  )
  return {
    ...draft,
    steps_ja: fitted.flatMap((f) => f.ja),
    steps_en: paired ? fitted.flatMap((f) => f.en) : draft.steps_en.flatMap((s) => fit(s, 'en')),
  }
}

/** A step's sentences and its bracketed cue, which is never split from the last of them. */
const SENTENCES = { ja: /(?<=。)(?![（(])/, en: /(?<=\.)\s+(?=[A-Z])/ }
const CUE_AT_END = /\s*[（(][^（()）]*[）)]\s*$/

/**
 * A step split in both languages at the same sentences, so each says the same part of the step with the
 * same foods; where their sentences do not pair, each language alone, its cue still whole.
 */
function fitBoth(ja: string, en: string): { ja: string[]; en: string[] } {
  if (ja.length <= LINE && en.length <= LINE) return { ja: [ja], en: [en] }
  const cut = (text: string, lang: Lang) => {
    const cue = CUE_AT_END.exec(text)?.[0] ?? ''
    return { cue, sentences: text.slice(0, text.length - cue.length).split(SENTENCES[lang]) }
  }
  const [j, e] = [cut(ja, 'ja'), cut(en, 'en')]
  const alone = () => {
    const out = { ja: fitted(j.sentences, j.cue, 'ja'), en: fitted(e.sentences, e.cue, 'en') }
    // The language split in fewer pieces takes as many, a sentence each and the rest with its cue, where they fit.
    const [few, many] = out.ja.length < out.en.length ? (['ja', 'en'] as const) : (['en', 'ja'] as const)
    const n = out[many].length
    const by = { ja: j, en: e }[few]
    const rest = `${by.sentences.slice(n - 1).join(few === 'ja' ? '' : ' ')}${by.cue}`
    if (by.sentences.length < n || rest.length > LINE) return out
    return { ...out, [few]: [...by.sentences.slice(0, n - 1), rest] }
  }
  if (j.sentences.length !== e.sentences.length) return alone()
  const out: Array<{ ja: string; en: string }> = []
  for (const [k, sj] of j.sentences.entries()) {
    const se = e.sentences[k]!
    const last = out.at(-1)
    const tail = k === j.sentences.length - 1
    const joined = last && { ja: last.ja + sj, en: `${last.en} ${se}` }
    if (
      joined &&
      joined.ja.length + (tail ? j.cue.length : 0) <= LINE &&
      joined.en.length + (tail ? e.cue.length : 0) <= LINE
    )
      out[out.length - 1] = joined
    else out.push({ ja: sj, en: se })
  }
  out[out.length - 1] = { ja: out.at(-1)!.ja + j.cue, en: out.at(-1)!.en + e.cue }
  return out.every((p) => p.ja.length <= LINE && p.en.length <= LINE)
    ? { ja: out.map((p) => p.ja), en: out.map((p) => p.en) }
    : alone()
}

/** A step's sentences fitted within a line, its cue kept whole with the last. */
function fitted(sentences: string[], cue: string, lang: Lang): string[] {
  const out = fit(sentences.join(lang === 'ja' ? '' : ' '), lang, cue.length)
  out[out.length - 1] += cue
  return out
}

/** The longest line a recipe may have (the draft schema's, as a recipe created directly). */
const LINE = 300

/**
 * A step longer than a recipe line may be is split at its sentences, its bracketed cue kept with the
 * last; a sentence longer still at its last clause within the line (「、」, "; ", ", "), each piece
 * made a sentence of its own, so no published step starts mid-sentence.
 */
function fit(step: string, lang: Lang, room = 0): string[] {
  if (step.length + room <= LINE) return [step]
  const sentences = step.split(SENTENCES[lang])
  const out: string[] = []
  for (const [k, sentence] of sentences.entries()) {
    const last = out.at(-1)
    const joined = last === undefined ? '' : lang === 'ja' ? last + sentence : `${last} ${sentence}`
    if (last !== undefined && joined.length + (k === sentences.length - 1 ? room : 0) <= LINE)
      out[out.length - 1] = joined
    else out.push(...clauses(sentence, lang, k === sentences.length - 1 ? room : 0))
  }
  return out
}

/** A sentence over a line cut at its last clause within the line, each piece a sentence ("…; then" is "…. Then"). */
function clauses(sentence: string, lang: Lang, room = 0): string[] {
  if (sentence.length + room <= LINE) return [sentence]
  const head = sentence.slice(0, LINE)
  const at = Math.max(...(lang === 'ja' ? ['、'] : ['; ', ', ']).map((c) => head.lastIndexOf(c)))
  const cut = at > 0 ? at : LINE - 1
  const rest = sentence.slice(cut + (at > 0 ? (lang === 'ja' ? 1 : 2) : 0)).trimStart()
  const first = `${sentence.slice(0, cut)}${lang === 'ja' ? '。' : '.'}`
  return [first, ...clauses(lang === 'ja' ? rest : rest.charAt(0).toUpperCase() + rest.slice(1), lang, room)]
}
