import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * What a reader asked is answered from the recipe and the catalogue, never called unanswerable when the recipe
 * answers it: a food asked about that the recipe uses, a stand-in for one of its foods, one it lacks; the dish named
 * when another is cooked; a batch for the week. A dish named in the theme's own words is never one the host does not
 * know, and the home cook's last word says how the dish keeps rather than that she has nothing to add.
 */
const cooked = (theme: string, dishId: string, lang: Lang) =>
  cookFor({ brief: readBrief(theme, lang), dishId, seed: 3, theme })
const facts = (theme: string, dishId: string, lang: Lang = 'en') => factsOf(cooked(theme, dishId, lang), theme, lang)
const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
const say = (theme: string, dishId: string, lang: Lang, role: PanelRole, round: 1 | 2 | 3) => {
  const c = cooked(theme, dishId, lang)
  const ctx = { kind: 'turn', lang, round, role, theme, brief: c.brief, dishId, names: NAMES, seed: 3, transcript: [] }
  return turnOf(ctx as unknown as TurnContext, c)
}
const UNANSWERED = /notes do not|no tested answer|not pretend|覚え書き|記録には|推測/

describe('a question about foods', () => {
  test('one the recipe uses is a yes; a stand-in of the same kind takes its food’s place', () => {
    const theme = 'ゴーヤーチャンプルー作る。豆腐は木綿でいける？ランチョンミートもある'
    const note = facts(theme, 'goya_champuru', 'ja').answer?.note ?? ''
    expect(note).toContain('木綿豆腐')
    expect(note).toMatch(/ランチョンミート.*豚バラ薄切り肉|豚バラ薄切り肉.*ランチョンミート/)
    expect(say(theme, 'goya_champuru', 'ja', 'host', 1)).not.toMatch(UNANSWERED)
  })

  test('asked whether those are all, the yes says what else it takes', () => {
    const note = facts('farikal tonight: only lamb and cabbage in it, right?', 'farikal').answer?.note ?? ''
    expect(note).toMatch(/^(yes|it does|that works)\b.*lamb and cabbage/)
    expect(note).toMatch(/\. .*salt/)
  })

  test('one it lacks is a no, with what it is made of instead; the allergy stated is not asked back', () => {
    const theme = 'thai green curry, allergic to fish but is shellfish ok?'
    const note = facts(theme, 'thai_green_curry').answer?.note ?? ''
    expect(note).toMatch(/\bno shellfish\b|without shellfish/)
    expect(note).toContain('tofu')
    expect(note).not.toMatch(/\bfish\b/)
    expect(say(theme, 'thai_green_curry', 'en', 'host', 3)).not.toMatch(UNANSWERED)
  })
  test('the same answer is not worded the same in every discussion', () => {
    const themes = [
      'goya champuru: is firm tofu ok?',
      'goya champuru, is firm tofu fine?',
      'goya champuru with firm tofu?',
    ]
    const said = themes.map((theme) => facts(theme, 'goya_champuru').answer?.note ?? '')
    for (const note of said) expect(note).toContain('firm tofu')
    expect(new Set(said.map((note) => note.split('firm tofu')[0])).size).toBeGreaterThan(1)
  })
})

describe('a question the dish cooked answers', () => {
  test('something in place of the dish named is the dish cooked', () => {
    const theme = 'buckwheat allergy. what can we have instead of toshikoshi soba?'
    expect(facts(theme, 'kitsune_udon').answer?.note).toMatch(
      /kitsune udon.*toshikoshi soba|toshikoshi soba.*kitsune udon/i,
    )
  })

  test('cooking once for the week is answered by how the dish keeps', () => {
    expect(
      facts('けんちん汁を日曜にまとめて作って、平日に少しずつ食べたい', 'kenchinjiru', 'ja').answer?.note,
    ).toContain('冷蔵')
    expect(facts('beef stew to eat through the week', 'beef_stew').answer?.note).toContain('fridge')
  })
})

describe('the dish named in the theme’s own words', () => {
  test('a possessive or family word round the dish cooked is no dish the host does not know', () => {
    const theme = '岩手のばあちゃんのひっつみ汁がたべたい'
    expect(cooked(theme, 'hittsumi', 'ja').asked?.why).toBe('unknown')
    expect(facts(theme, 'hittsumi', 'ja').asked).toBeUndefined()
    expect(say(theme, 'hittsumi', 'ja', 'host', 1)).not.toContain('知らない')
  })
})

describe('a turn with nothing of the discussion left', () => {
  test('the home cook says how the dish keeps, not that she has nothing to add', () => {
    const theme = 'かぼちゃの煮物を作りたいです'
    const keeps = facts(theme, 'kabocha_nimono', 'ja').keeps ?? ''
    expect(keeps).toContain('冷蔵')
    expect(say(theme, 'kabocha_nimono', 'ja', 'home_cook', 3)).toContain(keeps)
  })
})
