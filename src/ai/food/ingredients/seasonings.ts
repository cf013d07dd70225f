import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Seasonings, sauces, stocks, oils and vinegars: salt and sugar in grams for the usual amount.
 * Bottled sauces carry what their usual recipes put in them (soy sauce is brewed with wheat,
 * ponzu and mentsuyu with bonito, oyster sauce is thickened with wheat), not the best case.
 */
export const SEASONINGS: Ingredient[] = [
  food('salt', 'seasoning', 'powder', ['塩', 'salt'], ['小さじ1/4', '1/4 tsp'], [], {
    aliases: ['sea salt', 'しお', '食塩', 'kosher salt', 'flaky salt', '天然塩', 'a pinch of salt', '塩少々'], salt: 1.5, color: '#fafafa',
  }),
  food('pepper', 'spice', 'powder', ['こしょう', 'black pepper'], ['少々', 'a pinch of'], [], {
    aliases: ['pepper', 'コショウ', '胡椒', '黒こしょう', 'ground black pepper', '粗びき黒こしょう', 'white pepper', '白こしょう', 'peppercorns', '塩こしょう', 'salt and pepper'], color: '#3a3430',
  }),
  food('soy_sauce', 'seasoning', 'liquid', ['しょうゆ', 'soy sauce'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten'], {
    aliases: ['醤油', 'しょう油', 'ショウユ', 'shoyu', 'soya sauce', '濃口しょうゆ', '薄口しょうゆ', 'うすくちしょうゆ', 'light soy sauce', 'dark soy sauce', '生抽', '老抽', 'usukuchi', 'kecap manis', 'sweet soy sauce'], salt: 5.2, color: '#4a2417',
    swaps: { wheat: 'tamari', gluten: 'tamari', soy: 'coconut_aminos' },
  }),
  food('tamari', 'seasoning', 'liquid', ['たまりしょうゆ（小麦不使用）', 'wheat-free tamari'], ['大さじ2', '2 tbsp'], ['soy'], {
    aliases: ['tamari', 'たまり醤油', 'たまりしょうゆ', 'gluten-free soy sauce', 'gluten free soy sauce', 'gf soy sauce', 'wheat-free soy sauce', 'グルテンフリー醤油', 'グルテンフリーしょうゆ', '小麦不使用しょうゆ', '小麦不使用醤油'], salt: 5, color: '#3a1a10',
    swaps: { soy: 'coconut_aminos' },
  }),
  food('coconut_aminos', 'seasoning', 'liquid', ['ココナッツアミノ', 'coconut aminos'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['coconut amino', 'soy-free soy sauce', 'ココナッツアミノス'], salt: 1.2, sugar: 4, color: '#4a2a1a',
  }),
  food('miso', 'seasoning', 'paste', ['みそ', 'miso'], ['大さじ2', '2 tbsp'], ['soy'], {
    aliases: ['味噌', 'ミソ', 'white miso', 'red miso', '白みそ', '赤みそ', '合わせみそ', 'awase miso', 'shiro miso', '米みそ', 'doenjang', 'テンジャン', '白味噌', '赤味噌'], salt: 4.4, color: '#b7823e',
    swaps: { soy: 'chickpea_miso' },
  }),
  food('chickpea_miso', 'seasoning', 'paste', ['ひよこ豆みそ', 'chickpea miso'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['soy-free miso', 'ひよこ豆味噌', '大豆不使用みそ'], salt: 4, color: '#c89a58',
  }),
  // Hon-mirin is about 14% alcohol and mirin-style seasoning still has some; sugar does its job.
  food('mirin', 'seasoning', 'liquid', ['みりん', 'mirin'], ['大さじ2', '2 tbsp'], ['alcohol'], {
    aliases: ['本みりん', 'hon-mirin', 'hon mirin', 'sweet rice wine', 'ミリン', '味醂'], sugar: 12, color: '#e8c77a',
    swaps: { alcohol: 'sugar' },
  }),
  food('mirin_style', 'seasoning', 'liquid', ['みりん風調味料', 'mirin-style seasoning'], ['大さじ2', '2 tbsp'], ['alcohol'], {
    aliases: ['aji-mirin', 'mirin seasoning', 'みりんタイプ調味料'], sugar: 14, color: '#e8c77a', swaps: { alcohol: 'sugar' },
  }),
  food('sake', 'seasoning', 'liquid', ['料理酒', 'cooking sake'], ['大さじ2', '2 tbsp'], ['alcohol'], {
    aliases: ['sake', '酒', '日本酒', 'お酒', 'rice wine', 'ryorishu', '清酒'], salt: 0.6, color: '#f1efe6',
    swaps: { alcohol: null },
  }),
  food('shaoxing_wine', 'seasoning', 'liquid', ['紹興酒', 'Shaoxing wine'], ['大さじ1', '1 tbsp'], ['alcohol', 'wheat', 'gluten'], {
    aliases: ['shaoxing', 'shao xing wine', 'chinese rice wine', 'しょうこうしゅ'], color: '#8a4a1a', swaps: { alcohol: null, wheat: null, gluten: null },
  }),
  food('rice_vinegar', 'seasoning', 'liquid', ['米酢', 'rice vinegar'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['vinegar', '酢', 'お酢', 'rice wine vinegar', '穀物酢', 'すし酢', 'sushi vinegar', 'seasoned rice vinegar', '黒酢', 'kurozu', 'japanese black vinegar', 'white vinegar', 'distilled vinegar'], color: '#f2ead0',
  }),
  // Chinkiang vinegar is brewed from rice with wheat and barley.
  food('chinkiang_vinegar', 'seasoning', 'liquid', ['香酢', 'Chinkiang black vinegar'], ['大さじ1', '1 tbsp'], ['wheat', 'gluten'], {
    aliases: ['chinkiang vinegar', 'chinese black vinegar', 'zhenjiang vinegar', 'シャンツー', '鎮江香醋'], color: '#2a1a10', swaps: { wheat: 'rice_vinegar', gluten: 'rice_vinegar' },
  }),
  food('cider_vinegar', 'seasoning', 'liquid', ['りんご酢', 'apple cider vinegar'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['cider vinegar', 'リンゴ酢', 'wine vinegar', 'red wine vinegar', 'white wine vinegar', 'ワインビネガー', 'sherry vinegar'], color: '#e8c880',
  }),
  food('balsamic', 'seasoning', 'liquid', ['バルサミコ酢', 'balsamic vinegar'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['balsamic', 'バルサミコ', 'balsamic glaze'], sugar: 3, color: '#3a1a1a',
  }),
  food('malt_vinegar', 'seasoning', 'liquid', ['モルトビネガー', 'malt vinegar'], ['大さじ1', '1 tbsp'], ['gluten'], {
    aliases: ['malt vinegar'], color: '#8a5a2a', swaps: { gluten: 'cider_vinegar' },
  }),

  // Oils and fats.
  food('oil', 'fat', 'liquid', ['サラダ油', 'vegetable oil'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['oil', 'cooking oil', 'canola oil', '油', 'neutral oil', 'sunflower oil', 'rapeseed oil', '米油', 'rice bran oil', '菜種油', 'なたね油', 'グレープシードオイル', 'frying oil', '揚げ油', 'oil for frying'], color: '#efe2a0',
  }),
  food('water', 'liquid', 'liquid', ['水', 'water'], ['200ml', '200 ml'], [], {
    aliases: ['お水', 'cold water', 'hot water', 'お湯', 'ぬるま湯', 'warm water', '冷水', 'boiling water', '熱湯', 'ice water', '氷水'], color: '#eef6fa',
  }),
  food('olive_oil', 'fat', 'liquid', ['オリーブオイル', 'olive oil'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['extra virgin olive oil', 'オリーブ油', 'evoo', 'extra-virgin olive oil'], color: '#b9b04a',
  }),
  food('sesame_oil', 'fat', 'liquid', ['ごま油', 'toasted sesame oil'], ['小さじ2', '2 tsp'], ['sesame'], {
    aliases: ['sesame oil', 'ゴマ油', '胡麻油', '太白ごま油', 'ごまあぶら', 'ゴマ油（焙煎）'], color: '#b9772c', swaps: { sesame: 'oil' },
  }),
  // Cocoa butter is the fat of the cocoa bean: no milk in it.
  food('cocoa_butter', 'fat', 'paste', ['カカオバター', 'cocoa butter'], ['20g', '20 g'], [], {
    aliases: ['cacao butter', 'ココアバター'], color: '#f2e4c4',
  }),
  food('coconut_oil', 'fat', 'liquid', ['ココナッツオイル', 'coconut oil'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['virgin coconut oil'], color: '#f8f4e8',
  }),
  food('lard', 'fat', 'paste', ['ラード', 'lard'], ['大さじ1', '1 tbsp'], ['meat', 'pork'], {
    aliases: ['pork fat', '豚脂', 'tallow', '牛脂', 'beef dripping', 'duck fat'], color: '#f8f4ec', swaps: { meat: 'oil' },
  }),
  // Japanese ラー油 and Chinese 辣油 are chilli steeped in (mostly sesame) oil.
  food('chili_oil', 'seasoning', 'liquid', ['ラー油', 'chili oil'], ['小さじ1', '1 tsp'], ['hot_spice', 'nightshade', 'sesame'], {
    aliases: ['chilli oil', 'rayu', 'la-yu', 'ラーユ', '辣油', 'chili crisp', '食べるラー油', 'chili crunch'], color: '#c8281e', swaps: { hot_spice: 'sesame_oil' },
  }),

  // Stocks. Japanese dashi is bonito unless it says kombu; granules carry wheat and milk.
  food('dashi', 'seasoning', 'liquid', ['だし汁', 'dashi stock'], ['400ml', '400 ml'], ['fish'], {
    aliases: ['dashi', '出汁', 'お出汁', 'だし', 'かつおだし', '鰹だし', 'bonito stock', 'bonito dashi', '合わせだし', 'あわせだし', 'だしじる', 'おだし', 'awase dashi', 'fish stock', 'dashi broth', 'いりこだし', '煮干しだし', 'niboshi dashi'], salt: 0.4, color: '#e2c58a',
    swaps: { fish: 'kombu_dashi' },
  }),
  food('dashi_granules', 'seasoning', 'powder', ['顆粒和風だし', 'dashi granules'], ['小さじ1', '1 tsp'], ['fish'], {
    aliases: ['hondashi', 'ほんだし', '和風だしの素', 'だしの素', 'instant dashi', 'dashi powder', 'だしパック', 'dashi pack'], salt: 1.2, color: '#e0c080',
    swaps: { fish: 'kombu' },
  }),
  food('kombu_dashi', 'seasoning', 'liquid', ['昆布だし', 'kombu dashi'], ['400ml', '400 ml'], [], {
    aliases: ['kombu stock', 'kelp stock', 'こんぶだし', '昆布出汁', 'vegan dashi', 'kombu-shiitake dashi', '昆布と干ししいたけのだし', 'shiitake dashi', 'しいたけだし', 'kombu broth'], salt: 0.2, color: '#e8dcb0',
  }),
  food('kombu', 'seasoning', 'sheet', ['昆布', 'kombu'], ['5g', '5 g'], [], {
    aliases: ['konbu', 'kelp', 'こんぶ', 'dashi kombu', 'だし昆布', '塩昆布', 'shio kombu'], color: '#3c4a2a',
  }),
  food('katsuobushi', 'seasoning', 'small', ['かつお節', 'bonito flakes'], ['1袋（3g）', '1 pack (3 g)'], ['fish'], {
    aliases: ['katsuobushi', 'かつおぶし', '鰹節', 'おかか', 'dried bonito flakes', '削り節', 'bonito'], protein: 2, color: '#c88a5a',
    swaps: { fish: null },
  }),
  food('niboshi', 'seasoning', 'small', ['煮干し', 'dried sardines'], ['10g', '10 g'], ['fish'], {
    aliases: ['niboshi', 'いりこ', 'dried anchovies', '煮干'], protein: 6, salt: 0.4, color: '#9a9aa0', swaps: { fish: 'kombu' },
  }),
  // Granules: Japanese consommé and chicken-stock powders list milk, wheat and soy as well as meat.
  food('stock', 'seasoning', 'powder', ['コンソメ（顆粒）', 'stock powder'], ['小さじ1', '1 tsp'], ['meat', 'milk', 'wheat', 'gluten', 'soy', 'celery', 'pork', 'beef', 'poultry'], {
    aliases: ['consomme', 'consommé', 'bouillon', 'bouillon cube', 'stock cube', 'stock cubes', 'コンソメ', '固形コンソメ', 'ブイヨン', '顆粒コンソメ', 'chicken bouillon'], salt: 1.5, color: '#d8a85a',
    swaps: { meat: 'vegetable_stock', milk: 'vegetable_stock', wheat: 'vegetable_stock', gluten: 'vegetable_stock', soy: 'vegetable_stock' },
  }),
  food('chicken_stock_powder', 'seasoning', 'powder', ['鶏がらスープの素', 'chicken stock granules'], ['小さじ1', '1 tsp'], ['meat', 'milk', 'wheat', 'gluten', 'soy', 'celery', 'poultry'], {
    aliases: ['鶏ガラスープの素', '鶏がらスープのもと', 'chicken powder', 'chicken bouillon powder', 'ウェイパー', '創味シャンタン', 'chinese soup base', '中華スープの素', '中華だし'], salt: 1.5, color: '#e0b870',
    swaps: { meat: 'vegetable_stock', milk: 'chicken_stock', wheat: 'chicken_stock', gluten: 'chicken_stock', soy: 'chicken_stock' },
  }),
  food('chicken_stock', 'seasoning', 'liquid', ['鶏ガラスープ', 'chicken stock'], ['400ml', '400 ml'], ['meat', 'celery', 'poultry'], {
    aliases: ['chicken broth', 'chicken soup stock', 'homemade chicken stock', '鶏ガラ', '鶏がら', 'bone broth', '鶏スープ', '鶏だし', '白湯スープ', 'pork stock', '豚骨スープ', 'tonkotsu broth', 'broth', 'stock', 'meat stock'], salt: 0.8, color: '#e8d09a',
    swaps: { meat: 'vegetable_stock' },
  }),
  food('vegetable_stock', 'seasoning', 'liquid', ['野菜だし', 'vegetable stock'], ['400ml', '400 ml'], ['celery'], {
    aliases: ['vegetable broth', 'veggie stock', 'veg stock', 'ベジブロス', '野菜スープ', '野菜ブイヨン', 'vegan stock', 'vegetable bouillon'], salt: 0.5, color: '#d8c88a',
  }),

  // Pastes and sauces.
  // Japanese curry roux: wheat flour and fat (often lard or beef fat), milk, soy; some brands add peanut.
  food('curry_roux', 'seasoning', 'paste', ['カレールウ', 'Japanese curry roux'], ['2かけ（40g）', '2 cubes (40 g)'], ['wheat', 'gluten', 'milk', 'soy', 'meat', 'peanut', 'nightshade', 'celery', 'pork', 'beef'], {
    aliases: ['curry roux', 'カレールー', 'curry blocks', 'curry cubes', 'golden curry', 'バーモントカレー', 'ジャワカレー', 'こくまろ', '固形カレールウ', 'カレーのルウ', 'カレーのルー'], salt: 4.2, sugar: 4, color: '#8a5222',
    // The allergen-free roux keeps the dish a thick, seasoned curry; curry powder alone leaves a thin, unsalted one.
    swaps: { wheat: 'allergen_free_curry_roux', gluten: 'allergen_free_curry_roux', milk: 'allergen_free_curry_roux', peanut: 'allergen_free_curry_roux', soy: 'curry_powder', meat: 'curry_powder' },
  }),
  // Sold in Japan made without the labelled allergens (wheat, milk, egg, peanut, buckwheat, shrimp, crab), thickened
  // with starch. Some brands use soy or meat extract: both are assumed, so those briefs fall back to curry powder.
  food('allergen_free_curry_roux', 'seasoning', 'paste', ['特定原材料不使用のカレールウ', 'allergen-free curry roux'], ['2かけ（40g）', '2 cubes (40 g)'], ['soy', 'meat', 'nightshade', 'pork', 'beef'], {
    aliases: ['アレルギー対応カレールウ', 'allergy-friendly curry roux', 'allergen free curry roux'], salt: 4.2, sugar: 4, color: '#8a5222',
    swaps: { soy: 'curry_powder', meat: 'curry_powder' },
  }),
  food('stew_roux', 'seasoning', 'paste', ['シチューのルウ', 'stew roux'], ['2かけ（40g）', '2 cubes (40 g)'], ['wheat', 'gluten', 'milk', 'soy', 'meat', 'nightshade', 'celery', 'pork', 'beef'], {
    aliases: ['cream stew roux', 'シチュールウ', 'シチュールー', 'hayashi roux', 'ハヤシライスのルウ', 'デミグラスソース', 'demi-glace', 'demiglace'], salt: 3.6, sugar: 3, color: '#c89a60',
    swaps: { wheat: 'rice_flour', gluten: 'rice_flour', milk: 'rice_flour', soy: 'rice_flour', meat: 'rice_flour' },
  }),
  food('gochujang', 'seasoning', 'paste', ['コチュジャン', 'gochujang'], ['大さじ1', '1 tbsp'], ['hot_spice', 'soy', 'wheat', 'gluten', 'nightshade'], {
    aliases: ['korean chili paste', 'korean chilli paste', 'gochu jang', 'red pepper paste', '苦椒醤'], salt: 1.3, sugar: 5, color: '#b8231e',
    swaps: { hot_spice: 'miso', wheat: 'miso', gluten: 'miso', soy: 'tomato_paste' },
  }),
  food('gochugaru', 'spice', 'powder', ['韓国唐辛子', 'gochugaru'], ['小さじ2', '2 tsp'], ['hot_spice', 'nightshade'], {
    aliases: ['korean chili flakes', 'korean chilli flakes', 'korean red pepper flakes', 'コチュカル', '粉唐辛子'], color: '#c8301e', swaps: { hot_spice: 'paprika_powder' },
  }),
  food('doubanjiang', 'seasoning', 'paste', ['豆板醤', 'doubanjiang'], ['小さじ1', '1 tsp'], ['hot_spice', 'soy', 'wheat', 'gluten', 'nightshade'], {
    aliases: ['chili bean paste', 'chilli bean paste', 'トウバンジャン', 'toban djan', 'toban jiang', 'broad bean chili paste', 'spicy bean paste'], salt: 1.1, color: '#a82a1c',
    swaps: { hot_spice: 'tianmianjiang', wheat: 'miso', gluten: 'miso', soy: null },
  }),
  food('tianmianjiang', 'seasoning', 'paste', ['甜麺醤', 'sweet bean sauce'], ['大さじ1', '1 tbsp'], ['soy', 'wheat', 'gluten'], {
    aliases: ['tianmianjiang', 'テンメンジャン', 'sweet bean paste', 'sweet flour sauce', 'chunjang', 'チュンジャン'], salt: 1.3, sugar: 5, color: '#4a2a1a',
    swaps: { wheat: 'miso', gluten: 'miso' },
  }),
  food('hoisin', 'seasoning', 'paste', ['海鮮醤', 'hoisin sauce'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten', 'sesame'], {
    aliases: ['hoisin', 'hoisin sauce', 'ホイシンソース', 'hoi sin', 'ハイセンジャン'], salt: 1.8, sugar: 12, color: '#5a2a1a',
  }),
  food('oyster_sauce', 'seasoning', 'liquid', ['オイスターソース', 'oyster sauce'], ['大さじ1', '1 tbsp'], ['shellfish', 'soy', 'wheat', 'gluten'], {
    aliases: ['oyster sauce', '蠔油', 'カキ油', 'かき油', 'oyster flavored sauce'], salt: 2, sugar: 3, color: '#4a2a1a',
    swaps: { shellfish: 'mushroom_sauce', wheat: 'tamari', gluten: 'tamari' },
  }),
  food('mushroom_sauce', 'seasoning', 'liquid', ['ベジタリアンオイスターソース', 'vegetarian stir-fry sauce'], ['大さじ1', '1 tbsp'], ['soy', 'wheat', 'gluten'], {
    aliases: ['vegetarian oyster sauce', 'mushroom oyster sauce', 'vegan oyster sauce', 'mushroom stir-fry sauce', 'しいたけのオイスターソース'], salt: 1.8, sugar: 3, color: '#4a2a1a',
    swaps: { wheat: 'tamari', gluten: 'tamari' },
  }),
  food('fish_sauce', 'seasoning', 'liquid', ['ナンプラー', 'fish sauce'], ['大さじ1', '1 tbsp'], ['fish'], {
    aliases: ['nam pla', 'nuoc mam', 'ニョクマム', 'ヌクマム', '魚醤', 'thai fish sauce', 'しょっつる'], salt: 4, color: '#a0602a',
    swaps: { fish: 'soy_sauce' },
  }),
  food('shrimp_paste', 'seasoning', 'paste', ['シュリンプペースト', 'shrimp paste'], ['小さじ1', '1 tsp'], ['shellfish'], {
    aliases: ['kapi', 'belacan', 'gapi', 'カピ', 'fermented shrimp', 'アミの塩辛', 'saeujeot'], salt: 1.5, color: '#6a3a3a', swaps: { shellfish: 'miso' },
  }),
  // Thai curry pastes are pounded with shrimp paste.
  food('thai_curry_paste', 'seasoning', 'paste', ['タイカレーペースト', 'Thai curry paste'], ['大さじ2（30g）', '2 tbsp (30 g)'], ['hot_spice', 'shellfish', 'nightshade'], {
    aliases: ['green curry paste', 'red curry paste', 'yellow curry paste', 'グリーンカレーペースト', 'レッドカレーペースト', 'イエローカレーペースト', 'massaman curry paste', 'マッサマンカレーペースト', 'curry paste', 'panang curry paste'], salt: 2, color: '#5a8a2a',
    swaps: { shellfish: 'curry_powder', hot_spice: 'curry_powder' },
  }),
  // Anchovies, and malt vinegar in the British bottle.
  food('worcestershire', 'seasoning', 'liquid', ['ウスターソース', 'Worcestershire sauce'], ['大さじ1', '1 tbsp'], ['fish', 'gluten', 'nightshade'], {
    aliases: ['worcestershire sauce', 'worcester sauce', 'lea & perrins', 'worcestershire'], salt: 1.5, sugar: 4, color: '#3a1a10',
    swaps: { fish: 'tonkatsu_sauce' },
  }),
  food('tonkatsu_sauce', 'seasoning', 'liquid', ['中濃ソース', 'tonkatsu sauce'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten', 'nightshade'], {
    aliases: ['tonkatsu sauce', 'とんかつソース', '中濃', 'bulldog sauce', 'japanese brown sauce', 'brown sauce', 'hp sauce', 'yakisoba sauce', '焼きそばソース'], salt: 2, sugar: 9, color: '#3a1a10',
    swaps: { wheat: 'ketchup', gluten: 'ketchup', soy: 'ketchup' },
  }),
  food('okonomi_sauce', 'seasoning', 'liquid', ['お好みソース', 'okonomiyaki sauce'], ['大さじ3', '3 tbsp'], ['soy', 'wheat', 'gluten', 'nightshade'], {
    aliases: ['okonomi sauce', 'okonomiyaki sauce', 'オタフクソース', 'takoyaki sauce', 'たこ焼きソース', 'お好み焼きソース'], salt: 2.2, sugar: 12, color: '#3a1a10',
    swaps: { wheat: 'ketchup', gluten: 'ketchup', soy: 'ketchup' },
  }),
  food('mentsuyu', 'seasoning', 'liquid', ['めんつゆ（3倍濃縮）', 'mentsuyu noodle base'], ['大さじ3', '3 tbsp'], ['soy', 'wheat', 'gluten', 'fish'], {
    aliases: ['mentsuyu', 'めんつゆ', 'tsuyu', 'つゆ', 'noodle soup base', 'soba sauce', 'tsuyu sauce', '白だし', 'shiro dashi', 'めんつゆの素', 'dipping sauce for noodles', 'tentsuyu', '天つゆ'], salt: 4.5, sugar: 6, color: '#4a2a17',
    swaps: { fish: 'soy_sauce', wheat: 'tamari', gluten: 'tamari' },
  }),
  food('ponzu', 'seasoning', 'liquid', ['ぽん酢しょうゆ', 'ponzu'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten', 'fish'], {
    aliases: ['ポン酢', 'ぽん酢', 'ponzu sauce', 'ポン酢しょうゆ', 'ぽんず'], salt: 2.8, sugar: 2, color: '#6a3a1e',
    swaps: { fish: 'soy_sauce', wheat: 'tamari', gluten: 'tamari' },
  }),
  food('yakiniku_sauce', 'seasoning', 'liquid', ['焼肉のたれ', 'yakiniku sauce'], ['大さじ3', '3 tbsp'], ['soy', 'wheat', 'gluten', 'sesame', 'nightshade'], {
    aliases: ['yakiniku sauce', 'japanese bbq sauce', '焼き肉のたれ', '焼肉のタレ', 'bulgogi sauce', 'korean bbq sauce'], salt: 2.7, sugar: 10, color: '#4a2417',
  }),
  food('teriyaki_sauce', 'seasoning', 'liquid', ['照り焼きのたれ', 'teriyaki sauce'], ['大さじ3', '3 tbsp'], ['soy', 'wheat', 'gluten', 'alcohol'], {
    aliases: ['teriyaki sauce', 'テリヤキソース', '照り焼きソース', 'teriyaki glaze'], salt: 3, sugar: 12, color: '#4a2417',
    swaps: { wheat: 'tamari', gluten: 'tamari', alcohol: 'soy_sauce' },
  }),
  food('white_sauce', 'seasoning', 'liquid', ['ホワイトソース', 'white sauce'], ['200ml', '200 ml'], ['milk', 'wheat', 'gluten'], {
    aliases: ['bechamel', 'béchamel', 'ベシャメルソース', 'ベシャメル', 'cream sauce', 'クリームソース', 'cheese sauce'], protein: 6, salt: 0.8, sugar: 8, color: '#fbf6ea',
    swaps: { milk: 'soy_milk', wheat: 'gluten_free_white_sauce', gluten: 'gluten_free_white_sauce' },
  }),
  // A sauce stays a sauce: white sauce swapped for bare rice flour read "300 ml rice flour" in a gluten-free lasagne.
  food('gluten_free_white_sauce', 'seasoning', 'liquid', ['米粉のホワイトソース', 'rice-flour white sauce'], ['200ml', '200 ml'], ['milk'], {
    aliases: ['rice flour white sauce', 'rice flour bechamel', '米粉ホワイトソース'], protein: 6, salt: 0.8, sugar: 8, color: '#fbf6ea',
    swaps: { milk: 'soy_milk' },
  }),
  food('kombu_tsukudani', 'seasoning', 'small', ['昆布の佃煮', 'kombu tsukudani'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten'], {
    aliases: ['tsukudani', '佃煮', '塩吹き昆布の佃煮', 'simmered kombu'], salt: 1.5, sugar: 5, color: '#2a2418',
  }),
  // XO sauce is dried scallops and shrimp with ham.
  food('xo_sauce', 'seasoning', 'paste', ['XO醤', 'XO sauce'], ['大さじ1', '1 tbsp'], ['shellfish', 'fish', 'meat', 'hot_spice', 'nightshade', 'pork'], {
    aliases: ['xo sauce', 'エックスオージャン'], salt: 0.8, color: '#8a3a1a',
  }),
  food('douchi', 'seasoning', 'small', ['豆豉', 'fermented black beans'], ['大さじ1', '1 tbsp'], ['soy'], {
    aliases: ['douchi', 'トウチ', 'fermented black bean', 'salted black beans'], salt: 1.6, color: '#2a1a1a',
  }),
  food('pomegranate_molasses', 'seasoning', 'liquid', ['ざくろ糖蜜', 'pomegranate molasses'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['pomegranate syrup molasses', 'ザクロモラセス'], sugar: 10, color: '#5a1a1a',
  }),
  food('rose_water', 'seasoning', 'liquid', ['ローズウォーター', 'rose water'], ['小さじ1', '1 tsp'], [], {
    aliases: ['rosewater', 'orange blossom water', 'orange flower water', 'オレンジフラワーウォーター'], color: '#f8e8ee',
  }),
  food('ketchup', 'seasoning', 'liquid', ['トマトケチャップ', 'ketchup'], ['大さじ3', '3 tbsp'], ['nightshade'], {
    aliases: ['ケチャップ', 'tomato ketchup', 'catsup'], salt: 1.5, sugar: 10, color: '#c4261c',
  }),
  food('bbq_sauce', 'seasoning', 'liquid', ['バーベキューソース', 'barbecue sauce'], ['大さじ3', '3 tbsp'], ['fish', 'gluten', 'nightshade'], {
    aliases: ['bbq sauce', 'barbeque sauce', 'BBQソース'], salt: 1.6, sugar: 14, color: '#6a2a1a', swaps: { fish: 'ketchup', gluten: 'ketchup' },
  }),
  food('mayonnaise', 'seasoning', 'paste', ['マヨネーズ', 'mayonnaise'], ['大さじ2', '2 tbsp'], ['egg', 'mustard'], {
    aliases: ['mayo', 'kewpie', 'キユーピー', 'japanese mayonnaise', 'kewpie mayo', 'マヨ', 'aioli', 'アイオリ', 'tartar sauce', 'タルタルソース'], salt: 0.5, color: '#f7ecc0',
    swaps: { egg: 'vegan_mayo' },
  }),
  // Most egg-free mayonnaise in Japan is made with soy milk.
  food('vegan_mayo', 'seasoning', 'paste', ['卵不使用マヨネーズ', 'egg-free mayonnaise'], ['大さじ2', '2 tbsp'], ['soy', 'mustard'], {
    aliases: ['vegan mayo', 'vegan mayonnaise', 'egg-free mayo', 'eggless mayonnaise', '豆乳マヨネーズ', 'ヴィーガンマヨネーズ', 'ビーガンマヨ', '卵を使わないマヨネーズ', 'エッグケア'], salt: 0.5, color: '#f4ecc8',
  }),
  food('mustard', 'spice', 'paste', ['マスタード', 'mustard'], ['小さじ1', '1 tsp'], ['hot_spice', 'mustard'], {
    aliases: ['dijon mustard', 'dijon', 'ディジョンマスタード', '粒マスタード', 'wholegrain mustard', 'whole grain mustard', 'english mustard', 'yellow mustard', 'honey mustard', '洋からし'], salt: 0.3, color: '#d8b030',
    swaps: { hot_spice: null },
  }),
  food('karashi', 'spice', 'paste', ['からし', 'karashi mustard'], ['小さじ1/2', '1/2 tsp'], ['hot_spice', 'mustard'], {
    aliases: ['karashi', '練りからし', '和からし', 'japanese mustard', 'カラシ', '辛子', 'hot mustard'], salt: 0.2, color: '#e8c030',
    swaps: { hot_spice: null },
  }),
  food('wasabi', 'spice', 'paste', ['わさび', 'wasabi'], ['小さじ1/2', '1/2 tsp'], ['hot_spice'], {
    aliases: ['ワサビ', '山葵', 'wasabi paste', '練りわさび', 'horseradish', 'ホースラディッシュ', 'prepared horseradish'], color: '#9cc46a',
    swaps: { hot_spice: null },
  }),
  food('yuzu_kosho', 'seasoning', 'paste', ['柚子こしょう', 'yuzu kosho'], ['小さじ1/2', '1/2 tsp'], ['hot_spice', 'nightshade'], {
    aliases: ['ゆずこしょう', 'yuzu pepper', 'yuzu koshou', '柚子胡椒', 'ゆず胡椒'], salt: 0.6, color: '#8aa83a', swaps: { hot_spice: 'yuzu' },
  }),
  food('sriracha', 'seasoning', 'liquid', ['シラチャーソース', 'sriracha'], ['小さじ2', '2 tsp'], ['hot_spice', 'nightshade'], {
    aliases: ['sriracha sauce', 'シラチャー', 'スリラチャ', 'hot sauce', 'tabasco', 'タバスコ', 'chili sauce', 'chilli sauce', 'チリソース', 'ホットソース', 'sambal', 'sambal oelek', 'サンバル', 'harissa', 'ハリッサ', 'peri peri', 'chipotle', 'チポトレ'], salt: 0.5, sugar: 1, color: '#d8301e',
    swaps: { hot_spice: 'ketchup' },
  }),
  food('sweet_chili_sauce', 'seasoning', 'liquid', ['スイートチリソース', 'sweet chilli sauce'], ['大さじ2', '2 tbsp'], ['hot_spice', 'nightshade'], {
    aliases: ['sweet chili sauce', 'thai sweet chili sauce', 'スイートチリ'], salt: 1, sugar: 14, color: '#e04a2a', swaps: { hot_spice: 'ketchup' },
  }),
  food('tomato_paste', 'seasoning', 'paste', ['トマトペースト', 'tomato paste'], ['大さじ1', '1 tbsp'], ['nightshade'], {
    aliases: ['tomato puree', 'tomato concentrate', 'double concentrated tomato paste'], sugar: 2, color: '#b8201a',
  }),
  food('canned_tomato', 'seasoning', 'liquid', ['カットトマト缶', 'canned chopped tomatoes'], ['1缶（400g）', '1 can (400 g)'], ['nightshade'], {
    aliases: ['canned tomatoes', 'tinned tomatoes', 'トマト缶', 'tomato sauce', 'トマトソース', 'passata', 'crushed tomatoes', 'ホールトマト', 'whole tomatoes', 'トマト水煮', 'marinara', 'marinara sauce'], grams: 400, salt: 0.2, sugar: 12, color: '#c9321f',
  }),
  food('salsa', 'seasoning', 'paste', ['サルサ', 'tomato salsa'], ['100g', '100 g'], ['nightshade'], {
    aliases: ['salsa', 'pico de gallo', 'サルサソース', 'mild salsa'], salt: 0.6, sugar: 3, color: '#d8402a',
  }),
  food('pesto', 'seasoning', 'paste', ['バジルペースト', 'basil pesto'], ['大さじ3', '3 tbsp'], ['milk', 'tree_nut'], {
    aliases: ['pesto', 'ジェノベーゼ', 'pesto genovese', 'ジェノベーゼソース', 'genovese'], salt: 0.8, color: '#4a8a2a',
    swaps: { milk: 'basil', tree_nut: 'basil' },
  }),
  food('tamarind', 'seasoning', 'paste', ['タマリンドペースト', 'tamarind paste'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['tamarind', 'tamarind concentrate', 'タマリンド', 'tamarind pulp'], sugar: 8, color: '#5a2a1a',
  }),
  food('shio_koji', 'seasoning', 'paste', ['塩麹', 'shio koji'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['shio-koji', 'salt koji', '塩こうじ', 'salted rice koji'], salt: 1.8, color: '#efe6cc',
  }),
  food('sesame_dressing', 'seasoning', 'liquid', ['ごまドレッシング', 'sesame dressing'], ['大さじ3', '3 tbsp'], ['sesame', 'soy', 'wheat', 'gluten', 'egg'], {
    aliases: ['goma dressing', 'roasted sesame dressing', '胡麻ドレッシング', 'ごまだれ', '胡麻だれ', 'gomadare', 'sesame sauce'], salt: 1.5, sugar: 5, color: '#d8b07a',
  }),
  food('french_dressing', 'seasoning', 'liquid', ['フレンチドレッシング', 'vinaigrette'], ['大さじ3', '3 tbsp'], ['mustard'], {
    aliases: ['vinaigrette', 'french dressing', 'ドレッシング', 'salad dressing', 'italian dressing', 'ビネグレット'], salt: 1, sugar: 3, color: '#e8d8a0',
  }),
]
