import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

/** The dishes a dev set named that had no authored recipe, and everyday dishes of thin kitchens (dishes-s40). */
const ADDED = [
  'chinsuko',
  'hamhung_naengmyeon',
  'pizza_al_taglio',
  'er_kuai',
  'tlayuda',
  'mogo',
  'wild_boar_ragu',
  'campfire_skillet_hash',
  'pljeskavica',
  'tavce_gravce',
  'qutab',
  'groundnut_soup',
  'rolex',
  'duo_jiao_yu',
  'qiguo_ji',
  'zhurou_dun_fentiao',
  'naju_gomtang',
  'silpancho',
  'aasa_jiru',
  'ramen_salad',
]

describe('dishes named that the cookbook lacked (dishes-s40)', () => {
  test('each added dish has an authored recipe with notes for every role', () => expectAuthored(ADDED))

  // The dish named is the dish cooked, in either language, by its name, a romanisation or a misspelling.
  cooksEach([
    ['ja', 'ちんすこうを焼いてみたい', 'chinsuko'],
    ['ja', '沖縄のお菓子ちんすこう、ラードで', 'chinsuko'],
    ['ja', 'チンスコウ作りたい', 'chinsuko'],
    ['en', 'homemade chinsuko for my coworkers', 'chinsuko'],
    ['en', 'okinawan shortbread with lard', 'chinsuko'],
    ['en', 'chinsukou cookies please', 'chinsuko'],
    ['ja', '咸興冷麺を家で作りたい', 'hamhung_naengmyeon'],
    ['ja', 'ハムフン冷麺、辛いやつ', 'hamhung_naengmyeon'],
    ['ja', 'フェ冷麺を魚なしで', 'hamhung_naengmyeon'],
    ['en', 'hamhung naengmyeon for lunch', 'hamhung_naengmyeon'],
    ['en', 'hamheung naengmyun, the spicy one', 'hamhung_naengmyeon'],
    ['en', 'hoe naengmyeon without raw fish', 'hamhung_naengmyeon'],
    ['ja', 'ローマ風のピザ・アル・タリオを天板で焼きたい', 'pizza_al_taglio'],
    ['ja', 'ピッツァ・アル・タッリョを作りたい', 'pizza_al_taglio'],
    ['ja', '天板ピザを四角く焼きたい', 'pizza_al_taglio'],
    ['en', 'roman pizza al taglio in a sheet pan', 'pizza_al_taglio'],
    ['en', 'pizza al tagio for a party', 'pizza_al_taglio'],
    ['ja', '雲南の炒餌塊が食べたい', 'er_kuai'],
    ['ja', '餌塊をハムと炒めたい', 'er_kuai'],
    ['ja', '大救駕を作ってみたい', 'er_kuai'],
    ['en', 'er kuai stir fried with ham', 'er_kuai'],
    ['en', 'erkuai from yunnan', 'er_kuai'],
    ['en', 'yunnan rice cakes with ham', 'er_kuai'],
    ['ja', 'オアハカのトラユーダを作りたい', 'tlayuda'],
    ['ja', 'トラユダを夕飯に', 'tlayuda'],
    ['ja', 'トラユーダ2枚', 'tlayuda'],
    ['en', 'tlayudas for dinner', 'tlayuda'],
    ['en', 'clayudas like in oaxaca', 'tlayuda'],
    ['en', 'a big oaxacan tlayuda with chorizo', 'tlayuda'],
    ['ja', 'モゴフライを作りたい、キャッサバがある', 'mogo'],
    ['ja', '東アフリカのキャッサバフライ', 'mogo'],
    ['ja', 'キャッサバを揚げたい', 'mogo'],
    ['en', 'mogo chips like in mombasa', 'mogo'],
    ['en', 'kenyan fried cassava', 'mogo'],
    ['en', 'mhogo fry with chilli and lime', 'mogo'],
    ['ja', '猪肉の煮込みを作りたい', 'wild_boar_ragu'],
    ['ja', 'いのしし肉をもらったので煮込みにしたい', 'wild_boar_ragu'],
    ['ja', 'イノシシのラグーを作りたい', 'wild_boar_ragu'],
    ['en', 'wild boar stew for four', 'wild_boar_ragu'],
    ['en', 'a ragu of wild boar', 'wild_boar_ragu'],
    ['en', 'cinghiale in umido', 'wild_boar_ragu'],
    ['en', 'wild bore ragu', 'wild_boar_ragu'],
    ['en', 'a one-pan campfire dinner for a canoe trip', 'campfire_skillet_hash'],
    ['en', 'campfire skillet meal for 4 paddlers', 'campfire_skillet_hash'],
    ['en', 'camp stove hash on a canoe trip', 'campfire_skillet_hash'],
    ['ja', 'プリェスカヴィツァを焼きたい', 'pljeskavica'],
    ['ja', 'セルビアのハンバーグを作りたい', 'pljeskavica'],
    ['ja', 'プレスカビツァ4人分', 'pljeskavica'],
    ['en', 'pljeskavica with raw onion', 'pljeskavica'],
    ['en', 'pleskavica for the grill', 'pljeskavica'],
    ['en', 'serbian burger like in belgrade', 'pljeskavica'],
    ['ja', 'タフチェ・グラフチェを作りたい', 'tavce_gravce'],
    ['ja', 'マケドニアの豆料理を土鍋で', 'tavce_gravce'],
    ['ja', 'タフチェグラフチェ', 'tavce_gravce'],
    ['en', 'tavce gravce for a friday', 'tavce_gravce'],
    ['en', 'macedonian baked beans', 'tavce_gravce'],
    ['en', 'tavche gravche please', 'tavce_gravce'],
    ['ja', 'アゼルバイジャンのクタブを焼きたい', 'qutab'],
    ['ja', 'クタブを青菜で', 'qutab'],
    ['ja', 'グタブを作りたい', 'qutab'],
    ['en', 'qutab with spinach and dill', 'qutab'],
    ['en', 'kutab like in baku', 'qutab'],
    ['en', 'azerbaijani herb flatbread', 'qutab'],
    ['ja', 'ガーナのピーナッツスープを作りたい', 'groundnut_soup'],
    ['ja', 'ンカテンクワン', 'groundnut_soup'],
    ['ja', '落花生のスープを鶏肉で', 'groundnut_soup'],
    ['en', 'ghanaian groundnut soup', 'groundnut_soup'],
    ['en', 'nkatenkwan with fufu', 'groundnut_soup'],
    ['en', 'ground nut soup with chicken', 'groundnut_soup'],
    ['ja', 'ウガンダのロレックスを作りたい', 'rolex'],
    ['ja', 'チャパティの卵巻き', 'rolex'],
    ['ja', 'ロレックス（ウガンダの卵巻き）', 'rolex'],
    ['en', 'ugandan rolex for breakfast', 'rolex'],
    ['en', 'chapati egg roll', 'rolex'],
    ['en', 'rollex uganda street food', 'rolex'],
    ['ja', '剁椒魚頭を作りたい', 'duo_jiao_yu'],
    ['ja', '湖南の唐辛子の蒸し魚', 'duo_jiao_yu'],
    ['ja', '剁椒魚を鯛で', 'duo_jiao_yu'],
    ['en', 'duo jiao yu tou at home', 'duo_jiao_yu'],
    ['en', 'hunan steamed fish head with chopped chillies', 'duo_jiao_yu'],
    ['en', 'duojiao yutou', 'duo_jiao_yu'],
    ['ja', '汽鍋鶏を作りたい', 'qiguo_ji'],
    ['ja', '雲南の鶏の蒸しスープ', 'qiguo_ji'],
    ['ja', '汽锅鸡', 'qiguo_ji'],
    ['en', 'yunnan steam pot chicken', 'qiguo_ji'],
    ['en', 'qiguo ji soup', 'qiguo_ji'],
    ['en', 'steampot chicken soup', 'qiguo_ji'],
    ['ja', '豚肉と春雨の煮込み、東北風', 'zhurou_dun_fentiao'],
    ['ja', '猪肉炖粉条を作りたい', 'zhurou_dun_fentiao'],
    ['ja', '豚肉燉粉条', 'zhurou_dun_fentiao'],
    ['en', 'pork and glass noodle stew dongbei style', 'zhurou_dun_fentiao'],
    ['en', 'zhu rou dun fen tiao', 'zhurou_dun_fentiao'],
    ['en', 'pork braised with glass noodles', 'zhurou_dun_fentiao'],
    ['ja', 'コムタンを作りたい', 'naju_gomtang'],
    ['ja', '羅州コムタン', 'naju_gomtang'],
    ['ja', 'ナジュコムタン4人分', 'naju_gomtang'],
    ['en', 'naju gomtang', 'naju_gomtang'],
    ['en', 'korean clear beef soup gomtang', 'naju_gomtang'],
    ['en', 'komtang for a cold day', 'naju_gomtang'],
    ['ja', 'シルパンチョを作りたい', 'silpancho'],
    ['ja', 'ボリビアの牛カツ', 'silpancho'],
    ['ja', 'シルパンチョー2人分', 'silpancho'],
    ['en', 'silpancho for two', 'silpancho'],
    ['en', 'bolivian silpancho', 'silpancho'],
    ['en', 'sillpancho with rice and potatoes', 'silpancho'],
    ['ja', 'アーサ汁を作りたい', 'aasa_jiru'],
    ['ja', 'あーさ汁', 'aasa_jiru'],
    ['ja', '沖縄のアーサの汁物', 'aasa_jiru'],
    ['en', 'aasa jiru', 'aasa_jiru'],
    ['en', 'okinawan seaweed soup', 'aasa_jiru'],
    ['en', 'asa jiru with tofu', 'aasa_jiru'],
    ['ja', 'ラーメンサラダを作りたい', 'ramen_salad'],
    ['ja', '北海道のラーメンサラダ', 'ramen_salad'],
    ['ja', 'らーめんサラダ', 'ramen_salad'],
    ['en', 'hokkaido ramen salad', 'ramen_salad'],
    ['en', 'ramen salad for two', 'ramen_salad'],
    ['en', 'sapporo ramen salad', 'ramen_salad'],
    ['ja', '焚き火料理を作りたい', 'campfire_skillet_hash'],
    ['ja', 'カヌーキャンプで焚き火料理', 'campfire_skillet_hash'],
    ['ja', 'キャンプのハッシュポテトを焚き火で', 'campfire_skillet_hash'],
  ])

  // Near names that must not change: the other cold noodles, hiyashi chuka, maafe, hamburg steak stay themselves.
  test.each([
    ['ja', '冷麺が食べたい', 'naengmyeon'],
    ['en', 'bibim guksu tonight', 'bibim_guksu'],
    ['ja', '冷やし中華', 'hiyashi_chuka'],
    ['en', 'cold ramen', 'hiyashi_chuka'],
    ['en', 'maafe peanut stew', 'maafe'],
    ['ja', 'ハンバーグが食べたい', 'hamburg_steak'],
  ] as const)('%s "%s" stays %s', (lang, theme, id) => {
    expect(readBrief(theme, lang).dishId).toBe(id)
  })

  // Pulled pork asked of an air fryer is cooked in the version written for it.
  cooksVersionEach([
    ['ja', 'ノンフライヤーでプルドポーク', 'pulled_pork', 'air_fryer'],
    ['en', 'air fryer pulled pork', 'pulled_pork', 'air_fryer'],
    ['en', 'pulled pork in my air-fryer', 'pulled_pork', 'air_fryer'],
    ['ja', 'エアフライヤーでプルドポークを作りたい', 'pulled_pork', 'air_fryer'],
  ])

  // Meat, fish and egg reach their temperatures as written; cassava is boiled and its water poured away.
  test.each(ADDED)('%s passes the guard as written', (id) => {
    const brief = readBrief(recipeFor(id)!.title.en, 'en')
    expect(guard(withSafetySteps(render(adapt(recipeFor(id)!, brief, { seed: 1 })), brief), brief)).toEqual([])
  })

  test('mogo pours the cooking water away before it fries', () => {
    const steps = recipeFor('mogo')!.steps.map((s) => s.en)
    const drained = steps.findIndex((s) => /pour away all the cooking water/.test(s))
    expect(drained).toBeGreaterThan(0)
    expect(steps.findIndex((s) => /fry/.test(s))).toBeGreaterThan(drained)
  })
})
