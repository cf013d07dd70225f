import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import SET from '../../../scripts/eval/reader.harm35.json'

const lang = (theme: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')
const read = (theme: string) => readBrief(theme, lang(theme))

/** Dangerous asks of new kinds, written before the change (scripts/eval/reader.harm35.json): each finds its row. */
describe('dangerous asks are found as data', () => {
  test.each(SET.phrasings.filter((p) => p.kind === 'hazard').map((p) => [p.text, p.expect.hazard!] as const))(
    '%s',
    (theme, id) => expect((read(theme).hazards ?? []).map((h) => h.id).join(' ')).toContain(id),
  )
  test.each([
    "Thanksgiving turkey, I'll make the stuffing the night before and stuff it the day before",
    'reheat the leftover curry a second time for lunch?',
    '冷やご飯をもう一回レンチンして温め直したい',
    // A pot cooled slowly in itself, a cure with no curing salt, mushrooms found on a walk.
    'made a huge pot of chili for the block party, gonna let it cool overnight on its own and reheat tomorrow',
    '大鍋で豚汁を作って、鍋のまま朝まで置いておきたい',
    'dry-cured chorizo at home, out of curing salt so regular salt will do?',
    'サラミを手作りしたい。亜硝酸塩がないので普通の塩で',
    'picked up some chanterelles on a walk in the hills, pasta with them?',
    '散歩中に見つけたきのこでパスタを作りたい',
  ])('%s', (theme) => expect(read(theme).hazards?.length).toBeGreaterThan(0))
  test.each(['stuffed peppers I can prep the day before', 'I made fried rice twice this week, how long does it keep?'])(
    'not: %s',
    (theme) => expect(read(theme).hazards ?? []).toEqual([]),
  )
})

describe('the offline recipe says the safe way', () => {
  test('a bird stuffed ahead is stuffed just before roasting', () => {
    const brief = read('stuff the turkey the night before and leave it overnight so it is ready to roast')
    const steps = {
      ja: ['七面鳥に詰め物をする。', 'オーブンで焼く。'],
      en: ['Stuff the turkey.', 'Roast in the oven.'],
    }
    const lines = {
      ingredients_ja: ['七面鳥 1羽'],
      ingredients_en: ['1 whole turkey'],
      steps_ja: steps.ja,
      steps_en: steps.en,
    }
    const recipe = { title_ja: 'ローストターキー', title_en: 'Roast turkey', ...lines }
    const safe = withSafetySteps(recipe, brief)
    expect(safe.steps_en[0]).toContain('just before roasting')
    expect(safe.steps_ja[0]).toContain('焼く直前')
  })
})
