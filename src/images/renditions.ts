import type { PictureSize } from '../recipes/queries'

/**
 * Every picture is also served cut to the three shapes Google asks recipe pictures in (1:1, 4:3
 * and 16:9), at the widths the pages choose from, as WebP and as PNG for browsers without WebP. A
 * rendition's URL is its picture's (`image_url`) with `/<aspect>-<width>.<format>` after it, as
 * `/api/images/abc/4x3-800.webp`; like the picture's, what it answers never changes.
 */
export const ASPECTS = {
  '1x1': { across: 1, down: 1 },
  '4x3': { across: 4, down: 3 },
  '16x9': { across: 16, down: 9 },
} as const
export type Aspect = keyof typeof ASPECTS

/**
 * The widths a page's `srcset` offers: a card on a phone (about 140 CSS px at 2×) up to the recipe
 * page's picture (570 CSS px on a wide screen, the phone's width on a phone) at 1.4×, which is
 * also the offline pictures' own width, so the largest is never an enlargement of them.
 */
export const RENDITION_WIDTHS = [400, 600, 800] as const

export const RENDITION_FORMATS = { webp: 'image/webp', png: 'image/png' } as const
export type RenditionFormat = keyof typeof RENDITION_FORMATS

export type Rendition = { aspect: Aspect; width: number; height: number; format: RenditionFormat }

const alternatives = (values: readonly (string | number)[]) => values.join('|')
/** A rendition's last path segment, for the route's schema and the OpenAPI document. */
export const RENDITION_NAME_PATTERN = `^(${alternatives(Object.keys(ASPECTS))})-(${alternatives(RENDITION_WIDTHS)})\\.(${alternatives(Object.keys(RENDITION_FORMATS))})$`
const NAME = new RegExp(RENDITION_NAME_PATTERN)

export const renditionHeight = (aspect: Aspect, width: number) =>
  Math.round((width * ASPECTS[aspect].down) / ASPECTS[aspect].across)

/** The rendition a name such as `4x3-800.webp` stands for; undefined for any other name. */
export function parseRendition(name: string): Rendition | undefined {
  const match = NAME.exec(name)
  if (!match) return undefined
  const aspect = match[1] as Aspect
  const width = Number(match[2])
  return { aspect, width, height: renditionHeight(aspect, width), format: match[3] as RenditionFormat }
}

export const renditionUrl = (imageUrl: string, aspect: Aspect, width: number, format: RenditionFormat) =>
  `${imageUrl}/${aspect}-${width}.${format}`

/**
 * The widths of one shape that a picture of `size` fills without being enlarged (the smallest
 * always, so every picture has one): an 800×600 picture has every width at 4:3 and 16:9, and 400
 * and 600 at 1:1 (its centre square is 600 wide).
 */
export function widthsWithin(aspect: Aspect, size: PictureSize): number[] {
  const { across, down } = ASPECTS[aspect]
  const widest = Math.min(size.width, (size.height * across) / down)
  return RENDITION_WIDTHS.filter((width, i) => i === 0 || width <= widest)
}

/** A `srcset` of one shape and format at these widths. */
export const renditionSrcset = (imageUrl: string, aspect: Aspect, widths: number[], format: RenditionFormat) =>
  widths.map((width) => `${renditionUrl(imageUrl, aspect, width, format)} ${width}w`).join(', ')
