/**
 * The pixel work of a rendition (src/images/renditions.ts): decode the stored PNG, cut the centre
 * of the shape asked for, scale it to the width asked for, encode it. A task of the worker pool
 * (src/workers/tasks.ts), never run on the thread that serves requests.
 *
 * The codecs are Squoosh's, compiled to WebAssembly (@jsquash/png, @jsquash/webp): they run inside
 * the worker thread itself, at its lowered priority, and their .wasm files are imported
 * `{ type: 'file' }` so the single binary embeds them. (sharp encoded the same WebP 2–5× faster here, but its addon
 * loads libvips from a sibling package the single binary does not carry, and runs its work on
 * threads of its own at the priority of requests.)
 */
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js'
// @ts-expect-error: the package types this file as the module it compiles to; imported as a file, it is its path
import pngDecoderWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm' with { type: 'file' }
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js'
import webpEncoderWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm' with { type: 'file' }
import { encodePng, Raster } from '../ai/offline/png'
import { ASPECTS, type Aspect, type RenditionFormat, renditionHeight } from './renditions'

export type RenditionInput = {
  /** The stored picture: a PNG. */
  png: Uint8Array
  aspect: Aspect
  width: number
  format: RenditionFormat
}

/**
 * WebP at quality 75 with libwebp's method 2: the offline pictures' flat shapes and gradients keep
 * their look at a tenth of the PNG's bytes, and method 4 (the default) took twice the time for 8 %
 * fewer bytes. Part of every rendition's ETag (src/images/service.ts): a change here changes them.
 */
export const WEBP_OPTIONS = { quality: 75, method: 2 }

let codecsReady: Promise<unknown> | undefined

const compiled = async (path: string) => WebAssembly.compile(await Bun.file(path).arrayBuffer())

/** Compiles both codecs once per worker, from the embedded .wasm files (WebP's SIMD build: every engine Bun runs on has it). */
const loadCodecs = () =>
  (codecsReady ??= Promise.all([
    compiled(pngDecoderWasm).then(initPngDecoder),
    compiled(webpEncoderWasm).then(initWebpEncoder),
  ]))

/**
 * For each output pixel along one axis, the run of source pixels under it and how much of each
 * counts: the average over the area the output pixel covers (a box filter), which keeps every
 * source pixel's share when shrinking. Flat arrays, `taps` weights per output pixel.
 */
function spans(start: number, length: number, count: number, limit: number) {
  const scale = length / count
  const taps = Math.min(limit, Math.ceil(scale) + 1)
  const first = new Int32Array(count)
  const weights = new Float32Array(count * taps)
  for (let i = 0; i < count; i++) {
    const from = start + i * scale
    const to = from + scale
    first[i] = Math.max(0, Math.min(limit - taps, Math.floor(from)))
    for (let k = 0; k < taps; k++) {
      const p = first[i]! + k
      weights[i * taps + k] = Math.max(0, Math.min(to, p + 1) - Math.max(from, p)) / scale
    }
  }
  return { first, weights, taps }
}

/** The centre of `source` (RGBA) in the shape asked for, scaled to width × height: RGB pixels. */
export function cutAndScale(
  source: { data: Uint8ClampedArray; width: number; height: number },
  aspect: Aspect,
  width: number,
  height: number,
): Uint8Array {
  const { across, down } = ASPECTS[aspect]
  const cropWidth = Math.min(source.width, (source.height * across) / down)
  const cropHeight = Math.min(source.height, (source.width * down) / across)
  const columns = spans((source.width - cropWidth) / 2, cropWidth, width, source.width)
  const rows = spans((source.height - cropHeight) / 2, cropHeight, height, source.height)
  const { data } = source
  // Across first, into one row of floats per source row, then down.
  const across3 = new Float32Array(source.height * width * 3)
  for (let y = 0; y < source.height; y++)
    for (let x = 0; x < width; x++) {
      let r = 0
      let g = 0
      let b = 0
      for (let k = 0, at = (y * source.width + columns.first[x]!) * 4; k < columns.taps; k++, at += 4) {
        const weight = columns.weights[x * columns.taps + k]!
        r += data[at]! * weight
        g += data[at + 1]! * weight
        b += data[at + 2]! * weight
      }
      const out = (y * width + x) * 3
      across3[out] = r
      across3[out + 1] = g
      across3[out + 2] = b
    }
  const pixels = new Uint8Array(width * height * 3)
  const stride = width * 3
  for (let y = 0; y < height; y++) {
    const top = rows.first[y]! * stride
    for (let i = 0; i < stride; i++) {
      let value = 0
      for (let k = 0; k < rows.taps; k++) value += across3[top + k * stride + i]! * rows.weights[y * rows.taps + k]!
      pixels[y * stride + i] = Math.round(value)
    }
  }
  return pixels
}

/** One rendition's bytes. The picture's alpha, if it has one, is dropped: recipe pictures are opaque. */
export async function renderRendition({ png, aspect, width, format }: RenditionInput): Promise<Uint8Array> {
  await loadCodecs()
  const height = renditionHeight(aspect, width)
  const rgb = cutAndScale(await decodePng(new Uint8Array(png).buffer), aspect, width, height)
  if (format === 'png') {
    const raster = new Raster(width, height)
    raster.pixels.set(rgb)
    return encodePng(raster)
  }
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    rgba[j] = rgb[i]!
    rgba[j + 1] = rgb[i + 1]!
    rgba[j + 2] = rgb[i + 2]!
    rgba[j + 3] = 255
  }
  return new Uint8Array(await encodeWebp({ data: rgba, width, height, colorSpace: 'srgb' } as ImageData, WEBP_OPTIONS))
}
