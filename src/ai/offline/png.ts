import { deflateSync } from 'node:zlib'

/** An RGB raster that can be encoded as PNG; small enough to draw pixel by pixel. */
export class Raster {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3)
  }

  /** Blends `color` over pixel (x, y) with `alpha` in 0..1. */
  blend(x: number, y: number, color: RGB, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return
    const i = (y * this.width + x) * 3
    const a = Math.min(1, alpha)
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c]! * (1 - a) + color[c]! * a)
  }
}

export type RGB = [number, number, number]

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(Bun.hash.crc32(body), 8 + data.length)
  return out
}

/** Encodes an 8-bit RGB PNG (filter 0 on every row, zlib-deflated). */
export function encodePng(raster: Raster): Uint8Array {
  const { width, height, pixels } = raster
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++)
    Buffer.from(pixels.buffer, y * width * 3, width * 3).copy(rows, y * (width * 3 + 1) + 1)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ])
}
