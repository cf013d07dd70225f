import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { checkHazards, HAZARDS, loadHazardTable, withSafetySteps } from '../../../src/ai/food/hazards'
import { dish } from '../../../src/ai/food/dishes'
import type { RecipeText } from '../../../src/ai/food/recipe-lines'
import TABLE from '../../../knowledge/hazards.json'
import HOME from './hazards-home.json'
import type { Brief, Lang } from '../../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'

/**
 * The hazard table as a user meets it: themes written the way people type them, each read into
 * the row it asks for, made safe or refused; themes that only look alike, read as nothing; and
 * recipes checked for what a model might serve.
 */

const lang = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const hazardsOf = (theme: string) => readBrief(theme, lang(theme)).hazards ?? []

/** Per row: themes that ask for it and must be made safe, and themes where nothing safe remains. */
const CASES: Record<string, { safe: string[]; refused: string[] }> = {
  raw_poultry: {
    safe: [
      'chicken raw in the middle, like a rare steak',
      'I like my chicken breast pink inside, can we do that?',
      'Rare chicken thighs on the grill',
      'undercooked chicken wings for game night',
      'レアな鶏むね肉のステーキ',
      '鶏肉を中が生のまま焼きたい',
      '鶏のたたきを作りたい',
      // 鶏わさ stays itself with the chicken poached through: made safe, not refused.
      '鶏ささみを半生で、鶏わさにしたい',
      '鶏わさ',
      '半生のチキンソテー',
      'chiken breast rare plz',
      // A raw dish whose chicken stays safe cooked through is cooked so, aloud (issue 34): never refused.
      'chicken sashimi for two',
      'I want to make chicken tartare',
      '鶏刺しを家で作りたい',
      '鶏肉を生で食べたい',
      '鳥刺しを食べたい',
      '鶏の刺身',
    ],
    refused: [],
  },
  raw_pork: {
    safe: [
      'pork chops still pink in the middle',
      'medium rare pork tenderloin',
      'レアのとんかつを揚げたい',
      '豚肉を半生で焼きたい',
      '中がピンクの豚ロース',
      // Mett keeps its place on the rolls with the mince fried through: made safe, not refused.
      'Mett: raw pork on bread rolls, I want to eat it raw',
      'pork sashimi',
      '豚レバ刺しを作りたい',
      '豚肉を生で食べたい',
    ],
    refused: [],
  },
  raw_mince: {
    safe: [
      'a rare burger, pink in the middle',
      'medium-rare hamburgers for the barbecue',
      'レアなハンバーグを作りたい',
      '中が赤いハンバーグ',
      'rare meatballs',
      'raw minced pork, Mett, I want to eat it raw',
      'steak tartare for two',
      'yukhoe for two',
      'ユッケを作りたい',
      'ひき肉を生で食べたい',
      'raw mince, nothing else, eaten raw',
    ],
    refused: [],
  },
  raw_game: {
    safe: [
      'rare venison steak',
      'wild boar cooked pink',
      '鹿肉のたたき',
      'レアの鹿肉ステーキ',
      '猪肉を半生で',
      'venison sashimi',
    ],
    refused: [],
  },
  raw_liver: {
    safe: [
      "calf's liver with onions, pink in the middle",
      '鶏レバーの低温調理',
      'rare lamb liver',
      'レバーを半生でソテー',
      'レバ刺しが食べたい',
      'liver sashimi like in Japan',
      '牛レバーを生で食べたい',
      '豚レバーって生でごま油と塩でいける？',
    ],
    refused: [],
  },
  fugu_organs: {
    safe: [],
    refused: [
      'ふぐの肝を食べたい',
      'フグの卵巣を料理したい',
      'fugu liver for a special dinner',
      'pufferfish liver, cooked any way',
      '河豚の肝で鍋',
    ],
  },
  fugu_home: {
    safe: [
      'I caught a pufferfish, how do I cook it',
      '釣ったふぐをさばいて鍋にしたい',
      // Caught in the te-form, the filleting in the next sentence: the catch alone asks it.
      'ふぐ釣ってきた！さばき方とてっちりのレシピおしえて',
      'ふぐの皮の湯引き',
      'whole fugu I want to fillet myself',
    ],
    refused: [],
  },
  honey_baby: {
    safe: [
      'honey cake for my 8-month-old',
      'はちみつ入りの離乳食',
      'baby porridge with honey',
      '生後10か月の赤ちゃんにはちみつヨーグルト',
      'honey glazed carrots for the baby',
    ],
    refused: ['honey for my 6-month-old', '赤ちゃんにはちみつ'],
  },
  alcohol_children: {
    safe: [
      'beef stew with red wine for the kids',
      '子ども向けの赤ワイン煮込み',
      'rum cake for a 10-year-old',
      '小3の息子と作るラム酒入りのアイス',
      'brandy snaps for a class of third graders',
      '小学生の甥っ子に日本酒で煮た角煮を',
      '子どもと食べる酒蒸し',
    ],
    refused: ['beer for my 12-year-old', '子どもにお酒を'],
  },
  whole_nuts_under_4: {
    safe: [
      'a snack with almonds for my toddler',
      'walnut cookies for a 2-year-old',
      '2歳の子にナッツのおやつ',
      '幼児にピーナッツ入りのサラダ',
    ],
    refused: [],
  },
  popcorn_under_4: {
    safe: ['movie snacks for my toddler: popcorn and fruit', '3歳の子と映画の夜、ポップコーンとサンドイッチ'],
    refused: ['popcorn for my 2-year-old', '2歳の子にポップコーン'],
  },
  round_fruit_under_4: {
    safe: [
      'fruit salad with grapes for my toddler',
      'a lunch box with cherry tomatoes for a 3-year-old',
      '2歳児のお弁当にミニトマト',
      '幼児向けぶどうのゼリー寄せ',
    ],
    refused: [],
  },
  round_sweets_under_4: {
    safe: ['a birthday cake with marshmallows for my 2-year-old', '3歳の誕生日ケーキに飴の飾り'],
    refused: ['hard candy for my toddler', '2歳の子に飴'],
  },
  mochi_under_4: {
    safe: ['ozoni with mochi for the family, our youngest is 2 years old', '2歳の子もいる家族のお雑煮、お餅入り'],
    refused: ['mochi for my 3-year-old', '幼児にお餅', 'みたらし団子を2歳の子に'],
  },
  mochi_elderly: {
    safe: [
      'お正月のお雑煮、お餅はおばあちゃんも食べます',
      'mochi soup for my grandparents',
      '高齢の父に餅入りのお雑煮',
    ],
    refused: [],
  },
  raw_sprouts: {
    safe: [
      'alfalfa sprout salad for my 1 year old and my pregnant sister',
      '妊娠中なのでもやしのナムルを作りたい',
      'raw bean sprout salad for my pregnant wife, she needs folate',
    ],
    refused: [],
  },
  raw_kidney_beans: {
    safe: [
      'raw kidney beans in a salad',
      'red kidney beans in the slow cooker all day',
      '白いんげん豆を炒っただけで食べたい',
      '生のいんげん豆をサラダに',
      // The beans by their katakana name, soaked and put straight into a slow cooker: the boil is said aloud.
      '乾燥のキドニービーンズを一晩浸けて、スロークッカーで煮込みたい',
      'レッドキドニーを戻しただけでチリに入れていい？',
      'キドニービーンズ（乾燥）を低温調理で柔らかくしたい',
    ],
    refused: [],
  },
  raw_flour_dough: {
    safe: [
      'edible cookie dough to eat with a spoon at movie night',
      'brownie batter dip for the kids, no bake',
      '生のクッキー生地を焼かずにそのまま食べたい',
      '薄力粉の生地を焼かないでスプーンで食べるおやつ',
      'ブラウニー生地を焼かないでおやつに食べたい',
      'チョコチップ入りのクッキー生地、焼かずにボウルからそのまま食べる',
    ],
    refused: [],
  },
  sealed_ferment: {
    safe: [
      'fermenting garlic honey in a jar with the lid screwed on tight for a month',
      'sauerkraut in a sealed jar on the shelf, how long?',
      '自家製キムチを瓶で密閉して常温で発酵させたい',
    ],
    refused: [],
  },
  raw_freshwater_fish: {
    safe: [
      'ayu sashimi - caught it in the river this morning!',
      '鯉の洗いを作りたい',
      '釣った鮎を刺身で食べたい',
      'raw carp ceviche',
    ],
    refused: [],
  },
  raw_fish_from_fresh_water: {
    safe: [
      'caught a few trout from the river this morning, thinking of doing them as sashimi',
      '川で釣った魚を刺身にしたい',
    ],
    refused: [],
  },
  wild_mushrooms: {
    safe: [
      'mushrooms I picked in the woods this morning',
      'a risotto with foraged mushrooms',
      '山で採ったきのこで炊き込みご飯',
      '庭に生えていたキノコを食べたい',
      '天然のきのこの味噌汁',
      'found mushrooms in the yard that look like porcini, pasta tonight?',
    ],
    refused: [],
  },
  foraged_lookalike: {
    safe: [
      'ramps I picked by the river, quick pesto tonight',
      '河原で摘んだ行者にんにくで醤油漬けを作りたい',
      // A look-alike said beside what was picked is a risk to say, not a poison served: the dish is cooked with bought leaves.
      '庭のニラっぽい草（スイセンの近くに生えてる）でニラ玉',
    ],
    refused: [],
  },
  runny_eggs: {
    safe: [
      "I'm expecting! craving soft boiled eggs and soldiers",
      '妊娠中の私にエッグベネディクト',
      'a soft-boiled egg for my pregnant wife',
      'runny eggs on toast for my 1-year-old',
      '妊娠中だけど卵かけご飯が食べたい',
      '妊婦さんに温泉卵',
      'tiramisu for my pregnant sister',
      '離乳食に半熟卵',
      '5歳の娘と卵かけご飯の朝ごはん',
      'jammy eggs for my preschooler',
      // Weeks along with her first is a pregnancy said without the word.
      "eggs benedict brunch, runny yolks + homemade hollandaise. my sister's coming too, 30 wks with her first",
    ],
    refused: [],
  },
  rare_meat_pregnancy: {
    safe: ['roast beef, pink in the middle, for my pregnant wife', '妊娠中の妻にレアのローストビーフを焼きたい'],
    refused: [],
  },
  salty_broth_baby: {
    safe: ['miso ramen for the family, and our 8-month-old eats with us', '8ヶ月の赤ちゃんも一緒に味噌ラーメン'],
    refused: [],
  },
  cured_meat_pregnancy: {
    safe: [
      'antipasto platter with prosciutto and salami for my pregnant sister',
      '妊娠中です。生ハムのサラダが食べたい',
      'pregnant and craving a smoked salmon bagel',
      '妊婦さんにサラミのピザ',
    ],
    refused: [],
  },
  raw_seafood_pregnancy: {
    safe: [
      '妊娠中の妻がちらし寿司を食べたいと言っています。いくらは好き',
      "I'm 20 weeks pregnant, can we do raw oysters?",
    ],
    // A dish raw by definition is no longer refused: the nearest with its fish cooked is (tests/ai/cookbook/made-safe.test.ts).
    refused: [],
  },
  garlic_in_oil_room_temperature: {
    safe: [
      'garlic confit in olive oil that I can keep in the pantry for months',
      'herb oil to store at room temperature as gifts',
      'にんにくのオイル漬けを作って常温で何ヶ月も保存したい',
      'ガーリックオイルを常温保存したい',
      // How long a jar is kept (2ヶ月くらい) is no one's age.
      'にんにくのオイル漬け、棚に2ヶ月くらい置いときたい',
      'garlic oil, can I leave it out on the shelf?',
      // A duration between 常温で and 保存 still asks for a jar kept out.
      'にんにくのオイル漬け、常温で2週間ほどもつ？',
      '手作りのハーブオイル、常温で半年くらい保存できる？',
    ],
    refused: [],
  },
  raw_seafood_young_children: {
    safe: [
      'a seafood dinner for the family, our toddler loves salmon roe',
      '2歳の子どもと食べる海鮮の夕ご飯、いくらが好き',
    ],
    refused: [],
  },
  honey_first_birthday: {
    safe: ['1歳の子にはちみつレモンのホットドリンク', 'honey toast for my 1-year-old', '一歳の娘にはちみつヨーグルト'],
    refused: [],
  },
  tomatoes_canned_without_acid: {
    safe: [
      "can i can my grandma's tomato sauce in a water bath without adding lemon juice?",
      'water bath canning whole tomatoes for the winter',
      'トマトソースを煮沸して瓶詰めにしたい',
    ],
    refused: [],
  },
  low_acid_water_bath_canning: {
    safe: [
      'water-bath canning green beans, no pressure canner',
      'I want to can sweet corn at home in a water bath so it keeps all winter',
      'home canned carrots, shelf-stable, just boiling water',
      'いんげんを瓶詰めにして常温で長期保存したい',
      'きのこを自家製の瓶詰めにして常温保存したい',
      // A catalogue vegetable of the row's groups, not only its listed words.
      'ゆでた筍を瓶に詰めて湯煎し、常温で置いておきたい',
      'home-canned beef broth, water bath only, for the winter',
    ],
    refused: [],
  },
  cooked_food_left_out: {
    safe: [
      'a big pot of stew, fine to leave it out overnight and eat tomorrow?',
      'leftover rice sat on the counter overnight, fried rice with it?',
      'シチューを鍋ごと常温で一晩置いて明日も食べたい',
      '炊いたご飯を出しっぱなしにして翌日おにぎり',
    ],
    // Already out all night is thrown away and the dish cooked fresh, never refused (tests/ai/food/hazard-answers.test.ts).
    refused: [],
  },
  swallowing_difficulty: {
    safe: [
      'my mum has dysphagia, a soft fish dinner please',
      '嚥下障害のある父に鶏肉の料理',
      'my dad chokes easily since his stroke, soft dinner',
      '80歳の父、飲み込みが弱くてとろみが必要。煮物',
    ],
    refused: [],
  },
  baby_first_foods: {
    safe: ['baby is 8 months, just starting solids. something with salmon?', '生後7ヶ月の離乳食、白身魚で'],
    refused: [],
  },
  raw_milk_cheese_young_old: {
    safe: [
      'Can I bake my 3-year-old a pizza with the unpasteurised camembert we brought back?',
      'grandma is 88, thinking of a raw milk brie tart for her',
      '2歳の娘に無殺菌乳のカマンベールでチーズトースト',
      // Kana only: the table's words are read as their kana too (無殺菌 as むさっきん, チーズ as ちーず).
      '1さいのむすこに むさっきんにゅうの ちーずで おやつ',
    ],
    refused: [],
  },
  home_bottled_sauce_room_temperature: {
    safe: [
      'I am going to bottle my homemade bolognese in mason jars and keep them in the cupboard for months',
      'made a big batch of pesto, want to keep the jars on the shelf all winter',
      '手作りカレーを瓶に詰めて戸棚で保存したい',
      'じかせいの ばじるそーすを びんづめにして じょうおんで ほぞん したい',
    ],
    refused: [],
  },
  unpasteurised_cheese_pregnancy: {
    safe: [
      'a cheese board with brie and camembert, I am pregnant',
      'unpasteurised cheese toastie for a pregnant friend',
      '妊娠中にカマンベールのサラダ',
      '妊婦でも食べられるブルーチーズのパスタ',
    ],
    refused: [],
  },
  greened_sprouted_potatoes: {
    safe: [
      'my spuds have sprouted and gone a bit green, can I still make mash?',
      'potato gratin with the potatoes that turned green in the cupboard',
      'old potatoes with long shoots, roast them anyway',
      'じゃがいもから芽が出てきたけど肉じゃがにしたい',
      '皮が緑っぽくなったジャガイモでフライドポテト',
    ],
    refused: [],
  },
  raw_elderberries: {
    safe: [
      'I picked elderberries in the hedgerow, smoothie with them raw?',
      'raw elderberry juice, blended with apple',
      'エルダーベリーを生のままスムージーにしたい',
      '摘んできたニワトコの実をジャムに',
    ],
    refused: [],
  },
  frozen_turkey_deep_fry: {
    safe: [
      'deep-fry the turkey even though it has not thawed completely',
      'the bird is half-frozen but we want to deep fry the whole turkey tonight',
      '七面鳥がまだ凍ってるけど、丸ごと油で揚げたい',
      '半解凍のターキーをフライヤーで揚げる',
      'turkey from frozen straight into the pot of oil, how long?',
    ],
    refused: [],
  },
  home_cured_fish_unfrozen: {
    safe: [
      'gravlax with the salmon my brother caught on Sunday',
      'shime saba at home, do I need to worry about parasites?',
      '堤防で釣ったアジを酢じめにしたい',
      '天然の鮭でグラブラックスを仕込みたい、冷凍はしてない',
      'しめ鯖を作りたいけど寄生虫が心配',
    ],
    refused: [],
  },
  raw_unripe_ume: {
    safe: [
      'can I eat green ume raw straight off the tree?',
      '庭の青梅、生のままかじっても平気？',
      '梅の実をそのまま食べてみたい',
    ],
    refused: [],
  },
  bitter_apricot_kernels: {
    safe: [
      'almond jelly made the old way with crushed bitter apricot kernels',
      'ground apricot kernels in a smoothie',
      '苦杏仁をすりつぶして杏仁豆腐を作る',
      'あんずの種を砕いてお菓子に使いたい',
    ],
    refused: [],
  },
  ...HOME.cases,
}

describe('the hazard table', () => {
  test('every row has cases here, and every row is checked in both languages', () => {
    expect(Object.keys(CASES).sort()).toEqual(HAZARDS.map((r) => r.id).sort())
    for (const [id, { safe, refused }] of Object.entries(CASES)) {
      const themes = [...safe, ...refused]
      expect(
        themes.some((t) => lang(t) === 'ja'),
        id,
      ).toBe(true)
      expect(
        themes.some((t) => lang(t) === 'en'),
        id,
      ).toBe(true)
    }
  })

  test('an audience includes only younger ones listed before it, so one pass in order follows them', () => {
    const ids = TABLE.audiences.map((a) => a.id)
    for (const [i, a] of TABLE.audiences.entries())
      for (const id of (a as { includes?: string[] }).includes ?? []) expect(ids.indexOf(id), a.id).toBeLessThan(i)
    expect(readBrief('a snack for my 8-month-old', 'en').atRisk).toEqual(['baby', 'under_4', 'under_6', 'child'])
  })

  test("an age said by the birthday it turns is read as the child's age; a grown-up's or a count is not", () => {
    expect(readBrief("My son's turning 2! party snacks", 'en').atRisk).toEqual(['under_4', 'under_6', 'child'])
    expect(readBrief('my dad is turning 60, a birthday dinner', 'en').atRisk ?? []).toEqual([])
    expect(readBrief('turn the skewers 2 times on the grill', 'en').atRisk ?? []).toEqual([])
  })

  test('a table with a broken row fails at load with the file and the row', () => {
    const broken = structuredClone(TABLE) as { hazards: Array<Record<string, unknown>> }
    delete broken.hazards[2]!.instead
    expect(() => loadHazardTable(broken)).toThrow(
      /knowledge\/hazards\.json \(hazards\[2\]: raw_mince\): \/hazards\/2\/instead/,
    )
    const refusable = structuredClone(TABLE) as { hazards: Array<Record<string, unknown>> }
    delete refusable.hazards[5]!.refused
    expect(() => loadHazardTable(refusable, 'x.json')).toThrow(
      /x\.json: hazards\[5\] \(fugu_organs\): a row that can be refused needs `refused`/,
    )
  })
})

describe('reading a theme: each row, made safe or refused, in both languages', () => {
  for (const [id, { safe, refused }] of Object.entries(CASES)) {
    for (const theme of safe)
      test(`${id}, made safe: ${theme}`, () => {
        const found = hazardsOf(theme).find((h) => h.id === id)
        expect(found, JSON.stringify(hazardsOf(theme))).toBeDefined()
        expect(found!.refused).toBe(false)
        expect(found!.instead).toBe(HAZARDS.find((r) => r.id === id)!.instead[lang(theme)])
        expect(hazardsOf(theme).some((h) => h.refused)).toBe(false)
      })
    for (const theme of refused)
      test(`${id}, refused: ${theme}`, () => {
        const found = hazardsOf(theme).find((h) => h.id === id)
        expect(found, JSON.stringify(hazardsOf(theme))).toBeDefined()
        expect(found!.refused).toBe(true)
        expect(found!.instead.startsWith(HAZARDS.find((r) => r.id === id)!.refused![lang(theme)])).toBe(true)
      })
  }
})

describe('themes that only look like a hazard find none', () => {
  const NONE = [
    'a rare find: white asparagus risotto',
    // Acid enough for a water bath, or cooled in the fridge: no botulism or left-out pot to warn of.
    'water bath canning dill pickles with cucumbers',
    'きゅうりのピクルスを瓶詰めにしたい',
    'カレーを一晩寝かせて翌日食べたい',
    'slow cooker chili overnight',
    'soup for my grandpa, he has trouble chewing',
    'baby shower brunch',
    'raw vegetables salad with a miso dip',
    'honey glazed ham for Christmas',
    'grape juice for kids',
    'sushi for my birthday',
    'salmon sashimi and chicken karaage',
    'rare steak with chimichurri',
    'chicken with pink peppercorn sauce',
    'Crispy fried chicken for the kids',
    'honey mustard chicken for two adults',
    'nut-free cookies for my toddler',
    'chicken katsu with tartar sauce',
    'チキン南蛮のタルタルソース',
    '鹿児島の黒豚のしゃぶしゃぶ',
    '熊本の馬刺し風サラダ',
    '鶏肉の串刺しを焼く',
    '鶏ささみのわさび和え',
    'もちもちのパンケーキ',
    '飴色玉ねぎのオニオンスープ',
    'てっちり（ふぐ鍋）を料理屋さんで買った身欠きふぐで',
    'a cocktail party menu for adults',
    'sweet potato mochi for the office',
    'beef tataki for four',
    'pasta with garlic and olive oil from pantry staples',
    'garlic butter, let the butter sit at room temperature first',
    'quick pickled green beans for the fridge',
    'strawberry jam in jars, water-bath canned',
    'ツナ缶とコーンのサラダ',
    'mason jar salad with corn and carrots for lunch',
    'ガーリックバター、バターは常温に戻してから',
    'dried cranberry scones for my pregnant sister',
    'salmon roe on rice',
    'scrambled eggs for a 2-year-old',
    'はちみつレモンのケーキ',
    'Dinner with no kids around, something grown-up with wine',
    'alcohol-free sangria for the kids',
    'popcorn chicken for my 2 year old',
    'chicken liver pâté, pink peppercorns on top',
    // Potatoes that are young, or beside a green vegetable; elder flowers; a bird thawed or roasted.
    'new potatoes with butter and mint',
    'potato salad with green beans',
    'じゃがいもと芽キャベツのロースト',
    'green curry with potatoes',
    'elderflower cordial for a summer party',
    'elderberry syrup from a shop bottle over pancakes',
    'a thawed turkey, deep-fried in peanut oil outdoors',
    'roast a frozen turkey for Christmas',
    '解凍した七面鳥を揚げたい',
    // A frozen bird that goes into no hot oil or slow cooker: slow, not a fire or hours lukewarm.
    'the turkey is still partly frozen, can I braise it for tomorrow?',
    '冷凍の七面鳥で煮込みを作りたい',
    '丸鶏がまだ凍ってるけどスープにしたい',
    ...HOME.none,
  ]
  for (const theme of NONE)
    test(theme, () => {
      expect(hazardsOf(theme)).toEqual([])
    })
})

describe('who a theme is for', () => {
  const at = (theme: string) => readBrief(theme, lang(theme)).atRisk ?? []
  test('ages and words, in both languages', () => {
    expect(at('porridge for my 8-month-old')).toContain('baby')
    expect(at('生後7か月の離乳食')).toContain('baby')
    expect(at('2歳半の子のおやつ')).toEqual(['under_4', 'under_6', 'child'])
    expect(at('a snack for a toddler')).toEqual(['under_4', 'under_6', 'child'])
    expect(at('年長さんの息子と夕飯')).toEqual(['under_6', 'child'])
    expect(at('lunch for my 5-year-old')).toEqual(['under_6', 'child'])
    expect(at('dinner for my 10-year-old')).toEqual(['child'])
    expect(at('something light, I am pregnant')).toEqual(['pregnancy'])
    expect(at('妊娠中の妻に夕飯')).toEqual(['pregnancy'])
    expect(at('妊娠7ヶ月です。さっぱりしたものが食べたい')).toEqual(['pregnancy'])
    expect(at("I'm 6 months pregnant, something with spinach")).toEqual(['pregnancy'])
    expect(at('おばあちゃんの誕生日')).toEqual(['elderly'])
    // A baby named only to say what the dish is not.
    expect(at("something soft for my dad, but not baby food, he'd be insulted")).toEqual([])
    expect(at('no babies at this dinner, just adults')).toEqual([])
    expect(at('おばあちゃん（90歳）にお雑煮')).toEqual(['elderly'])
    expect(at('curry for two adults in 30 minutes')).toEqual([])
    // An age said without "old".
    expect(at('glazed carrots for the family, youngest is 9 months')).toContain('baby')
    expect(at('a cake for when she turns 18 months')).toEqual(['under_4', 'under_6', 'child'])
    expect(at('the stew is 3 years in the making')).toEqual([])
    // An age cut short as people type it: "my 9mo's porridge".
    expect(at("fresh raw milk for my 9mo's porridge")).toContain('baby')
    expect(at('moved here 6mo ago, miss home cooking')).toEqual([])
  })

  test('a baby or a toddler has honey, alcohol, popcorn, hard sweets and mochi left out, said once', () => {
    const brief = readBrief('a birthday snack for my 18-month-old', 'en')
    const mine = brief.exclusions.filter((e) => e.name === 'for a child under 4')
    expect(mine).toHaveLength(1)
    expect(mine[0]!.excludes.join(' ')).toContain('popcorn')
    const baby = readBrief('生後9か月の赤ちゃんのおやつ', 'ja')
    expect(baby.exclusions.flatMap((e) => e.traits)).toContain('honey')
    expect(baby.exclusions.filter((e) => e.name.includes('赤ちゃん'))).toHaveLength(2)
  })
})

const recipe = (over: Partial<RecipeText>): RecipeText => ({
  title_ja: '料理',
  title_en: 'A dish',
  ingredients_ja: ['塩 少々'],
  ingredients_en: ['a pinch of salt'],
  steps_ja: ['盛り付ける。'],
  steps_en: ['Serve.'],
  ...over,
})
const briefFor = (theme: string): Brief => readBrief(theme, lang(theme))

describe('checking a recipe for hazards', () => {
  const anyone = briefFor('dinner for two')
  const FOUND: Array<[string, Brief, Partial<RecipeText>]> = [
    ['raw_poultry', anyone, { steps_en: ['Sear the chicken 1 minute a side, leaving the middle raw.'] }],
    ['raw_poultry', anyone, { steps_ja: ['鶏むね肉は表面だけ焼いて中は生のまま切る。'] }],
    ['raw_poultry', anyone, { title_en: 'Rare chicken breast' }],
    ['raw_pork', anyone, { steps_en: ['Serve the pork chops pink.'] }],
    ['raw_mince', anyone, { steps_ja: ['ハンバーグはレアで焼き上げる。'] }],
    ['raw_game', anyone, { steps_en: ['Slice the venison while still raw in the middle.'] }],
    ['raw_liver', anyone, { steps_en: ['Sear the chicken livers briefly so they stay pink inside.'] }],
    ['fugu_organs', anyone, { ingredients_ja: ['ふぐの肝 100g'] }],
    ['fugu_home', anyone, { steps_en: ['Gut the whole fugu and rinse it.'] }],
    ['honey_baby', briefFor('cake for my 8-month-old'), { ingredients_en: ['2 tbsp honey'] }],
    [
      'honey_first_birthday',
      briefFor('a drink for my 1-year-old'),
      { steps_en: ['Stir in the honey; fine for babies under 12 months too.'] },
    ],
    [
      'tomatoes_canned_without_acid',
      anyone,
      { steps_en: ['Ladle the tomato sauce into jars without lemon juice and process in a water bath.'] },
    ],
    ['alcohol_children', briefFor('stew for my 9-year-old'), { ingredients_ja: ['赤ワイン 100ml'] }],
    ['whole_nuts_under_4', briefFor('snack for a toddler'), { ingredients_en: ['30 g walnuts'] }],
    ['popcorn_under_4', briefFor('snack for a toddler'), { ingredients_en: ['50 g popcorn kernels'] }],
    ['round_fruit_under_4', briefFor('2歳の子のおやつ'), { ingredients_ja: ['ぶどう 10粒'] }],
    ['round_sweets_under_4', briefFor('cake for a 3-year-old'), { steps_en: ['Top with marshmallows.'] }],
    ['mochi_under_4', briefFor('幼児向けのお雑煮'), { ingredients_ja: ['切り餅 2個'] }],
    ['mochi_elderly', briefFor('お雑煮をおばあちゃんに'), { ingredients_ja: ['切り餅 2個'] }],
    ['raw_kidney_beans', anyone, { steps_en: ['Cook the soaked kidney beans in the slow cooker on low for 8 hours.'] }],
    ['raw_sprouts', briefFor('salad for a toddler'), { steps_en: ['Top with a handful of raw alfalfa sprouts.'] }],
    ['wild_mushrooms', anyone, { ingredients_en: ['200 g foraged mushrooms'] }],
    ['foraged_lookalike', anyone, { ingredients_en: ['50 g foraged wild garlic leaves'] }],
    ['raw_freshwater_fish', anyone, { steps_ja: ['鮎は薄く切って刺身にする。'] }],
    [
      'raw_fish_from_fresh_water',
      briefFor('trout from the river as sashimi'),
      { steps_en: ['Slice the trout from the river thinly and serve it raw.'] },
    ],
    ['raw_flour_dough', anyone, { steps_en: ['Roll the raw flour dough into no-bake bites.'] }],
    ['sealed_ferment', anyone, { steps_ja: ['発酵させる間、瓶は密閉して常温に置く。'] }],
    [
      'runny_eggs',
      briefFor('breakfast, I am pregnant'),
      { steps_en: ['Boil the eggs for 6 minutes so the yolks stay runny.'] },
    ],
    ['unpasteurised_cheese_pregnancy', briefFor('lunch for my pregnant wife'), { ingredients_en: ['100 g camembert'] }],
    ['raw_milk_cheese_young_old', briefFor('lunch for my toddler'), { ingredients_en: ['60 g raw-milk brie'] }],
    [
      'home_bottled_sauce_room_temperature',
      anyone,
      { steps_en: ['Ladle the hot sauce into jars and keep them in the pantry for months.'] },
    ],
    ['cured_meat_pregnancy', briefFor('lunch for my pregnant wife'), { ingredients_en: ['60 g prosciutto'] }],
    ['rare_meat_pregnancy', briefFor('dinner for my pregnant wife'), { steps_en: ['Roast the beef until rare.'] }],
    [
      'salty_broth_baby',
      briefFor('ramen for the family and our 8-month-old'),
      { steps_en: ['Stir the miso into the broth.'] },
    ],
    ['raw_seafood_pregnancy', briefFor('妊娠中の妻に晩ごはん'), { ingredients_ja: ['いくら 30g'] }],
    ['raw_seafood_young_children', briefFor('dinner for my toddler'), { ingredients_en: ['100 g sashimi-grade tuna'] }],
    [
      'low_acid_water_bath_canning',
      anyone,
      { steps_en: ['Pack the green beans into jars and process them in a boiling water bath for 20 minutes.'] },
    ],
    [
      'garlic_in_oil_room_temperature',
      anyone,
      { steps_en: ['Pour the garlic oil into a jar and keep it in the pantry for months.'] },
    ],
    ['cooked_food_left_out', anyone, { steps_ja: ['カレーは鍋ごと常温で一晩置いておく。'] }],
    [
      'baby_first_foods',
      briefFor('first foods for my 7 month old'),
      { title_en: 'First foods: salmon and rice', steps_en: ['Flake the salmon over the rice and serve.'] },
    ],
    [
      'swallowing_difficulty',
      anyone,
      { steps_en: ['For the one with dysphagia, scatter crunchy fried shallots on top.'] },
    ],
    ['greened_sprouted_potatoes', anyone, { steps_ja: ['芽が出たじゃがいもは皮つきのまま切る。'] }],
    ['raw_elderberries', anyone, { steps_en: ['Blend the raw elderberries with the yoghurt.'] }],
    ['frozen_turkey_deep_fry', anyone, { steps_en: ['Lower the partly frozen turkey into the hot oil.'] }],
    ['home_cured_fish_unfrozen', anyone, { steps_en: ['Cure the gravlax without freezing the salmon first.'] }],
    ['raw_unripe_ume', anyone, { steps_ja: ['青梅を生のまま器に盛る。'] }],
    ['bitter_apricot_kernels', anyone, { steps_en: ['Crush the apricot kernels and steep them in the milk.'] }],
    ...HOME.found.map(
      ([id, theme, draft]) =>
        [id, theme ? briefFor(theme as string) : anyone, draft] as [string, Brief, Partial<RecipeText>],
    ),
  ]
  for (const [id, brief, draft] of FOUND)
    test(`${id} in a recipe is found, naming its line`, () => {
      const found = checkHazards(recipe(draft), brief)
      const row = HAZARDS.find((r) => r.id === id)!
      expect(found.map((v) => v.exclusion).join('\n')).toContain(row.name[brief.lang])
      expect(found[0]!.field).toMatch(/^(title|ingredients|steps)_(ja|en)/)
    })
  test('every row is checked here', () => {
    expect([...new Set(FOUND.map(([id]) => id))].sort()).toEqual(HAZARDS.map((r) => r.id).sort())
  })

  const KEPT: Array<[string, Brief, Partial<RecipeText>]> = [
    [
      'chicken cooked through',
      anyone,
      { steps_en: ['Roast the chicken until it reads 75 °C at the centre and no pink remains.'] },
    ],
    [
      'a thermometer check in Japanese',
      anyone,
      { steps_ja: ['鶏肉の中心が75℃になるまで焼き、ピンク色が残らないことを確かめる。'] },
    ],
    ['beef served rare', anyone, { steps_en: ['Serve the steak rare.'] }],
    ['honey for adults', anyone, { ingredients_en: ['2 tbsp honey'] }],
    [
      'grapes quartered for a toddler',
      briefFor('snack for a toddler'),
      { ingredients_en: ['10 grapes'], steps_en: ['Cut every grape lengthwise into quarters.'] },
    ],
    [
      'ground nuts for a toddler',
      briefFor('snack for a toddler'),
      { ingredients_en: ['30 g walnuts'], steps_en: ['Grind the walnuts to a fine powder.'] },
    ],
    [
      'hard-boiled eggs in pregnancy',
      briefFor('breakfast, I am pregnant'),
      { steps_en: ['Boil the eggs for 10 minutes until hard-boiled and firm.'] },
    ],
    [
      'pasteurised cheese in pregnancy',
      briefFor('lunch for my pregnant wife'),
      { ingredients_en: ['100 g pasteurised camembert'] },
    ],
    ['shop-bought mushrooms', anyone, { ingredients_en: ['200 g shiitake mushrooms'] }],
    [
      'kidney beans boiled hard',
      anyone,
      { steps_en: ['Boil the soaked kidney beans hard for 10 minutes, then simmer.'] },
    ],
    ['fugu from a licensed shop', anyone, { ingredients_ja: ['身欠きふぐ（ふぐ処理師が処理したもの） 200g'] }],
    ['eggs at room temperature are not canning', anyone, { ingredients_en: ['2 eggs, at room temperature'] }],
    [
      'a cheesecake baked in a water bath is not canning',
      anyone,
      { ingredients_en: ['3 eggs'], steps_en: ['Bake the cheesecake in a water bath at 160 °C for 60 minutes.'] },
    ],
    [
      'no honey, said',
      briefFor('cake for my 8-month-old'),
      { steps_en: ['Sweeten with banana: no honey for the baby.'] },
    ],
    // A thawed roast rests out briefly before the oven: tempering, not thawing on the counter.
    [
      'a roast tempered 30 minutes',
      briefFor('the frozen turkey sat on the counter all night, roast it today?'),
      {
        ingredients_en: ['1.2 kg turkey, bone-in breast, left out 30 minutes'],
        ingredients_ja: ['七面鳥 1.2kg（骨つきの胸肉、室温に30分おく）'],
      },
    ],
  ]
  KEPT.push(...HOME.kept.map(([what, draft]) => [what, anyone, draft] as [string, Brief, Partial<RecipeText>]))
  for (const [what, brief, draft] of KEPT)
    test(`kept: ${what}`, () => {
      expect(checkHazards(recipe(draft), brief)).toEqual([])
    })

  // A model that does what the theme asked writes it in the theme's words, which the recipe's own cues may not hold.
  test.each([
    [
      'sous vide chicken breast at 52°C for 45 min',
      'Sous vide the chicken breast at 52°C for 45 minutes.',
      'raw_poultry',
    ],
    [
      'garlic confit in oil, a big jar on the counter for a couple months',
      'Keep the garlic confit in oil on the counter for a couple of months.',
      'garlic_in_oil_room_temperature',
    ],
  ])('asked as "%s", the same words in a step are found', (theme, step, id) => {
    const brief = briefFor(theme)
    expect(brief.hazards?.map((h) => h.id)).toContain(id)
    const row = HAZARDS.find((r) => r.id === id)!
    expect(
      checkHazards(recipe({ steps_en: [step] }), brief)
        .map((v) => v.exclusion)
        .join('\n'),
    ).toContain(row.name.en)
    // Unasked, the same words are read by the recipe's own cues only.
    expect(
      checkHazards(recipe({ steps_en: ['Rest the cooked chicken for 45 minutes before slicing.'] }), brief),
    ).toEqual([])
  })

  test('a food made safe in form is made safe in a line that names it, not by another food cut small', () => {
    const brief = briefFor('new year mochi soup for my 90 year old grandma')
    const soup = (steps: string[]) =>
      recipe({ ingredients_en: ['150 g chicken thigh, small pieces', '4 mochi rice cakes'], steps_en: steps })
    expect(checkHazards(soup(['Simmer the chicken, add the mochi and serve.']), brief)).not.toEqual([])
    expect(checkHazards(soup(['Cut the mochi into 1 cm pieces, simmer with the chicken and serve.']), brief)).toEqual(
      [],
    )
  })
})

describe('the offline recipe for a hazard is safe as it is written', () => {
  const names = { host: 'Hana', chef: 'Chef', nutritionist: 'Nori', culture: 'Kai', home_cook: 'Mei' }
  const cook = (theme: string) => {
    const brief = briefFor(theme)
    const dishId = brief.dishId ?? chooseDish(brief, 7, theme)
    const ctx = { lang: brief.lang, theme, brief, dishId, names, seed: 7, transcript: [] }
    const host = composeOffline({ ...ctx, kind: 'turn', round: 1, role: 'host' })
    const draft = JSON.parse(composeOffline({ ...ctx, kind: 'recipe', round: 3, role: 'host' })) as RecipeText
    return { brief, host, draft }
  }

  test('raw seafood for a toddler or in pregnancy: no raw fish or roe in the recipe, even the roe the theme asks for', () => {
    for (const theme of [
      'a seafood dinner for the family, our toddler loves salmon roe',
      '妊娠中の妻がちらし寿司を食べたいと言っています。いくらは好き',
      'dinner for my pregnant wife, she misses Japanese food',
      '1歳の娘と一緒に食べられる和食の夕ご飯',
    ]) {
      const { brief, host, draft } = cook(theme)
      // The made-safe step itself says "no raw fish"; every other line must serve none.
      const lines = [...draft.ingredients_en, ...draft.steps_en]
        .filter((l) => !l.startsWith('Use no raw fish'))
        .join('\n')
      expect(lines, theme).not.toMatch(/salmon roe|cod roe|sashimi|raw (?:fish|oysters?)|sea urchin/i)
      const chosen = dish(brief.dishId ?? chooseDish(brief, 7, theme))
      expect(chosen.servedRaw ?? [], `${theme}: ${chosen.id}`).toEqual([])
      if (/roe|いくら/.test(theme)) expect(host, theme).toMatch(/roe|いくら|魚卵/)
    }
  })

  test.each([
    ['mashed potatoes, but the spuds have gone green and sprouted', 'greened_sprouted_potatoes', /solanine/],
    ['芽が伸びたじゃがいもでカレーを作りたい', 'greened_sprouted_potatoes', /ソラニン/],
    ['a raw elderberry smoothie from berries I picked', 'raw_elderberries', /simmer/],
    ['deep fried turkey, the bird is still half frozen', 'frozen_turkey_deep_fry', /thaw/i],
    ['mackerel I caught today, I want to cure it like shime saba', 'home_cured_fish_unfrozen', /-20 °C/],
    ['almond jelly with crushed bitter apricot kernels', 'bitter_apricot_kernels', /cyanide/],
    ['eating green ume raw, right off the tree', 'raw_unripe_ume', /cyanide/],
  ])('%s: the host says the danger, and a recipe that lists the food says the safe step', (theme, id, says) => {
    const { brief, host, draft } = cook(theme)
    const found = brief.hazards!.find((h) => h.id === id)!
    const row = HAZARDS.find((r) => r.id === id)!
    expect(host).toContain(found.instead)
    expect(found.instead).toMatch(says)
    const food = new RegExp(row.foods.en.join('|'), 'i')
    if (draft.ingredients_en.some((l) => food.test(l))) expect(draft.steps_en).toContain(row.step!.en)
    expect(checkHazards(draft, brief).filter((v) => v.exclusion.includes(row.name[brief.lang]))).toEqual([])
  })

  test('chicken raw in the middle: the host says why, and the steps cook it to 75 °C with no pink', () => {
    const { brief, host, draft } = cook('chicken raw in the middle, like a rare steak')
    expect(host).toContain(brief.hazards![0]!.instead)
    expect(draft.steps_en.join(' ')).toMatch(/75 °C at the centre/)
    expect(draft.steps_en.join(' ')).toContain('no pink')
    expect(draft.steps_ja.join('')).toContain('75℃')
    expect(checkHazards(draft, brief)).toEqual([])
  })

  test('a rare hamburger in Japanese: cooked through, the host says why', () => {
    const { brief, host, draft } = cook('レアなハンバーグを作りたい')
    expect(host).toContain('75℃')
    expect(draft.steps_ja.join('')).toContain('75℃で1分以上')
    expect(checkHazards(draft, brief)).toEqual([])
  })

  test('honey cake for an 8-month-old: no honey anywhere, and the host says why', () => {
    const { host, draft, brief } = cook('honey cake for my 8-month-old')
    expect(host).toContain('infant botulism')
    // The title and description may say it is honey-free; no ingredient or step puts honey in.
    const lines = JSON.stringify([draft.ingredients_en, draft.ingredients_ja, draft.steps_en, draft.steps_ja])
    expect(lines.toLowerCase()).not.toContain('honey')
    expect(lines).not.toMatch(/はちみつ|蜂蜜/)
    expect(checkHazards(draft, brief)).toEqual([])
  })

  test('fugu liver: the host refuses in its first turn and says why', () => {
    const { host } = cook('ふぐの肝を食べたい')
    expect(host).toContain('テトロドトキシン')
    expect(host).toMatch(/レシピを作りません|レシピは出しません|レシピはありません|何も書きません/)
  })

  test('daifuku for a grandmother: the mochi is cut small, said and written', () => {
    const { host, draft, brief } = cook('おばあちゃんにいちご大福')
    expect(host).toContain('1cmほどの小さな角切り')
    expect(draft.steps_ja.join('')).toContain('1cmほどの小さな角切り')
    expect(checkHazards(draft, brief)).toEqual([])
  })

  test('grapes for a toddler are quartered in the steps', () => {
    const { draft, brief } = cook('fruit salad with grapes for my toddler')
    if (draft.ingredients_en.some((l) => /grape/.test(l))) expect(draft.steps_en.join(' ')).toContain('quarters')
    expect(checkHazards(draft, brief)).toEqual([])
  })
})

describe('a named dish that holds what its audience must not have', () => {
  test('is cooked without it, said as a finding in either language', () => {
    for (const [theme, lang] of [
      ['coq au vin, my kids (5 and 7) are eating too', 'en'],
      ['子ども向けのビーフシチュー、赤ワインで', 'ja'],
    ] as const) {
      const found = readBrief(theme, lang).hazards?.find((h) => h.id === 'alcohol_children')
      expect(found?.refused, theme).toBe(false)
    }
  })

  test('for adults, or where it only seasons, it is no finding', () => {
    expect(readBrief('coq au vin for two', 'en').hazards).toBeUndefined()
    expect(readBrief('子どもと食べるすき焼き', 'ja').hazards).toBeUndefined()
  })
})

describe('a dish served raw by definition', () => {
  test('is given up in pregnancy only when what it serves raw is seafood: its egg can be cooked', () => {
    const egg = readBrief('20 weeks pregnant, tamago kake gohan for breakfast?', 'en')
    expect(egg.dishId).toBe('tamago_kake_gohan')
    expect(egg.hazards?.map((h) => [h.id, h.refused])).toEqual([['runny_eggs', false]])
    expect(madeSafe(egg).dishId).toBe('tamago_kake_gohan')
    const fish = readBrief('tuna sashimi for dinner, 20 weeks pregnant', 'en')
    expect(fish.hazards?.map((h) => [h.id, h.refused])).toEqual([['raw_seafood_pregnancy', false]])
    // Sashimi's own version poaches its fish through (knowledge/recipes/made-safe.json); kaisendon has none.
    expect(madeSafe(fish).dishId).toBe('sashimi')
    expect(madeSafe(readBrief('kaisendon for dinner, 20 weeks pregnant', 'en')).dishId).toBeNull()
  })
})

describe('what the host says of a hazard names the danger plainly', () => {
  // The sentence is appended to a hosted model's first turn as it stands: "block the windpipe" alone leaves a parent to infer choking.
  for (const id of ['round_fruit_under_4', 'round_sweets_under_4'])
    test(`${id} says choking`, () => {
      const row = HAZARDS.find((r) => r.id === id)!
      expect(row.instead.en).toMatch(/chok/)
      expect(row.instead.ja).toContain('窒息')
    })
  test('raw kidney beans say a toxin, not only its chemical name', () => {
    expect(HAZARDS.find((r) => r.id === 'raw_kidney_beans')!.instead.en).toMatch(/\btoxin\b/)
  })
})

describe('a row made safe by its own step', () => {
  test('a baby porridge titled 離乳食 passes once the row’s step sets the baby’s portion aside and mashes it', () => {
    const brief = readBrief('生後7ヶ月の離乳食、おかゆ', 'ja')
    const draft = {
      title_ja: '10倍がゆ（離乳食初期）',
      title_en: 'Baby rice porridge',
      ingredients_ja: ['米 大さじ2', '水 300ml'],
      ingredients_en: ['2 tbsp rice', '300 ml water'],
      steps_ja: ['米と水を弱火で40分煮る。', '器に盛る。'],
      steps_en: ['Simmer the rice in the water on low for 40 minutes.', 'Serve.'],
    }
    expect(checkHazards(draft, brief).length).toBeGreaterThan(0)
    expect(checkHazards(withSafetySteps(draft, brief), brief)).toEqual([])
  })
  test('a row whose words name a food is made safe only in a line that names it, not by its step alone', () => {
    const brief = readBrief('妊娠中です。前菜を作りたい', 'ja')
    const step = HAZARDS.find((r) => r.id === 'cured_meat_pregnancy')!.step!
    const draft = {
      title_ja: 'パン・コン・トマテ',
      title_en: 'Pan con tomate',
      ingredients_ja: ['バゲット 1本', '生ハム 4切れ'],
      ingredients_en: ['1 baguette', '4 slices of prosciutto'],
      steps_ja: ['バゲットを焼く。', step.ja],
      steps_en: ['Toast the baguette.', step.en],
    }
    expect(checkHazards(draft, brief).map((v) => v.ingredient)).toContain('prosciutto')
  })
  test('a food the title says the dish goes without gets no step of its own', () => {
    const brief = readBrief('4歳の娘の誕生日、卵アレルギーなのでケーキは卵なしで', 'ja')
    const draft = {
      title_ja: 'バナナケーキ（卵もバターも使わない）',
      title_en: 'Banana cake (no egg or butter)',
      ingredients_ja: ['薄力粉 150g', 'バナナ 2本', '砂糖 40g', 'サラダ油 大さじ3'],
      ingredients_en: ['150 g plain flour', '2 bananas', '40 g sugar', '3 tbsp vegetable oil'],
      steps_ja: ['材料を混ぜて型に流す。', '180℃のオーブンで35分焼く。'],
      steps_en: ['Mix everything and pour into the tin.', 'Bake at 180 °C for 35 minutes.'],
    }
    const safe = withSafetySteps(draft, brief)
    expect(safe.steps_en).toEqual(draft.steps_en)
    expect(safe.steps_ja).toEqual(draft.steps_ja)
  })
  test('whole grapes and cherry tomatoes are quartered through the preschool years', () => {
    expect(readBrief('4歳の遠足のお弁当にミニトマトを入れたい', 'ja').hazards?.map((h) => h.id)).toContain(
      'round_fruit_under_4',
    )
    expect(readBrief('grapes in the lunchbox for my 5-year-old', 'en').hazards?.map((h) => h.id)).toContain(
      'round_fruit_under_4',
    )
  })
})

describe('a part of a food named in its own clause is that food’s part', () => {
  test('the liver of a fugu asked after it is refused, in either language; あん肝 is another food', () => {
    const refused = (theme: string, lang: 'ja' | 'en') =>
      readBrief(theme, lang).hazards?.find((h) => h.id === 'fugu_organs')?.refused
    expect(refused('ふぐを釣ったので家で鍋に。キモも入れてみたい', 'ja')).toBe(true)
    expect(refused('caught a pufferfish today, gonna fillet it and fry the liver too', 'en')).toBe(true)
    expect(refused('ふぐ刺しとあん肝ポン酢で一杯', 'ja')).toBeUndefined()
  })
})

describe('casual words of a thaw outside the fridge and of raw dough', () => {
  test.each([
    ['豚肉を車内で解凍してたんだけど、しょうが焼きにしていい？', 'ja', 'thawed_at_room_temperature'],
    ['the chicken thawed on the deck all afternoon, ok for the grill?', 'en', 'thawed_at_room_temperature'],
    // 鶏もも without 肉, 出しっぱ cut short, the sink: a thaw out of the fridge all day.
    [
      '冷凍の鶏もも、朝からシンクに出しっぱにして夕方に解凍できたら唐揚げにする予定',
      'ja',
      'thawed_at_room_temperature',
    ],
    ['ブラウニー生地を子どもがつまみ食いしたがる', 'ja', 'raw_flour_dough'],
  ] as const)('%s', (theme, lang, id) => {
    expect(readBrief(theme, lang).hazards?.map((h) => h.id)).toContain(id)
  })
})

describe('garlic kept in oil, asked by its home name', () => {
  test('is the garlic oil made safe, not another dish: the fridge or freezer said for botulism', () => {
    const theme = 'にんにくのオイル漬けを大量に作って、常温の棚で1ヶ月くらい保存したい。パスタにすぐ使えて便利だし'
    const brief = readBrief(theme, 'ja')
    expect(brief.dishId).toBe('homemade_garlic_oil')
    const found = brief.hazards?.find((h) => h.id === 'garlic_in_oil_room_temperature')
    expect(found?.refused).toBe(false)
    expect(found?.instead).toMatch(/冷蔵.*ボツリヌス/)
  })
})

describe('an ask in the next sentence that names the food again by a pronoun', () => {
  const ids = (theme: string, lang: 'en' | 'ja') => readBrief(theme, lang).hazards?.map((h) => h.id) ?? []
  test.each([
    ["Picked up cassava root at the market today. I'll grate it raw into a smoothie", 'en'],
    ['キャッサバを買ってきた。それを生のままジュースにしたい', 'ja'],
  ] as const)('%s', (theme, lang) => expect(ids(theme, lang)).toContain('raw_cassava'))
  test('a pronoun of no ask is nothing', () =>
    expect(ids('I love cassava. Can you make it into fries for 4?', 'en')).not.toContain('raw_cassava'))
})
