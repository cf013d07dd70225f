import type { Dictionary } from '../i18n'

const STARS = [1, 2, 3, 4, 5]

/** Five stars filled to the nearest half; screen readers get the number instead of the glyphs. */
export function Stars({ value, label }: { value: number; label: string }): JSX.Element {
  const halves = Math.round(value * 2)
  return (
    <span class="stars" role="img" aria-label={label}>
      {STARS.map((star) => (
        <span class={halves >= star * 2 ? 'star star--full' : halves === star * 2 - 1 ? 'star star--half' : 'star'}>
          ★
        </span>
      ))}
    </span>
  )
}

export type Rating = { average: number | null; count: number }

/** Stars, the average and the review count; a quiet note when nobody has reviewed yet. */
export function RatingSummary({ rating, t }: { rating: Rating; t: Dictionary }) {
  if (rating.average === null || rating.count === 0)
    return (
      <span class="rating rating--none" safe>
        {t.rating.none}
      </span>
    )
  return (
    <span class="rating">
      <Stars value={rating.average} label={t.rating.stars(rating.average)} />
      <span class="rating__average" aria-hidden="true" safe>
        {rating.average.toFixed(1)}
      </span>
      <span class="rating__count" safe>
        {t.rating.count(rating.count)}
      </span>
    </span>
  )
}
