import type { Dictionary } from '../i18n'

const STARS = [1, 2, 3, 4, 5]

/** Distinct (value, label) pairs are few (a rating to 2 decimals, per language); the bound is a guard. */
const MAX_DRAWN = 10_000
const drawn = new Map<string, JSX.Element>()

/**
 * Five stars filled to the nearest half; screen readers get the number instead of the glyphs.
 * A pure function of its two props that every review and card repeats: each pair is drawn once.
 */
export function Stars({ value, label }: { value: number; label: string }): JSX.Element {
  const key = `${value}\n${label}`
  let markup = drawn.get(key)
  if (markup === undefined) {
    markup = drawStars(value, label)
    // Kept flat: markup is built by concatenation, and a kept piece is read again by every page.
    if (drawn.size < MAX_DRAWN) drawn.set(key, (markup = flat(markup)))
  }
  return markup
}

/** The same text as one contiguous string, so later reads do not walk its concatenated pieces again. */
const flat = (markup: JSX.Element) => (typeof markup === 'string' ? (markup.charCodeAt(0), markup) : markup)

function drawStars(value: number, label: string) {
  const halves = Math.round(value * 2)
  return (
    <span class="stars" role="img" aria-label={label}>
      {STARS.map((star) => (
        <span class={halves >= star * 2 ? 'star star--full' : halves === star * 2 - 1 ? 'star star--half' : 'star'}>★</span>
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
