import type { RecipeSummary } from '../../src/recipes/model'
import type { Locale } from '../i18n'
import { titlesFor } from '../format'
import { RecipeImage } from './recipe-image'
import { RatingSummary } from './stars'

/** One recipe in the list: picture, both titles (page language first), category, rating and author. */
export function RecipeCard({ recipe, locale }: { recipe: RecipeSummary; locale: Locale }) {
  const { t } = locale
  const titles = titlesFor(recipe, locale.lang)
  return (
    <article class="recipe-card">
      <RecipeImage src={recipe.image_url} alt="" t={t} variant="thumb" />
      <div class="recipe-card__body">
        <p class="recipe-card__category" safe>
          {t.categories[recipe.category]}
        </p>
        <h2 class="recipe-card__title">
          <a class="recipe-card__link" href={locale.href(`/recipes/${encodeURIComponent(recipe.id)}`)} safe>
            {titles.primary.text}
          </a>
        </h2>
        <p class="recipe-card__subtitle" lang={titles.secondary.lang} safe>
          {titles.secondary.text}
        </p>
        <RatingSummary rating={recipe.rating} t={t} />
        <p class="recipe-card__author" safe>
          {t.recipe.by(recipe.author.name)}
        </p>
      </div>
    </article>
  )
}
