import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { briefForDish, checkRecipe, problemLine } from '../../../src/ai/cookbook/check'
import { publishedProblems, replacedWordsWalk, ruleOf } from '../../../src/ai/cookbook/check-published'
import { render, withinLines } from '../../../src/ai/cookbook/render'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import type { RecipeDraft } from '../../../src/ai/prompts'

const draft = (more: Partial<RecipeDraft>): RecipeDraft => ({
  title_ja: '卵なしチャーハン',
  title_en: 'Egg-free fried rice',
  category: 'main',
  ingredients_ja: ['ご飯 200g', '絹ごし豆腐 50g', 'しょうゆ 小さじ2', '長ねぎ 1本'],
  ingredients_en: ['200 g cooked rice', '50 g silken tofu', '2 tsp soy sauce', '1 green onion'],
  steps_ja: ['ご飯を温める。', '絹ごし豆腐を崩し入れ、しょうゆと長ねぎを混ぜる。'],
  steps_en: ['Warm the cooked rice.', 'Crumble in the silken tofu, then stir in the soy sauce and green onion.'],
  description_ja: '豆腐のチャーハン。',
  description_en: 'A tofu fried rice.',
  servings: 1,
  total_minutes: 5,
  cuisine: null,
  nutrition: { protein_g: 8, salt_g: 1, kcal: 300 },
  prep_minutes: null,
  cook_minutes: null,
  ...more,
})
const rules = (d: RecipeDraft, replaced?: Parameters<typeof publishedProblems>[2]) => [
  ...new Set(publishedProblems(d, [], replaced).map(ruleOf)),
]

describe('a replaced food’s words left in what is published', () => {
  test('a sound draft has no problem', () => expect(rules(draft({}))).toEqual([]))

  test('the words of a food the title says it is free of, in either language and any case', () => {
    for (const steps_en of [
      ['Warm the cooked rice.', 'Crumble in the silken tofu, beat it there, then stir in the soy sauce.'],
      ['Warm the cooked rice.', 'Stir in the silken tofu. (about 1 min, until the silken tofu is fully set)'],
      ['warm teh rice', 'stir in the tofu; it is done when no runny yolk is left'],
      ['Warm the cooked rice.', 'Add the eggs and the green onion.'],
      ['Warm the cooked rice.', 'Microwave until it is coated yellow.'],
    ])
      expect(rules(draft({ steps_en }))).toContain('left_words')
    for (const steps_ja of [
      ['ご飯を温める。', '絹ごし豆腐を入れる。（約1分・目安：黄身まで固まる）'],
      ['ご飯を温める。', '卵を割り入れて混ぜる。'],
      ['ごはんをあたためる。', 'とうふをいれ、はんじゅくのうちにまぜる。（約1分・目安：半熟）'],
      ['ご飯を温める。', '豆腐を入れ、完全に固まるまで加熱する。'],
    ])
      expect(rules(draft({ steps_ja }))).toContain('left_words')
    // Beating butter is the butter's, said with it; a fish-free title's own stock is no fish.
    expect(rules(draft({ steps_en: ['Beat the soy sauce into the rice.', 'Crumble in the silken tofu.'] }))).toEqual([])
  })

  test('the words of a food the adapter replaced, by its decisions', () => {
    const replaced = [{ from: 'chicken_thigh', to: 'tofu' }]
    const steps_en = ['Simmer the tofu, skimming off the scum.', 'Serve.']
    expect(rules(draft({ title_en: 'Fried rice', title_ja: 'チャーハン', steps_en }), replaced)).toContain('left_words')
    const kept = [{ from: 'chicken_thigh', to: 'pork' }]
    const pork = draft({
      title_en: 'Fried rice',
      title_ja: 'チャーハン',
      ingredients_en: ['200 g pork', '1 tsp salt', '1 onion', '1 carrot'],
    })
    expect(rules({ ...pork, steps_en: ['Simmer the pork, skimming off the scum.', 'Serve.'] }, kept)).not.toContain(
      'left_words',
    )
  })

  test('a food summed in one line', () => {
    for (const line of [
      '150 g + 2 tbsp plain flour',
      '1 tsp + 1/2 tsp salt',
      '10 + 16 curry leaves',
      'a pinch of + 1/4 tsp salt',
    ])
      expect(rules(draft({ ingredients_en: [...draft({}).ingredients_en, line] }))).toContain('summed_amounts')
    for (const line of ['薄力粉 150g＋大さじ2', '塩 少々＋小さじ1/4'])
      expect(rules(draft({ ingredients_ja: [...draft({}).ingredients_ja, line] }))).toContain('summed_amounts')
  })
})

// Not yet said the stand-in's way: meat's scum skimmed in a clause naming the tofu, an egg's yolk in words a removal
// does not reach, a béchamel named in words; clam meat and a yolk liaison "warmed" as authored; a long step split
// where the two languages' sentences do not pair; a removal leaving under four lines. Each is printed, so a new one fails.
const KNOWN = new Set(
  `biscuits_and_gravy blanquette_de_veau borscht chicken_noodle_soup chikuzenni cobb_salad curry_udon
  daikon_chicken_toromi_ni fideua galbitang galette_bretonne gameni hot_and_sour_soup hu_tieu huoguo imoni jibuni
  kai_palo kapusniak kinton_sweet_potato manhattan_clam_chowder mastava naengmyeon niku_dofu nikujaga ozoni pastitsio
  pot_au_feu satsuma_jiru shchi stew_pot_pie suiton taiwan_bihun tebamoto_daikon_shioni teriyaki_tare tonjiru
  tori_daikon tori_paitan yaki_curry_pan yawaraka_gyuniku_ni yukhoe`.split(/\s+/),
)

describe('every authored recipe without each common allergen, and each meat swap', () => {
  // In three parts, each well within a minute: every recipe meets every swap its foods call for.
  test.each([0, 1, 2])(
    'part %i: no replaced food’s words, each stand-in in a step, both languages the same steps of the same foods',
    (part) => {
      const left = replacedWordsWalk(RECIPES.filter((_, n) => n % 3 === part)).map(
        (p) => `${p.dish} [${p.brief}] ${p.problem}`,
      )
      expect(left.filter((p) => !KNOWN.has(p.split(' ')[0]!))).toEqual([])
    },
    120_000,
  )
})

describe('a replaced food’s cue word goes, the clause naming its stand-in stays', () => {
  test('the beaten egg brushed on is the milk brushed on, in both languages', () => {
    const burek = recipeFor('burek')!
    const a = adapt(
      burek,
      briefForDish('burek', {
        exclusions: [{ kind: 'allergy', name: 'egg', excludes: [], traits: ['egg'], ingredients: [] }],
      }),
      { seed: 7 },
    )
    const text = render(a)
    expect(text.steps_en.join(' ')).toContain('Brush with the milk')
    expect(text.steps_ja.join('')).toContain('表面に牛乳を塗り')
    expect(text.steps_ja.join('')).not.toContain('溶いた')
    expect(checkRecipe(a.recipe).map(problemLine)).toEqual([])
  })
  test('a step over a line is split at the same sentences in both languages, its cue kept whole', () => {
    const ja = `${'あ'.repeat(150)}。${'い'.repeat(150)}。（約5分・目安：やわらかい）`
    const en = `${'a'.repeat(170)}. B${'b'.repeat(170)}. (about 5 min, until soft. Tender)`
    const out = withinLines({ ...draft({}), steps_ja: [ja], steps_en: [en] })
    expect(out.steps_ja.length).toBe(2)
    expect(out.steps_en.length).toBe(2)
    expect(out.steps_en[1]).toEndWith('(about 5 min, until soft. Tender)')
  })
})
