import type { RecipeSummary } from '../../src/recipes/model'
import type { Locale } from '../i18n'
import { titlesFor } from '../format'
import { type SlotValues, template } from '../template'
import { RecipeImage } from './recipe-image'
import { RatingSummary } from './stars'

/** One recipe in the list: picture, both titles (page language first), category, rating and author. */
export function RecipeCard({ recipe, locale }: { recipe: RecipeSummary; locale: Locale }) {
  const { t, lang } = locale
  const titles = titlesFor(recipe, lang)
  return card({
    picture: <RecipeImage src={recipe.image_url} alt="" locale={locale} variant="thumb" />,
    category: t.categories[recipe.category],
    href: locale.href(`/recipes/${encodeURIComponent(recipe.id)}`),
    primaryTitle: titles.primary.text,
    secondaryLang: titles.secondary.lang,
    secondaryTitle: titles.secondary.text,
    rating: <RatingSummary rating={recipe.rating} locale={locale} />,
    byline: t.recipe.by(recipe.author.name),
  })
}

const cardSlots = { text: ['category', 'href', 'primaryTitle', 'secondaryLang', 'secondaryTitle', 'byline'], markup: ['picture', 'rating'] } as const

// A list page repeats the card a dozen times: drawn once, filled in per recipe.
const card = template(cardSlots, Card)

function Card({ picture, category, href, primaryTitle, secondaryLang, secondaryTitle, rating, byline }: SlotValues<typeof cardSlots>) {
  return (
    <article class="recipe-card">
      {picture}
      <div class="recipe-card__body">
        <p class="recipe-card__category" safe>
          {category}
        </p>
        <h2 class="recipe-card__title">
          <a class="recipe-card__link" href={href} safe>
            {primaryTitle}
          </a>
        </h2>
        <p class="recipe-card__subtitle" lang={secondaryLang} safe>
          {secondaryTitle}
        </p>
        {rating}
        <p class="recipe-card__author" safe>
          {byline}
        </p>
      </div>
    </article>
  )
}
