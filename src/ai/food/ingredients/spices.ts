import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Dried spices and spice blends: measured, never cut. Chilli in any form is `hot_spice`;
 * warm spices (cinnamon, nutmeg, cumin, sweet paprika) are not.
 */
export const SPICES: Ingredient[] = [
  food('curry_powder', 'spice', 'powder', ['カレー粉', 'curry powder'], ['大さじ1', '1 tbsp'], ['nightshade'], {
    aliases: ['mild curry powder', 'madras curry powder', 'カレーパウダー', 'curry spice'],
    color: '#d99a2a',
  }),
  food('garam_masala', 'spice', 'powder', ['ガラムマサラ', 'garam masala'], ['小さじ1', '1 tsp'], [], {
    aliases: ['masala', 'tandoori masala', 'タンドリーマサラ'],
    color: '#8a5a2a',
  }),
  food('cumin', 'spice', 'powder', ['クミン', 'ground cumin'], ['小さじ1', '1 tsp'], [], {
    aliases: ['cumin', 'cumin seeds', 'クミンシード', 'クミンパウダー', 'jeera'],
    color: '#9a6a2a',
  }),
  food('coriander_seed', 'spice', 'powder', ['コリアンダーパウダー', 'ground coriander'], ['小さじ1', '1 tsp'], [], {
    aliases: ['coriander seeds', 'coriander powder', 'コリアンダーシード', 'dhania'],
    color: '#a88a4a',
  }),
  food('turmeric', 'spice', 'powder', ['ターメリック', 'ground turmeric'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['turmeric', 'ウコン', 'haldi', 'turmeric powder'],
    color: '#e8a81e',
  }),
  food('cinnamon', 'spice', 'powder', ['シナモン', 'ground cinnamon'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['cinnamon', 'cinnamon stick', 'cinnamon sticks', 'シナモンスティック', 'シナモンパウダー', 'ニッキ'],
    color: '#a0582a',
  }),
  // A seed, not a nut.
  food('nutmeg', 'spice', 'powder', ['ナツメグ', 'ground nutmeg'], ['少々', 'a pinch of'], [], {
    aliases: ['nutmeg', 'freshly grated nutmeg', 'mace', 'メース'],
    color: '#9a6a3a',
  }),
  food('cardamom', 'spice', 'powder', ['カルダモン', 'cardamom'], ['3粒', '3 pods'], [], {
    aliases: ['cardamom pods', 'green cardamom', 'ground cardamom', 'cardamon', 'elaichi'],
    color: '#8aa05a',
  }),
  food('clove', 'spice', 'small', ['クローブ', 'cloves'], ['3個', '3'], [], {
    aliases: ['whole cloves', 'ground cloves', '丁子'],
    color: '#5a2a1a',
  }),
  food('star_anise', 'spice', 'small', ['八角', 'star anise'], ['1個', '1'], [], {
    aliases: ['スターアニス', 'はっかく', 'anise'],
    color: '#6a3a2a',
  }),
  food('five_spice', 'spice', 'powder', ['五香粉', 'five-spice powder'], ['小さじ1/2', '1/2 tsp'], ['nightshade'], {
    aliases: [
      'five spice',
      'chinese five spice',
      'ウーシャンフェン',
      'allspice',
      'オールスパイス',
      'mixed spice',
      'pumpkin spice',
      'pumpkin pie spice',
      'gingerbread spice',
    ],
    color: '#7a4a2a',
  }),
  food('ginger_powder', 'spice', 'powder', ['ジンジャーパウダー', 'ground ginger'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['ginger powder', 'dried ginger', '生姜パウダー'],
    color: '#d8b06a',
  }),
  food('garlic_powder', 'spice', 'powder', ['ガーリックパウダー', 'garlic powder'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['granulated garlic', 'onion powder', 'オニオンパウダー', 'garlic granules'],
    color: '#f0e0b8',
  }),
  food(
    'paprika_powder',
    'spice',
    'powder',
    ['パプリカパウダー', 'sweet paprika'],
    ['小さじ1', '1 tsp'],
    ['nightshade'],
    {
      aliases: ['paprika', 'smoked paprika', 'sweet paprika powder', 'pimenton', 'パプリカ粉', 'スモークパプリカ'],
      color: '#c83a1e',
    },
  ),
  food('saffron', 'spice', 'small', ['サフラン', 'saffron'], ['ひとつまみ', 'a pinch of'], [], {
    aliases: ['saffron threads', 'saffron strands'],
    color: '#e0501e',
  }),
  food('chili', 'spice', 'small', ['赤唐辛子', 'dried red chilli'], ['1本', '1'], ['hot_spice', 'nightshade'], {
    aliases: [
      'chili',
      'chilli',
      'chile',
      'dried chili',
      'dried chilli',
      'dried chilies',
      'dried red chillies',
      'dried red chili',
      '唐辛子',
      'とうがらし',
      'トウガラシ',
      '鷹の爪',
      'タカノツメ',
      'red chili flakes',
      'chili flakes',
      'chilli flakes',
      'red pepper flakes',
      'crushed red pepper',
      '輪切り唐辛子',
    ],
    color: '#c8281e',
    swaps: { hot_spice: 'paprika_powder' },
  }),
  food(
    'chili_powder',
    'spice',
    'powder',
    ['一味唐辛子', 'chilli powder'],
    ['小さじ1/2', '1/2 tsp'],
    ['hot_spice', 'nightshade'],
    {
      aliases: [
        'chili powder',
        'cayenne',
        'cayenne pepper',
        'ichimi',
        '一味',
        'カイエンペッパー',
        'hot paprika',
        'kashmiri chilli powder',
        'チリパウダー',
        'red chili powder',
        'hot chili powder',
      ],
      color: '#b8201a',
      swaps: { hot_spice: 'paprika_powder' },
    },
  ),
  food(
    'shichimi',
    'spice',
    'powder',
    ['七味唐辛子', 'shichimi togarashi'],
    ['少々', 'a pinch of'],
    ['hot_spice', 'sesame', 'nightshade'],
    {
      aliases: ['shichimi', '七味', 'togarashi', 'seven-spice', 'japanese seven spice'],
      color: '#c8401e',
      swaps: { hot_spice: 'aonori', sesame: 'chili_powder' },
    },
  ),
  food('sansho', 'spice', 'powder', ['粉山椒', 'sansho pepper'], ['少々', 'a pinch of'], [], {
    aliases: ['sansho', '山椒', 'さんしょう', 'japanese pepper', 'sansho powder'],
    color: '#6a7a3a',
  }),
  // Sichuan pepper numbs; with chilli it is mala heat, which children are not served.
  food('sichuan_pepper', 'spice', 'powder', ['花椒', 'Sichuan pepper'], ['小さじ1/2', '1/2 tsp'], ['hot_spice'], {
    aliases: [
      'sichuan pepper',
      'szechuan pepper',
      'sichuan peppercorns',
      'szechuan peppercorns',
      'ホアジャオ',
      'mala',
      'マーラー',
      '麻辣',
    ],
    color: '#8a3a2a',
    swaps: { hot_spice: null },
  }),
  food('fenugreek', 'spice', 'powder', ['フェヌグリーク', 'fenugreek'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['methi', 'fenugreek seeds', 'kasuri methi', 'dried fenugreek leaves', 'メティ'],
    color: '#c8a040',
  }),
  food('curry_leaves', 'spice', 'leaf', ['カレーリーフ', 'curry leaves'], ['10枚', '10'], [], {
    aliases: ['curry leaf', 'kadi patta', 'ナンヨウザンショウの葉'],
    grams: 1,
    color: '#3a6a2a',
  }),
  // Compounded asafoetida (hing) is cut with wheat flour.
  food('asafoetida', 'spice', 'powder', ['アサフェティダ', 'asafoetida'], ['少々', 'a pinch of'], ['wheat', 'gluten'], {
    aliases: ['hing', 'ヒング', 'asafetida'],
    color: '#e0c890',
    swaps: { wheat: null, gluten: null },
  }),
  food('sumac', 'spice', 'powder', ['スマック', 'sumac'], ['小さじ1', '1 tsp'], [], {
    aliases: ['sumaq', 'スーマック'],
    color: '#8a2a2a',
  }),
  food('yukari', 'spice', 'powder', ['ゆかり（赤しそふりかけ）', 'yukari shiso salt'], ['小さじ1', '1 tsp'], [], {
    aliases: ['yukari', 'ゆかり', 'red shiso salt', '赤しそふりかけ'],
    salt: 1,
    color: '#8a2a5a',
  }),
  food(
    'furikake',
    'spice',
    'small',
    ['ふりかけ', 'furikake'],
    ['大さじ1', '1 tbsp'],
    ['sesame', 'fish', 'soy', 'wheat', 'gluten'],
    {
      aliases: ['rice seasoning', 'フリカケ', 'のりたま'],
      salt: 0.8,
      color: '#6a5a2a',
    },
  ),
  food('zaatar', 'spice', 'small', ['ザアタル', "za'atar"], ['小さじ2', '2 tsp'], ['sesame'], {
    aliases: ['zaatar', 'zatar', 'everything bagel seasoning'],
    color: '#8a8a4a',
    swaps: { sesame: 'oregano' },
  }),
]
