import type { Dictionary, Locale } from '../i18n'
import { byLanguage, flat } from '../markup'
import { template } from '../template'

type Variant = 'thumb' | 'hero'
type RecipeImageProps = { src: string | null; alt: string; locale: Locale; variant: Variant }

const classNameOf = (variant: Variant) => `recipe-image recipe-image--${variant}`

/** The dish's picture, or a drawn plate while the picture is still being generated. */
export function RecipeImage({ src, alt, locale, variant }: RecipeImageProps) {
  return src ? pictures[variant]({ src, alt }) : placeholders[locale.lang][variant]
}

// Every card and recipe page shows one: each variant is drawn once, the plate once per language too.
const pictures = { thumb: pictureOf('thumb'), hero: pictureOf('hero') }
const placeholders = byLanguage(({ t }) => ({ thumb: flat(<Placeholder variant="thumb" t={t} />), hero: flat(<Placeholder variant="hero" t={t} />) }))

function pictureOf(variant: Variant) {
  return template({ text: ['src', 'alt'] }, ({ src, alt }) => (
    <img class={classNameOf(variant)} src={src} alt={alt} width="1024" height="1024" loading={variant === 'thumb' ? 'lazy' : 'eager'} decoding="async" />
  ))
}

function Placeholder({ variant, t }: { variant: Variant; t: Dictionary }) {
  return (
    <div class={`${classNameOf(variant)} recipe-image--placeholder`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" width="56" height="56">
        <circle cx="32" cy="34" r="22" fill="none" stroke="currentColor" stroke-width="3" />
        <circle cx="32" cy="34" r="13" fill="none" stroke="currentColor" stroke-width="2" opacity=".6" />
        <path d="M6 8v14a4 4 0 0 0 4 4v30M10 8v12M14 8v14a4 4 0 0 1-4 4M56 8c-5 3-6 10-6 16h6v32" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" />
      </svg>
      <span safe>{t.recipe.noPicture}</span>
    </div>
  )
}
