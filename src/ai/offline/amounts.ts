import type { Text } from '../food/types'

/**
 * Recipe amounts as cooks write them ("大さじ1と1/2", "1 1/2 tbsp", "300 g", "2個"), scaled for
 * servings or a trimmed seasoning. Every number in the amount is scaled the same way, so the
 * Japanese and English lines (and a rice-cooker cup with its millilitres) stay the same amount.
 */

const NUMBER = /(\d+)\s*と\s*(\d+)\/(\d+)|(\d+) (\d+)\/(\d+)|(\d+)\/(\d+)|\d+(?:\.\d+)?/g

/** The value of every number in an amount, in order ("1と1/2" and "1 1/2" are 1.5). */
export function numbersIn(amount: string): number[] {
  return [...amount.matchAll(NUMBER)].map((m) => {
    if (m[1]) return Number(m[1]) + Number(m[2]) / Number(m[3])
    if (m[4]) return Number(m[4]) + Number(m[5]) / Number(m[6])
    if (m[7]) return Number(m[7]) / Number(m[8])
    return Number(m[0])
  })
}

const FRACTIONS: Array<[number, string]> = [
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
]

type Kind = 'weight' | 'spoon' | 'count'

function kindOf(amount: string): Kind {
  if (/\d\s*(g|kg|ml|l)\b|\d\s*(g|kg|ml)$|\d(g|ml)/i.test(amount)) return 'weight'
  if (/大さじ|小さじ|tbsp|tsp|cups?|杯|合/.test(amount)) return 'spoon'
  return 'count'
}

/** A number as an amount of its kind: weights to a round figure, spoons and counts to kitchen fractions. */
function format(value: number, kind: Kind, lang: 'ja' | 'en', whole: boolean): string {
  if (kind === 'weight') {
    const step = value >= 100 ? 10 : value >= 20 ? 5 : 1
    return String(Math.max(step, Math.round(value / step) * step))
  }
  if (whole) return String(Math.max(1, Math.round(value)))
  const int = Math.floor(value + 1e-9)
  const rest = value - int
  const [near] = [
    [0, ''] as [number, string],
    ...FRACTIONS.filter(([f]) => kind === 'count' || (f !== 1 / 3 && f !== 2 / 3)),
    [1, ''] as [number, string],
  ].sort((a, b) => Math.abs(rest - a[0]) - Math.abs(rest - b[0]))
  const units = near![0] === 1 ? int + 1 : int
  const part = near![1]
  // Never print a zero: the smallest amount a cook measures is a quarter.
  if (units === 0 && !part) return '1/4'
  if (!part) return String(units)
  if (units === 0) return part
  return lang === 'ja' ? `${units}と${part}` : `${units} ${part}`
}

/** The value a formatted amount stands for, so nutrition follows the rounded figure the recipe prints. */
export function scaleText(amount: string, factor: number, lang: 'ja' | 'en', whole = false): string {
  if (factor === 1) return amount
  const plain = expand(amount)
  const kind = kindOf(plain)
  const scaled = rollUp(plain.replace(NUMBER, (match) => format(numbersIn(match)[0]! * factor, kind, lang, whole)))
  return lang === 'en' ? agree(scaled) : scaled
}

/** "1.5 kg" as "1500 g" and "2.5 L" as "2500 ml", so a scaled figure is rounded in grams, not in kilos. */
function expand(amount: string): string {
  return amount.replace(
    /(\d+(?:\.\d+)?)(\s*)(kg|L)(?![a-zA-Z])/g,
    (_m, n: string, space: string, unit: string) =>
      `${Math.round(Number(n) * 1000)}${space}${unit === 'kg' ? 'g' : 'ml'}`,
  )
}

/** A thousand grams or more as kilos, a thousand millilitres or more as litres, as a cook writes them (4 kg, 2.5 L; 4kg, 2.5L). */
export function rollUp(amount: string): string {
  return amount.replace(/(\d+(?:\.\d+)?)(\s*)(g|ml)(?![a-zA-Z])/g, (whole, n: string, space: string, unit: string) => {
    const value = Number(n)
    if (value < 1000) return whole
    return `${String(Math.round(value / 100) / 10)}${space}${unit === 'g' ? 'kg' : 'L'}`
  })
}

const UNIT_WORDS = 'sheet|fillet|clove|knob|portion|pack|bunch|block|head|can|cup|slice|stalk|cob|piece|leaf'

/** "1 sheets" and "2 sheet" read wrong once a number changes: the unit follows its number. */
function agree(amount: string): string {
  return amount.replace(
    new RegExp(`(^|\\s)([\\d/ ]*\\d)( rice-cooker)? (${UNIT_WORDS})(e?s)?\\b`, 'g'),
    (_m, pre, n, cooker = '', unit) => {
      const value = numbersIn(n)[0] ?? 1
      const plural = value > 1 ? (/(ch|sh)$/.test(unit) ? 'es' : unit === 'leaf' ? '' : 's') : ''
      return `${pre}${n}${cooker} ${unit === 'leaf' && value > 1 ? 'leaves' : unit}${plural}`
    },
  )
}

/** An amount scaled in both languages; `whole` keeps counted things whole (an egg is not halved). */
export function scaleAmount(amount: Text, factor: number, whole = false): Text {
  return { ja: scaleText(amount.ja, factor, 'ja', whole), en: scaleText(amount.en, factor, 'en', whole) }
}

/** How many times `base` the scaled amount is, read back from the printed figure. */
export function ratioOf(scaled: string, base: string): number {
  const [a] = numbersIn(scaled)
  const [b] = numbersIn(base)
  return a !== undefined && b ? a / b : 1
}

/** Grams (or millilitres) an amount stands for, when it says so. */
export function gramsIn(amount: string): number | null {
  const m = amount.match(/(\d+(?:\.\d+)?)\s*(kg|g|ml|L)\b/i) ?? amount.match(/(\d+(?:\.\d+)?)(kg|g|ml|L)(?![a-zA-Z])/)
  if (!m) return null
  return Number(m[1]) * (m[2]!.toLowerCase() === 'kg' || m[2] === 'L' || m[2] === 'l' ? 1000 : 1)
}

/** One decimal place, without a trailing ".0". */
export const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10)
