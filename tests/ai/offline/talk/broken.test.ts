import { describe, expect, test } from 'bun:test'
import { brokenLines } from '../../../../scripts/eval/broken'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import { line, PHRASES } from '../../../../src/ai/offline/talk/phrases'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * What a reader stops at (scripts/eval/broken.ts, which also counts it over a dump of every development transcript):
 * a turn with nothing in it, two leads in a row, the same "that step" twice in a sentence, a Japanese join that is no
 * Japanese. Checked on the dishes whose texts brought each of them, every turn, in both languages.
 */
const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

function talk(theme: string, dishId: string, lang: Lang, seed = 3): string[] {
  const cooked = cookFor({ brief: readBrief(theme, lang), dishId, seed, theme })
  return ([1, 2, 3] as const).flatMap((round) =>
    ROLES.map((role) => {
      const ctx = { kind: 'turn', lang, round, role, theme, brief: cooked.brief, dishId, names: NAMES, seed }
      return turnOf({ ...ctx, transcript: [] } as unknown as TurnContext, cooked)
    }),
  )
}

describe('a line a reader stops at', () => {
  test('the check finds each kind it names, and passes a plain turn', () => {
    expect(brokenLines('ja', '。').map((b) => b.kind)).toEqual(['empty'])
    expect(brokenLines('ja', '最後に、それから、麺をゆでます。').map((b) => b.kind)).toEqual(['two leads'])
    expect(brokenLines('ja', 'その工程なら、その工程は削らずに。').map((b) => b.kind)).toContain('filler')
    expect(brokenLines('ja', '肉の色が完全に変わりなところで止めます。').map((b) => b.kind)).toEqual(['join'])
    expect(brokenLines('ja', '中心が75℃以上になるなのを確かめます。').map((b) => b.kind)).toEqual(['join'])
    expect(brokenLines('ja', '切り口がしっとりなところで出します。')).toEqual([])
    expect(brokenLines('en', 'Simmer until the beef falls apart.')).toEqual([])
  })

  test('a cue cut at its temperature and a doneness check said whole read as Japanese: 「変わるのを」, 「超えているのを」', () => {
    for (const [theme, dish] of [
      ['火鍋を家で', 'huoguo'],
      ['グヤーシュを作りたい', 'goulash'],
    ] as const)
      for (const turn of talk(theme, dish, 'ja')) expect(brokenLines('ja', turn), `${dish}: ${turn}`).toEqual([])
  })

  test('a colour joined by a hyphen is no verb: a cue with none is never said after "until"', () => {
    const reads = new RegExp(line('en', 'cue_reads_after_until'), 'i')
    expect(reads.test('the top caramelised golden-brown')).toBe(false)
    expect(reads.test('the onion golden-brown and the spices fragrant')).toBe(false)
    expect(reads.test('the onions brown at the edges')).toBe(true)
  })

  test('the culture expert always says something of the dish, and the host leaves its story to them', () => {
    for (const [theme, dish, lang] of [
      ['ブラジルのコシーニャをママ友のホームパーティーに持っていきたい', 'coxinha', 'ja'],
      ['えびもカニもダメなんです…甲殻類アレルギーで。中華っぽいおかずがいいです', 'tonyu_nabe', 'ja'],
    ] as const) {
      const turns = talk(theme, dish, lang)
      const culture = turns[3]!
      expect(culture.replace(/[。.]/g, '').length, `${dish} ${lang}`).toBeGreaterThan(10)
      // What the culture expert tells is not the host's opening said again.
      expect(turns[0]!, dish).not.toContain(culture.slice(0, 12))
      for (const turn of turns) expect(brokenLines(lang, turn), `${dish}: ${turn}`).toEqual([])
    }
  })

  test('no wording of an intent opens with a lead the intent already puts before it', () => {
    for (const lang of ['ja', 'en'] as const) {
      const leads = Object.values(PHRASES[lang])
        .flat()
        .filter((w) => /[、,]\s*$/.test(w) && !w.includes('{'))
        .map((w) => w.trim().toLowerCase())
      for (const [key, wordings] of Object.entries(PHRASES[lang]))
        if (PHRASES[lang][`${key}.lead`])
          for (const w of wordings)
            expect(
              leads.filter((l) => w.toLowerCase().startsWith(l)),
              `${lang} ${key}: ${w}`,
            ).toEqual([])
    }
  })
})
