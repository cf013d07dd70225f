import { describe, expect, test } from 'bun:test'
import { joinLines, linesOf, normalizeLines } from '../../src/text/lines'

describe('newline-separated text', () => {
  test('reads LF, CRLF and lone CR alike, trims each line and drops blank ones', () => {
    expect(linesOf('  2 eggs \r\n\r\n1 tbsp soy sauce\rsalt\n\n  \n')).toEqual(['2 eggs', '1 tbsp soy sauce', 'salt'])
    expect(linesOf(undefined)).toEqual([])
    expect(linesOf(' \n\t')).toEqual([])
  })

  test('reads U+2028 and U+2029 as line breaks, as every reader shows them, and stores them as LF', () => {
    expect(linesOf('Boil\u2028Drain\u2029Serve')).toEqual(['Boil', 'Drain', 'Serve'])
    expect(normalizeLines('Boil\u2028Drain')).toBe('Boil\nDrain')
  })

  test('stores text and lines the same way, so what is counted is what is kept', () => {
    const text = 'Salt the chicken  \r\n\r\nSear it\rGlaze it'
    expect(normalizeLines(text)).toBe('Salt the chicken\nSear it\nGlaze it')
    expect(joinLines([' Salt the chicken', '', 'Sear it\nGlaze it '])).toBe(normalizeLines(text))
    expect(linesOf(normalizeLines(text))).toHaveLength(linesOf(text).length)
  })
})
