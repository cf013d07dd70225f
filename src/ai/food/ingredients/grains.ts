import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Rice, flours, starches, noodles, bread and wrappers. Wheat in any form carries `wheat` and
 * `gluten`; barley, rye and ordinary oats only `gluten`. Rice, buckwheat, corn, potato and tapioca
 * carry neither, whatever their names sound like.
 */
export const GRAINS: Ingredient[] = [
  // Rice and other grains.
  food('rice', 'grain', 'grain', ['ご飯', 'cooked rice'], ['300g', '300 g'], [], {
    aliases: ['rice', 'ごはん', '白米', '白ご飯', 'white rice', 'steamed rice', 'leftover rice', '冷やご飯', '残りご飯', '温かいご飯', 'jasmine rice', 'basmati rice', 'basmati', 'ジャスミンライス', 'バスマティライス', 'ライス'], protein: 8, color: '#f7f5ee',
  }),
  food('short_grain_rice', 'grain', 'grain', ['米', 'short-grain rice'], ['1合（150g）', '3/4 cup (150 g)'], [], {
    aliases: ['お米', 'uncooked rice', 'japanese rice', 'sushi rice', 'arborio', 'arborio rice', 'risotto rice', 'raw rice', '精白米', 'calrose rice'], protein: 9, color: '#f4f1e8',
  }),
  food('brown_rice', 'grain', 'grain', ['玄米', 'brown rice'], ['1合（150g）', '3/4 cup (150 g)'], [], {
    aliases: ['げんまい', 'wholegrain rice', '雑穀米', 'multigrain rice'], protein: 10, color: '#c8a878',
  }),
  food('glutinous_rice', 'grain', 'grain', ['もち米', 'glutinous rice'], ['1合（150g）', '3/4 cup (150 g)'], [], {
    aliases: ['sticky rice', 'sweet rice', 'mochi rice', 'もちごめ', '糯米'], protein: 10, color: '#fbfaf4',
  }),
  food('quinoa', 'grain', 'grain', ['キヌア', 'quinoa'], ['80g', '80 g'], [], {
    aliases: ['キノア'], protein: 11, color: '#e0d0a8',
  }),
  food('oats', 'grain', 'grain', ['オートミール', 'rolled oats'], ['60g', '60 g'], ['gluten'], {
    aliases: ['oats', 'oatmeal', 'oat flour', 'porridge oats', 'quick oats', 'オーツ麦', 'granola', 'グラノーラ'], protein: 8, color: '#d8c39a', swaps: { gluten: 'gluten_free_oats' },
  }),
  food('gluten_free_oats', 'grain', 'grain', ['グルテンフリーオートミール', 'certified gluten-free oats'], ['60g', '60 g'], [], {
    aliases: ['gluten-free oats', 'gluten free oats', 'gf oats', 'certified gluten-free oatmeal'], protein: 8, color: '#d8c39a',
  }),
  food('barley', 'grain', 'grain', ['押し麦', 'pearl barley'], ['50g', '50 g'], ['gluten'], {
    aliases: ['barley', 'もち麦', '大麦', 'pearled barley'], protein: 4, color: '#e0cfa0', swaps: { gluten: 'brown_rice' },
  }),
  food('couscous', 'grain', 'grain', ['クスクス', 'couscous'], ['100g', '100 g'], ['wheat', 'gluten'], {
    aliases: ['cous cous', 'pearl couscous'], protein: 13, color: '#efd8a0', swaps: { wheat: 'quinoa', gluten: 'quinoa' },
  }),
  food('bulgur', 'grain', 'grain', ['ブルグル', 'bulgur wheat'], ['80g', '80 g'], ['wheat', 'gluten'], {
    aliases: ['bulgur', 'bulghur', 'cracked wheat', 'ブルガー'], protein: 10, color: '#d8b878', swaps: { wheat: 'quinoa', gluten: 'quinoa' },
  }),

  // Flours and starches.
  food('flour', 'baking', 'powder', ['薄力粉', 'plain flour'], ['100g', '100 g'], ['wheat', 'gluten'], {
    aliases: ['flour', '小麦粉', 'all-purpose flour', 'all purpose flour', 'cake flour', 'wheat flour', 'wheat', 'self-raising flour', 'self-rising flour', 'ap flour', 'pastry flour', 'はくりきこ', 'こむぎこ'], protein: 8, color: '#f6f0e2',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour' },
  }),
  food('bread_flour', 'baking', 'powder', ['強力粉', 'bread flour'], ['200g', '200 g'], ['wheat', 'gluten'], {
    aliases: ['strong flour', 'strong white flour', 'high-gluten flour', 'きょうりきこ', 'semolina', 'セモリナ粉', 'durum wheat'], protein: 24, color: '#f2ead6',
    swaps: { wheat: 'gluten_free_flour', gluten: 'gluten_free_flour' },
  }),
  food('whole_wheat_flour', 'baking', 'powder', ['全粒粉', 'whole wheat flour'], ['100g', '100 g'], ['wheat', 'gluten'], {
    aliases: ['wholemeal flour', 'whole-wheat flour', 'atta', 'chapati flour', 'rye flour', 'ライ麦粉', 'spelt flour'], protein: 13, color: '#c8a878',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour' },
  }),
  // Rice flour: "flour" in the name, no wheat in it.
  food('rice_flour', 'baking', 'powder', ['米粉', 'rice flour'], ['100g', '100 g'], [], {
    aliases: ['こめこ', 'komeko', 'white rice flour', '製菓用米粉', 'joshinko', '上新粉'], protein: 6, color: '#fbf8f0',
  }),
  food('glutinous_rice_flour', 'baking', 'powder', ['白玉粉', 'glutinous rice flour'], ['100g', '100 g'], [], {
    aliases: ['shiratamako', 'sweet rice flour', 'mochiko', 'もち粉', '餅粉', 'しらたまこ'], protein: 6, color: '#fbfbf6',
  }),
  food('gluten_free_flour', 'baking', 'powder', ['グルテンフリーミックス粉', 'gluten-free flour blend'], ['100g', '100 g'], [], {
    aliases: ['gluten-free flour', 'gluten free flour', 'gf flour', 'gluten-free flour mix', 'sorghum flour', 'millet flour', 'teff flour', 'cassava flour', 'tiger nut flour', 'gluten-free all-purpose flour'], protein: 5, color: '#f4f0e4',
  }),
  // Buckwheat is a seed, not wheat.
  food('buckwheat_flour', 'baking', 'powder', ['そば粉', 'buckwheat flour'], ['100g', '100 g'], [], {
    aliases: ['buckwheat', 'ソバ粉', '蕎麦粉', 'sarrasin', 'buckwheat groats', 'kasha'], protein: 12, color: '#b8a890',
  }),
  food('coconut_flour', 'baking', 'powder', ['ココナッツフラワー', 'coconut flour'], ['50g', '50 g'], [], {
    aliases: ['ココナッツパウダー（粉）', 'coconut powder flour'], protein: 9, color: '#f4ecd8',
  }),
  food('egg_replacer', 'baking', 'powder', ['卵代替パウダー', 'egg replacer powder'], ['小さじ2', '2 tsp'], [], {
    aliases: ['egg replacer', 'vegan egg', 'plant-based egg', 'エッグレプレイサー', '植物性卵'], color: '#f6f0e0',
  }),
  food('cornmeal', 'baking', 'powder', ['コーンミール', 'cornmeal'], ['100g', '100 g'], [], {
    aliases: ['polenta', 'ポレンタ', 'masa harina', 'corn flour', 'コーングリッツ', 'grits'], protein: 8, color: '#f0c850',
  }),
  food('potato_starch', 'baking', 'powder', ['片栗粉', 'potato starch'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['katakuriko', 'かたくり粉', '水溶き片栗粉', 'starch slurry', 'potato flour', 'ポテトスターチ'], color: '#fbfbf8',
  }),
  food('cornstarch', 'baking', 'powder', ['コーンスターチ', 'cornstarch'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['corn starch', 'cornflour'], color: '#fbfbf8',
  }),
  food('tapioca', 'baking', 'small', ['タピオカパール', 'tapioca pearls'], ['60g', '60 g'], [], {
    aliases: ['tapioca', 'boba', 'タピオカ', 'tapioca starch', 'tapioca flour', 'タピオカ粉', 'sago'], color: '#3a2a22',
  }),
  food('kuzu', 'baking', 'powder', ['葛粉', 'kuzu starch'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['kudzu', 'くず粉', '本葛', 'arrowroot', 'warabi starch', 'わらび粉', 'わらび餅粉'], color: '#fbfbf8',
  }),
  food('tempura_flour', 'baking', 'powder', ['天ぷら粉', 'tempura batter mix'], ['60g', '60 g'], ['wheat', 'gluten'], {
    aliases: ['tempura flour', 'tempura mix', 'batter mix', 'てんぷら粉', 'から揚げ粉', 'karaage flour'], protein: 5, color: '#f6f0e2',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour' },
  }),
  // Dried dashi and grated yam are in the mix.
  food('okonomiyaki_flour', 'baking', 'powder', ['お好み焼き粉', 'okonomiyaki flour'], ['100g', '100 g'], ['wheat', 'gluten', 'fish'], {
    aliases: ['okonomiyaki mix', 'お好み焼粉', 'たこ焼き粉', 'takoyaki flour'], protein: 8, salt: 1.5, color: '#f2e8d0',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour', fish: 'flour' },
  }),
  food('pancake_mix', 'baking', 'powder', ['ホットケーキミックス', 'pancake mix'], ['150g', '150 g'], ['wheat', 'gluten', 'milk', 'soy'], {
    aliases: ['hotcake mix', 'ホットケーキの素', 'pancake batter mix', 'bisquick'], protein: 10, sugar: 30, salt: 1, color: '#f4e0b0',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour', milk: 'flour', soy: 'flour' },
  }),
  // Tempura crumbs are fried wheat batter.
  food('tenkasu', 'grain', 'small', ['天かす', 'tempura crumbs'], ['大さじ3', '3 tbsp'], ['wheat', 'gluten'], {
    aliases: ['tenkasu', 'agedama', '揚げ玉', 'てんかす', 'tempura bits'], color: '#e8c880',
  }),
  food('panko', 'grain', 'small', ['パン粉', 'panko breadcrumbs'], ['40g', '40 g'], ['wheat', 'gluten'], {
    aliases: ['panko', 'breadcrumbs', 'bread crumbs', 'dried breadcrumbs', '生パン粉'], protein: 6, color: '#eed9a4',
    swaps: { wheat: 'gluten_free_panko', gluten: 'gluten_free_panko' },
  }),
  food('gluten_free_panko', 'grain', 'small', ['米粉パン粉', 'rice-flour panko'], ['40g', '40 g'], [], {
    aliases: ['gluten-free panko', 'gluten-free breadcrumbs', 'gluten free panko', 'gf panko', 'gf breadcrumbs', 'rice panko', 'グルテンフリーパン粉'], protein: 3, color: '#f0e0b0',
  }),

  // Noodles and pasta.
  food('udon_noodles', 'noodle', 'noodle', ['ゆでうどん', 'udon noodles'], ['2玉', '2 portions'], ['wheat', 'gluten'], {
    aliases: ['udon', 'うどん', '冷凍うどん', 'frozen udon', 'うどん玉', 'udon noodle', '稲庭うどん'], protein: 12, salt: 1.2, grams: 400, color: '#f3ecd6',
    swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles' },
  }),
  food('ramen_noodles', 'noodle', 'noodle', ['中華麺', 'ramen noodles'], ['2玉', '2 portions'], ['wheat', 'gluten'], {
    aliases: ['chinese noodles', '生中華麺', 'ラーメンの麺', 'ラーメン用の麺', 'ramen noodle', 'fresh ramen noodles', '中華そば', '生麺', '冷やし中華の麺', 'instant noodles', 'インスタント麺'], protein: 16, salt: 1, grams: 240, color: '#efd27a',
    swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles' },
  }),
  food('yakisoba_noodles', 'noodle', 'noodle', ['焼きそば用蒸し麺', 'steamed yakisoba noodles'], ['2玉', '2 portions'], ['wheat', 'gluten'], {
    aliases: ['yakisoba noodles', '蒸し中華麺', '焼きそば麺', 'chow mein noodles', 'lo mein noodles'], protein: 10, salt: 0.6, grams: 300, color: '#e8c86a',
    swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles' },
  }),
  food('egg_noodles', 'noodle', 'noodle', ['卵麺', 'egg noodles'], ['2玉', '2 portions'], ['wheat', 'gluten', 'egg'], {
    aliases: ['egg noodle', 'エッグヌードル', 'wonton noodles'], protein: 14, grams: 200, color: '#f0c850',
    swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles', egg: 'ramen_noodles' },
  }),
  // Most dried soba is cut with wheat; only 100% buckwheat soba is wheat-free.
  food('soba_noodles', 'noodle', 'noodle', ['そば（乾麺）', 'dried soba noodles'], ['160g', '160 g'], ['wheat', 'gluten'], {
    aliases: ['soba noodles', 'soba', 'そば', '蕎麦', 'ソバ', 'buckwheat noodles', '二八そば', '茶そば'], protein: 19, salt: 3.5, color: '#8a7a62',
    swaps: { wheat: 'juwari_soba', gluten: 'juwari_soba' },
  }),
  food('juwari_soba', 'noodle', 'noodle', ['十割そば', '100% buckwheat soba'], ['160g', '160 g'], [], {
    aliases: ['juwari soba', '100% buckwheat noodles', 'gluten-free soba', '十割蕎麦'], protein: 19, color: '#7a6a52',
  }),
  food('somen', 'noodle', 'noodle', ['そうめん', 'somen noodles'], ['3束（150g）', '3 bundles (150 g)'], ['wheat', 'gluten'], {
    aliases: ['somen', 'ソーメン', '素麺', 'ひやむぎ', '冷麦', 'hiyamugi'], protein: 14, salt: 5.5, color: '#faf6ea',
    swaps: { wheat: 'rice_noodles', gluten: 'rice_noodles' },
  }),
  food('spaghetti', 'noodle', 'noodle', ['スパゲッティ', 'spaghetti'], ['160g', '160 g'], ['wheat', 'gluten'], {
    aliases: ['スパゲティ', 'linguine', 'リングイネ', 'fettuccine', 'フェットチーネ', 'pasta', 'パスタ', 'dried pasta', 'tagliatelle', 'capellini', 'spaghettini', 'vermicelli'], protein: 20, color: '#eed68a',
    swaps: { wheat: 'gluten_free_pasta', gluten: 'gluten_free_pasta' },
  }),
  food('short_pasta', 'noodle', 'noodle', ['ペンネ', 'penne'], ['160g', '160 g'], ['wheat', 'gluten'], {
    aliases: ['macaroni', 'マカロニ', 'fusilli', 'フジッリ', 'rigatoni', 'farfalle', 'orzo', 'short pasta', 'elbow macaroni'], protein: 20, color: '#eed68a',
    swaps: { wheat: 'gluten_free_pasta', gluten: 'gluten_free_pasta' },
  }),
  food('lasagna_sheets', 'noodle', 'sheet', ['ラザニアシート', 'lasagne sheets'], ['6枚', '6 sheets'], ['wheat', 'gluten'], {
    aliases: ['lasagna sheets', 'lasagna noodles', 'ラザニアの板'], protein: 14, grams: 120, color: '#f0d890',
    swaps: { wheat: 'gluten_free_pasta', gluten: 'gluten_free_pasta' },
  }),
  food('gluten_free_pasta', 'noodle', 'noodle', ['グルテンフリーパスタ', 'gluten-free pasta'], ['160g', '160 g'], [], {
    aliases: ['gluten free pasta', 'gf pasta', 'rice pasta', 'corn pasta', 'chickpea pasta', 'lentil pasta', 'bean pasta', 'konjac pasta', '米粉パスタ', 'brown rice pasta'], protein: 10, color: '#f0e0a0',
  }),
  food('gnocchi', 'noodle', 'noodle', ['ニョッキ', 'gnocchi'], ['300g', '300 g'], ['wheat', 'gluten'], {
    aliases: ['potato gnocchi'], protein: 10, color: '#f0e0b0',
  }),
  food('rice_noodles', 'noodle', 'noodle', ['ライスヌードル', 'rice noodles'], ['150g', '150 g'], [], {
    aliases: ['フォーの麺', 'rice vermicelli', 'ビーフン', 'rice sticks', 'pho noodles', 'pad thai noodles', 'センレック', 'センヤイ', 'センミー', 'bun noodles', '米麺'], protein: 5, color: '#f2efe6',
  }),
  food('glass_noodles', 'noodle', 'noodle', ['春雨', 'glass noodles'], ['50g', '50 g'], [], {
    aliases: ['harusame', 'はるさめ', 'cellophane noodles', 'bean thread noodles', 'mung bean noodles', '緑豆春雨', 'dangmyeon', 'タンミョン', 'sweet potato noodles', 'japchae noodles'], color: '#f4f4f0',
  }),
  food('shirataki', 'noodle', 'noodle', ['しらたき', 'shirataki noodles'], ['1袋（200g）', '1 pack (200 g)'], [], {
    aliases: ['shirataki', '糸こんにゃく', 'konjac noodles', 'シラタキ', '白滝'], grams: 200, color: '#f0f0ea',
  }),
  food('mochi', 'grain', 'piece', ['切り餅', 'mochi rice cakes'], ['4個', '4'], [], {
    aliases: ['餅', 'お餅', 'もち', 'rice cake', 'rice cakes', 'kirimochi', '角餅', '丸餅'], cut: { ja: '半分に切る', en: 'halve' }, protein: 8, grams: 200, season: ['winter'], color: '#fbfaf4',
  }),
  food('tteok', 'grain', 'piece', ['トッポッキ用の餅', 'Korean rice cakes'], ['200g', '200 g'], [], {
    aliases: ['tteok', 'トック', 'トッポギの餅', 'topokki rice cakes', 'garaetteok', 'rice cake sticks', '韓国餅'], protein: 7, color: '#f8f6ee',
  }),

  // Bread and wrappers.
  food('bread', 'bread', 'sheet', ['食パン', 'sandwich bread'], ['4枚', '4 slices'], ['wheat', 'gluten', 'milk'], {
    aliases: ['bread', 'パン', 'toast bread', 'white bread', 'sliced bread', 'トースト', 'shokupan', '8枚切り食パン', '6枚切り食パン', 'brioche', 'ブリオッシュ', 'milk bread'], protein: 11, salt: 1.5, grams: 160, color: '#e8c890',
    swaps: { wheat: 'gluten_free_bread', gluten: 'gluten_free_bread', milk: 'baguette' },
  }),
  food('baguette', 'bread', 'piece', ['バゲット', 'baguette'], ['1/2本', '1/2'], ['wheat', 'gluten'], {
    aliases: ['french bread', 'フランスパン', 'crusty bread', 'sourdough', 'サワードウ', 'ciabatta', 'チャバタ', 'country bread', 'カンパーニュ'], cut: { ja: '1.5cm厚さに切る', en: 'slice 1.5 cm thick' }, protein: 9, salt: 1.6, grams: 100, color: '#d8a860',
    swaps: { wheat: 'gluten_free_bread', gluten: 'gluten_free_bread' },
  }),
  food('buns', 'bread', 'piece', ['バンズ', 'burger buns'], ['2個', '2'], ['wheat', 'gluten', 'milk', 'egg'], {
    aliases: ['burger bun', 'hot dog buns', 'bread rolls', 'ロールパン', 'ハンバーガーバンズ', 'コッペパン'], cut: { ja: '横半分に切る', en: 'split in half' }, protein: 8, salt: 1, grams: 120, color: '#d8a058',
    swaps: { wheat: 'gluten_free_bread', gluten: 'gluten_free_bread', milk: 'baguette', egg: 'baguette' },
  }),
  food('gluten_free_bread', 'bread', 'sheet', ['米粉パン', 'gluten-free bread'], ['4枚', '4 slices'], [], {
    aliases: ['gluten free bread', 'gf bread', 'rice flour bread', 'グルテンフリーパン', 'gf bread'], protein: 4, grams: 160, color: '#f0d8a8',
  }),
  food('pita', 'bread', 'sheet', ['ピタパン', 'pita bread'], ['2枚', '2'], ['wheat', 'gluten'], {
    aliases: ['pita', 'pitta', 'pita breads', 'flatbread', 'flatbreads', 'lavash'], protein: 10, salt: 1, grams: 120, color: '#e8d0a0',
    swaps: { wheat: 'corn_tortilla', gluten: 'corn_tortilla' },
  }),
  food('naan', 'bread', 'sheet', ['ナン', 'naan'], ['2枚', '2'], ['wheat', 'gluten', 'milk'], {
    aliases: ['nan bread', 'naan bread', 'garlic naan', 'chapati', 'chapatis', 'roti', 'チャパティ'], protein: 14, salt: 1.4, grams: 180, color: '#e8c890',
    swaps: { wheat: 'rice', gluten: 'rice', milk: 'pita' },
  }),
  food('tortilla', 'bread', 'sheet', ['トルティーヤ', 'flour tortillas'], ['4枚', '4'], ['wheat', 'gluten'], {
    aliases: ['tortillas', 'flour tortilla', 'トルティーヤ（小麦粉）', 'burrito tortillas'], protein: 8, salt: 1.2, grams: 160, color: '#ecd6a4',
    swaps: { wheat: 'corn_tortilla', gluten: 'corn_tortilla' },
  }),
  food('corn_tortilla', 'bread', 'sheet', ['コーントルティーヤ', 'corn tortillas'], ['6枚', '6'], [], {
    aliases: ['corn tortilla', 'taco shells', 'tostadas', 'tortilla chips', 'トルティーヤチップス'], protein: 5, salt: 0.2, grams: 150, color: '#e8c060',
  }),
  food('gyoza_wrappers', 'bread', 'sheet', ['餃子の皮', 'gyoza wrappers'], ['20枚', '20'], ['wheat', 'gluten'], {
    aliases: ['dumpling wrappers', 'ギョーザの皮', 'gyoza skins', 'potsticker wrappers', 'dumpling skins', 'シュウマイの皮', 'shumai wrappers', 'ワンタンの皮', 'wonton wrappers', 'wonton skins', 'mandu wrappers'], protein: 8, grams: 120, color: '#f1e8d2',
    swaps: { wheat: 'rice_paper', gluten: 'rice_paper' },
  }),
  food('spring_roll_wrappers', 'bread', 'sheet', ['春巻きの皮', 'spring roll wrappers'], ['10枚', '10'], ['wheat', 'gluten'], {
    aliases: ['spring roll wrapper', 'spring roll pastry', 'egg roll wrappers', 'harumaki wrappers', '春巻の皮'], protein: 6, grams: 130, color: '#f0e4c8',
    swaps: { wheat: 'rice_paper', gluten: 'rice_paper' },
  }),
  food('rice_paper', 'bread', 'sheet', ['ライスペーパー', 'rice paper'], ['6枚', '6 sheets'], [], {
    aliases: ['rice paper wrappers', 'rice paper sheets', 'banh trang', 'ライスペーパーの皮'], grams: 60, color: '#f4f2ee',
  }),
  food('puff_pastry', 'bread', 'sheet', ['冷凍パイシート', 'puff pastry'], ['2枚', '2 sheets'], ['wheat', 'gluten', 'milk'], {
    aliases: ['puff pastry sheets', 'パイシート', 'pie crust', 'pie dough', 'shortcrust pastry', 'パイ生地', 'tart shell', 'tart shells', 'タルト台', 'filo', 'phyllo'], protein: 10, grams: 200, color: '#f0d8a0',
  }),
  food('biscuits', 'baking', 'small', ['ビスケット', 'digestive biscuits'], ['80g', '80 g'], ['wheat', 'gluten', 'milk'], {
    aliases: ['biscuits', 'graham crackers', 'graham cracker', 'digestives', 'crackers', 'クラッカー', 'oreo', 'ladyfingers', 'savoiardi', 'sponge fingers'], protein: 5, sugar: 16, color: '#d8b070',
    swaps: { wheat: 'gluten_free_oats', gluten: 'gluten_free_oats', milk: 'gluten_free_oats' },
  }),
  food('sponge_cake', 'baking', 'piece', ['スポンジケーキ', 'sponge cake'], ['1台（15cm）', '1 {} (15 cm)'], ['wheat', 'gluten', 'egg', 'milk'], {
    aliases: ['castella', 'カステラ', 'スポンジ生地', 'pound cake'], cut: { ja: '横2枚に切る', en: 'slice in half horizontally' }, protein: 10, sugar: 40, grams: 200, color: '#f2d080',
  }),
  food('cornflakes', 'grain', 'small', ['コーンフレーク', 'cornflakes'], ['30g', '30 g'], ['gluten'], {
    aliases: ['corn flakes', 'cereal', 'シリアル', 'rice krispies', 'puffed rice'], protein: 2, sugar: 3, salt: 0.6, color: '#f0c050',
  }),
]
