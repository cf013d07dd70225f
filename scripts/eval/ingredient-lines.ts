/**
 * `bun scripts/eval/ingredient-lines.ts [--set fresh|fresh2]`: how many ingredient lines of
 * scripts/eval/ingredient-lines.<set>.json (written by someone who had not read the parser)
 * src/recipes/ingredient-lines.ts reads to the right quantity, unit and food. A line counts as
 * right when all three are. `fresh` (120 recipes) was read and is a development set; `fresh2`
 * (500 recipes, the default) was written on 2026-12-02. `--misses` prints every miss, which spends
 * the set: once its misses are read it is a development set.
 */
import { parseEnglishLine, parseJapaneseLine } from '../../src/recipes/ingredient-lines'
import FRESH from './ingredient-lines.fresh.json'
import FRESH2 from './ingredient-lines.fresh2.json'

type Expected = {
  quantity: number | null
  quantity_max?: number | null
  unit: string | null
  food: string
  ambiguous?: boolean
}
type Recipe = { lang: 'ja' | 'en'; title: string; lines: Array<{ line: string; expect: Expected }> }

const showMisses = process.argv.includes('--misses')
const setName = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : 'fresh2'
const SETS: Record<string, { recipes: Recipe[] }> = {
  fresh: FRESH as { recipes: Recipe[] },
  fresh2: FRESH2 as { recipes: Recipe[] },
}
const SET = SETS[setName ?? '']
if (!SET) throw new Error(`--set: one of ${Object.keys(SETS).join(', ')}`)
const near = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : Math.abs(a! - b!) < 0.01
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
/** The food is right when one name holds the other ("all-purpose flour" / "flour"), as a reader would accept. */
const sameFood = (got: string, want: string) => fold(got).includes(fold(want)) || fold(want).includes(fold(got))

const totals = {
  ja: { lines: 0, right: 0, quantity: 0, unit: 0, food: 0 },
  en: { lines: 0, right: 0, quantity: 0, unit: 0, food: 0 },
}
for (const recipe of SET.recipes) {
  for (const { line, expect } of recipe.lines) {
    if (expect.ambiguous) continue
    const got = recipe.lang === 'ja' ? parseJapaneseLine(line) : parseEnglishLine(line)
    const quantity = near(got.quantity, expect.quantity) && near(got.quantity_max, expect.quantity_max ?? null)
    const unit = got.unit === expect.unit
    const food = sameFood(got.food, expect.food)
    const t = totals[recipe.lang]
    t.lines++
    t.quantity += Number(quantity)
    t.unit += Number(unit)
    t.food += Number(food)
    t.right += Number(quantity && unit && food)
    if (showMisses && !(quantity && unit && food))
      console.log(
        `${recipe.lang} ${JSON.stringify(line)}\n   got ${JSON.stringify(got)}\n  want ${JSON.stringify(expect)}`,
      )
  }
}
const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`
for (const lang of ['ja', 'en'] as const) {
  const t = totals[lang]
  console.log(
    `${lang}: ${t.lines} lines, all right ${pct(t.right, t.lines)} (quantity ${pct(t.quantity, t.lines)}, unit ${pct(t.unit, t.lines)}, food ${pct(t.food, t.lines)})`,
  )
}
const all = totals.ja.right + totals.en.right
const lines = totals.ja.lines + totals.en.lines
console.log(`both: ${lines} lines, all right ${pct(all, lines)}`)
