import type { PictureRecipe } from '../../src/ai/dish-picture'
import type { PictureFamily } from '../../src/ai/picture-families'

/** A recipe as the picture reads it, from a title, a category and English ingredient lines. */
export const sampleRecipe = (
  title_en: string,
  title_ja: string,
  category: PictureRecipe['category'],
  ingredients_en: string[],
): PictureRecipe => ({
  title_en,
  title_ja,
  category,
  ingredients_en,
  ingredients_ja: [],
  steps_en: ['Prepare everything.', 'Cook and serve.'],
  steps_ja: [],
})

/** One typical recipe of each picture family: the contact sheet draws them, the tests expect their families. */
export const FAMILY_SAMPLES: Array<{ family: PictureFamily; recipe: PictureRecipe }> = [
  {
    family: 'noodle_soup',
    recipe: sampleRecipe('Shoyu ramen', '醤油ラーメン', 'main', [
      '2 portions ramen noodles',
      '800 ml chicken stock',
      '2 tbsp soy sauce',
      '150 g pork belly',
      '2 eggs',
      '2 green onions',
    ]),
  },
  {
    family: 'noodles_on_a_plate',
    recipe: sampleRecipe('Spaghetti bolognese', 'スパゲッティ・ボロネーゼ', 'main', [
      '200 g spaghetti',
      '200 g ground beef',
      '400 g canned tomato',
      '1 onion',
      '20 g parmesan',
      'basil',
    ]),
  },
  {
    family: 'curry_and_rice',
    recipe: sampleRecipe('Japanese curry rice', 'カレーライス', 'main', [
      '400 g cooked rice',
      '200 g chicken thigh',
      '1 carrot',
      '2 potatoes',
      '1 onion',
      '2 cubes curry roux',
    ]),
  },
  {
    family: 'rice_bowl',
    recipe: sampleRecipe('Bibimbap', 'ビビンバ', 'main', [
      '400 g cooked rice',
      '150 g ground beef',
      '100 g spinach',
      '1 carrot',
      '100 g bean sprouts',
      '2 eggs',
      '1 tbsp gochujang',
    ]),
  },
  {
    family: 'rice_bowl',
    recipe: sampleRecipe('Egg fried rice', '卵チャーハン', 'main', [
      '400 g cooked rice',
      '2 eggs',
      '100 g ham',
      '50 g peas',
      '2 green onions',
      '1 tbsp soy sauce',
    ]),
  },
  {
    family: 'sushi',
    recipe: sampleRecipe('Salmon and tuna sushi', 'サーモンとマグロの寿司', 'main', [
      '400 g cooked rice',
      '150 g salmon',
      '150 g tuna',
      '1 cucumber',
      '2 sheets nori',
      '1 tsp wasabi',
    ]),
  },
  {
    family: 'dumplings',
    recipe: sampleRecipe('Pork gyoza', '焼き餃子', 'main', [
      '20 gyoza wrappers',
      '150 g ground pork',
      '100 g cabbage',
      '1 tbsp soy sauce',
      '1 tbsp sesame oil',
    ]),
  },
  {
    family: 'stir_fry',
    recipe: sampleRecipe('Kung pao chicken', '宮保鶏丁', 'main', [
      '300 g chicken thigh',
      '1 bell pepper',
      '50 g peanuts',
      '2 tbsp soy sauce',
      '2 chili',
      '1 leek',
    ]),
  },
  {
    family: 'soup',
    recipe: sampleRecipe('Pumpkin soup', 'かぼちゃのポタージュ', 'main', [
      '400 g pumpkin',
      '1 onion',
      '300 ml milk',
      '50 ml cream',
      '1 tsp salt',
      'parsley',
    ]),
  },
  {
    family: 'salad',
    recipe: sampleRecipe('Greek salad', 'ギリシャ風サラダ', 'main', [
      '1 lettuce',
      '2 tomatoes',
      '1 cucumber',
      '100 g feta',
      '1 red onion',
      '2 tbsp olive oil',
    ]),
  },
  {
    family: 'sandwich',
    recipe: sampleRecipe('BLT sandwich', 'BLTサンド', 'snack', [
      '4 slices bread',
      '4 lettuce leaves',
      '1 tomato',
      '4 slices bacon',
      '1 tbsp mayonnaise',
    ]),
  },
  {
    family: 'tacos_and_wraps',
    recipe: sampleRecipe('Beef tacos', 'ビーフタコス', 'main', [
      '6 corn tortillas',
      '250 g ground beef',
      '1 tomato',
      '2 lettuce leaves',
      '50 g cheese',
      '1 lime',
      'cilantro',
    ]),
  },
  {
    family: 'pancake_and_flatbread',
    recipe: sampleRecipe('Fluffy pancakes', 'ふわふわパンケーキ', 'dessert', [
      '150 g flour',
      '1 egg',
      '150 ml milk',
      '20 g butter',
      '2 tbsp maple syrup',
      '50 g blueberries',
    ]),
  },
  {
    family: 'pizza',
    recipe: sampleRecipe('Pizza Margherita', 'マルゲリータ', 'main', [
      '1 pizza dough',
      '100 ml tomato sauce',
      '125 g mozzarella',
      'basil',
      '1 tbsp olive oil',
    ]),
  },
  {
    family: 'cake_slice',
    recipe: sampleRecipe('Strawberry shortcake', 'いちごのショートケーキ', 'dessert', [
      '1 sponge cake',
      '200 ml cream',
      '10 strawberries',
      '30 g sugar',
    ]),
  },
  {
    family: 'cookies',
    recipe: sampleRecipe('Chocolate chip cookies', 'チョコチップクッキー', 'dessert', [
      '200 g flour',
      '100 g butter',
      '80 g brown sugar',
      '1 egg',
      '100 g chocolate',
    ]),
  },
  {
    family: 'pudding_and_custard',
    recipe: sampleRecipe('Custard pudding', 'カスタードプリン', 'dessert', [
      '3 eggs',
      '300 ml milk',
      '60 g sugar',
      '2 tbsp caramel',
    ]),
  },
  {
    family: 'frozen_dessert',
    recipe: sampleRecipe('Matcha ice cream', '抹茶アイスクリーム', 'dessert', [
      '2 tsp matcha',
      '200 ml cream',
      '100 ml milk',
      '60 g sugar',
      '2 egg yolks',
    ]),
  },
  {
    family: 'pie_and_tart',
    recipe: sampleRecipe('Apple pie', 'アップルパイ', 'dessert', [
      '2 sheets puff pastry',
      '3 apples',
      '60 g sugar',
      '1 tsp cinnamon',
      '20 g butter',
    ]),
  },
  {
    family: 'bread',
    recipe: sampleRecipe('Country bread loaf', 'カンパーニュ', 'snack', [
      '400 g bread flour',
      '280 ml water',
      '1 tsp yeast',
      '8 g salt',
    ]),
  },
  {
    family: 'skewers',
    recipe: sampleRecipe('Yakitori', '焼き鳥', 'main', [
      '300 g chicken thigh',
      '2 leeks',
      '3 tbsp teriyaki sauce',
      '1 lemon',
    ]),
  },
  {
    family: 'cutlet',
    recipe: sampleRecipe('Tonkatsu', 'とんかつ', 'main', [
      '2 pork loin cutlets',
      '50 g panko',
      '1 egg',
      '3 tbsp flour',
      '1/4 cabbage',
      '2 tbsp tonkatsu sauce',
    ]),
  },
  {
    family: 'hot_drink',
    recipe: sampleRecipe('Caffè latte', 'カフェラテ', 'drink', ['60 ml coffee', '200 ml milk', '1 tsp sugar']),
  },
  {
    family: 'cold_drink',
    recipe: sampleRecipe('Homemade lemonade', '自家製レモネード', 'drink', [
      '2 lemons',
      '40 g sugar',
      '300 ml sparkling water',
      '8 ice cubes',
    ]),
  },
  {
    family: 'smoothie',
    recipe: sampleRecipe('Strawberry banana smoothie', 'いちごバナナスムージー', 'drink', [
      '8 strawberries',
      '1 banana',
      '200 ml milk',
      '1 tbsp honey',
      '4 ice cubes',
    ]),
  },
  {
    family: 'mocktail',
    recipe: sampleRecipe('Sunset mocktail', 'サンセットモクテル', 'drink', [
      '1 tbsp grenadine',
      '150 ml orange juice',
      '100 ml sparkling water',
      'mint',
      '4 ice cubes',
    ]),
  },
  {
    family: 'plated_main',
    recipe: sampleRecipe('Pan-seared steak with vegetables', 'ステーキと焼き野菜', 'main', [
      '300 g steak',
      '1 zucchini',
      '1 carrot',
      '100 g broccoli',
      '2 potatoes',
      '1 tbsp butter',
    ]),
  },
]
