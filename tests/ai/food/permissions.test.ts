import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/reader.json'
import { mergeBriefs, readBrief, withStatedExclusions } from '../../../src/ai/food/brief'
import { checkRecipe } from '../../../src/ai/food/guard'
import { loadReaderWords } from '../../../src/ai/food/reader/permissions'
import type { Brief } from '../../../src/ai/food/types'

const refused = (brief: Brief, food: string) =>
  checkRecipe(
    { title_ja: '一品', title_en: 'A dish', ingredients_ja: [], ingredients_en: [food], steps_ja: [], steps_en: [] },
    brief,
  ).length > 0

describe('a stated permission is answered, not excluded', () => {
  for (const [theme, lang, out, fine] of [
    ['peanut allergy, but tree nuts are fine', 'en', ['peanuts'], ['almonds', 'cashews']],
    ['dairy-free but ghee is ok for us', 'en', ['butter', 'milk'], ['ghee']],
    ['no pork, but gelatin is fine for us', 'en', ['pork belly', 'bacon'], ['gelatin']],
    ['乳製品なし、でもギーは大丈夫', 'ja', ['butter'], ['ghee']],
    // Foods joined by "and" are fine together: the first is no clause of its own.
    ['tree nut allergy, though almonds and walnuts are okay', 'en', ['cashews'], ['almonds', 'walnuts']],
    ['lactose intolerant: lactose-free dairy ok, aged cheese like parmesan ok', 'en', ['milk', 'cream'], ['parmesan']],
    // An exclusion's list read on through the permission gives the permitted foods back.
    [
      'no nuts in the cookies, almonds and walnuts are fine though',
      'en',
      ['cashews', 'peanuts'],
      ['almonds', 'walnuts'],
    ],
    ['no eggs and dairy is fine', 'en', ['eggs'], ['milk', 'butter']],
    // A narrower class given back out of a wider one: fish out of seafood.
    ['seafood allergy at home; fish is fine but no shellfish', 'en', ['shrimp', 'clams'], ['salmon', 'cod']],
    ['お弁当のおかず。卵はよく火を通して加熱すれば大丈夫', 'ja', [], ['eggs']],
    // 木の実 are tree nuts: the peanuts allowed beside them stay allowed.
    ['木の実アレルギー（カシュー・アーモンド）、落花生はOK。担々麺', 'ja', ['cashews', 'almonds'], ['peanuts']],
    // One member of the excluded class, with a dish named before the allergy: the dish stays the dish.
    ['walnut brownies, tree nut allergy but walnuts are fine', 'en', ['cashews'], ['walnuts']],
    // An exception set against a permission is out; set against a refusal, it is what is fine.
    ['shellfish are fine for her but not crab', 'en', ['crab'], ['shrimp']],
    ['she can have dairy but not eggs', 'en', ['eggs'], ['milk']],
    ["he can't do eggs, though butter is ok", 'en', ['eggs'], ['butter']],
    ['seafood is ok except squid', 'en', ['squid'], ['shrimp']],
    ['カニ以外の甲殻類は平気', 'ja', ['crab'], ['shrimp']],
    // The only food of its kind that is fine: the rest of the kind is out.
    ['木の実はくるみのみOK', 'ja', ['almonds', 'cashews'], ['walnuts']],
    ['just pistachios are fine', 'en', ['almonds', 'walnuts'], ['pistachios']],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      for (const food of out) expect(refused(brief, food), food).toBe(true)
      for (const food of fine) expect(refused(brief, food), food).toBe(false)
      expect(brief.permitted).toBeDefined()
      expect(brief.notes.join(' ')).toMatch(lang === 'ja' ? /使えます/ : /can be used/)
    })

  test('an exception with no refusal or permission beside it asks for something else and permits nothing', () => {
    // ごまだれ以外で: "other than sesame sauce", under a sesame allergy: the sauce stays out with the rest of sesame.
    const brief = readBrief('ごまアレルギーあり。冷しゃぶサラダのタレ、ごまだれ以外でおいしいのある？', 'ja')
    expect(brief.permitted).toBeUndefined()
    expect(refused(brief, 'sesame dressing')).toBe(true)
    expect(refused(brief, 'sesame oil')).toBe(true)
  })

  test('the host never promises to leave out what the theme permits', () => {
    const brief = readBrief('木の実アレルギー（カシュー・アーモンド）、落花生はOK。担々麺', 'ja')
    expect(brief.dishId).toBe('tantanmen')
    expect(brief.exclusions.flatMap((e) => e.excludes).join('、')).not.toMatch(/ピーナッツ|落花生/)
    expect(readBrief('walnut brownies, tree nut allergy but walnuts are fine', 'en').dishId).toBe('brownies')
  })

  test('never lifts the exclusion that names the same food: a tolerated baked egg leaves the egg allergy', () => {
    const brief = readBrief('egg allergy but baked egg in cakes is tolerated', 'en')
    expect(refused(brief, 'eggs')).toBe(true)
  })

  test('「食べられません」 and a permission word said in the negative (使えません, 大丈夫じゃない) keep the food out', () => {
    for (const [theme, food] of [
      ['うちの子はたまごが食べられません', 'eggs'],
      ['えびは食べられません', 'shrimp'],
      // Colloquial forms say the same.
      ['えびが食べれません', 'shrimp'],
      ['えび無理', 'shrimp'],
      ['かにが食べらんない', 'crab'],
      // The negatives of the permission words 使える, 大丈夫, 平気.
      ['大豆アレルギーで、醤油も味噌も使えません。朝ごはんを', 'soy sauce'],
      ['ナッツアレルギーです。カシューも使えません', 'cashews'],
      ['卵アレルギー、マヨネーズも大丈夫じゃないです', 'mayonnaise'],
      ['乳アレルギーでバターも平気じゃない。クッキー', 'butter'],
    ] as const) {
      const brief = readBrief(theme, 'ja')
      expect(refused(brief, food), theme).toBe(true)
      expect(brief.permitted, theme).toBeUndefined()
    }
  })

  test('garlic-infused oil permits the oil, not the garlic', () => {
    const brief = readBrief('low FODMAP: garlic-infused oil is fine', 'en')
    expect(refused(brief, 'garlic')).toBe(true)
  })

  test('low FODMAP lets in the green tops of spring onions, never the white part', () => {
    const brief = readBrief('low FODMAP stir fry. garlic-infused oil and green onion tops are ok right?', 'en')
    expect(refused(brief, 'green onions')).toBe(true)
    expect(refused(brief, 'green onion tops')).toBe(false)
  })

  test('「Xの代わり」 asks for something instead of X: X is ruled out, even glued to another food', () => {
    expect(refused(readBrief('妊娠中。生ハムメロンの代わりになる前菜ない？', 'ja'), 'prosciutto')).toBe(true)
  })

  test("a model's structured exclusion or a later turn does not take back what the theme permits", () => {
    const floor = readBrief('cookies for a peanut-allergic kid, but almonds and walnuts are fine', 'en')
    const merged = mergeBriefs(floor, {
      exclusions: [{ kind: 'allergy', name: 'nuts', excludes: ['almonds', 'walnuts'] }],
    })
    const { brief: talked } = withStatedExclusions(floor, 'So the cookies are nut-free: no nuts.')
    for (const brief of [merged, talked]) {
      for (const food of ['peanuts', 'cashews']) expect(refused(brief, food), food).toBe(true)
      for (const food of ['almonds', 'walnuts']) expect(refused(brief, food), food).toBe(false)
    }
  })

  test('knowledge/reader.json is checked when it loads', () => {
    expect(() => loadReaderWords({ ...data, said: { en: 'Fine.', ja: 'よい。' } })).toThrow(/\{foods\}/)
    expect(() => loadReaderWords({ ...data, permission: { en: ['fine'] } })).toThrow(/permission/)
  })
})

/** A refusal said as a "problem" or an "issue", a rule that "basically" (基本) holds, or one over a whole kind (全般), rule the food out. */
describe('what is fine and what is not, said in one breath', () => {
  for (const [theme, lang, out, fine] of [
    ['tree nuts are fine, only shellfish is a problem', 'en', ['shrimp'], ['almonds']],
    ['peanuts are an issue for my daughter', 'en', ['peanuts'], []],
    ['小麦は基本的にNG、でも米粉は大丈夫', 'ja', ['bread'], ['rice flour']],
    ['卵は原則としてNG', 'ja', ['eggs'], []],
    ['乳製品は全般だめです、豆乳は平気', 'ja', ['milk'], ['soy milk']],
    ['甲殻類全般NG', 'ja', ['shrimp'], []],
  ] as const)
    test(theme, () => {
      const brief = readBrief(theme, lang)
      for (const food of out) expect(refused(brief, food), food).toBe(true)
      for (const food of fine) expect(refused(brief, food), food).toBe(false)
    })
  test('a food said not to be a problem is not ruled out', () =>
    expect(refused(readBrief('peanuts are not a problem, just no dairy', 'en'), 'peanuts')).toBe(false))
})

describe('a diet said by what is out and what is fine', () => {
  test('meat out and fish fine is pescatarian, its check said; meat out alone names no diet', () => {
    for (const [theme, lang] of [
      ['肉はダメ、でも魚はいいです', 'ja'],
      ['no meat for me, fish is fine though', 'en'],
    ] as const) {
      const brief = readBrief(theme, lang)
      expect(brief.diets).toEqual(['pescatarian'])
      expect(brief.notes.join()).toMatch(/Pescatarian|ペスカタリアン/)
    }
    expect(readBrief('no meat tonight, tofu is fine', 'en').diets).toBeUndefined()
  })
})

describe('a permission asked is no permission', () => {
  test('"shellfish allergy but squid is ok?": squid stays out and the question is answered', () => {
    const brief = readBrief('anaphylaxis to shellfish but squid is ok?', 'en')
    expect(refused(brief, 'squid')).toBe(true)
    expect(brief.permitted).toBeUndefined()
    expect(brief.asked).toEqual(['squid'])
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.unchecked?.join(' ')).toMatch(/allergist.*molluscs, not crustaceans/)
    // Said as a statement, or one asked to be confirmed, it is a permission.
    expect(refused(readBrief('shellfish allergy, but squid is ok for me', 'en'), 'squid')).toBe(false)
    expect(refused(readBrief('lactose intolerant... ghee is ok apparently??', 'en'), 'ghee')).toBe(false)
    expect(refused(readBrief('low FODMAP stir fry. garlic-infused oil is ok right?', 'en'), 'garlic-infused oil')).toBe(
      false,
    )
  })

  test('「えびアレルギーだけど、イカは平気かな」: a mollusc asked beside a crustacean allergy is left out too', () => {
    const brief = readBrief('えびアレルギーだけど、イカは平気かな', 'ja')
    expect(refused(brief, 'イカ')).toBe(true)
    expect(brief.unchecked?.join('')).toContain('甲殻類とは別のグループ')
    expect(refused(readBrief('えびアレルギーだけど、イカは平気', 'ja'), 'イカ')).toBe(false)
  })
})
