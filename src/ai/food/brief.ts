/**
 * The deterministic theme reader: the floor of the brief on both model paths. It reads what a
 * theme asks for in either language — the dish, the key ingredients, what must stay out and why,
 * the limits, temperature, season, audience and kind of food — from the catalogue's words only,
 * so the same theme always gives the same brief and a stated allergy is never missed.
 */
import { findIngredients, ingredient } from './catalogue'
import { DISHES } from './dishes'
import { createMatcher, normalise } from './match'
import type { Brief, Category, Dish, Exclusion, Lang, Season, Trait } from './types'
import { DIETS, findMentions, findNegations, type Mention, plainWords } from './words'

const DISH_MATCH = createMatcher<Dish>(DISHES.map((dish) => ({ names: [dish.name.ja, dish.name.en, ...(dish.aliases ?? [])], value: dish })))

const DIET_MATCH = createMatcher(DIETS.map((diet) => ({ names: diet.names, value: diet })))

type Span = { at: number; end: number }
const overlaps = (a: Span, b: Span) => a.at < b.end && b.at < a.end

// ---------------------------------------------------------------------------------------------
// Limits: time, servings, equipment

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90,
  a: 1, an: 1,
}
const KANJI_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 百: 100, 両: 2, ふた: 2, ひと: 1 }

/** "15", "fifteen", "十五", "ふた" as a number. */
function numberOf(word: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word)
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]
  if (/^[一二三四五六七八九十百]+$/.test(word)) {
    let total = 0
    let digit = 0
    for (const c of word) {
      const n = KANJI_DIGITS[c]!
      if (n >= 10) {
        total += (digit || 1) * n
        digit = 0
      } else digit = n
    }
    return total + digit
  }
  return KANJI_DIGITS[word]
}

const EN_COUNT = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)`
/** A count or an amount of time; "an hour" is one. */
const EN_NUMBER = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|forty-five|fifty|sixty|ninety|an?)`
const JA_NUMBER = String.raw`(\d+(?:\.\d+)?|[一二三四五六七八九十百]+)`

function readMinutes(text: string): number | undefined {
  const found: Array<{ at: number; minutes: number }> = []
  const half = /\bhalf an hour\b|\bhalf-hour\b|\bhalf hour\b/.exec(text)
  if (half) found.push({ at: half.index, minutes: 30 })
  const en = new RegExp(String.raw`\b${EN_NUMBER}[\s-]*(minutes?|mins?|hours?|hrs?|h)\b`).exec(text)
  if (en) {
    const n = numberOf(en[1]!)
    if (n !== undefined) found.push({ at: en.index, minutes: /^h/.test(en[2]!) ? n * 60 : n })
  }
  // 「3分の1」 is a third, not three minutes.
  const ja = new RegExp(String.raw`${JA_NUMBER}\s*(分|時間)(半)?(?!の)`).exec(text)
  if (ja) {
    const n = numberOf(ja[1]!)
    if (n !== undefined) found.push({ at: ja.index, minutes: ja[2] === '時間' ? n * 60 + (ja[3] ? 30 : 0) : n })
  }
  const first = found.sort((a, b) => a.at - b.at)[0]
  return first && first.minutes > 0 && first.minutes <= 24 * 60 ? Math.round(first.minutes) : undefined
}

function readServings(text: string): number | undefined {
  const patterns: Array<[RegExp, number?]> = [
    [new RegExp(String.raw`\bserves?\s+${EN_COUNT}\b`)],
    [new RegExp(String.raw`\b(?:family|party|group|table) of\s+${EN_COUNT}\b`)],
    [new RegExp(String.raw`\b${EN_COUNT}\s+(?:servings|portions|people|persons|guests|adults|diners|of us|hungry)\b`)],
    [new RegExp(String.raw`\bfor\s+${EN_COUNT}\b(?!\s*(?:-|\.\d|minutes?|mins?|hours?|hrs?|h\b|days?|weeks?|months?|years?|seconds?|°|degrees|g\b|kg|ml|l\b|cups?|tbsp|tsp|oz|lb|pounds?|grams?|pieces?|slices?|times?|am\b|pm\b|o'clock|more|or more))`)],
    [new RegExp(String.raw`${JA_NUMBER}\s*(?:人|名)(?:分|前|で|用|家族|の家族|向け|ぶん|$|[、。,.!！?？\s])`)],
    [new RegExp(String.raw`家族\s*${JA_NUMBER}\s*人`)],
    [/(?:ひとり|一人|1人|おひとりさま|お一人様)(?:分|前|暮らし|用|で)/, 1],
    [/(?:ふたり|二人)(?:分|前|で|用)/, 2],
    [/\b(?:for one|for myself|just me|for me alone|solo dinner|single serving|one serving)\b/, 1],
    [/\b(?:for two|for the two of us|date night)\b/, 2],
  ]
  let best: { at: number; n: number } | undefined
  for (const [re, fixed] of patterns) {
    const m = re.exec(text)
    if (!m) continue
    const n = fixed ?? numberOf(m[1]!)
    if (n === undefined || n < 1 || n > 60) continue
    if (!best || m.index < best.at) best = { at: m.index, n }
  }
  return best?.n
}

/** Equipment words, with the label the brief gives them in each language. */
const EQUIPMENT: Array<{ names: string[]; label: Record<Lang, string> }> = [
  { names: ['microwave only', 'only a microwave', 'just a microwave', 'microwave', 'microwaved', 'microwavable', '電子レンジだけ', '電子レンジのみ', 'レンジだけ', 'レンジのみ', 'レンジで完結', '電子レンジ', 'レンジ', 'レンチン'], label: { en: 'microwave', ja: '電子レンジ' } },
  { names: ['no oven', 'without an oven', 'without oven', "don't have an oven", 'do not have an oven', 'no-oven', 'oven-free', 'オーブンなし', 'オーブンを使わない', 'オーブン不要', 'オーブンがない', 'オーブン無し', 'オーブンいらず'], label: { en: 'no oven', ja: 'オーブンなし' } },
  { names: ['rice cooker', 'rice-cooker', '炊飯器', 'すいはんき'], label: { en: 'rice cooker', ja: '炊飯器' } },
  { names: ['one pan', 'one-pan', 'single pan', 'sheet pan', 'one skillet', 'single skillet', 'one frying pan', 'single frying pan', 'one wok', 'single wok', 'one-skillet', 'フライパンひとつ', 'フライパン1つ', 'フライパン一つ', 'フライパン1枚', 'フライパンだけ', 'フライパン一枚', 'ワンパン'], label: { en: 'one pan', ja: 'フライパンひとつ' } },
  { names: ['one pot', 'one-pot', 'single pot', '鍋ひとつ', '鍋1つ', '鍋一つ', '鍋だけ'], label: { en: 'one pot', ja: '鍋ひとつ' } },
  { names: ['air fryer', 'air-fryer', 'エアフライヤー', 'ノンフライヤー'], label: { en: 'air fryer', ja: 'ノンフライヤー' } },
  { names: ['slow cooker', 'crockpot', 'crock-pot', 'crock pot', 'スロークッカー'], label: { en: 'slow cooker', ja: 'スロークッカー' } },
  { names: ['pressure cooker', 'instant pot', '圧力鍋', '電気圧力鍋'], label: { en: 'pressure cooker', ja: '圧力鍋' } },
  { names: ['toaster oven', 'toaster', 'オーブントースター', 'トースター'], label: { en: 'toaster oven', ja: 'トースター' } },
  { names: ['hot plate', 'hotplate', 'ホットプレート'], label: { en: 'hot plate', ja: 'ホットプレート' } },
  { names: ['no-cook', 'no cook', 'no cooking', 'no stove', 'no heat', 'without cooking', 'without heat', '火を使わない', '加熱なし', '加熱しない', '火を使わず', '加熱不要', 'コンロを使わない'], label: { en: 'no heat', ja: '火を使わない' } },
  { names: ['no knife', 'without a knife', '包丁を使わない', '包丁なし', '包丁いらず', '包丁不要'], label: { en: 'no knife', ja: '包丁を使わない' } },
  { names: ['clay pot', 'donabe', '土鍋'], label: { en: 'clay pot', ja: '土鍋' } },
]
const EQUIPMENT_MATCH = createMatcher(EQUIPMENT.map((e) => ({ names: e.names, value: e })))
const ONLY = /\b(?:only|just)\b|だけ|のみ|で完結/

// ---------------------------------------------------------------------------------------------
// Temperature, season, audience, category, occasion

const COLD = /\b(?:cold|chilled|iced|ice-cold|icy|frozen|frosty|no-cook)\b|冷たい|冷たく|冷やし|冷や|冷製|ひんやり|キンキン|冷え冷え|冷菓|アイス(?!クリーム)|フローズン|かき氷/
const HOT = /\b(?:warm|warming|warmed|steaming|piping hot|hot(?!\s*(?:sauce|dogs?|pot|spices?|chil|pepper|and spicy|&|honey|take|topic)))\b|温かい|温かく|あたたかい|あったか|温まる|あったまる|ホット(?!ケーキ|ドッグ|サンド|プレート)|熱々|あつあつ|アツアツ|ぽかぽか|ほかほか|ほっかほか/

const SEASONS: Array<[RegExp, Season]> = [
  [/\bspring\b(?!\s*(?:rolls?|onions?|water))|春(?![雨巻菊])|お花見|花見|ひな祭り|ひなまつり|こどもの日|\beaster\b/, 'spring'],
  [/\bsummer\b|夏|梅雨|七夕|お盆|土用|\bbbq season\b/, 'summer'],
  [/\bautumn\b|\bfall\b(?!\s*(?:apart|off|out))|\bhalloween\b|\bthanksgiving\b|秋(?!刀魚)|ハロウィン|お月見|月見/, 'autumn'],
  [/\bwinter\b|\bchristmas\b|\bxmas\b|\bnew year\b|\bnew year's\b|\bvalentine|冬(?!瓜)|クリスマス|正月|年越し|大晦日|おおみそか|節分|バレンタイン|鍋の季節/, 'winter'],
]
const SEASON_NAME: Record<Season, Record<Lang, string>> = {
  spring: { en: 'spring', ja: '春' },
  summer: { en: 'summer', ja: '夏' },
  autumn: { en: 'autumn', ja: '秋' },
  winter: { en: 'winter', ja: '冬' },
}

const CHILDREN = /\b(?:kids?|kiddos?|children|child|toddlers?|little ones?|preschool(?:ers?)?|school lunch|kid-friendly|child-friendly|grandkids|grandchildren)\b|子ども|子供|こども|キッズ|お子様|お子さま|幼児|園児|小学生|孫|ちびっこ/
/** Babies: honey is never given to a child under one. */
const BABY = /\b(?:bab(?:y|ies)(?!\s*(?:spinach|carrots?|bok|corn|potato(?:es)?|back|leaf|leaves|greens|kale|octopus|squid|shrimp|tomato(?:es)?|eggplants?|onions?|zucchini|cucumbers?|lettuce|arugula|rocket|beets?|turnips?|squash|peppers?|clams?|scallops?|shower))|infants?|weaning)\b|赤ちゃん|離乳食|乳児|ベビー(?!リーフ|ホタテ|チーズ|コーン|キャロット|カステラ)/

const CATEGORY_WORDS: Array<[RegExp, Category]> = [
  [
    /\b(?:drinks?|beverages?|mocktails?|cocktails?|smoothies?|juices?|lattes?|teas?|coffees?|sodas?|lemonades?|milkshakes?|shakes?|punch|coolers?|spritz(?:er)?|frappe|float|cocoa|chai|infusion|brew)\b|飲み物|のみもの|ドリンク|ジュース|ラテ|スムージー|モクテル|カクテル|ソーダ|(?<!パー)ティー|シェイク|ミルクセーキ|フラッペ|ポンチ|スカッシュ|ココア|お茶|甘酒|ラッシー|飲む/,
    'drink',
  ],
  [
    /\b(?:desserts?|sweets?|cakes?|puddings?|cookies?|biscuits?|pies?|tarts?|ice cream|sorbet|parfaits?|jell(?:y|ies)|mousse|brownies?|muffins?|pastr(?:y|ies)|treats?|cheesecakes?|custards?|candy|candies|chocolates?|macarons?|donuts?|doughnuts?|crepes?|waffles?|cupcakes?|scones?|tiramisu|panna cotta|flan|sundae|granita|popsicles?|baked goods)\b|デザート|スイーツ|ケーキ|プリン|クッキー|和菓子|洋菓子|お菓子|甘いもの|甘い物|ゼリー|パフェ|タルト|ムース|アイスクリーム|ジェラート|シャーベット|ドーナツ|マフィン|ブラウニー|焼き菓子|大福|団子|だんご|羊羹|ようかん|わらび餅|パンケーキ|ホットケーキ|クレープ|チーズケーキ|ティラミス|あんみつ|ぜんざい|おしるこ/,
    'dessert',
  ],
  [
    /\b(?:snacks?|appetizers?|appetisers?|finger food|nibbles?|starters?|bar snacks?|canap[eé]s?|tapas|bites|hors d'oeuvres?|side dish|sides|party food|game day)\b|おつまみ|つまみ|おやつ|軽食|スナック|前菜|小腹|おかし|アテ|副菜|小鉢|箸休め/,
    'snack',
  ],
  [
    /\b(?:dinner|lunch|supper|main|mains|main course|meal|entr[eé]es?|dinners|lunches|weeknight|brunch|breakfast|one-bowl|bowl|feast)\b|夕食|夕飯|晩ごはん|晩ご飯|夜ごはん|夜ご飯|昼ごはん|昼ご飯|お昼|ランチ|ディナー|主菜|メイン|定食|丼|ごはんもの|ご飯もの|おかず|朝ごはん|朝ご飯|朝食|昼食|献立|夜食/,
    'main',
  ],
  // Dishes by their kind, when nothing above said which course: a soup, a stew, noodles.
  [
    /\b(?:soups?|stews?|curr(?:y|ies)|noodles|pasta|rice bowls?|stir-fr(?:y|ies)|casseroles?|risotto|chowder|hot ?pot)\b|スープ|汁|鍋|カレー|麺|パスタ|丼|炒め|煮込み|シチュー|グラタン|炊き込み/,
    'main',
  ],
]

/** Words that make a theme about food even when no dish or ingredient is named. */
const FOOD_WORDS =
  /\b(?:food|foods|foodie|dish|dishes|recipes?|meals?|cook|cooks|cooking|cooked|bake|baking|baked|eat|eats|eating|ate|drinks?|drinking|breakfast|brunch|lunch|dinner|supper|snacks?|desserts?|menu|kitchen|flavou?rs?|flavou?rful|tastes?|tasty|delicious|yummy|hungry|appeti[sz]ers?|savou?ry|spicy|sour|salty|umami|crispy|crunchy|creamy|cozy|cosy|comfort|comforting|hearty|feast|potluck|picnic|bbq|barbecue|grill|grilled|roast|roasted|fried|fry|frying|stew|soup|salad|curry|noodles?|sandwich(?:es)?|pizza|burgers?|tacos?|sushi|ramen|smoothies?|cocktails?|mocktails?|juice|brew|leftovers?|lunchbox|bento|party|birthday|holiday|christmas|thanksgiving|new year|treat|treats|sweet|sweets|warming|refreshing|healthy|vegan|vegetarian|gluten|dairy|allerg\w*|chef|homemade|home-cooked|sides?|starter|tapas|brunch|nibbles?|cuisine|bite|bites|fusion|street food|rainy|tonight|weeknight|lazy sunday)\b|料理|レシピ|食べ|たべ|飲み|飲む|のみもの|ごはん|ご飯|献立|おかず|味|美味|おいし|うまい|旨|甘い|辛い|酸っぱ|しょっぱ|さっぱり|こってり|ピリ辛|食事|朝食|昼食|夕食|晩|夜食|弁当|つまみ|おやつ|作り置き|食卓|鍋|丼|定食|手料理|お腹|空腹|食欲|飯|スイーツ|デザート|ランチ|ディナー|パーティー|誕生日|お祝い|おもてなし|ほっこり|ほっと|あったか|温まる|ひんやり|ヘルシー|スタミナ|がっつり|元気が出る|ご褒美|夏バテ|行楽|ピクニック|キャンプ飯|グルメ|食材|旬|季節の|郷土|和食|洋食|中華|エスニック|韓国風|タイ風|インド風|イタリアン|フレンチ|家庭の味|お袋の味/

type Occasion = { re: RegExp; note: Record<Lang, string> }
const OCCASIONS: Occasion[] = [
  { re: /\bbirthday\b|誕生日|バースデー/, note: { en: 'For a birthday.', ja: '誕生日のお祝いに。' } },
  { re: /\b(?:party|parties|potluck|gathering|get-together|crowd)\b|パーティー|ホームパーティ|持ち寄り|集まり/, note: { en: 'For a gathering, easy to share.', ja: 'みんなで取り分けやすく。' } },
  { re: /\bpicnic\b|ピクニック|お花見|花見|行楽/, note: { en: 'Packed to eat outdoors.', ja: '外で食べられるように持ち運びやすく。' } },
  { re: /\b(?:bento|lunchbox|lunch box|packed lunch)\b|弁当|お弁当/, note: { en: 'Packed for a lunchbox.', ja: 'お弁当に詰めやすく。' } },
  { re: /\bnew year(?:'s)?\b|正月|お正月|年越し|大晦日/, note: { en: 'For the New Year.', ja: 'お正月に。' } },
  { re: /\b(?:christmas|xmas)\b|クリスマス/, note: { en: 'For Christmas.', ja: 'クリスマスに。' } },
  { re: /\bleftovers?\b|\bleftover\b|残り物|残りご飯|余った|余り物|冷やご飯|使い切/, note: { en: 'Uses up leftovers.', ja: '残り物を使い切る。' } },
  { re: /\b(?:low[- ]salt|low[- ]sodium|less salt)\b|減塩|塩分控えめ|塩分を控え/, note: { en: 'Low in salt.', ja: '塩分控えめ。' } },
  { re: /\b(?:not too sweet|less sweet|lightly sweet)\b|甘さ控えめ|甘さひかえめ|甘すぎない/, note: { en: 'Not too sweet.', ja: '甘さ控えめ。' } },
  { re: /\b(?:high[- ]protein|protein-packed|protein-rich)\b|高たんぱく|高タンパク|たんぱく質|タンパク質|プロテイン/, note: { en: 'High in protein.', ja: 'たんぱく質をしっかり。' } },
  { re: /\b(?:budget|cheap|inexpensive|thrifty)\b|節約|安い|お手頃|低予算/, note: { en: 'On a budget.', ja: '安く作れる。' } },
  { re: /\b(?:healthy|light|low-calorie|low calorie)\b|ヘルシー|低カロリー|カロリー控えめ/, note: { en: 'Light and healthy.', ja: 'ヘルシーに。' } },
  { re: /\b(?:cozy|cosy|comfort(?:ing)?|rainy)\b|ほっこり|ほっと|雨の日|癒し/, note: { en: 'Comforting.', ja: 'ほっとする味に。' } },
  { re: /\b(?:quick|fast|speedy|in a hurry|busy)\b|時短|手早く|すぐできる|簡単|忙しい|さっと/, note: { en: 'Quick to make.', ja: '手早く作れる。' } },
]

/** "Not spicy", "mild", 辛くない: no chilli, as a plain exclusion. */
const NOT_SPICY =
  /\b(?:(?:not|nothing|never|no|isn't|aren't)\s+(?:too\s+|very\s+|overly\s+|that\s+)?(?:spicy|hot and spicy|fiery)|non-spicy|no spices?|mild|spice-free|no chill?i(?:es)?|(?:handle|take|stand|tolerate|like)\s+(?:the\s+)?(?:heat|spice|spicy food|chill?i))\b|辛くない|辛さ控えめ|辛さなし|辛いのが苦手|辛いものが苦手|辛いのは苦手|甘口|マイルド|辛み抜き|辛味抜き|辛さ抜き|辛いのがダメ/
const SPICY = /\b(?:spicy|hot and spicy|fiery)\b|ピリ辛|激辛|辛い|辛口|旨辛|うま辛|スパイシー/

/** Who the exclusion is for, when the theme says: a person in the same clause. */
const PERSON =
  /\b(?:i|i'm|im|my|me|we|our|us|guests?|friends?|sons?|daughters?|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|mom|mum|dad|mother|father|sisters?|brothers?|family|someone|somebody|colleagues?|boss|grand(?:ma|pa|mother|father|kids)|baby|toddler|he|she|they|everyone|team|roommates?|neighbou?rs?|visitors?|nephew|niece|aunt|uncle|cousins?|in-laws?|people|person|students?|members?|fianc[eé]e?)\b|友人|友達|友だち|息子|娘|子ども|子供|夫|妻|彼氏|彼女|彼|母|父|姉|妹|兄|弟|家族|ゲスト|お客|客|私|わたし|僕|ぼく|自分|祖母|祖父|孫|赤ちゃん|同僚|上司|主人|旦那|嫁|義|みんな|参加者|メンバー|お子|うちの|友|人/

/** Words after "no"/"without" that are about how it is made, not what is in it. */
const NOT_AN_INGREDIENT = new Set([
  'oven', 'stove', 'microwave', 'blender', 'mixer', 'grill', 'fryer', 'pan', 'pot', 'cooker', 'fire', 'heat', 'knife', 'cooking', 'cook', 'bake', 'baking', 'knead',
  'fuss', 'mess', 'frills', 'time', 'effort', 'stress', 'waste', 'prep', 'chopping', 'frying', 'boiling', 'more', 'less', 'longer', 'than', 'added', 'extra', 'problem',
  'worries', 'need', 'one', 'way', 'idea', 'matter', 'fancy', 'special', 'big', 'equipment', 'tools', 'dishes', 'cleanup', 'clean', 'stress', 'hassle', 'guilt',
  'worry', 'hands', 'cruelty', 'tax', 'care', 'trouble', 'sweat', 'leftovers', 'recipe', 'recipes', 'skill', 'skills', 'experience', 'kitchen', 'spice', 'spices',
  'spicy', 'sweet', 'salt', 'rush', 'hurry', 'budget', 'money', 'fridge', 'freezer', 'plastic', 'waste', 'sugar', 'any', 'the', 'a', 'an', 'and', 'or', 'but',
  'lactose', 'meat', 'ifs', 'buts', 'worry', 'longer', 'doubt', 'wonder', 'mess', 'go', 'thanks',
])
const JA_NOT_AN_INGREDIENT = new Set(['火', '包丁', 'オーブン', 'レンジ', '電子レンジ', '鍋', 'フライパン', '手間', '時間', '失敗', '加熱', '調理器具', 'ミキサー', '揚げ物', '添加物', '化学調味料', '保存料', '着色料', '気兼ね', '遠慮', '予算', '道具'])

/** Food emoji (🍣🍜🍰☕…): a theme of only an emoji is still about food. */
const FOOD_EMOJI = /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1FAD0}-\u{1FADB}\u{2615}\u{1F382}]/u

// ---------------------------------------------------------------------------------------------

/** The text with the named ingredients blanked out, positions kept. */
function blank(text: string, mentions: Mention[]): string {
  let out = text
  for (const m of mentions) out = out.slice(0, m.at) + ' '.repeat(m.end - m.at) + out.slice(m.end)
  return out
}

/** The text as the theme wrote it, where normalising kept its length; else the normalised text. */
function sliceOf(theme: string, normal: string, span: Span): string {
  const source = theme.normalize('NFKC').length === normal.length ? theme.normalize('NFKC') : normal
  return source.slice(span.at, span.end).trim()
}

/** The clause around a position: between sentence or clause marks. */
function clauseAt(text: string, at: number): Span {
  const marks = /[.!?;。！？、,\n(（)）:：—–]/
  let start = at
  while (start > 0 && !marks.test(text[start - 1]!)) start--
  let end = at
  while (end < text.length && !marks.test(text[end]!)) end++
  return { at: start, end }
}

/** A clause cut at its connectives ("because", "なので"), each part trimmed. */
function segmentsOf(text: string, clause: Span): Span[] {
  const joins = /\s+(?:because|since|so|but|and|as|who|which)\s+|なので|ので|から|ため(?:に)?|けど|けれど|のに|でも/g
  const parts: Span[] = []
  let start = clause.at
  const body = text.slice(clause.at, clause.end)
  for (const m of body.matchAll(joins)) {
    parts.push({ at: start, end: clause.at + m.index! })
    start = clause.at + m.index! + m[0].length
  }
  parts.push({ at: start, end: clause.end })
  return parts.filter((p) => text.slice(p.at, p.end).trim().length > 0)
}

const unique = <T>(list: T[]) => [...new Set(list)]

function nameIn(id: string, lang: Lang): string {
  return ingredient(id).name[lang]
}

/** What a mention rules out: a class its traits, a family and an ingredient their ids (and, for an allergy, the allergen traits). */
function ruledOut(mention: Mention, allergy: boolean): { traits: Trait[]; ids: string[] } {
  if (mention.kind === 'class') return { traits: mention.traits, ids: [] }
  const allergens = allergy ? mention.traits.filter((t) => t !== 'alcohol' && t !== 'hot_spice') : []
  return { traits: allergens, ids: mention.ids }
}

/** Peanuts and tree nuts are processed side by side: a peanut allergy keeps every nut out. */
function widenAllergy(traits: Trait[]): Trait[] {
  return traits.includes('peanut') && !traits.includes('tree_nut') ? [...traits, 'tree_nut'] : traits
}

function excludesFor(traits: Trait[], ids: string[], terms: string[], lang: Lang): string[] {
  const named = ids.filter((id) => !ingredient(id).contains.some((t) => traits.includes(t))).map((id) => nameIn(id, lang))
  return unique([...plainWords(traits, lang), ...named, ...terms])
}

function exclusion(kind: Exclusion['kind'], name: string, traits: Trait[], ids: string[], terms: string[], lang: Lang): Exclusion {
  const out: Exclusion = { kind, name, excludes: excludesFor(traits, ids, terms, lang), traits: unique(traits), ingredients: unique(ids) }
  if (terms.length) out.terms = unique(terms)
  return out
}

/**
 * Every exclusion the theme states: diets, allergies and plain "no X", each once, with what it
 * rules out and why. `mentions` are the foods in the (normalised) text.
 */
function readExclusions(theme: string, text: string, lang: Lang, mentions: Mention[], equipment: Span[]): { exclusions: Exclusion[]; excludedSpans: Span[] } {
  const exclusions: Exclusion[] = []
  const spans: Span[] = []
  const reasonAt = (at: number) => {
    const segments = segmentsOf(text, clauseAt(text, at))
    const own = segments.findIndex((s) => at >= s.at && at < s.end)
    // The part that says who, nearest the exclusion: "a guest has a peanut allergy", "one friend does not handle heat".
    const order = [own, own + 1, own - 1].filter((i) => i >= 0 && i < segments.length)
    const who = order.map((i) => segments[i]!).find((s) => PERSON.test(text.slice(s.at, s.end)))
    return who ? sliceOf(theme, text, who).replace(/[のがはをにとで]+$/, '') : undefined
  }
  const add = (ex: Exclusion, span: Span) => {
    spans.push(span)
    if (exclusions.some((e) => e.name === ex.name)) return
    const reason = reasonAt(span.at)
    if (reason && reason !== ex.name) ex.reason = reason
    exclusions.push(ex)
  }

  // Diets, matched as whole phrases first ("gluten-free" is a diet, not "gluten" negated).
  const allergyWord = /allerg|アレルギー|intoleran|不耐/
  for (const hit of DIET_MATCH(text)) {
    const span = { at: hit.at, end: hit.end }
    const around = text.slice(hit.at, Math.min(text.length, hit.end + 12))
    add(exclusion(allergyWord.test(around) ? 'allergy' : 'diet', sliceOf(theme, text, span), hit.value.traits, hit.value.ids ?? [], [], lang), span)
  }

  // Allergies and plain exclusions around the foods.
  const free = mentions.filter((m) => !spans.some((s) => overlaps(s, m)))
  for (const negation of findNegations(text, free)) {
    const span = { at: negation.at, end: negation.end }
    if (spans.some((s) => overlaps(s, span))) continue
    // "アレルギーがあるので卵は使わないで": an allergy said in the same clause makes the negation one.
    const clause = clauseAt(text, negation.at)
    const allergy = negation.allergy || /allerg|アレルギー|intoleran|anaphyla/.test(text.slice(clause.at, clause.end))
    let traits: Trait[] = []
    let ids: string[] = []
    for (const m of negation.mentions) {
      const out = ruledOut(m, allergy)
      traits.push(...out.traits)
      ids.push(...out.ids)
    }
    if (allergy) traits = widenAllergy(traits)
    traits = unique(traits)
    ids = unique(ids)
    // A class word and an ingredient of that class are said once: "nuts" covers the walnuts.
    ids = ids.filter((id) => !ingredient(id).contains.some((t) => traits.includes(t)) || !allergy)
    // "卵・乳・小麦不使用", "no eggs or dairy": only classes of food, which is how a diet is said.
    const kind = allergy ? 'allergy' : negation.mentions.every((m) => m.kind === 'class') ? 'diet' : 'ingredient'
    add(exclusion(kind, sliceOf(theme, text, span), traits, ids, [], lang), span)
  }

  // "No X" / "X allergy" / 「Xアレルギー」 with an X the catalogue does not know: kept as a word.
  const rawPrefix = /\b(without|no|hold the|skip the|leave out(?: the)?|free of|free from|allergic to|allergy to|avoid|avoiding|hates?|dislikes?|don't like|doesn't like|can't eat|cannot eat|can't have)\s+(?:(?:any|the|a|an|some)\s+)?([a-z][a-z'-]{2,})\b/g
  for (const m of text.matchAll(rawPrefix)) {
    const term = m[2]!.replace(/'s$/, '')
    const span = { at: m.index! + m[0].length - m[2]!.length, end: m.index! + m[0].length }
    if (NOT_AN_INGREDIENT.has(term) || spans.some((s) => overlaps(s, span)) || equipment.some((e) => overlaps(e, span))) continue
    if (mentions.some((x) => overlaps(x, span)) || /^(?:bake|cook|knead|fuss|oven|fry)/.test(term) || text[span.end] === '-') continue
    const allergy = /allerg/.test(m[1]!)
    add(exclusion(allergy ? 'allergy' : 'ingredient', sliceOf(theme, text, { at: m.index!, end: span.end }), [], [], [term], lang), { at: m.index!, end: span.end })
  }
  const rawSuffixEn = /\b([a-z][a-z'-]{2,})(?:-free|\s+allergy|\s+allergies)\b/g
  for (const m of text.matchAll(rawSuffixEn)) {
    const term = m[1]!
    const span = { at: m.index!, end: m.index! + m[0].length }
    if (NOT_AN_INGREDIENT.has(term) || spans.some((s) => overlaps(s, span)) || mentions.some((x) => overlaps(x, span))) continue
    add(exclusion(/allerg/.test(m[0]) ? 'allergy' : 'ingredient', sliceOf(theme, text, span), [], [], [term], lang), span)
  }
  const rawSuffixJa = /([\u30a0-\u30ff]{2,}|[\u4e00-\u9fff]{1,6})(?:が|は|を)?(アレルギー|抜き|ぬき|を使わない|不使用|なし|無し|が嫌い|嫌い|が苦手|苦手|が食べられない|を入れない|は入れない|NG|ng|禁止|除去)/g
  for (const m of text.matchAll(rawSuffixJa)) {
    const term = m[1]!
    const span = { at: m.index!, end: m.index! + m[0].length }
    if (JA_NOT_AN_INGREDIENT.has(term) || spans.some((s) => overlaps(s, span)) || mentions.some((x) => overlaps(x, span)) || equipment.some((e) => overlaps(e, span))) continue
    add(exclusion(m[2] === 'アレルギー' ? 'allergy' : 'ingredient', sliceOf(theme, text, span), [], [], [term], lang), span)
  }

  // Mild: no chilli, said plainly.
  const mild = NOT_SPICY.exec(text)
  if (mild) {
    const span = { at: mild.index, end: mild.index + mild[0].length }
    if (!exclusions.some((e) => e.traits.includes('hot_spice'))) add(exclusion('ingredient', sliceOf(theme, text, span), ['hot_spice'], [], [], lang), span)
  }
  return { exclusions, excludedSpans: spans }
}

const CHILD_EXCLUSION: Record<Lang, string> = { en: 'for children: no hot spice, no alcohol', ja: '子ども向け: 辛いもの・アルコールなし' }
const BABY_EXCLUSION: Record<Lang, string> = { en: 'for a baby: no honey, no hot spice, no alcohol', ja: '赤ちゃん向け: はちみつ・辛いもの・アルコールなし' }

/**
 * Read a theme into a brief. Deterministic and catalogue-bound: the same theme gives the same
 * brief, and a model's reading on the OpenAI path may add to it (`mergeBriefs`) but never remove
 * what this found.
 */
export function readBrief(theme: string, lang: Lang): Brief {
  const text = normalise(theme)
  const equipmentHits = EQUIPMENT_MATCH(text)
  const equipmentSpans = equipmentHits.map((h) => ({ at: h.at, end: h.end }))
  const mentions = findMentions(text).filter((m) => !equipmentSpans.some((e) => overlaps(e, m)))

  // The named dish: the longest dish name in the theme.
  const dishHits = DISH_MATCH(text).filter((h) => !equipmentSpans.some((e) => overlaps(e, h)))
  const dishHit = dishHits.toSorted((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at)[0]
  const dish = dishHit?.value ?? null

  const { exclusions, excludedSpans } = readExclusions(theme, text, lang, mentions, equipmentSpans)

  // Audience: children get no heat and no alcohol; babies no honey either.
  const baby = BABY.test(text)
  const children = baby || CHILDREN.test(text)
  if (children) {
    const name = (baby ? BABY_EXCLUSION : CHILD_EXCLUSION)[lang]
    const traits: Trait[] = baby ? ['honey', 'hot_spice', 'alcohol'] : ['hot_spice', 'alcohol']
    exclusions.push(exclusion('ingredient', name, traits, [], [], lang))
  }

  // Key ingredients: named, not negated, not ruled out by any exclusion.
  const excludedTraits = new Set(exclusions.flatMap((e) => e.traits))
  const excludedIds = new Set(exclusions.flatMap((e) => e.ingredients))
  const keys: Array<{ id: string; name: string }> = []
  for (const m of mentions) {
    if (excludedSpans.some((s) => overlaps(s, m))) continue
    // The dish's own name is not a key ingredient of it ("lemonade" the drink, not the mixer).
    if (dishHit && dishHit.at === m.at && dishHit.end === m.end) continue
    // A class word inside the dish's name is the dish talking ("肉" in 肉じゃが), not a choice of ingredient.
    if (dishHit && m.kind === 'class' && m.at >= dishHit.at && m.end <= dishHit.end) continue
    const item = m.item ?? findIngredients(m.surface)[0]?.ingredient
    if (!item || excludedIds.has(item.id) || item.contains.some((t) => excludedTraits.has(t))) continue
    if (m.kind === 'family' && m.ids.some((id) => excludedIds.has(id))) continue
    if (keys.some((k) => k.id === item.id) || ['water', 'ice', 'salt'].includes(item.id)) continue
    const surfaceFits = lang === 'en' ? /^[\x20-\x7e\u00c0-\u024f]+$/.test(m.surface) : !/^[\x20-\x7e]+$/.test(m.surface)
    keys.push({ id: item.id, name: surfaceFits ? m.surface : item.name[lang] })
  }

  // Limits.
  const limits: Brief['limits'] = {}
  const minutes = readMinutes(text)
  if (minutes !== undefined) limits.minutes = minutes
  const servings = readServings(text)
  if (servings !== undefined) limits.servings = servings
  if (equipmentHits.length) {
    const labels = unique(equipmentHits.map((h) => h.value.label[lang]))
    const only = ONLY.test(text) && labels.length === 1 && labels[0] === EQUIPMENT[0]!.label[lang]
    limits.equipment = only ? (lang === 'ja' ? `${labels[0]}のみ` : `${labels[0]} only`) : labels.join(lang === 'ja' ? '、' : ', ')
  }

  // Temperature, season, category and occasion words, read where no ingredient is named:
  // "sweet potato" is not a sweet, "frozen peas" not a frozen dessert, "spring onion" not spring.
  const words = blank(text, mentions)
  const notes: string[] = []
  const cold = COLD.test(words)
  const hot = HOT.test(words)
  const temperature = cold && !hot ? 'cold' : hot && !cold ? 'hot' : undefined
  if (temperature === 'cold') notes.push(lang === 'ja' ? '冷たくして出す。' : 'Served cold.')
  if (temperature === 'hot') notes.push(lang === 'ja' ? '温かくして出す。' : 'Served hot.')
  const season = SEASONS.find(([re]) => re.test(words))?.[1]
  if (season) notes.push(lang === 'ja' ? `${SEASON_NAME[season].ja}らしい一品に。` : `A ${SEASON_NAME[season].en} dish.`)
  if (children) notes.push(lang === 'ja' ? '子ども向け: 辛いものとアルコールは使わず、食べやすく。' : 'For children: mild, no hot spice, no alcohol, easy to eat.')
  if (baby) notes.push(lang === 'ja' ? '1歳未満の赤ちゃんにはちみつは与えない。' : 'No honey for a baby under one.')
  if (SPICY.test(text) && !NOT_SPICY.test(text) && !children) notes.push(lang === 'ja' ? '辛めに仕上げる。' : 'Spicy, as asked.')
  for (const occasion of OCCASIONS) if (occasion.re.test(words)) notes.push(occasion.note[lang])

  const frozenSweet = mentions.some((m) => m.item && ['ice_cream', 'sorbet'].includes(m.item.id))
  const category = dish?.category ?? CATEGORY_WORDS.find(([re]) => re.test(words))?.[1] ?? (frozenSweet ? 'dessert' : undefined)

  const keyIngredientIds = keys.map((k) => k.id)
  const food =
    !!dish || mentions.length > 0 || exclusions.length > 0 || !!category || FOOD_WORDS.test(text) || FOOD_EMOJI.test(theme) || !!temperature || !!season || !!limits.minutes || equipmentHits.length > 0

  const brief: Brief = {
    lang,
    dishId: dish?.id ?? null,
    dish: dish ? dish.name[lang] : null,
    keyIngredientIds,
    key_ingredients: keys.map((k) => k.name),
    exclusions,
    limits,
    notes: unique(notes),
    interpreted: !dish && keyIngredientIds.length === 0,
    notFood: !food,
  }
  if (temperature) brief.temperature = temperature
  if (season) brief.season = season
  if (children) brief.audience = 'children'
  if (category) brief.category = category
  return brief
}

// ---------------------------------------------------------------------------------------------
// A model's reading, merged onto the floor

/** What a model may add on the OpenAI path: the public brief's shape, every field optional. */
export type BriefAddition = {
  dish?: string | null
  key_ingredients?: string[]
  exclusions?: Array<{ kind?: Exclusion['kind']; name: string; excludes?: string[]; reason?: string }>
  limits?: Brief['limits']
  notes?: string[]
}

/** A model's exclusion read through the same lexicon: its words become traits, ids and raw terms. */
function resolveExclusion(given: NonNullable<BriefAddition['exclusions']>[number], lang: Lang): Exclusion {
  const words = unique([given.name, ...(given.excludes ?? [])].map((w) => w.trim()).filter(Boolean))
  const allergy = given.kind === 'allergy' || words.some((w) => /allerg|アレルギー/.test(normalise(w)))
  let traits: Trait[] = []
  const ids: string[] = []
  const terms: string[] = []
  for (const word of words) {
    const text = normalise(word)
    const diets = DIET_MATCH(text)
    for (const d of diets) {
      traits.push(...d.value.traits)
      ids.push(...(d.value.ids ?? []))
    }
    const mentions = findMentions(text).filter((m) => !diets.some((d) => overlaps(d, m)))
    for (const m of mentions) {
      const out = ruledOut(m, allergy)
      traits.push(...out.traits)
      ids.push(...out.ids)
    }
    if (NOT_SPICY.test(text)) traits.push('hot_spice')
    const known = diets.length > 0 || mentions.length > 0 || NOT_SPICY.test(text)
    // A word the catalogue does not know at all is kept as a word the guard looks for.
    if (!known && word !== given.name && word.length <= 40) terms.push(text)
  }
  if (allergy) traits = widenAllergy(traits)
  const out = exclusion(given.kind ?? (allergy ? 'allergy' : 'ingredient'), given.name.trim(), unique(traits), unique(ids), unique(terms), lang)
  out.excludes = unique([...(given.excludes ?? []).map((w) => w.trim()).filter(Boolean), ...out.excludes])
  if (given.reason?.trim()) out.reason = given.reason.trim()
  return out
}

/**
 * The floor brief with what a model's structured reading adds: more exclusions (read through
 * the catalogue so the guard can check them), a dish or key ingredients the floor did not find,
 * limits it left open, more notes. Nothing the floor found is removed or weakened: its
 * exclusions stay, and an exclusion the model repeats by name only gains traits.
 */
export function mergeBriefs(floor: Brief, extra: BriefAddition): Brief {
  const lang = floor.lang
  const exclusions = floor.exclusions.map((e) => ({ ...e, traits: [...e.traits], ingredients: [...e.ingredients], excludes: [...e.excludes], ...(e.terms ? { terms: [...e.terms] } : {}) }))
  for (const given of extra.exclusions ?? []) {
    if (!given?.name?.trim()) continue
    const read = resolveExclusion(given, lang)
    const same = exclusions.find((e) => normalise(e.name) === normalise(read.name))
    if (!same) {
      exclusions.push(read)
      continue
    }
    same.traits = unique([...same.traits, ...read.traits])
    same.ingredients = unique([...same.ingredients, ...read.ingredients])
    same.excludes = unique([...same.excludes, ...read.excludes])
    if (read.terms?.length) same.terms = unique([...(same.terms ?? []), ...read.terms])
    same.reason ??= read.reason
  }

  let { dishId, dish } = floor
  if (!dish && extra.dish?.trim()) {
    const hit = DISH_MATCH(normalise(extra.dish))[0]
    dishId = hit?.value.id ?? null
    dish = hit ? hit.value.name[lang] : extra.dish.trim()
  }

  const excludedTraits = new Set(exclusions.flatMap((e) => e.traits))
  const excludedIds = new Set(exclusions.flatMap((e) => e.ingredients))
  const keyIngredientIds = floor.keyIngredientIds.filter((id) => !excludedIds.has(id) && !ingredient(id).contains.some((t) => excludedTraits.has(t)))
  const key_ingredients = floor.key_ingredients.filter((_, i) => keyIngredientIds.includes(floor.keyIngredientIds[i]!) || i >= floor.keyIngredientIds.length)
  for (const name of extra.key_ingredients ?? []) {
    const item = findIngredients(name)[0]?.ingredient
    if (item && (excludedIds.has(item.id) || item.contains.some((t) => excludedTraits.has(t)) || keyIngredientIds.includes(item.id))) continue
    if (!item && key_ingredients.includes(name.trim())) continue
    if (item) keyIngredientIds.push(item.id)
    key_ingredients.push(name.trim())
  }

  const limits: Brief['limits'] = { ...floor.limits }
  const more = extra.limits ?? {}
  if (limits.minutes === undefined && typeof more.minutes === 'number' && more.minutes > 0) limits.minutes = Math.round(more.minutes)
  if (limits.servings === undefined && typeof more.servings === 'number' && more.servings > 0) limits.servings = Math.round(more.servings)
  if (limits.equipment === undefined && typeof more.equipment === 'string' && more.equipment.trim()) limits.equipment = more.equipment.trim()

  return {
    ...floor,
    dishId,
    dish,
    keyIngredientIds,
    key_ingredients,
    exclusions,
    limits,
    notes: unique([...floor.notes, ...(extra.notes ?? []).map((n) => n.trim()).filter(Boolean)]),
    interpreted: !dish && keyIngredientIds.length === 0,
  }
}

// ---------------------------------------------------------------------------------------------
// The brief in plain words, for every prompt

/** The brief as prompt lines in the discussion's language: what to cook, what must stay out and why, the limits. */
export function briefPromptLines(brief: Brief, lang: Lang): string[] {
  const ja = lang === 'ja'
  const list = (items: string[]) => items.join(ja ? '、' : ', ')
  const lines: string[] = []
  if (brief.notFood) {
    lines.push(ja ? 'お題には食べ物が出てきません。最初の発言でそのことをはっきり伝え、代わりに何を作るかを言ってください。' : 'The theme names no food: say so plainly in the first turn and say which dish you will cook instead.')
  }
  if (brief.dish) lines.push(ja ? `料理: ${brief.dish}（この料理として作る）` : `Dish: ${brief.dish} (cook it as this dish)`)
  else if (!brief.notFood) lines.push(ja ? '料理: 指定なし（お題に合う料理を選び、選んだことを伝える）' : 'Dish: none named (choose one that fits the theme and say that you chose it)')
  if (brief.key_ingredients.length) lines.push(ja ? `主な材料: ${list(brief.key_ingredients)}（実際の手順で使う）` : `Key ingredients: ${list(brief.key_ingredients)} (use them in a real step)`)
  for (const e of brief.exclusions) {
    const why = e.reason ? (ja ? ` — ${e.reason}` : ` — ${e.reason}`) : ''
    const what = list(e.excludes.length ? e.excludes : [e.name])
    lines.push(ja ? `使ってはいけないもの（${e.name}）: ${what}${why}` : `Must not contain (${e.name}): ${what}${why}`)
  }
  if (brief.exclusions.length) {
    lines.push(ja ? '材料・手順・タイトルのどこにも入れないこと。代わりに使うものを名前で言うこと。' : 'Not in the title, the ingredients or any step; name what you use instead.')
  }
  const { minutes, servings, equipment } = brief.limits
  if (minutes !== undefined) lines.push(ja ? `時間: ${minutes}分以内` : `Time: at most ${minutes} minutes in total`)
  if (servings !== undefined) lines.push(ja ? `人数: ${servings}人分` : `Servings: ${servings}`)
  if (equipment) lines.push(ja ? `道具: ${equipment}` : `Equipment: ${equipment}`)
  for (const note of brief.notes) lines.push(ja ? `メモ: ${note}` : `Note: ${note}`)
  return lines
}
