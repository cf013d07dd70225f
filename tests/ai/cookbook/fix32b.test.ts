import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'

/** The foods of the recipe a theme is cooked with, as the offline path cooks it. */
function foodsOf(theme: string, lang: 'en' | 'ja') {
  const brief = madeSafe(readBrief(theme, lang))
  return cookFor({ brief, dishId: chooseDish(brief, 1, theme), seed: 1, theme }).adaptation.recipe.ingredients.map(
    (i) => i.food,
  )
}

/**
 * A diet or condition rules out what it harms, found in the data (heldout32): boxed curry roux is fatty for reflux,
 * firm fish cake can choke someone who swallows poorly, green onion tops are an allium, crumbs scratch after throat surgery.
 */
describe('a diet rules out the food that breaks it', () => {
  test.each([
    ['逆流性食道炎だけどカレー食べたい。辛くなくて脂っこくないやつで', 'ja', 'curry_roux'],
    ['飲み込む力が弱くなった祖母に茶碗蒸し', 'ja', 'kamaboko'],
    ['精進料理でがんもどき。五葷も抜きで', 'ja', 'green_onion_tops'],
    ['19yo just had his tonsils out, only wants mac and cheese', 'en', 'panko'],
  ] as const)('%s', (theme, lang, food) => {
    expect(readBrief(theme, lang).exclusions.some((e) => e.ingredients?.includes(food))).toBe(true)
    expect(foodsOf(theme, lang)).not.toContain(food)
  })
})

/** A hazard is read from the theme however it is worded, so the host says it aloud (heldout32). */
describe('a hazard the theme asks for is found', () => {
  test.each([
    [
      'ローストビーフ、中がほんのり赤いのが好き。お腹の赤ちゃんのぶんまで食べる妻のために焼きます',
      'ja',
      'rare_meat_pregnancy',
    ],
    ['炊飯器の保温で鶏ハム作りたい。妊娠中の友達にも', 'ja', 'raw_poultry'],
    [
      "turkey is still frozen solid and it's wednesday night, can I leave it in the sink in warm water overnight?",
      'en',
      'thawed_at_room_temperature',
    ],
    ['i water-bath can green beans like i do my jam', 'en', 'low_acid_water_bath_canning'],
    ['miso ramen for the family tonight, and the 8 month old can have some broth', 'en', 'salty_broth_baby'],
    ["hot dogs for my 2yo's birthday party, cut into little coins", 'en', 'round_fruit_under_4'],
    ['2歳の甥っ子のお弁当。うずらの卵を丸ごと入れる予定', 'ja', 'round_fruit_under_4'],
  ] as const)('%s', (theme, lang, id) => {
    expect(readBrief(theme, lang).hazards?.map((h) => h.id)).toContain(id)
  })

  test('jam made in a water bath stays safe to ask for', () => {
    expect(readBrief('water-bath canning strawberry jam', 'en').hazards ?? []).toEqual([])
  })
  test('a pregnant mother is not read as the baby', () => {
    expect(readBrief('お腹の赤ちゃんのために妻にローストビーフ', 'ja').atRisk).toContain('pregnancy')
  })
})
