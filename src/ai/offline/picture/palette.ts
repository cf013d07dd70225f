import type { PictureComponent } from '../../dish-picture'
import type { Form, Group } from '../../food/types'
import type { RGB } from '../png'
import { hex } from './canvas'

/** Which ingredients a part of the picture takes its colour from: by group, and by form when given. */
export type Kind = { groups: Group[]; forms?: Form[] }

/**
 * The colours of a recipe's ingredients, asked for by what they are: the noodles, the broth, the
 * toppings. A dish that names none of a kind gets the usual colour of that kind, so a picture is
 * never left with a hole.
 */
export class Palette {
  constructor(private readonly components: PictureComponent[]) {}

  private of({ groups, forms }: Kind) {
    return this.components.filter((c) => groups.includes(c.group) && (!forms || forms.includes(c.form)))
  }

  /** The first ingredient of this kind in recipe order, else `fallback`. */
  first(kind: Kind, fallback: string): RGB {
    return hex(this.of(kind)[0]?.color ?? fallback)
  }

  /** Every ingredient of this kind in recipe order (at most `limit`), else the fallbacks. */
  all(kind: Kind, fallbacks: string[], limit = 6): RGB[] {
    const found = this.of(kind).slice(0, limit)
    return (found.length ? found.map((c) => c.color) : fallbacks).map(hex)
  }

  /** Whether the recipe names an ingredient of this kind at all. */
  has(kind: Kind): boolean {
    return this.of(kind).length > 0
  }
}
