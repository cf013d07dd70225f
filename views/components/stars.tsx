import { escapeHtml } from '@kitajs/html'
import type { Dictionary } from '../i18n'

const STARS = [1, 2, 3, 4, 5]

/** Five stars filled to the nearest half; screen readers get the number instead of the glyphs. */
export function Stars({ value, label }: { value: number; label: string }): JSX.Element {
  const halves = Math.round(value * 2)
  // Eleven fillings and a few hundred labels: each rendered once, not once per review (issue 35).
  const key = `${halves}|${label}`
  let stars = renderedStars.get(key)
  if (stars === undefined) {
    if (renderedStars.size >= RENDERED_STARS_KEPT) renderedStars.clear()
    stars = (
      <span class="stars" role="img" aria-label={label}>
        {STARS.map((star) => (
          <span class={halves >= star * 2 ? 'star star--full' : halves === star * 2 - 1 ? 'star star--half' : 'star'}>
            ★
          </span>
        ))}
      </span>
    ) as string
    renderedStars.set(key, stars)
  }
  return stars
}
const renderedStars = new Map<string, string>()
const RENDERED_STARS_KEPT = 5_000

export type Rating = { average: number | null; count: number }

/** Stars, the average and the review count; a quiet note when nobody has reviewed yet (templates of the JSX they were). */
export function RatingSummary({ rating, t }: { rating: Rating; t: Dictionary }): string {
  if (rating.average === null || rating.count === 0)
    return `<span class="rating rating--none">${escapeHtml(t.rating.none)}</span>`
  return `<span class="rating">${Stars({ value: rating.average, label: t.rating.stars(rating.average) })}<span class="rating__average" aria-hidden="true">${escapeHtml(rating.average.toFixed(1))}</span><span class="rating__count">${escapeHtml(t.rating.count(rating.count))}</span></span>`
}
