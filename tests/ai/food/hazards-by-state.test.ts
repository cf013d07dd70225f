import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { runOffline } from '../../../scripts/eval/run'

const lang = (theme: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')
const idsOf = (theme: string) => (readBrief(theme, lang(theme)).hazards ?? []).map((h) => h.id)

/**
 * A hazard said by the food's state or by what the cook did to it, not by the row's own words (issue 34): a food of the
 * row with a state or an act of knowledge/hazard-conditions.json said of it, near it and with no other food between.
 */
describe('a hazard named by a state or an act said of its food', () => {
  test.each([
    ['じゃがいもから芽がにょきにょき生えてきた。カレーに使える？', 'greened_sprouted_potatoes'],
    ['ジャガイモ、袋の中でいつのまにか芽だらけ…ポテサラにしたい', 'greened_sprouted_potatoes'],
    ['my spuds have little shoots poking out, are they fine for a gratin?', 'greened_sprouted_potatoes'],
    ["I heated up yesterday's curry once already, can I heat it up again tonight?", 'reheated_twice'],
    ['leftover rice, nuked it at lunch, gonna heat it up again for dinner', 'reheated_twice'],
    [
      'I always give the chicken thighs a good wash under the tap before frying, recipe for karaage?',
      'washing_raw_poultry',
    ],
    ['鶏もも肉は水でよく洗ってから焼いています。照り焼きの作り方を教えて', 'washing_raw_poultry'],
    ['とりにくを あらってから からあげに したいです', 'washing_raw_poultry'],
    ['ささみを塩水で洗ってから茹でたいです', 'washing_raw_poultry'],
    ['I rinse my chicken breasts under running water, then bake them. Any tips?', 'washing_raw_poultry'],
    ['caught a few trout from the river this morning, thinking of doing them as sashimi', 'raw_fish_from_fresh_water'],
    ['川で釣ったばかりの魚をお刺身にしたいです', 'raw_fish_from_fresh_water'],
    ['kawa de tsutta sakana wo sashimi ni shitai', 'raw_fish_from_fresh_water'],
    ['We got some fish from the lake, can we make ceviche with it?', 'raw_fish_from_fresh_water'],
    ['湖で釣ったニジマスをカルパッチョにしてみたいのですが', 'raw_fish_from_fresh_water'],
  ])('%s', (theme, id) => expect(idsOf(theme)).toContain(id))

  test.each([
    'chicken salad, wash the lettuce well',
    '鶏肉と洗ったレタスでサラダ',
    'wash the rice, then add chicken thighs and simmer',
    'Wash your hands after handling raw chicken, then make karaage',
    'じゃがいもと芽キャベツのロースト',
    'bean sprouts and potato stir fry',
    'smoked trout salad with river cress',
    '神奈川で釣った鯵を塩焼きにしたい',
    'reheat leftover curry',
  ])('not: %s', (theme) =>
    expect(idsOf(theme).filter((id) => !['cooked_food_left_out', 'mouldy_food'].includes(id))).toEqual([]),
  )
})

/** A raw ask made safe is cooked as the same ask made safe, the food asked cooked through, not a raw dish of another food. */
describe('the published recipe cooks the fish asked, not a raw platter of another', () => {
  test.each([
    ['I want to make ayu sashimi', /ayu/i, /flakes from the bone/],
    ['釣ってきた鮎を刺身で食べたい', /鮎/, /骨から身がほぐれる/],
  ])(
    '%s',
    async (theme, fish, cue) => {
      const run = await runOffline(theme, lang(theme))
      const l = lang(theme)
      expect(run.ending).toBeNull()
      expect(run.transcript[0]!.text).toMatch(/parasite|寄生虫/)
      const recipe = run.recipe!
      const text = [recipe[`title_${l}`], ...recipe[`ingredients_${l}`], ...recipe[`steps_${l}`]].join('\n')
      expect(text).toMatch(fish)
      expect(text).toMatch(cue)
      expect(text).not.toMatch(/sashimi-grade|刺身用|tuna|まぐろ/)
    },
    60000,
  )
})
