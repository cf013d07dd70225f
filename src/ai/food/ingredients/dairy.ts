import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Milk, cream, cheese, butter and the plant milks that stand in for them. A plant milk is safe
 * for a milk allergy but brings its own: soy, tree nuts, or (oats) gluten.
 */
export const DAIRY: Ingredient[] = [
  food('milk', 'dairy', 'liquid', ['牛乳', 'milk'], ['300ml', '300 ml'], ['milk'], {
    aliases: ['ミルク', 'whole milk', 'ぎゅうにゅう', 'cow\'s milk', 'semi-skimmed milk', 'low-fat milk', '低脂肪乳', 'warm milk', 'cold milk'], protein: 10, sugar: 14, color: '#fbfbf6',
    swaps: { milk: 'soy_milk' },
  }),
  food('butter', 'dairy', 'paste', ['バター', 'butter'], ['20g', '20 g'], ['milk'], {
    aliases: ['unsalted butter', '無塩バター', 'salted butter', '有塩バター', 'melted butter', '溶かしバター'], salt: 0.2, color: '#f6dc8a',
    swaps: { milk: 'vegan_butter' },
  }),
  food('ghee', 'dairy', 'paste', ['ギー', 'ghee'], ['大さじ1', '1 tbsp'], ['milk'], {
    aliases: ['clarified butter', 'ギー（澄ましバター）'], color: '#f0c860', swaps: { milk: 'oil' },
  }),
  food('cheese', 'dairy', 'small', ['ピザ用チーズ', 'grated cheese'], ['60g', '60 g'], ['milk'], {
    aliases: ['cheese', 'チーズ', 'cheddar', 'チェダーチーズ', 'shredded cheese', 'シュレッドチーズ', 'とろけるチーズ', 'pizza cheese', 'gruyere', 'グリュイエール', 'emmental', 'スライスチーズ', 'cheese slices', 'gouda'], protein: 14, salt: 0.8, color: '#f4c64a',
    swaps: { milk: 'vegan_cheese' },
  }),
  food('mozzarella', 'dairy', 'piece', ['モッツァレラ', 'mozzarella'], ['1個（100g）', '1 ball (100 g)'], ['milk'], {
    aliases: ['mozzarella cheese', 'fresh mozzarella', 'モッツァレラチーズ', 'モッツァレッラ', 'burrata', 'ブッラータ'], cut: { ja: '1cm厚さに切る', en: 'slice 1 cm thick' }, protein: 18, salt: 0.2, grams: 100, color: '#fbf8f0',
    swaps: { milk: 'vegan_cheese' },
  }),
  food('parmesan', 'dairy', 'powder', ['粉チーズ', 'grated parmesan'], ['大さじ3（15g）', '3 tbsp (15 g)'], ['milk'], {
    aliases: ['parmesan', 'parmigiano', 'parmigiano reggiano', 'パルメザンチーズ', 'パルミジャーノ', 'pecorino', 'ペコリーノ', 'grana padano'], protein: 6, salt: 0.6, color: '#f2e2a8',
    swaps: { milk: 'nutritional_yeast' },
  }),
  food('feta', 'dairy', 'piece', ['フェタチーズ', 'feta'], ['60g', '60 g'], ['milk'], {
    aliases: ['feta cheese', 'halloumi', 'ハルーミ', 'goat cheese', 'chevre', 'ヤギのチーズ', 'queso fresco', 'cotija', 'ケソフレスコ'], cut: { ja: '手で崩す', en: 'crumble' }, protein: 9, salt: 1.6, color: '#f8f6ee',
    swaps: { milk: 'tofu' },
  }),
  food('paneer', 'dairy', 'piece', ['パニール', 'paneer'], ['200g', '200 g'], ['milk'], {
    aliases: ['paneer cheese', 'indian cottage cheese', 'cottage cheese', 'カッテージチーズ', 'ricotta', 'リコッタ'], cut: { ja: '2cm角に切る', en: 'cut into 2 cm cubes' }, protein: 36, color: '#f8f4e8',
    swaps: { milk: 'tofu' },
  }),
  food('cream_cheese', 'dairy', 'paste', ['クリームチーズ', 'cream cheese'], ['200g', '200 g'], ['milk'], {
    aliases: ['philadelphia', 'フィラデルフィア', 'soft cheese'], protein: 16, salt: 1.4, color: '#f7f3e6',
  }),
  food('mascarpone', 'dairy', 'paste', ['マスカルポーネ', 'mascarpone'], ['100g', '100 g'], ['milk'], {
    aliases: ['mascarpone cheese', 'マスカルポーネチーズ'], protein: 4, sugar: 4, color: '#fbf6e6',
  }),
  food('cream', 'dairy', 'liquid', ['生クリーム', 'heavy cream'], ['200ml', '200 ml'], ['milk'], {
    aliases: ['cream', 'whipping cream', 'double cream', 'single cream', 'ホイップクリーム', 'whipped cream', 'heavy whipping cream', 'fresh cream', 'なまクリーム', '動物性生クリーム', 'light cream', 'half-and-half'], sugar: 6, color: '#fbf6e8',
    swaps: { milk: 'coconut_cream' },
  }),
  food('sour_cream', 'dairy', 'paste', ['サワークリーム', 'sour cream'], ['大さじ4', '4 tbsp'], ['milk'], {
    aliases: ['creme fraiche', 'crème fraîche', 'クレームフレッシュ'], protein: 2, color: '#f8f6ee', swaps: { milk: 'soy_yogurt' },
  }),
  food('yogurt', 'dairy', 'paste', ['プレーンヨーグルト', 'plain yogurt'], ['200g', '200 g'], ['milk'], {
    aliases: ['yogurt', 'yoghurt', 'ヨーグルト', 'greek yogurt', 'ギリシャヨーグルト', 'natural yogurt', 'curd', 'dahi', '水切りヨーグルト', 'strained yogurt'], protein: 7, sugar: 10, color: '#f8f6f0',
    swaps: { milk: 'soy_yogurt' },
  }),
  food('buttermilk', 'dairy', 'liquid', ['バターミルク', 'buttermilk'], ['200ml', '200 ml'], ['milk'], {
    aliases: ['cultured buttermilk'], protein: 7, sugar: 10, color: '#f8f4ea', swaps: { milk: 'soy_milk' },
  }),
  food('condensed_milk', 'dairy', 'liquid', ['練乳', 'sweetened condensed milk'], ['大さじ3', '3 tbsp'], ['milk'], {
    aliases: ['condensed milk', 'コンデンスミルク', 'れんにゅう', 'evaporated milk', 'エバミルク'], protein: 3, sugar: 25, color: '#f6ecc8',
    swaps: { milk: 'coconut_cream' },
  }),
  food('skim_milk_powder', 'dairy', 'powder', ['スキムミルク', 'skim milk powder'], ['大さじ2', '2 tbsp'], ['milk'], {
    aliases: ['milk powder', 'powdered milk', '脱脂粉乳', 'dried milk'], protein: 4, sugar: 6, color: '#fbfbf6',
  }),
  food('ice_cream', 'dairy', 'paste', ['バニラアイスクリーム', 'vanilla ice cream'], ['2スクープ（120g）', '2 scoops (120 g)'], ['milk', 'egg'], {
    aliases: ['ice cream', 'アイスクリーム', 'バニラアイス', 'gelato', 'ジェラート', 'soft serve', 'ソフトクリーム'], protein: 4, sugar: 25, color: '#fbf4dc',
    swaps: { milk: 'sorbet', egg: 'sorbet' },
  }),
  food('vegan_ice_cream', 'dairy', 'paste', ['植物性アイスクリーム', 'dairy-free ice cream'], ['2スクープ（120g）', '2 scoops (120 g)'], [], {
    aliases: ['vegan ice cream', 'non-dairy ice cream', 'coconut ice cream', 'plant-based ice cream', 'ヴィーガンアイス', '豆乳アイス', 'oat milk ice cream'], sugar: 22, color: '#f8efd8',
  }),
  food('sorbet', 'dairy', 'paste', ['シャーベット', 'sorbet'], ['2スクープ（120g）', '2 scoops (120 g)'], [], {
    aliases: ['ソルベ', 'fruit sorbet', 'lemon sorbet', 'sherbet'], sugar: 30, color: '#f8d8d0',
  }),

  // Plant milks and dairy-free stand-ins. "Milk", "butter" and "cream" in their names do not make them dairy.
  food('soy_milk', 'dairy', 'liquid', ['無調整豆乳', 'unsweetened soy milk'], ['300ml', '300 ml'], ['soy'], {
    aliases: ['soy milk', 'soymilk', 'soya milk', '豆乳', 'ソイミルク', '調整豆乳', 'とうにゅう'], protein: 11, sugar: 9, color: '#f3ecd8',
    swaps: { soy: 'oat_milk' },
  }),
  // Oats pick up gluten on the way; only certified gluten-free oat milk is free of it.
  food('oat_milk', 'dairy', 'liquid', ['オーツミルク', 'oat milk'], ['300ml', '300 ml'], ['gluten'], {
    aliases: ['oatmilk', 'oat drink', 'オートミルク', 'oat cream', 'oat creamer', 'オーツクリーム'], protein: 3, sugar: 12, color: '#eadcb8',
    swaps: { gluten: 'rice_milk' },
  }),
  food('soy_cream', 'dairy', 'liquid', ['豆乳ホイップ', 'soy whipping cream'], ['200ml', '200 ml'], ['soy'], {
    aliases: ['soy cream', '豆乳クリーム', 'ソイホイップ', 'soy whip'], sugar: 6, color: '#f6f0e0', swaps: { soy: 'coconut_cream' },
  }),
  food('cashew_cream', 'dairy', 'liquid', ['カシューナッツクリーム', 'cashew cream'], ['150ml', '150 ml'], ['tree_nut'], {
    aliases: ['cashew sauce', 'カシュークリーム'], protein: 5, color: '#f2e8d4', swaps: { tree_nut: 'coconut_cream' },
  }),
  food('coconut_yogurt', 'dairy', 'paste', ['ココナッツヨーグルト', 'coconut yogurt'], ['200g', '200 g'], [], {
    aliases: ['coconut yoghurt', 'dairy-free coconut yogurt'], sugar: 4, color: '#f8f6ee',
  }),
  food('almond_milk', 'dairy', 'liquid', ['アーモンドミルク', 'almond milk'], ['300ml', '300 ml'], ['tree_nut'], {
    aliases: ['almond drink', 'almondmilk', 'cashew milk', 'hazelnut milk', 'macadamia milk', 'nut milk', 'カシューミルク', 'ヘーゼルナッツミルク'], protein: 2, sugar: 6, color: '#f2e8d8',
    swaps: { tree_nut: 'oat_milk' },
  }),
  food('rice_milk', 'dairy', 'liquid', ['ライスミルク', 'rice milk'], ['300ml', '300 ml'], [], {
    aliases: ['rice drink', 'hemp milk', 'pea milk', 'plant milk', 'non-dairy milk', 'dairy-free milk', '植物性ミルク'], protein: 1, sugar: 15, color: '#f6f2e8',
  }),
  food('coconut_milk', 'dairy', 'liquid', ['ココナッツミルク', 'coconut milk'], ['200ml', '200 ml'], [], {
    aliases: ['coconut milk canned', 'ココナツミルク', 'light coconut milk', 'tinned coconut milk'], sugar: 6, color: '#f5f0e6',
  }),
  food('coconut_cream', 'dairy', 'liquid', ['ココナッツクリーム', 'coconut cream'], ['200ml', '200 ml'], [], {
    aliases: ['coconut whipped cream', 'whipped coconut cream', 'ココナツクリーム'], sugar: 6, color: '#f8f4ea',
  }),
  // Most margarine, in Japan especially, is made with milk solids or whey.
  food('margarine', 'fat', 'paste', ['マーガリン', 'margarine'], ['20g', '20 g'], ['milk'], {
    aliases: ['ファットスプレッド', 'fat spread', 'butter spread'], salt: 0.3, color: '#f6e08a', swaps: { milk: 'vegan_butter' },
  }),
  food('shortening', 'fat', 'paste', ['ショートニング', 'vegetable shortening'], ['20g', '20 g'], [], {
    aliases: ['shortening', 'crisco'], color: '#f8f6ee',
  }),
  food('vegan_butter', 'dairy', 'paste', ['植物性バター', 'plant-based butter'], ['20g', '20 g'], [], {
    aliases: ['vegan butter', 'dairy-free butter', 'plant butter', 'ヴィーガンバター', 'ビーガンバター', 'dairy-free spread', 'vegan margarine', '乳不使用マーガリン'], salt: 0.3, color: '#f6dc8a',
  }),
  food('vegan_cheese', 'dairy', 'small', ['植物性チーズ', 'plant-based cheese'], ['60g', '60 g'], [], {
    aliases: ['vegan cheese', 'dairy-free cheese', 'ヴィーガンチーズ', 'ビーガンチーズ', '豆乳チーズ'], salt: 0.8, color: '#f4d070',
  }),
  food('nutritional_yeast', 'dairy', 'powder', ['ニュートリショナルイースト', 'nutritional yeast'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['nooch', 'yeast flakes', 'nutritional yeast flakes'], protein: 5, color: '#f2d040',
  }),
  food('soy_yogurt', 'dairy', 'paste', ['豆乳ヨーグルト', 'soy yogurt'], ['200g', '200 g'], ['soy'], {
    aliases: ['soy yoghurt', 'dairy-free yogurt', 'plant-based yogurt', 'vegan yogurt'], protein: 7, sugar: 4, color: '#f4f0e4',
  }),
]

