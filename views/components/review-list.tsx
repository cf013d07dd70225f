import type { ReviewRecord } from '../../src/recipes/model'
import { formatDate } from '../format'
import type { Dictionary, Locale } from '../i18n'
import { byLanguage } from '../markup'
import { template } from '../template'
import { Stars } from './stars'

/** One review: stars, the comment as plain text, who wrote it and when. */
const reviewItem = template({ text: ['comment', 'author', 'createdAt', 'date'], markup: ['stars'] }, ({ stars, comment, author, createdAt, date }) => (
  <li class="review">
    {stars}
    <p class="review__comment" safe>
      {comment}
    </p>
    <p class="review__meta">
      <span class="review__author" safe>
        {author}
      </span>
      {' · '}
      <time datetime={createdAt} safe>
        {date}
      </time>
    </p>
  </li>
))

const givenStars = (t: Dictionary, rating: number) => <Stars value={rating} label={t.rating.given(rating)} />

/** A review gives 1 to 5 whole stars: the five are drawn once per language, not looked up per review. */
const starsGiven = byLanguage(({ t }) => [1, 2, 3, 4, 5].map((rating) => givenStars(t, rating)))

/** The newest reviews, newest first. */
export function ReviewList({ locale, reviews }: { locale: Locale; reviews: ReviewRecord[] }) {
  const { t, lang } = locale
  if (!reviews.length)
    return (
      <p class="muted" safe>
        {t.recipe.noReviews}
      </p>
    )
  return (
    <ol class="reviews">
      {reviews.map((review) =>
        reviewItem({
          stars: starsGiven[lang][review.rating - 1] ?? givenStars(t, review.rating),
          comment: review.comment,
          author: review.author.name,
          createdAt: review.created_at,
          date: formatDate(review.created_at, lang),
        }),
      )}
    </ol>
  )
}
