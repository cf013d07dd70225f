/**
 * The words the brief reader looks for in a theme besides foods and diets: numbers, equipment,
 * temperature, season, audience, kind of dish, occasion, and who an exclusion is for. Data only:
 * brief.ts reads them.
 */
import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import data from '../../../knowledge/theme-words.json'
import type { Category, Lang, Season } from './types'

const words = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })
const bilingual = Type.Object({ en: Type.String(), ja: Type.String() }, { additionalProperties: false })
const bothLists = Type.Object({ en: words, ja: words }, { additionalProperties: false })
export const ThemeWordsFile = Type.Object(
  {
    about: Type.String(),
    numbers: Type.Record(Type.String(), Type.Number()),
    kanji_digits: Type.Record(Type.String(), Type.Number()),
    equipment: Type.Array(Type.Object({ names: words, label: bilingual }, { additionalProperties: false })),
    not_an_ingredient: bothLists,
    cue_words: words,
    season_name: Type.Object(
      { spring: bilingual, summer: bilingual, autumn: bilingual, winter: bilingual },
      { additionalProperties: false },
    ),
    child_exclusion: bilingual,
    baby_exclusion: bilingual,
    not_a_dish_name: bothLists,
  },
  { additionalProperties: false },
)

/** knowledge/theme-words.json, checked against its schema. */
export function loadThemeWords(raw: unknown, file = 'knowledge/theme-words.json') {
  if (!Value.Check(ThemeWordsFile, raw)) {
    const error = Value.Errors(ThemeWordsFile, raw).First()!
    throw new Error(`${file}: ${error.path} ${error.message}`)
  }
  return raw
}

const WORDS = loadThemeWords(data)
export const NUMBER_WORDS: Record<string, number> = WORDS.numbers
export const KANJI_DIGITS: Record<string, number> = WORDS.kanji_digits
/** Equipment words, with the label the brief gives them in each language. */
export const EQUIPMENT: Array<{ names: string[]; label: Record<Lang, string> }> = WORDS.equipment
export const SEASON_NAME: Record<Season, Record<Lang, string>> = WORDS.season_name
/** Words after "no"/"without" that are about how it is made, not what is in it. */
export const NOT_AN_INGREDIENT = new Set(WORDS.not_an_ingredient.en)
export const JA_NOT_AN_INGREDIENT = new Set(WORDS.not_an_ingredient.ja)
/** The Latin words of the restriction cues and of the diets, which a misspelling may also aim at ("alergic", "vegitarian"). */
export const CUE_WORDS: string[] = WORDS.cue_words
export const CHILD_EXCLUSION: Record<Lang, string> = WORDS.child_exclusion
export const BABY_EXCLUSION: Record<Lang, string> = WORDS.baby_exclusion
/** Latin words every theme may use that name no dish, and katakana words as common. */
export const NOT_A_DISH_NAME = new Set(WORDS.not_a_dish_name.en)
export const COMMON_KATAKANA = new Set(WORDS.not_a_dish_name.ja)

export const EN_COUNT = String.raw`(\d+|a dozen|dozen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)`
/** A count or an amount of time; "an hour" is one. */
export const EN_NUMBER = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|forty-five|fifty|sixty|ninety|an?)`
export const JA_NUMBER = String.raw`(\d+(?:\.\d+)?|[一二三四五六七八九十百]+)`

export const ONLY = /\b(?:only|just)\b|だけ|のみ|しか(?:ない|ありません|持って)|で完結/

// Temperature, season, audience, category, occasion

// 'A cold night' and 'I have a cold' are the weather and a chill: they ask for something warm, not a dish served cold.
const COLD_WEATHER = String.raw`\s+(?:nights?|evenings?|days?|mornings?|afternoons?|weather|winter|snap|spell|outside)`
const A_COLD = String.raw`(?:have|has|had|got|caught|with|fighting)\s+a\s+cold`
export const COLD = new RegExp(
  String.raw`\b(?:cold(?!${COLD_WEATHER})(?<!${A_COLD})|chilled|iced|ice-cold|icy|frozen|frosty|no-cook)\b|冷たい|冷たく|冷やし|冷や|冷製|ひんやり|キンキン|冷え冷え|冷菓|アイス(?!クリーム)|フローズン|かき氷`,
)
export const HOT = new RegExp(
  String.raw`\bcold(?=${COLD_WEATHER})|\b${A_COLD}\b|寒い|寒さ|寒空|冷え込|\b(?:warm|warming|warmed|steaming|piping hot|hot(?!\s*(?:sauce|dogs?|pot|spices?|chil|pepper|and spicy|&|honey|take|topic)))\b|温かい|温かく|あたたかい|あったか|温まる|あったまる|ホット(?!ケーキ|ドッグ|サンド|プレート)|熱々|あつあつ|アツアツ|ぽかぽか|ほかほか|ほっかほか`,
)

export const SEASONS: Array<[RegExp, Season]> = [
  [
    /\bspring\b(?!\s*(?:rolls?|onions?|water))|春(?![雨巻菊])|お花見|花見|ひな祭り|ひなまつり|こどもの日|\beaster\b/,
    'spring',
  ],
  [/\bsummer\b|夏|梅雨|七夕|お盆|土用|\bbbq season\b/, 'summer'],
  [
    /\bautumn\b|\bfall\b(?!\s*(?:apart|off|out))|\bhalloween\b|\bthanksgiving\b|秋(?!刀魚)|ハロウィン|お月見|月見/,
    'autumn',
  ],
  [
    /\bwinter\b|\bchristmas\b|\bxmas\b|\bnew year\b|\bnew year's\b|\bvalentine|冬(?!瓜)|クリスマス|正月|年越し|大晦日|おおみそか|節分|バレンタイン|鍋の季節/,
    'winter',
  ],
]
export const CHILDREN =
  /\b(?:kids?|kiddos?|children|child|toddlers?|little ones?|preschool(?:ers?)?|school lunch|kid-friendly|child-friendly|grandkids|grandchildren)\b|子ども|子供|こども|キッズ|お子様|お子さま|幼児|園児|小学生|孫|ちびっこ|(?<![\d.])(?:[1-9]|1[0-2])\s*歳|\b(?:[1-9]|1[0-2])[- ]?(?:years?[- ]?olds?|yos?|yr[- ]?olds?)\b|\b(?:[1-9]|1[0-2])(?:th)? birthday/
/** "No kids around", "adults only": a theme that rules children out is not for them. */
export const NO_CHILDREN =
  /\b(?:no|without|sans)\s+(?:the\s+|any\s+)?(?:kids?|children)\b|\bkid-free\b|\badults?[- ]only\b|大人だけ|大人のみ|大人向け|子どもなし|子供なし|子ども抜き/
/** Babies: honey is never given to a child under one. */
export const BABY =
  /(?<!\b(?:not|no|isn'?t|not a|not for a|not for)\s)\b(?:bab(?:y|ies)(?!\s*(?:spinach|carrots?|bok|corn|potato(?:es)?|back|leaf|leaves|greens|kale|octopus|squid|shrimp|tomato(?:es)?|eggplants?|onions?|zucchini|cucumbers?|lettuce|arugula|rocket|beets?|turnips?|squash|peppers?|clams?|scallops?|shower))|infants?|weaning|(?:[1-9]|1[01])[- ]?(?:months?|mo)[- ]?olds?)\b|生後\s*\d+\s*(?:か|ヶ|ケ|カ|ヵ)月|(?<![\d.])(?:[1-9]|1[01])\s*(?:か|ヶ|ケ|カ|ヵ)月の(?:子|娘|息子|赤)|1歳(?:前|未満)|赤ちゃん|離乳食|乳児|ベビー(?!リーフ|ホタテ|チーズ|コーン|キャロット|カステラ)/

export const CATEGORY_WORDS: Array<[RegExp, Category]> = [
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
export const FOOD_WORDS =
  /\b(?:food|foods|foodie|dish|dishes|recipes?|meals?|cook|cooks|cooking|cooked|bake|baking|baked|eat|eats|eating|ate|drinks?|drinking|breakfast|brunch|lunch|dinner|supper|snacks?|desserts?|menu|kitchen|flavou?rs?|flavou?rful|tastes?|tasty|delicious|yummy|hungry|appeti[sz]ers?|savou?ry|spicy|sour|salty|umami|crispy|crunchy|creamy|cozy|cosy|comfort|comforting|hearty|feast|potluck|picnic|bbq|barbecue|grill|grilled|roast|roasted|fried|fry|frying|stew|soup|salad|curry|noodles?|sandwich(?:es)?|pizza|burgers?|tacos?|sushi|ramen|smoothies?|cocktails?|mocktails?|juice|brew|leftovers?|lunchbox|bento|party|birthday|holiday|christmas|thanksgiving|new year|treat|treats|sweet|sweets|warming|refreshing|healthy|vegan|vegetarian|gluten|dairy|allerg\w*|chef|homemade|home-cooked|sides?|starter|tapas|brunch|nibbles?|cuisine|bite|bites|fusion|street food|bistro|brasserie|trattoria|taverna|izakaya|rainy|tonight|weeknight|lazy sunday)\b|料理|レシピ|食べ|たべ|飲み|飲む|のみもの|ごはん|ご飯|献立|おかず|味|美味|おいし|うまい|旨|甘い|辛い|酸っぱ|しょっぱ|さっぱり|こってり|ピリ辛|食事|朝食|昼食|夕食|晩|夜食|弁当|つまみ|おやつ|作り置き|食卓|鍋|丼|定食|手料理|お腹|空腹|食欲|飯|スイーツ|デザート|ランチ|ディナー|パーティー|誕生日|お祝い|おもてなし|ほっこり|ほっと|あったか|温まる|ひんやり|ヘルシー|スタミナ|がっつり|元気が出る|ご褒美|夏バテ|行楽|ピクニック|キャンプ飯|グルメ|食材|旬|季節の|郷土|和食|洋食|中華|エスニック|韓国風|タイ風|インド風|イタリアン|フレンチ|家庭の味|お袋の味|ビストロ|居酒屋/

export type Occasion = { re: RegExp; note: Record<Lang, string> }
export const OCCASIONS: Occasion[] = [
  { re: /\bbirthday\b|誕生日|バースデー/, note: { en: 'For a birthday.', ja: '誕生日のお祝いに。' } },
  {
    re: /\b(?:party|parties|potluck|gathering|get-together|crowd)\b|パーティー|ホームパーティ|持ち寄り|集まり/,
    note: { en: 'For a gathering, easy to share.', ja: 'みんなで取り分けやすく。' },
  },
  {
    re: /\bpicnic\b|ピクニック|お花見|花見|行楽/,
    note: { en: 'Packed to eat outdoors.', ja: '外で食べられるように持ち運びやすく。' },
  },
  {
    re: /\b(?:bento|lunchbox|lunch box|packed lunch)\b|弁当|お弁当/,
    note: { en: 'Packed for a lunchbox.', ja: 'お弁当に詰めやすく。' },
  },
  { re: /\bnew year(?:'s)?\b|正月|お正月|年越し|大晦日/, note: { en: 'For the New Year.', ja: 'お正月に。' } },
  { re: /\b(?:christmas|xmas)\b|クリスマス/, note: { en: 'For Christmas.', ja: 'クリスマスに。' } },
  {
    re: /\bleftovers?\b|\bleftover\b|残り物|残りご飯|余った|余り物|冷やご飯|使い切/,
    note: { en: 'Uses up leftovers.', ja: '残り物を使い切る。' },
  },
  {
    re: /\b(?:low[- ]salt|low[- ]sodium|less salt)\b|減塩|塩分控えめ|塩分を控え/,
    note: { en: 'Low in salt.', ja: '塩分控えめ。' },
  },
  {
    re: /\b(?:not too sweet|less sweet|lightly sweet)\b|甘さ控えめ|甘さひかえめ|甘すぎない/,
    note: { en: 'Not too sweet.', ja: '甘さ控えめ。' },
  },
  {
    re: /\b(?:high[- ]protein|protein-packed|protein-rich)\b|高たんぱく|高タンパク|たんぱく質|タンパク質|プロテイン/,
    note: { en: 'High in protein.', ja: 'たんぱく質をしっかり。' },
  },
  {
    re: /\b(?:budget|cheap|inexpensive|thrifty)\b|節約|安い|お手頃|低予算/,
    note: { en: 'On a budget.', ja: '安く作れる。' },
  },
  {
    re: /\b(?:healthy|light|low-calorie|low calorie)\b|ヘルシー|低カロリー|カロリー控えめ/,
    note: { en: 'Light and healthy.', ja: 'ヘルシーに。' },
  },
  {
    re: /\b(?:cozy|cosy|comfort(?:ing)?|rainy)\b|ほっこり|ほっと|雨の日|癒し/,
    note: { en: 'Comforting.', ja: 'ほっとする味に。' },
  },
  {
    re: /\b(?:quick|fast|speedy|in a hurry|busy)\b|時短|手早く|すぐできる|簡単|忙しい|さっと/,
    note: { en: 'Quick to make.', ja: '手早く作れる。' },
  },
]

/**
 * Requests a brief cannot represent and the guard cannot check: a diet counted in nutrients or
 * set by a doctor, not by what is left out. The host says so plainly rather than cook as if it
 * were met; `what` is what this kitchen does not count.
 */
export const UNCHECKED: Array<{ re: RegExp; what: Record<Lang, string>; lower?: 'salt' | 'sugar' }> = [
  {
    re: /\b(?:keto|ketogenic|low[- ]carbs?|low[- ]carbohydrate|no[- ]carbs?|carb[- ]free|atkins)\b|低糖質|糖質制限|糖質オフ|糖質ゼロ|ロカボ|ケトジェニック|ケト/,
    what: { en: 'carbohydrates', ja: '糖質の量' },
  },
  {
    re: /\b(?:diabet\w*|blood sugar)\b|糖尿病|血糖/,
    what: { en: 'sugar and carbohydrates for diabetes', ja: '糖尿病に合わせた糖質と糖分' },
    lower: 'sugar',
  },
  {
    re: /\b(?:low[- ]salt|low[- ]sodium|less salt|sodium)\b|減塩|塩分控えめ|塩分を控え|高血圧/,
    what: { en: 'a limit on salt', ja: '塩分の上限' },
    lower: 'salt',
  },
  {
    re: /\b(?:low[- ]fat|fat[- ]free|cholesterol)\b|低脂肪|脂質制限|コレステロール/,
    what: { en: 'fat', ja: '脂質の量' },
  },
  {
    re: /\b(?:paleo|whole30|carnivore diet)\b/,
    what: { en: 'what that diet allows', ja: 'その食事法で食べてよいもの' },
  },
  {
    re: /\b(?:pregnan\w*|breastfeeding)\b|妊娠|妊婦|授乳/,
    what: { en: 'food safety in pregnancy', ja: '妊娠中の食の安全' },
  },
]

/** "Not spicy", "mild", 辛くない: no chilli, as a plain exclusion. */
export const NOT_SPICY =
  /\b(?:(?:not|nothing|never|no|isn't|aren't)\s+(?:too\s+|very\s+|overly\s+|that\s+)?(?:spicy|hot and spicy|fiery)|non-spicy|no spices?|mild|spice-free|no chill?i(?:es)?|(?:handle|take|stand|tolerate|like)\s+(?:the\s+)?(?:heat|spice|spicy food|chill?i))\b|辛くない|辛さ控えめ|辛さなし|辛いのが苦手|辛いものが苦手|辛いのは苦手|甘口|マイルド|辛み抜き|辛味抜き|辛さ抜き|辛いのがダメ|からくしない|辛くしない|辛くしないで/
export const SPICY = /\b(?:spicy|hot and spicy|fiery)\b|ピリ辛|激辛|辛い|辛口|旨辛|うま辛|スパイシー/

/** Who the exclusion is for, when the theme says: a person in the same clause. */
export const PERSON =
  /\b(?:i|i'm|im|my|me|we|our|us|guests?|friends?|sons?|daughters?|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|mom|mum|dad|mother|father|sisters?|brothers?|family|someone|somebody|colleagues?|boss|grand(?:ma|pa|mother|father|kids)|baby|toddler|he|she|they|everyone|team|roommates?|neighbou?rs?|visitors?|nephew|niece|aunt|uncle|cousins?|in-laws?|people|person|students?|members?|fianc[eé]e?)\b|友人|友達|友だち|息子|娘|子ども|子供|夫|妻|彼氏|彼女|彼|母|父|姉|妹|兄|弟|家族|ゲスト|お客|客|私|わたし|僕|ぼく|自分|祖母|祖父|孫|赤ちゃん|同僚|上司|主人|旦那|嫁|義|みんな|参加者|メンバー|お子|うちの|友|人/

/**
 * A theme that is only a name, a few Latin words or one katakana word ("Pierogi", 「ピエロギ」):
 * when it names no food the catalogue knows, it may well be a dish the catalogue lacks, so the
 * host says it does not know it rather than that it is not about food.
 */
export const NAME_LIKE = /^(?:[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}|[\u30a0-\u30ff]{2,})$/i

/** Food emoji (🍣🍜🍰☕…): a theme of only an emoji is still about food. */
export const FOOD_EMOJI =
  /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1FAD0}-\u{1FADB}\u{2615}\u{1F382}]/u

/**
 * Words that say a restriction is medical or strict: an allergy, an intolerance, a food someone
 * cannot eat. Wherever one of these stands without a food the reader can name, the theme is not
 * cooked on a guess (`Brief.unresolved`).
 */
export const RESTRICTION_CUE =
  /\b(?:(?:low[- ])?fodmaps?|histamines?|salicylates?|oxalates?|purines?|tyramine|sulph?ites?|lupin|allerg\w*|intoleran\w*|anaphyla\w*|sensitiv\w*\s+to|(?:can'?t|cannot|can not|unable to|not allowed to|mustn'?t|must not|shouldn'?t)\s+(?:eat|have|tolerate|digest)|dietary (?:restrictions?|needs|requirements)|food restrictions?)\b|アレルギー|アレルゲン|食べられない|たべられない|食べれない|食べてはいけない|口にできない|不耐|除去食|食事制限/g

/**
 * A restriction said by reference to something the kitchen cannot see: a list, a doctor's word,
 * "the usual", "that thing". Whatever else the theme rules out, this part cannot be read.
 */
export const RESTRICTION_BY_REFERENCE =
  /\b(?:on (?:the|his|her|their|my|our) list|(?:the|his|her|my|our) list|(?:doctor|dietitian|dietician|allergist|nurse)(?:'s)? (?:said|mentioned|gave|list|told)|(?:my|his|her|our) (?:doctor|dietitian|allergist) (?:mentioned|said)|we talked about|last time|the usual|whatever (?:\w+ )*(?:is )?allergic|(?:i|we) forgot what|no triggers?|(?:his|her|my|their) triggers?|bad for (?:you|me|him|her|the body))\b|医者に止められ|医者にダメ|医者に禁止|先生に言われたもの|言われたもの|止められて|いつもの(?:やつ|もの|あれ)|例のアレ|例のあれ|アレ抜き|あれ抜き|体に悪いもの|苦手なもの(?:全部|は全部)?抜き|苦手なもの全部/

/** What a restriction word may be about that is not food ("can't eat much", 「料理が苦手」). */
export const NOT_A_FOOD_AFTER_CUE =
  /^\s*(?:much|a lot|late|fast|quickly|anything heavy|heavy food|big meals?|large meals?|too much|more|out|here|there|alone|now)\b|^(?:は|も)?(?:特に|とくに)?(?:ない|なし|無し|ありません|ございません)/
/** A texture someone cannot manage, read in the words that end where a food to rule out would: not a food to leave out but how the dish is cut and cooked ("hard foods", 「硬いもの」). */
export const TEXTURE_NOT_FOOD =
  /(?:硬い|固い|かたい|噛み切れない|歯ごたえのある|大きい|パサパサした|ぱさぱさした)(?:もの|物|の)?$|\b(?:hard|tough|chewy|crunchy|crusty|sticky|dry)(?:\s+(?:foods?|things?|stuff|meats?))?(?:\s+anymore)?$/
/** Said before a restriction word to say there is none: "no known allergies". */
export const NO_RESTRICTION_BEFORE = /\b(?:no|without|zero|free of)\s+(?:known\s+|food\s+|real\s+|particular\s+)*$/

/** Themes about something else that happens to name a food: cleaning with vinegar, oil for a car, salt on icy roads. */
/** Sayings that use a cooking word for something else: "cook the books", "a recipe for disaster". */
export const COOKING_SAYINGS =
  /\b(?:cook(?:s|ed|ing)? the books|recipes? for (?:disaster|success|trouble)|cook(?:s|ed|ing)? up (?:a|an|some) (?:plan|scheme|excuse|story|idea)|too many cooks)\b/gi

export const NOT_COOKING =
  /\b(?:clean(?:ing|er|s)?|degreas\w*|range hood|extractor fan|stains?|laundry|detergent|car|cars|engine|motor oil|lubricant|rust|chemistry|chemical|molecules?|homework|icy roads?|de-?icing|driveway|fertili[sz]er|skin ?care|paint(?:ing)?|hair|shampoo|plumbing|drain|bicycle|chain|scrubs?|ornaments?|crafts?|oil paint(?:ing)?|\d+w-?\d+|oil change|viscosity|honda|toyota|nissan|ford|haiku|poems?|poetry|essay|lyrics|song|confetti|money|cash|salary|income|smartphone|screen protector|slack channel|chat channel)\b|スマホ|保護フィルム|チャンネル|雑談|ライスシャワー|俳句|短歌|作文|ポエム|絵の具|油絵|工作|スクラブ|掃除|換気扇|レンジフード|洗剤|油汚れ|汚れ|洗濯|エンジンオイル|車の|融雪|凍結|化学|宿題|肥料|スキンケア|塗料|排水|自転車/
/** Words that make such a theme about food after all ("clean eating", "snacks for the car"). */
/** Said outright: not to be eaten. */
export const NOT_EDIBLE =
  /\b(?:not for eating|not to be eaten|not edible|inedible|non-edible|not eating (?:them|it|these|this))\b|食べられません(?:が|けど)|食用ではない|食べ物ではない/
export const COOKING_INTENT =
  /\b(?:recipes?|cook|cooking|bake|baking(?!\s+(?:soda|powder))|eat|eating|dinner|lunch|breakfast|meals?|dish|snacks?|desserts?|drinks?|delicious|tasty)\b|料理|レシピ|作り方|食べ|ご飯|ごはん|おかず|弁当|献立|おやつ|美味し|おいし/

/**
 * A reaction told as a story: an emergency, hives, an EpiPen, 「かゆくなる」. Every food named in
 * the same sentence is read as an allergen ("one bite of a cookie with cashews in it and he was
 * in the ER"), since the kitchen cannot tell which of them it was.
 */
export const REACTION_STORY =
  /\b(?:er|a&e|emergency room|hospital|hospitali[sz]ed|epi-?pen|anaphyla\w*|hives|swell(?:s|ed|ing)? up|throat (?:closes|closed|swelled)|couldn't breathe|break(?:s)? out|broke out|itchy|rash)\b|救急|病院|エピペン|アナフィラキシー|じんましん|蕁麻疹|かゆくなる|痒くなる|かゆみが出|腫れ|発疹|湿疹が出/
