/**
 * How many well-known dishes the theme reader names: each dish of the list below, asked for as
 * "<name> for dinner" and 「<名前>が食べたい」, must come back as a catalogue dish
 * (`readBrief(theme, lang).dishId`). Prints every miss and the count found.
 *
 *   bun scripts/eval/dish-coverage.ts
 */
import { readBrief } from '../../src/ai/food/brief'

/** [English name, Japanese name]: dishes people ask for by name, from every kitchen. */
const DISHES: Array<[string, string]> = [
  // Japan
  ['sushi rolls', '巻き寿司'], ['ramen', 'ラーメン'], ['tempura', '天ぷら'], ['tonkatsu', 'とんかつ'], ['karaage', '唐揚げ'],
  ['oyakodon', '親子丼'], ['katsudon', 'カツ丼'], ['gyudon', '牛丼'], ['okonomiyaki', 'お好み焼き'], ['takoyaki', 'たこ焼き'],
  ['sukiyaki', 'すき焼き'], ['shabu-shabu', 'しゃぶしゃぶ'], ['miso soup', '味噌汁'], ['nikujaga', '肉じゃが'], ['yakitori', '焼き鳥'],
  ['gyoza', '餃子'], ['onigiri', 'おにぎり'], ['kake udon', 'かけうどん'], ['kitsune udon', 'きつねうどん'], ['zaru soba', 'ざるそば'],
  ['kake soba', 'かけそば'], ['unagi don', 'うな丼'], ['buta no kakuni', '豚の角煮'], ['chawanmushi', '茶碗蒸し'], ['tamagoyaki', '卵焼き'],
  ['Japanese curry', 'カレーライス'], ['omurice', 'オムライス'], ['hamburg steak', 'ハンバーグ'], ['oden', 'おでん'], ['yakisoba', '焼きそば'],
  ['chirashi sushi', 'ちらし寿司'], ['tonjiru', '豚汁'], ['ozoni', 'お雑煮'], ['dorayaki', 'どら焼き'], ['taiyaki', 'たい焼き'],
  ['nigiri sushi', '握り寿司'], ['katsu curry', 'カツカレー'], ['hiyashi chuka', '冷やし中華'], ['gyukatsu', '牛カツ'], ['menchi katsu', 'メンチカツ'],
  ['korokke', 'コロッケ'], ['tsukemen', 'つけ麺'], ['mentaiko pasta', '明太子パスタ'], ['matcha ice cream', '抹茶アイス'], ['dango', '団子'],
  // Korea
  ['bibimbap', 'ビビンバ'], ['bulgogi', 'プルコギ'], ['kimchi jjigae', 'キムチチゲ'], ['japchae', 'チャプチェ'], ['tteokbokki', 'トッポッキ'],
  ['samgyeopsal', 'サムギョプサル'], ['gimbap', 'キンパ'], ['sundubu jjigae', 'スンドゥブチゲ'], ['Korean fried chicken', 'ヤンニョムチキン'], ['naengmyeon', '冷麺'],
  ['samgyetang', 'サムゲタン'], ['pajeon', 'チヂミ'], ['galbi', 'カルビ'], ['dakgalbi', 'タッカルビ'], ['budae jjigae', 'プデチゲ'],
  // China, Taiwan, Hong Kong
  ['mapo tofu', '麻婆豆腐'], ['kung pao chicken', '宮保鶏丁'], ['sweet and sour pork', '酢豚'], ['fried rice', 'チャーハン'], ['xiao long bao', '小籠包'],
  ['peking duck', '北京ダック'], ['char siu', 'チャーシュー'], ['dan dan noodles', '担々麺'], ['hot pot', '火鍋'], ['congee', 'お粥'],
  ['wonton soup', 'ワンタンスープ'], ['spring rolls', '春巻き'], ['shumai', '焼売'], ['chow mein', '焼きそば（中華）'], ['egg tart', 'エッグタルト'],
  ['mooncake', '月餅'], ['bao', '肉まん'], ['lu rou fan', 'ルーロー飯'], ['beef noodle soup', '牛肉麺'], ['hot and sour soup', '酸辣湯'],
  ['twice-cooked pork', '回鍋肉'], ['chili prawns', 'エビチリ'], ['zongzi', 'ちまき'], ['tangyuan', '湯圓'], ['scallion pancake', '葱油餅'],
  ['gua bao', '割包'], ['bubble tea', 'タピオカミルクティー'], ['century egg congee', 'ピータン粥'], ['biang biang noodles', 'ビャンビャン麺'],
  // Thailand, Vietnam, Southeast Asia
  ['pad thai', 'パッタイ'], ['tom yum', 'トムヤムクン'], ['green curry', 'グリーンカレー'], ['massaman curry', 'マッサマンカレー'], ['som tam', 'ソムタム'],
  ['khao man gai', 'カオマンガイ'], ['pad kra pao', 'ガパオライス'], ['tom kha gai', 'トムカーガイ'], ['larb', 'ラープ'], ['mango sticky rice', 'カオニャオマムアン'],
  ['pho', 'フォー'], ['banh mi', 'バインミー'], ['bun cha', 'ブンチャー'], ['fresh spring rolls', '生春巻き'], ['cao lau', 'カオラウ'],
  ['bun bo hue', 'ブンボーフエ'], ['banh xeo', 'バインセオ'], ['nasi goreng', 'ナシゴレン'], ['mie goreng', 'ミーゴレン'], ['rendang', 'ルンダン'],
  ['satay', 'サテ'], ['gado-gado', 'ガドガド'], ['nasi lemak', 'ナシレマ'], ['laksa', 'ラクサ'], ['Hainanese chicken rice', '海南鶏飯'],
  ['char kway teow', 'チャークイティオ'], ['bak kut teh', '肉骨茶'], ['roti canai', 'ロティチャナイ'], ['cendol', 'チェンドル'], ['pempek', 'ペンペッ'],
  ['chicken adobo', 'アドボ'], ['sinigang', 'シニガン'], ['lumpia', 'ルンピア'], ['halo-halo', 'ハロハロ'], ['lechon', 'レチョン'],
  ['pancit', 'パンシット'], ['khao soi', 'カオソーイ'], ['mohinga', 'モヒンガー'], ['amok', 'アモック'], ['kaya toast', 'カヤトースト'],
  // South Asia
  ['butter chicken', 'バターチキン'], ['chicken tikka masala', 'チキンティッカマサラ'], ['biryani', 'ビリヤニ'], ['dal', 'ダール'], ['palak paneer', 'パラクパニール'],
  ['chana masala', 'チャナマサラ'], ['tandoori chicken', 'タンドリーチキン'], ['samosa', 'サモサ'], ['dosa', 'ドーサ'], ['idli', 'イドゥリ'],
  ['gulab jamun', 'グラブジャムン'], ['vindaloo', 'ビンダルー'], ['rogan josh', 'ローガンジョシュ'], ['haleem', 'ハリーム'], ['pav bhaji', 'パオバジ'],
  ['aloo paratha', 'アールーパラタ'], ['momo', 'ネパールのモモ'],
  ['mango lassi', 'マンゴーラッシー'], ['masala chai', 'マサラチャイ'], ['kheer', 'キール'], ['korma', 'コルマ'], ['nihari', 'ニハリ'],
  // Middle East, North Africa, Turkey
  ['hummus', 'フムス'], ['falafel', 'ファラフェル'], ['shawarma', 'シャワルマ'], ['kebab', 'ケバブ'], ['shakshuka', 'シャクシュカ'],
  ['tabbouleh', 'タブーリ'], ['baba ganoush', 'ババガヌーシュ'], ['Moroccan couscous', 'モロッコ風クスクス'], ['tagine', 'タジン'], ['harira', 'ハリラ'],
  ['baklava', 'バクラヴァ'], ['kofta', 'コフタ'], ['lahmacun', 'ラフマジュン'], ['manti', 'マントゥ'], ['kibbeh', 'キッベ'],
  ['fattoush', 'ファットゥーシュ'], ['mansaf', 'マンサフ'], ['koshari', 'コシャリ'], ['shish kebab', 'シシケバブ'], ['dolma', 'ドルマ'],
  // Africa
  ['jollof rice', 'ジョロフライス'], ['egusi soup', 'エグシスープ'], ['injera', 'インジェラ'], ['doro wat', 'ドロワット'], ['bobotie', 'ボボティ'],
  ['bunny chow', 'バニーチャウ'], ['suya', 'スヤ'], ['maafe', 'マフェ'], ['chakalaka', 'チャカラカ'],
  ['piri piri chicken', 'ピリピリチキン'], ['yassa', 'ヤッサ'], ['thieboudienne', 'チェブジェン'], ['ugali', 'ウガリ'],
  // Europe
  ['pizza Margherita', 'マルゲリータ'], ['lasagne', 'ラザニア'], ['spaghetti carbonara', 'カルボナーラ'], ['risotto', 'リゾット'], ['tiramisu', 'ティラミス'],
  ['gnocchi with butter and sage', 'ニョッキのバターセージソース'], ['arrabbiata', 'アラビアータ'], ['osso buco', 'オッソブーコ'], ['minestrone', 'ミネストローネ'], ['panna cotta', 'パンナコッタ'],
  ['paella', 'パエリア'], ['gazpacho', 'ガスパチョ'], ['tortilla española', 'スパニッシュオムレツ'], ['churros', 'チュロス'], ['patatas bravas', 'パタタスブラバス'],
  ['ratatouille', 'ラタトゥイユ'], ['coq au vin', 'コック・オ・ヴァン'], ['bouillabaisse', 'ブイヤベース'], ['quiche', 'キッシュ'], ['crêpes', 'クレープ'],
  ['croque monsieur', 'クロックムッシュ'], ['raclette', 'ラクレット'], ['cheese fondue', 'チーズフォンデュ'], ['rösti', 'レシュティ'], ['spätzle', 'シュペッツレ'],
  ['schnitzel', 'シュニッツェル'], ['goulash', 'グヤーシュ'], ['pierogi', 'ピエロギ'], ['borscht', 'ボルシチ'], ['beef stroganoff', 'ビーフストロガノフ'],
  ['okroshka', 'オクローシカ'], ['pelmeni', 'ペリメニ'], ['sarmale', 'サルマーレ'], ['moussaka', 'ムサカ'], ['souvlaki', 'スブラキ'],
  ['fish and chips', 'フィッシュアンドチップス'], ["shepherd's pie", 'シェパーズパイ'], ['full English breakfast', 'イングリッシュブレックファスト'], ['Sunday roast', 'ローストビーフ'], ['apple crumble', 'アップルクランブル'],
  ['Swedish meatballs', 'スウェーデン風ミートボール'], ['smørrebrød', 'スモーブロー'], ['apple strudel', 'アップルシュトゥルーデル'], ['Black Forest cake', '黒い森のケーキ'], ['Sachertorte', 'ザッハトルテ'],
  ['pastel de nata', 'パステル・デ・ナタ'], ['cacio e pepe', 'カチョエペペ'], ['focaccia', 'フォカッチャ'], ['Irish stew', 'アイリッシュシチュー'],
  // The Americas
  ['hamburger', 'ハンバーガー'], ['mac and cheese', 'マカロニチーズ'], ['fried chicken', 'フライドチキン'], ['barbecue ribs', 'バーベキューリブ'], ['clam chowder', 'クラムチャウダー'],
  ['buffalo wings', 'バッファローウィング'], ['pancakes', 'パンケーキ'], ['apple pie', 'アップルパイ'], ['brownies', 'ブラウニー'], ['cheesecake', 'チーズケーキ'],
  ['poutine', 'プーティン'], ['poke', 'ポキ'], ['loco moco', 'ロコモコ'], ['jambalaya', 'ジャンバラヤ'], ['gumbo', 'ガンボ'],
  ['tacos', 'タコス'], ['burrito', 'ブリトー'], ['enchiladas', 'エンチラーダ'], ['guacamole', 'ワカモレ'], ['quesadilla', 'ケサディーヤ'],
  ['tamales', 'タマレス'], ['pozole', 'ポソレ'], ['chili con carne', 'チリコンカン'], ['ceviche', 'セビーチェ'], ['lomo saltado', 'ロモサルタード'],
  ['empanadas', 'エンパナーダ'], ['feijoada completa', 'フェイジョアーダ・コンプレタ'], ['pão de queijo', 'ポンデケージョ'], ['arepas', 'アレパ'], ['jerk chicken', 'ジャークチキン'],
  ['churrasco', 'シュラスコ'], ['pupusas', 'ププサ'], ['tres leches cake', 'トレスレチェス'], ['alfajores', 'アルファホーレス'],
  // Oceania and sweets from everywhere
  ['pavlova', 'パブロバ'], ['lamingtons', 'ラミントン'], ['meat pie', 'ミートパイ'], ['Anzac biscuits', 'アンザックビスケット'], ['fairy bread', 'フェアリーブレッド'],
  ['croissant', 'クロワッサン'], ['macarons', 'マカロン'], ['crème brûlée', 'クレームブリュレ'], ['doughnuts', 'ドーナツ'], ['cinnamon rolls', 'シナモンロール'],
  ['flan', 'フラン'], ['bibingka', 'ビビンカ'],
  // Dumplings and buns asked for by name
  ['steamed buns', '中華まん'], ['wontons', 'ワンタン'], ['nachos', 'ナチョス'], ['pork buns', '豚まん'], ['egg fried rice', '卵チャーハン'],
]

/**
 * Words that are the catalogue's name for an ingredient as well as a dish ("udon", "couscous"):
 * the reader takes them as the key ingredient, and the engine chooses a dish made with it. Counted
 * apart, since a dish may not take an ingredient's name as its alias.
 */
const INGREDIENT_WORDS: Array<[string, string]> = [
  ['udon', 'うどん'], ['soba', 'そば'], ['gnocchi', 'ニョッキ'], ['polenta', 'ポレンタ'], ['couscous', 'クスクス'], ['naan', 'ナン'],
  ['gelato', 'ジェラート'], ['bacalhau', 'バカリャウ'], ['barbecue spare ribs', 'スペアリブ'],
]

let found = 0
const misses: string[] = []
for (const [en, ja] of DISHES) {
  for (const [theme, lang] of [[`${en} for dinner`, 'en'], [`${ja}が食べたい`, 'ja']] as const) {
    const dishId = readBrief(theme, lang).dishId
    if (dishId) found++
    else misses.push(`${lang}: ${theme}`)
  }
}
for (const miss of misses) console.log(`miss  ${miss}`)
for (const [en, ja] of INGREDIENT_WORDS) {
  for (const [theme, lang] of [[`${en} for dinner`, 'en'], [`${ja}が食べたい`, 'ja']] as const) {
    const brief = readBrief(theme, lang)
    console.log(`word  ${lang}: ${theme} → ${brief.dishId ?? `key ingredient ${brief.keyIngredientIds.join(', ') || 'none'}`}`)
  }
}
console.log(`${found} of ${DISHES.length * 2} themes name a dish (${DISHES.length} dishes, English and Japanese)`)
