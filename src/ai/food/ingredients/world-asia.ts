import type { Ingredient } from '../types'
import { CUT, food } from './define'

/**
 * What Asian home and regional dishes need that the group files lack: cuts of meat and fish a
 * Japanese, Chinese or Korean cook buys by name, and a few leaves, pickles and pantry items of
 * South and Southeast Asia. Quantities for two, protein in grams for that quantity.
 */
export const WORLD_ASIA: Ingredient[] = [
  food('pork_belly_block', 'protein', 'piece', ['豚バラかたまり肉', 'pork belly (in a piece)'], ['400g', '400 g'], ['meat', 'pork'], { raw: 'cook',
    aliases: ['豚バラブロック', '豚ばらかたまり肉', 'pork belly block', 'slab pork belly', 'skin-on pork belly', '五花肉'], cut: { ja: '4cm角に切る', en: 'cut into 4 cm cubes' }, protein: 56, color: '#e2a89a',
  }),
  food('pork_ribs', 'protein', 'piece', ['スペアリブ', 'pork spare ribs'], ['500g', '500 g'], ['meat', 'pork'], { raw: 'cook',
    aliases: ['spare ribs', 'spareribs', 'pork ribs', '豚スペアリブ', '骨付き豚バラ肉', 'baby back ribs'], protein: 60, color: '#c8786a',
  }),
  food('beef_tongue', 'protein', 'piece', ['牛タン', 'beef tongue'], ['200g', '200 g'], ['meat', 'beef'], { raw: 'cook',
    aliases: ['ox tongue', 'gyutan', '牛たん', '牛舌'], cut: { ja: '5mm厚さに切る', en: 'slice 5 mm thick' }, protein: 27, color: '#c87a7a',
  }),
  food('pork_liver', 'protein', 'piece', ['豚レバー', 'pork liver'], ['200g', '200 g'], ['meat', 'pork'], { raw: 'cook',
    aliases: ['レバー', '豚肝'], cut: { ja: '5mm厚さに切り、水にさらして血抜きする', en: 'slice 5 mm thick and soak in water to draw out the blood' }, protein: 41, color: '#7a2a2a',
  }),
  food('beef_offal', 'protein', 'piece', ['牛もつ（下ゆで済み）', 'parboiled beef tripe and intestines'], ['300g', '300 g'], ['meat', 'beef'], { raw: 'cook',
    aliases: ['motsu', 'もつ', 'モツ', 'ホルモン', 'beef tripe', 'tripe', '牛ホルモン'], cut: CUT.bite, protein: 30, color: '#e8c8c0',
  }),
  food('saury', 'protein', 'piece', ['さんま', 'Pacific saury'], ['2尾', '2'], ['fish'], { raw: 'cook',
    aliases: ['sanma', 'サンマ', '秋刀魚', 'saury', 'mackerel pike'], protein: 36, grams: 300, season: ['autumn'], color: '#7a8aa0',
  }),
  food('flounder', 'protein', 'piece', ['かれい', 'flounder'], ['2切れ（250g）', '2 pieces (250 g)'], ['fish'], { raw: 'cook',
    aliases: ['カレイ', '鰈', 'karei', 'flatfish'], cut: { ja: '皮目に十字の切り込みを入れる', en: 'score a cross in the skin' }, protein: 40, grams: 250, season: ['winter'], color: '#c8b8a0',
  }),
  food('shishamo', 'protein', 'piece', ['ししゃも', 'shishamo smelt'], ['8尾', '8'], ['fish'], { raw: 'cook',
    aliases: ['シシャモ', '柳葉魚', '子持ちししゃも'], protein: 20, grams: 120, color: '#b8a078',
  }),
  food('chinese_sausage', 'protein', 'piece', ['腊腸（中華ソーセージ）', 'Chinese sausage'], ['2本（80g）', '2 (80 g)'], ['meat', 'alcohol', 'soy', 'pork'], { raw: 'cook',
    aliases: ['chinese sausages', 'lap cheong', 'lap chong', 'ラプチョン', 'ラーチャン', '腊肠', '臘腸', 'lạp xưởng'], cut: CUT.diagonal, protein: 12, grams: 80, color: '#a8303a',
  }),
  food('century_egg', 'protein', 'piece', ['ピータン', 'century egg'], ['2個', '2'], ['egg'], { raw: 'ready',
    aliases: ['century eggs', '皮蛋', 'ぴーたん', 'pidan', 'thousand-year egg', 'preserved egg'], cut: { ja: '殻をむいてくし形に切る', en: 'peel and cut into wedges' }, protein: 14, grams: 120, color: '#3a2a1a',
  }),
  food('okara', 'protein', 'small', ['おから', 'okara'], ['100g', '100 g'], ['soy'], { raw: 'ready',
    aliases: ['オカラ', 'soy pulp', 'soybean pulp', 'tofu lees'], protein: 6, color: '#f0e8d0',
  }),
  food('kiriboshi_daikon', 'vegetable', 'leaf', ['切り干し大根', 'kiriboshi daikon'], ['30g', '30 g'], [], {
    aliases: ['きりぼし大根', '切干大根', 'dried daikon strips', 'dried shredded daikon'], cut: { ja: '水で戻して絞り、食べやすい長さに切る', en: 'soak, squeeze dry and cut into easy lengths' }, grams: 30, color: '#e8dcc0',
  }),
  food('water_spinach', 'vegetable', 'leaf', ['空芯菜', 'water spinach'], ['1束（200g）', '1 bunch (200 g)'], [], {
    aliases: ['空心菜', 'クウシンサイ', 'morning glory', 'kangkong', 'pak boong', 'ong choy', 'rau muống', 'エンサイ'], cut: CUT.lengths, grams: 200, season: ['summer'], color: '#3a8a3a',
  }),
  food('pandan', 'herb', 'leaf', ['パンダンリーフ', 'pandan leaves'], ['2枚', '2'], [], {
    aliases: ['pandan leaf', 'screwpine leaves', 'bai toey', 'daun pandan', 'パンダン'], cut: { ja: '結んでおく', en: 'tie into a knot' }, grams: 5, color: '#2a8a3a',
  }),
  food('mustard_seeds', 'spice', 'small', ['マスタードシード', 'mustard seeds'], ['小さじ1', '1 tsp'], ['mustard'], {
    aliases: ['mustard seed', 'black mustard seeds', 'rai', 'からし種', 'ブラウンマスタードシード'], grams: 3, color: '#5a3a2a',
  }),
  food('sakura_leaves', 'herb', 'leaf', ['桜の葉の塩漬け', 'salted cherry leaves'], ['4枚', '4'], [], {
    aliases: ['桜の葉', 'さくらの葉', 'pickled cherry blossom leaves', 'sakura leaves', 'cherry leaves'], salt: 0.5, grams: 8, season: ['spring'], color: '#6a7a3a',
  }),
  food('yomogi', 'herb', 'leaf', ['よもぎ', 'mugwort'], ['30g', '30 g'], [], {
    aliases: ['ヨモギ', '蓬', 'japanese mugwort', 'yomogi', 'ssuk', '乾燥よもぎ'], cut: { ja: 'ゆでて細かく刻む', en: 'blanch and chop finely' }, season: ['spring'], color: '#4a7a3a',
  }),
  food('poha', 'grain', 'grain', ['ポハ（押し米）', 'poha (flattened rice)'], ['100g', '100 g'], [], { raw: 'ready',
    aliases: ['flattened rice', 'beaten rice', 'aval', 'chivda rice', 'pressed rice flakes'], protein: 7, color: '#f0e8d8',
  }),
  food('rava', 'baking', 'powder', ['ラヴァ（粗挽きセモリナ）', 'rava (semolina)'], ['100g', '100 g'], ['wheat', 'gluten'], { raw: 'cook',
    aliases: ['sooji', 'suji', 'upma rava', 'bombay rava', 'coarse semolina'], protein: 12, color: '#f0d8a0',
  }),
  food('urad_dal', 'protein', 'small', ['ウラド豆（皮なし割り）', 'urad dal'], ['100g', '100 g'], [], { raw: 'cook',
    aliases: ['black gram', 'split urad', 'white lentils', 'ケツルアズキ', 'ウラドダール'], protein: 25, color: '#f0ece0',
  }),
]
