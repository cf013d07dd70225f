import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const hazardsOf = (theme: string) => (readBrief(theme, 'ja').hazards ?? []).map((h) => h.id)

/** Food kept or reused badly, said in everyday Japanese (火を入れ直す, 漬けてたタレ), is made safe aloud. */
describe('food already cooked or used, said in everyday words', () => {
  test.each([
    '毎日火を入れてるおでん、もう一週間たつけど大丈夫？',
    'シチューに毎晩火を入れ直してる、4日目だけどいける？',
  ])('reheated day after day: %s', (theme) => expect(hazardsOf(theme).length).toBeGreaterThan(0))
  test.each([
    '鶏肉を漬けてたたれを煮詰めて照り焼きのソースにしていい？',
    '豚肉を漬けておいたタレ、余ったからソースとして使いたい',
  ])('a marinade that held raw meat used as a sauce: %s', (theme) =>
    expect(hazardsOf(theme)).toContain('marinade_from_raw_meat'),
  )
  test('a pot on the heat while another dish is made is no reheating', () =>
    expect(hazardsOf('カレーに火を入れてる間に副菜を作りたい')).toEqual([]))
})
