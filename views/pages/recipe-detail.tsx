import type { RecipeRecord, ReviewRecord } from '../../src/recipes/model'
import { listHref } from '../components/category-tabs'
import { Layout } from '../components/layout'
import { RecipeImage } from '../components/recipe-image'
import { type RecipeLanguageVersion, RecipeText } from '../components/recipe-text'
import { ReviewList } from '../components/review-list'
import { RatingSummary } from '../components/stars'
import { formatDate, lines, titlesFor } from '../format'
import { type Lang, type Locale, LOCALES, otherLang } from '../i18n'
import { byLanguage } from '../markup'
import { type SlotValues, template } from '../template'

export type RecipeDetailData = RecipeRecord & { reviews: ReviewRecord[] }

const versionIn = (recipe: RecipeRecord, lang: Lang): RecipeLanguageVersion =>
  lang === 'ja'
    ? { ingredients: lines(recipe.ingredients_ja), steps: lines(recipe.steps_ja) }
    : { ingredients: lines(recipe.ingredients_en), steps: lines(recipe.steps_en) }

const isWritten = (version: RecipeLanguageVersion) => version.ingredients.length + version.steps.length > 0

/**
 * `/recipes/:id` and `/ja/recipes/:id`: the page language's version first and the other one folded
 * below it. English ingredients and steps are optional, so an unwritten version falls back to Japanese.
 */
export function RecipeDetailPage({ locale, alternateHref, recipe }: { locale: Locale; alternateHref: string; recipe: RecipeDetailData }) {
  const { t, lang } = locale
  const titles = titlesFor(recipe, lang)
  const other = otherLang(lang)
  const versions = { en: versionIn(recipe, 'en'), ja: versionIn(recipe, 'ja') }
  const shownLang = isWritten(versions[lang]) ? lang : other
  const folded = shownLang === lang && isWritten(versions[other]) ? other : undefined

  return (
    <Layout locale={locale} title={titles.primary.text} alternateHref={alternateHref}>
      {recipeIn[lang]({
        picture: <RecipeImage src={recipe.image_url} alt={titles.primary.text} locale={locale} variant="hero" />,
        categoryHref: listHref(locale, recipe.category),
        category: t.categories[recipe.category],
        primaryLang: titles.primary.lang,
        primaryTitle: titles.primary.text,
        secondaryLang: titles.secondary.lang,
        secondaryTitle: titles.secondary.text,
        rating: <RatingSummary rating={recipe.rating} locale={locale} />,
        byline: t.recipe.by(recipe.author.name),
        createdAt: recipe.created_at,
        date: formatDate(recipe.created_at, lang),
        source: <RecipeSource locale={locale} discussionId={recipe.discussion_id} />,
        notice: shownLang === lang ? '' : <p class="notice" safe>{t.recipe.missingTranslation}</p>,
        text: <RecipeText locale={LOCALES[shownLang]} version={versions[shownLang]} idPrefix="recipe" />,
        otherLanguage: folded ? <OtherLanguage locale={locale} recipe={recipe} lang={folded} version={versions[folded]} /> : '',
        reviews: <ReviewList locale={locale} reviews={recipe.reviews} />,
      })}
    </Layout>
  )
}

const recipeSlots = {
  text: ['categoryHref', 'category', 'primaryLang', 'primaryTitle', 'secondaryLang', 'secondaryTitle', 'byline', 'createdAt', 'date'],
  markup: ['picture', 'rating', 'source', 'notice', 'text', 'otherLanguage', 'reviews'],
} as const

/** The page around a recipe's own parts, rendered once per language. */
const recipeIn = byLanguage((locale) => template(recipeSlots, (slots) => <Recipe locale={locale} {...slots} />))

function Recipe({ locale, ...slots }: SlotValues<typeof recipeSlots> & { locale: Locale }) {
  const { t } = locale
  const { picture, categoryHref, category, primaryLang, primaryTitle, secondaryLang, secondaryTitle, rating, byline, createdAt, date } = slots
  const { source, notice, text, otherLanguage, reviews } = slots
  return (
    <article class="recipe">
      <header class="recipe__header">
        {picture}
        <div class="recipe__intro">
          <a class="eyebrow" href={categoryHref} safe>
            {category}
          </a>
          <h1 lang={primaryLang} safe>
            {primaryTitle}
          </h1>
          <p class="recipe__subtitle" lang={secondaryLang} safe>
            {secondaryTitle}
          </p>
          <a class="recipe__rating" href="#reviews">
            {rating}
          </a>
          <p class="recipe__meta">
            <span safe>{byline}</span>
            {' · '}
            <span safe>{t.recipe.published}</span>{' '}
            <time datetime={createdAt} safe>
              {date}
            </time>
          </p>
          {source}
        </div>
      </header>

      {notice}
      {text}
      {otherLanguage}

      <section id="reviews" class="reviews-section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" safe>
          {t.recipe.reviews}
        </h2>
        {reviews}
      </section>
    </article>
  )
}

/** Where the recipe comes from: a discussion to read, or its author directly. */
function RecipeSource({ locale, discussionId }: { locale: Locale; discussionId: string | null }) {
  const { t } = locale
  if (!discussionId)
    return (
      <p class="recipe__source muted" safe>
        {t.recipe.direct}
      </p>
    )
  return (
    <p class="recipe__source">
      <span safe>{t.recipe.fromDiscussion}</span>{' '}
      <a href={locale.href(`/discussions/${encodeURIComponent(discussionId)}`)} safe>
        {t.recipe.readDiscussion}
      </a>
    </p>
  )
}

/** The other language's version, folded below the page language's. */
function OtherLanguage({ locale, recipe, lang, version }: { locale: Locale; recipe: RecipeRecord; lang: Lang; version: RecipeLanguageVersion }) {
  return (
    <details class="other-language">
      <summary class="pill" safe>
        {locale.t.recipe.otherLanguage}
      </summary>
      <p class="other-language__title" lang={lang} safe>
        {lang === 'ja' ? recipe.title_ja : recipe.title_en}
      </p>
      <RecipeText locale={LOCALES[lang]} version={version} idPrefix={`recipe-${lang}`} />
    </details>
  )
}
