import type { Category, Form, Group, MethodId } from './food/types'

/**
 * What a picture shows: the kind of dish a person recognises at a glance, each drawn its own way.
 * A data list, as are the vessels below: its lines look alike because each is one name.
 */
export const PICTURE_FAMILIES = [
  'noodle_soup',
  'noodles_on_a_plate',
  'curry_and_rice',
  'rice_bowl',
  'sushi',
  'dumplings',
  'stir_fry',
  'soup',
  'salad',
  'sandwich',
  'tacos_and_wraps',
  'pancake_and_flatbread',
  'pizza',
  'cake_slice',
  'cookies',
  'pudding_and_custard',
  'frozen_dessert',
  'pie_and_tart',
  'bread',
  'skewers',
  'cutlet',
  'hot_drink',
  'cold_drink',
  'smoothie',
  'mocktail',
  'plated_main',
] as const
export type PictureFamily = (typeof PICTURE_FAMILIES)[number]

/** What the dish is served in or on. */
export type Vessel =
  | 'deep_bowl'
  | 'bowl'
  | 'plate'
  | 'oval_plate'
  | 'board'
  | 'steamer'
  | 'wok'
  | 'cup'
  | 'tall_glass'
  | 'jar'
  | 'stemmed_glass'
  | 'coupe'

export type FamilyRule = {
  family: PictureFamily
  vessel: Vessel
  /** Words of the title (English or Japanese) that name the family; an English word may take a plural s. */
  words?: string[]
  /** The words count only in these categories: an "iced" drink, not an iced cake. */
  only?: Category[]
  /** Cooking methods of the catalogue dish the title names. */
  methods?: MethodId[]
  /** The family of a recipe of this category that neither its words nor its dish places. */
  fallbackFor?: Category[]
}

/**
 * How a recipe's family is decided: the first rule whose words are in the title, else the first
 * whose methods include the method of the catalogue dish the title names, else the category's
 * fallback. Order matters where words overlap: cold noodles before noodle soup, drinks before food,
 * "curry udon" is a noodle soup. A kanji matches inside any word, so single kanji that also mean
 * something else are left out (汁 is in 汁なし担担麺, "soupless dan dan noodles"; 鍋 in 回鍋肉).
 */
export const FAMILY_RULES: FamilyRule[] = [
  {
    family: 'mocktail',
    vessel: 'coupe',
    only: ['drink'],
    words: [
      'mocktail',
      'cocktail',
      'mojito',
      'spritz',
      'spritzer',
      'sangria',
      'punch',
      'shirley temple',
      'virgin',
      'cream soda',
      'モクテル',
      'カクテル',
      'クリームソーダ',
    ],
  },
  {
    family: 'smoothie',
    vessel: 'jar',
    methods: ['smoothie'],
    words: [
      'smoothie',
      'lassi',
      'milkshake',
      'shake',
      'frappe',
      'frappé',
      'agua fresca',
      'スムージー',
      'ラッシー',
      'シェイク',
    ],
  },
  {
    family: 'cold_drink',
    vessel: 'tall_glass',
    only: ['drink'],
    methods: ['cooler'],
    fallbackFor: ['drink'],
    words: [
      'iced',
      'cold',
      'chilled',
      'lemonade',
      'soda',
      'ginger ale',
      'bubble tea',
      'cold brew',
      'アイス',
      '冷たい',
      'ソーダ',
      'レモネード',
    ],
  },
  {
    family: 'hot_drink',
    vessel: 'cup',
    only: ['drink'],
    methods: ['hot_drink'],
    words: [
      'hot chocolate',
      'warm',
      'latte',
      'tea',
      'chai',
      'cocoa',
      'coffee',
      'cappuccino',
      'cider',
      'ホット',
      'ラテ',
      '茶',
      'ココア',
      'コーヒー',
      '甘酒',
    ],
  },
  {
    family: 'noodles_on_a_plate',
    vessel: 'plate',
    methods: ['cold_noodle', 'pasta'],
    words: [
      'spaghetti',
      'pasta',
      'linguine',
      'fettuccine',
      'penne',
      'carbonara',
      'bolognese',
      'zaru',
      'hiyashi',
      'somen',
      'cold noodle',
      'naengmyeon',
      'ざる',
      '冷やし',
      'そうめん',
      'パスタ',
      'スパゲッティ',
    ],
  },
  {
    family: 'stir_fry',
    vessel: 'wok',
    methods: ['stir_fry'],
    words: [
      'stir-fry',
      'stir fry',
      'stir-fried',
      'yakisoba',
      'yaki udon',
      'chow mein',
      'lo mein',
      'pad thai',
      'japchae',
      '炒め',
      '焼きそば',
      '焼うどん',
    ],
  },
  {
    family: 'noodle_soup',
    vessel: 'deep_bowl',
    methods: ['noodle_soup'],
    words: ['ramen', 'udon', 'soba', 'pho', 'laksa', 'noodle soup', 'ラーメン', 'うどん', 'そば', 'フォー'],
  },
  {
    family: 'sushi',
    vessel: 'board',
    methods: ['roll', 'rice_ball'],
    words: [
      'sushi',
      'maki',
      'nigiri',
      'sashimi',
      'gimbap',
      'kimbap',
      'temaki',
      'onigiri',
      '寿司',
      '鮨',
      '巻き',
      'おにぎり',
    ],
  },
  {
    family: 'dumplings',
    vessel: 'steamer',
    methods: ['dumpling'],
    words: [
      'dumpling',
      'gyoza',
      'dim sum',
      'shumai',
      'siu mai',
      'wonton',
      'mandu',
      'momo',
      'samosa',
      'pierogi',
      'bao',
      '餃子',
      '焼売',
      'シュウマイ',
      'ワンタン',
    ],
  },
  {
    family: 'tacos_and_wraps',
    vessel: 'plate',
    words: [
      'taco',
      'burrito',
      'wrap',
      'quesadilla',
      'shawarma',
      'fajita',
      'enchilada',
      'spring roll',
      'タコス',
      'ブリトー',
      'ラップ',
      '春巻き',
    ],
  },
  {
    family: 'sandwich',
    vessel: 'board',
    methods: ['sandwich'],
    words: ['sandwich', 'burger', 'banh mi', 'panini', 'sub', 'croque', 'club', 'サンド', 'バーガー'],
  },
  { family: 'pizza', vessel: 'board', words: ['pizza', 'margherita', 'calzone', 'ピザ'] },
  {
    family: 'pie_and_tart',
    vessel: 'plate',
    words: ['pie', 'tart', 'tarte', 'quiche', 'galette', 'cobbler', 'パイ', 'タルト', 'キッシュ'],
  },
  {
    family: 'pancake_and_flatbread',
    vessel: 'plate',
    methods: ['pancake', 'savory_pancake'],
    words: [
      'pancake',
      'crepe',
      'crêpe',
      'waffle',
      'okonomiyaki',
      'pajeon',
      'jeon',
      'dorayaki',
      'french toast',
      'flatbread',
      'naan',
      'roti',
      'paratha',
      'hotteok',
      'パンケーキ',
      'ホットケーキ',
      'クレープ',
      'お好み焼き',
      'チヂミ',
    ],
  },
  {
    family: 'cake_slice',
    vessel: 'plate',
    methods: ['cake'],
    only: ['dessert', 'snack'],
    fallbackFor: ['dessert'],
    words: [
      'cake',
      'cheesecake',
      'tiramisu',
      'gateau',
      'torte',
      'shortcake',
      'castella',
      'ケーキ',
      'ティラミス',
      'カステラ',
    ],
  },
  {
    family: 'cookies',
    vessel: 'plate',
    methods: ['cookie', 'sweet_dough'],
    words: [
      'cookie',
      'biscuit',
      'scone',
      'brownie',
      'shortbread',
      'macaron',
      'muffin',
      'daifuku',
      'mochi',
      'クッキー',
      'スコーン',
      'ブラウニー',
      '大福',
      '餅',
    ],
  },
  {
    family: 'pudding_and_custard',
    vessel: 'plate',
    methods: ['custard', 'jelly', 'chilled'],
    words: [
      'pudding',
      'custard',
      'flan',
      'panna cotta',
      'jelly',
      'mousse',
      'crème brûlée',
      'creme brulee',
      'purin',
      'yokan',
      'プリン',
      'ゼリー',
      '羊羹',
      'ムース',
    ],
  },
  {
    family: 'frozen_dessert',
    vessel: 'cup',
    methods: ['frozen'],
    words: [
      'ice cream',
      'sorbet',
      'gelato',
      'kakigori',
      'shaved ice',
      'granita',
      'popsicle',
      'nice cream',
      'sundae',
      'frozen yogurt',
      'アイスクリーム',
      'シャーベット',
      'かき氷',
      'ジェラート',
    ],
  },
  {
    family: 'bread',
    vessel: 'board',
    words: ['bread', 'loaf', 'baguette', 'focaccia', 'brioche', 'sourdough', 'roll', 'pretzel', 'パン', 'ブレッド'],
  },
  {
    family: 'skewers',
    vessel: 'oval_plate',
    words: [
      'skewer',
      'kebab',
      'kabob',
      'yakitori',
      'satay',
      'brochette',
      'souvlaki',
      'dango',
      'kushiyaki',
      '串',
      '焼き鳥',
      '団子',
    ],
  },
  {
    family: 'cutlet',
    vessel: 'plate',
    methods: ['deep_fry'],
    words: [
      'katsu',
      'cutlet',
      'schnitzel',
      'tonkatsu',
      'croquette',
      'milanese',
      'fried chicken',
      'karaage',
      'tempura',
      'カツ',
      'コロッケ',
      '唐揚げ',
      'から揚げ',
      '天ぷら',
      'フライ',
    ],
  },
  {
    family: 'curry_and_rice',
    vessel: 'oval_plate',
    methods: ['curry'],
    words: ['curry', 'masala', 'korma', 'vindaloo', 'dal', 'hayashi', 'カレー', 'ハヤシ'],
  },
  { family: 'salad', vessel: 'bowl', methods: ['salad'], words: ['salad', 'slaw', 'サラダ'] },
  {
    family: 'rice_bowl',
    vessel: 'plate',
    methods: ['fried_rice'],
    words: [
      'fried rice',
      'biryani',
      'pilaf',
      'risotto',
      'paella',
      'jambalaya',
      'チャーハン',
      '炒飯',
      'ピラフ',
      'リゾット',
      'パエリア',
    ],
  },
  {
    family: 'rice_bowl',
    vessel: 'bowl',
    methods: ['rice_bowl'],
    words: ['donburi', 'rice bowl', 'bibimbap', 'poke', 'bowl', '丼', 'ビビンバ', 'ご飯'],
  },
  {
    family: 'soup',
    vessel: 'bowl',
    methods: ['soup', 'hot_pot', 'cold_soup', 'simmer'],
    words: [
      'soup',
      'stew',
      'chowder',
      'potage',
      'bisque',
      'broth',
      'jjigae',
      'gazpacho',
      'hot pot',
      'nabe',
      'congee',
      'porridge',
      '味噌汁',
      '豚汁',
      'スープ',
      '鍋料理',
      '寄せ鍋',
      'シチュー',
      'ポタージュ',
      '粥',
    ],
  },
  { family: 'plated_main', vessel: 'plate', fallbackFor: ['main', 'snack'] },
]

/** One ingredient the picture shows, in the recipe's order, with the catalogue's colour for it. */
export type PictureComponent = { ingredient: string; group: Group; form: Form; color: `#${string}` }

/**
 * What a picture of a recipe shows, as structure: read from the recipe where it is drawn (`drawRecipePicture` of
 * `dish-picture.ts`, in the worker that draws it), so the built-in model draws the dish without reading its prompt.
 */
export type DishPicture = {
  family: PictureFamily
  vessel: Vessel
  category: Category
  /** The ingredients, in recipe order, each once. */
  components: PictureComponent[]
  /** A hash of the whole recipe: two different recipes never draw the same picture. */
  variation: number
}
