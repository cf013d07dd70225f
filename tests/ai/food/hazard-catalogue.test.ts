import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { HAZARDS } from '../../../src/ai/food/hazards'

const ids = (theme: string, lang: 'en' | 'ja') => (readBrief(theme, lang).hazards ?? []).map((h) => h.id)

describe("a row's foods are found through the catalogue, not only as its words", () => {
  test.each([
    ['冷凍の豚ロースを常温で半日解凍してとんかつにしたい', 'ja'],
    ['豚バラを朝から常温で解凍しておいた', 'ja'],
    ['left the ground pork thawing on the counter all day', 'en'],
  ] as const)('a cut is its meat: %s', (theme, lang) => {
    expect(ids(theme, lang)).toContain('thawed_at_room_temperature')
  })
  test.each([
    ['duck breast, pink in the middle, with a cherry sauce', 'en'],
    ['鴨むね肉をロゼに焼きたい、中はピンクで', 'ja'],
  ] as const)('a food sharing a part of a name is not theirs: %s', (theme, lang) => {
    expect(ids(theme, lang)).not.toContain('raw_poultry')
  })
  test('a word for several foods is of a kind only when each is, and an ignored word hides no typo', () => {
    expect(ids('creamy tomato soup for my toddler', 'en')).toEqual([])
    expect(ids('homemade play dough for my 3yo with salt and cream of tartar', 'en')).toEqual([])
  })
})

describe('a time a step the theme tells takes is no time limit', () => {
  test.each([
    ['冷凍の豚ロースを5時間くらい冷蔵庫で解凍してからとんかつにしたい', 'ja'],
    ['鶏もも肉を2時間漬け込んでから唐揚げにしたい', 'ja'],
    ['chicken thighs marinated for 3 hours, then grilled', 'en'],
    ['冷凍の豚肉を台所で解凍しておいた（3時間くらい）。生姜焼きにしたい', 'ja'],
  ] as const)('%s', (theme, lang) => expect(readBrief(theme, lang).limits.minutes).toBeUndefined())
  test.each([
    ['30分で作れる唐揚げ', 'ja', 30],
    ['鶏肉を2時間漬け込んで、30分で作れる唐揚げ', 'ja', 30],
    ['dinner in 20 minutes', 'en', 20],
  ] as const)('a limit stays one: %s', (theme, lang, minutes) =>
    expect(readBrief(theme, lang).limits.minutes).toBe(minutes),
  )
})

describe("a yes/no safety question has the row's plain answer", () => {
  test('the thaw row answers: only at or below 4 °C, else throw it out', () => {
    const [en] = readBrief('left the turkey thawing on the porch overnight, still ok to roast?', 'en').hazards ?? []
    expect(en?.answer).toContain('4 °C')
    expect(en?.answer).toContain('if in doubt, throw it out')
    const [ja] = readBrief('冷凍の豚ロースを常温で一晩解凍しちゃった。大丈夫？', 'ja').hazards ?? []
    expect(ja?.answer).toContain('4℃以下')
  })
  test('every answer is said in both languages', () => {
    for (const row of HAZARDS.filter((r) => r.answer)) expect(row.answer!.ja && row.answer!.en).toBeTruthy()
  })
})
