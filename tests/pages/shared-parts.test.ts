import { describe, expect, test } from 'bun:test'
import { Stars } from '../../views/components/stars'
import { formatDate } from '../../views/format'

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
})
