import { type Static, Type } from '@sinclair/typebox'
import PICTURES from '../../../../knowledge/pictures.json'
import { closed } from '../../food/bilingual-schema'
import type { RGB } from '../png'
import { arc, type Canvas, gradient, hex, lit, type Paint, shade } from './canvas'
import { lens, turned } from './shapes'
import { castShadow, gloss } from './vessels'

const num = Type.Number()
const five = Type.Tuple([num, num, num, num, num])
/** A colour: a hex, or one the drawing passes by name; `[colour, amount]` shades it (lighter above 0). */
const colour = Type.Union([Type.String(), Type.Tuple([Type.String(), num])])
/** A flat colour, lit from above between two heights (`lit` of canvas.ts), or a gradient between two points. */
const paint = Type.Union([
  colour,
  Type.Object({ lit: Type.Tuple([colour, num, num, num]) }, closed),
  Type.Object({ gradient: Type.Tuple([colour, colour, num, num, num, num]) }, closed),
])
/** [x, y] pairs, an ellipse arc (its angles in multiples of π), a turned rectangle or a leaf (shapes.ts). */
const points = Type.Array(
  Type.Union([
    Type.Tuple([num, num]),
    Type.Object({ arc: Type.Tuple([num, num, num, num, num, num, num]) }, closed),
    Type.Object({ turned: five }, closed),
    Type.Object({ lens: five }, closed),
  ]),
)
const drawn = { paint, alpha: Type.Optional(num) }
const layer = Type.Union([
  Type.Object({ ellipse: Type.Tuple([num, num, num, num]), ...drawn, blur: Type.Optional(num) }, closed),
  Type.Object({ rect: points, radius: num, ...drawn }, closed),
  Type.Object({ polygon: points, ...drawn }, closed),
  Type.Object({ stroke: points, width: num, ...drawn }, closed),
  Type.Object({ shadow: five }, closed),
  Type.Object({ gloss: five }, closed),
])
/** knowledge/pictures.json `sketches`, validated with the rest of the file in palette.ts. */
export const sketchesSchema = Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Type.Array(layer, { minItems: 1 }))
const SKETCHES = PICTURES.sketches as unknown as Record<keyof typeof PICTURES.sketches, Static<typeof layer>[]>

/**
 * Draws the fixed shapes of a drawing (knowledge/pictures.json `sketches`: a cup and saucer, a wok) with
 * their grid points moved by `at`, in the colours `named` gives the names the sketch uses.
 */
export function sketch(
  c: Canvas,
  name: keyof typeof SKETCHES,
  [x, y]: [number, number],
  named = {} as Record<string, RGB>,
) {
  const colourOf = (ref: Static<typeof colour>) => {
    const [key, amount] = typeof ref === 'string' ? [ref, undefined] : ref
    const color = key.startsWith('#') ? hex(key) : named[key]!
    return amount === undefined ? color : shade(color, amount)
  }
  const paintOf = (spec: Static<typeof paint>): Paint => {
    if (typeof spec === 'string' || Array.isArray(spec)) return colourOf(spec)
    if ('lit' in spec) return lit(colourOf(spec.lit[0]), y + spec.lit[1], y + spec.lit[2], spec.lit[3])
    const [from, to, x0, y0, x1, y1] = spec.gradient
    return gradient(colourOf(from), colourOf(to), x + x0, y + y0, x + x1, y + y1)
  }
  const pointsOf = (parts: Static<typeof points>) =>
    parts.flatMap((part): number[] => {
      if (Array.isArray(part)) return [x + part[0], y + part[1]]
      if ('arc' in part) {
        const [cx, cy, rx, ry, a0, a1, steps] = part.arc
        return arc(x + cx, y + cy, rx, ry, a0 * Math.PI, a1 * Math.PI, steps)
      }
      const [cx, cy, w, h, angle] = 'lens' in part ? part.lens : part.turned
      return ('lens' in part ? lens : turned)(x + cx, y + cy, w, h, angle)
    })
  for (const shape of SKETCHES[name]) {
    if ('shadow' in shape || 'gloss' in shape) {
      const [cx, cy, rx, ry, amount] = 'shadow' in shape ? shape.shadow : shape.gloss
      ;('shadow' in shape ? castShadow : gloss)(c, x + cx, y + cy, rx, ry, amount)
    } else if ('ellipse' in shape) {
      const [cx, cy, rx, ry] = shape.ellipse
      c.ellipse(x + cx, y + cy, rx, ry, paintOf(shape.paint), shape.alpha, shape.blur)
    } else if ('rect' in shape) {
      const [x0, y0, x1, y1] = pointsOf(shape.rect)
      c.rect(x0!, y0!, x1!, y1!, shape.radius, paintOf(shape.paint), shape.alpha)
    } else if ('polygon' in shape) c.polygon(pointsOf(shape.polygon), paintOf(shape.paint), shape.alpha)
    else c.stroke(pointsOf(shape.stroke), shape.width, paintOf(shape.paint), shape.alpha)
  }
}
