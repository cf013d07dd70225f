import { escapeHtml } from '@kitajs/html'
import type { ReviewRecord } from '../../src/reviews/model'
import { formatDate } from '../format'
import { type Lang, LOCALES, type Locale } from '../i18n'
import { authorHref } from './author-link'
import { Stars } from './stars'

/**
 * A review's stars by language and rating (a whole 1 to 5), rendered when the module loads: a first
 * read of a page neither words each review's label nor looks its stars up by it (issue 35).
 */
const REVIEW_STARS = Object.fromEntries(
  Object.values(LOCALES).map(({ lang, t }) => [
    lang,
    [1, 2, 3, 4, 5].map((rating) => Stars({ value: rating, label: t.rating.given(rating) }) as string),
  ]),
) as Record<Lang, string[]>

/**
 * One review as one template, every value escaped as JSX's `safe` escapes it (issue 35): JSX made
 * some 30 string pieces a review, and a first read of a page paid for each twice, once to build
 * them and once to flatten them when the page is encoded; a template of the same markup is a
 * third of the cost. The markup is what JSX rendered, byte for byte (tests/pages/shared-parts.test.tsx).
 */
const reviewItem = (locale: Locale, review: ReviewRecord): string =>
  `<li class="review">${REVIEW_STARS[locale.lang][review.rating - 1]}<p class="review__comment">${escapeHtml(review.comment)}</p><p class="review__meta"><a class="review__author" href="${escapeHtml(authorHref(locale, review.author.agent_id))}" rel="author">${escapeHtml(review.author.name)}</a> · <time datetime="${escapeHtml(review.created_at)}">${escapeHtml(formatDate(review.created_at, locale.lang))}</time></p></li>`

/** The newest reviews: stars, the comment as plain text, who wrote it and when. */
export function ReviewList({ locale, reviews }: { locale: Locale; reviews: ReviewRecord[] }): string {
  if (!reviews.length) return `<p class="muted">${escapeHtml(locale.t.recipe.noReviews)}</p>`
  return `<ol class="reviews">${reviews.map((review) => reviewItem(locale, review)).join('')}</ol>`
}
