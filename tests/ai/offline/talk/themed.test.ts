import { describe, expect, test } from 'bun:test'
import { food } from '../../../../src/ai/cookbook/foods'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

/**
 * The talk is about this theme: no turn is empty, a note holding a condition (eaters, a restriction, leftovers) is said
 * only where the theme has it, and no line contradicts the dish as cooked.
 */
const lang = (theme: string): Lang => (/[ぁ-んァ-ン一-龯]/.test(theme) ? 'ja' : 'en')
const made = new Map<string, ReturnType<typeof cookFor>>()
const cooked = (theme: string, dishId: string) => {
  const key = `${theme}|${dishId}`
  if (!made.has(key)) made.set(key, cookFor({ brief: readBrief(theme, lang(theme)), dishId, seed: 1, theme }))
  return made.get(key)!
}
const facts = (theme: string, dishId: string) => factsOf(cooked(theme, dishId), theme, lang(theme))
const NAMES = { host: 'Alex', chef: 'Daniel', nutritionist: 'Priya', culture: 'Elena', home_cook: 'Sam' }
const turnAt = (theme: string, dishId: string, role: PanelRole, round: 1 | 2 | 3, seed = 1) => {
  const c = cooked(theme, dishId)
  const ctx = { kind: 'turn', lang: lang(theme), round, role, theme, brief: c.brief, dishId, names: NAMES, seed }
  return turnOf({ ...ctx, transcript: [] } as unknown as TurnContext, c)
}
const notes = (theme: string, dishId: string) => Object.values(facts(theme, dishId).notes).flat().join(' ')

describe('no empty turn', () => {
  // A turn of round 3, or the culture expert's first, says something of this dish: its name, a food of it, a step (by
  // its number or its clause, "where you…"), a figure, or its own note or history; "Fine; nothing more from my kitchen" does none.
  const cases: Array<[string, string]> = [
    ['no-knead focaccia for a potluck tmrw, rosemary + flaky salt', 'focaccia'],
    ['nikujaga for two', 'nikujaga'],
    ['kimchi fried rice, quick', 'kimchi_fried_rice'],
    ['5分で朝ごはん！！遅刻する', 'tamago_kake_gohan'],
    ['一人分だけのおでん', 'oden'],
    ['肉じゃがを二人分', 'nikujaga'],
  ]
  for (const [theme, dishId] of cases)
    test(theme, () => {
      const f = facts(theme, dishId)
      const foods = cooked(theme, dishId).adaptation.recipe.ingredients.map((i) => food(i.food).name[lang(theme)])
      const own = [f.title, ...foods, ...Object.values(f.notes).flat(), f.origin ?? f.title]
      const turns = (['chef', 'nutritionist', 'culture', 'home_cook'] as const).map((role) => [role, 3] as const)
      for (const [role, round] of [...turns, ['culture', 1] as const])
        for (const seed of [1, 2, 3]) {
          const said = turnAt(theme, dishId, role, round, seed).toLowerCase()
          const ofIt = own.some((w) => said.includes(w.slice(0, 12).toLowerCase()))
          expect(ofIt || /\d|step|where you|ところ/.test(said), said).toBe(true)
        }
    }, 20_000)
})

describe('a note that holds a condition', () => {
  test('about babies is said only where the theme names one', () => {
    expect(notes('mustard allergy, honey mustard chicken without the mustard', 'honey_mustard_chicken')).not.toMatch(
      /bab(y|ies)/i,
    )
  })

  const mustard = 'honey_mustard_chicken'
  test('about a restriction is said only where the theme has it (English)', () => {
    expect(notes('besan ladoo for diwali', 'besan_ladoo')).not.toMatch(/wheat allergy/)
    expect(notes('mustard allergy. honey mustard chicken, no mustard', mustard)).toMatch(/cannot eat mustard/)
    expect(notes('honey mustard chicken for dinner', mustard)).not.toMatch(/cannot eat mustard/)
    expect(notes('cheesecake without an oven', 'baked_cheesecake')).not.toMatch(/gluten/)
  })

  test('about a restriction is said only where the theme has it (Japanese)', () => {
    expect(notes('ベサンラドゥを作りたい', 'besan_ladoo')).not.toContain('小麦アレルギー')
    const allergy = 'マスタードアレルギー。ハニーマスタードチキンをマスタードなしで'
    expect(notes(allergy, mustard)).toContain('マスタードが苦手')
    expect(notes('ハニーマスタードチキンを晩ごはんに', mustard)).not.toContain('マスタードが苦手')
    expect(notes('オーブンないけどチーズケーキ食べたい', 'baked_cheesecake')).not.toContain('グルテン')
  })

  test('about leftovers is said only where there are some', () => {
    for (const [theme, keep] of [
      ['5分で朝ごはん！！遅刻する', /冷蔵|保存/],
      ['tamago kake gohan for breakfast, quick', /fridge|leftover/i],
    ] as const) {
      expect(facts(theme, 'tamago_kake_gohan').keeps).toBeUndefined()
      for (const role of ['nutritionist', 'home_cook'] as const)
        expect(turnAt(theme, 'tamago_kake_gohan', role, 3)).not.toMatch(keep)
    }
    expect(facts('nikujaga for two, leftovers for the week', 'nikujaga').reheat).toMatch(/75 °C/)
    expect(facts('nikujaga for two', 'nikujaga').reheat).toBeUndefined()
  })
})

describe('no line against the dish as cooked', () => {
  test('a rice dish is not told to add a staple', () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(turnAt('5分で朝ごはん！！遅刻する', 'tamago_kake_gohan', 'nutritionist', 3, seed)).not.toMatch(
        /主食|ご飯や/,
      )
      expect(turnAt('tamago kake gohan, 5 minutes', 'tamago_kake_gohan', 'nutritionist', 3, seed)).not.toMatch(
        /rice, bread|grain|starch/,
      )
    }
  })

  test('a wish the recipe meets is not answered as a question', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const theme = 'celiac here. fried chicken pls, super crunchy'
      const opening = turnAt(theme, 'karaage', 'host', 1, seed)
      if (facts(theme, 'karaage').answer) expect(opening).not.toMatch(/question|you asked/i)
    }
  })
})

describe('the occasion the theme names', () => {
  test('a note on everyday cooking (a busy weeknight) is not said beside an anniversary, and is said without one', () => {
    const everyday = /weeknight|平日/
    expect(notes('sheet pan chicken dinner for 2', 'sheet_pan_chicken')).toMatch(everyday)
    expect(notes('dinner for 2 — our anniversary', 'sheet_pan_chicken')).not.toMatch(everyday)
    expect(facts('dinner for 2 — our anniversary', 'sheet_pan_chicken').description).not.toMatch(everyday)
    expect(notes('結婚記念日のディナーに', 'sheet_pan_chicken')).not.toMatch(everyday)
  })

  test('the host says what was understood in its own words: the dish named, a plain-steps ask, never the theme', () => {
    const theme = '料理ほぼ初めてです。肉じゃがを、手順ひとつずつわかりやすく教えてください'
    const opening = turnAt(theme, 'nikujaga', 'host', 1)
    expect(opening).not.toContain(theme.slice(0, 12))
    expect(opening).toMatch(/説明|言葉の意味/)
    expect(
      turnAt('chicken tikka curry from the takeaway, restaurant style', 'chicken_tikka_masala', 'host', 1),
    ).not.toContain('from the takeaway')
  })
})

describe('the kitchen asked, as the host says it', () => {
  test('each ask as a way of making it, one after another; a plain-steps ask is no kitchen', () => {
    expect(facts('とんかつ、揚げずにノンフライヤーで作りたい', 'tonkatsu').kitchen).toBe('ノンフライヤーで、揚げずに')
    expect(facts('tonkatsu in the air fryer, step by step for a beginner', 'tonkatsu').kitchen).toBe('in an air fryer')
  })
})
