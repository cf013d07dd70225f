import { describe, expect, test } from 'bun:test'
import type { Brief } from '../../../../src/ai/food/types'
import { readBrief } from '../../../../src/ai/food/brief'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { RECIPES } from '../../../../src/ai/cookbook/load'
import { clipped } from '../../../../src/ai/cookbook/notes'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { line } from '../../../../src/ai/offline/talk/phrases'

const brief: Brief = {
  lang: 'en',
  dishId: 'glazed_carrots',
  dish: 'glazed carrots',
  keyIngredientIds: [],
  key_ingredients: [],
  exclusions: [{ kind: 'diet', name: 'no honey', excludes: ['honey'], traits: ['honey'], ingredients: [] }],
  limits: {},
  notes: [],
  interpreted: false,
  notFood: false,
}

describe('a text said back, clipped', () => {
  test('is cut at a whole character: a text without spaces never ends in half an emoji', () => {
    for (const pad of [0, 1, 2]) {
      const said = clipped(`${'あ'.repeat(30 + pad)}${'🍙'.repeat(20)}`, 40)
      expect(said.isWellFormed()).toBe(true)
      expect(said.endsWith('🍙…')).toBe(true)
    }
  })
})

describe('the facts of a discussion', () => {
  test('a step is referred to by the clause of its own text that does its act, never a gerund of its foods', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots, no honey' })
    const f = factsOf(cooked, 'glazed carrots, no honey', 'en')
    const step = cooked.adaptation.recipe.steps.find((s) => s.heat !== 'none' && s.vessel !== 'none')!
    expect(f.technique.where).toContain('simmer over low heat')
    expect(f.technique.where).not.toMatch(/simmering carrot|\{/)
    const only = (s: typeof step, lang: 'en' | 'ja') =>
      factsOf(
        { ...cooked, adaptation: { ...cooked.adaptation, recipe: { ...cooked.adaptation.recipe, steps: [s] } } },
        'glazed carrots',
        lang,
      ).technique
    // A trailing participle ("tossing") or a list of foods is no clause to name a step by; a Japanese one runs to its verb.
    expect(only({ ...step, en: 'Fry the {carrot} in the {butter}, tossing.' }, 'en').where).toContain(
      'fry the carrot in the butter',
    )
    expect(only({ ...step, ja: '{carrot}を少しずつ油に入れ、からりと揚げる。' }, 'ja').where).toBe('からりと揚げる')
    expect(only({ ...step, en: 'Add the {carrot}, the {butter} and simmer.' }, 'en').where).toContain('add the carrot')
  })

  test('a Japanese cue is said as a clause the wording runs on from, without what it adds in brackets', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots' })
    const recipe = cooked.adaptation.recipe
    const step = recipe.steps.find((s) => s.heat !== 'none')!
    const cue = (ja: string) =>
      factsOf(
        {
          ...cooked,
          adaptation: { ...cooked.adaptation, recipe: { ...recipe, steps: [{ ...step, cue: { ...step.cue, ja } }] } },
        },
        'glazed carrots',
        'ja',
      ).technique
    expect(cue('表面がつややか（焦がさない）')).toMatchObject({ cue: '表面がつややかな', clause: true })
    expect(cue('にんじんに竹串が通る')).toMatchObject({ cue: 'にんじんに竹串が通る', clause: true })
    expect(cue('煮汁が半分に。照りが出る').cue).toBe('煮汁が半分に、照りが出る')
  })
})

describe("a condition the adapter holds is the host's to say", () => {
  test('a salt cap for a low-salt diet is among what the host says, with its figure', () => {
    const lowSalt: Brief = { ...brief, dishId: 'miso_soup', dish: 'miso soup', exclusions: [], diets: ['low_salt'] }
    const cooked = cookFor({ brief: lowSalt, dishId: 'miso_soup', seed: 1, theme: 'low-salt miso soup' })
    const said = factsOf(cooked, 'low-salt miso soup', 'en').others.join(' ')
    expect(said).toMatch(/1\.3 ?g/)
  })
})

describe('who eats it', () => {
  test('the age the theme gives is said as it was read, without promising no salt the recipe has', () => {
    const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots for my 8 month old' })
    const said = factsOf(cooked, 'glazed carrots for my 8 month old', 'en').others.join(' ')
    expect(said).toContain('a baby of about 7-8 months')
    expect(said).not.toMatch(/\bno salt\b/)
  })
})

describe('a note that states its own figure', () => {
  test('says its point without the clause that carries the figure, in both languages', () => {
    const pork: Brief = { ...brief, dishId: 'tonkatsu', dish: 'tonkatsu', exclusions: [] }
    const cooked = cookFor({ brief: pork, dishId: 'tonkatsu', seed: 1, theme: 'tonkatsu' })
    const en = factsOf(cooked, 'tonkatsu', 'en').notes.nutritionist
    expect(en).toContain('Fillet halves the fat')
    expect(en).toContain('eating the cabbage first brings fullness sooner')
    expect(en.join(' ')).not.toMatch(/\d ?(g|kcal)\b/)
    const ja = factsOf(cooked, 'tonkatsu', 'ja').notes.nutritionist
    expect(ja).toContain('ヒレにすると脂質が半分ほどになります')
    expect(ja.join('')).not.toMatch(/\d ?(g|kcal)/)
  })
})

describe('a cue said after "until"', () => {
  const reads = (lang: 'en' | 'ja', cue: string) => new RegExp(line(lang, 'cue_reads_after_until'), 'i').test(cue)

  test('is a clause or a state, never a bare noun phrase or a subject without its verb', () => {
    for (const cue of ['the lotus root turns translucent', 'a skewer comes out clean', 'golden and crisp', 'smooth'])
      expect(reads('en', cue), cue).toBe(true)
    for (const cue of ['a thick sauce', 'no dry flour', 'the white set, above 72 °C', 'a smooth, pourable sauce'])
      expect(reads('en', cue), cue).toBe(false)
  })

  test('a cue the adaptation emptied (its subject left out) is never a clause to say', () => {
    const theme = 'kung pao chicken, no chilli at all please'
    const cooked = cookFor({ brief: readBrief(theme, 'en'), dishId: 'kung_pao_chicken', seed: 1, theme })
    for (const lang of ['en', 'ja'] as const) {
      const f = factsOf(cooked, theme, lang)
      for (const s of [f.technique, f.next, ...f.doneness]) if (s?.clause) expect(s.cue.trim(), s.where).not.toBe('')
    }
  })

  test("over a sample of every recipe's cues, English keeps most and drops a bare noun phrase; Japanese keeps nearly all", () => {
    const cues = RECIPES.flatMap((r) => r.steps.map((s) => s.cue)).filter((_, i) => i % 7 === 0)
    const kept = cues.filter((c) => reads('en', c.en))
    expect(kept.length).toBeGreaterThan(cues.length / 2)
    for (const c of kept) expect(c.en, c.en).not.toMatch(/^(a|an|no) [a-z]+$/i)
    // A Japanese cue ends on a verb, an adjective or a noun the wording can run on from; one on a verb's stem does not.
    expect(cues.filter((c) => reads('ja', c.ja)).length).toBeGreaterThan(cues.length * 0.9)
    expect(reads('ja', '切り口の肉汁が澄み')).toBe(false)
  })
})

describe('the notes and the debate of a recipe as cooked', () => {
  const noEgg: Brief = {
    ...brief,
    dishId: 'gyudon',
    dish: 'gyudon',
    exclusions: [{ kind: 'allergy', name: 'egg', excludes: ['egg'], traits: ['egg'], ingredients: [] }],
  }
  test('a note naming a food the recipe does not hold is not said; its saltiest foods are', () => {
    const cooked = cookFor({ brief: noEgg, dishId: 'gyudon', seed: 1, theme: 'gyudon, no egg' })
    const f = factsOf(cooked, 'gyudon, no egg', 'en')
    expect(Object.values(f.notes).flat().join(' ')).not.toMatch(/\begg\b/i)
    expect(f.salty[0]).toBe('soy sauce')
  })

  test('two salty foods of one name are said once', () => {
    const ramen: Brief = { ...brief, dishId: 'shoyu_ramen', dish: 'shoyu ramen', exclusions: [] }
    const cooked = cookFor({ brief: ramen, dishId: 'shoyu_ramen', seed: 1, theme: 'shoyu ramen' })
    for (const lang of ['en', 'ja'] as const) {
      const { salty } = factsOf(cooked, 'shoyu ramen', lang)
      expect(salty.length).toBeGreaterThan(0)
      expect(new Set(salty).size, salty.join()).toBe(salty.length)
    }
  })

  test('a word of a food name is that food only for a food of its kind: "rice" is not the rice vinegar', () => {
    const salad: Brief = { ...brief, dishId: 'potato_salad', dish: 'potato salad', exclusions: [] }
    const cooked = cookFor({ brief: salad, dishId: 'potato_salad', seed: 1, theme: 'potato salad' })
    expect(cooked.adaptation.recipe.ingredients.map((i) => i.food)).toContain('rice_vinegar')
    expect(cooked.adaptation.recipe.ingredients.map((i) => i.food)).not.toContain('rice')
    const f = factsOf(cooked, 'potato salad', 'en')
    expect(Object.values(f.notes).flat().join(' ')).not.toMatch(/\brice\b(?! vinegar)/)
  })

  test('a shortcut that buys what the chef’s step cooks is not weighed beside that step', () => {
    const tinga: Brief = { ...brief, dishId: 'chicken_tinga', dish: 'chicken tinga', exclusions: [] }
    const cooked = cookFor({ brief: tinga, dishId: 'chicken_tinga', seed: 1, theme: 'chicken tinga' })
    const f = factsOf(cooked, 'chicken tinga', 'en')
    expect(f.notes.home_cook[0]).toContain('rotisserie chicken')
    expect(f.shortcut).toBe(false)
  })
})

describe('the steps the talk names', () => {
  const cooked = cookFor({ brief, dishId: 'glazed_carrots', seed: 1, theme: 'glazed carrots' })
  const recipe = cooked.adaptation.recipe
  const hot = recipe.steps.find((s) => s.heat !== 'none' && s.vessel !== 'none')!
  const serve = recipe.steps.at(-1)!
  const facts = (steps: typeof recipe.steps, over: Partial<typeof cooked.draft> = {}) =>
    factsOf(
      {
        ...cooked,
        draft: { ...cooked.draft, ...over },
        adaptation: { ...cooked.adaptation, recipe: { ...recipe, steps } },
      },
      'glazed carrots',
      'en',
    )
  const side = { ...hot, minutes: 6, en: 'Drop the {carrot} into boiling water for a moment, then drain.' }
  const body = { ...hot, minutes: 6, en: 'Fry the {carrot} in the {butter} with the {salt}, tossing.' }

  test("the chef's step is, of steps as long, the one more goes into, not the side step before it", () => {
    expect(facts([side, body, serve]).technique.where).toContain('fry the carrot in the butter with the salt')
    expect(facts([body, side, serve]).technique.where).toContain('fry the carrot in the butter with the salt')
  })

  test('a step is named by its own words, apart from the chef’s even when it does the same', () => {
    const again = { ...body, minutes: 3, en: 'Fry the {carrot} in the {butter} again, tossing.' }
    expect(facts([side, body, again, serve]).next?.where).toContain('drop the carrot into boiling water for a moment')
    expect(facts([body, again, serve]).next?.where).toContain('fry the carrot in the butter again')
  })

  test('a check of leftovers is a clause, never a bare noun phrase', () => {
    // Of a food whose centre temperature is said (chicken, not carrots).
    const chicken = recipe.ingredients.map((i) => (i.ref === 'carrot' ? { ...i, food: 'chicken_thigh' } : i))
    const steps = (en: string) => [{ ...body, cue: { ...body.cue, en, temp_c: 75 } }, serve]
    const checked = (en: string) =>
      factsOf(
        {
          ...cooked,
          adaptation: { ...cooked.adaptation, recipe: { ...recipe, ingredients: chicken, steps: steps(en) } },
        },
        'glazed carrots',
        'en',
      ).doneness[0]!.cue
    expect(checked('the carrots at 75 °C or more')).toBe(line('en', 'temp.centre', { temp: 75 }))
    expect(checked('it reaches 75 °C at the centre')).toMatch(/^it reaches 75 °C/)
  })

  test("the dish's history is not said when it only repeats the description", () => {
    const mapo = { ...brief, dishId: 'mapo_tofu', dish: 'mapo tofu', exclusions: [] }
    const dish = cookFor({ brief: mapo, dishId: 'mapo_tofu', seed: 1, theme: 'mapo tofu' })
    const origin = (description_en: string) =>
      factsOf({ ...dish, draft: { ...dish.draft, description_en } }, 'mapo tofu', 'en').origin
    expect(origin('Tofu in a hot bean sauce.')).toBeDefined()
    expect(origin(`${origin('Tofu in a hot bean sauce.')!}, a classic.`)).toBeUndefined()
  })
})
