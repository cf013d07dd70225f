import { Raster, type RGB } from '../png'

/** Every picture is composed on this grid and scaled to the size asked, so one drawing serves every size. */
export const [GRID_WIDTH, GRID_HEIGHT] = [800, 600]

/** An ellipse as its centre and radii. */
export type Oval = [cx: number, cy: number, rx: number, ry: number]
/** A flat colour, or a straight gradient between two points of the grid (light falling across a shape). */
export type Paint = RGB | { from: RGB; to: RGB; x0: number; y0: number; x1: number; y1: number }

export const WHITE: RGB = [255, 255, 255]
export const BLACK: RGB = [0, 0, 0]

export const hex = (color: string): RGB => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as RGB
export const mix = (a: RGB, b: RGB, t: number): RGB =>
  [0, 1, 2].map((i) => Math.round(a[i]! * (1 - t) + b[i]! * t)) as RGB
/** Lighter towards white for a positive amount, darker towards black for a negative one. */
export const shade = (color: RGB, amount: number): RGB =>
  mix(color, amount < 0 ? [0, 0, 0] : [255, 255, 255], Math.abs(amount))
/** A straight gradient from one colour at (x0, y0) to another at (x1, y1). */
export function gradient(from: RGB, to: RGB, x0: number, y0: number, x1: number, y1: number): Paint {
  return { from, to, x0, y0, x1, y1 }
}
/** A top-lit gradient over a shape spanning y0..y1: the light comes from the upper left of every picture. */
export const lit = (color: RGB, y0: number, y1: number, amount = 0.18): Paint =>
  gradient(shade(color, amount), shade(color, -amount), 0, y0, 0, y1)

const clamp01 = (v: number) => (v < 0 ? 0 : Math.min(v, 1))

/** The box round grid points [x0, y0, x1, y1, …], in pixels at `scale`. */
function boundsOf(points: number[], scale: number) {
  const xs = points.filter((_, i) => i % 2 === 0).map((x) => x * scale)
  const ys = points.filter((_, i) => i % 2 === 1).map((y) => y * scale)
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) }
}

/**
 * The drawing surface: anti-aliased ellipses, polygons and strokes in grid coordinates, painted
 * straight into an RGB raster. Edges are computed per pixel only where a shape's border passes,
 * which keeps an 800×600 picture within a few tens of milliseconds.
 */
export class Canvas {
  readonly raster: Raster
  /** Pixels per grid unit. */
  readonly scale: number
  /** One row of polygon coverage, reused. */
  private readonly row: Float32Array

  constructor(width: number, height: number) {
    this.raster = new Raster(width, height)
    this.scale = width / GRID_WIDTH
    this.row = new Float32Array(width + 2)
  }

  /**
   * Blends one horizontal run of pixels x0..x1 (inclusive) on row y with coverage `alpha`. A
   * gradient's position is linear along a row: it is stepped, not recomputed per pixel.
   */
  private run(y: number, x0: number, x1: number, paint: Paint, alpha: number) {
    const { width, height, pixels } = this.raster
    if (y < 0 || y >= height || alpha <= 0) return
    const from = Math.max(0, x0)
    const to = Math.min(width - 1, x1)
    const a = Math.min(1, alpha)
    if (Array.isArray(paint)) {
      const [r, g, b] = paint
      for (let i = (y * width + from) * 3, end = (y * width + to) * 3; i <= end; i += 3) {
        pixels[i] += (r - pixels[i]!) * a
        pixels[i + 1] += (g - pixels[i + 1]!) * a
        pixels[i + 2] += (b - pixels[i + 2]!) * a
      }
      return
    }
    const s = this.scale
    const dx = (paint.x1 - paint.x0) * s
    const dy = (paint.y1 - paint.y0) * s
    const length2 = dx * dx + dy * dy || 1
    const t0 = ((from + 0.5 - paint.x0 * s) * dx + (y + 0.5 - paint.y0 * s) * dy) / length2
    const step = dx / length2
    const [r, g, b] = paint.from
    const [r1, g1, b1] = paint.to
    for (let x = from, i = (y * width + from) * 3; x <= to; x++, i += 3) {
      const t = clamp01(t0 + (x - from) * step)
      pixels[i] += (r + (r1 - r) * t - pixels[i]!) * a
      pixels[i + 1] += (g + (g1 - g) * t - pixels[i + 1]!) * a
      pixels[i + 2] += (b + (b1 - b) * t - pixels[i + 2]!) * a
    }
  }

  /** An ellipse; `blur` (grid units) softens its border into a shadow or a glow. */
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, alpha = 1, blur = 0) {
    const s = this.scale
    const [pcx, pcy, prx, pry] = [cx * s, cy * s, Math.max(0.5, rx * s), Math.max(0.5, ry * s)]
    const [edge, small] = [Math.max(1, blur * s), Math.min(prx, pry)]
    const [pad, inner] = [edge + 1, 1 - edge / small]
    for (let y = Math.floor(pcy - pry - pad); y <= pcy + pry + pad; y++) {
      const dy = (y + 0.5 - pcy) / pry
      // Pixels well inside the border are covered fully: one run, no per-pixel distance.
      const half = inner > 0 && dy * dy < inner * inner ? Math.sqrt(inner * inner - dy * dy) * prx : -1
      const [solidFrom, solidTo] = [Math.ceil(pcx - half), Math.floor(pcx + half) - 1]
      for (let x = Math.floor(pcx - prx - pad); x <= pcx + prx + pad; x++) {
        if (half > 0 && x === solidFrom && solidTo >= solidFrom) {
          this.run(y, solidFrom, solidTo, paint, alpha)
          x = solidTo
          continue
        }
        const dx = (x + 0.5 - pcx) / prx
        const d = (Math.sqrt(dx * dx + dy * dy) - 1) * small
        const cover = clamp01(0.5 - d / edge)
        if (cover > 0) this.run(y, x, x, paint, alpha * cover)
      }
    }
  }

  /** A closed polygon of grid points [x0, y0, x1, y1, …], even-odd, four sub-rows per pixel row. */
  polygon(points: number[], paint: Paint, alpha = 1) {
    const [s, n] = [this.scale, points.length / 2]
    const { minY: top, maxY: bottom } = boundsOf(points, s)
    const { width } = this.raster
    const row = this.row
    const crossings: number[] = []
    for (let y = Math.max(0, Math.floor(top)); y <= Math.min(this.raster.height - 1, Math.ceil(bottom)); y++) {
      let [minX, maxX] = [width, -1]
      for (let sub = 0; sub < 4; sub++) {
        const sy = y + 0.125 + sub * 0.25
        crossings.length = 0
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const yi = points[i * 2 + 1]! * s
          const yj = points[j * 2 + 1]! * s
          if (yi > sy === yj > sy) continue
          const xi = points[i * 2]! * s
          const xj = points[j * 2]! * s
          crossings.push(xi + ((sy - yi) / (yj - yi)) * (xj - xi))
        }
        crossings.sort((a, b) => a - b)
        for (let k = 0; k + 1 < crossings.length; k += 2) {
          const a = Math.max(0, crossings[k]!)
          const b = Math.min(width, crossings[k + 1]!)
          if (b <= a) continue
          const ia = Math.floor(a)
          const ib = Math.floor(b)
          if (ia === ib) row[ia]! += (b - a) / 4
          else {
            row[ia]! += (ia + 1 - a) / 4
            for (let x = ia + 1; x < ib; x++) row[x]! += 0.25
            if (ib < width) row[ib]! += (b - ib) / 4
          }
          minX = Math.min(minX, ia)
          maxX = Math.max(maxX, Math.min(width - 1, ib))
        }
      }
      for (let x = minX; x <= maxX; x++) {
        const cover = row[x]!
        row[x] = 0
        if (cover <= 0) continue
        // Runs of full coverage are blended together.
        if (cover >= 0.999) {
          let end = x
          while (end + 1 <= maxX && row[end + 1]! >= 0.999) row[++end] = 0
          this.run(y, x, end, paint, alpha)
          x = end
        } else this.run(y, x, x, paint, alpha * cover)
      }
    }
  }

  /** A rectangle with rounded corners. */
  rect(x0: number, y0: number, x1: number, y1: number, radius: number, paint: Paint, alpha = 1) {
    const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2)
    // A quarter circle round each corner in turn (k): lower right, lower left, upper left, upper right.
    const corners = pairs([x1 - r, y1 - r, x0 + r, y1 - r, x0 + r, y0 + r, x1 - r, y0 + r])
    const points = corners.flatMap(([cx, cy], k) =>
      arc(cx, cy, r, r, (k * Math.PI) / 2, (k * Math.PI) / 2 + Math.PI / 2, 4),
    )
    this.polygon(points, paint, alpha)
  }

  /**
   * A round-capped line through grid points [x0, y0, x1, y1, …]. Coverage is gathered first, so a
   * translucent stroke (steam, a glaze) is as even where its segments meet as along them.
   */
  stroke(points: number[], width: number, paint: Paint, alpha = 1) {
    const s = this.scale
    const w = (width * s) / 2
    const { minX, minY, maxX, maxY } = boundsOf(points, s)
    const [bx, by] = [Math.max(0, Math.floor(minX - w - 1)), Math.max(0, Math.floor(minY - w - 1))]
    const bw = Math.min(this.raster.width, Math.ceil(maxX + w + 2)) - bx
    const bh = Math.min(this.raster.height, Math.ceil(maxY + w + 2)) - by
    if (bw <= 0 || bh <= 0) return
    const mask = new Float32Array(bw * bh)
    for (let i = 0; i + 3 < points.length; i += 2) {
      const [ax, ay] = [points[i]! * s, points[i + 1]! * s]
      const [dx, dy] = [points[i + 2]! * s - ax, points[i + 3]! * s - ay]
      const [length2, x0] = [dx * dx + dy * dy || 1, Math.max(bx, Math.floor(Math.min(ax, ax + dx) - w - 1))]
      const x1 = Math.min(bx + bw - 1, Math.ceil(Math.max(ax, ax + dx) + w + 1))
      const y0 = Math.max(by, Math.floor(Math.min(ay, ay + dy) - w - 1))
      const y1 = Math.min(by + bh - 1, Math.ceil(Math.max(ay, ay + dy) + w + 1))
      // On a steep segment only a band of each row lies near the line: skip the rest of the box.
      const band = Math.abs(dy) > 1e-6 ? ((w + 1.5) * Math.sqrt(length2)) / Math.abs(dy) : Infinity
      for (let y = y0; y <= y1; y++) {
        const across = ax + ((y + 0.5 - ay) * dx) / (dy || 1)
        const from = band === Infinity ? x0 : Math.max(x0, Math.floor(across - band))
        const to = band === Infinity ? x1 : Math.min(x1, Math.ceil(across + band))
        for (let x = from; x <= to; x++) {
          const px = x + 0.5 - ax
          const py = y + 0.5 - ay
          const t = clamp01((px * dx + py * dy) / length2)
          const ex = px - t * dx
          const ey = py - t * dy
          const cover = clamp01(w + 0.5 - Math.sqrt(ex * ex + ey * ey))
          const at = (y - by) * bw + (x - bx)
          if (cover > mask[at]!) mask[at] = cover
        }
      }
    }
    for (let y = 0; y < bh; y++)
      for (let x = 0; x < bw; x++) {
        const cover = mask[y * bw + x]!
        if (cover > 0) this.run(by + y, bx + x, bx + x, paint, alpha * cover)
      }
  }

  /** Fills every pixel row by row with a colour chosen per row (a table top, a wall). */
  rows(colorOfRow: (y: number) => RGB) {
    const { width, height, pixels } = this.raster
    for (let y = 0; y < height; y++) {
      const [r, g, b] = colorOfRow(y / this.scale)
      for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
        pixels[i] = r
        pixels[i + 1] = g
        pixels[i + 2] = b
      }
    }
  }
}

/** Points of an ellipse arc from angle a0 to a1 (radians), for polygons and strokes. */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps = 24): number[] {
  const points: number[] = []
  for (let k = 0; k <= steps; k++) {
    const a = a0 + ((a1 - a0) * k) / steps
    points.push(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry)
  }
  return points
}

/** Points written [x0, y0, x1, y1, …], as the canvas takes them, read in pairs. */
export const pairs = (flat: number[]) =>
  flat.flatMap((v, i): Array<[number, number]> => (i % 2 ? [] : [[v, flat[i + 1]!]]))
