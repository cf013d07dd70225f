import { describe, expect, test } from 'bun:test'
import { checkRecipeText } from '../../../scripts/eval/evaluate'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { scaleAmount } from '../../../src/ai/offline/amounts'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'
import { seedOf } from '../../../src/ai/offline/random'
import type { RecipeDraft } from '../../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

/**
 * Asks a theme makes beside its dish — the equipment there is, the time, what is already cooked,
 * the occasion, how many — held in the recipe's steps and times, or declined aloud by the host in
 * round 1. Every check reads the steps and the figures, not only what the host says.
 */

const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}

function discussion(theme: string, lang: Lang) {
  const seed = seedOf(theme)
  const brief = readBrief(theme, lang)
  const dishId = brief.dishId ?? chooseDish(brief, seed, theme)
  const ctx = (kind: TurnContext['kind'], round: 1 | 2 | 3, role: PanelRole): TurnContext => ({
    kind,
    round,
    role,
    names: NAMES,
    transcript: [],
    theme,
    lang,
    seed,
    brief,
    dishId,
  })
  const host = composeOffline(ctx('turn', 1, 'host'))
  const recipe = JSON.parse(composeOffline(ctx('recipe', 3, 'host'))) as RecipeDraft
  const steps = (lang === 'ja' ? recipe.steps_ja : recipe.steps_en).join('\n')
  const otherSteps = (lang === 'ja' ? recipe.steps_en : recipe.steps_ja).join('\n')
  return {
    theme,
    lang,
    brief,
    dishId,
    host,
    recipe,
    steps,
    otherSteps,
    all: `${recipe.steps_ja.join('\n')}\n${recipe.steps_en.join('\n')}`,
  }
}

/** Words of a step that need what the ask rules out; written here, apart from the engine's own data. */
const HOB_EN =
  /\b(?:stove|stovetop|hob|frying pan|saucepan|skillet|wok|pot|over (?:low|medium|high|medium-low|medium-high) heat|deep-fry|plenty of (?:boiling )?water)\b/i
const HOB_JA = /コンロ|フライパン|(?<!土)鍋|中火|強火|弱火|たっぷりの湯|揚げ油/
const OVEN_EN = /(?<!toaster )\boven\b/i
const OVEN_JA = /オーブン(?!トースター)/
const BREAKS: Record<string, { en: RegExp[]; ja: RegExp[]; needs: { en: RegExp; ja: RegExp } }> = {
  rice_cooker_only: {
    en: [HOB_EN, /\boven\b|microwave|toaster|grill/i],
    ja: [HOB_JA, /オーブン|レンジ|トースター|グリル/],
    needs: { en: /rice cooker/i, ja: /炊飯器/ },
  },
  microwave_only: {
    en: [HOB_EN, /\boven\b|rice cooker|toaster|grill/i],
    ja: [HOB_JA, /オーブン|炊飯器|トースター|グリル/],
    needs: { en: /microwave/i, ja: /レンジ/ },
  },
  no_oven: { en: [OVEN_EN], ja: [OVEN_JA], needs: { en: /./, ja: /./ } },
  no_stove: { en: [HOB_EN], ja: [HOB_JA], needs: { en: /./, ja: /./ } },
}

/** One pan: at most one cooking vessel in all the steps, and no separate pot of water. */
function vessels(steps: string, lang: Lang): string[] {
  const words =
    lang === 'en'
      ? ['frying pan', 'skillet', 'wok', 'saucepan', ' pot', 'oven', 'microwave', 'rice cooker', 'plenty of water']
      : ['フライパン', '鍋', 'オーブン', 'レンジ', '炊飯器', 'たっぷりの湯']
  return words.filter((w) => steps.toLowerCase().includes(w))
}

function expectEquipment(d: ReturnType<typeof discussion>, ask: string) {
  const rule = BREAKS[ask]!
  const declined = d.lang === 'ja' ? /作れません|できません|使えません/ : /cannot|can't|not possible/
  for (const re of rule.en) expect(d.recipe.steps_en.join('\n'), `${d.theme}: ${re}`).not.toMatch(re)
  for (const re of rule.ja) expect(d.recipe.steps_ja.join('\n'), `${d.theme}: ${re}`).not.toMatch(re)
  // Either the recipe is made with what there is, or the host said aloud what it cannot do.
  if (!rule.needs.en.test(d.recipe.steps_en.join('\n'))) expect(d.host, d.theme).toMatch(declined)
  else expect(d.recipe.steps_ja.join('\n'), d.theme).toMatch(rule.needs.ja)
}

describe('equipment asks', () => {
  test('are read as structured asks in both languages, next to the label', () => {
    const cases: Array<[string, Lang, string]> = [
      ['Only a rice cooker: chicken curry for 4', 'en', 'rice_cooker_only'],
      ['炊飯器だけで作る鶏の煮物', 'ja', 'rice_cooker_only'],
      ['Microwave only: something warm for dinner', 'en', 'microwave_only'],
      ['電子レンジだけで作るプリン', 'ja', 'microwave_only'],
      ['One-pan spaghetti for two', 'en', 'one_pan'],
      ['フライパンひとつで作るパスタ', 'ja', 'one_pan'],
      ['Chocolate cake, but I have no oven', 'en', 'no_oven'],
      ['オーブンなしで作るケーキ', 'ja', 'no_oven'],
      ['No stove in my dorm: a warm dinner for one', 'en', 'no_stove'],
      ['コンロを使わない夕食', 'ja', 'no_stove'],
      ['A no-cook summer lunch', 'en', 'no_heat'],
      ['Toaster oven only: a gratin', 'en', 'toaster_oven_only'],
      ['I have only got a microwave at the office', 'en', 'microwave_only'],
      ['うちはレンジしかないです', 'ja', 'microwave_only'],
      ['All we have is one cast-iron skillet: dinner for 3', 'en', 'one_pan'],
      ['one big pot on the campfire, chili for 6', 'en', 'one_pan'],
      ["the oven's broken this week, a cake for Sunday", 'en', 'no_oven'],
      ['オーブンが壊れたけどグラタンが食べたい', 'ja', 'no_oven'],
    ]
    for (const [theme, lang, ask] of cases) {
      const brief = readBrief(theme, lang)
      expect(brief.limits.asks ?? [], theme).toContain(ask)
      expect(brief.limits.equipment, theme).toBeTruthy()
    }
    // "Only" about something else is no equipment ask.
    expect(readBrief('only 20 minutes, microwave ok', 'en').limits.asks ?? []).toEqual([])
  })

  test('a step whose optional words are dropped still starts as a sentence', () => {
    for (const theme of ["the oven's broken: beef enchiladas for 4", 'toaster oven only: lasagna for 2']) {
      const d = discussion(theme, 'en')
      for (const step of d.recipe.steps_en) expect(step, theme).toMatch(/^[A-Z0-9]/)
    }
  })

  test('a rice cooker only: every step in the rice cooker (or cold), none on a stove or in an oven', () => {
    for (const [theme, lang] of [
      ['Only a rice cooker: chicken curry for 4', 'en'],
      ['炊飯器だけで作る鶏の煮物', 'ja'],
      ['I only have a rice cooker. Something with pork and cabbage?', 'en'],
      ['炊飯器しかありません。豚汁を作りたい', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expectEquipment(d, 'rice_cooker_only')
      expect(checkRecipeText(d.recipe, d.brief, d.dishId).breaks, theme).toEqual([])
    }
  })

  test('a microwave only: steamed, simmered in a covered bowl, a mug cake or a cup custard', () => {
    for (const [theme, lang] of [
      ['Microwave only: something warm for dinner', 'en'],
      ['電子レンジだけで作るプリン', 'ja'],
      ['Dorm room, microwave only: steamed fish', 'en'],
      ['レンジだけで作れるケーキ', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expectEquipment(d, 'microwave_only')
    }
  })

  test('one pan: one vessel in every step, pasta cooked in its sauce', () => {
    for (const [theme, lang] of [
      ['One-pan spaghetti for two', 'en'],
      ['フライパンひとつで作るパスタ', 'ja'],
      ['One pan chicken dinner', 'en'],
      ['フライパン1つでできる晩ごはん', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(
        vessels(d.recipe.steps_en.join('\n'), 'en').length,
        `${theme}: ${vessels(d.recipe.steps_en.join('\n'), 'en')}`,
      ).toBeLessThanOrEqual(1)
      expect(
        vessels(d.recipe.steps_ja.join('\n'), 'ja').length,
        `${theme}: ${vessels(d.recipe.steps_ja.join('\n'), 'ja')}`,
      ).toBeLessThanOrEqual(1)
    }
  })

  test('no oven: a cake steamed, in a covered pan or in the rice cooker; never in an oven', () => {
    for (const [theme, lang] of [
      ['Chocolate cake, but I have no oven', 'en'],
      ['オーブンなしで作るケーキ', 'ja'],
      ['Gratin without an oven', 'en'],
      ['オーブンがないけどチーズケーキ', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expectEquipment(d, 'no_oven')
    }
  })

  test('no stove: cold methods or the microwave', () => {
    for (const [theme, lang] of [
      ['No stove in my dorm: a warm dinner for one', 'en'],
      ['コンロを使わない夕食', 'ja'],
      ['no stove, chicken for two', 'en'],
      ['火を使わないおかず', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expectEquipment(d, 'no_stove')
    }
  })

  test('a named dish no variant can make with the equipment is declined aloud in round 1', () => {
    const en = discussion('Tonkatsu, microwave only', 'en')
    expectEquipment(en, 'microwave_only')
    expect(en.host).toMatch(/tonkatsu cannot be made with only a microwave|cannot be made without a stove|cannot/i)
    const ja = discussion('電子レンジだけでとんかつ', 'ja')
    expectEquipment(ja, 'microwave_only')
    expect(ja.host).toMatch(/とんかつ.*(作れません|できません)/)
  })
})

describe('time limits', () => {
  test('a dish that fits is chosen, or the host says by how much it runs over; the recipe says its honest total', () => {
    for (const [theme, lang, limit] of [
      ['A 15-minute dinner with chicken', 'en', 15],
      ['鶏肉で15分の晩ごはん', 'ja', 15],
      ['20-minute pork dinner', 'en', 20],
      ['20分で作れる豚肉の夕飯', 'ja', 20],
      ['30 minute vegetarian lunch', 'en', 30],
      ['30分でできる魚料理', 'ja', 30],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.brief.limits.minutes, theme).toBe(limit)
      const over = d.recipe.total_minutes - limit
      // The catalogue may hold no dish that honestly fits 15 minutes: then the host says so, with the figure.
      if (over > 0)
        expect(d.host, `${theme}: ${d.dishId}`).toContain(
          lang === 'ja' ? `約${over}分オーバー` : `${over} minutes over`,
        )
      if (limit >= 20) expect(d.recipe.total_minutes, `${theme}: ${d.dishId}`).toBeLessThanOrEqual(limit)
      // The steps' own minutes add up to no more than the total the recipe prints.
      const said = [...d.recipe.steps_en.join(' ').matchAll(/(\d+)(?: to (\d+))? minutes?/g)].reduce(
        (sum, m) => sum + Number(m[2] ?? m[1]),
        0,
      )
      expect(said, `${theme}: steps say ${said} minutes, recipe ${d.recipe.total_minutes}`).toBeLessThanOrEqual(
        d.recipe.total_minutes + 5,
      )
    }
  })

  test('a named dish that cannot fit: the host says so and by how much; the total stays honest', () => {
    for (const [theme, lang] of [
      ['Beef stew in 30 minutes', 'en'],
      ['ビーフシチューを30分で', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.recipe.total_minutes, theme).toBeGreaterThan(30)
      expect(d.host, theme).toMatch(
        lang === 'ja'
          ? /30分には収まりません.*約?\d+分(オーバー|超え|多く)/s
          : /more than the 30 minutes.*\d+ minutes? over|\d+ minutes? (over|more than)/s,
      )
    }
  })
})

describe('leftovers and cooked ingredients', () => {
  test('the leftover ends where the theme turns to the dish: an arrow, "into", "to make"', () => {
    for (const [theme, dishName, cooked] of [
      ['leftover roast chicken -> enchiladas for 4', 'enchiladas', 'chicken'],
      ['turn leftover rice into fried rice', 'fried rice', 'rice'],
      ['leftover salmon → onigiri for the kids', 'onigiri', 'salmon'],
    ] as const) {
      const brief = readBrief(theme, 'en')
      expect(brief.dish?.toLowerCase() ?? '', theme).toContain(dishName)
      expect(brief.cooked?.join(' ') ?? '', theme).toContain(cooked)
    }
  })

  test('leftover roast chicken is warmed or combined, never cooked again from raw, and the time shrinks', () => {
    for (const [theme, lang] of [
      ['15-minute lunch from leftover roast chicken', 'en'],
      ['昨日のローストチキンの残りで15分ランチ', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.brief.cooked ?? [], theme).not.toEqual([])
      expect(d.brief.dishId, theme).toBeNull()
      expect(d.recipe.total_minutes, `${theme}: ${d.dishId}`).toBeLessThanOrEqual(15)
      const chickenSteps = d.recipe.steps_en.filter((s) => /chicken/i.test(s))
      expect(chickenSteps.length, theme).toBeGreaterThan(0)
      for (const s of chickenSteps)
        expect(s, theme).not.toMatch(/\b(?:raw|sear|brown|no pink|roast|bake|marinate|deep-fry)\b/i)
      expect(d.recipe.steps_en.join(' '), theme).toMatch(/leftover|cooked/i)
      expect(d.recipe.steps_ja.join(' '), theme).toMatch(/残り|加熱済み|火の通った/)
    }
  })

  test('boiled potatoes and leftover rice are not cooked from raw again', () => {
    const ja = discussion('茹でたじゃがいもでサラダ', 'ja')
    expect(ja.brief.cooked ?? [], ja.theme).toContain('potato')
    for (const s of ja.recipe.steps_ja.filter((x) => x.includes('じゃがいも')))
      expect(s).not.toMatch(/ゆで|茹で(?!た)|煮/)
    const en = discussion('Use up leftover rice for lunch', 'en')
    expect(en.recipe.steps_en.join(' ')).not.toMatch(/rinse the rice|wash the rice|cook the rice|simmer the rice/i)
  })
})

describe('occasions', () => {
  test('a grandmother named for a style is no audience; one named as the eater is', () => {
    const elderly = (theme: string, lang: Lang) => readBrief(theme, lang).occasions?.includes('elderly') ?? false
    expect(elderly('grandma-style apple pie', 'en')).toBe(false)
    expect(elderly("my grandma's recipe for meatballs", 'en')).toBe(false)
    expect(elderly('chicken soup like grandma used to make', 'en')).toBe(false)
    expect(elderly('おばあちゃんの味の煮物', 'ja')).toBe(false)
    expect(elderly('おばあちゃん直伝のおはぎ', 'ja')).toBe(false)
    expect(elderly('soft food for grandma, she has dentures', 'en')).toBe(true)
    expect(elderly('おばあちゃんに煮物を作りたい', 'ja')).toBe(true)
  })

  test('a bento: good cold, not watery, cooled and packed', () => {
    for (const [theme, lang] of [
      ["Something for my daughter's bento", 'en'],
      ['子どものお弁当のおかず', 'ja'],
      ['Packed lunch for work tomorrow', 'en'],
      ['明日のお弁当に入れるもの', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      const chosen = dish(d.dishId)
      expect(
        ['soup', 'noodle_soup', 'hot_pot', 'curry', 'cold_soup', 'smoothie', 'frozen', 'hot_drink', 'cooler', 'jelly'],
        `${theme}: ${d.dishId}`,
      ).not.toContain(chosen.method)
      expect(d.steps, theme).toMatch(lang === 'ja' ? /冷まして.*詰め|詰める/s : /cool.*pack|pack/is)
      expect(d.steps, theme).not.toMatch(lang === 'ja' ? /熱いうちに/ : /serve (?:hot|at once)|piping hot/i)
      expect(d.host, theme).toMatch(lang === 'ja' ? /お弁当/ : /bento|lunchbox|packed/i)
    }
  })

  test('a potluck for 30: servings held, amounts scaled, big vessels, travels', () => {
    for (const [theme, lang] of [
      ['Potluck for 30 people', 'en'],
      ['30人分の持ち寄りパーティー', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.recipe.servings, theme).toBe(30)
      expect(d.steps, theme).toMatch(lang === 'ja' ? /回に分け|大きな|大鍋|大皿/ : /batches|large|big/i)
      expect(d.host, theme).toMatch(lang === 'ja' ? /持ち運|持って行|持ち寄り/ : /travel|carry|transport/i)
      for (const line of [...d.recipe.ingredients_en, ...d.recipe.ingredients_ja])
        expect(line, theme).not.toMatch(/\d{4,}\s*(?:g|ml)\b|\d{4,}(?:g|ml)/)
    }
  })

  test('for grandma who cannot chew: soft, small pieces, and the host says how', () => {
    for (const [theme, lang] of [
      ["Dinner for my grandma who can't chew well", 'en'],
      ['噛む力が弱い祖母のための夕食', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.brief.unresolved ?? [], theme).toEqual([])
      expect(
        ['deep_fry', 'fried_snack', 'grill', 'nibble', 'cookie', 'roll', 'savory_pancake'],
        `${theme}: ${d.dishId}`,
      ).not.toContain(dish(d.dishId).method)
      expect(d.steps, theme).toMatch(lang === 'ja' ? /小さく|やわらか/ : /small|soft|tender/i)
      expect(d.host, theme).toMatch(lang === 'ja' ? /やわらか|噛/ : /soft|chew/i)
    }
  })
})

describe('amounts at scale', () => {
  test('units roll up: 4000 g is 4 kg, 2500 ml is 2.5 L, in both languages', () => {
    expect(scaleAmount({ ja: '400g', en: '400 g' }, 10)).toEqual({ ja: '4kg', en: '4 kg' })
    expect(scaleAmount({ ja: '250ml', en: '250 ml' }, 10)).toEqual({ ja: '2.5L', en: '2.5 L' })
    expect(scaleAmount({ ja: '300g', en: '300 g' }, 5)).toEqual({ ja: '1.5kg', en: '1.5 kg' })
    expect(scaleAmount({ ja: '200g', en: '200 g' }, 2)).toEqual({ ja: '400g', en: '400 g' })
  })

  test('a hundred servings prints no four-digit gram line and says how it is cooked in a big batch', () => {
    for (const [theme, lang] of [
      ['Chicken curry for 100 people', 'en'],
      ['肉じゃがを100人分', 'ja'],
    ] as const) {
      const d = discussion(theme, lang)
      expect(d.recipe.servings, theme).toBe(100)
      for (const line of [...d.recipe.ingredients_en, ...d.recipe.ingredients_ja])
        expect(line, theme).not.toMatch(/\d{4,}\s*(?:g|ml)\b|\d{4,}(?:g|ml)/)
      expect(d.steps, theme).toMatch(lang === 'ja' ? /回に分け|大きな|大鍋|寸胴/ : /batches|large|stockpot/i)
    }
  })
})

describe('style words', () => {
  test('shape the choice of dish where the data allows', () => {
    expect(dish(discussion('和風のパスタが食べたい', 'ja').dishId).cuisine).toBe('japanese')
    expect(dish(discussion('Something Korean-style for dinner', 'en').dishId).cuisine).toBe('korean')
    expect([
      'salad',
      'steam',
      'soup',
      'cold_noodle',
      'chilled',
      'jelly',
      'cooler',
      'smoothie',
      'frozen',
      'cold_soup',
    ]).toContain(dish(discussion('A light summery lunch', 'en').dishId).method)
    expect(['deep_fry', 'fried_snack', 'grill', 'savory_pancake', 'bake', 'cookie', 'nibble']).toContain(
      dish(discussion('Something crispy to snack on', 'en').dishId).method,
    )
  })
})
