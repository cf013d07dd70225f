import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

/** A cue that turns away a list of dishes ("other than X or Y", 「XかY以外」) turns away every dish in it: none is the dish asked. */
describe('a list of dishes turned away', () => {
  test.each([
    ['I want something other than carbonara or lasagne tonight', 'en', ['spaghetti_carbonara', 'lasagna']],
    ['anything except pad thai and green curry pls', 'en', ['pad_thai']],
    ['オムライスかハンバーグ以外で何か作りたい', 'ja', ['omurice', 'hamburg_steak']],
    ['カレーライスとかオムライスじゃないものがいいです', 'ja', ['omurice']],
    ['肉じゃがとカレーはもう作ったので、ほかの煮物がいい', 'ja', ['nikujaga', 'japanese_curry']],
    ['オムライスはもう食べたから、別の卵料理を', 'ja', ['omurice']],
  ] as Array<[string, Lang, string[]]>)('%s', (theme, lang, away) => {
    const brief = readBrief(theme, lang)
    for (const id of away) expect(brief.turnedAway ?? []).toContain(id)
    expect(away).not.toContain(brief.dishId ?? '')
  })

  test('a dish named after the list, outside it, is still the dish asked', () => {
    expect(readBrief('not carbonara again, make a lasagne instead', 'en').dishId).toBe('lasagna')
  })
})

/** A cue that turns no dish away governs no list: the dish "instead of" names is what the answer replaces, kept in view. */
describe('a cue that turns nothing away', () => {
  test.each([
    ['what can we have instead of toshikoshi soba this year?', 'en', 'kake_soba'],
    ['no tagine pot, can I still make chicken tagine?', 'en', 'chicken_tagine'],
  ] as Array<[string, Lang, string]>)('%s', (theme, lang, id) => {
    expect(readBrief(theme, lang).turnedAway ?? []).not.toContain(id)
  })
})
