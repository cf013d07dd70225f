import { deflateSync } from 'node:zlib'

/** An RGB raster that can be encoded as PNG; small enough to draw pixel by pixel. */
export class Raster {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly pixels = new Uint8Array(width * height * 3),
  ) {}
}

export type RGB = [number, number, number]

function chunk(type: string, data: Uint8Array): Buffer {
  const [body, out] = [Buffer.concat([Buffer.from(type, 'ascii'), data]), Buffer.alloc(12 + data.length)]
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(Bun.hash.crc32(body), 8 + data.length)
  return out
}

/**
 * Gradients and flat shapes under the Sub filter (each byte minus the one a pixel to its left) are runs of
 * small numbers that deflate's level 3 packs tighter than unfiltered level 6, in half the time (bench/pictures.ts).
 */
const SUB_FILTER = 1
const DEFLATE_LEVEL = 3

/** Encodes an 8-bit RGB PNG (the Sub filter on every row, zlib-deflated). */
export function encodePng(raster: Raster): Uint8Array {
  const { width, height, pixels } = raster
  const stride = width * 3
  const rows = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const [out, at] = [y * (stride + 1), y * stride]
    rows[out] = SUB_FILTER
    // The first pixel has nothing to its left: it goes as it is (PNG counts the left of it as 0).
    for (let x = 0; x < stride; x++) rows[out + 1 + x] = pixels[at + x]! - (x < 3 ? 0 : pixels[at + x - 3]!)
  }
  return pngFile(width, height, deflateSync(rows, { level: DEFLATE_LEVEL }))
}

/** The file around 8-bit RGB rows already filtered and deflated (also the legacy encoding's, in bench/). */
export function pngFile(width: number, height: number, deflated: Uint8Array): Buffer {
  const header = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]) // bit depth 8, colour type RGB
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflated), chunk('IEND', new Uint8Array())])
}
