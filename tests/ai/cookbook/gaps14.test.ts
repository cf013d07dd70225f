import { describe, test } from 'bun:test'
import { cooksEach, expectAuthored } from './authored'

describe('recipes people asked for (gaps14)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored([
      'fukinoto_tempura',
      'shungiku_goma_ae',
      'kabu_nimono',
      'kabu_asazuke',
      'yuzu_daikon',
      'satsumaimo_gohan',
      'kinoko_gohan',
      'tomorokoshi_gohan',
      'chicken_katsu_curry',
      'chili_mac',
      'ebi_burger',
      'nikujaga_korokke',
      'curry_doria',
      'cheese_tteokbokki',
      'demi_omurice',
      'roast_chicken_salad',
      'toddler_pot_au_feu',
      'shinjaga_nikkorogashi',
      'takenoko_tosani',
      'kyuri_wakame_sunomono',
      'asari_sakamushi',
      'sake_nanbanzuke',
      'moyashi_nira_itame',
      'sabakan_daikon',
    ]))

  cooksEach([
    ['ja', 'ふきのとうの天ぷらを揚げたい', 'fukinoto_tempura'],
    ['ja', 'チキンカツカレーが食べたい', 'chicken_katsu_curry'],
    ['en', 'chicken katsu curry', 'chicken_katsu_curry'],
    ['en', 'chili mac', 'chili_mac'],
    ['ja', '鮭の南蛮漬けを作りたい', 'sake_nanbanzuke'],
    ['ja', 'さば缶と大根の煮物', 'sabakan_daikon'],
    ['ja', '春菊の胡麻和え', 'shungiku_goma_ae'],
  ])
})
