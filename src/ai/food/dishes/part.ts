import type { DishPart, Role, Text } from '../types'

/**
 * Japanese recipe amounts follow a small set of units, so the English amount is derived from the
 * Japanese one instead of being typed twice (and drifting apart). An amount no rule knows throws
 * when the catalogue loads, so a typo cannot reach a recipe; pass `en` for the odd ones.
 */

/** "2", "1.5" or "1/2" as a number. */
const amountValue = (n: string) => {
  const [whole, part] = n.split('/')
  return part === undefined ? Number(whole) : Number(whole) / Number(part)
}

/** "1/2 bunch", "1 bunch", "2 bunches": the plural only for more than one. */
function unit(n: string, one: string, many: string): string {
  return `${n} ${amountValue(n) > 1 ? many : one}`
}

/**
 * What one 枚 or 本 of these is called in English, where the name cannot simply be counted ("2
 * sheets of thin fried tofu", not "2 thin fried tofu"); other counts (tortillas, carrots) read as
 * a bare number.
 */
const COUNT_WORDS: Record<string, [string, string]> = {
  nori: ['sheet', 'sheets'],
  puff_pastry: ['sheet', 'sheets'],
  bay_leaf: ['leaf', 'leaves'],
  aburaage: ['sheet', 'sheets'],
  rice_paper: ['sheet', 'sheets'],
  celery: ['stalk', 'stalks'],
  lemongrass: ['stalk', 'stalks'],
  corn: ['cob', 'cobs'],
}
const counted = (n: string, id: string) => (COUNT_WORDS[id] ? unit(n, ...COUNT_WORDS[id]) : n)

const UNITS: Array<[RegExp, (n: string, id: string) => string]> = [
  [/^(\S+?)g$/, (n) => `${n} g`],
  [/^(\S+?)kg$/, (n) => `${n} kg`],
  [/^(\S+?)ml$/, (n) => `${n} ml`],
  [/^大さじ(\S+)$/, (n) => `${n} tbsp`],
  [/^小さじ(\S+)$/, (n) => `${n} tsp`],
  [/^(\S+?)個$/, (n) => n],
  [/^(\S+?)本$/, counted],
  [/^(\S+?)尾$/, (n) => n],
  [/^(\S+?)枚$/, counted],
  [/^(\S+?)切れ$/, (n) => unit(n, 'fillet', 'fillets')],
  [/^(\S+?)片$/, (n) => unit(n, 'clove', 'cloves')],
  [/^(\S+?)かけ$/, (n) => unit(n, 'knob', 'knobs')],
  [/^(\S+?)玉$/, (n) => unit(n, 'portion', 'portions')],
  [/^(\S+?)袋$/, (n) => unit(n, 'pack', 'packs')],
  [/^(\S+?)パック$/, (n) => unit(n, 'pack', 'packs')],
  [/^(\S+?)束$/, (n) => unit(n, 'bunch', 'bunches')],
  [/^(\S+?)丁$/, (n) => unit(n, 'block', 'blocks')],
  [/^(\S+?)株$/, (n) => unit(n, 'head', 'heads')],
  [/^(\S+?)缶$/, (n) => unit(n, 'can', 'cans')],
  [/^(\S+?)合$/, (n) => `${unit(n, 'rice-cooker cup', 'rice-cooker cups')} (${amountValue(n) * 180} ml)`],
  [/^(\S+?)杯$/, (n) => unit(n, 'cup', 'cups')],
  [/^(\S+?)粒$/, (n) => n],
  [/^(\S+?)房$/, (n) => n],
  [/^少々$/, () => 'a pinch'],
  [/^ひとつまみ$/, () => 'a pinch'],
  [/^適量$/, () => 'as needed'],
  [/^揚げ油適量$/, () => 'oil for deep-frying'],
]

export function amountEn(ja: string, id = ''): string {
  const paren = ja.match(/^(.+?)（(.+)）$/)
  if (paren) return `${amountEn(paren[1]!, id)} (${amountEn(paren[2]!, id)})`
  for (const [re, to] of UNITS) {
    const m = ja.match(re)
    if (m) return to(m[1] ?? '', id)
  }
  throw new Error(`dish amount without an English form: ${ja}`)
}

/** One ingredient of a dish: `p('chicken_thigh', '300g', 'base')` → 300g / 300 g. */
export function part(id: string, ja: string, role: Role, en?: string): DishPart {
  const amount: Text = { ja, en: en ?? amountEn(ja, id) }
  return { id, amount, role }
}
