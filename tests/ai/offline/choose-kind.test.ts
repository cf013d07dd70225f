import { describe, expect, test } from 'bun:test'
import { limitsFit } from '../../../src/ai/cookbook/adapt'
import { costOf, currencyOf } from '../../../src/ai/cookbook/cost'
import { food } from '../../../src/ai/cookbook/foods'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { RULES } from '../../../src/ai/cookbook/rules'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { moodHints } from '../../../src/ai/food/choosing'
import { dish } from '../../../src/ai/food/dishes'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')
const chosen = (theme: string) => {
  const brief = readBrief(theme, langOf(theme))
  const id = chooseDish(brief, seedOf(theme), theme)
  return { brief, id, d: dish(id), recipe: recipeFor(id)! }
}

describe('the kind of dish asked is the kind cooked', () => {
  test.each([
    ['妊娠8ヶ月。生ハムとかナチュラルチーズ避けてる。サラダ系のごはん', ['salad']],
    ['さっぱりサラダ系の晩ごはん、豚肉ある', ['salad']],
    ['寒いから煮物が食べたい、鶏肉ある', ['simmer', 'hot_pot']],
    ['something salad-ish for dinner, im pregnant', ['salad']],
    ['want a soup tonight, have chicken and carrots', ['soup', 'noodle_soup']],
    ['chicken soup for a sick kid', ['soup', 'noodle_soup']],
  ])('%s', (theme, methods) => {
    expect(methods).toContain(chosen(theme).d.method)
  })
})

describe('mood and hunger weigh time and filling-ness', () => {
  test.each([
    '仕事でミスして落ち込んでる…あったかいの食べたい',
    'しんどい一日だった、温かいものが食べたい',
    'rough day at work, want something warm',
    'feeling down tonight, something warm please',
  ])('a bad day gets no long project: %s', (theme) => {
    const { brief, recipe } = chosen(theme)
    expect(limitsFit(recipe, brief).minutes).toBeLessThanOrEqual(45)
  })

  test.each([
    'kids home in 25 mins and starving, what can i make',
    "i'm starving, something quick",
    'お腹ペコペコ！すぐ食べたい',
    '部活帰りの息子が腹ペコ、30分で何か',
  ])('hunger gets a filling dish as cooked: %s', (theme) => {
    const { brief, id } = chosen(theme)
    const cooked = cookFor({ brief, dishId: id, seed: seedOf(theme), theme }).adaptation.recipe
    expect(nutritionOf(cooked).protein_g).toBeGreaterThanOrEqual(12)
  })
})

describe('rice and a main at once from one rice cooker', () => {
  test.each([
    '炊飯器ひとつで、ご飯とおかずを同時に作りたい！',
    '炊飯器だけでごはんもおかずも一度に',
    'rice cooker only: rice and a main together please',
    'can i do rice and the protein at the same time in the rice cooker?',
  ])('%s', (theme) => {
    const { recipe } = chosen(theme)
    // The rice itself is cooked in it (a pilaf, or rice with a main steamed on top), with a main's protein.
    expect(recipe.ingredients.some((line) => /rice$/.test(line.food) && line.does === 'body')).toBe(true)
    expect(nutritionOf(recipe).protein_g).toBeGreaterThanOrEqual(12)
  })
})

describe('the food asked holds with the texture asked', () => {
  test.each([
    '嚥下がむずかしくなった祖母（刻みでもむせる）に、やわらかい肉料理を',
    '飲み込みが弱い父に、肉を使ったやわらかいおかず',
    '入れ歯の母に、やわらかい肉料理を作りたい',
    'my dad has trouble swallowing, he wants a meat dish',
    'soft meat dish for my grandpa with dentures',
    'dysphagia diet but she misses meat, something soft',
  ])('%s', (theme) => {
    const { recipe } = chosen(theme)
    expect(recipe.ingredients.some((i) => i.does === 'body' && food(i.food).traits.includes('meat'))).toBe(true)
  })
})

describe('"cheap" weighs the cost of a serving', () => {
  test.each([
    ['cooking for 30 at a church potluck, cheap main dish', 2.5],
    ['cheap dinner for 4, we have chicken', 2],
    ['budget friendly dinner with ground beef for 6', 2],
    ['30人分の持ち寄り、安いメイン', 200],
    ['家族4人、鶏肉で安く', 200],
    ['節約中、豚こまで晩ごはん', 220],
  ])('%s', (theme, most) => {
    const { brief, id } = chosen(theme)
    const cooked = cookFor({ brief, dishId: id, seed: seedOf(theme), theme }).adaptation.recipe
    expect(costOf(recipeFor(cooked.dish)!, currencyOf(brief)).each).toBeLessThan(most)
  })
})

describe("a crowd's main is cooked side by side, not pan after pan", () => {
  test.each([
    'cooking for 30 at a church potluck, cheap main dish',
    'main dish for 40 at the school fundraiser',
    'feeding 25 people at the block party, one main',
    '30人分の持ち寄り、安いメイン',
    '町内会の集まりで50人分のおかず',
    '部活の合宿で40人分の夕飯のメイン',
  ])('%s', (theme) => {
    const { brief, recipe } = chosen(theme)
    const { holds, side_by_side } = RULES.scaling
    const serial = recipe.steps.filter((x) => x.heat !== 'none' && !side_by_side[x.vessel])
    expect(serial.every((x) => brief.limits.servings! / holds[x.vessel] <= 3)).toBe(true)
  })
})

describe('a kind word naming the dish left over is what there is, not the kind asked', () => {
  test.each([
    "leftover fried rice sat out since last night's party, microwave reheat",
    'leftover fried rice from last night, what can i make',
    '昨日のチャーハンが余った、アレンジしたい',
    '昨日のチャーハンが残ってる、別の料理にしたい',
  ])('%s', (theme) => {
    expect(chosen(theme).d.method).not.toBe('fried_rice')
  })
})

test('a food called sad is no bad day: only a person feeling it is', () => {
  expect(moodHints('half a rotisserie chicken, 2 sad tortillas, some salsa').some((h) => h.within)).toBe(false)
  expect(moodHints("i'm sad tonight, something warm").some((h) => h.within)).toBe(true)
})

describe('an everyday lunch is cooked within 45 minutes, a Sunday lunch or a lunch party is not held to it', () => {
  test.each(['雨の日のお昼、なんかあったかいのほしい☔', 'rainy day lunch, something warm please'])('%s', (theme) => {
    const lang: Lang = /[\u3040-\u30ff]/.test(theme) ? 'ja' : 'en'
    const brief = readBrief(theme, lang)
    const id = chooseDish(brief, seedOf(theme), theme)
    expect(limitsFit(recipeFor(id)!, brief).minutes).toBeLessThanOrEqual(45)
  })
  test('the words', () => {
    expect(moodHints('a quick lunch for me').some((h) => h.within)).toBe(true)
    expect(moodHints('Sunday lunch for the family').some((h) => h.within)).toBe(false)
    expect(moodHints('ランチ会の持ち寄り').some((h) => h.within)).toBe(false)
  })
})
