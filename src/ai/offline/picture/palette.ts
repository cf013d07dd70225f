import { Type } from '@sinclair/typebox'
import PICTURES from '../../../../knowledge/pictures.json'
import { validated } from '../../cookbook/validate'
import type { PictureComponent } from '../../picture-families'
import { closed, eachOf, oneOf } from '../../food/bilingual-schema'
import { type Form, FORMS, type Group, GROUPS } from '../../food/types'
import type { RGB } from '../png'
import { hex } from './canvas'
import { sketchesSchema } from './sketch-schema'

const colour = Type.String({ pattern: '^#[0-9a-f]{6}$' })
const colours = Type.Array(colour, { minItems: 1 })
const kind = Type.Object(
  { groups: Type.Array(oneOf(GROUPS), { minItems: 1 }), forms: Type.Optional(Type.Array(oneOf(FORMS))) },
  closed,
)
const picturesFile = Type.Object(
  {
    about: Type.String(),
    kinds: Type.Record(Type.String({ pattern: '^[a-z]+$' }), kind),
    ...eachOf(['china', 'glazes', 'woods'], colours),
    surfaces: Type.Array(Type.Object({ color: colour, planks: Type.Boolean() }, closed)),
    sketches: sketchesSchema,
  },
  closed,
)
validated(picturesFile, PICTURES, 'knowledge/pictures.json')

/** A part of a picture ("sauce", "noodle") and the ingredients that colour it: by group, and by form when given. */
type KindName = keyof typeof PICTURES.kinds
const KINDS = PICTURES.kinds as Record<KindName, { groups: Group[]; forms?: Form[] }>

export const [CHINA, GLAZES, WOODS] = [PICTURES.china, PICTURES.glazes, PICTURES.woods].map((list) => list.map(hex))
export const SURFACES = PICTURES.surfaces.map(({ color, planks }) => ({ color: hex(color), planks }))

/**
 * The colours of a recipe's ingredients, asked for by what they are: the noodles, the broth, the
 * toppings. A dish that names none of a kind gets the usual colour of that kind, so a picture is
 * never left with a hole.
 */
export class Palette {
  constructor(private readonly components: PictureComponent[]) {}

  private of(kind: KindName) {
    const { groups, forms } = KINDS[kind]
    return this.components.filter((c) => groups.includes(c.group) && (!forms || forms.includes(c.form)))
  }

  /** The first ingredient of this kind in recipe order, else `fallback`. */
  first = (kind: KindName, fallback: string): RGB => hex(this.of(kind)[0]?.color ?? fallback)

  /** Every ingredient of this kind in recipe order (at most `limit`), else the fallbacks. */
  all(kind: KindName, fallbacks: string[], limit = 6): RGB[] {
    const found = this.of(kind).slice(0, limit)
    return (found.length ? found.map((c) => c.color) : fallbacks).map(hex)
  }

  /** Whether the recipe names an ingredient of this kind at all. */
  has = (kind: KindName): boolean => this.of(kind).length > 0
}
