import { parseIngredient } from 'parse-ingredient'
import { ingredientLine, nutritionOf } from '../ai/cookbook/render'
import type { AuthoredIngredient } from '../ai/cookbook/types'
import { findIngredients, ingredient } from '../ai/food/catalogue'
import { cookNumber } from '../text/quantity'
import type { RecipeDraft } from '../ai/prompts'
import type { INGREDIENT_UNITS } from './model'

/**
 * Ingredient lines read as quantity, unit and food, in both languages, and scaled to other
 * servings. English lines go through `parse-ingredient` (fractions, ranges, unicode vulgar
 * fractions, US and metric units); Japanese lines, which it does not read, through the measures
 * and counters of a Japanese recipe (大さじ, 小さじ, カップ, 合, g, 個, 本, 片, 枚, 少々, 適量…).
 * A line that cannot be read keeps its text, with `quantity` and `unit` null: nothing is lost.
 */

export type Unit = (typeof INGREDIENT_UNITS)[number]

export type ParsedLine = {
  quantity: number | null
  quantity_max: number | null
  unit: Unit | null
  food: string
  food_id: string | null
  note: string | null
}

export type StructuredIngredient = ParsedLine & { line_ja: string | null; line_en: string | null }

/** Units that say "some" without a number: they never scale. */
const UNSCALED: ReadonlySet<Unit> = new Set(['pinch', 'to_taste'])
/** Units counted in whole things (halves allowed, an onion's half is a cook's unit). */
const COUNTED: ReadonlySet<Unit> = new Set([
  'piece',
  'clove',
  'slice',
  'sheet',
  'block',
  'bunch',
  'pack',
  'can',
  'knob',
])

const JA_SPOONS: Record<string, Unit> = { 大さじ: 'tbsp', 小さじ: 'tsp', カップ: 'cup' }
const JA_SUFFIXES: Record<string, Unit> = {
  g: 'g',
  グラム: 'g',
  kg: 'kg',
  ml: 'ml',
  cc: 'ml',
  l: 'l',
  リットル: 'l',
  合: 'rice_cup',
  個: 'piece',
  本: 'piece',
  つ: 'piece',
  玉: 'piece',
  尾: 'piece',
  株: 'piece',
  房: 'piece',
  粒: 'piece',
  杯: 'piece',
  片: 'clove',
  かけ: 'knob',
  枚: 'sheet',
  切れ: 'slice',
  切: 'slice',
  カップ: 'cup',
  丁: 'block',
  束: 'bunch',
  袋: 'pack',
  パック: 'pack',
  缶: 'can',
}
const JA_WORDS: Record<string, Unit> = {
  少々: 'pinch',
  ひとつまみ: 'pinch',
  少し: 'pinch',
  適量: 'to_taste',
  適宜: 'to_taste',
  お好みで: 'to_taste',
}

const EN_UNITS: Record<string, Unit> = {
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  liter: 'l',
  teaspoon: 'tsp',
  tablespoon: 'tbsp',
  cup: 'cup',
  ounce: 'oz',
  pound: 'lb',
  clove: 'clove',
  slice: 'slice',
  sheet: 'sheet',
  can: 'can',
  package: 'pack',
  bunch: 'bunch',
  pinch: 'pinch',
  piece: 'piece',
}

/** A number as a Japanese recipe writes it: 2, 1.5, 1/2, 1と1/2, ½ (after NFKC: 1⁄2). */
const JA_NUMBER = String.raw`\d+と\d+[/⁄]\d+|\d+[/⁄]\d+|\d+(?:\.\d+)?`
const JA_RANGE = String.raw`(${JA_NUMBER})(?:\s*[〜~\-–]\s*(${JA_NUMBER}))?`
const SPOON = new RegExp(String.raw`(大さじ|小さじ|カップ)\s*${JA_RANGE}`)
const SUFFIXED = new RegExp(
  String.raw`${JA_RANGE}\s*(${Object.keys(JA_SUFFIXES)
    .sort((a, b) => b.length - a.length)
    .join('|')})`,
  'i',
)
const WORD = new RegExp(Object.keys(JA_WORDS).join('|'))
const NOTE = /[（(]([^）)]*)[）)]/

function numberOf(text: string | undefined): number | null {
  if (!text) return null
  const [whole, fraction] = text.includes('と') ? text.split('と') : /[/⁄]/.test(text) ? ['0', text] : [text]
  const [top, bottom] = fraction?.split(/[/⁄]/) ?? []
  const value = Number(whole) + (top && bottom ? Number(top) / Number(bottom) : 0)
  return Number.isFinite(value) && value > 0 ? value : null
}

const VULGAR: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅛': '1/8' }

/** NFKC, with a vulgar fraction spelt as Japanese recipes write it (1½ → 1と1/2; NFKC alone would give 11⁄2). */
const normalJapanese = (line: string) =>
  line
    .replace(/(\d)?([½⅓⅔¼¾⅛])/g, (_, digit: string | undefined, fraction: string) =>
      digit ? `${digit}と${VULGAR[fraction]}` : VULGAR[fraction]!,
    )
    .normalize('NFKC')

const foodIdOf = (food: string) => findIngredients(food)[0]?.ingredient.id ?? null

/** Lines read, by their text: about this many per language (a few hundred KB). */
const KEPT_LINES = 4096

/**
 * Reading a line is a pure function of its text (the food catalogue is fixed for the process), and
 * on a first read of a recipe it was a quarter of the answer's time (issue 35): the parser and the
 * catalogue's matcher for every line. The same lines recur across recipes ("醤油 大さじ2",
 * "1 tbsp soy sauce"), so each language keeps the last lines read. Frozen, since callers share them.
 */
function readOnce(read: (line: string) => ParsedLine): (line: string) => Readonly<ParsedLine> {
  const kept = new Map<string, Readonly<ParsedLine>>()
  return (line) => {
    let parsed = kept.get(line)
    if (parsed) kept.delete(line)
    else parsed = Object.freeze(read(line))
    kept.set(line, parsed)
    if (kept.size > KEPT_LINES) kept.delete(kept.keys().next().value!)
    return parsed
  }
}

/** 「鶏もも肉 300g（一口大）」「醤油 大さじ1と1/2」「塩 少々」「卵 2個」: the amount is found wherever it stands. */
export const parseJapaneseLine = readOnce(function readJapaneseLine(raw: string): ParsedLine {
  const line = normalJapanese(raw).trim()
  const note = line.match(NOTE)?.[1]?.trim() || null
  const body = line.replace(NOTE, ' ').trim()
  const spoon = body.match(SPOON)
  const suffixed = spoon ? null : body.match(SUFFIXED)
  const word = spoon || suffixed ? null : body.match(WORD)
  const found = spoon ?? suffixed ?? word
  let quantity: number | null = null
  let quantityMax: number | null = null
  let unit: Unit | null = null
  if (spoon) {
    unit = JA_SPOONS[spoon[1]!]!
    quantity = numberOf(spoon[2])
    quantityMax = numberOf(spoon[3])
  } else if (suffixed) {
    unit = JA_SUFFIXES[suffixed[3]!.toLowerCase()] ?? null
    quantity = numberOf(suffixed[1])
    quantityMax = numberOf(suffixed[2])
  } else if (word) unit = JA_WORDS[word[0]]!
  const food = (found ? body.replace(found[0], ' ') : body)
    .replace(/[…:：、,.]+|各/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^の|の$/, '')
  const unread = !found || (unit !== null && !UNSCALED.has(unit) && quantity === null)
  return {
    quantity: unread ? null : quantity,
    quantity_max: unread ? null : quantityMax,
    unit: unread ? null : unit,
    food: food || line,
    food_id: foodIdOf(food || line),
    note,
  }
})

/** "1 1/2 tbsp soy sauce", "2–3 cloves garlic, minced", "a pinch of salt", "salt to taste". */
export const parseEnglishLine = readOnce(function readEnglishLine(raw: string): ParsedLine {
  const line = raw.trim()
  const pinch = line.match(/^(?:a\s+)?pinch\s+of\s+(.+)$/i)
  // "salt to taste" has no amount; "1 tsp salt, plus more to taste" has one, and its note says the rest.
  const toTaste = line.match(/^(?![\d½⅓⅔¼¾⅛])(.+?),?\s+(?:to taste|as needed)$/i)
  if (pinch || toTaste) {
    const [food, note] = splitNote(pinch ? pinch[1]! : toTaste![1]!)
    return {
      quantity: null,
      quantity_max: null,
      unit: pinch ? 'pinch' : 'to_taste',
      food,
      food_id: foodIdOf(food),
      note,
    }
  }
  const parsed = parseIngredient(withSpoonAbbreviations(line.replace(/\s*[–—]\s*/g, '-')))[0]
  if (!parsed || parsed.isGroupHeader) return { ...unreadLine(line), food_id: foodIdOf(line) }
  const [described, note] = splitNote(parsed.description)
  // A size word ("2 large carrots") is read as a unit by the parser: the line counts carrots.
  const read =
    parsed.quantity === null ? null : parsed.unitOfMeasureID ? (EN_UNITS[parsed.unitOfMeasureID] ?? 'piece') : 'piece'
  // "1 (15 oz) can black beans", "4 garlic cloves": the count's unit follows a size, or the food.
  const counted = read === 'piece' ? countedUnit(described) : undefined
  const unit = counted?.unit ?? read
  const food = counted?.food ?? described
  const sized = parsed.unitOfMeasureID && !EN_UNITS[parsed.unitOfMeasureID] ? parsed.unitOfMeasure : null
  return {
    quantity: parsed.quantity,
    quantity_max: parsed.quantity2,
    unit,
    food: sized ? `${sized} ${food}` : food,
    food_id: foodIdOf(food),
    note,
  }
})

/** Cookbook shorthand the parser does not know: "1 t. salt" is a teaspoon, "2 T. sugar" a tablespoon. */
const withSpoonAbbreviations = (line: string) =>
  line.replace(
    /^([\d\s/½⅓⅔¼¾⅛.-]+?)\s*(t|T)\.?\s/,
    (_, amount: string, letter: string) => `${amount} ${letter === 'T' ? 'tbsp' : 'tsp'} `,
  )

const COUNT_WORDS: Array<[RegExp, Unit]> = [
  [/^cans?\s+(?:of\s+)?/i, 'can'],
  [/^slices?\s+(?:of\s+)?/i, 'slice'],
  [/^sheets?\s+(?:of\s+)?/i, 'sheet'],
  [/^cloves?\s+(?:of\s+)?/i, 'clove'],
  [/^(?:packages?|packs?)\s+(?:of\s+)?/i, 'pack'],
  [/^bunch(?:es)?\s+(?:of\s+)?/i, 'bunch'],
]

/** The unit a counted line names after its size or with its food ("cans tomatoes", "garlic cloves"), and the food without it. */
function countedUnit(food: string): { unit: Unit; food: string } | undefined {
  for (const [word, unit] of COUNT_WORDS) if (word.test(food)) return { unit, food: food.replace(word, '') }
  const cloves = food.match(/^(.*?garlic)\s+cloves?$/i)
  return cloves ? { unit: 'clove', food: cloves[1]!.trim() } : undefined
}

const unreadLine = (line: string): Omit<ParsedLine, 'food_id'> => ({
  quantity: null,
  quantity_max: null,
  unit: null,
  food: line,
  note: null,
})

/** "garlic, minced" → ["garlic", "minced"]; "onion (thinly sliced)" → ["onion", "thinly sliced"]. */
function splitNote(text: string): [string, string | null] {
  const bracket = text.match(/^(.*?)\s*\(([^)]*)\)\s*(.*)$/)
  const rest = bracket ? `${bracket[1]} ${bracket[3]}`.trim() : text
  const comma = rest.indexOf(',')
  const notes = [bracket?.[2], comma < 0 ? undefined : rest.slice(comma + 1)]
    .map((note) => note?.trim())
    .filter(Boolean)
  return [(comma < 0 ? rest : rest.slice(0, comma)).trim(), notes.join('; ') || null]
}

/**
 * Both languages' lines as one list. Lines pair by position when both languages list the same
 * number; otherwise each language's lines stand alone (the other side null). The quantity is the
 * Japanese line's when it reads one, else the English line's.
 */
export function structuredIngredients(linesJa: string[], linesEn: string[]): StructuredIngredient[] {
  if (linesJa.length === linesEn.length)
    return linesJa.map((ja, index) => {
      const en = linesEn[index]!
      const fromJa = parseJapaneseLine(ja)
      const fromEn = parseEnglishLine(en)
      const amount = fromJa.unit !== null ? fromJa : fromEn
      return {
        quantity: amount.quantity,
        quantity_max: amount.quantity_max,
        unit: amount.unit,
        food: fromEn.food,
        food_id: fromJa.food_id ?? fromEn.food_id,
        note: fromEn.note ?? fromJa.note,
        line_ja: ja,
        line_en: en,
      }
    })
  return [
    ...linesJa.map((ja) => ({ ...parseJapaneseLine(ja), line_ja: ja, line_en: null })),
    ...linesEn.map((en) => ({ ...parseEnglishLine(en), line_ja: null, line_en: en })),
  ]
}

const ML: Partial<Record<Unit, number>> = { tsp: 5, tbsp: 15 }
const US_CUP_ML = 240

/** A scaled amount, rounded as a cook would: grams to 5 or 10, counted things to halves (eggs whole); spoons are left to cookNumber's fractions. */
function rounded(value: number, unit: Unit, foodId: string | null): number {
  if (unit === 'g' || unit === 'ml')
    return value >= 100 ? Math.round(value / 10) * 10 : Math.max(1, Math.round(value / 5) * 5 || Math.round(value))
  if (COUNTED.has(unit) || unit === 'piece')
    return foodId === 'egg' ? Math.max(1, Math.round(value)) : Math.max(0.5, Math.round(value * 2) / 2)
  return value
}

/**
 * Spoons past a handful read as a cook writes them: 3 tsp → 1 tbsp; in English 4 tbsp → 1/4 cup;
 * in Japanese 大さじ10 → 150ml (a Japanese recipe measures larger liquids in ml, not in カップ fractions).
 */
function converted(value: number, unit: Unit, lang: 'ja' | 'en'): { value: number; unit: Unit } {
  if (unit === 'tsp' && value >= 3) return converted(value / 3, 'tbsp', lang)
  if (unit === 'tbsp' && lang === 'ja' && value >= 10) return { value: value * ML.tbsp!, unit: 'ml' }
  if (unit === 'tbsp' && lang === 'en' && value >= 4) return { value: (value * ML.tbsp!) / US_CUP_ML, unit: 'cup' }
  if (unit === 'g' && value >= 1000) return { value: value / 1000, unit: 'kg' }
  if (unit === 'ml' && value >= 1000) return { value: value / 1000, unit: 'l' }
  return { value, unit }
}

const EN_WORDS: Partial<Record<Unit, [string, string]>> = {
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  sheet: ['sheet', 'sheets'],
  block: ['block', 'blocks'],
  bunch: ['bunch', 'bunches'],
  pack: ['pack', 'packs'],
  can: ['can', 'cans'],
  knob: ['knob', 'knobs'],
  rice_cup: ['rice-cooker cup', 'rice-cooker cups'],
}

/** The amount of a scaled line in a language, or null when the line keeps its own words. */
function amountText(quantity: number, max: number | null, unit: Unit, lang: 'ja' | 'en', counter: string): string {
  // Metric amounts past a thousand read as decimals (1.2 kg), never as fractions.
  const format = (value: number) =>
    unit === 'kg' || unit === 'l' ? String(Math.round(value * 10) / 10) : cookNumber(value, lang)
  const range = (low: number, high: number | null) =>
    high === null ? format(low) : `${format(low)}${lang === 'ja' ? '〜' : '–'}${format(high)}`
  if (lang === 'ja') {
    if (unit === 'tbsp') return `大さじ${range(quantity, max)}`
    if (unit === 'tsp') return `小さじ${range(quantity, max)}`
    if (unit === 'cup') return `カップ${range(quantity, max)}`
    return `${range(quantity, max)}${counter}`
  }
  const words = EN_WORDS[unit]
  if (unit === 'g' || unit === 'kg' || unit === 'ml' || unit === 'l' || unit === 'oz' || unit === 'lb')
    return `${range(quantity, max)} ${unit}`
  if (!words) return range(quantity, max)
  return `${range(quantity, max)} ${(max ?? quantity) > 1 ? words[1] : words[0]}`
}

const JA_COUNTER: Partial<Record<Unit, string>> = { g: 'g', kg: 'kg', ml: 'ml', l: 'L', rice_cup: '合' }

/**
 * One line at `factor` times its amounts, in its language: the amount is rewritten where it
 * stands and the rest of the line kept word for word. Lines without a number ("少々", "to
 * taste") and lines that could not be read are returned unchanged.
 */
export function scaleLine(line: string, lang: 'ja' | 'en', factor: number): string {
  const parsed = lang === 'ja' ? parseJapaneseLine(line) : parseEnglishLine(line)
  if (parsed.quantity === null || parsed.unit === null || UNSCALED.has(parsed.unit) || factor === 1) return line
  const target = converted(parsed.quantity * factor, parsed.unit, lang)
  const quantity = rounded(target.value, target.unit, parsed.food_id)
  const max =
    parsed.quantity_max === null
      ? null
      : rounded(converted(parsed.quantity_max * factor, parsed.unit, lang).value, target.unit, parsed.food_id)
  if (lang === 'ja') {
    const normal = normalJapanese(line)
    const spoon = normal.match(SPOON)
    const suffixed = spoon ? null : normal.match(SUFFIXED)
    const found = spoon ?? suffixed
    if (!found) return line
    const counter = target.unit === parsed.unit && suffixed ? suffixed[3]! : (JA_COUNTER[target.unit] ?? '')
    return normal.replace(found[0], amountText(quantity, max, target.unit, 'ja', counter))
  }
  const lead = line.match(
    /^\s*(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*[½⅓⅔¼¾⅛]|\d+(?:\.\d+)?)(?:\s*[-–]\s*(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*[½⅓⅔¼¾⅛]|\d+(?:\.\d+)?))?\s*(?:(?:tablespoons?|tbsps?|teaspoons?|tsps?|cups?|grams?|g|kilograms?|kg|ml|milliliters?|liters?|l|oz|ounces?|lbs?|pounds?|cloves?|slices?|sheets?|cans?|packs?|packages?|bunches?|pieces?)\b\.?)?\s*/i,
  )
  if (!lead) return line
  const unitWritten = /[a-z]/i.test(lead[0])
  const amount = amountText(quantity, max, unitWritten || target.unit !== parsed.unit ? target.unit : 'piece', 'en', '')
  const rest = line.slice(lead[0].length)
  // "1 egg" for four is "4 eggs": a counted food takes the number of its amount.
  const counted = unitWritten ? rest : withNumber(rest, (max ?? quantity) > 1)
  return `${amount} ${counted}`.replace(/\s+/g, ' ').trim()
}

/** The food of "large onion, sliced" as plural or singular: its last word before a comma or bracket. */
function withNumber(text: string, plural: boolean): string {
  return text.replace(/^([^,(]*?)([A-Za-z]+)(?=\s*(?:[,(]|$))/, (_, before: string, word: string) => {
    const singular = word
      .replace(/(?<=[^aeiou])ies$/i, 'y')
      .replace(/(?<=(?:ch|sh|x|o))es$/i, '')
      .replace(/(?<!s)s$/i, '')
    if (!plural) return before + singular
    if (/[^aeiou]y$/i.test(singular)) return `${before}${singular.slice(0, -1)}ies`
    if (/(?:ch|sh|x|[^aeiou]o)$/i.test(singular)) return `${before}${singular}es`
    return `${before}${singular}s`
  })
}

/**
 * A Japanese ingredient line said in English through the food lexicon, as the cookbook writes
 * its own lines ("鶏もも肉 300g（一口大）" → "300 g chicken thigh"), or null when the line names no
 * food the lexicon knows or has no amount it can say. The Japanese note is left out: the original
 * line keeps it.
 */
export function englishLineOf(line: string): string | null {
  const item = authoredOf(parseJapaneseLine(line))
  return item && ingredientLine(item, 'en')
}

/**
 * Protein, salt and energy per serving of ingredient lines as text (an offline remix of a published
 * recipe), counted as the cookbook counts its own lines (`nutritionOf`); null when a line names no
 * food the lexicon knows or no amount it can count, rather than a total that leaves it out.
 */
export function nutritionOfLines(linesJa: string[], linesEn: string[], servings: number): RecipeDraft['nutrition'] {
  // Unpaired lines of the two languages are the same foods twice: count the Japanese ones.
  const items = structuredIngredients(linesJa, linesEn.length === linesJa.length ? linesEn : []).map(authoredOf)
  return items.every((item) => item !== null) ? nutritionOf({ ingredients: items, servings }) : null
}

/** A read line as the cookbook writes one, or null when it names no food the lexicon knows or no amount. */
function authoredOf(parsed: ParsedLine): AuthoredIngredient | null {
  if (!parsed.food_id || parsed.unit === null || parsed.unit === 'oz' || parsed.unit === 'lb') return null
  const counted = !UNSCALED.has(parsed.unit)
  if (counted && parsed.quantity === null) return null
  // 枚 counts slices of meat as well as sheets of nori: a cut of meat is "2 chicken thighs", not "2 sheets".
  const unit = parsed.unit === 'sheet' && ingredient(parsed.food_id).form === 'piece' ? 'piece' : parsed.unit
  const qty = !counted
    ? undefined
    : parsed.quantity_max === null
      ? parsed.quantity!
      : ([parsed.quantity!, parsed.quantity_max] as [number, number])
  return { ref: parsed.food_id, food: parsed.food_id, amount: { qty, unit }, does: 'body' }
}
