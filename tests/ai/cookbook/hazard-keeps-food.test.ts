import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'

/** The dish the engine cooks for a theme: its brief made safe and its dish named or chosen, as a discussion does. */
const cooked = (theme: string, lang: 'en' | 'ja') => {
  const { brief: safe, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
  return { safe, draft: cookFor({ brief: safe, dishId, seed: 1, theme }).draft }
}

/**
 * A river fish asked raw is cooked through, and the fish cooked is the one the person caught: the hazard's dish (a
 * salt-grilled whole fish) takes it by the catalogue's kin swap rather than serving a sea fish they do not have.
 */
describe('a river fish asked raw is the same fish cooked through', () => {
  test.each([
    ['caught a couple of trout in the creek this morning, thinking trout sashimi tonight', 'en', /trout/i],
    ['fresh iwana from a mountain stream, can we eat it raw as sushi?', 'en', /iwana/i],
    ['yamame from the river, I want to try it raw as a carpaccio', 'en', /yamame/i],
    ['川で釣ったイワナを刺身で食べたい', 'ja', /イワナ/],
    ['渓流で釣れたヤマメ、生で食べても大丈夫？', 'ja', /ヤマメ/],
    ['湖で釣ったニジマスをカルパッチョにしたい', 'ja', /ニジマス/],
  ] as const)('%s', (theme, lang, fish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards?.some((h) => h.id.startsWith('raw_f'))).toBe(true)
    expect(draft[`title_${lang}`]).toMatch(fish)
  })

  test.each([
    ['salt-grilled trout for two', 'en', /trout/i],
    ['ヤマメの塩焼きを作りたい', 'ja', /ヤマメ/],
  ] as const)('a river fish asked cooked is no hazard and keeps its fish: %s', (theme, lang, fish) => {
    const { safe, draft } = cooked(theme, lang)
    expect(safe.hazards ?? []).toEqual([])
    expect(draft[`title_${lang}`]).toMatch(fish)
  })
})
