import type { Ingredient } from '../types'
import { CUT, food } from './define'

/** Vegetables, mushrooms, seaweed and pickles, with the season they are best in. */
export const VEGETABLES: Ingredient[] = [
  food('onion', 'vegetable', 'piece', ['玉ねぎ', 'onion'], ['1個', '1'], [], {
    aliases: ['onions', 'たまねぎ', 'タマネギ', '玉葱', 'yellow onion', 'brown onion'], cut: CUT.slice, grams: 200, color: '#e9d8a6',
  }),
  food('red_onion', 'vegetable', 'piece', ['紫玉ねぎ', 'red onion'], ['1/2個', '1/2'], [], {
    aliases: ['red onions', '赤玉ねぎ', 'purple onion', 'shallot', 'shallots', 'エシャロット'], cut: CUT.slice, grams: 100, color: '#9a4a7a',
  }),
  food('green_onion', 'vegetable', 'piece', ['長ねぎ', 'green onion'], ['1/2本', '1/2 stalk'], [], {
    aliases: ['green onions', 'scallion', 'scallions', 'spring onion', 'spring onions', 'ねぎ', 'ネギ', '青ねぎ', '万能ねぎ', '小ねぎ', '白ねぎ', '長ネギ', '葱', 'ながねぎ', 'あおねぎ'],
    cut: { ja: '小口切りにする', en: 'slice thinly' }, grams: 50, season: ['winter'], color: '#7fb85a',
  }),
  food('leek', 'vegetable', 'piece', ['ポロねぎ', 'leek'], ['1本', '1'], [], {
    aliases: ['leeks', 'ポロネギ', 'リーキ'], cut: CUT.round, grams: 150, season: ['winter'], color: '#a8c87a',
  }),
  food('garlic', 'vegetable', 'piece', ['にんにく', 'garlic'], ['1片', '1 clove'], [], {
    aliases: ['ニンニク', '大蒜', 'garlic clove', 'garlic cloves', 'おろしにんにく'], cut: CUT.mince, grams: 5, color: '#efe6d2',
  }),
  food('ginger', 'vegetable', 'piece', ['しょうが', 'ginger'], ['1かけ（10g）', '10 g'], [], {
    aliases: ['生姜', 'ショウガ', 'fresh ginger', 'ginger root', 'おろし生姜', 'おろししょうが'], cut: CUT.shred, grams: 10, color: '#d8b26e',
  }),
  food('carrot', 'vegetable', 'piece', ['にんじん', 'carrot'], ['1本', '1'], [], {
    aliases: ['carrots', '人参', 'ニンジン'], cut: CUT.half_moon, grams: 150, color: '#ee7d2b',
  }),
  food('potato', 'vegetable', 'piece', ['じゃがいも', 'potatoes'], ['2個（300g）', '2 (300 g)'], ['nightshade'], { raw: 'cook',
    aliases: ['potato', 'ジャガイモ', 'じゃが芋', '馬鈴薯', 'じゃがいも（男爵）', 'yukon gold'], cut: CUT.bite, grams: 300, season: ['spring', 'autumn'], color: '#d9b66f',
  }),
  food('sweet_potato', 'vegetable', 'piece', ['さつまいも', 'sweet potato'], ['1本（250g）', '1 (250 g)'], [], { raw: 'cook',
    aliases: ['sweet potatoes', 'サツマイモ', '薩摩芋', 'さつま芋', 'yam'], cut: CUT.round, grams: 250, sugar: 7, season: ['autumn'], color: '#a8456b',
  }),
  food('cabbage', 'vegetable', 'leaf', ['キャベツ', 'cabbage'], ['1/4個（250g）', '1/4 head (250 g)'], [], {
    aliases: ['きゃべつ', 'green cabbage', 'savoy cabbage', 'red cabbage', '紫キャベツ', 'coleslaw mix'], cut: CUT.bite, grams: 250, season: ['spring', 'winter'], color: '#b5d98a',
  }),
  food('napa_cabbage', 'vegetable', 'leaf', ['白菜', 'napa cabbage'], ['1/8個（250g）', '1/8 head (250 g)'], [], {
    aliases: ['はくさい', 'ハクサイ', 'chinese cabbage', 'hakusai', 'wombok'], cut: CUT.bite, grams: 250, season: ['winter'], color: '#e8f0c8',
  }),
  food('spinach', 'vegetable', 'leaf', ['ほうれん草', 'spinach'], ['1/2束（100g）', '100 g'], [], {
    aliases: ['ホウレンソウ', 'ほうれんそう', 'baby spinach'], cut: CUT.lengths, grams: 100, season: ['winter'], color: '#3f7d2c',
  }),
  food('komatsuna', 'vegetable', 'leaf', ['小松菜', 'komatsuna greens'], ['1/2束（100g）', '100 g'], [], {
    aliases: ['komatsuna', 'こまつな', 'mustard spinach'], cut: CUT.lengths, grams: 100, season: ['winter'], color: '#3d8a34',
  }),
  food('kale', 'vegetable', 'leaf', ['ケール', 'kale'], ['2枚（60g）', '2 leaves (60 g)'], [], {
    aliases: ['cavolo nero', 'lacinato kale'], cut: CUT.tear, grams: 60, season: ['winter'], color: '#2f6a3a',
  }),
  food('arugula', 'vegetable', 'leaf', ['ルッコラ', 'arugula'], ['1袋（40g）', '1 bag (40 g)'], [], {
    aliases: ['rocket', 'rucola', 'ロケット'], cut: CUT.tear, grams: 40, color: '#4a8a34',
  }),
  food('mizuna', 'vegetable', 'leaf', ['水菜', 'mizuna'], ['1/2束（100g）', '100 g'], [], {
    aliases: ['みずな', 'ミズナ', 'japanese mustard greens'], cut: CUT.lengths, grams: 100, season: ['winter'], color: '#5aa040',
  }),
  food('lettuce', 'vegetable', 'leaf', ['レタス', 'lettuce'], ['1/4個（100g）', '100 g'], [], {
    aliases: ['romaine', 'ロメインレタス', 'サニーレタス', 'leaf lettuce', 'butter lettuce', 'butterhead lettuce', 'iceberg lettuce', 'mixed greens', 'salad leaves', 'ベビーリーフ', 'baby leaf'], cut: CUT.tear, grams: 100, season: ['spring', 'summer'], color: '#a8d46f',
  }),
  food('broccoli', 'vegetable', 'piece', ['ブロッコリー', 'broccoli'], ['1/2株（150g）', '150 g'], [], {
    aliases: ['broccolini', 'ブロッコリ'], cut: CUT.florets, grams: 150, season: ['winter'], color: '#2f7a3a',
  }),
  food('cauliflower', 'vegetable', 'piece', ['カリフラワー', 'cauliflower'], ['1/2株（200g）', '200 g'], [], {
    aliases: ['cauliflower rice'], cut: CUT.florets, grams: 200, season: ['winter'], color: '#f2ecd8',
  }),
  food('tomato', 'vegetable', 'piece', ['トマト', 'tomatoes'], ['2個', '2'], ['nightshade'], {
    aliases: ['tomato', 'とまと', 'ripe tomatoes', 'vine tomatoes'], cut: CUT.wedge, grams: 300, season: ['summer'], color: '#e0402e',
  }),
  food('cherry_tomato', 'vegetable', 'piece', ['ミニトマト', 'cherry tomatoes'], ['8個', '8'], ['nightshade'], {
    aliases: ['cherry tomato', 'プチトマト', 'grape tomatoes'], cut: CUT.halve, grams: 120, season: ['summer'], color: '#e8382a',
  }),
  food('cucumber', 'vegetable', 'piece', ['きゅうり', 'cucumber'], ['1本', '1'], [], {
    aliases: ['cucumbers', 'キュウリ', '胡瓜'], cut: CUT.julienne, grams: 100, season: ['summer'], color: '#5a9a3c',
  }),
  // "Egg" is only in the English name: no egg in it.
  food('eggplant', 'vegetable', 'piece', ['なす', 'eggplants'], ['2本', '2'], ['nightshade'], {
    aliases: ['eggplant', 'aubergine', 'aubergines', 'ナス', '茄子', 'japanese eggplant', 'brinjal'], cut: CUT.chunk, grams: 160, season: ['summer', 'autumn'], color: '#5b2a5e',
  }),
  food('bell_pepper', 'vegetable', 'piece', ['ピーマン', 'green bell peppers'], ['3個', '3'], ['nightshade'], {
    aliases: ['green pepper', 'green peppers', 'bell pepper', 'bell peppers', 'green bell pepper'], cut: CUT.julienne, grams: 100, season: ['summer'], color: '#4a9a2a',
  }),
  food('paprika', 'vegetable', 'piece', ['パプリカ', 'red bell pepper'], ['1個', '1'], ['nightshade'], {
    aliases: ['red pepper', 'red peppers', 'capsicum', 'yellow pepper', 'red bell peppers', '赤パプリカ', '黄パプリカ'], cut: CUT.julienne, grams: 150, season: ['summer'], color: '#d8342a',
  }),
  food('zucchini', 'vegetable', 'piece', ['ズッキーニ', 'zucchini'], ['1本', '1'], [], {
    aliases: ['courgette', 'courgettes', 'zucchinis', 'zucchini noodles', 'zoodles', 'zucchini pasta', 'ズッキーニヌードル'], cut: CUT.half_moon, grams: 200, season: ['summer'], color: '#6a9a3a',
  }),
  food('pumpkin', 'vegetable', 'piece', ['かぼちゃ', 'kabocha squash'], ['1/8個（250g）', '250 g'], [], {
    aliases: ['pumpkin', 'kabocha', 'squash', 'カボチャ', '南瓜', 'pumpkin puree', 'winter squash'], cut: CUT.bite, grams: 250, sugar: 20, season: ['autumn'], color: '#e8962a',
  }),
  // "Nut" is only in the name: a squash, safe for nut allergies.
  food('butternut_squash', 'vegetable', 'piece', ['バターナッツかぼちゃ', 'butternut squash'], ['1/2個（300g）', '1/2 (300 g)'], [], {
    aliases: ['butternut', 'バターナッツ', 'バターナッツスクワッシュ'], cut: CUT.cube, grams: 300, sugar: 7, season: ['autumn'], color: '#e8a050',
  }),
  food('daikon', 'vegetable', 'piece', ['大根', 'daikon radish'], ['1/4本（250g）', '250 g'], [], {
    aliases: ['daikon', 'だいこん', 'ダイコン', 'white radish', 'mooli', '大根おろし', 'grated daikon'], cut: CUT.half_moon, grams: 250, season: ['winter'], color: '#f4f1e6',
  }),
  food('radish', 'vegetable', 'piece', ['ラディッシュ', 'radishes'], ['6個', '6'], [], {
    aliases: ['radish', '二十日大根', 'red radishes'], cut: CUT.round, grams: 60, season: ['spring'], color: '#d83a5a',
  }),
  food('turnip', 'vegetable', 'piece', ['かぶ', 'turnips'], ['2個', '2'], [], {
    aliases: ['turnip', 'カブ', '蕪', 'baby turnips'], cut: CUT.wedge, grams: 200, season: ['winter'], color: '#f4f2ea',
  }),
  food('beet', 'vegetable', 'piece', ['ビーツ', 'beetroot'], ['1個（150g）', '1 (150 g)'], [], {
    aliases: ['beet', 'beets', 'ビート'], cut: CUT.dice, grams: 150, sugar: 10, season: ['winter'], color: '#8a1a3a',
  }),
  food('lotus_root', 'vegetable', 'piece', ['れんこん', 'lotus root'], ['1節（150g）', '150 g'], [], {
    aliases: ['レンコン', '蓮根'], cut: CUT.half_moon, grams: 150, season: ['autumn', 'winter'], color: '#e6d8be',
  }),
  food('burdock', 'vegetable', 'piece', ['ごぼう', 'burdock root'], ['1/2本（80g）', '80 g'], [], {
    aliases: ['burdock', 'ゴボウ', '牛蒡', 'gobo'], cut: { ja: 'ささがきにする', en: 'shave into thin slivers' }, grams: 80, season: ['autumn', 'winter'], color: '#8a6a45',
  }),
  food('taro', 'vegetable', 'piece', ['里芋', 'taro'], ['4個（200g）', '4 (200 g)'], [], { raw: 'cook',
    aliases: ['さといも', 'サトイモ', 'satoimo', 'taro root'], cut: CUT.halve, grams: 200, season: ['autumn'], color: '#9a8470',
  }),
  food('nagaimo', 'vegetable', 'piece', ['長芋', 'nagaimo yam'], ['150g', '150 g'], [], {
    aliases: ['nagaimo', 'ながいも', 'やまいも', '山芋', 'とろろ', 'mountain yam', 'chinese yam'], cut: CUT.julienne, season: ['autumn', 'winter'], color: '#f2ead8',
  }),
  food('shiitake', 'vegetable', 'piece', ['しいたけ', 'shiitake mushrooms'], ['4枚', '4'], [], {
    aliases: ['shiitake', 'シイタケ', '椎茸', '生しいたけ', 'shiitake mushroom'], cut: CUT.slice, grams: 60, season: ['autumn'], color: '#7a5236',
  }),
  food('dried_shiitake', 'vegetable', 'piece', ['干ししいたけ', 'dried shiitake'], ['4枚', '4'], [], {
    aliases: ['dried shiitake mushrooms', '干し椎茸', '乾しいたけ'], cut: { ja: '戻して薄切りにする', en: 'soak, then slice' }, grams: 12, season: ['autumn'], color: '#5a3a22',
  }),
  food('shimeji', 'vegetable', 'piece', ['しめじ', 'shimeji mushrooms'], ['1パック（100g）', '1 pack (100 g)'], [], {
    aliases: ['shimeji', 'シメジ', 'beech mushrooms', 'ぶなしめじ'], cut: CUT.mushroom, grams: 100, season: ['autumn'], color: '#c9b08a',
  }),
  food('enoki', 'vegetable', 'piece', ['えのき', 'enoki mushrooms'], ['1袋（100g）', '1 pack (100 g)'], [], {
    aliases: ['enoki', 'エノキ', 'えのきだけ', 'えのき茸'], cut: CUT.mushroom, grams: 100, season: ['winter'], color: '#f2ecd8',
  }),
  food('maitake', 'vegetable', 'piece', ['まいたけ', 'maitake mushrooms'], ['1パック（100g）', '1 pack (100 g)'], [], {
    aliases: ['maitake', 'マイタケ', '舞茸', 'hen of the woods'], cut: CUT.mushroom, grams: 100, season: ['autumn'], color: '#8a6a4a',
  }),
  food('king_oyster', 'vegetable', 'piece', ['エリンギ', 'king oyster mushrooms'], ['1パック（100g）', '1 pack (100 g)'], [], {
    aliases: ['eringi', 'king oyster mushroom', 'king trumpet', 'oyster mushrooms'], cut: CUT.slice, grams: 100, season: ['autumn'], color: '#e8dcc0',
  }),
  food('nameko', 'vegetable', 'small', ['なめこ', 'nameko mushrooms'], ['1袋（100g）', '1 pack (100 g)'], [], {
    aliases: ['nameko', 'ナメコ'], grams: 100, season: ['autumn'], color: '#c8804a',
  }),
  food('wood_ear', 'vegetable', 'piece', ['きくらげ', 'wood ear mushrooms'], ['乾燥5g', '5 g dried'], [], {
    aliases: ['kikurage', 'キクラゲ', '木耳', 'wood ear', 'black fungus', 'cloud ear'], cut: { ja: '戻して食べやすく切る', en: 'soak, then cut into strips' }, color: '#2a1a1a',
  }),
  food('mushroom', 'vegetable', 'piece', ['マッシュルーム', 'button mushrooms'], ['6個（100g）', '100 g'], [], {
    aliases: ['mushroom', 'mushrooms', 'きのこ', 'キノコ', 'cremini', 'champignons', 'porcini', 'brown mushrooms'], cut: CUT.slice, grams: 100, season: ['autumn'], color: '#d8c3a5',
  }),
  food('bean_sprouts', 'vegetable', 'small', ['もやし', 'bean sprouts'], ['1袋（200g）', '1 bag (200 g)'], [], {
    aliases: ['bean sprout', 'モヤシ', 'mung bean sprouts', '豆もやし', 'soybean sprouts'], grams: 200, color: '#f3f0dc',
  }),
  // "貝" (shellfish) is only in the name: radish sprouts.
  food('kaiware', 'vegetable', 'leaf', ['かいわれ大根', 'daikon sprouts'], ['1パック', '1 pack'], [], {
    aliases: ['貝割れ大根', '貝割れ', 'かいわれ', 'カイワレ', 'radish sprouts', 'kaiware', 'microgreens', 'broccoli sprouts', 'ブロッコリースプラウト', 'スプラウト'], cut: { ja: '根元を切り落とす', en: 'trim off the roots' }, grams: 40, color: '#e8f0c0',
  }),
  food('asparagus', 'vegetable', 'piece', ['アスパラガス', 'asparagus'], ['4本', '4 spears'], [], {
    aliases: ['アスパラ', 'asparagus spears'], cut: CUT.diagonal, grams: 80, season: ['spring'], color: '#6a9c3c',
  }),
  food('green_beans', 'vegetable', 'piece', ['いんげん', 'green beans'], ['100g', '100 g'], [], {
    aliases: ['green bean', 'string beans', 'インゲン', 'さやいんげん', 'french beans', 'haricots verts'], cut: CUT.lengths, season: ['summer'], color: '#4e8f32',
  }),
  food('snap_peas', 'vegetable', 'piece', ['スナップえんどう', 'sugar snap peas'], ['10本', '10'], [], {
    aliases: ['snap peas', 'snow peas', 'mangetout', 'きぬさや', 'さやえんどう', 'スナップエンドウ'], cut: { ja: '筋を取る', en: 'string' }, grams: 80, season: ['spring'], color: '#7ab648',
  }),
  food('peas', 'vegetable', 'small', ['グリーンピース', 'green peas'], ['60g', '60 g'], [], {
    aliases: ['peas', 'pea', 'えんどう豆', 'frozen peas', 'garden peas'], season: ['spring'], color: '#7ab648',
  }),
  // Young soybeans: soy.
  food('edamame', 'vegetable', 'small', ['枝豆', 'edamame'], ['200g（さやつき）', '200 g {} in the pod'], ['soy'], {
    aliases: ['えだまめ', 'エダマメ', 'soybeans in the pod', 'shelled edamame'], protein: 12, season: ['summer'], color: '#6fae3e',
  }),
  food('corn', 'vegetable', 'small', ['とうもろこし', 'sweet corn'], ['1本（実150g）', '150 g {} kernels'], [], {
    aliases: ['corn', 'コーン', 'トウモロコシ', 'maize', 'corn kernels', 'ホールコーン', 'コーン缶', 'canned corn'], grams: 150, sugar: 6, season: ['summer'], color: '#f2c230',
  }),
  food('celery', 'vegetable', 'piece', ['セロリ', 'celery'], ['1/2本', '1/2 stalk'], ['celery'], {
    aliases: ['celery stalk', 'celery stalks'], cut: CUT.diagonal, grams: 50, color: '#9cc46a',
  }),
  food('shishito', 'vegetable', 'piece', ['ししとう', 'shishito peppers'], ['8本', '8'], ['nightshade'], {
    aliases: ['shishito', 'シシトウ', '獅子唐', 'padron peppers'], cut: { ja: '切り込みを入れる', en: 'pierce each once' }, grams: 40, season: ['summer'], color: '#5a9a3a',
  }),
  food('okra', 'vegetable', 'piece', ['オクラ', 'okra'], ['6本', '6 pods'], [], {
    aliases: ['lady fingers okra', 'bhindi'], cut: CUT.round, grams: 60, season: ['summer'], color: '#4f8f38',
  }),
  food('bitter_melon', 'vegetable', 'piece', ['ゴーヤ', 'bitter melon'], ['1/2本（120g）', '1/2 (120 g)'], [], {
    aliases: ['bitter melons', 'goya', 'ゴーヤー', 'にがうり', '苦瓜', 'bitter gourd'], cut: { ja: '縦半分に切って種を取り薄切りにする', en: 'halve, seed and slice thinly' }, grams: 120, season: ['summer'], color: '#5a9a3a',
  }),
  food('bamboo_shoot', 'vegetable', 'piece', ['たけのこ（水煮）', 'boiled bamboo shoots'], ['150g', '150 g'], [], {
    aliases: ['bamboo shoots', 'bamboo shoot', 'たけのこ', '筍', 'タケノコ'], cut: CUT.slice, season: ['spring'], color: '#e4d2a0',
  }),
  // "Chestnut" is only in the name: a corm, not a nut.
  food('water_chestnut', 'vegetable', 'piece', ['くわい（水煮）', 'water chestnuts'], ['80g', '80 g'], [], {
    aliases: ['water chestnut', 'クワイ', '慈姑', '黒くわい'], cut: CUT.dice, color: '#f0e8d8',
  }),
  food('avocado', 'vegetable', 'piece', ['アボカド', 'avocado'], ['1個', '1'], [], {
    aliases: ['avocados', 'アボガド'], cut: CUT.slice, grams: 140, color: '#8db04a',
  }),
  food('bok_choy', 'vegetable', 'leaf', ['チンゲン菜', 'bok choy'], ['1株（100g）', '1 head (100 g)'], [], {
    aliases: ['pak choi', 'ちんげん菜', 'チンゲンサイ', 'baby bok choy', 'bok choi'], cut: CUT.lengths, grams: 100, color: '#5fa348',
  }),
  food('nanohana', 'vegetable', 'leaf', ['菜の花', 'rapeseed blossoms'], ['1/2束（100g）', '100 g'], [], {
    aliases: ['nanohana', 'なのはな', 'rapini', 'broccoli rabe'], cut: CUT.lengths, grams: 100, season: ['spring'], color: '#c6d43a',
  }),
  food('chinese_chives', 'vegetable', 'leaf', ['にら', 'garlic chives'], ['1/2束（50g）', '1/2 bunch (50 g)'], [], {
    aliases: ['ニラ', '韮', 'chinese chives', 'chinese garlic chives', 'buchu'], cut: CUT.lengths, grams: 50, season: ['spring'], color: '#3a8a30',
  }),
  food('takana', 'vegetable', 'leaf', ['高菜漬け', 'pickled mustard greens'], ['50g', '50 g'], [], {
    aliases: ['takana', '高菜', 'mustard greens', 'pickled mustard greens'], cut: CUT.chop_herb, salt: 1.5, color: '#6a7a2a',
  }),
  // Korean kimchi is salted with fermented shrimp or fish sauce and reddened with chilli.
  food('kimchi', 'vegetable', 'leaf', ['白菜キムチ', 'kimchi'], ['100g', '100 g'], ['hot_spice', 'fish', 'shellfish'], {
    aliases: ['kimchi', 'キムチ', 'kimchee', 'cabbage kimchi'], cut: CUT.bite, salt: 2.2, color: '#d8482e',
    swaps: { fish: 'napa_cabbage', shellfish: 'napa_cabbage', hot_spice: 'napa_cabbage' },
  }),
  food('sauerkraut', 'vegetable', 'leaf', ['ザワークラウト', 'sauerkraut'], ['100g', '100 g'], [], {
    aliases: ['pickled cabbage'], salt: 1.5, color: '#e8e0a8',
  }),
  food('umeboshi', 'vegetable', 'small', ['梅干し', 'umeboshi'], ['2個', '2'], [], {
    aliases: ['pickled plum', 'pickled plums', 'うめぼし', '梅肉', 'ume paste'], salt: 3, grams: 20, season: ['summer'], color: '#c8303a',
  }),
  food('fukujinzuke', 'vegetable', 'small', ['福神漬け', 'fukujinzuke pickles'], ['大さじ2', '2 tbsp'], ['soy', 'wheat', 'gluten'], {
    aliases: ['fukujinzuke', 'ふくじん漬け', '福神漬'], grams: 20, salt: 1, sugar: 6, color: '#b8402e',
  }),
  food('rakkyo', 'vegetable', 'small', ['らっきょう漬け', 'pickled rakkyo shallots'], ['6粒', '6'], [], {
    aliases: ['rakkyo', 'らっきょう', 'ラッキョウ', 'pickled shallots'], grams: 30, salt: 0.4, sugar: 6, color: '#f3ecd0',
  }),
  food('pickled_ginger', 'vegetable', 'small', ['紅しょうが', 'pickled red ginger'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['beni shoga', 'benishoga', '紅生姜', 'ガリ', '甘酢しょうが', 'gari', 'sushi ginger', 'pickled ginger'], grams: 10, salt: 0.6, color: '#e05a6a',
  }),
  food('takuan', 'vegetable', 'piece', ['たくあん', 'takuan pickled daikon'], ['4切れ', '4 slices'], [], {
    aliases: ['takuan', '沢庵', 'pickled daikon', 'danmuji', 'タクアン'], cut: CUT.julienne, salt: 1, grams: 30, color: '#f2d02a',
  }),
  // Seasoned with soy sauce.
  food('menma', 'vegetable', 'small', ['メンマ', 'menma bamboo shoots'], ['40g', '40 g'], ['soy', 'wheat', 'gluten'], {
    aliases: ['menma', 'seasoned bamboo shoots', 'シナチク', '支那竹'], salt: 0.8, color: '#c8a060',
  }),
  food('pickles', 'vegetable', 'piece', ['ピクルス', 'pickles'], ['4本', '4'], [], {
    aliases: ['pickle', 'gherkins', 'gherkin', 'cornichons', 'dill pickles', '漬物', 'tsukemono', 'お漬物'], cut: CUT.dice, salt: 1.2, grams: 40, color: '#8a9a3a',
  }),
  food('olives', 'vegetable', 'small', ['オリーブ', 'olives'], ['8粒', '8'], [], {
    aliases: ['olive', 'black olives', 'green olives', 'kalamata olives', 'ブラックオリーブ'], salt: 0.8, grams: 30, color: '#4a4a2a',
  }),
  food('capers', 'vegetable', 'small', ['ケッパー', 'capers'], ['小さじ2', '2 tsp'], [], {
    aliases: ['caper', 'ケイパー'], salt: 0.5, grams: 8, color: '#6a7a3a',
  }),
  food('sun_dried_tomato', 'vegetable', 'piece', ['ドライトマト', 'sun-dried tomatoes'], ['4枚', '4'], ['nightshade'], {
    aliases: ['sun-dried tomato', 'sundried tomatoes', 'dried tomatoes'], cut: CUT.julienne, grams: 15, color: '#a82a1e',
  }),
  // Seaweed.
  food('nori', 'vegetable', 'sheet', ['焼きのり', 'nori'], ['1枚', '1 sheet'], [], {
    aliases: ['seaweed', '海苔', 'ノリ', 'のり', '焼き海苔', 'nori sheets', 'roasted seaweed', 'gim', '韓国のり', 'きざみのり'], grams: 3, color: '#1f2a1c',
  }),
  food('aonori', 'vegetable', 'powder', ['青のり', 'aonori'], ['少々', 'a pinch of'], [], {
    aliases: ['aonori', 'あおさ', 'green laver', '青海苔'], color: '#4a8a2a',
  }),
  food('wakame', 'vegetable', 'small', ['乾燥わかめ', 'dried wakame'], ['大さじ1（3g）', '1 tbsp (3 g)'], [], {
    aliases: ['wakame', 'わかめ', 'ワカメ', '若布', 'カットわかめ', 'soaked wakame', '戻したわかめ'], grams: 30, color: '#2e5a2a',
  }),
  food('hijiki', 'vegetable', 'small', ['芽ひじき（乾燥）', 'dried hijiki'], ['10g', '10 g'], [], {
    aliases: ['hijiki', 'ひじき', 'ヒジキ', 'soaked hijiki', '戻した芽ひじき'], color: '#1a1a1a',
  }),
  food('konnyaku', 'vegetable', 'piece', ['こんにゃく', 'konnyaku'], ['1/2枚（120g）', '1/2 block (120 g)'], [], {
    aliases: ['konjac', 'コンニャク', '蒟蒻', 'konjac jelly'], cut: { ja: 'スプーンでちぎる', en: 'tear into pieces with a spoon' }, grams: 120, color: '#8a8478',
  }),
  // Chillies: fresh and hot.
  food('green_chili', 'vegetable', 'piece', ['青唐辛子', 'green chillies'], ['1本', '1'], ['hot_spice', 'nightshade'], {
    aliases: ['green chili', 'green chilli', 'green chile', 'serrano', 'thai chili', 'thai chilli', 'hot pepper', 'hot peppers', 'chili pepper', 'chili peppers', 'chilli pepper', 'chilli peppers', 'habanero', 'scotch bonnet', 'ハバネロ', 'プリッキーヌ', 'bird\'s eye chili', 'fresh chili', 'fresh chilli', 'red chilli', 'red chili', 'chillies', 'chilies'],
    cut: CUT.round, grams: 5, color: '#3a8a2a', swaps: { hot_spice: null },
  }),
  food('jalapeno', 'vegetable', 'piece', ['ハラペーニョ', 'jalapeño'], ['1本', '1'], ['hot_spice', 'nightshade'], {
    aliases: ['jalapeno', 'jalapeños', 'jalapenos', 'ハラペーニョピクルス'], cut: CUT.round, grams: 15, color: '#3a7a2a', swaps: { hot_spice: 'bell_pepper' },
  }),
]
