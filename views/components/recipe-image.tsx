import type { PictureSize } from '../../src/recipes/queries'
import type { Dictionary } from '../i18n'

type RecipeImageProps = {
  src: string | null
  alt: string
  t: Dictionary
  variant: 'thumb' | 'hero'
  /** The picture's own size, so the page keeps its place before it loads; square when unknown. */
  size?: PictureSize
  /** The page's largest picture (the hero, the first card): fetched first, never lazily. */
  priority?: boolean
}

/** The size pictures are drawn at offline, assumed when a picture's own is unknown. */
const DEFAULT_SIZE: PictureSize = { width: 512, height: 512 }

/** The dish's picture, or a drawn plate while the picture is still being generated. */
export function RecipeImage({ src, alt, t, variant, size = DEFAULT_SIZE, priority = false }: RecipeImageProps) {
  const className = `recipe-image recipe-image--${variant}`
  if (src)
    return (
      <img
        class={className}
        src={src}
        alt={alt}
        width={String(size.width)}
        height={String(size.height)}
        loading={priority ? 'eager' : 'lazy'}
        fetchpriority={priority ? 'high' : undefined}
        decoding="async"
      />
    )
  return (
    <div class={`${className} recipe-image--placeholder`}>
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
  )
}
