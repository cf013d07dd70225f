import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { limitsFit, linesFor } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { fatPerServing, nutrientOf, nutritionOf } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { ageStage, CHOOSING } from '../../../src/ai/food/choosing'
import { hasIngredient, ingredient } from '../../../src/ai/food/catalogue'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, nameScore } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { food, hasFood, kin } from '../../../src/ai/cookbook/foods'
import { seedOf } from '../../../src/ai/offline/random'
import { line } from '../../../src/ai/offline/talk/phrases'

// Each chooseDish weighs every authored recipe against the brief (about half a second here, more on a busy 2-core CI
// runner), and these tests choose for several seeds and themes.
setDefaultTimeout(30_000)

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** The dish chosen for a theme when the one it names cannot be cooked (as when it has no authored recipe). */
function instead(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  return { brief, chosen: dish(chooseDish(brief, seedOf(theme), theme, brief.dishId ? [brief.dishId] : [])) }
}

const bodyOf = (id: string) => (recipeFor(id)?.ingredients ?? []).filter((i) => i.does === 'body').map((i) => i.food)

describe('the nearest dish to one that cannot be cooked is near by the dish table, not by one word', () => {
  test('suya gives way to grilled beef, not a fried bread', () => {
    const { brief, chosen } = instead('beef suya like the street stalls in Lagos')
    expect(brief.dishId).toBe('suya')
    expect(chosen.method).toBe('grill')
    expect(bodyOf(chosen.id).some((id) => ingredient(id).contains.includes('beef'))).toBe(true)
  })

  test('a chicken mole gives way to a chicken stew, not to something sharing one seasoning', () => {
    const { brief, chosen } = instead('chicken mole poblano, shortcut version is fine')
    expect(brief.dishId).toBe('mole_poblano')
    expect(chosen.method).toBe('simmer')
    expect(bodyOf(chosen.id).some((id) => ingredient(id).contains.includes('poultry'))).toBe(true)
  })

  test('a curry named by its family stays a curry under a diet that rules out its onion and garlic', () => {
    const { brief, chosen } = instead('low FODMAP chicken curry, garlic-infused oil is ok')
    expect(brief.familyDish?.family).toBe('curry')
    expect(`${chosen.name.en} ${(chosen.aliases ?? []).join(' ')}`).toMatch(/curry/i)
  })

  test("a dish the brief rules out gives way to the table's own version of it, named as its version", () => {
    const { brief, chosen } = instead('卵アレルギーだけどたまごサンドが食べたい')
    expect(brief.dishId).toBe('tamago_sando')
    expect(chosen.id).toBe('tofu_egg_salad_sandwich')
  })

  test('a named dish with other words in the theme is still the named dish', () => {
    const brief = readBrief('チャイをスパイスから煮出したい', 'ja')
    expect(brief.dishId).toBe('masala_chai')
    expect(brief.unknownDish).toBeUndefined()
    expect(chooseDish(brief, 1, 'チャイをスパイスから煮出したい')).toBe('masala_chai')
  })
})

describe('who eats it: a baby by age, someone who cannot chew', () => {
  test.each([
    'baby is 7 months, just starting solids. something with white fish?',
    '生後6ヶ月の離乳食、何がいい？',
    'my 10 month old needs dinner',
  ])('%s: nothing charred, crisp, fried or hot', (theme) => {
    const stage = ageStage(theme)!
    const chosen = dish(chooseDish(readBrief(theme, langOf(theme)), seedOf(theme), theme))
    expect(stage.avoid).not.toContain(chosen.method)
    expect(chosen.ingredients.some((p) => ingredient(p.id).heat === 'hot')).toBe(false)
  })

  test('a dish the theme names for an old person is kept: the age steers only a free choice', () => {
    const theme = '90歳の祖母、飲み込みが弱くてとろみが要ります。肉じゃが作りたい'
    expect(chooseDish(readBrief(theme, 'ja'), 1, theme)).toBe('nikujaga')
  })
})

describe('a cuisine asked for by its region or country', () => {
  test('steers a free choice to a dish of that cuisine, and "flavours" is no dish', () => {
    const cases: Array<[string, string]> = [
      ['scandinavian vibes for a cosy sunday dinner', 'nordic'],
      ['something filipino for dinner tonight', 'filipino'],
      ['ウズベキスタンっぽい晩ごはん', 'central_asian'],
      ['jamaican flavours for a summer party', 'caribbean'],
    ]
    for (const [theme, cuisine] of cases) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.unknownDish, theme).toBeUndefined()
      expect(String(dish(chooseDish(brief, 1, theme)).cuisine), theme).toBe(cuisine)
    }
  })
})

describe('a cuisine asked for is a hard preference', () => {
  const chosen = (theme: string) => dish(chooseDish(readBrief(theme, langOf(theme)), seedOf(theme), theme))
  test('a region of several cuisines picks a dish of one of them, for any seed', () => {
    const cases: Array<[string, string[]]> = [
      ['a balkan-inspired supper for my in-laws', ['eastern_european', 'greek', 'turkish']],
      [
        'mediterranean spread for a long lunch outside',
        ['italian', 'greek', 'spanish', 'middle_eastern', 'turkish', 'french'],
      ],
      ['南アジアっぽい夕飯が食べたい', ['south_asian', 'indian']],
      ['今夜は和食の献立で、魚以外がいい', ['japanese']],
    ]
    for (const [theme, cuisines] of cases)
      for (const seed of [1, 2, 3]) {
        const brief = readBrief(theme, langOf(theme))
        expect(cuisines, `${theme} (${seed})`).toContain(dish(chooseDish(brief, seed, theme)).cuisine)
      }
  })
  test('a cuisine given up for the other asks is said with what cannot be promised', () => {
    const given = 'west african cold drink, ready in 3 minutes'
    const brief = readBrief(given, 'en')
    expect(dish(chooseDish(brief, 1, given)).cuisine).not.toBe('african')
    expect(brief.unchecked).toEqual([line('en', 'host.cuisine_given_up')])
    // Asked twice (the engine, then the cookbook), it is said once; a cuisine kept says nothing.
    chooseDish(brief, 2, given)
    expect(brief.unchecked).toHaveLength(1)
    const kept = readBrief('韓国風の晩ごはん', 'ja')
    expect(dish(chooseDish(kept, 1, '韓国風の晩ごはん')).cuisine).toBe('korean')
    expect(kept.unchecked).toBeUndefined()
  })
  test('the foods on hand pick the dish of the region that uses most of them', () => {
    const theme = 'got chicken legs, a jar of peanut butter, tinned tomatoes and a hot chilli - something west african'
    const d = chosen(theme)
    expect(d.cuisine).toBe('african')
    const lines = recipeFor(d.id)!.ingredients.map((i) => i.food)
    expect(
      lines.filter((f) => ['peanut_butter', 'canned_tomato', 'green_chili', 'scotch_bonnet'].includes(f)).length,
    ).toBeGreaterThanOrEqual(2)
  })
})

describe('a kitchen limit rules a dish out before it is weighed', () => {
  test('a free choice with only a microwave or only a rice cooker is a dish some version of which keeps to it', () => {
    for (const theme of ['only have a microwave at work, something warm for lunch', '炊飯器しかない部屋で晩ごはん']) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.limits.asks?.length, theme).toBeGreaterThan(0)
      for (const seed of [1, 2, 3])
        expect(limitsFit(recipeFor(chooseDish(brief, seed, theme))!, brief).kitchen, theme).toBe(true)
    }
  })
})

describe('form and occasion words weigh the kind of dish', () => {
  const chosen = (theme: string, seed = seedOf(theme)) => dish(chooseDish(readBrief(theme, langOf(theme)), seed, theme))
  test('a barbecue is a grilled main, never a drink or a pan-fried fish', () => {
    for (const seed of [1, 2, 3]) {
      const d = chosen('backyard barbecue on sunday, ten of us and some little ones', seed)
      expect([d.category, d.method]).toEqual(['main', 'grill'])
    }
  })
  test('a treat or おやつ is a sweet first', () => {
    for (const theme of ['need a little treat for the weekend', '子どもと作る土曜日のおやつ'])
      for (const seed of [1, 2]) expect(chosen(theme, seed).category, theme).toBe('dessert')
  })
  test('"breakfast" is not read as "fast": a breakfast bake is a dish eaten at breakfast, not a quick one', () => {
    for (const seed of [1, 2, 3])
      expect(chosen('an overnight breakfast bake for the family', seed).origin.en).toMatch(/breakfast/i)
  })
})

describe('an occasion the theme names weighs what fits it', () => {
  const chosen = (theme: string, seed = seedOf(theme)) => dish(chooseDish(readBrief(theme, langOf(theme)), seed, theme))
  test('a brunch is a bake, a pancake or a sandwich of the brunch table, never a breakfast soup', () => {
    for (const seed of [1, 2, 3]) {
      const d = chosen('brunch for 8 people', seed)
      expect(['bake', 'pancake', 'sandwich', 'grill']).toContain(d.method)
      expect(d.method).not.toBe('soup')
    }
  })
  test('a celebration is a festive main, by its method and what its origin says', () => {
    for (const theme of ['テスト終わった！パーっと祝いたい🎉', 'we passed! time to celebrate tonight'])
      for (const seed of [1, 2]) {
        const d = chosen(theme, seed)
        expect(d.category, theme).toBe('main')
        expect(['bake', 'grill', 'hot_pot', 'deep_fry', 'rice_bowl'], theme).toContain(d.method)
      }
  })
})

describe('leftovers', () => {
  test("yesterday's curry picks a dish the table says is made from leftover curry", () => {
    for (const theme of ['昨日のカレーが残ってる。アレンジして', 'leftover curry, what can I make?']) {
      const chosen = dish(chooseDish(readBrief(theme, langOf(theme)), seedOf(theme), theme))
      expect(chosen.leftover).toContain('japanese_curry')
    }
  })

  test('a dish the theme turns away is neither the dish asked for nor the one chosen', () => {
    const cases: Array<[string, string]> = [
      ['カレーが余ったのでリメイク、カレーうどんはもう飽きた', 'curry_udon'],
      ['leftover curry again. anything but curry udon this time', 'curry_udon'],
      ['something for the kids other than hamburg steak', 'hamburg_steak'],
      ['ラーメン以外で夜食', 'shoyu_ramen'],
    ]
    for (const [theme, away] of cases) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.dishId, theme).not.toBe(away)
      for (const seed of [1, 2, 3]) expect(chooseDish(brief, seed, theme), theme).not.toBe(away)
    }
  })

  test('fed up with a dish, said with a word between ("not another instant ramen"): its kind is turned away too', () => {
    const kinds: Array<[string, string[]]> = [
      ['honestly not another instant ramen, something warm please', ['noodle_soup']],
      ['no more curry this week, what should I cook?', ['curry']],
      ['カレーばっかりで飽きた、今夜は何にしよう', ['curry']],
    ]
    for (const [theme, methods] of kinds) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.dishId, theme).toBeNull()
      expect(brief.turnedAway?.length, theme).toBe(1)
      for (const seed of [1, 2, 3, 4]) expect(methods, theme).not.toContain(dish(chooseDish(brief, seed, theme)).method)
    }
    // Food swapped "instead of" another is a swap, not a dish turned away.
    expect(readBrief('curry udon with chicken instead of pork', 'en').dishId).toBe('curry_udon')
  })

  test('a dish or food turned away in other words, or named again, stays out of what is cooked', () => {
    // Each theme with the foods (or their kin) its recipe must not hold.
    const cases: Array<[string, string[]]> = [
      ['カレーじゃなければ何でも。先週4回もカレーが出た', ['curry_roux']],
      ['ピザはもう勘弁、大人3人で食べる夜ごはん', []],
      ['うちの子たちラーメン3日連続だったので、違うものを', ['ramen_noodles']],
      ['not curry again, we ate curry three times this week', ['curry_roux']],
      ['we had pasta every night this week. dinner for 3?', ['spaghetti']],
      ['something other than pasta, the flatmates are sick of it', ['spaghetti']],
      ['ラーメンはもう…何か別のがいい', ['ramen_noodles']],
      ['we had tacos twice. something else for 2?', []],
    ]
    for (const [theme, foods] of cases) {
      const brief = readBrief(theme, langOf(theme))
      expect(brief.dishId, theme).toBeNull()
      expect([...(brief.turnedAway ?? []), ...(brief.turnedAwayFoods ?? [])].length, theme).toBeGreaterThan(0)
      expect(brief.keyIngredientIds, theme).not.toContain('spaghetti')
      const seed = seedOf(theme)
      const cooked = cookFor({ brief, dishId: chooseDish(brief, seed, theme), seed, theme })
      const held = cooked.adaptation.recipe.ingredients.map((i) => i.food)
      expect(
        held.filter((f) => foods.some((x) => kin(x, f))),
        `${theme}: ${cooked.adaptation.recipe.dish}`,
      ).toEqual([])
    }
    // Only said, a dish or a food is not turned away: curry asked for, pasta to use up, a routine.
    for (const theme of [
      'I love curry, make me one for 3',
      '毎週1回カレーを作ります。今日もカレー',
      'half a bag of pasta to use up',
    ])
      expect(
        readBrief(theme, langOf(theme)).turnedAway ?? readBrief(theme, langOf(theme)).turnedAwayFoods,
        theme,
      ).toBeUndefined()
  }, 30_000)

  test('a heart ask weighs the recipe by its own salt and fat: no fatty pork belly for high blood pressure', () => {
    const fat = (id: string) => fatPerServing(recipeFor(id)!, ['protein', 'dairy', 'fat'])
    const theme = 'pork dinner for grandpa, he has high blood pressure'
    const brief = readBrief(theme, 'en')
    for (const seed of [1, 2, 3, 4]) {
      const id = chooseDish(brief, seed, theme)
      expect(nutritionOf(recipeFor(id)!)!.salt_g, id).toBeLessThanOrEqual(2)
      expect(fat(id), id).toBeLessThan(20)
    }
    // Without the heart ask the same theme may pick a fatty braise: the weight is what moves it.
    const plain = readBrief('pork dinner for grandpa', 'en')
    expect(
      Math.max(...[1, 2, 3, 4].map((seed) => fat(chooseDish(plain, seed, 'pork dinner for grandpa')))),
    ).toBeGreaterThan(20)
  })

  test('a named leftover food picks a recipe cooked from it, never the leftover dish again', () => {
    const cases: Array<[string, string]> = [
      ['leftover roast chicken carcass + some bits, what now', 'chicken_stock'],
      ['half a tub of ricotta about to expire', 'ricotta'],
    ]
    for (const [theme, food] of cases) {
      const brief = readBrief(theme, 'en')
      for (const seed of [1, 2, 3]) {
        const id = chooseDish(brief, seed, theme)
        expect(id, theme).not.toBe('roast_chicken')
        // The lines it is cooked with: a version made of the food counts (the ricotta of a lasagne's keto version).
        expect(
          linesFor(recipeFor(id), brief.keyIngredientIds).some((i) => i.food === food && i.does !== 'garnish'),
          theme,
        ).toBe(true)
      }
    }
  })
})

describe('leftover rice', () => {
  // One test per theme, thirteen choices each: about 4 s alone, so a loaded 2-core machine gets 30 s against a hang.
  test.each(['昨日の残りご飯と卵、ねぎしかない', 'leftover rice and two eggs, what can I make?'])(
    '%p goes into a dish built on cooked rice, never one that cooks its rice from raw',
    (theme) => {
      const brief = readBrief(theme, langOf(theme))
      for (const seed of [seedOf(theme), ...Array.from({ length: 12 }, (_, i) => i + 1)]) {
        const lines = recipeFor(chooseDish(brief, seed, theme))!.ingredients
        expect(
          lines.some((i) => i.food === 'rice' && i.does === 'body'),
          theme,
        ).toBe(true)
        expect(
          lines.some((i) => ingredient(i.food).staple === 'rice' && ingredient(i.food).raw === 'cook'),
          theme,
        ).toBe(false)
      }
    },
    30_000,
  )
})

describe('a time limit is held by what the authored recipe takes', () => {
  test('a dish chosen under a time limit and a kitchen ask fits both, by its recipe or its variant', () => {
    for (const theme of ['dinner in 15 minutes, microwave only', '10分で作れるおつまみ', '5分でできる副菜']) {
      const brief = readBrief(theme, langOf(theme))
      const recipe = recipeFor(chooseDish(brief, seedOf(theme), theme))!
      expect(limitsFit(recipe, brief).minutes, theme).toBeLessThanOrEqual(brief.limits.minutes!)
      expect(limitsFit(recipe, brief).kitchen, theme).toBe(true)
    }
  })
})

describe('a staple the theme names is any form of it', () => {
  test('one-pot chicken and rice: a dish that cooks its raw rice in the pot, not one served with cooked rice', () => {
    const theme = 'one pot chicken & rice, i hate washing up'
    const brief = readBrief(theme, 'en')
    const recipe = recipeFor(chooseDish(brief, seedOf(theme), theme))!
    const rice = recipe.ingredients.find((i) => i.does === 'body' && ingredient(i.food).staple === 'rice')
    expect(rice).toBeDefined()
    expect(ingredient(rice!.food).raw).not.toBe('ready')
    expect(recipe.ingredients.some((i) => ingredient(i.food).contains.includes('poultry'))).toBe(true)
    // "&" is "and": the theme names the dish whose alias is "chicken and rice".
    expect(nameScore(dish('arroz_con_pollo'), theme)).toBe(25)
  })
})

describe('chili the dish and chili the pepper', () => {
  test('a pot of chili is chili con carne, one of dried kidney beans the dried-bean chili; chili beside a food is the pepper', () => {
    const chosen = (theme: string) => chooseDish(readBrief(theme, 'en'), seedOf(theme), theme)
    for (const theme of ['a pot of chili for 10', 'turkey chili, no beef'])
      expect(chosen(theme), theme).toBe('chili_con_carne')
    // Dried kidney beans named: the chili written from dried beans, boiled hard before any slow cooker.
    const dried = 'slow cooker chili with dried kidney beans'
    expect(chosen(dried), dried).toBe('kidney_bean_chili')
    for (const theme of ['chicken with chili and garlic', 'chili oil noodles', 'sweet chili sauce for dipping'])
      expect(chosen(theme), theme).not.toBe('chili_con_carne')
  })
})

describe("a named dish in the version the theme's occasion asks for", () => {
  test('brisket for a Jewish holiday is the holiday braise; brisket for a cookout stays Texas', () => {
    const holiday = 'brisket for our Rosh Hashanah table'
    expect(chooseDish(readBrief(holiday, 'en'), 1, holiday)).toBe('braised_brisket')
    const cookout = 'brisket for a backyard cookout'
    expect(chooseDish(readBrief(cookout, 'en'), 1, cookout)).toBe('bbq_brisket')
  })

  test('a bowl asked for is cooked as a bowl, not rolled as the dish it is named after', () => {
    const theme = 'a steak burrito bowl to take to work'
    expect(chooseDish(readBrief(theme, 'en'), 1, theme)).toBe('burrito_bowl')
    expect(recipeFor('burrito_bowl')!.steps.some((s) => /\broll/i.test(s.en))).toBe(false)
  })
})

describe('what dish is chosen: the kind turned away, the dish left over, the course, the foods on hand', () => {
  const seeds = [1, 2, 3, 4, 5, 6]
  const isRaw = (id: string) => hasIngredient(id) && ingredient(id).raw === 'cook'

  test('a dish turned away turns away its kind: no other fried rice, under any name', () => {
    const theme = 'a mountain of leftover cooked rice, but fried rice is off the table'
    const brief = { ...readBrief(theme, 'en'), turnedAway: ['chahan'], cooked: ['rice'] }
    for (const seed of seeds) {
      const chosen = dish(chooseDish(brief, seed, theme))
      const named = [chosen.name.en, chosen.name.ja, ...(chosen.aliases ?? [])].join(' ')
      expect(named, chosen.id).not.toMatch(/fried rice|チャーハン|炒飯|焼き?飯/i)
      expect(chosen.method === 'fried_rice' && bodyOf(chosen.id).some((f) => /rice/.test(f)), chosen.id).toBe(false)
    }
  })

  test('a curry left over is not cooked again: what is cooked is built on it', () => {
    for (const theme of [
      '二日目のカレーがたくさんある。カレーのまま食べる以外で',
      "yesterday's curry: half a pot left, make it into something else",
    ]) {
      const brief = readBrief(theme, langOf(theme))
      const seed = seedOf(theme)
      const cooked = cookFor({ brief, dishId: brief.dishId ?? chooseDish(brief, seed, theme), seed, theme })
      expect(cooked.adaptation.recipe.dish, theme).not.toBe('japanese_curry')
      expect(
        cooked.adaptation.recipe.ingredients.map((i) => i.food),
        theme,
      ).toContain('leftover_japanese_curry')
      expect(cooked.asked, theme).toBeUndefined()
    }
  })

  test('a food left over is never cooked again from raw: no pudding of raw rice for leftover rice', () => {
    // The brief as the reader gives it for leftover rice; its sweet ask alone would pick a rice pudding of raw rice.
    const theme = 'ご飯がまだたくさん残った。甘いおやつにしたい'
    const brief = { ...readBrief(theme, 'ja'), cooked: ['rice'] }
    for (const seed of seeds) {
      const lines = recipeFor(chooseDish(brief, seed, theme))!.ingredients
      expect(lines.some((i) => i.does === 'body' && isRaw(i.food) && ingredient(i.food).staple === 'rice')).toBe(false)
    }
  })

  test('a main course asked for is a dish with protein to it, not a side of vegetables', () => {
    for (const theme of ['need a main course for a family gathering of ten', 'メインのおかずを一品お願い、6人分']) {
      const brief = readBrief(theme, langOf(theme))
      for (const seed of seeds) {
        const id = chooseDish(brief, seed, theme)
        expect(nutritionOf(recipeFor(id)!)!.protein_g, `${theme}: ${id}`).toBeGreaterThanOrEqual(15)
      }
    }
  })

  test('the foods on hand outweigh a dish that needs many foods not named', () => {
    for (const theme of [
      'I have ground pork, eggs and spring onions, what can I make in 20 minutes?',
      '冷蔵庫に豚ひき肉と卵と長ねぎがある。何か作れる？',
    ]) {
      const brief = readBrief(theme, langOf(theme))
      for (const seed of seeds) {
        const id = chooseDish(brief, seed, theme)
        const lines = recipeFor(id)!.ingredients.filter((i) => i.does === 'body')
        const unnamed = lines.filter((i) => !brief.keyIngredientIds.some((k) => kin(i.food, k)))
        expect(unnamed.length, `${theme}: ${id}`).toBeLessThanOrEqual(2)
      }
    }
  })
})

describe('a dish built on a leftover is not what is cooked when the theme has none', () => {
  test('a low-carb main for the whole family is not a next-day soup of a roast no one made', () => {
    for (const theme of [
      'low-carb dad, normal kids: one main dish for all of us',
      '糖質オフ中の妻と子どもたち、みんなで食べられる主菜を一品',
    ]) {
      const brief = readBrief(theme, langOf(theme))
      for (const seed of [1, 2, 3, 4, 5, 6, seedOf(theme)]) {
        const id = chooseDish(brief, seed, theme)
        expect(
          bodyOf(id).filter((f) => hasIngredient(f) && ingredient(f).leftover_of),
          `${theme}: ${id}`,
        ).toEqual([])
      }
    }
  })

  test('a leftover the theme has still goes into a dish built on it', () => {
    const theme = 'half a rotisserie chicken left from last night, something warm please'
    const brief = readBrief(theme, 'en')
    expect(bodyOf(chooseDish(brief, seedOf(theme), theme))).toContain('cooked_chicken')
  })
})

describe('what the theme asks of the dish is weighed by the recipe, not by its name', () => {
  const pick = (theme: string) => {
    const brief = readBrief(theme, langOf(theme))
    return { brief, id: chooseDish(brief, seedOf(theme), theme) }
  }
  const amount = (id: string, table: string) => nutrientOf(recipeFor(id)!, CHOOSING.per_100g[table])

  test.each([
    ['my blood test came back low in iron, what should I cook tonight?', 'iron_mg', 4],
    ['鉄分がしっかりとれる夕ごはんにしたい', 'iron_mg', 4],
    ['something with plenty of calcium for my grandmother', 'calcium_mg', 100],
    ['カルシウムが多いおかずを一品', 'calcium_mg', 100],
    ['a fibre-packed lunch, please', 'fibre_g', 6],
    ['食物繊維たっぷりのごはん', 'fibre_g', 6],
  ])('%s: a serving holds what was asked', (theme, table, least) => {
    expect(amount(pick(theme).id, table)).toBeGreaterThanOrEqual(least)
  })

  test('a diet keeps the nutrient to what it allows: iron for a vegetarian comes from no meat', () => {
    const { brief, id } = pick('vegetarian here (dairy ok), trying to get more iron in my diet')
    expect(amount(id, 'iron_mg')).toBeGreaterThanOrEqual(2)
    expect(swapsOf(id, brief)).toEqual([])
  })

  test('iron asked in pregnancy is never liver', () => {
    const { id } = pick('pregnant and low on iron, dinner ideas?')
    expect(recipeFor(id)!.ingredients.map((i) => i.food)).not.toContain('pork_liver')
  })

  test('a low-residue ask takes the fibre out', () => {
    expect(amount(pick('low-fibre supper before my scan tomorrow').id, 'fibre_g')).toBeLessThan(3)
  })

  test('every food of the nutrient tables is a food, and every nutrient ask names a table', () => {
    for (const table of Object.values(CHOOSING.per_100g))
      for (const id of Object.keys(table)) expect(hasFood(id), id).toBe(true)
    for (const { hint } of CHOOSING.moods)
      if (hint.nutrient) expect(Object.keys(CHOOSING.per_100g)).toContain(hint.nutrient.per_100g)
  })

  test.each([
    ['a Thai curry for two tonight', 'thai'],
    ['an Indian curry, nothing with dairy', 'indian'],
    ['Italian pasta bake for the family', 'italian'],
  ])('%s: the curry of that cuisine, not the Japanese one', (theme, cuisine) => {
    expect(String(dish(pick(theme).id).cuisine)).toBe(cuisine)
  })

  test.each(['カレーライスを4人分', 'Japanese curry rice for the kids'])('%s stays the Japanese curry', (theme) => {
    expect(dish(pick(theme).id).cuisine).toBe('japanese')
  })

  test.each([
    ['there is a turkey breast in my freezer, ideas?', 'turkey'],
    ['no prawns or crab for me, squid is fine. a seafood pasta?', 'squid'],
    ['甲殻類はだめ、イカは平気。シーフードパスタを', 'squid'],
  ])('%s: the food the theme has is in the dish', (theme, id) => {
    expect(recipeFor(pick(theme).id)!.ingredients.map((i) => i.food)).toContain(id)
  })
})

const swapsOf = (id: string, brief: ReturnType<typeof readBrief>) =>
  recipeFor(id)!.ingredients.filter((i) =>
    brief.exclusions.some(
      (e) => e.ingredients.includes(i.food) || food(i.food).traits.some((t) => e.traits.includes(t)),
    ),
  )

describe('the dish is what the theme has: its foods, their counts, its pan and its leftovers', () => {
  const pick = (theme: string) => {
    const brief = readBrief(theme, langOf(theme))
    return { brief, d: dish(chooseDish(brief, seedOf(theme), theme)) }
  }
  /** How many of a food the recipe needs for the servings it is cooked for. */
  const needs = (id: string, food: string) =>
    (recipeFor(id)!.ingredients.find((i) => kin(i.food, food))?.amount.qty as number | undefined) ?? 0

  test('a counted food is what there is: one egg is no dish of four', () => {
    for (const theme of ['I have 1 egg, cooked rice and spring onions', '卵1個とご飯と長ねぎがある']) {
      const { d } = pick(theme)
      expect(needs(d.id, 'egg'), `${theme}: ${d.id}`).toBeLessThanOrEqual(2)
      expect(needs(d.id, 'rice'), `${theme}: ${d.id}`).toBeGreaterThan(0)
    }
  })

  test('a frying pan named is the pan the dish is cooked in', () => {
    for (const theme of [
      'フライパンひとつで済ませたい。鶏もも肉と白菜がある',
      'one frying pan only, chicken thighs and napa cabbage',
    ]) {
      const { d } = pick(theme)
      const recipe = recipeFor(d.id)!
      const heated = [recipe.steps, ...(recipe.variants ?? []).map((v) => v.steps ?? [])].map((steps) =>
        steps.filter((s) => s.heat !== 'none').map((s) => s.vessel),
      )
      expect(
        heated.some((v) => v.every((x) => ['frying_pan', 'wok', 'deep_pan'].includes(x))),
        `${theme}: ${d.id}`,
      ).toBe(true)
    }
  })

  test('a dish said to be left over is made into another that uses it, not cooked again', () => {
    for (const theme of [
      '大学芋がたくさん余った。違うおやつにしたい',
      'the daigaku imo we made is left over, turn it into another sweet',
    ]) {
      const { brief, d } = pick(theme)
      // Read either as the dish left over or, like "leftover daigaku imo", as its foods already cooked.
      expect(brief.dishId === 'daigaku_imo' || !!brief.cooked?.includes('sweet_potato'), theme).toBe(true)
      expect(d.id).not.toBe('daigaku_imo')
      expect(
        recipeFor(d.id)!.ingredients.some((i) => kin(i.food, 'sweet_potato') && i.does === 'body'),
        d.id,
      ).toBe(true)
    }
  })

  test('a dish named by its family word alone is the one of the family the named foods make', () => {
    for (const theme of ['エビとココナッツミルクでカレー作りたい', 'prawns and coconut milk, I want a curry']) {
      const brief = readBrief(theme, langOf(theme))
      const cooked = cookFor({ brief, dishId: brief.dishId!, seed: seedOf(theme), theme }).adaptation.recipe
      expect(
        cooked.ingredients.map((i) => i.food),
        theme,
      ).toEqual(expect.arrayContaining(['shrimp', 'coconut_milk']))
    }
    // One food the Japanese curry lacks is not enough to leave it, and none never is.
    for (const theme of ['鶏肉でカレーにしたい', 'カレーを作りたい', 'curry tonight']) {
      const brief = readBrief(theme, langOf(theme))
      expect(cookFor({ brief, dishId: brief.dishId!, seed: seedOf(theme), theme }).adaptation.recipe.dish, theme).toBe(
        'japanese_curry',
      )
    }
  })
})

describe('a dish named in kana its names do not spell', () => {
  test('がぱおらいす is gapao rice, not another of its kind', () => {
    for (const theme of ['がぱおらいす食べたい', 'ガパオライス食べたい']) {
      const brief = readBrief(theme, 'ja')
      expect(brief.dishId).toBe('gapao_rice')
      expect(chooseDish(brief, 1, theme)).toBe('gapao_rice')
    }
  })
})
