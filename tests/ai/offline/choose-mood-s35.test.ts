import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { handsOf } from '../../../src/ai/cookbook/meal'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { versionOf } from '../../../src/ai/offline/choose'
import { withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
/** The brief and the dish the offline panel cooks for a theme, as the service reads and chooses them. */
function chosen(theme: string, lang = langOf(theme)) {
  const { brief, dishId: read } = withDish(madeSafe(readBrief(theme, lang)), { theme, lang, seed: seedOf(theme) })
  // A dish named is cooked in the version the theme asks (src/ai/offline/cookbook.ts), as the chooser weighs it.
  const dishId = read && read === brief.dishId ? versionOf(brief, theme) : read
  const recipe = recipeFor(dishId!)!
  const steps = recipe.steps
  const vessels = new Set(steps.flatMap((x) => (x.vessel === 'none' ? [] : [x.vessel]))).size
  const active = steps.reduce((n, x) => n + handsOf(x), 0)
  return { brief, d: dish(dishId!), steps: steps.length, vessels, active }
}

describe('an ask for little effort picks few steps, little hands-on time, one or two vessels and no frying', () => {
  test.each([
    ['too tired to cook, something warm please', 'en'],
    ['zero washing up tonight, one bowl dinner', 'en'],
    ['feeling lazy, dont want to chop anything', 'en'],
    ["Could you suggest something very low effort? I'm exhausted after work.", 'en'],
    ['im so tierd, just want somthing easy and warm', 'en'],
    ['one pot, minimal cleanup, cold evening', 'en'],
    ['no chopping, no fuss, dinner for 2', 'en'],
    ['今日は疲れたので何もしたくない。あったかいものがいい', 'ja'],
    ['洗い物を増やしたくない。鍋ひとつでできるもの', 'ja'],
    ['めんどくさいから包丁使わないやつ', 'ja'],
    ['お疲れのところ恐縮ですが、手間のかからない温かい料理を教えていただけますか', 'ja'],
    ['つかれた。かんたんで あったかいの', 'ja'],
    ['ずぼら飯でいいや、一品で', 'ja'],
    ['tsukareta... kantan de atatakai mono ga ii', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const { d, steps, vessels, active } = chosen(theme, lang)
    expect(steps).toBeLessThanOrEqual(4)
    expect(active).toBeLessThanOrEqual(15)
    expect(vessels).toBeLessThanOrEqual(2)
    expect(['deep_fry', 'fried_snack']).not.toContain(d.method)
  })
})

describe('a bad day is answered by a warm, familiar dish of few steps, never a deep-fry', () => {
  test.each([
    'had an awful day, need comfort food',
    'rough week, want something soft and warm',
    '仕事で嫌なことがあって、ほっとするご飯が食べたい',
    'しんどい日。やさしい味のものが食べたい',
  ])('%s', (theme) => {
    const { d, steps, vessels, active } = chosen(theme)
    expect(d.served).toBe('hot')
    expect(steps).toBeLessThanOrEqual(5)
    expect(active).toBeLessThanOrEqual(25)
    expect(vessels).toBeLessThanOrEqual(2)
    expect(['deep_fry', 'fried_snack']).not.toContain(d.method)
  })
})

describe('a dislike is its own kind, resolved to foods, and never refused', () => {
  test.each([
    ['my kids hate anything green, dinner for 4', 'spinach'],
    ['kids hate green stuff lol, something with rice', 'broccoli'],
    ['子供が緑のもの嫌い。豚肉で', 'komatsuna'],
    ["I can't stand slimy textures, something with tofu", 'okra'],
    ['ネバネバしたものが苦手です。何か一品', 'natto'],
    ['夫はきのこが苦手です。鶏肉で何か', 'shiitake'],
    ['my daughter refuses onions, make a curry', 'onion'],
    ['dinner for 3, my wife dislikes fish', ''],
    ['主人が玉ねぎを好まないのですが、何かおすすめはございますか', 'onion'],
    ['パクチー嫌いなんでタイ料理でそれ抜きで', 'cilantro'],
    ['kodomo ga kinoko kirai, yuuhan nani ni shiyou', 'shiitake'],
  ])('%s', (theme, id) => {
    const lang = /kodomo/.test(theme) ? 'ja' : langOf(theme)
    const brief = readBrief(theme, lang)
    const disliked = brief.exclusions.filter((e) => e.kind === 'dislike')
    expect(disliked.length).toBe(1)
    if (id) expect(disliked[0]!.ingredients).toContain(id)
    expect(brief.unresolved ?? []).toEqual([])
  })
  test('an allergy stays an allergy', () => {
    expect(readBrief('my son is allergic to eggs, pancakes please', 'en').exclusions[0]!.kind).toBe('allergy')
  })
})

describe('a style or method turned away is never the pick while another dish fits', () => {
  test.each([
    ['no oven, no frying, chicken', [], ['deep_fry', 'fried_snack', 'bake']],
    ['anything but fried food tonight', [], ['deep_fry', 'fried_snack']],
    ['no more Italian this week, something with beef', ['italian'], []],
    ['not korean again, something spicy', ['korean'], []],
    ['揚げ物以外で、鶏肉を使った料理', [], ['deep_fry', 'fried_snack']],
    ['和食はもう飽きたので、何か違うもの', ['japanese'], []],
    ['韓国料理はしばらくいいかな。夕飯どうしよう', ['korean'], []],
    ['あげもの いがいで なにか', [], ['deep_fry', 'fried_snack']],
    ['agemono igai de toriniku ryouri', [], ['deep_fry', 'fried_snack']],
    ['curry tonight but not japanese style', ['japanese'], []],
    ['カレーが食べたい、でも和風以外で', ['japanese'], []],
    ['chicken wings but not deep fried', [], ['deep_fry', 'fried_snack']],
  ] as const)('%s', (theme, cuisines, methods) => {
    const { d } = chosen(theme, /agemono/.test(theme) ? 'ja' : langOf(theme))
    expect(cuisines as readonly string[]).not.toContain(d.cuisine)
    expect(methods as readonly string[]).not.toContain(d.method)
  })
})
