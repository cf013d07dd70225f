import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { checkHazards } from '../../../src/ai/food/hazards'
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

const briefOf = (theme: string) => readBrief(theme, lang(theme))

/**
 * Cooked food already made unsafe by how it was kept (reheated day after day, a packed lunch left in a hot car) is thrown
 * away aloud and the dish cooked fresh (issue 34); a plan to reheat or a pot reheated once is made safe, not thrown away.
 */
describe('cooked food already unsafe by how it was kept is thrown away, the dish kept', () => {
  test.each([
    ['beef stew reheated every day for a week, can I still eat it?', 'reheated_twice', 'beef_stew'],
    ["the chili I've warmed up every night since sunday, one more bowl ok?", 'reheated_twice', null],
    ['curry reheated daily for days now, is it still good?', 'reheated_twice', 'japanese_curry'],
    ['毎日温め直してるカレー、1週間たったけどまだ食べられる？', 'reheated_twice', 'japanese_curry'],
    ['連日温め直してる肉じゃが、今日も食べていい？', 'reheated_twice', 'nikujaga'],
    ['シチューを何日も再加熱してるけど大丈夫かな', 'reheated_twice', null],
    ["my son's lunchbox sat in a hot car all afternoon, can he still eat it?", 'cooked_food_left_out', null],
    ['the packed lunch was left in the car for several hours in the sun, still ok?', 'cooked_food_left_out', null],
    ['sandwiches forgotten in the trunk all afternoon, safe to eat?', 'cooked_food_left_out', null],
    ['暑い車の中に半日置いたお弁当、食べても大丈夫？', 'cooked_food_left_out', null],
    ['お弁当を車内に数時間置いちゃった。まだ食べられる？', 'cooked_food_left_out', null],
    ['サンドイッチを車に置いたまま何時間も経った', 'cooked_food_left_out', null],
  ])('%s', (theme, id, dishId) => {
    const brief = briefOf(theme)
    expect(brief.hazards?.find((h) => h.id === id)?.discard).toBe(true)
    if (dishId) expect(brief.dishId).toBe(dishId)
  })

  test.each([
    'カレーを毎日温め直して1週間食べたい',
    'I reheat my soup every day at lunch, which soup keeps best?',
    "I heated up yesterday's curry once already, can I heat it up again tonight?",
  ])('not thrown away: %s', (theme) => expect(briefOf(theme).hazards?.some((h) => h.discard) ?? false).toBe(false))
})

/** A hazard made safe keeps the dish asked: the food cooked the safe way, not a dish of another food (issue 34). */
describe('the dish asked under a hazard is kept, cooked the safe way', () => {
  test.each([
    ['raw cassava sliced thin and fried into chips?', 'yuca_frita'],
    ['can I deep fry uncooked yuca as fries without boiling it?', 'yuca_frita'],
    ['cassava chips from raw manioc, just peel, slice and fry', 'yuca_frita'],
    ['生のキャッサバを薄切りにして揚げてチップスにしたい', 'yuca_frita'],
    ['キャッサバを茹でずにそのまま揚げてもいい？', 'yuca_frita'],
    ['生のキャッサバ芋を揚げておやつにしたい', 'yuca_frita'],
  ])('%s', (theme, dishId) => expect(briefOf(theme).dishId).toBe(dishId))

  test.each([
    'raw mung bean sprout salad for my dad, he is on chemotherapy',
    'bean sprout salad for my pregnant sister, raw and crunchy',
    'a fresh mung bean sprout salad for my grandma who is in her 90s',
    '抗がん剤治療中の母に生のもやしサラダ',
    '妊娠中の妻に、もやしのサラダを作りたい',
    '90歳の祖父にもやしのサラダ',
  ])('sprouts cooked, the salad kept: %s', (theme) => {
    const brief = briefOf(theme)
    expect(brief.hazards?.map((h) => h.id)).toContain('raw_sprouts')
    expect(brief.keyIngredientIds).toContain('bean_sprouts')
  })

  test.each([
    'my pregnant wife loves raw oysters, a dozen for her birthday',
    "she's pregnant and craving oysters on the half shell",
    'oysters for my wife, 6 months pregnant',
    '妊娠中の妻が生牡蠣を食べたがっている',
    '妊娠7ヶ月の妻の誕生日に牡蠣を',
    '妊婦の妹に生牡蠣を出したい',
  ])('oysters asked in pregnancy are cooked, not left out: %s', (theme) => {
    const brief = briefOf(theme)
    expect(brief.keyIngredientIds).toContain('oysters')
    expect(brief.exclusions.flatMap((e) => e.ingredients)).not.toContain('oysters')
  })
})

const EMPTY = { title_ja: '', title_en: '', ingredients_ja: [], ingredients_en: [], steps_ja: [], steps_en: [] }

/** A fish the theme said came from fresh water is a hazard in any recipe line serving it raw, river or not (issue 34). */
describe('raw river fish in a recipe line that names no river', () => {
  const flagged = (theme: string, line: string) =>
    checkHazards({ ...EMPTY, [`steps_${lang(theme)}`]: [line] }, readBrief(theme, lang(theme))).map((v) => v.line)
  test.each([
    ['trout I caught in the river, sashimi tonight', 'Slice the trout thinly and serve it as sashimi.'],
    ['lake perch as ceviche', 'Cure the perch in lime juice and serve it raw.'],
    ['char from the creek, carpaccio please', 'Lay the char slices raw on a plate.'],
    ['川で釣ったニジマスを刺身にしたい', 'ニジマスを薄く切って刺身にする。'],
    ['湖で釣った魚をカルパッチョに', '魚を薄切りにして生のまま皿に並べる。'],
    ['渓流のイワナを生で食べたい', 'イワナを生のままおろして盛る。'],
  ])('%s', (theme, line) => expect(flagged(theme, line)).toEqual([line]))
  test.each([
    ['sea bream sashimi for two', 'Slice the sea bream thinly and serve it as sashimi.'],
    ['鯛の刺身', '鯛を薄く切って刺身にする。'],
  ])('not from a river: %s', (theme, line) => expect(flagged(theme, line)).toEqual([]))
})
