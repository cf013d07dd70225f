import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import { PHRASES } from '../../../../src/ai/offline/talk/phrases'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * A discussion read as a whole (issue 33): an opening that says one thing once, a question why answered by the note
 * that says why, a sentence whose lead joined it to one left out said without that lead.
 */
const NAMES = { host: 'Host', chef: 'Chef', nutritionist: 'Nutri', culture: 'Culture', home_cook: 'Homer' }
const cooking = (lang: Lang, dishId: string, theme: string, seed = 2) => {
  const brief = readBrief(theme, lang)
  return { brief, cooked: cookFor({ brief, dishId, seed, theme }) }
}
const turn = (lang: Lang, dishId: string, theme: string, role: PanelRole, seed: number, transcript: unknown[] = []) => {
  const { brief, cooked } = cooking(lang, dishId, theme, seed)
  const ctx = { kind: 'turn', lang, round: 1, role, theme, brief, dishId, names: NAMES, seed, transcript }
  return turnOf(ctx as unknown as TurnContext, cooked)
}

describe('the host’s opening says each thing once', () => {
  test('an answer naming the dish cooked in place of the one asked leaves the opening its plan', () => {
    const theme = 'そばが食べられない家族です。年越しそばの代わりになるもの'
    for (const seed of [1, 2, 3]) {
      const opening = turn('ja', 'kitsune_udon', theme, 'host', seed)
      expect(opening.split('きつねうどん').length - 1).toBe(1)
      expect(opening).toContain('年越しそば')
      expect(opening).toMatch(/2人分/)
      expect(opening).not.toMatch(/\{\w+\}/)
    }
  })
})

describe('a question why is answered by the note that says why', () => {
  const answer = (lang: Lang, theme: string) => {
    const { cooked } = cooking(lang, 'chawanmushi', theme)
    return factsOf(cooked, theme, lang).answer?.note ?? ''
  }
  test('asked as a wish to know the reason, with no question mark', () => {
    expect(answer('ja', '茶碗蒸しを作りたい。すが立つ理由が知りたい')).toContain('90℃以下')
    expect(answer('en', 'chawanmushi, and I want to know why it gets bubbles')).toContain('below 90 °C')
  })
  test('said by the host as an answer, not as a wish met', () => {
    const opening = turn('ja', 'chawanmushi', '茶碗蒸しを作りたい。すが立つ理由が知りたい', 'host', 1)
    expect(opening).toContain('90℃以下')
    for (const wish of PHRASES.ja['host.answer.wish']!) expect(opening).not.toContain(wish.split('{')[0]!)
  })
})

describe('a sentence whose lead joined it to one left out', () => {
  test('opens without the lead', () => {
    const theme = 'halal beef stew, no alcohol'
    const leads = Object.entries(PHRASES.en).flatMap(([k, w]) => (k.endsWith('.lead') ? w : []))
    let checked = 0
    for (const seed of [1, 2]) {
      // The nutritionist's first turn: figures, a note, then her check of the brief joined on by a lead ("To be safe, ");
      // the chef's and the culture expert's first turns are one sentence now (c2162cd3).
      const whole = turn('en', 'beef_stew', theme, 'nutritionist', seed)
      const sentences = whole.split(/(?<=[.!?])\s+/)
      const last = sentences.at(-1)!
      if (sentences.length < 2 || !leads.some((l) => last.startsWith(l))) continue
      // All but the last said before by someone else: they go, and the last opens the turn without its lead.
      const text = sentences.slice(0, -1).join(' ')
      const said = turn('en', 'beef_stew', theme, 'nutritionist', seed, [{ role: 'culture', round: 1, text }])
      expect(said.startsWith(sentences[0]!)).toBe(false)
      expect(leads.filter((l) => said.startsWith(l))).toEqual([])
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })
})
