import type { DishPicture, PictureFamily } from '../../picture-families'
import { encodePng, type Raster } from '../png'
import { mulberry32 } from '../random'
import { Canvas, GRID_HEIGHT, mix, shade } from './canvas'
import { DRINKS } from './drinks'
import { Palette, SURFACES } from './palette'
import { SAVOURY } from './savoury'
import type { Scene } from './shapes'
import { SWEETS } from './sweets'

/**
 * The sizes pages show a picture at: the 4:3 frame of the recipe page and of the list cards
 * (public/css/site.css, `.recipe-image`), so no pixel is cropped away. `large` fills the recipe
 * page's frame (about 570 CSS px wide) at 1.4× and a card at 2×; `small` is a card at 1.5×, for a
 * `srcset` once both are stored.
 */
export const PICTURE_SIZES = { large: { width: 800, height: 600 }, small: { width: 400, height: 300 } } as const

export type PictureInput = {
  /** What to draw; without it (a caller that passes only a prompt) a generic plated dish. */
  picture?: DishPicture
  seed: number
  size?: (typeof PICTURE_SIZES)[keyof typeof PICTURE_SIZES]
}

const GENERIC: DishPicture = { family: 'plated_main', vessel: 'plate', category: 'main', components: [], variation: 0 }

/** Every family's drawing (a missing one fails the type check). */
const FAMILY_DRAWINGS: Record<PictureFamily, (s: Scene) => void> = { ...SAVOURY, ...SWEETS, ...DRINKS }

/**
 * Draws the dish as a PNG: a table, then the family's own composition (a bowl of noodles, a
 * slice of cake, a glass with ice) in the colours of the recipe's ingredients. Pure and
 * deterministic, and tens of milliseconds of pixel work: it runs in the worker pool
 * (src/workers/tasks.ts), off the request thread.
 */
export const drawPicture = (input: PictureInput): Uint8Array => encodePng(paintPicture(input))

/** The pixels of drawPicture, before encoding (the contact sheet lays several side by side). */
export function paintPicture({ picture = GENERIC, seed, size = PICTURE_SIZES.large }: PictureInput): Raster {
  // The recipe's hash steers every small choice, so two recipes never draw the same bytes.
  const [rand, canvas] = [mulberry32(seed ^ picture.variation), new Canvas(size.width, size.height)]
  // The table (a surface the recipe chooses), lit from the back: lighter far away, darker near; planks show seams.
  const { color, planks } = SURFACES[Math.floor(rand() * SURFACES.length)]!
  const [tint, seam] = [rand() * 0.08 - 0.04, 80 + rand() * 40]
  canvas.rows((y) => {
    const base = shade(color, 0.1 - (y / GRID_HEIGHT) * 0.2 + tint)
    if (!planks) return base
    const near = Math.abs(((y + 30) % seam) - seam / 2) / (seam / 2)
    return near > 0.96 ? shade(base, -0.25) : mix(base, shade(base, -0.06), Math.sin(y / 7) * 0.5 + 0.5)
  })
  FAMILY_DRAWINGS[picture.family]({
    c: canvas,
    p: new Palette(picture.components),
    rand,
    savory: picture.category !== 'dessert',
    vessel: picture.vessel,
  })
  return canvas.raster
}
