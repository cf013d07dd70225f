import { renditionHeight, renditionSrcset, renditionUrl, widthsWithin } from '../../src/images/renditions'
import type { PictureSize } from '../../src/recipes/queries'
import { attributeValue } from '../format'
import type { Dictionary } from '../i18n'

type RecipeImageProps = {
  src: string | null
  alt: string
  t: Dictionary
  variant: 'thumb' | 'hero'
  /** The picture's own size (a PNG's), which says its renditions; unknown for another format, shown as stored. */
  size?: PictureSize
  /** The page's largest picture (the hero, the first card): fetched first, never lazily. */
  priority?: boolean
}

/** Assumed for a picture whose own size is unknown (not a PNG): a square, as most image models draw. */
const DEFAULT_SIZE: PictureSize = { width: 512, height: 512 }

/**
 * How wide each variant is laid out (public/css/site.css), so the browser picks the smallest
 * rendition that fills it: the hero is the page's width on a phone and 1.1 of 2.1 columns beside
 * the text on a wider screen (at most 570 px); a card is 36 % of a phone's width, else a grid
 * column of 240–300 px.
 */
const LAID_OUT: Record<RecipeImageProps['variant'], string> = {
  hero: '(max-width: 720px) calc(100vw - 2rem), (max-width: 1152px) calc((100vw - 4rem) * 0.53), 570px',
  thumb: '(max-width: 560px) 36vw, 300px',
}

/**
 * The dish's picture, or a drawn plate while the picture is still being generated. A picture of
 * known size (a PNG) comes as its 4:3 renditions, WebP for the browsers that take it and PNG for
 * the rest, at the widths it fills (src/images/renditions.ts); another is shown as stored.
 */
export function RecipeImage({ src, alt, t, variant, size, priority = false }: RecipeImageProps): string {
  // The pictures as templates of the markup their JSX gave (tests/pages/recipe-page-markup.test.tsx):
  // every first-read page and card has one, and each element was a walk over its attributes (issue 35).
  const safeLoading = `loading="${priority ? 'eager' : 'lazy'}"${priority ? ' fetchpriority="high"' : ''} decoding="async"/>`
  const safeClass = `class="recipe-image recipe-image--${variant}"`
  if (src && size) {
    const widths = widthsWithin('4x3', size)
    const largest = widths.at(-1)!
    const sizes = LAID_OUT[variant]
    return `<picture class="recipe-picture"><source type="image/webp" srcset="${attributeValue(renditionSrcset(src, '4x3', widths, 'webp'))}" sizes="${sizes}"/><img ${safeClass} src="${attributeValue(renditionUrl(src, '4x3', largest, 'png'))}" srcset="${attributeValue(renditionSrcset(src, '4x3', widths, 'png'))}" sizes="${sizes}" alt="${attributeValue(alt)}" width="${largest}" height="${renditionHeight('4x3', largest)}" ${safeLoading}</picture>`
  }
  if (src)
    return `<img ${safeClass} src="${attributeValue(src)}" alt="${attributeValue(alt)}" width="${DEFAULT_SIZE.width}" height="${DEFAULT_SIZE.height}" ${safeLoading}`
  return (
    <div class={`recipe-image recipe-image--${variant} recipe-image--placeholder`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" width="56" height="56">
        <circle cx="32" cy="34" r="22" fill="none" stroke="currentColor" stroke-width="3" />
        <circle cx="32" cy="34" r="13" fill="none" stroke="currentColor" stroke-width="2" opacity=".6" />
        <path
          d="M6 8v14a4 4 0 0 0 4 4v30M10 8v12M14 8v14a4 4 0 0 1-4 4M56 8c-5 3-6 10-6 16h6v32"
          fill="none"
          stroke="currentColor"
          stroke-width="2.5"
          stroke-linecap="round"
          stroke-linejoin="round"
        />
      </svg>
      <span safe>{t.recipe.noPicture}</span>
    </div>
  ) as string
}
