import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { cleanText } from '../../../src/ai/food/reader'
import type { Lang } from '../../../src/ai/food/types'

const langOf = (text: string): Lang => (/[\u3040-\u9fff]/.test(text) ? 'ja' : 'en')
const read = (text: string) => readBrief(text, langOf(text))

describe('how many a theme serves', () => {
  test.each([
    ['two adults and a toddler', 3],
    ['大人2人子ども3人', 5],
    ['夫婦と子ども2人', 4],
    ['3 couples coming over', 6],
    ['half a dozen guests', 6],
    ['feeding about two dozen people', 24],
    ['taco night for me + wife + 3 kids', 5],
    ['me and my wife', 2],
    ['celebrate-y dinner for me and my gf', 2],
    ['dinner for my bf and me', 2],
    ['ひとりぶん', 1],
    ['4ppl', 4],
    ["kids' soccer team, 14 kids", 14],
    ['scale it x3, base recipe serves 2', 6],
    ['6人前を半分にして', 3],
    ['模擬店の仕込みで80食分', 80],
    ['作り置き、3日分×2人', 6],
    ['tacos for the family (5)', 5],
  ])('%p serves %p', (text, n) => {
    expect(read(text).limits.servings).toBe(n)
  })

  test('a count said with its people is not scaled again, and a step that halves a food scales nothing', () => {
    expect(read('people x3').limits.servings).toBe(3)
    expect(read('x2 people').limits.servings).toBe(2)
    expect(read('4人分、玉ねぎを半分に切って').limits.servings).toBe(4)
    expect(read('double cream tart for 4').limits.servings).toBe(4)
  })
})

describe('misspellings the fold reaches', () => {
  test('two letters swapped are one slip, and a misspelled diet is still the diet', () => {
    expect(read('sesmae allergy').exclusions.flatMap((e) => e.traits)).toContain('sesame')
    expect(read('no shirmp').exclusions.flatMap((e) => e.ingredients)).toContain('shrimp')
    expect((read('veggan') as { diets?: string[] }).diets).toContain('vegan')
    expect((read('glutten free') as { diets?: string[] }).diets).toContain('gluten_free')
  })

  test('アレルギー cut short or misspelled after a food is an allergy; あれ as "that" is not', () => {
    for (const [text, trait] of [
      ['乳アレ', 'milk'],
      ['えびあれ', 'crustacean'],
      ['ソバアレあり', 'buckwheat'],
      ['ソバアレルギィ', 'buckwheat'],
      ['こむぎ　あれるぎ', 'wheat'],
    ])
      expect(
        read(text).exclusions.flatMap((e) => e.traits),
        text,
      ).toContain(trait as never)
    expect(cleanText('それはあれです')).toBe('それはあれです')
    expect(cleanText('これあれ、カレーのアレンジ')).toBe('これあれ、カレーのアレンジ')
  })
})

test('a count of people that is not who eats is still not servings', () => {
  expect(read('このレシピは5人に1人が失敗するらしい').limits.servings).toBeUndefined()
})

test('a class given back in part is still said, with its exception, where the host says what it leaves out', () => {
  const [en] = read('tree nut allergy but walnuts are fine').exclusions
  expect(en!.excludes).toContain('tree nuts other than walnuts')
  expect(en!.ingredients).toContain('almond')
  expect(en!.ingredients).not.toContain('walnut')
  const [ja] = read('ナッツアレルギー、でもくるみは大丈夫').exclusions
  expect(ja!.excludes.some((w) => w.startsWith('くるみ以外の'))).toBe(true)
  expect(read('tree nut allergy, almonds and walnuts are fine').exclusions[0]!.excludes[0]).toBe(
    'tree nuts other than almonds, walnuts',
  )
})

test('a list closed by ", &" keeps its last food in the list', () => {
  const [e] = read('allergies: peanut, sesame, & kiwi').exclusions
  expect(e!.ingredients).toContain('kiwi')
  expect(e!.traits).toEqual(expect.arrayContaining(['peanut', 'sesame']))
})

test('foods joined by "+" are one list: each side of it is ruled out', () => {
  for (const theme of ['fish + shellfish allergy, wants pad thai', 'shellfish + fish allergy, wants pad thai'])
    expect(read(theme).exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining(['fish', 'shellfish']))
  expect(read('egg+milk allergy pancakes').exclusions.flatMap((e) => e.traits)).toEqual(
    expect.arrayContaining(['egg', 'milk']),
  )
})

test('how bad or how many allergies there are does not hide which foods they are to', () => {
  for (const [theme, traits] of [
    ['卵と乳のダブルアレルギーの子のおやつ', ['egg', 'milk']],
    ['小麦の重度アレルギー', ['wheat']],
    ['egg and sesame double allergy, birthday cake', ['egg', 'sesame']],
  ] as const)
    expect(read(theme).exclusions.flatMap((e) => e.traits)).toEqual(expect.arrayContaining([...traits]))
  expect(read('double chocolate cookies').exclusions).toEqual([])
})

describe('lists, labels and persons (issue 34)', () => {
  const traits = (text: string) => read(text).exclusions.flatMap((e) => e.traits)
  const ids = (text: string) => read(text).exclusions.flatMap((e) => e.ingredients)

  test('a list joined by semicolons after a restriction label is one list; a dish after one is not in it', () => {
    expect(traits('allergies: eggs; milk; wheat')).toEqual(expect.arrayContaining(['egg', 'milk', 'wheat']))
    const curry = read('no peanuts; chicken curry for 4')
    expect(curry.dish).toBe('chicken curry')
    expect(curry.exclusions.flatMap((e) => e.ingredients)).not.toContain('chicken')
  })

  test('each person of a list keeps their own restriction', () => {
    const family = read("my son can't eat eggs; my wife is vegan")
    expect(family.diets).toContain('vegan')
    expect(family.exclusions.some((e) => e.traits.includes('egg') && !e.traits.includes('meat'))).toBe(true)
    expect(traits('my daughter is allergic to peanuts; my husband hates mushrooms')).toContain('peanut')
    expect(ids('my daughter is allergic to peanuts; my husband hates mushrooms')).toContain('shiitake')
  })

  test('an NG label before a list rules the list out', () => {
    for (const text of ['NG: えび、かに、そば', 'NG食材：えび、かに、そば。晩ごはんに何か'])
      expect(ids(text)).toEqual(expect.arrayContaining(['shrimp', 'crab', 'soba_noodles']))
  })

  test('a Jain brief carries the roots, onion and garlic, not only meat', () => {
    for (const [text, words] of [
      ['jain dinner for 4', ['onion', 'garlic', 'potatoes', 'carrot']],
      ['ジャイナ教の方をおもてなしします', ['玉ねぎ', 'にんにく', 'じゃがいも', 'にんじん']],
    ] as const)
      expect(read(text).exclusions.flatMap((e) => e.excludes)).toEqual(expect.arrayContaining([...words]))
  })
})

describe('typos after an allergy word', () => {
  test('a letter left out wins a tie, and a longer food is read past one more slip after an allergy word', () => {
    const brief = read('allergc to cashu, something for dinner')
    expect(brief.exclusions.flatMap((e) => e.traits)).toContain('tree_nut')
    expect(brief.dish).toBeNull()
    expect(read('allergic to shirmp and cashu').exclusions.flatMap((e) => e.traits)).toEqual(
      expect.arrayContaining(['crustacean', 'tree_nut']),
    )
  })

  test('a food the catalogue lacks is not guessed as one two slips away', () => {
    expect(read('A quiche for a friend allergic to fonio').unresolved).toEqual([
      'A quiche for a friend allergic to fonio',
    ])
  })
})

describe('what is no food and no dish', () => {
  test('a dislike of a chore rules out nothing; a food the lexicon lacks still does', () => {
    expect(read('quick pasta, i hate washing up').exclusions).toEqual([])
    expect(read('i hate doing dishes, one pot please').exclusions).toEqual([])
    expect(read('no frosting on the cake').exclusions.flatMap((e) => e.terms ?? [])).toContain('frosting')
  })

  test('a unit or a time limit is no dish, nor a known word made vague', () => {
    for (const text of ['20 min dinner, chicken breast + broccoli', '30 mins max, something with rice'])
      expect(read(text).unknownDish).toBeUndefined()
    expect(read('weeknight stir fry in 15 min').limits.minutes).toBe(15)
    expect(read('anaphylactic to tree nuts. something thai-ish and creamy').unknownDish).toBeUndefined()
    expect(read('1 hr sarmale').dish ?? read('1 hr sarmale').unknownDish).toBeTruthy()
  })

  test('a theme of only a face or marks asks nothing to cook; a food emoji or a word does', () => {
    for (const text of ['🤔', '???']) expect(read(text).asksElsewhere).toBe(true)
    for (const text of ['🍣', '😋', '🤔 curry?']) expect(read(text).asksElsewhere).toBeUndefined()
  })

  test('an allergist who cleared a food permits it; an allergist saying no still restricts', () => {
    const cleared = read('the allergist cleared coconut, so a curry')
    expect(cleared.exclusions.flatMap((e) => e.ingredients)).not.toContain('desiccated_coconut')
    expect(cleared.permitted?.ingredients).toContain('desiccated_coconut')
    expect(read('my allergist says no nuts').exclusions.flatMap((e) => e.traits)).toContain('tree_nut')
  })
})
