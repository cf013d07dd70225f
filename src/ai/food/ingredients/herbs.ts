import type { Ingredient } from '../types'
import { CUT, food } from './define'

/** Fresh and dried herbs: leaves are chopped or torn; dried ones are only measured. */
export const HERBS: Ingredient[] = [
  food('shiso', 'herb', 'leaf', ['大葉', 'shiso leaves'], ['5枚', '5'], [], {
    aliases: ['shiso', 'しそ', '青じそ', '紫蘇', 'perilla', 'perilla leaves', 'ooba'],
    cut: CUT.shred,
    grams: 5,
    season: ['summer'],
    color: '#3d7a3a',
  }),
  food('basil', 'herb', 'leaf', ['バジル', 'basil leaves'], ['6枚', '6'], [], {
    aliases: ['basil', 'fresh basil', 'バジルの葉', 'sweet basil'],
    cut: CUT.tear,
    grams: 5,
    season: ['summer'],
    color: '#3f8a3a',
  }),
  food('thai_basil', 'herb', 'leaf', ['ホーリーバジル', 'Thai basil'], ['1/2束', '1/2 bunch'], [], {
    aliases: ['holy basil', 'thai basil leaves', 'ガパオ', 'krapow', 'タイバジル'],
    cut: CUT.tear,
    grams: 10,
    color: '#2f7a3a',
  }),
  food('cilantro', 'herb', 'leaf', ['パクチー', 'cilantro'], ['1/2束', '1/2 bunch'], [], {
    aliases: ['coriander', 'coriander leaves', 'コリアンダー', '香菜', 'シャンツァイ', 'fresh coriander'],
    cut: CUT.chop_herb,
    grams: 15,
    color: '#4a9a40',
  }),
  food('mint', 'herb', 'leaf', ['ミント', 'mint leaves'], ['1/2パック（10枚）', '10'], [], {
    aliases: ['mint', 'fresh mint', 'spearmint', 'peppermint', 'ミントの葉'],
    cut: CUT.tear,
    grams: 3,
    season: ['summer'],
    color: '#4ab06a',
  }),
  food('parsley', 'herb', 'leaf', ['パセリ', 'parsley'], ['大さじ2（みじん切り）', '2 tbsp chopped {}'], [], {
    aliases: ['italian parsley', 'flat-leaf parsley', 'イタリアンパセリ'],
    cut: CUT.mince,
    grams: 8,
    color: '#3c8a30',
  }),
  food('dill', 'herb', 'leaf', ['ディル', 'dill'], ['2枝', '2 sprigs'], [], {
    aliases: ['fresh dill', 'dill weed'],
    cut: CUT.chop_herb,
    grams: 3,
    color: '#6aa84a',
  }),
  food('chives', 'herb', 'leaf', ['チャイブ', 'chives'], ['大さじ1（小口切り）', '1 tbsp snipped {}'], [], {
    aliases: ['chive', 'あさつき'],
    cut: { ja: '小口切りにする', en: 'snip finely' },
    grams: 3,
    color: '#4a9a3a',
  }),
  food('mitsuba', 'herb', 'leaf', ['三つ葉', 'mitsuba'], ['1/2束', '1/2 bunch'], [], {
    aliases: ['みつば', 'ミツバ', 'japanese parsley', 'japanese wild parsley'],
    cut: CUT.lengths,
    grams: 15,
    season: ['spring'],
    color: '#6aa84a',
  }),
  food('myoga', 'herb', 'piece', ['みょうが', 'myoga ginger'], ['2個', '2'], [], {
    aliases: ['myoga', 'ミョウガ', '茗荷'],
    cut: CUT.shred,
    grams: 30,
    season: ['summer'],
    color: '#e08aa0',
  }),
  food('lemongrass', 'herb', 'piece', ['レモングラス', 'lemongrass'], ['1本', '1 stalk'], [], {
    aliases: ['lemon grass', 'takrai'],
    cut: { ja: '叩いて5cm長さに切る', en: 'bruise and cut into 5 cm lengths' },
    grams: 15,
    color: '#c8d88a',
  }),
  food('galangal', 'herb', 'piece', ['ガランガル', 'galangal'], ['3枚（薄切り）', '3 slices'], [], {
    aliases: ['kha', 'カー', 'thai ginger'],
    cut: CUT.slice,
    grams: 10,
    color: '#e8d0a8',
  }),
  food('lime_leaves', 'herb', 'leaf', ['こぶみかんの葉', 'makrut lime leaves'], ['3枚', '3'], [], {
    aliases: ['kaffir lime leaves', 'lime leaves', 'makrut lime leaf', 'バイマックルー'],
    cut: CUT.tear,
    grams: 1,
    color: '#2f6a2a',
  }),
  food('rosemary', 'herb', 'leaf', ['ローズマリー', 'rosemary'], ['1枝', '1 sprig'], [], {
    aliases: ['fresh rosemary', 'rosemary sprig'],
    grams: 2,
    color: '#4a6a4a',
  }),
  food('thyme', 'herb', 'leaf', ['タイム', 'thyme'], ['2枝', '2 sprigs'], [], {
    aliases: ['fresh thyme', 'dried thyme', 'thyme leaves'],
    grams: 1,
    color: '#6a7a5a',
  }),
  food('oregano', 'herb', 'powder', ['オレガノ（乾燥）', 'dried oregano'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['oregano', 'オレガノ', 'italian seasoning', 'herbes de provence', 'mixed herbs', 'dried herbs'],
    color: '#6a7a3a',
  }),
  food('bay_leaf', 'herb', 'leaf', ['ローリエ', 'bay leaf'], ['1枚', '1'], [], {
    aliases: ['bay leaves', '月桂樹の葉', 'ベイリーフ', 'laurel'],
    grams: 0.5,
    color: '#6a8a4a',
  }),
  food('sage', 'herb', 'leaf', ['セージ', 'sage leaves'], ['4枚', '4'], [], {
    aliases: ['fresh sage'],
    cut: CUT.tear,
    grams: 2,
    color: '#8aa08a',
  }),
]
