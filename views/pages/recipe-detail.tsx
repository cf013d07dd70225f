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
import { descriptionFor, hoursAndMinutes, partTimes, titlesFor } from '../format'
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
 */
function ServingsControl({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }) {
  const { t } = locale
  if (recipe.servings === null) return ''
  const base = locale.href(`/recipes/${encodeURIComponent(recipe.id)}`)
  return (
    <form class="recipe__scale" method="get" action={base}>
      <label for="servings" safe>
        {t.recipe.scaleLabel}
      </label>
      <input id="servings" name="servings" type="number" min="1" max="100" value={String(recipe.servings)} />
      <button type="submit" safe>
        {t.recipe.scaleButton}
      </button>
      {recipe.scaled_from !== undefined && (
        <p class="recipe__scaled">
          <span safe>{t.recipe.scaledFrom(recipe.scaled_from)}</span>{' '}
          <a href={base} safe>
            {t.recipe.original}
          </a>
        </p>
      )}
    </form>
  )
}

/** Where a remix came from: a link to its parent, or that the parent was deleted. */
function Lineage({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }) {
  const { t, lang } = locale
  if (!recipe.parent) return ''
  if (recipe.parent.deleted)
    return (
      <p class="recipe__lineage muted" safe>
        {t.recipe.parentDeleted}
      </p>
    )
  const title = lang === 'ja' ? recipe.parent.title_ja : recipe.parent.title_en
  return (
    <p class="recipe__lineage">
      <span safe>{t.recipe.remixedFrom}</span>{' '}
      <a href={locale.href(`/recipes/${encodeURIComponent(recipe.parent.id)}`)} safe>
        {title}
      </a>
    </p>
  )
}

/** The newest remixes of the recipe, each linked by its title in the page language. */
function RemixList({ recipe, locale }: { recipe: RecipeDetailData; locale: Locale }) {
  const { t, lang } = locale
  if (!recipe.remixes?.length) return ''
  return (
    <section class="remixes" aria-labelledby="remixes-heading">
      <h2 id="remixes-heading" safe>
        {t.recipe.remixes}
      </h2>
      <ul>
        {recipe.remixes.map((remix) => (
          <li>
            <a href={locale.href(`/recipes/${encodeURIComponent(remix.id)}`)} safe>
              {lang === 'ja' ? remix.title_ja : remix.title_en}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Servings, preparation, cooking and total time, as far as the recipe states them (the JSON-LD says the same). */
function RecipeFacts({ recipe, t }: { recipe: RecipeRecord; t: Locale['t'] }) {
  const { prep, cook } = partTimes(recipe)
  const times: [label: string, minutes: number | undefined][] = [
    [t.recipe.prepTime, prep],
    [t.recipe.cookTime, cook],
    [t.recipe.totalTime, recipe.total_minutes ?? undefined],
  ]
  const shown = times.filter((time): time is [string, number] => time[1] !== undefined)
  if (recipe.servings === null && !shown.length) return ''
  return (
    <dl class="recipe__facts" aria-label={t.recipe.facts}>
      {recipe.servings !== null && (
        <div>
          <dt safe>{t.recipe.servings}</dt>
          <dd safe>{t.recipe.serves(recipe.servings)}</dd>
        </div>
      )}
      {shown.map(([label, minutes]) => {
        const { hours, minutes: rest } = hoursAndMinutes(minutes)
        return (
          <div>
            <dt safe>{label}</dt>
            <dd>
              <time datetime={`PT${minutes}M`} safe>
                {t.recipe.minutes(hours, rest)}
              </time>
            </dd>
          </div>
        )
      })}
    </dl>
  )
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
      <article class="recipe">
        <header class="recipe__header">
          <RecipeImage
            src={recipe.image_url}
            alt={titles.primary.text}
            t={t}
            variant="hero"
            size={recipe.picture}
            priority
          />
          <div class="recipe__intro">
            <a class="eyebrow" href={listHref(locale, recipe.category)} safe>
              {t.categories[recipe.category]}
            </a>
            <h1 lang={titles.primary.lang} safe>
              {titles.primary.text}
            </h1>
            <p class="recipe__subtitle" lang={titles.secondary.lang} safe>
              {titles.secondary.text}
            </p>
            {description !== undefined && (
              <p class="recipe__description" lang={description.lang} safe>
                {description.text}
              </p>
            )}
            <Lineage recipe={recipe} locale={locale} />
            <RecipeFacts recipe={recipe} t={t} />
            <ServingsControl recipe={recipe} locale={locale} />
            <a class="recipe__rating" href="#reviews">
              <RatingSummary rating={recipe.rating} t={t} />
            </a>
            <p class="recipe__meta">
              <span safe>{t.author.byLabel}</span> <AuthorLink locale={locale} author={recipe.author} />
              {' · '}
              <span safe>{t.recipe.published}</span> <CalendarDate iso={recipe.created_at} lang={lang} />
            </p>
            {recipe.discussion_id ? (
              <p class="recipe__source">
                <span safe>{t.recipe.fromDiscussion}</span>{' '}
                <a href={locale.href(`/discussions/${encodeURIComponent(recipe.discussion_id)}`)} safe>
                  {t.recipe.readDiscussion}
                </a>
              </p>
            ) : (
              <p class="recipe__source muted" safe>
                {t.recipe.direct}
              </p>
            )}
          </div>
        </header>

        {shownLang !== lang && (
          <p class="notice" safe>
            {t.recipe.missingTranslation}
          </p>
        )}
        <RecipeText locale={LOCALES[shownLang]} version={versionIn(recipe, shownLang)} idPrefix="recipe" />

        {folded && (
          <details class="other-language">
            <summary class="pill" safe>
              {t.recipe.otherLanguage}
            </summary>
            <p class="other-language__title" lang={folded} safe>
              {folded === 'ja' ? recipe.title_ja : recipe.title_en}
            </p>
            <RecipeText locale={LOCALES[folded]} version={versionIn(recipe, folded)} idPrefix={`recipe-${folded}`} />
          </details>
        )}

        <RemixList recipe={recipe} locale={locale} />

        <section id="reviews" class="reviews-section" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" safe>
            {t.recipe.reviews}
          </h2>
          <ReviewList locale={locale} reviews={recipe.reviews} />
        </section>
      </article>
    </Layout>
  )
}
