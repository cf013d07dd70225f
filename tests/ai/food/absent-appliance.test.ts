import { describe, expect, test } from 'bun:test'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'

/** The published recipe of a theme, as the offline cookbook cooks it. */
const cooked = (theme: string, lang: 'en' | 'ja') => {
  const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed: 1 })
  return { brief, c: cookFor({ brief, dishId, seed: 1, theme }) }
}

// An appliance said to be absent is no appliance asked for, owned or wanted used: the kitchen lacks it.
describe('an appliance the theme says it does not have', () => {
  test.each([
    ["there's no microwave in my flat, quick lunch for one", 'en', 'no_microwave', 'microwave_only'],
    ['I dont have a microwave. something warm for 2?', 'en', 'no_microwave', 'microwave_only'],
    ['microwave is broken lol, what can i make for lunch', 'en', 'no_microwave', 'microwave_only'],
    ['電子レンジがないので、コンロだけで作れるお昼をお願いします', 'ja', 'no_microwave', 'microwave_only'],
    ['でんしれんじがないけど夜食たべたい', 'ja', 'no_microwave', 'microwave_only'],
    ['no air fryer, can I still make crispy chicken wings?', 'en', 'no_air_fryer', 'air_fryer'],
    ["I don't have an air fryer but want crunchy potatoes", 'en', 'no_air_fryer', 'air_fryer'],
    ['ノンフライヤーは持っていないのですが、から揚げをヘルシーに作れますか', 'ja', 'no_air_fryer', 'air_fryer'],
    ['エアフライヤーがなくても作れる手羽先', 'ja', 'no_air_fryer', 'air_fryer'],
    ["pork belly braise, but there's no pressure cooker here", 'en', 'no_pressure_cooker', 'pressure_cooker'],
    ['圧力鍋がないんですが、角煮は作れますか？', 'ja', 'no_pressure_cooker', 'pressure_cooker'],
    ['no rice cooker, how do I cook rice for curry night?', 'en', 'no_rice_cooker', 'rice_cooker_only'],
    ['炊飯器がありません。お鍋でご飯を炊いて親子丼にしたい', 'ja', 'no_rice_cooker', 'rice_cooker_only'],
    ['ホットプレートはなくて、フライパンでお好み焼きを作りたい', 'ja', 'no_hot_plate', null],
    ['we have no hot plate, yakisoba for the family in a pan?', 'en', 'no_hot_plate', null],
  ] as const)('%s is read as absent', (theme, lang, absent, device) => {
    const brief = readBrief(theme, lang)
    expect(brief.limits.asks ?? []).toContain(absent)
    if (device) expect(brief.limits.asks ?? []).not.toContain(device)
    expect(brief.uses ?? []).toEqual([])
  })

  test.each([
    ["there's no microwave in my flat, quick lunch for one", 'en', 'no_microwave'],
    ['電子レンジがないので、コンロだけで作れるお昼をお願いします', 'ja', 'no_microwave'],
    ['no air fryer, can I still make crispy chicken wings?', 'en', 'no_air_fryer'],
    ['炊飯器がありません。お鍋でご飯を炊いて親子丼にしたい', 'ja', 'no_rice_cooker'],
  ] as const)('%s is cooked without it', (theme, lang, absent) => {
    const { c } = cooked(theme, lang)
    expect(c.kitchen ?? []).not.toContain(absent)
    expect(equipmentBreaks({ ja: c.draft.steps_ja, en: c.draft.steps_en }, [absent])).toEqual([])
  })

  test.each([
    ['エアフライヤーがあるので使って何か作って', 'ja', 'air_fryer'],
    ['I have an air fryer, use it for dinner please', 'en', 'air_fryer'],
    ['炊飯器があるのでそれを使って何か一品作ってほしいです', 'ja', 'rice_cooker_only'],
  ] as const)('%s still has and uses the appliance, never an unknown dish', (theme, lang, device) => {
    const brief = readBrief(theme, lang)
    expect(brief.uses).toContain(device)
    expect(brief.unknownDish).toBeUndefined()
  })
})
