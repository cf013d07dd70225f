import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { Lang } from '../../../src/ai/food/types'
import { cooksEach, cooksVersionEach, expectAuthored } from './authored'

describe('dishes home cooks name everywhere (gaps17)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored([
      'cheese_in_hamburg',
      'oroshi_hamburg',
      'donggeurangttaeng',
      'godeungeo_jorim',
      'musaengchae',
      'soegogi_muguk',
      'gamjachae_bokkeum',
      'mayi_shangshu',
      'congyou_banmian',
      'hongshao_qiezi',
      'xiaoji_dun_mogu',
      'jiucai_hezi',
      'biang_biang_noodles',
      'sinangag',
      'ayam_penyet',
      'kaeng_som',
      'tocino',
      'giniling',
      'nilagang_baka',
      'ayam_masak_merah',
      'molletes',
      'caldo_de_pollo',
      'flautas',
      'arroz_con_gandules',
      'molokhia_soup',
      'bamia',
      'msemen',
      'suqaar',
      'kik_alicha',
      'semmelknoedel',
      'schweinsbraten',
      'erbsensuppe',
      'dublin_coddle',
      'boxty',
      'scotch_broth',
      'jacket_potato',
      'mince_and_tatties',
      'togan_soboro_an',
      'datemaki',
      'gohei_mochi',
      'mushipan',
      'donuts',
      'aioli',
      'breakfast_sausage_patties',
    ]))

  // The dish named is the dish cooked, in either language: a cheese-in hamburg is its own dish, gohei mochi is not nuts.
  cooksEach([
    ['ja', 'チーズインハンバーグを作りたい', 'cheese_in_hamburg'],
    ['en', 'cheese-stuffed hamburg steak for my kids', 'cheese_in_hamburg'],
    ['ja', '和風おろしハンバーグが食べたい', 'oroshi_hamburg'],
    ['en', 'japanese hamburg steak with grated daikon and ponzu', 'oroshi_hamburg'],
    ['ja', 'トングランテンを作りたい', 'donggeurangttaeng'],
    ['en', 'korean pork and tofu patties, donggeurangttaeng', 'donggeurangttaeng'],
    ['ja', 'サバと大根の韓国風煮物', 'godeungeo_jorim'],
    ['en', 'korean braised mackerel with radish', 'godeungeo_jorim'],
    ['ja', '蚂蚁上树を作りたい', 'mayi_shangshu'],
    ['en', 'ants climbing a tree, the sichuan noodle dish', 'mayi_shangshu'],
    ['ja', '韭菜盒子を作りたい', 'jiucai_hezi'],
    ['en', 'chinese chive pockets with egg', 'jiucai_hezi'],
    ['ja', 'フィリピンのガーリックライス', 'sinangag'],
    ['en', 'sinangag for a silog breakfast', 'sinangag'],
    ['ja', 'アヤムペニェを作りたい', 'ayam_penyet'],
    ['en', 'indonesian ayam penyet with sambal', 'ayam_penyet'],
    ['ja', 'ゲーンソムを作りたい', 'kaeng_som'],
    ['en', 'thai sour curry kaeng som with fish', 'kaeng_som'],
    ['ja', 'カルドデポジョを作りたい', 'caldo_de_pollo'],
    ['en', 'mexican caldo de pollo for a cold', 'caldo_de_pollo'],
    ['ja', 'アロスコンガンドゥーレス', 'arroz_con_gandules'],
    ['en', 'arroz con gandules for nochebuena', 'arroz_con_gandules'],
    ['ja', 'エジプトのモロヘイヤスープ', 'molokhia_soup'],
    ['en', 'egyptian molokhia with chicken', 'molokhia_soup'],
    ['ja', 'キクアリチャを作りたい', 'kik_alicha'],
    ['en', 'ethiopian yellow split pea stew', 'kik_alicha'],
    ['ja', 'ゼンメルクネーデルを作りたい', 'semmelknoedel'],
    ['en', 'bavarian bread dumplings', 'semmelknoedel'],
    ['ja', 'ダブリンコドルを作りたい', 'dublin_coddle'],
    ['en', 'dublin coddle', 'dublin_coddle'],
    ['ja', 'ミンスアンドタティーズ', 'mince_and_tatties'],
    ['en', 'mince and tatties', 'mince_and_tatties'],
    ['ja', '冬瓜のそぼろあんかけを作りたい', 'togan_soboro_an'],
    ['en', 'simmered winter melon with chicken sauce', 'togan_soboro_an'],
    ['ja', '伊達巻を手作りしたい', 'datemaki'],
    ['en', 'homemade datemaki for osechi', 'datemaki'],
    ['ja', '五平餅つくりたい、くるみ味噌のタレで。串は割り箸で代用していい？', 'gohei_mochi'],
    ['en', 'gohei mochi with walnut miso', 'gohei_mochi'],
    ['ja', '蒸しパンを作りたい', 'mushipan'],
    ['en', 'glazed ring doughnuts', 'donuts'],
    ['ja', 'アイオリを手作りしたい', 'aioli'],
    ['en', 'breakfast sausage patties from ground pork', 'breakfast_sausage_patties'],
    // A name the catalogue lacked for a dish it had.
    ['en', 'sanma no kabayaki? pacific saury with the sweet soy glaze like eel, over rice', 'sanma_kabayaki'],
  ])

  // Doughnuts for a child allergic to egg, milk and wheat are the rice-flour version, not another sweet.
  cooksVersionEach([
    ['ja', '卵・乳・小麦ぜんぶアレルギーの子の誕生会でドーナツ作りたい！米粉ならいけます', 'donuts', 'rice_flour_tofu'],
  ])

  // The dishes whose common form carries a hazard (minced pork, chicken, raw yolk, rice left warm) pass the guard as written.
  test.each([
    ['ja', 'チーズインハンバーグを作りたい', 'cheese_in_hamburg'],
    ['en', 'sinangag for a silog breakfast', 'sinangag'],
    ['en', 'indonesian ayam penyet with sambal', 'ayam_penyet'],
    ['ja', 'トシーノを手作りしたい', 'tocino'],
    ['en', 'chicken flautas', 'flautas'],
    ['ja', '伊達巻を手作りしたい', 'datemaki'],
    ['en', "homemade aioli for my best friend's baby shower, she's 30 weeks", 'aioli'],
    [
      'en',
      "Grandma's 91 and loves breakfast sausage patties, I'm making them from ground pork",
      'breakfast_sausage_patties',
    ],
    ['ja', 'うちの子いま10ヶ月。蒸しパンを作ってあげたい', 'mushipan'],
  ] as const)('%s "%s": %s passes the guard', (lang, theme, id) => {
    const brief = readBrief(theme, lang as Lang)
    const recipe = render(adapt(recipeFor(id)!, brief, { seed: 1 }))
    expect(guard(withSafetySteps(recipe, brief), brief)).toEqual([])
  })
})
