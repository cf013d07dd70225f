import { type Static, Type } from '@sinclair/typebox'
import { closed } from '../../food/bilingual-schema'

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
export const layer = Type.Union([
  Type.Object({ ellipse: Type.Tuple([num, num, num, num]), ...drawn, blur: Type.Optional(num) }, closed),
  Type.Object({ rect: points, radius: num, ...drawn }, closed),
  Type.Object({ polygon: points, ...drawn }, closed),
  Type.Object({ stroke: points, width: num, ...drawn }, closed),
  Type.Object({ shadow: five }, closed),
  Type.Object({ gloss: five }, closed),
])
/** knowledge/pictures.json `sketches`, validated with the rest of the file in palette.ts. */
export const sketchesSchema = Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Type.Array(layer, { minItems: 1 }))
/** knowledge/picture-sketches.json: more sketches, validated in sketch.ts. */
export const sketchesFile = Type.Object({ about: Type.String(), sketches: sketchesSchema }, closed)
/** A sketch's layer, colour, paint and points, as sketch.ts draws them. */
export type Layer = Static<typeof layer>
export type SketchColour = Static<typeof colour>
export type SketchPaint = Static<typeof paint>
export type SketchPoints = Static<typeof points>
