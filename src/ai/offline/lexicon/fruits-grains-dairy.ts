import { entry, type LexiconEntry } from './types'

/** Fruit and nuts: sugar per quantity, and the season they are sold at their best. */
export const FRUITS: LexiconEntry[] = [
  entry('strawberry', 'fruit', 'いちご', 'strawberries', '#e0303f', ['150g', '150 g'], { aliases: ['strawberry', 'イチゴ', '苺', 'ストロベリー'], sugar: 11, season: ['spring'] }),
  entry('banana', 'fruit', 'バナナ', 'bananas', '#f3d34a', ['2本', '2'], { aliases: ['banana'], sugar: 30, grams: 200 }),
  entry('apple', 'fruit', 'りんご', 'apple', '#d0342c', ['1個', '1'], { aliases: ['apples', 'リンゴ', '林檎'], sugar: 30, grams: 250, season: ['autumn', 'winter'] }),
  entry('lemon', 'fruit', 'レモン', 'lemon', '#f5e04a', ['1/2個', '1/2'], { aliases: ['lemons', 'lemon juice', 'レモン汁', '檸檬'], sugar: 1, grams: 40 }),
  entry('lime', 'fruit', 'ライム', 'lime', '#8cc43c', ['1個', '1'], { aliases: ['limes', 'lime juice'], sugar: 1, grams: 60 }),
  entry('orange', 'fruit', 'オレンジ', 'orange', '#f39a1e', ['1個', '1'], { aliases: ['oranges', 'orange juice'], sugar: 18, grams: 200, season: ['winter'] }),
  entry('mikan', 'fruit', 'みかん', 'mandarin oranges', '#f5a021', ['2個', '2'], { aliases: ['mandarin', 'mandarins', 'ミカン', '蜜柑', 'satsuma'], sugar: 18, grams: 160, season: ['winter'] }),
  entry('yuzu', 'fruit', 'ゆず', 'yuzu', '#f2c81e', ['1/2個（皮と果汁）', '1/2 {} (zest and juice)'], { aliases: ['柚子', 'ユズ', 'citron'], sugar: 1, grams: 30, season: ['winter'] }),
  entry('peach', 'fruit', '桃', 'peaches', '#f7a98c', ['2個', '2'], { aliases: ['peach', 'モモ', 'ピーチ'], sugar: 36, grams: 400, season: ['summer'] }),
  entry('grape', 'fruit', 'ぶどう', 'grapes', '#6b2f7a', ['150g', '150 g'], { aliases: ['grape', 'ブドウ', '葡萄', 'シャインマスカット'], sugar: 23, season: ['autumn'] }),
  entry('mango', 'fruit', 'マンゴー', 'mango', '#f5a623', ['1個（200g）', '1 (200 g)'], { aliases: ['mangoes'], sugar: 28, grams: 200, season: ['summer'] }),
  entry('pineapple', 'fruit', 'パイナップル', 'pineapple', '#f3cf45', ['200g', '200 g'], { aliases: ['パイン'], sugar: 20, season: ['summer'] }),
  entry('blueberry', 'fruit', 'ブルーベリー', 'blueberries', '#3b3f8f', ['100g', '100 g'], { aliases: ['blueberry'], sugar: 10, season: ['summer'] }),
  entry('raspberry', 'fruit', 'ラズベリー', 'raspberries', '#d2294a', ['100g', '100 g'], { aliases: ['raspberry', 'berries', 'ベリー', 'mixed berries'], sugar: 4, season: ['summer'] }),
  entry('kiwi', 'fruit', 'キウイ', 'kiwi fruit', '#7aa83a', ['2個', '2'], { aliases: ['kiwi', 'kiwis', 'キウイフルーツ'], sugar: 18, grams: 160 }),
  entry('melon', 'fruit', 'メロン', 'melon', '#b8d87a', ['1/4個（250g）', '250 g'], { aliases: ['cantaloupe', 'honeydew'], sugar: 24, season: ['summer'] }),
  entry('watermelon', 'fruit', 'すいか', 'watermelon', '#e8465a', ['300g', '300 g'], { aliases: ['スイカ', '西瓜'], sugar: 28, season: ['summer'] }),
  entry('pear', 'fruit', '梨', 'nashi pear', '#e3d58a', ['1個', '1'], { aliases: ['pear', 'pears', 'ナシ', 'asian pear'], sugar: 28, grams: 300, season: ['autumn'] }),
  entry('persimmon', 'fruit', '柿', 'persimmon', '#f07a1a', ['1個', '1'], { aliases: ['persimmons'], sugar: 28, grams: 200, season: ['autumn'] }),
  entry('cherry', 'fruit', 'さくらんぼ', 'cherries', '#b3122e', ['100g', '100 g'], { aliases: ['cherry', 'サクランボ', 'チェリー'], sugar: 13, season: ['summer'] }),
  entry('chestnut', 'nut', '栗（甘露煮）', 'sweet chestnuts', '#8c5a2c', ['6個', '6'], { aliases: ['chestnut', 'chestnuts', '栗', 'marron', 'マロン'], sugar: 20, grams: 90, season: ['autumn'] }),
  entry('walnut', 'nut', 'くるみ', 'walnuts', '#9a6e3e', ['30g', '30 g'], { aliases: ['walnut', 'クルミ', '胡桃', 'nuts', 'ナッツ'], protein: 4 }),
  entry('almond', 'nut', 'アーモンド', 'almonds', '#c48a52', ['30g', '30 g'], { aliases: ['almond', 'sliced almonds', 'スライスアーモンド'], protein: 6 }),
  entry('peanut', 'nut', 'ピーナッツ', 'peanuts', '#c9955a', ['30g', '30 g'], { aliases: ['peanut', '落花生', 'peanut butter', 'ピーナッツバター'], protein: 8 }),
  entry('coconut', 'fruit', 'ココナッツミルク', 'coconut milk', '#f5f0e6', ['200ml', '200 ml'], { aliases: ['coconut', 'ココナッツ', 'coconut cream'], sugar: 6 }),
]

/** Rice, flour, noodles and bread. */
export const GRAINS: LexiconEntry[] = [
  entry('rice', 'grain', 'ご飯', 'cooked rice', '#f7f5ee', ['300g', '300 g'], { aliases: ['rice', 'ごはん', '白米', 'white rice', 'steamed rice'], protein: 8 }),
  entry('short_grain_rice', 'grain', '米', 'short-grain rice', '#f4f1e8', ['1合（150g）', '3/4 cup (150 g)'], { aliases: ['お米', 'uncooked rice', 'japanese rice', 'sushi rice', 'arborio'], protein: 9 }),
  entry('flour', 'grain', '薄力粉', 'plain flour', '#f6f0e2', ['100g', '100 g'], { aliases: ['flour', '小麦粉', 'all-purpose flour', 'cake flour'], protein: 8 }),
  entry('bread', 'grain', '食パン', 'sandwich bread', '#e8c890', ['4枚', '4 slices'], { aliases: ['bread', 'パン', 'toast bread', 'white bread', 'sourdough'], protein: 11, salt: 1.5, grams: 160 }),
  entry('spaghetti', 'grain', 'スパゲッティ', 'spaghetti', '#eed68a', ['160g', '160 g'], { aliases: ['スパゲティ', 'linguine', 'penne', 'ペンネ', 'pasta noodles'], protein: 20 }),
  entry('udon_noodles', 'grain', 'ゆでうどん', 'udon noodles', '#f3ecd6', ['2玉', '2 portions'], { aliases: ['冷凍うどん', 'frozen udon'], protein: 12, salt: 1.2, grams: 400 }),
  entry('ramen_noodles', 'grain', '中華麺', 'ramen noodles', '#efd27a', ['2玉', '2 portions'], { aliases: ['chinese noodles', 'egg noodles', '生麺'], protein: 16, salt: 1, grams: 240 }),
  entry('soba_noodles', 'grain', 'そば（乾麺）', 'dried soba noodles', '#8a7a62', ['160g', '160 g'], { aliases: ['soba noodles', 'buckwheat noodles'], protein: 19, salt: 3.5 }),
  entry('rice_noodles', 'grain', 'ライスヌードル', 'rice noodles', '#f2efe6', ['150g', '150 g'], { aliases: ['フォーの麺', 'rice vermicelli', 'ビーフン'], protein: 5 }),
  entry('mochi', 'grain', '切り餅', 'mochi rice cakes', '#fbfaf4', ['4個', '4'], { aliases: ['餅', 'お餅', 'rice cake', 'rice cakes'], protein: 8, grams: 200, season: ['winter'] }),
  entry('oats', 'grain', 'オートミール', 'rolled oats', '#d8c39a', ['60g', '60 g'], { aliases: ['oats', 'oatmeal', 'porridge oats'], protein: 8 }),
  entry('panko', 'grain', 'パン粉', 'panko breadcrumbs', '#eed9a4', ['40g', '40 g'], { aliases: ['panko', 'breadcrumbs', 'bread crumbs'], protein: 6 }),
  entry('potato_starch', 'grain', '片栗粉', 'potato starch', '#fbfbf8', ['大さじ2', '2 tbsp'], { aliases: ['katakuriko', 'cornstarch', 'corn starch', 'コーンスターチ'] }),
  entry('gyoza_wrappers', 'grain', '餃子の皮', 'gyoza wrappers', '#f1e8d2', ['20枚', '20'], { aliases: ['dumpling wrappers', 'ギョーザの皮'], protein: 8, grams: 120 }),
  entry('tortilla', 'grain', 'トルティーヤ', 'flour tortillas', '#ecd6a4', ['4枚', '4'], { aliases: ['tortillas', 'wraps'], protein: 8, salt: 1.2, grams: 160 }),
]

/** Milk, cream, cheese and their plant alternatives. */
export const DAIRY: LexiconEntry[] = [
  entry('milk', 'dairy', '牛乳', 'milk', '#fbfbf6', ['300ml', '300 ml'], { aliases: ['ミルク', 'whole milk'], protein: 10, sugar: 14 }),
  entry('butter', 'dairy', 'バター', 'butter', '#f6dc8a', ['20g', '20 g'], { aliases: ['unsalted butter', '無塩バター'], salt: 0.2 }),
  entry('cheese', 'dairy', 'ピザ用チーズ', 'grated cheese', '#f4c64a', ['60g', '60 g'], { aliases: ['cheese', 'チーズ', 'cheddar', 'mozzarella', 'モッツァレラ', 'シュレッドチーズ'], protein: 14, salt: 0.8 }),
  entry('parmesan', 'dairy', '粉チーズ', 'grated parmesan', '#f2e2a8', ['大さじ3（15g）', '3 tbsp (15 g)'], { aliases: ['parmesan', 'parmigiano', 'パルメザンチーズ'], protein: 6, salt: 0.6 }),
  entry('cream', 'dairy', '生クリーム', 'heavy cream', '#fbf6e8', ['200ml', '200 ml'], { aliases: ['cream', 'whipping cream', 'double cream', 'ホイップクリーム', 'whipped cream'], sugar: 6 }),
  entry('yogurt', 'dairy', 'プレーンヨーグルト', 'plain yogurt', '#f8f6f0', ['200g', '200 g'], { aliases: ['yogurt', 'yoghurt', 'ヨーグルト', 'greek yogurt'], protein: 7, sugar: 10 }),
  entry('cream_cheese', 'dairy', 'クリームチーズ', 'cream cheese', '#f7f3e6', ['200g', '200 g'], { protein: 16, salt: 1.4 }),
  entry('soy_milk', 'dairy', '無調整豆乳', 'unsweetened soy milk', '#f3ecd8', ['300ml', '300 ml'], { aliases: ['soy milk', 'soymilk', '豆乳'], protein: 11, sugar: 9 }),
  entry('oat_milk', 'dairy', 'オーツミルク', 'oat milk', '#eadcb8', ['300ml', '300 ml'], { aliases: ['oatmilk', 'plant milk', 'almond milk', 'アーモンドミルク'], protein: 3, sugar: 12 }),
]
