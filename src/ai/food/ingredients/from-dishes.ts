import type { Ingredient } from '../types'
import { CUT, food } from './define'

/**
 * Ingredients the dish catalogue needed that the group files did not have, in the same
 * shorthand (`food(...)` from './define'). Move one into its group file when it settles.
 */
export const FROM_DISHES: Ingredient[] = [
  // Pho bo, naengmyeon, onion soup and beef stew need a beef broth by name: a pho listing
  // "chicken stock" would not be pho bo.
  food(
    'beef_bone_stock',
    'liquid',
    'liquid',
    ['牛骨スープ', 'beef bone stock'],
    ['600ml', '600 ml'],
    ['meat', 'celery', 'beef'],
    {
      aliases: [
        '牛だし',
        '牛スープ',
        'ビーフスープ',
        'ビーフブイヨン',
        'beef bouillon',
        'pho broth',
        'naengmyeon broth',
        'yuksu',
      ],
      protein: 4,
      salt: 1.5,
      swaps: { meat: 'kombu_dashi' },
      color: '#b98a5a',
    },
  ),
  // The egg-free way to whip a mousse or a meringue: the liquid from a can of chickpeas.
  food('aquafaba', 'setting', 'liquid', ['アクアファバ（ひよこ豆の煮汁）', 'aquafaba'], ['90ml', '90 ml'], [], {
    aliases: ['アクアファバ', 'ひよこ豆の煮汁', 'chickpea water', 'chickpea brine'],
    protein: 1,
    color: '#efe6cf',
  }),
  // Pakora and falafel batters are chickpea flour, which is why they are gluten-free.
  food('besan', 'baking', 'powder', ['ひよこ豆粉（ベサン）', 'gram flour'], ['80g', '80 g'], [], {
    raw: 'cook',
    aliases: ['besan', 'ベサン粉', 'ひよこ豆粉', 'chickpea flour', 'chana flour', 'garbanzo flour'],
    protein: 18,
    color: '#e8cc7a',
  }),
  // Korean cold noodles: buckwheat with starch, and most packs also have wheat flour.
  food(
    'naengmyeon_noodles',
    'noodle',
    'noodle',
    ['冷麺用の麺', 'naengmyeon noodles'],
    ['2玉（320g）', '2 portions (320 g)'],
    ['wheat', 'gluten', 'buckwheat'],
    {
      raw: 'cook',
      aliases: ['冷麺の麺', '韓国冷麺の麺', 'buckwheat naengmyeon noodles', 'chilk naengmyeon'],
      protein: 14,
      salt: 1.2,
      grams: 320,
      swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles' },
      color: '#8c7c6a',
    },
  ),
  // The green syrup of a Japanese coffee-shop cream soda; no fruit in it, only colour and flavour.
  food('melon_syrup', 'sweetener', 'liquid', ['メロンシロップ', 'melon syrup'], ['大さじ4', '4 tbsp'], [], {
    aliases: ['メロン味シロップ', 'かき氷シロップ（メロン）', 'green melon syrup'],
    sugar: 40,
    grams: 60,
    color: '#3fbf5a',
  }),
  food('popcorn_kernels', 'grain', 'small', ['ポップコーン用とうもろこし', 'popcorn kernels'], ['50g', '50 g'], [], {
    raw: 'cook',
    aliases: ['ポップコーン豆', '爆裂種', 'popping corn', 'unpopped popcorn'],
    protein: 5,
    color: '#f2d36b',
  }),
  // Amazake is rice koji and rice kept warm overnight: without salt, unlike shio koji. Koji is
  // steamed rice grown with mould, so it is already cooked.
  food('rice_koji', 'grain', 'grain', ['米こうじ', 'dried rice koji'], ['200g', '200 g'], [], {
    raw: 'ready',
    aliases: ['乾燥米麹', '乾燥米こうじ', '生こうじ', 'kome koji', 'koji rice'],
    protein: 11,
    sugar: 10,
    color: '#f4efe2',
  }),
  food('shungiku', 'vegetable', 'leaf', ['春菊', 'garland chrysanthemum'], ['1/2束（100g）', '1/2 bunch (100 g)'], [], {
    aliases: ['しゅんぎく', 'シュンギク', 'chrysanthemum greens', 'shungiku', 'kikuna', '菊菜', 'ssukgat'],
    cut: CUT.lengths,
    protein: 2,
    grams: 100,
    season: ['winter'],
    color: '#4f8f3a',
  }),
  // Khao khua: raw sticky rice toasted and ground, what gives larb its nutty crunch.
  food(
    'toasted_rice_powder',
    'seasoning',
    'powder',
    ['炒り米粉（カオクア）', 'toasted rice powder'],
    ['大さじ1', '1 tbsp'],
    [],
    {
      aliases: ['カオクア', 'khao khua', 'khao kua', 'roasted rice powder', '煎り米粉'],
      grams: 8,
      color: '#d8b07a',
    },
  ),
  // A pizza is built on a round of risen dough; flour, yeast and water listed loose would be
  // read as three ingredients to boil and whisk.
  food(
    'pizza_dough',
    'bread',
    'sheet',
    ['ピザ生地', 'pizza dough'],
    ['1枚（250g）', '1 round (250 g)'],
    ['wheat', 'gluten'],
    {
      raw: 'cook',
      aliases: ['ピザクラスト', 'ピザ台', 'pizza base', 'pizza crust', 'pizza crusts'],
      protein: 18,
      salt: 2.5,
      grams: 250,
      swaps: { wheat: 'gluten_free_bread', gluten: 'gluten_free_bread' },
      color: '#e9d3a6',
    },
  ),
]
