import type { DishPart, Role, Text } from '../types'

/**
 * Japanese recipe amounts follow a small set of units, so the English amount is derived from the
 * Japanese one instead of being typed twice (and drifting apart). An amount no rule knows throws
 * when the catalogue loads, so a typo cannot reach a recipe; pass `en` for the odd ones.
 */
const UNITS: Array<[RegExp, (n: string) => string]> = [
  [/^(\S+?)g$/, (n) => `${n} g`],
  [/^(\S+?)kg$/, (n) => `${n} kg`],
  [/^(\S+?)ml$/, (n) => `${n} ml`],
  [/^大さじ(\S+)$/, (n) => `${n} tbsp`],
  [/^小さじ(\S+)$/, (n) => `${n} tsp`],
  [/^(\S+?)個$/, (n) => n],
  [/^(\S+?)本$/, (n) => n],
  [/^(\S+?)尾$/, (n) => n],
  [/^(\S+?)枚$/, (n) => `${n} ${n === '1' ? 'sheet' : 'sheets'}`],
  [/^(\S+?)切れ$/, (n) => `${n} ${n === '1' ? 'fillet' : 'fillets'}`],
  [/^(\S+?)片$/, (n) => `${n} ${n === '1' ? 'clove' : 'cloves'}`],
  [/^(\S+?)かけ$/, (n) => `${n} ${n === '1' ? 'knob' : 'knobs'}`],
  [/^(\S+?)玉$/, (n) => `${n} ${n === '1' ? 'portion' : 'portions'}`],
  [/^(\S+?)袋$/, (n) => `${n} ${n === '1' ? 'pack' : 'packs'}`],
  [/^(\S+?)パック$/, (n) => `${n} ${n === '1' ? 'pack' : 'packs'}`],
  [/^(\S+?)束$/, (n) => `${n} ${n === '1' ? 'bunch' : 'bunches'}`],
  [/^(\S+?)丁$/, (n) => `${n} ${n === '1' ? 'block' : 'blocks'}`],
  [/^(\S+?)株$/, (n) => `${n} ${n === '1' ? 'head' : 'heads'}`],
  [/^(\S+?)缶$/, (n) => `${n} ${n === '1' ? 'can' : 'cans'}`],
  [/^(\S+?)合$/, (n) => `${n} rice-cooker ${n === '1' ? 'cup' : 'cups'} (${Number(n) * 180} ml)`],
  [/^(\S+?)杯$/, (n) => `${n} ${n === '1' ? 'cup' : 'cups'}`],
  [/^(\S+?)粒$/, (n) => n],
  [/^(\S+?)房$/, (n) => n],
  [/^少々$/, () => 'a pinch'],
  [/^ひとつまみ$/, () => 'a pinch'],
  [/^適量$/, () => 'as needed'],
  [/^揚げ油適量$/, () => 'oil for deep-frying'],
]

export function amountEn(ja: string): string {
  const paren = ja.match(/^(.+?)（(.+)）$/)
  if (paren) return `${amountEn(paren[1]!)} (${amountEn(paren[2]!)})`
  for (const [re, to] of UNITS) {
    const m = ja.match(re)
    if (m) return to(m[1] ?? '')
  }
  throw new Error(`dish amount without an English form: ${ja}`)
}

/** One ingredient of a dish: `p('chicken_thigh', '300g', 'base')` → 300g / 300 g. */
export function p(id: string, ja: string, role: Role, en?: string): DishPart {
  const amount: Text = { ja, en: en ?? amountEn(ja) }
  return { id, amount, role }
}
