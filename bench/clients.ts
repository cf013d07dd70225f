/**
 * What the benchmark's own clients share (bench/writer.ts, bench/burst.ts): a recipe body, latency
 * percentiles, and the result line bench/run.ts reads.
 */
const CATEGORIES = ['main', 'dessert', 'drink', 'snack'] as const
const INGREDIENTS = [
  ['2 chicken thighs', '2 tbsp soy sauce', '1 tbsp honey', '1 knob of ginger'],
  ['200 g strawberries', '100 ml cream', '2 tbsp sugar', '1 sponge cake'],
  ['1 mango', '200 ml milk', '1 tbsp honey', 'ice'],
  ['200 g edamame', '1 tsp salt', '1 tsp sesame oil', 'chili flakes'],
]

/** The n-th recipe a benchmark client creates: each category in turn, so the pictures differ. */
export function benchRecipe(n: number, label: string) {
  const k = n % CATEGORIES.length
  return {
    title_ja: `${label} ${n} 番のレシピ`,
    title_en: `${label} recipe ${n}`,
    category: CATEGORIES[k],
    ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2',
    ingredients_en: INGREDIENTS[k]!.join('\n'),
    steps_ja: '切る\n焼く',
    steps_en: 'Cut\nCook',
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export const lines = async (file: string) => (await Bun.file(file).text()).split('\n').filter(Boolean)

export const emit = (result: unknown) => console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
