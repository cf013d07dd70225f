/**
 * The time to draw one offline picture, on one core, against the drawing it replaced (issue 26):
 * the same recipes drawn both ways, alternately, so a busy machine slows both alike. A child of
 * `npm run bench` (figure `pictures`), or on its own: `bun bench/pictures.ts [recipes]`.
 */
import { dishPictureOf } from '../src/ai/dish-picture'
import { ingredient } from '../src/ai/food/catalogue'
import { DISHES } from '../src/ai/food/dishes'
import { PICTURE_SIZES, drawPicture } from '../src/ai/offline/picture/draw'
import { imagePrompt } from '../src/ai/prompts'
import { drawLegacyPicture } from './legacy-picture'

export type PictureTimes = {
  pictures: number
  newMs: { mean: number; p50: number; p99: number }
  oldMs: { mean: number; p50: number; p99: number }
  size: string
}

const COUNT = Number(process.argv[2] ?? 120)
const WARMUP = 10

// Catalogue dishes spread over every family, with their own ingredients.
const step = Math.max(1, Math.floor(DISHES.length / COUNT))
const recipes = Array.from({ length: COUNT }, (_, i) => {
  const dish = DISHES[(i * step) % DISHES.length]!
  const ingredients_en = dish.ingredients.map((part) => `${part.amount.en} ${ingredient(part.id).name.en}`)
  return {
    title_en: dish.name.en,
    title_ja: dish.name.ja,
    category: dish.category,
    ingredients_en,
    ingredients_ja: [],
    steps_en: [],
    steps_ja: [],
  }
})

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: sorted[Math.floor(sorted.length / 2)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  }
}

const timeOf = (draw: () => Uint8Array) => {
  const start = performance.now()
  draw()
  return performance.now() - start
}

const newTimes: number[] = []
const oldTimes: number[] = []
recipes.forEach((recipe, i) => {
  // What the service hands each model: the structure for the new one, the prompt for the old.
  const drawNew = () => drawPicture({ picture: dishPictureOf(recipe), seed: 0 })
  const drawOld = () => drawLegacyPicture({ prompt: imagePrompt(recipe), seed: 0 })
  const first = i % 2 ? [drawNew, drawOld] : [drawOld, drawNew]
  for (const draw of first) {
    const ms = timeOf(draw)
    if (i >= WARMUP) (draw === drawNew ? newTimes : oldTimes).push(ms)
  }
})

const result: PictureTimes = {
  pictures: newTimes.length,
  newMs: summary(newTimes),
  oldMs: summary(oldTimes),
  size: `${PICTURE_SIZES.large.width}×${PICTURE_SIZES.large.height}`,
}
console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
if (import.meta.main)
  console.log(
    `new ${result.size}: mean ${result.newMs.mean.toFixed(1)} ms, p50 ${result.newMs.p50.toFixed(1)}, p99 ${result.newMs.p99.toFixed(1)}; old 512×512: mean ${result.oldMs.mean.toFixed(1)} ms, p50 ${result.oldMs.p50.toFixed(1)}; ratio ${(result.newMs.mean / result.oldMs.mean).toFixed(2)}`,
  )
