import { escapeHtml } from '@kitajs/html'
import type { RecipeRecord, RecipeSummary } from '../../src/recipes/model'
import type { RecipeParent } from '../../src/recipes/service'
import type { PictureSize } from '../../src/recipes/queries'
import type { ReviewRecord } from '../../src/reviews/model'
import { AuthorLink } from '../components/author-link'
import { listHref } from '../components/category-tabs'
import { Layout, type PageAddress } from '../components/layout'
import { RecipeImage } from '../components/recipe-image'
import { type RecipeLanguageVersion, RecipeText } from '../components/recipe-text'
import { ReviewList } from '../components/review-list'
import { RatingSummary } from '../components/stars'
import { attributeValue, descriptionFor, hoursAndMinutes, partTimes, titlesFor } from '../format'
import { type Lang, type Locale, LOCALES, otherLang } from '../i18n'
import { type DishFacts, RecipeHead } from '../structured-data'
import { CalendarDate } from '../components/calendar-date'

export type RecipeDetailData = RecipeRecord & {
  reviews: ReviewRecord[]
  parent?: RecipeParent
  /** The newest remixes of this recipe, for the list under it. */
  remixes?: RecipeSummary[]
  picture?: PictureSize
  /** Set when the page shows the recipe scaled (`?servings=`): the servings it was written for. */
  scaled_from?: number
} & Partial<DishFacts>

/**
 * A language's version of the lists. English is optional: a list the author did not write in
 * English is the model's translation (marked so) or, while there is none, the Japanese list (said so).
 */
const versionIn = (recipe: RecipeRecord, lang: Lang): RecipeLanguageVersion => {
  if (lang === 'ja') return { ingredients: recipe.ingredients_ja, steps: recipe.steps_ja }
  const written = { ingredients: recipe.ingredients_en, steps: recipe.steps_en }
  if (!isWritten(written)) return written
  const borrowed: RecipeLanguageVersion['borrowed'] = {}
  for (const kind of ['ingredients', 'steps'] as const) {
    if (recipe.machine_translated.includes(`${kind}_en`)) borrowed[kind] = 'machine_translated'
    else if (!hasLine(written[kind])) borrowed[kind] = 'other_language'
  }
  return {
    ingredients: written.ingredients || recipe.ingredients_ja,
    steps: written.steps || recipe.steps_ja,
    borrowed,
  }
}

/**
 * Whether text has a line as linesOf reads it, without splitting it: a line is what trimming leaves,
 * and trimming removes exactly what `\s` matches (the breaks linesOf splits at included). A page
 * asks this of each version several times; splitting every time was 5 % of a first page (issue 35).
 */
export const hasLine = (text: string) => /\S/.test(text)

function isWritten(version: RecipeLanguageVersion) {
  return hasLine(version.ingredients) || hasLine(version.steps)
}

/**
 * How many to cook for: a plain GET form, so it works without JavaScript (`?servings=`). A scaled
 * page says so and links back to the recipe as written.
 *
 * This page's parts are templates of the markup their JSX gave, values escaped as @kitajs/html
 * escapes them (text through `escapeHtml`, attributes through `attributeValue`), held to it by
 * tests/pages/recipe-page-markup.test.tsx: each JSX element was a walk over its attributes and its
 * children, the larger part of a first-read page's rendering (issue 35).
 */
function ServingsControl({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }): string {
  const { t } = locale
  if (recipe.servings === null) return ''
  const base = attributeValue(locale.href(`/recipes/${encodeURIComponent(recipe.id)}`))
  const scaled =
    recipe.scaled_from === undefined
      ? ''
      : `<p class="recipe__scaled"><span>${escapeHtml(t.recipe.scaledFrom(recipe.scaled_from))}</span> <a href="${base}">${escapeHtml(t.recipe.original)}</a></p>`
  return `<form class="recipe__scale" method="get" action="${base}"><label for="servings">${escapeHtml(t.recipe.scaleLabel)}</label><input id="servings" name="servings" type="number" min="1" max="100" value="${recipe.servings}"/><button type="submit">${escapeHtml(t.recipe.scaleButton)}</button>${scaled}</form>`
}

/** A link to a recipe, its title in the page's language as the text. */
const recipeLink = (locale: Locale, id: string, title: string) =>
  `<a href="${attributeValue(locale.href(`/recipes/${encodeURIComponent(id)}`))}">${escapeHtml(title)}</a>`

/** Where a remix came from: a link to its parent, or that the parent was deleted. */
function Lineage({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }): string {
  const { t, lang } = locale
  if (!recipe.parent) return ''
  if (recipe.parent.deleted) return `<p class="recipe__lineage muted">${escapeHtml(t.recipe.parentDeleted)}</p>`
  const title = lang === 'ja' ? recipe.parent.title_ja : recipe.parent.title_en
  return `<p class="recipe__lineage"><span>${escapeHtml(t.recipe.remixedFrom)}</span> ${recipeLink(locale, recipe.parent.id, title)}</p>`
}

/** The newest remixes of the recipe, each linked by its title in the page language. */
function RemixList({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }): string {
  const { t, lang } = locale
  if (!recipe.remixes?.length) return ''
  const safeItems = recipe.remixes
    .map((remix) => `<li>${recipeLink(locale, remix.id, lang === 'ja' ? remix.title_ja : remix.title_en)}</li>`)
    .join('')
  return `<section class="remixes" aria-labelledby="remixes-heading"><h2 id="remixes-heading">${escapeHtml(t.recipe.remixes)}</h2><ul>${safeItems}</ul></section>`
}

/** Servings, preparation, cooking and total time, as far as the recipe states them (the JSON-LD says the same). */
function RecipeFacts({ recipe, t }: { recipe: RecipeRecord; t: Locale['t'] }): string {
  const { prep, cook } = partTimes(recipe)
  const times: [label: string, minutes: number | undefined][] = [
    [t.recipe.prepTime, prep],
    [t.recipe.cookTime, cook],
    [t.recipe.totalTime, recipe.total_minutes ?? undefined],
  ]
  const shown = times.filter((time): time is [string, number] => time[1] !== undefined)
  if (recipe.servings === null && !shown.length) return ''
  const serves =
    recipe.servings === null
      ? ''
      : `<div><dt>${escapeHtml(t.recipe.servings)}</dt><dd>${escapeHtml(t.recipe.serves(recipe.servings))}</dd></div>`
  const safeTimes = shown
    .map(([label, minutes]) => {
      const { hours, minutes: rest } = hoursAndMinutes(minutes)
      return `<div><dt>${escapeHtml(label)}</dt><dd><time datetime="PT${minutes}M">${escapeHtml(t.recipe.minutes(hours, rest))}</time></dd></div>`
    })
    .join('')
  return `<dl class="recipe__facts" aria-label="${attributeValue(t.recipe.facts)}">${serves}${safeTimes}</dl>`
}

/**
 * `/recipes/:id` and `/ja/recipes/:id`: the page language's version first and the other one folded
 * below it. English ingredients and steps are optional, so an unwritten version falls back to Japanese.
 */
export function RecipeDetailPage({
  locale,
  address,
  recipe,
}: {
  locale: Locale
  address: PageAddress
  recipe: RecipeDetailData
}) {
  const { t, lang } = locale
  const titles = titlesFor(recipe, lang)
  const other = otherLang(lang)
  const shownLang = isWritten(versionIn(recipe, lang)) ? lang : other
  const folded = shownLang === lang && isWritten(versionIn(recipe, other)) ? other : undefined
  const description = descriptionFor(recipe, lang)
  const picture = RecipeImage({
    src: recipe.image_url,
    alt: titles.primary.text,
    t,
    variant: 'hero',
    size: recipe.picture,
    priority: true,
  })
  const safeDescription =
    description === undefined
      ? ''
      : `<p class="recipe__description" lang="${description.lang}">${escapeHtml(description.text)}</p>`
  const source = recipe.discussion_id
    ? `<p class="recipe__source"><span>${escapeHtml(t.recipe.fromDiscussion)}</span> <a href="${attributeValue(locale.href(`/discussions/${encodeURIComponent(recipe.discussion_id)}`))}">${escapeHtml(t.recipe.readDiscussion)}</a></p>`
    : `<p class="recipe__source muted">${escapeHtml(t.recipe.direct)}</p>`
  const intro = `<div class="recipe__intro"><a class="eyebrow" href="${attributeValue(listHref(locale, recipe.category))}">${escapeHtml(t.categories[recipe.category])}</a><h1 lang="${titles.primary.lang}">${escapeHtml(titles.primary.text)}</h1><p class="recipe__subtitle" lang="${titles.secondary.lang}">${escapeHtml(titles.secondary.text)}</p>${safeDescription}${Lineage({ recipe, locale })}${RecipeFacts({ recipe, t })}${ServingsControl({ recipe, locale })}<a class="recipe__rating" href="#reviews">${RatingSummary({ rating: recipe.rating, t })}</a><p class="recipe__meta"><span>${escapeHtml(t.author.byLabel)}</span> ${AuthorLink({ locale, author: recipe.author })} · <span>${escapeHtml(t.recipe.published)}</span> ${CalendarDate({ iso: recipe.created_at, lang })}</p>${source}</div>`
  const notice = shownLang === lang ? '' : `<p class="notice">${escapeHtml(t.recipe.missingTranslation)}</p>`
  const text = RecipeText({ locale: LOCALES[shownLang], version: versionIn(recipe, shownLang), idPrefix: 'recipe' })
  const otherText = folded
    ? `<details class="other-language"><summary class="pill">${escapeHtml(t.recipe.otherLanguage)}</summary><p class="other-language__title" lang="${folded}">${escapeHtml(folded === 'ja' ? recipe.title_ja : recipe.title_en)}</p>${RecipeText({ locale: LOCALES[folded], version: versionIn(recipe, folded), idPrefix: `recipe-${folded}` })}</details>`
    : ''
  const reviews = `<section id="reviews" class="reviews-section" aria-labelledby="reviews-heading"><h2 id="reviews-heading">${escapeHtml(t.recipe.reviews)}</h2>${ReviewList({ locale, reviews: recipe.reviews })}</section>`
  const safeArticle = `<article class="recipe"><header class="recipe__header">${picture}${intro}</header>${notice}${text}${otherText}${RemixList({ recipe, locale })}${reviews}</article>`
  return (
    <Layout
      locale={locale}
      title={titles.primary.text}
      address={address}
      description={description?.text}
      head={
        <RecipeHead recipe={recipe} locale={locale} version={versionIn(recipe, shownLang)} origin={address.origin} />
      }
    >
      {safeArticle}
    </Layout>
  )
}
