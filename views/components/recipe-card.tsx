import type { RecipeSummary } from '../../src/recipes/model'
import type { PictureSize } from '../../src/recipes/queries'
import type { Locale } from '../i18n'
import { titlesFor } from '../format'
import { RecipeImage } from './recipe-image'
import { AuthorLink } from './author-link'
import { Highlight } from './highlight'
import { RatingSummary } from './stars'

/**
 * One recipe in the list: picture, both titles (page language first), category, rating and author
 * (linked to their profile). In search results the terms are marked in the titles.
 */
function RecipeCard({
  recipe,
  locale,
  terms = [],
  picture,
  priority,
}: {
  recipe: RecipeSummary
  locale: Locale
  terms?: readonly string[]
  picture?: PictureSize
  priority?: boolean
}) {
  const { t } = locale
  const titles = titlesFor(recipe, locale.lang)
  return (
    <article class="recipe-card">
      <RecipeImage src={recipe.image_url} alt="" t={t} variant="thumb" size={picture} priority={priority} />
      <div class="recipe-card__body">
        <p class="recipe-card__category" safe>
          {t.categories[recipe.category]}
        </p>
        <h2 class="recipe-card__title">
          <a class="recipe-card__link" href={locale.href(`/recipes/${encodeURIComponent(recipe.id)}`)}>
            <Highlight text={titles.primary.text} terms={terms} />
          </a>
        </h2>
        <p class="recipe-card__subtitle" lang={titles.secondary.lang}>
          <Highlight text={titles.secondary.text} terms={terms} />
        </p>
        <RatingSummary rating={recipe.rating} t={t} />
        <p class="recipe-card__author">
          <span safe>{t.author.byLabel}</span>{' '}
          <AuthorLink locale={locale} author={recipe.author} class="recipe-card__author-link" />
        </p>
      </div>
    </article>
  )
}

/** The cards of a list; the first card's picture is the largest paint of the page: fetched first, not lazily. */
export function RecipeGrid({
  recipes,
  locale,
  terms,
  pictures,
}: {
  recipes: RecipeSummary[]
  locale: Locale
  terms?: readonly string[]
  /** Each recipe's picture size, by recipe id. */
  pictures?: ReadonlyMap<string, PictureSize>
}) {
  return (
    <ul class="recipe-grid">
      {recipes.map((recipe, i) => (
        <li>
          <RecipeCard
            recipe={recipe}
            locale={locale}
            terms={terms}
            picture={pictures?.get(recipe.id)}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  )
}
