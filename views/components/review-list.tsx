import type { ReviewRecord } from '../../src/reviews/model'
import { formatDate } from '../format'
import type { Locale } from '../i18n'
import { AuthorLink } from './author-link'
import { Stars } from './stars'

/** The newest reviews: stars, the comment as plain text, who wrote it and when. */
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
      {reviews.map((review) => (
        <li class="review">
          <Stars value={review.rating} label={t.rating.given(review.rating)} />
          <p class="review__comment" safe>
            {review.comment}
          </p>
          <p class="review__meta">
            <AuthorLink locale={locale} author={review.author} class="review__author" />
            {' · '}
            <time datetime={review.created_at} safe>
              {formatDate(review.created_at, lang)}
            </time>
          </p>
        </li>
      ))}
    </ol>
  )
}
