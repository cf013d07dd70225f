/**
 * The cost of one offline picture, on one core, against yardsticks drawn in the same run so a busy
 * machine slows both alike: the drawing it replaced (issue 26, bench/legacy-picture.ts) and the
 * PNG encoding it replaced (issue 35: the same pixels encoded both ways, bytes and time). A child
 * of `npm run bench` (figure `pictures`), or on its own: `bun bench/pictures.ts [recipes]`.
 */
import { dishPictureOf } from '../src/ai/dish-picture'
import { ingredient } from '../src/ai/food/catalogue'
import { DISHES } from '../src/ai/food/dishes'
import { PICTURE_SIZES, paintPicture } from '../src/ai/offline/picture/draw'
import { encodePng } from '../src/ai/offline/png'
import { renderRendition } from '../src/images/render'
import { parseRendition } from '../src/images/renditions'
import { imagePrompt } from '../src/ai/recipe-image'
import { drawLegacyPicture, encodeLegacyPng } from './legacy-picture'

type Times = { mean: number; p50: number; p99: number }
export type PictureTimes = {
  pictures: number
  /** Painting and encoding one picture, as the service does now. */
  newMs: Times
  /** The 512×512 drawing of before issue 26, with its encoding. */
  oldMs: Times
  /** Painting the pixels alone. */
  paintMs: Times
  /** Encoding the same pixels: now, and as before issue 35. */
  encodeMs: Times
  legacyEncodeMs: Times
  /** Mean PNG bytes of the same pixels: now, and as before issue 35. */
  bytes: number
  legacyBytes: number
  size: string
  /** Each rendition made from the stored picture (decode, cut, scale, encode): CPU ms and bytes, means. */
  renditions: Record<string, { cpuMs: number; bytes: number }>
}

/** What the pages and search engines ask for most: the cards' and the hero's WebP, the shapes of the JSON-LD. */
const RENDITIONS = ['4x3-400.webp', '4x3-600.webp', '4x3-800.webp', '16x9-800.png', '4x3-800.png', '1x1-600.png']

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

const summary = (times: number[]): Times => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: sorted[Math.floor(sorted.length / 2)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  }
}

const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now()
  const value = work()
  return [value, performance.now() - start]
}

const times = {
  new: [] as number[],
  old: [] as number[],
  paint: [] as number[],
  encode: [] as number[],
  legacy: [] as number[],
}
/** CPU time, not wall time: the worker that makes a rendition shares its core with whatever else runs. */
const cpuTimed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = process.cpuUsage()
  const value = await work()
  const { user, system } = process.cpuUsage(start)
  return [value, (user + system) / 1000]
}

let bytes = 0
let legacyBytes = 0
const renditions = Object.fromEntries(RENDITIONS.map((name) => [name, { cpuMs: 0, bytes: 0 }]))
let lastPng: Uint8Array | undefined
for (const [i, recipe] of recipes.entries()) {
  const counted = i >= WARMUP
  // What the service hands each model: the structure for the new one, the prompt for the old.
  const drawNew = () => {
    const [raster, paint] = timed(() => paintPicture({ picture: dishPictureOf(recipe), seed: 0 }))
    const [png, encode] = timed(() => encodePng(raster))
    const [legacyPng, legacyEncode] = timed(() => encodeLegacyPng(raster))
    if (!counted) return
    times.paint.push(paint)
    times.encode.push(encode)
    times.legacy.push(legacyEncode)
    times.new.push(paint + encode)
    bytes += png.byteLength
    legacyBytes += legacyPng.byteLength
    lastPng = png
  }
  const drawOld = () => {
    const [, ms] = timed(() => drawLegacyPicture({ prompt: imagePrompt(recipe), seed: 0 }))
    if (counted) times.old.push(ms)
  }
  for (const draw of i % 2 ? [drawNew, drawOld] : [drawOld, drawNew]) draw()
  if (!counted || !lastPng) continue
  for (const name of RENDITIONS) {
    const { aspect, width, format } = parseRendition(name)!
    const [rendition, ms] = await cpuTimed(() => renderRendition({ png: lastPng!, aspect, width, format }))
    renditions[name]!.cpuMs += ms
    renditions[name]!.bytes += rendition.byteLength
  }
}

const pictures = times.new.length
const result: PictureTimes = {
  pictures,
  newMs: summary(times.new),
  oldMs: summary(times.old),
  paintMs: summary(times.paint),
  encodeMs: summary(times.encode),
  legacyEncodeMs: summary(times.legacy),
  bytes: bytes / pictures,
  legacyBytes: legacyBytes / pictures,
  size: `${PICTURE_SIZES.large.width}×${PICTURE_SIZES.large.height}`,
  renditions: Object.fromEntries(
    Object.entries(renditions).map(([name, sum]) => [
      name,
      { cpuMs: sum.cpuMs / times.new.length, bytes: sum.bytes / times.new.length },
    ]),
  ),
}
console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
if (import.meta.main) {
  const before = result.paintMs.mean + result.legacyEncodeMs.mean
  console.log(
    [
      `${result.pictures} pictures at ${result.size}: ${result.newMs.mean.toFixed(1)} ms each (p50 ${result.newMs.p50.toFixed(1)}, p99 ${result.newMs.p99.toFixed(1)}): paint ${result.paintMs.mean.toFixed(1)} + encode ${result.encodeMs.mean.toFixed(1)}`,
      `encoding before issue 35: ${result.legacyEncodeMs.mean.toFixed(1)} ms, ${(result.legacyBytes / 1024).toFixed(1)} KiB; now ${result.encodeMs.mean.toFixed(1)} ms (${(result.encodeMs.mean / result.legacyEncodeMs.mean).toFixed(2)}×), ${(result.bytes / 1024).toFixed(1)} KiB (${(result.bytes / result.legacyBytes).toFixed(2)}×)`,
      `whole picture against before issue 35: ${(result.newMs.mean / before).toFixed(2)}×; against the 512×512 drawing of before issue 26 (${result.oldMs.mean.toFixed(1)} ms): ${(result.newMs.mean / result.oldMs.mean).toFixed(2)}×`,
      ...Object.entries(result.renditions).map(
        ([name, { cpuMs, bytes }]) =>
          `rendition ${name}: ${cpuMs.toFixed(1)} ms CPU once, ${(bytes / 1024).toFixed(1)} KiB (${(bytes / result.bytes).toFixed(2)}× the stored picture every page was served before)`,
      ),
    ].join('\n'),
  )
}
