import SHAPES from '../../../../knowledge/picture-sketches.json'
import PICTURES from '../../../../knowledge/pictures.json'
import { validated } from '../../cookbook/validate'
import type { RGB } from '../png'
import { arc, type Canvas, gradient, hex, lit, type Paint, shade } from './canvas'
import { lens, turned } from './shapes'
import { type Layer, type SketchColour, type SketchPaint, type SketchPoints, sketchesFile } from './sketch-schema'
import { castShadow, gloss } from './vessels'

validated(sketchesFile, SHAPES, 'knowledge/picture-sketches.json')
type SketchName = keyof typeof PICTURES.sketches | keyof typeof SHAPES.sketches
const SKETCHES = { ...PICTURES.sketches, ...SHAPES.sketches } as unknown as Record<SketchName, Layer[]>

/**
 * Draws the fixed shapes of a drawing (the `sketches` of knowledge/pictures.json and
 * knowledge/picture-sketches.json: a cup and saucer, a wok, a pie's lattice) with
 * their grid points moved by `at`, in the colours `named` gives the names the sketch uses.
 */
export function sketch(
  c: Canvas,
  name: keyof typeof SKETCHES,
  [x, y]: [number, number],
  named = {} as Record<string, RGB>,
) {
  const colourOf = (ref: SketchColour) => {
    const [key, amount] = typeof ref === 'string' ? [ref, undefined] : ref
    const color = key.startsWith('#') ? hex(key) : named[key]!
    return amount === undefined ? color : shade(color, amount)
  }
  const paintOf = (spec: SketchPaint): Paint => {
    if (typeof spec === 'string' || Array.isArray(spec)) return colourOf(spec)
    if ('lit' in spec) return lit(colourOf(spec.lit[0]), y + spec.lit[1], y + spec.lit[2], spec.lit[3])
    const [from, to, x0, y0, x1, y1] = spec.gradient
    return gradient(colourOf(from), colourOf(to), x + x0, y + y0, x + x1, y + y1)
  }
  const pointsOf = (parts: SketchPoints) =>
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
