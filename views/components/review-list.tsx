import type { ReviewRecord } from '../../src/reviews/model'
import type { Locale } from '../i18n'
import { AuthorLink } from './author-link'
import { Stars } from './stars'
import { CalendarDate } from './calendar-date'

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
            <CalendarDate iso={review.created_at} lang={lang} />
          </p>
        </li>
      ))}
    </ol>
  )
}
