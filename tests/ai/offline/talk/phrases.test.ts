import { describe, expect, test } from 'bun:test'
import { LINES, line, loadPhrases, PHRASES } from '../../../../src/ai/offline/talk/phrases'

const side = (over: Record<string, unknown> = {}) => ({
  about: 'test',
  phrases: { 'host.open': ['Welcome to {theme}.', 'Our theme is {theme}.'] },
  lines: { 'host.ask': '{chef}, is it worth it?' },
  ...over,
})

describe('the phrase files and their loader', () => {
  test('lines load beside the phrases, the same keys in both languages', () => {
    expect(loadPhrases({ ja: side(), en: side() }).lines.en).toEqual({ 'host.ask': '{chef}, is it worth it?' })
    const key = Object.keys(LINES.en)[0]!
    expect(Object.keys(LINES.ja)).toContain(key)
  })

  test('a line missing in one language, a key in both sections, or a line that is no text is refused', () => {
    expect(() => loadPhrases({ ja: side({ lines: {} }), en: side() })).toThrow(/not in both languages: host\.ask/)
    expect(() => loadPhrases({ ja: side(), en: side({ lines: { 'host.open': 'x', 'host.ask': 'y' } }) })).toThrow(
      /not in both languages: host\.open/,
    )
    const both = side({ lines: { 'host.open': 'Welcome.' } })
    expect(() => loadPhrases({ ja: both, en: both })).toThrow(/both a phrase and a line: host\.open/)
    expect(() => loadPhrases({ ja: side({ lines: { 'host.ask': 3 } }), en: side() })).toThrow(
      /knowledge\/phrases\/ja\.json: \/lines\/host\.ask/,
    )
    // An empty line is a language saying nothing there (English has no word for 「どれも」 in that sentence).
    expect(loadPhrases({ ja: side({ lines: { 'host.ask': '' } }), en: side() }).lines.ja['host.ask']).toBe('')
    expect(() => loadPhrases({ ja: side({ lines: undefined }), en: side() })).toThrow(/ja\.json: \/lines/)
  })

  test('a line only one language says is keyed under that language, and only in its file', () => {
    const ja = side({ lines: { 'host.ask': 'x', 'ja.cuisine.korean': '韓国料理' } })
    expect(loadPhrases({ ja, en: side() }).lines.ja['ja.cuisine.korean']).toBe('韓国料理')
    expect(() => loadPhrases({ ja, en: side({ lines: { 'host.ask': 'x', 'ja.cuisine.korean': 'Korean' } }) })).toThrow(
      /in the other language's file: ja\.cuisine\.korean/,
    )
  })

  test('a line is filled from its slots, and a slot the code does not fill is an error, not text', () => {
    const [key, wording] = Object.entries(LINES.en).find(([, w]) => /\{\w+\}/.test(w))!
    const slots = Object.fromEntries([...wording.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, `<${m[1]}>`]))
    expect(line('en', key, slots)).not.toMatch(/\{\w+\}/)
    expect(() => line('en', key, {})).toThrow(new RegExp(`${key.replace(/\./g, '\\.')} in en: no slot \\{`))
    expect(() => line('en', 'no.such.line')).toThrow(/no line no\.such\.line in en/)
  })
})

describe('the glue the panel speaks with', () => {
  test('every intent has at least three wordings in each language, and the two languages use the same slots', () => {
    const slots = (w: string) => [...w.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
    // An intent keyed under English (`en.step.named`) only English says; its wordings are held to three all the same.
    for (const [key, en] of Object.entries(PHRASES.en)) {
      expect(en.length, key).toBeGreaterThanOrEqual(3)
      if (key.startsWith('en.')) continue
      const ja = PHRASES.ja[key]!
      expect(ja.length, key).toBeGreaterThanOrEqual(3)
      const used = (ws: string[]) => [...new Set(ws.flatMap(slots))].sort()
      expect(used(ja), key).toEqual(used(en))
    }
  })
})
