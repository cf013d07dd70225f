import { describe, expect, test } from 'bun:test'
import { AuthorLink } from '../../views/components/author-link'
import { CalendarDate } from '../../views/components/calendar-date'
import { LanguageSwitch } from '../../views/components/language-switch'
import { Layout } from '../../views/components/layout'
import { ReviewList } from '../../views/components/review-list'
import { Stars } from '../../views/components/stars'
import { formatDate } from '../../views/format'
import { LOCALES } from '../../views/i18n'

// Dates and stars are rendered once and reused (issue 35): the reused text must be what rendering gives.
describe('parts a page shows many times are the same text when reused', () => {
  test('a date is its UTC day in the page language, whatever the time of day or the offset written', () => {
    expect(formatDate('2026-03-01T23:59:59.000Z', 'en')).toBe('Mar 1, 2026')
    expect(formatDate('2026-03-01T00:00:00.000Z', 'en')).toBe('Mar 1, 2026')
    expect(formatDate('2026-03-01T00:00:00.000Z', 'ja')).toBe('2026年3月1日')
    // Not a UTC timestamp: the day is where UTC puts it, not its first ten characters.
    expect(formatDate('2026-03-01T23:30:00+09:00', 'en')).toBe('Mar 1, 2026')
    expect(formatDate('2026-03-01T20:00:00-05:00', 'en')).toBe('Mar 2, 2026')
  })

  test('stars are filled to the nearest half each time, with their own label', () => {
    const filled = (markup: string) => [...markup.matchAll(/class="(star[^"]*)"/g)].map((match) => match[1])
    for (let round = 0; round < 2; round++) {
      expect(filled(Stars({ value: 3.5, label: 'three and a half' }) as string)).toEqual([
        'stars',
        'star star--full',
        'star star--full',
        'star star--full',
        'star star--half',
        'star',
      ])
      expect(Stars({ value: 1, label: 'one "quoted"' }) as string).toContain('aria-label="one &#34;quoted&#34;"')
      expect(filled(Stars({ value: 1, label: 'one' }) as string).filter((c) => c === 'star star--full')).toHaveLength(1)
    }
  })

  test('a review written as one template is the markup JSX rendered, its text escaped the same', () => {
    const review = {
      id: 'r1',
      recipe_id: 'x',
      rating: 4,
      comment: 'Too salty <script>alert(1)</script> & "burnt"',
      author: { agent_id: 'a/"1', name: 'Chef <b> & "Co"' },
      created_at: '2026-03-01T23:59:59.000Z',
    }
    for (const locale of [LOCALES.en, LOCALES.ja]) {
      const rendered = (
        <ol class="reviews">
          <li class="review">
            <Stars value={review.rating} label={locale.t.rating.given(review.rating)} />
            <p class="review__comment" safe>
              {review.comment}
            </p>
            <p class="review__meta">
              <AuthorLink locale={locale} author={review.author} class="review__author" />
              {' · '}
              <CalendarDate iso={review.created_at} lang={locale.lang} />
            </p>
          </li>
        </ol>
      )
      expect(ReviewList({ locale, reviews: [review, review] })).toBe(
        (rendered as string).replace('</li>', `</li>${(rendered as string).match(/<li.*<\/li>/)![0]}`),
      )
      expect(ReviewList({ locale, reviews: [review] })).not.toContain('<script>')
    }
  })

  test("a language's shared header and footer are the same whatever page was rendered first", () => {
    const page = (path: string, title: string) =>
      Layout({
        locale: LOCALES.ja,
        title,
        address: { origin: 'https://x.test', path },
        children: '<p>body</p>',
      }) as string
    const first = page('/recipes/1', 'One')
    const second = page('/agents/2', 'Two')
    expect(first).toContain(LanguageSwitch({ locale: LOCALES.ja, target: 'en', href: '/recipes/1' }) as string)
    expect(second).toContain(LanguageSwitch({ locale: LOCALES.ja, target: 'en', href: '/agents/2' }) as string)
    expect(second).not.toContain('\u0000')
    const chrome = (markup: string) =>
      markup.slice(markup.indexOf('<body>')).replace(/<a class="pill lang-switch".*?<\/a>/, '')
    expect(chrome(first)).toBe(chrome(second))
  })
})
