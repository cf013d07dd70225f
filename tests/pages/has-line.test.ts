import { describe, expect, test } from 'bun:test'
import { linesOf } from '../../src/text/lines'
import { hasLine } from '../../views/pages/recipe-detail'

/** Every character JavaScript trims or splits at, some it does not (zero-width space, a letter, 卵). */
const PIECES = [
  ' ',
  '\t',
  '\v',
  '\f',
  '\r',
  '\n',
  '\r\n',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  'a',
  '卵',
  '',
]

describe('a recipe page asks whether a text has a line without splitting it (issue 35)', () => {
  test('it answers as linesOf does, for texts of whitespace, breaks and a character in any order', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: next() % 6 }, () => PIECES[next() % PIECES.length]!).join('')
      expect([text, hasLine(text)]).toEqual([text, linesOf(text).length > 0])
    }
  })

  test('only breaks and spaces (ideographic ones too) are no line; a zero-width space is one', () => {
    expect(hasLine(' \u3000\r\n\u2028\t')).toBe(false)
    expect(hasLine('')).toBe(false)
    expect(hasLine('\u200b')).toBe(true)
    expect(hasLine('\n 卵 2個\n')).toBe(true)
  })
})
