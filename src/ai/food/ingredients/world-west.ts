import type { Ingredient } from '../types'
import { CUT, food } from './define'

/**
 * Ingredients the European, Middle Eastern, African and American dishes need by name that the
 * group files did not have (plantain for tostones, hominy for pozole, filo for baklava),
 * in the same shorthand. Move one into its group file when it settles.
 */
export const WORLD_WEST: Ingredient[] = [
  food('plantain', 'vegetable', 'piece', ['プランテン', 'plantain'], ['1本', '1'], [], {
    raw: 'cook',
    aliases: ['plantains', '料理用バナナ', 'green plantain', 'ripe plantain', 'plátano macho'],
    cut: CUT.diagonal,
    grams: 250,
    sugar: 15,
    color: '#e2c25a',
  }),
  food('cassava', 'vegetable', 'piece', ['キャッサバ', 'cassava'], ['300g', '300 g'], [], {
    raw: 'cook',
    aliases: ['yuca', 'ユカ', 'manioc', 'マニオク', 'キャッサバ芋'],
    cut: CUT.chunk,
    color: '#efe3c8',
  }),
  food('berbere', 'spice', 'powder', ['ベルベレ', 'berbere'], ['大さじ1', '1 tbsp'], ['hot_spice', 'nightshade'], {
    aliases: ['berbere spice', 'ベルベレスパイス', 'エチオピアのミックススパイス'],
    color: '#b83a22',
  }),
  food(
    'ras_el_hanout',
    'spice',
    'powder',
    ['ラスエルハヌート', 'ras el hanout'],
    ['小さじ1', '1 tsp'],
    ['nightshade'],
    {
      aliases: ['ras el hanout spice', 'ラス・エル・ハヌート', 'モロッコのミックススパイス'],
      color: '#a8642a',
    },
  ),
  food('ground_lamb', 'protein', 'small', ['ラムひき肉', 'ground lamb'], ['250g', '250 g'], ['meat'], {
    raw: 'cook',
    aliases: ['minced lamb', 'lamb mince', '羊ひき肉', 'ラムミンチ'],
    protein: 42,
    color: '#a85a4e',
  }),
  food(
    'pork_shoulder',
    'protein',
    'piece',
    ['豚肩ロースかたまり肉', 'pork shoulder'],
    ['400g', '400 g'],
    ['meat', 'pork'],
    {
      raw: 'cook',
      aliases: ['pork butt', 'boston butt', '豚肩ロース', '豚かたまり肉', 'pork shoulder joint'],
      cut: CUT.cube,
      protein: 68,
      color: '#d8968a',
    },
  ),
  food('salt_cod', 'protein', 'piece', ['塩だら（干しだら）', 'salt cod'], ['200g', '200 g'], ['fish'], {
    raw: 'cook',
    aliases: ['bacalao', 'bacalhau', 'バカラオ', 'バカリャウ', 'saltfish', '干しだら', '棒だら'],
    cut: CUT.bite,
    protein: 50,
    salt: 3,
    color: '#efe8d8',
  }),
  food('filo_pastry', 'bread', 'sheet', ['フィロ生地', 'filo pastry'], ['6枚', '6'], ['wheat', 'gluten'], {
    raw: 'cook',
    aliases: ['phyllo pastry', 'phyllo dough', 'filo dough', 'フィロシート', 'フィロ', 'yufka', 'ユフカ'],
    grams: 120,
    color: '#f2e2b8',
  }),
  food('vine_leaves', 'vegetable', 'leaf', ['ぶどうの葉（塩漬け）', 'vine leaves'], ['20枚', '20'], [], {
    aliases: ['grape leaves', 'ぶどうの葉', 'ブドウの葉', 'brined vine leaves'],
    salt: 1,
    grams: 80,
    color: '#6e8a3a',
  }),
  food('hominy', 'grain', 'small', ['ホミニー（水煮）', 'hominy'], ['200g', '200 g'], [], {
    raw: 'ready',
    aliases: ['pozole corn', 'maíz pozolero', 'ホミニーコーン', 'nixtamalized corn'],
    protein: 5,
    color: '#f2ead0',
  }),
  food('pinto_beans', 'protein', 'small', ['うずら豆（水煮）', 'pinto beans'], ['200g', '200 g'], [], {
    raw: 'ready',
    aliases: ['pinto bean', 'ピント豆', 'frijoles pintos', 'うずら豆'],
    protein: 14,
    color: '#b88a6a',
  }),
  food('black_eyed_peas', 'protein', 'small', ['黒目豆（水煮）', 'black-eyed peas'], ['200g', '200 g'], [], {
    raw: 'ready',
    aliases: ['black eyed peas', 'cowpeas', 'ブラックアイピース', '黒目豆', 'ささげ豆'],
    protein: 14,
    color: '#e8dcc0',
  }),
  food('fava_beans', 'protein', 'small', ['そら豆（水煮）', 'fava beans'], ['200g', '200 g'], [], {
    raw: 'ready',
    aliases: ['broad beans', 'ful', 'foul', 'ソラマメ', 'そらまめ', 'そら豆', 'ファーヴァ'],
    protein: 16,
    color: '#a8b86a',
  }),
  food('poblano', 'vegetable', 'piece', ['ポブラノ', 'poblano peppers'], ['2本', '2'], ['nightshade'], {
    aliases: ['poblano', 'poblanos', 'poblano pepper', 'ポブラノ唐辛子', 'chile poblano', 'ancho pepper'],
    cut: CUT.strips,
    grams: 200,
    color: '#2e5a2a',
  }),
  food('tomatillo', 'vegetable', 'piece', ['トマティーヨ', 'tomatillos'], ['4個', '4'], ['nightshade'], {
    aliases: ['tomatillo', 'グリーントマト', 'tomate verde', 'husk tomato'],
    cut: CUT.chunk,
    grams: 200,
    color: '#9ac06a',
  }),
  food(
    'aji_amarillo',
    'seasoning',
    'paste',
    ['アヒ・アマリージョ', 'aji amarillo paste'],
    ['大さじ1', '1 tbsp'],
    ['hot_spice', 'nightshade'],
    {
      aliases: ['aji amarillo', 'ají amarillo', 'アヒアマリージョ', 'ペルーの黄色唐辛子', 'yellow chilli paste'],
      salt: 0.3,
      color: '#f0a020',
    },
  ),
  food('hibiscus_tea', 'drink', 'small', ['ハイビスカス（乾燥）', 'dried hibiscus'], ['10g', '10 g'], [], {
    aliases: ['hibiscus flowers', 'ハイビスカス', 'flor de jamaica', 'roselle', 'bissap leaves', 'sorrel flowers'],
    color: '#9a1030',
  }),
  food('caraway', 'spice', 'small', ['キャラウェイシード', 'caraway seeds'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['caraway', 'キャラウェイ', 'ヒメウイキョウ'],
    color: '#6a5a3a',
  }),
  food('poppy_seeds', 'nut', 'small', ['ポピーシード', 'poppy seeds'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['poppy seed', 'けしの実', 'ケシの実', 'mohn'],
    color: '#3a3e4a',
  }),
  food('lingonberry_jam', 'fruit', 'paste', ['リンゴンベリージャム', 'lingonberry jam'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['lingonberries', 'コケモモジャム', 'こけもものジャム', 'lingonsylt'],
    sugar: 16,
    color: '#b01a2a',
  }),
  food('pickled_herring', 'protein', 'piece', ['酢漬けにしん', 'pickled herring'], ['100g', '100 g'], ['fish'], {
    raw: 'ready',
    aliases: ['herring', 'ニシン', 'にしん', 'マリネにしん', 'sill', 'matjes'],
    cut: CUT.bite,
    protein: 14,
    salt: 2,
    color: '#d8d0c0',
  }),
  food('molasses', 'sweetener', 'liquid', ['モラセス', 'molasses'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['black treacle', 'treacle', '糖蜜', 'blackstrap molasses'],
    sugar: 24,
    color: '#2a1a0a',
  }),
  food('mate_tea', 'drink', 'small', ['マテ茶の茶葉', 'yerba mate'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['mate leaves', 'マテ茶葉', 'erva-mate'],
    color: '#6a8a3a',
  }),
]
