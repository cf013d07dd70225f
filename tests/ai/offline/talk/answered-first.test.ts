import { describe, expect, test } from 'bun:test'
import type { Lang } from '../../../../src/ai/food/types'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked, say } from './panel-turns'

/**
 * The person's question is answered by one speaker, first and plainly, from the recipe's own data (talk-s30): a note
 * sharing the question's words, the version written for the kitchen asked about, an allergy's cross-contact warning;
 * a food the recipe uses is a "yes" only when the question asks about using it, never when it asks how it cooks. The
 * host says no greeting, and never names a dish the theme did not name.
 */
const answer = (theme: string, dishId: string, lang: Lang = 'en') =>
  factsOf(cooked(theme, dishId, lang), theme, lang).answer?.note ?? ''
const opening = (theme: string, dishId: string, lang: Lang = 'en') => say(theme, dishId, lang, 'host', 1)
const GREETING =
  /^(?:Right|Welcome|Let us begin|Good evening|So|Hello all|Well then)\b|^(?:さて|始めましょう|こんばんは|それでは)、/

describe('the question answered first', () => {
  test.each([
    ['ceviche', 'ceviche for my mum: does the lime juice really cook the fish enough to be safe?', 'en'],
    ['ceviche', 'ceviche - is the lime juice enough to cook the fish or not??', 'en'],
    ['ceviche', 'セビーチェ作りたい。ライム果汁だけで魚に火が通るって本当？', 'ja'],
  ] as const)(
    'a question whose words a note shares is answered by that note (%s: %s)',
    (dishId, theme, lang?) => {
      const said = opening(theme, dishId, lang ?? 'en')
      expect(said).not.toMatch(GREETING)
      // The answer comes before the dish is named, and says the lime does not make it safe.
      expect(said.split(/(?<=[.。])\s*/)[0]).toMatch(/bacteria|parasites|poach|菌|寄生虫|加熱|ゆで/)
    },
    60_000,
  )

  test.each([
    ['how do you get the whites set but the yolks runny?', 'shakshuka'],
    ['shakshuka: whites set, yolks still soft - how??', 'shakshuka'],
  ])(
    'a food named in a question on how it cooks is no "the recipe uses it" (%s)',
    (theme, dishId) => {
      const note = answer(theme, dishId)
      expect(note).not.toMatch(/can take the place|can become|the recipe uses|yes,/i)
      expect(note).toMatch(/step \d/)
    },
    60_000,
  )

  test.each([['my daughter is allergic to peanuts. cookies for her class - what should I look for in the chocolate?']])(
    'an allergy question no note answers is answered by the cross-contact warning, first (%s)',
    (theme) => {
      const said = opening(theme, 'chocolate_chip_cookies')
      expect(said.split(/(?<=\.)\s+/)[0]).toMatch(/may contain|contact/i)
      // Said once: the nutritionist does not say the warning again.
      expect(say(theme, 'chocolate_chip_cookies', 'en', 'nutritionist', 1)).not.toMatch(/usual risk is contact/)
    },
    60_000,
  )

  test.each([
    'だし巻き卵って卵焼き器ないと無理？丸いフライパンしかない',
    '卵焼き器がないんだけど、丸いフライパンでだし巻きってできる？',
  ])(
    'asked whether it can be made in the kitchen the theme has, the version for it answers (%s)',
    (theme) => {
      const note = answer(theme, 'tamagoyaki', 'ja')
      expect(note).toMatch(/丸いフライパン/)
      expect(note).not.toMatch(/覚え書き|記録/)
    },
    60_000,
  )
})

describe('the host says plainly what is cooked', () => {
  test.each([
    ['need cookies for a bake sale, what sells best?', 'chocolate_chip_cookies', 'en'],
    ['クッキー焼きたい！子どもと一緒に', 'chocolate_chip_cookies', 'ja'],
  ] as const)(
    'never names a dish the theme did not name (%s)',
    (theme, dishId, lang) => {
      const c = cooked(theme, dishId, lang)
      const said = opening(theme, dishId, lang)
      if (c.brief.dish && !theme.toLowerCase().includes(c.brief.dish.toLowerCase()))
        expect(said).not.toContain(c.brief.dish)
      expect(said).not.toMatch(/you asked for|のご希望に|をとのことなので/i)
      expect(said).not.toMatch(GREETING)
    },
    60_000,
  )
})
