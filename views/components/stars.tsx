import type { Locale } from '../i18n'
import { keptByKey } from '../kept'
import { byLanguage, flat } from '../markup'
import { template } from '../template'

const STARS = [1, 2, 3, 4, 5]

/** Distinct (value, label) pairs are few (a rating to 2 decimals, per language); the bound is a guard. */
const drawn = keptByKey<JSX.Element>(10_000)

/**
 * Five stars filled to the nearest half; screen readers get the number instead of the glyphs.
 * A pure function of its two props that every review and card repeats: each pair is drawn once.
 */
export function Stars({ value, label }: { value: number; label: string }): JSX.Element {
  return drawn(`${value}\n${label}`, () => flat(drawStars(value, label)))
}

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
export function RatingSummary({ rating, locale }: { rating: Rating; locale: Locale }) {
  const { t, lang } = locale
  if (rating.average === null || rating.count === 0) return notRated[lang]
  return rated({ stars: <Stars value={rating.average} label={t.rating.stars(rating.average)} />, average: rating.average.toFixed(1), count: t.rating.count(rating.count) })
}

// Every card shows one: drawn once, filled in per recipe.
const rated = template({ text: ['average', 'count'], markup: ['stars'] }, ({ stars, average, count }) => (
  <span class="rating">
    {stars}
    <span class="rating__average" aria-hidden="true" safe>
      {average}
    </span>
    <span class="rating__count" safe>
      {count}
    </span>
  </span>
))

const notRated = byLanguage(({ t }) =>
  flat(
    <span class="rating rating--none" safe>
      {t.rating.none}
    </span>,
  ),
)
