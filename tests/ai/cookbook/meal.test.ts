import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { checkRecipe as checkAuthored } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { MEAL, mealAsked, mealDishes, timeline } from '../../../src/ai/cookbook/meal'
import { readBrief } from '../../../src/ai/food/brief'
import { nutritionOf } from '../../../src/ai/cookbook/render'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'
import type { AuthoredRecipe } from '../../../src/ai/cookbook/types'

// Each test cooks a meal, two to four dishes adapted and checked (about a second): room for a machine shared by many.
setDefaultTimeout(15_000)

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** A theme cooked as the offline panel cooks it, once: the checker's tests read the meals the others cooked. */
const kept = new Map<string, ReturnType<typeof cookFor>>()
function cooked(theme: string) {
  const lang = langOf(theme)
  const seed = seedOf(theme)
  if (kept.has(theme)) return kept.get(theme)!
  const { brief, dishId } = withDish(readBrief(theme, lang), { theme, lang, seed })
  return kept.set(theme, cookFor({ brief, dishId, seed, theme })).get(theme)!
}

/** A dish's title without its bracketed gloss, as a meal's title names it. */
const short = (id: string) => recipeFor(id)!.title.en.replace(/\s*\([^()]*\)$/, '')
const sum = (r: AuthoredRecipe) => r.steps.reduce((n, s) => n + s.minutes, 0)
/** The dishes a meal's steps are labelled with, in English. */
const labelled = (steps: string[]) => new Set(steps.map((s) => s.split(':')[0]))

describe('several dishes asked as one meal are one recipe', () => {
  test('three dishes named: one title, a heading per dish, every step labelled, the span shorter than the sum', () => {
    const c = cooked('hamburg steak, potato salad and miso soup for 3')
    // Inside the English title a dish named in lower case stays so; the first word opens it.
    expect(c.draft.title_en).toBe('Hambāgu, Japanese potato salad and miso soup with tofu and wakame')
    expect(c.draft.title_ja).toBe('ハンバーグ・ポテトサラダ・豆腐とわかめの味噌汁')
    expect(c.draft.ingredients_ja.filter((l) => /^【.+】$/.test(l))).toEqual([
      '【ハンバーグ】',
      '【ポテトサラダ】',
      '【豆腐とわかめの味噌汁】',
    ])
    expect(c.draft.ingredients_en[0]).toBe('For the hambāgu:')
    expect(labelled(c.draft.steps_en).size).toBe(3)
    expect(c.draft.servings).toBe(3)
    // Everything is ready together: the longest dish bounds the span from below, the sum of all from above.
    const longest = Math.max(
      ...['hamburg_steak', 'potato_salad', 'miso_soup'].map((id) => recipeFor(id)!.total_minutes),
    )
    expect(c.draft.total_minutes).toBeGreaterThanOrEqual(longest)
    expect(c.draft.total_minutes).toBeLessThan(sum(c.adaptation.recipe))
    expect(c.draft.prep_minutes! + c.draft.cook_minutes!).toBeLessThanOrEqual(c.draft.total_minutes)
    // The nutrition of a serving is the dishes' together: more protein than the hamburg alone.
    expect(c.draft.nutrition!.protein_g).toBeGreaterThan(nutritionOf(recipeFor('hamburg_steak')!).protein_g)
  })

  test('a dish listed that the cookbook lacks is said in the first turn, never dropped unsaid', () => {
    const c = cooked('hamburg steak, potato salad and grandpa pietro broth for 3')
    expect(c.draft.title_en).not.toContain('broth')
    expect(c.draft.ingredients_en.filter((l) => l.startsWith('For the ')).length).toBe(2)
    expect(c.brief.unchecked?.join(' ')).toContain('no tested recipe for grandpa pietro broth')
  })

  test('plain words after a dish are no dish the cookbook lacks: "roast chicken and veg"', () => {
    for (const theme of ['roast chicken and veg', 'raw cookie dough to eat with a spoon'])
      expect(cooked(theme).brief.unchecked?.join(' ') ?? '').not.toContain('no tested recipe')
  })

  test('a count of a kind picks that many different dishes of it, none of the same main food', () => {
    const asked = mealAsked('痛風もち。プリン体少なめの居酒屋つまみ3品')
    expect(asked?.parts.map((p) => ('course' in p ? p.course.id : '?'))).toEqual(['snack', 'snack', 'snack'])
    const c = cooked('three bar snacks for game night')
    expect(labelled(c.draft.steps_en).size).toBe(3)
    expect(c.draft.ingredients_en.filter((l) => l.startsWith('For the ')).length).toBe(3)
  })

  test('courses asked by kind are one dish each: a main, a side and a soup', () => {
    const courses = cooked('帰宅して主菜と副菜と汁物、3人分')
    expect(courses.draft.ingredients_ja.filter((l) => /^【.+】$/.test(l)).length).toBe(3)
  })

  test('a dish and its accompaniment with a recipe of its own are both cooked', () => {
    const c = cooked('masala dosa with sambar')
    expect(c.draft.title_en).toBe(`${short('masala_dosa')} and sambar`)
    expect(mealAsked('caesar salad with grilled chicken')).toBeNull()
    expect(mealAsked('沖縄のジューシー（炊き込みご飯）、フーチバー無いけど作れる？')).toBeNull()
  })

  test('a time limit is held on the span of the timeline, not the sum of the dishes', () => {
    const c = cooked('hamburg steak and potato salad in 50 minutes')
    const time = c.adaptation.decisions.filter((d) => d.kind === 'time')
    expect(time).toHaveLength(1)
    expect(time[0]).toMatchObject({ kind: 'time', limit: 50, minutes: c.draft.total_minutes, held: true })
    expect(sum(c.adaptation.recipe)).toBeGreaterThan(50)
  })

  const quicker = (theme: string) => () => {
    const c = cooked(theme)
    // Each dish's own version fits 40 minutes alone; together they run over, so the soup is made the quick way.
    expect(c.draft.total_minutes).toBeLessThanOrEqual(40)
    expect(c.adaptation.decisions.some((d) => d.kind === 'variant' && d.variant === 'quick')).toBe(true)
    expect(c.adaptation.decisions.find((d) => d.kind === 'time')).toMatchObject({ held: true })
  }
  test(
    'over its time limit, a meal cooks a dish in its own quicker version until the timeline fits',
    quicker('teriyaki chicken, potato salad and miso soup in 40 minutes'),
  )
  test(
    '時間の上限を超える献立は、料理を手早い版で作って収める',
    quicker('照り焼きチキンとポテトサラダと味噌汁を40分で'),
  )

  test('dishes of a meal differ in their main food as the brief has them cooked: pork made chicken is chicken', () => {
    const theme = 'two mains for dinner, no pork'
    const brief = readBrief(theme, 'en')
    // A chooser that offers its list in order: the karaage first, then a pork dish the brief would make with chicken.
    const order = ['karaage', 'shogayaki', 'beef_stroganoff']
    const by = {
      versionOf: () => '',
      leftoverDishes: () => [],
      kept: () => true,
      chooseDish: (_b: unknown, _s: number, _t: string, avoid: string[]) =>
        order.find((id) => !avoid.includes(id)) ?? 'karaage',
    }
    expect(mealDishes({ brief, seed: 1, theme }, by)?.ids).toEqual(['karaage', 'beef_stroganoff'])
  })

  test('an allergen the theme states is out of every dish of the meal', () => {
    const c = cooked('egg allergy. hamburg steak and potato salad for 2')
    expect(labelled(c.draft.steps_en).size).toBe(2)
    expect(checkRecipe(c.draft, c.brief)).toEqual([])
    expect(c.adaptation.recipe.ingredients.map((i) => i.food)).not.toContain('egg')
  })

  test('a passive step keeps the cook only its first minutes: the short dish is made in its wait', () => {
    const [long, short] = [recipeFor('miso_soup')!, recipeFor('tamagoyaki')!]
    const plan = timeline([short, long])
    expect(plan[0]!.dish).toBe(1)
    expect(Math.max(...plan.map((p) => p.end))).toBe(long.total_minutes)
    expect(MEAL.passive.hands_minutes).toBeLessThan(MEAL.passive.min_minutes)
  })

  /** The checker's word on a merged recipe, whose total is the timeline's span rather than the steps' sum. */
  const checked = (theme: string) => {
    const { recipe } = cooked(theme).adaptation
    return checkAuthored({ ...recipe, total_minutes: sum(recipe) })
  }

  for (const theme of [
    'hamburg steak, potato salad and miso soup for 3',
    '味噌汁と卵焼きの朝ごはん',
    'masala dosa with sambar',
    '帰宅して主菜と副菜と汁物、3人分',
  ])
    test(`the recipe checker passes the merged recipe of "${theme}", in both languages`, () => {
      expect(checked(theme)).toEqual([])
    })
})
