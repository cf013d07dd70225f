import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { Lang } from '../../../src/ai/food/types'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

describe('whole dishes home cooks name (gaps16)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored([
      'biscuits_and_gravy',
      'patty_melt',
      'hush_puppies',
      'country_ham_red_eye_gravy',
      'cornbread_dressing',
      'smothered_pork_chops',
      'pimento_cheese',
      'salmon_croquettes',
      'dirty_rice',
      'nordic_rye_breakfast',
      'stegt_flaesk',
      'kjottkaker',
      'aeggekage',
      'kotlet_schabowy',
      'haluski',
      'mamaliga',
      'nalesniki_z_serem',
      'dodo',
      'ewa_agoyin',
      'nigerian_okra_soup',
      'sabich',
      'arayes',
      'fasolia',
      'caldo_de_res',
      'pollo_guisado',
      'carne_guisada',
      'mangu',
      'sanma_kabayaki',
      'ika_daikon',
      'homemade_ganmodoki',
      'sake_fry',
      'granola_bars',
    ]))

  // The dish named is the dish cooked, in either language: a patty melt is not mujaddara, biscuits come with their gravy.
  cooksEach([
    ['en', 'biscuits and gravy like a southern diner, sausage gravy from scratch', 'biscuits_and_gravy'],
    ['ja', 'ビスケットアンドグレイビーを作りたい', 'biscuits_and_gravy'],
    ['en', 'patty melt on rye with the caramelized onions, how do diners get it so crispy', 'patty_melt'],
    ['ja', 'パティメルトを作りたい', 'patty_melt'],
    ['en', 'hush puppies to go with fried catfish', 'hush_puppies'],
    ['ja', 'ハッシュパピーを揚げたい', 'hush_puppies'],
    ['en', 'country ham with red-eye gravy for sunday breakfast', 'country_ham_red_eye_gravy'],
    ['en', 'cornbread dressing for thanksgiving', 'cornbread_dressing'],
    ['ja', '感謝祭にコーンブレッドドレッシングを作りたい', 'cornbread_dressing'],
    ['en', 'smothered pork chops like my grandma made', 'smothered_pork_chops'],
    ['en', 'cajun dirty rice', 'dirty_rice'],
    ['ja', 'ダーティライスを作りたい', 'dirty_rice'],
    ['en', 'a Nordic breakfast with rye bread', 'nordic_rye_breakfast'],
    ['ja', '北欧の朝ごはんを作りたい。ライ麦パンで', 'nordic_rye_breakfast'],
    ['en', 'stegt flæsk with parsley sauce', 'stegt_flaesk'],
    ['ja', 'ノルウェーのミートボール、ショットカーケ', 'kjottkaker'],
    ['en', 'kotlet schabowy like in Poland', 'kotlet_schabowy'],
    ['ja', 'ポーランドのとんかつを作りたい', 'kotlet_schabowy'],
    ['en', 'haluski, cabbage and noodles', 'haluski'],
    ['ja', 'ルーマニアのママリガ', 'mamaliga'],
    ['en', 'nigerian dodo, fried plantain', 'dodo'],
    ['ja', 'エワアゴインを作りたい', 'ewa_agoyin'],
    ['en', 'nigerian okra soup with beef', 'nigerian_okra_soup'],
    ['en', 'sabich sandwich', 'sabich'],
    ['ja', 'アライスを作りたい', 'arayes'],
    ['en', 'caldo de res on a cold day', 'caldo_de_res'],
    ['ja', 'ポジョギサードを作りたい', 'pollo_guisado'],
    ['en', 'carne guisada tacos', 'carne_guisada'],
    ['ja', 'マングを作りたい', 'mangu'],
    ['ja', 'さんまの蒲焼きを作りたい', 'sanma_kabayaki'],
    ['en', 'sanma kabayaki', 'sanma_kabayaki'],
    ['ja', 'いか大根を作りたい', 'ika_daikon'],
    ['ja', 'がんもどきって家でも作れますか？木綿豆腐からやってみたいです。', 'homemade_ganmodoki'],
    ['ja', '鮭フライを作りたい', 'sake_fry'],
    ['en', 'homemade granola bars for lunchboxes', 'granola_bars'],
    // Names the catalogue lacked for dishes it had: an unhyphenated chicken fried steak, a mac salad.
    ['en', 'Chicken fried steak w/ cream gravy. Diner style. Go.', 'chicken_fried_steak'],
    ['en', 'church potluck, feeding a crowd of about 25 — mac salad', 'macaroni_salad'],
  ])

  // A diabetic's chirashi is the chirashi, with its sugar-free version, not another rice dish.
  cooksVersionEach([['ja', '糖尿病の父の誕生日に、ちらし寿司を作ってあげたいです', 'chirashi_sushi', 'no_added_sugar']])

  // The dishes whose common form carries a hazard (pork and minced meat, chicken, eggs) pass the guard as written.
  test.each([
    ['en', 'biscuits and gravy like a southern diner, sausage gravy from scratch', 'biscuits_and_gravy'],
    ['en', 'patty melt on rye with the caramelized onions', 'patty_melt'],
    ['en', 'cajun dirty rice', 'dirty_rice'],
    ['ja', 'ポーランドのとんかつを作りたい', 'kotlet_schabowy'],
    ['ja', 'ポジョギサードを作りたい', 'pollo_guisado'],
    ['en', 'danish egg cake with bacon', 'aeggekage'],
    ['en', 'sabich sandwich', 'sabich'],
    ['ja', '妊娠中の友人が遊びに来ます。鮭フライに、卵黄から手作りするマヨでタルタルを添えたい！', 'sake_fry'],
    ['ja', '2歳の息子のおやつにグラノーラバー！アーモンドとカシューナッツを丸ごとごろごろ入れたい', 'granola_bars'],
  ] as const)('%s "%s": %s passes the guard', (lang, theme, id) => {
    const brief = readBrief(theme, lang as Lang)
    const recipe = render(adapt(recipeFor(id)!, brief, { seed: 1 }))
    expect(guard(withSafetySteps(recipe, brief), brief)).toEqual([])
  })
})
