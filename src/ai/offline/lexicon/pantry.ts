import { entry, type LexiconEntry } from './types'

/** Seasonings, oils and sauces: salt and sugar in grams for the usual amount. */
export const SEASONINGS: LexiconEntry[] = [
  entry('salt', 'seasoning', '塩', 'salt', '#fafafa', ['小さじ1/4', '1/4 tsp'], { aliases: ['sea salt'], salt: 1.5 }),
  entry('pepper', 'seasoning', 'こしょう', 'black pepper', '#3a3430', ['少々', 'a pinch of'], { aliases: ['pepper', 'コショウ', '胡椒', '黒こしょう'] }),
  entry('soy_sauce', 'seasoning', 'しょうゆ', 'soy sauce', '#4a2417', ['大さじ2', '2 tbsp'], { aliases: ['醤油', 'しょう油', 'shoyu', 'soya sauce', 'tamari'], salt: 5.2 }),
  entry('miso', 'seasoning', 'みそ', 'miso', '#b7823e', ['大さじ2', '2 tbsp'], { aliases: ['味噌', 'ミソ', 'white miso', 'red miso', '白みそ'], salt: 4.4, notes: 'fermented soybean paste' }),
  entry('mirin', 'seasoning', 'みりん', 'mirin', '#e8c77a', ['大さじ2', '2 tbsp'], { aliases: ['本みりん', 'sweet rice wine'], sugar: 12 }),
  entry('sake', 'seasoning', '料理酒', 'cooking sake', '#f1efe6', ['大さじ2', '2 tbsp'], { aliases: ['sake', '酒', '日本酒'], salt: 0.6 }),
  entry('sugar', 'seasoning', '砂糖', 'sugar', '#fbfbfb', ['大さじ1', '1 tbsp'], { aliases: ['granulated sugar', 'caster sugar', 'きび砂糖', 'グラニュー糖'], sugar: 9 }),
  entry('rice_vinegar', 'seasoning', '米酢', 'rice vinegar', '#f2ead0', ['大さじ1', '1 tbsp'], { aliases: ['vinegar', '酢', 'お酢', 'black vinegar', '黒酢'] }),
  entry('sesame_oil', 'seasoning', 'ごま油', 'toasted sesame oil', '#b9772c', ['小さじ2', '2 tsp'], { aliases: ['sesame oil', 'ゴマ油', '胡麻油'] }),
  entry('olive_oil', 'seasoning', 'オリーブオイル', 'olive oil', '#b9b04a', ['大さじ1', '1 tbsp'], { aliases: ['extra virgin olive oil', 'オリーブ油'] }),
  entry('oil', 'seasoning', 'サラダ油', 'vegetable oil', '#efe2a0', ['大さじ1', '1 tbsp'], { aliases: ['oil', 'cooking oil', 'canola oil', '油'] }),
  entry('dashi', 'seasoning', 'だし汁', 'dashi stock', '#e2c58a', ['400ml', '400 ml'], { aliases: ['dashi', '出汁', 'お出汁', 'katsuobushi', 'かつお節', 'bonito flakes'], salt: 0.4 }),
  entry('kombu', 'seasoning', '昆布', 'kombu', '#3c4a2a', ['5g', '5 g'], { aliases: ['konbu', 'kelp', 'こんぶ'] }),
  entry('stock', 'seasoning', 'コンソメ（顆粒）', 'stock powder', '#d8a85a', ['小さじ1', '1 tsp'], { aliases: ['consomme', 'bouillon', 'stock', 'broth', 'chicken stock', '鶏がらスープの素', 'ブイヨン'], salt: 1.5 }),
  entry('curry_roux', 'seasoning', 'カレールウ', 'Japanese curry roux', '#8a5222', ['2かけ（40g）', '2 cubes (40 g)'], { aliases: ['curry roux', 'カレールー'], salt: 4.2 }),
  entry('curry_powder', 'seasoning', 'カレー粉', 'curry powder', '#d99a2a', ['小さじ2', '2 tsp'], { aliases: ['garam masala', 'ガラムマサラ'] }),
  entry('chili', 'seasoning', '赤唐辛子', 'dried red chili', '#c8281e', ['1本', '1'], { aliases: ['chili', 'chilli', 'chili flakes', '唐辛子', '一味', 'ラー油', 'chili oil', 'spicy'] }),
  entry('gochujang', 'seasoning', 'コチュジャン', 'gochujang', '#b8231e', ['大さじ1', '1 tbsp'], { aliases: ['korean chili paste'], salt: 1.3, sugar: 5 }),
  entry('doubanjiang', 'seasoning', '豆板醤', 'doubanjiang', '#a82a1c', ['小さじ1', '1 tsp'], { aliases: ['chili bean paste', 'トウバンジャン'], salt: 1.1 }),
  entry('oyster_sauce', 'seasoning', 'オイスターソース', 'oyster sauce', '#4a2a1a', ['大さじ1', '1 tbsp'], { aliases: ['oyster sauce'], salt: 2, sugar: 3 }),
  entry('ketchup', 'seasoning', 'トマトケチャップ', 'ketchup', '#c4261c', ['大さじ3', '3 tbsp'], { aliases: ['ケチャップ', 'tomato ketchup'], salt: 1.5, sugar: 10 }),
  entry('mayonnaise', 'seasoning', 'マヨネーズ', 'mayonnaise', '#f7ecc0', ['大さじ2', '2 tbsp'], { aliases: ['mayo', 'kewpie'], salt: 0.5 }),
  entry('sesame', 'seasoning', 'いりごま', 'toasted sesame seeds', '#e8d6a8', ['大さじ1', '1 tbsp'], { aliases: ['sesame', 'sesame seeds', 'ごま', 'ゴマ', '胡麻', 'tahini', 'すりごま'], protein: 2 }),
  entry('ponzu', 'seasoning', 'ぽん酢', 'ponzu', '#6a3a1e', ['大さじ2', '2 tbsp'], { aliases: ['ポン酢', 'ponzu sauce'], salt: 2.8 }),
  entry('shio_koji', 'seasoning', '塩麹', 'shio koji', '#efe6cc', ['大さじ1', '1 tbsp'], { aliases: ['shio-koji', 'salt koji', 'koji', '麹'], salt: 1.8 }),
  entry('canned_tomato', 'seasoning', 'カットトマト缶', 'canned chopped tomatoes', '#c9321f', ['1缶（400g）', '1 can (400 g)'], { aliases: ['canned tomatoes', 'トマト缶', 'tomato sauce', 'トマトソース', 'passata'], grams: 400, salt: 0.2 }),
  entry('wasabi', 'seasoning', 'わさび', 'wasabi', '#9cc46a', ['小さじ1/2', '1/2 tsp'], { aliases: ['ワサビ', '山葵'] }),
  entry('cumin', 'seasoning', 'クミン', 'ground cumin', '#9a6a2a', ['小さじ1', '1 tsp'], { aliases: ['cumin', 'cumin seeds', 'spices', 'スパイス'] }),
  entry('cinnamon', 'seasoning', 'シナモン', 'ground cinnamon', '#a0582a', ['小さじ1/2', '1/2 tsp'], { aliases: ['cinnamon'] }),
  entry('vanilla', 'seasoning', 'バニラエッセンス', 'vanilla extract', '#3a2418', ['小さじ1/2', '1/2 tsp'], { aliases: ['vanilla', 'バニラ', 'vanilla bean'] }),
  entry('sansho', 'seasoning', '粉山椒', 'sansho pepper', '#6a7a3a', ['少々', 'a pinch of'], { aliases: ['sansho', '山椒', 'sichuan pepper', '花椒'] }),
  entry('yuzu_kosho', 'seasoning', '柚子こしょう', 'yuzu kosho', '#8aa83a', ['小さじ1/2', '1/2 tsp'], { aliases: ['ゆずこしょう', 'yuzu pepper'], salt: 0.6 }),
]

/** Baking and sweet things. */
export const SWEETS: LexiconEntry[] = [
  entry('chocolate', 'sweet', 'チョコレート', 'dark chocolate', '#4a2a1a', ['50g', '50 g'], { aliases: ['chocolate', '板チョコ', 'チョコ', 'ビターチョコ'], sugar: 24 }),
  entry('white_chocolate', 'sweet', 'ホワイトチョコ', 'white chocolate', '#f5ecd8', ['50g', '50 g'], { aliases: ['ホワイトチョコレート'], sugar: 28 }),
  entry('cocoa', 'sweet', '純ココア', 'cocoa powder', '#5a3322', ['大さじ2', '2 tbsp'], { aliases: ['cocoa', 'ココア', 'cacao', 'カカオ'] }),
  entry('anko', 'sweet', 'こしあん', 'sweet red bean paste', '#5a2a2a', ['150g', '150 g'], { aliases: ['anko', 'あんこ', '餡', 'つぶあん', 'red bean paste', 'azuki', '小豆'], sugar: 60, protein: 7 }),
  entry('gelatin', 'sweet', '粉ゼラチン', 'powdered gelatin', '#f5eedc', ['5g', '5 g'], { aliases: ['gelatin', 'gelatine', 'ゼラチン'] }),
  entry('kanten', 'sweet', '粉寒天', 'agar powder', '#f2f0e6', ['2g', '2 g'], { aliases: ['agar', 'kanten', '寒天'] }),
  entry('brown_sugar', 'sweet', '黒糖', 'dark brown sugar', '#6a3a1e', ['40g', '40 g'], { aliases: ['kokuto', 'brown sugar', '黒蜜', 'muscovado'], sugar: 36 }),
  entry('kinako', 'sweet', 'きな粉', 'kinako', '#d8b066', ['大さじ3', '3 tbsp'], { aliases: ['roasted soybean flour', 'きなこ'], protein: 5 }),
  entry('honey', 'sweet', 'はちみつ', 'honey', '#e8a92a', ['大さじ1', '1 tbsp'], { aliases: ['蜂蜜', 'ハチミツ', 'ハニー'], sugar: 17 }),
  entry('maple_syrup', 'sweet', 'メープルシロップ', 'maple syrup', '#b8651e', ['大さじ2', '2 tbsp'], { aliases: ['maple', 'メープル', 'syrup'], sugar: 26 }),
  entry('baking_powder', 'sweet', 'ベーキングパウダー', 'baking powder', '#fafafa', ['小さじ1', '1 tsp'], { aliases: ['baking soda', '重曹'] }),
  entry('caramel', 'sweet', 'キャラメルソース', 'caramel sauce', '#b8722a', ['大さじ2', '2 tbsp'], { aliases: ['caramel', 'キャラメル', 'butterscotch'], sugar: 20 }),
]

/** Tea, coffee and other drink bases. */
export const DRINKS: LexiconEntry[] = [
  entry('matcha', 'drink', '抹茶', 'matcha', '#6a9a3a', ['小さじ2', '2 tsp'], { aliases: ['matcha powder', 'green tea powder', 'まっちゃ', 'maccha'], alone: 'latte', notes: 'grassy, slightly bitter' }),
  entry('coffee', 'drink', 'コーヒー', 'coffee', '#4a2c1e', ['200ml（濃いめ）', '200 ml strong {}'], { aliases: ['espresso', 'エスプレッソ', '珈琲', 'cold brew', 'カフェ'], alone: 'latte' }),
  entry('black_tea', 'drink', '紅茶', 'black tea', '#8a3a1a', ['ティーバッグ2個', '2 tea bags'], { aliases: ['black tea', 'tea', 'earl grey', 'アールグレイ', 'assam', 'ダージリン'], alone: 'latte' }),
  entry('green_tea', 'drink', '緑茶', 'green tea', '#9ab04a', ['ティーバッグ2個', '2 tea bags'], { aliases: ['sencha', '煎茶', 'お茶'], alone: 'cooler' }),
  entry('hojicha', 'drink', 'ほうじ茶', 'hojicha', '#8a5a2e', ['大さじ2（茶葉）', '2 tbsp {} leaves'], { aliases: ['roasted green tea', 'ほうじ茶パウダー'], alone: 'latte' }),
  entry('sparkling_water', 'drink', '炭酸水', 'sparkling water', '#e6f2f5', ['300ml', '300 ml'], { aliases: ['soda water', 'club soda', 'seltzer', 'ソーダ水'] }),
  entry('ginger_syrup', 'drink', 'ジンジャーシロップ', 'ginger syrup', '#e0b24a', ['大さじ3', '3 tbsp'], { aliases: ['ginger ale', 'ジンジャーエール', 'ginger beer'], sugar: 24, alone: 'cooler' }),
  entry('juice', 'drink', '100%りんごジュース', 'apple juice', '#e8c04a', ['200ml', '200 ml'], { aliases: ['apple juice', 'りんごジュース', 'fruit juice'], sugar: 22 }),
  entry('barley_tea', 'drink', '麦茶', 'barley tea', '#a06a2e', ['400ml', '400 ml'], { aliases: ['mugicha', 'roasted barley tea'], alone: 'cooler', season: ['summer'] }),
  entry('ice', 'drink', '氷', 'ice cubes', '#e8f4fa', ['1カップ', '1 cup'], { aliases: ['ice', 'crushed ice'] }),
]
