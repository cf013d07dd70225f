import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { notFoodReason } from '../../../src/ai/food/reader/instructions'
import { asksForNoFood } from '../../../src/discussions/outcomes'

/**
 * A thing people make that is not eaten (knowledge/reader.json `not_eaten`): soap, a bath bomb,
 * polymer clay, cat litter, cosmetics. Made, and nothing said of eating it, the theme asks for
 * something other than food (`theme_not_food` before the stream); a thing never eaten (`never_eaten`:
 * resin, a food sample) or a product shaped like a dish is so even beside that dish's name.
 */
describe('a non-food product to make', () => {
  for (const [theme, lang] of [
    ['bath bomb recipe with a strawberry cheesecake scent', 'en'],
    ['at what temperature should I bake polymer clay beads', 'en'],
    ['homemade kitty litter from newspaper', 'en'],
    ['diy lip balm with beeswax and honey', 'en'],
    ['紙粘土で小物を手作りしたい', 'ja'],
    ['手作り化粧水の作り方', 'ja'],
    ['バスボムをレモンの香りで作りたい', 'ja'],
    ['sugar scrub for lips with coconut oil, recipe pls', 'en'],
    ['庭のアブラムシ対策に牛乳スプレーとか木酢液の作り方のレシピちょうだい', 'ja'],
    // A food's look in a thing not eaten: a craft material or a replica, even beside a dish's name.
    ['a clay miniature tart for the dolls, decoration only, not for eating', 'en'],
    ['polymer clay macarons for a charm bracelet', 'en'],
    ['peach soap shaped like the real fruit', 'en'],
    ['a candle that looks like a cupcake', 'en'],
    ['樹脂粘土のパンケーキ', 'ja'],
    ['食品サンプルのオムライス', 'ja'],
    ['ドーナツの形のキャンドル', 'ja'],
    ['レジンでプリンのキーホルダー', 'ja'],
    // A katakana compound ends in its head: an aroma candle is a candle.
    ['アロマキャンドルの作り方をレシピ形式で。蜜蝋を使います', 'ja'],
    // Said not to be eaten: no word of eating it.
    ['紙粘土のパンケーキ、飾り用なので食べない', 'ja'],
    // Said not to be eaten, of the thing made rather than of a food, where no dish is named.
    ['こむぎこねんどを手作りしたい。遊ぶだけで食べない', 'ja'],
    ['感触あそびの生地を保育園で作る、食べません', 'ja'],
    ['make a squishy flour dough for the kids to play with, not for eating', 'en'],
    ['homemade play dough recipe for my kids (for playing, not eating)', 'en'],
    // A pet's daily food, even of foods people eat and beside a dish's name.
    ['homemade dog food recipe for my beagle, chicken rice carrots. how much per day', 'en'],
    ['うちの犬に手作りのドッグフードを作りたい。鶏肉とにんじんで', 'ja'],
    // Food for wild birds, and a collection of minerals kept, are not eaten.
    ['suet cakes for the wild birds this winter, recipe?', 'en'],
    ['鉱物標本をきれいに保存するやり方（水晶とか）', 'ja'],
    // Cooking words as a figure of speech (`figurative`), with no food or dish named.
    ['a recipe for a calm morning routine', 'en'],
    ['cook up a plan for my sister’s surprise trip', 'en'],
    ['work-life balance recipe', 'en'],
    ['恋愛成就のレシピ', 'ja'],
    ['子育てがうまくいくレシピを教えて', 'ja'],
    // A story, a game or a training plan as the thing a recipe makes.
    ['a recipe for an epic fantasy adventure for my tabletop group', 'en'],
    ['write me a recipe for a marketing campaign that goes viral', 'en'],
    ['recipe for a killer workout', 'en'],
    ['TRPGのシナリオのレシピを教えて', 'ja'],
    ['面白い小説を書くためのレシピ', 'ja'],
    // A document asked for in cooking words; an emoji beside it is decoration, not a food.
    ['whip up a speech for my best friend’s wedding, make it sweet 🍰', 'en'],
    ['draft my resume for a barista job', 'en'],
    ['パティシエ志望の履歴書を書いて', 'ja'],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      expect(brief.notFood).toBe(true)
      expect(brief.harm).toBeUndefined()
      expect(asksForNoFood(readBrief(theme, lang))).toBe(true)
    })
})

/** Cooking words asked of something else ("recipe-style", レシピ風に) are a way of writing, not cooking. */
describe('a non-food task asked in cooking words', () => {
  for (const [theme, lang] of [
    ['車のブレーキパッドの交換手順をレシピ風に教えて', 'ja'],
    ['explain changing brake pads recipe-style', 'en'],
    ['write the steps to change brake pads like a recipe', 'en'],
    // A computer's things are never eaten, whatever cooking word handles them (flash "baked" onto a card).
    ['how do I flash a firmware image onto a usb stick, like baking a cake', 'en'],
    ['スプレッドシートで家計簿を手早く仕上げる手順', 'ja'],
    // A word beside the product that no dish spells is no dish the kitchen lacks.
    ['エクセルのINDEX関数がエラーになる、なんで', 'ja'],
    ['why does my excel xlookup give #N/A', 'en'],
  ] as const)
    test(theme, () => expect(readBrief(theme, lang).notFood).toBe(true))
  for (const [theme, lang] of [
    ['カレーをレシピ風に教えて', 'ja'],
    ['turn leftovers into a recipe', 'en'],
    ['raspberry pie with a lattice top', 'en'],
    ['ラズベリーパイを焼きたい', 'ja'],
    ['エクセルみたいに整ったお弁当の詰め方', 'ja'],
    ['a spreadsheet-style meal plan, then cook the chicken curry', 'en'],
    // What someone can only eat ("soft things only") is said of food, not of the thing made.
    ['高齢の父と二人暮らし。父は減塩中で、柔らかいものしか食べられません。炊飯器で一品作りたい', 'ja'],
    // A fixture or a fault beside a dish or a food's own trouble is no home repair.
    ['how do i fix a cake that sinks in the middle', 'en'],
    ['tap water or filtered for rice? how do i fix mushy rice', 'en'],
    ['beef dripping roast potatoes', 'en'],
  ] as const)
    test(`${theme}: still food`, () => expect(readBrief(theme, lang).notFood).toBe(false))

  // What a recipe, a cocktail or a mix is of, by the parse: another domain's thing there is no food to cook.
  for (const [theme, lang] of [
    ['best cocktail of git commands to undo a bad merge', 'en'],
    ['cocktail of bash commands to clean up old docker images', 'en'],
    ['a recipe for car wax that actually beads water', 'en'],
    ['best mix of paint colours for a sage green bedroom wall', 'en'],
    ['ペンキの調合レシピ', 'ja'],
    ['gitコマンドの最強レシピを教えて', 'ja'],
  ] as const)
    test(`${theme}: made of another domain's things`, () => expect(readBrief(theme, lang).notFood).toBe(true))
  for (const [theme, lang] of [
    ['a cocktail of tropical fruit for a summer party', 'en'],
    ['snack recipe for the car ride', 'en'],
    ['cocktail for the car ride home', 'en'],
    ['a drink recipe for the car', 'en'],
    ['wax beans with butter and garlic', 'en'],
    ['鮎の塩焼き、化粧塩のコツ', 'ja'],
    ['カレー用のスパイスの調合レシピ', 'ja'],
  ] as const)
    test(`${theme}: a mix of food`, () => expect(readBrief(theme, lang).notFood).toBe(false))

  test('a long ask is quoted cut at a whole character, never half an emoji', () => {
    // Some of these cuts at 80 fall inside an emoji's UTF-16 pair.
    for (const pad of [0, 1, 2, 3]) {
      const reason = notFoodReason(
        `how do I stop my fishing reel jamming every cast ${'x'.repeat(25 + pad)}🎣🎣🎣🎣🎣🎣 please`,
        'en',
      )
      expect(reason).toContain('🎣…')
      expect(reason.isWellFormed()).toBe(true)
    }
  })
})

describe('food beside such a word is still food', () => {
  for (const [theme, lang] of [
    ['candles and a chocolate cake for her birthday', 'en'],
    ['edible slime the kids can eat', 'en'],
    ['clay pot chicken rice', 'en'],
    // A dish named for a crystal, and a cookie made to look like a fossil, are food.
    ['水晶鶏を作りたい', 'ja'],
    ['化石みたいなクッキーを作りたい', 'ja'],
    ['steamed suet pudding for christmas', 'en'],
    ['brown sugar cookies with coconut oil', 'en'],
    ['ハーブを農薬なしで育てたので、バジルのパスタ', 'ja'],
    ['キャンドルの灯りで食べるビーフシチュー', 'ja'],
    // A real dish with a decorative purpose, or candles on it: cooked.
    ['bake a birthday cake with candles on top', 'en'],
    ['a tall cake for the display table at a wedding', 'en'],
    ['cupcakes with edible sugar decorations', 'en'],
    ['ケーキにろうそくを立ててお祝い', 'ja'],
    ['飾り用の食べられる花でケーキ', 'ja'],
    ['ケーキにろうそくを立てたい、子どもは生クリームを食べない', 'ja'],
    // A course word beside a word of software: a soup, not a script.
    ['a soup for my script-writing team', 'en'],
    ['write the recipe for a spicy chicken wrap 🌶️', 'en'],
    ['カレーのレシピを書いて', 'ja'],
    ['Soup <script>alert(1)</script>', 'en'],
    // Such a figure beside a dish, or a dish for such an occasion, is food.
    ['my recipe for a stress-free life: one-pot pasta', 'en'],
    ['勝利のカツ丼', 'ja'],
    ['結婚記念日のディナーのレシピ', 'ja'],
    ['a dinner to celebrate my new career', 'en'],
    ['snacks for the players of our D&D campaign', 'en'],
    ['卵は食べません。子どものおやつの作り方', 'ja'],
    ['娘が野菜を全然食べないので、手作りふりかけ', 'ja'],
    ["I don't eat pork, how do I make dinner tonight", 'en'],
    ['a chicken pot pie for a cozy story night', 'en'],
    // A food asked in a way the hazard table reads is cooked where the theme says, a driveway too.
    ['i want to deep fry a frozen turkey in the driveway this year, still kinda frozen in the middle', 'en'],
    ['小説を読みながら食べるクッキー', 'ja'],
    // Friends coming over to play are guests, not a use: the dish is for them.
    ['ブラウニーを焼きたい。友だちが3人遊びに来る', 'ja'],
    ['週末に孫が遊びにくるので、おやつにホットケーキ', 'ja'],
  ] as const)
    test(theme, () => {
      expect(readBrief(theme, lang).notFood).toBe(false)
      expect(asksForNoFood(readBrief(theme, lang))).toBe(false)
    })
})

/**
 * A home repair (knowledge/reader.json `not_eaten.repair`, a fixture beside a `mend` word) names no dish: it is not
 * food even where a word of it is also a food's ("dripping"), and the problem says what it is. A thing made that is
 * not eaten has its safety point said with it (`said_not_food_safety`: salt dough eaten by a toddler).
 */
describe('a home repair, and what keeps a maker safe', () => {
  for (const [theme, lang] of [
    ['how do i fix a dripping kitchen tap', 'en'],
    ['how do I unclog my sink after pouring bacon grease down it', 'en'],
    ['キッチンの蛇口から水がポタポタ落ちる。直し方は？', 'ja'],
  ] as const)
    test(`${theme}: not food, said as a repair`, () => {
      expect(asksForNoFood(readBrief(theme, lang))).toBe(true)
      expect(notFoodReason(theme, lang)).toMatch(/home repair|修理/)
    })

  test('the thing made is named with its safety point, in the theme’s language', () => {
    const dough = notFoodReason('homemade play dough recipe for my 3yo (flour, salt, cream of tartar)', 'en')
    expect(dough).toContain('(play dough)')
    expect(dough).toMatch(/salt poisoning/)
    expect(notFoodReason('子どもとスライム作りたい！洗濯のりとホウ砂の分量は？', 'ja')).toMatch(
      /ホウ砂は飲み込むと有害/,
    )
    // A thing with no safety point of its own is only named.
    expect(notFoodReason('homemade kitty litter from newspaper', 'en')).toMatch(
      /\(kitty litter\)[\s\S]*pet-care guide[^.]*\.$/,
    )
  })

  // Issue 33 point 5: where a row names the kind of thing (a pet's food, a craft, the skin), the refusal is its first
  // sentence and that row's one pointer, never the list of every kind of guide. New phrasings, both languages.
  const ONE_KIND: Array<[string, 'ja' | 'en', RegExp]> = [
    ['homemade fish food for my goldfish?', 'en', /aquarium|pet shop/],
    ['wat can i feed my guppies, make my own flakes', 'en', /aquarium|pet shop/],
    ['pond fish food recipe pls', 'en', /aquarium|pet shop/],
    ['金魚のえさを手作りしたいです', 'ja', /ペットショップ/],
    ['めだかのエサって手作りできる？', 'ja', /ペットショップ/],
    ['paper mache bowl recipe with flour paste', 'en', /craft guide/],
    ['紙粘土でお皿を作りたい', 'ja', /手芸・工作/],
    ['DIY face mask with honey and oats for my skin', 'en', /skincare guide/],
    ['hair mask recipe w/ avocado', 'en', /skincare guide/],
    ['手作り顔パックのレシピ教えてください', 'ja', /スキンケア/],
    ['homemade garden fertilizer from banana peels', 'en', /gardening guide/],
    ['how to make christmas ornaments out of salt dough', 'en', /craft guide|salt poisoning/],
  ]
  for (const [theme, lang, pointer] of ONE_KIND)
    test(`one kind and one pointer: ${theme}`, () => {
      const said = notFoodReason(theme, lang)
      expect(said).toMatch(pointer)
      expect(said).not.toMatch(/craft, beauty, garden|手芸・美容・園芸/)
    })
})

/** A pet's daily food is said to be one: a vet-formulated diet, in either language. */
test('a pet food theme is told what a vet-formulated diet is', () => {
  expect(notFoodReason('homemade dog food for my beagle', 'en')).toContain('vet-formulated diet')
  expect(notFoodReason('手作りのドッグフードを作りたい', 'ja')).toContain('栄養設計された食事')
})

describe('baits and traps for pests, birds and fish are made, not eaten', () => {
  test.each([
    ['snail bait with beer, what else goes in it?', 'en'],
    ['a fruit fly trap with cider vinegar', 'en'],
    ['ホウ酸団子の作り方', 'ja'],
    ['ナメクジ退治にビールを使う方法', 'ja'],
  ] as const)('%s', (theme, lang) => expect(readBrief(theme, lang).notFood).toBe(true))

  test('beer in a batter is still food', () => {
    expect(readBrief('beer-battered fish and chips', 'en').notFood).toBe(false)
  })
})

test('a sauce, a gravy or a ragù the kitchen has no name for is still food', () => {
  for (const theme of [
    'a slow sunday gravy like grandpa made',
    'a marinade for the weekend grill',
    'an all-day ragout',
  ])
    expect(readBrief(theme, 'en').notFood, theme).toBe(false)
})
