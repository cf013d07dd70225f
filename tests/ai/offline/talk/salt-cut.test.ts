import { describe, expect, test } from 'bun:test'
import type { Lang } from '../../../../src/ai/food/types'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { LINES } from '../../../../src/ai/offline/talk/phrases'
import { cooked, discussed } from './panel-turns'

/**
 * The culture expert answers the nutritionist's high salt with a third less of the saltiest seasoning. Where that
 * seasoning's job is the one nearly every salty seasoning has ("part of the seasoning"), weighing the cut by it was one
 * sentence frame for every salty dish: the cut is said beside her own second note of the dish instead (or plainly where
 * she has none), and round 3 does not say that note again. A seasoning with a job of its own (a roux that thickens)
 * is still weighed by it. Briefs of our own, both languages.
 */
const BRIEFS: Array<[string, string, Lang]> = [
  ['butadon', 'butadon for two tonight', 'en'],
  ['butadon', '豚丼を二人分おねがい', 'ja'],
  ['chicken_teriyaki', 'teriyaki chicken, family of three', 'en'],
  ['chicken_teriyaki', '照り焼きチキンを三人で', 'ja'],
  ['yakisoba', 'yakisoba for a weekend lunch', 'en'],
  ['yakisoba', '週末の昼に焼きそば', 'ja'],
  ['mapo_tofu', 'mapo tofu for dinner', 'en'],
  ['mapo_tofu', '晩ごはんに麻婆豆腐', 'ja'],
]
const culture = (transcript: Array<{ role: string; round: number; text: string }>, round: number) =>
  transcript.find((t) => t.role === 'culture' && t.round === round)!.text

describe('the salt cut of a seasoning is weighed by what the culture expert knows of the dish', () => {
  test.each(BRIEFS)('%s: %s', (dish, theme, lang) => {
    const { transcript } = discussed(dish, theme, lang)
    // Her second note as the talk holds it: one that does not fit the recipe as cooked is none.
    const second = factsOf(cooked(theme, dish, lang), theme, lang).notes.culture[1]
    const r2 = culture(transcript, 2)
    expect(r2).toContain(lang === 'ja' ? '3分の1' : 'third')
    expect(r2).not.toContain(LINES[lang]['does.flavours']!)
    if (second) {
      const clip = second.slice(4, 24)
      expect(r2).toContain(clip)
      expect(culture(transcript, 3)).not.toContain(clip)
    }
  })

  test.each([
    ['curry_udon', 'curry udon for two', 'en'],
    ['curry_udon', 'カレーうどんを二人分', 'ja'],
  ] as Array<[string, string, Lang]>)('a job of its own still weighs the cut: %s, %s', (dish, theme, lang) => {
    expect(culture(discussed(dish, theme, lang).transcript, 2)).toContain(LINES[lang]['does.thickens']!)
  })
})
