import { describe, expect, test } from 'bun:test'
import { publishedProblems, publishedWalk, ruleOf } from '../../../src/ai/cookbook/check-published'
import { RECIPES } from '../../../src/ai/cookbook/load'
import { hashText } from '../../../src/ai/offline/random'
import { ingredientLines, withinLines } from '../../../src/ai/cookbook/render'
import type { RecipeDraft } from '../../../src/ai/prompts'

const draft = (more: Partial<RecipeDraft>): RecipeDraft => ({
  title_ja: '煮込み',
  title_en: 'A stew',
  category: 'main',
  ingredients_ja: ['玉ねぎ 1個', 'にんじん 1本', '塩 少々', 'じゃがいも 2個'],
  ingredients_en: ['1 onion', '1 carrot', 'a pinch of salt', '2 potatoes'],
  steps_ja: ['玉ねぎを切る。', 'にんじんを煮る。（約10分・目安：やわらかい）'],
  steps_en: ['Cut the onion and potatoes.', 'Simmer the carrot with the salt. (about 10 min, until tender)'],
  description_ja: '野菜の煮込み。',
  description_en: 'A vegetable stew.',
  servings: 2,
  total_minutes: 10,
  cuisine: null,
  nutrition: { protein_g: 2, salt_g: 1, kcal: 100 },
  prep_minutes: null,
  cook_minutes: null,
  ...more,
})
const rules = (d: RecipeDraft) => [...new Set(publishedProblems(d).map(ruleOf))]

describe('the published recipe, as a demanding cook reads it', () => {
  test('a sound draft has no problem', () => {
    expect(publishedProblems(draft({}))).toEqual([])
  })

  test('a preparation used before the step that makes it', () => {
    for (const steps_en of [
      ['Boil the soaked beans in fresh water.', 'Soak the beans overnight in cold water.'],
      ['Grill the marinated chicken.', 'Marinate the chicken in yoghurt for an hour.'],
      ['fry teh thawed prawns', 'Thaw the prawns in the fridge.'],
    ])
      expect(rules(draft({ steps_en }))).toContain('made_later')
    for (const steps_ja of [
      ['戻したしいたけを煮る。', 'しいたけを水に浸けて戻す。'],
      ['漬け込んだ豚肉を焼く。', '豚肉をたれに漬け込む。'],
    ])
      expect(rules(draft({ steps_ja }))).toContain('made_later')
    // Made first, or bought made (the line says it), it is sound.
    expect(rules(draft({ steps_en: ['Soak the beans overnight.', 'Boil the soaked beans.'] }))).toEqual([])
    expect(
      rules(
        draft({
          ingredients_en: ['200 g dried beans, soaked overnight', '1 carrot', 'a pinch of salt', '2 potatoes'],
          steps_en: ['Boil the soaked beans.', 'Add the soaking water and simmer.'],
        }),
      ),
    ).toEqual([])
  })

  test('one step printed twice, and a step that starts mid-sentence', () => {
    expect(rules(draft({ steps_en: ['Cut the onion.', 'Simmer the carrot.', 'Cut the onion.'] }))).toContain(
      'identical_steps',
    )
    expect(rules(draft({ steps_ja: ['玉ねぎを切る。', 'にんじんを煮る。', '玉ねぎを切る'] }))).toContain(
      'identical_steps',
    )
    for (const steps_en of [
      ['Cut the onion.', 'and simmer the carrot.'],
      ['Cut the onion.', '(about 20 min, until tender)'],
      ['Cut the onion.', ', then simmer'],
    ])
      expect(rules(draft({ steps_en }))).toContain('mid_sentence')
    for (const steps_ja of [
      ['玉ねぎを切る。', 'を加えて煮る。'],
      ['玉ねぎを切る。', '（約20分・目安：やわらかい）'],
      ['玉ねぎを切る。', '、にんじんを煮る。'],
    ])
      expect(rules(draft({ steps_ja }))).toContain('mid_sentence')
    // A meal's dish label and a batch lead start a sentence.
    expect(rules(draft({ steps_en: ['Cut the onion.', 'Miso soup: Simmer the carrot.'] }))).toEqual([])
    expect(rules(draft({ steps_ja: ['【みそ汁】にんじんを煮る。', '玉ねぎを切る。'] }))).toEqual([])
  })

  test('a food lifted out and never returned', () => {
    const lines = ['2 chicken thighs', '1 onion', 'a pinch of salt', '2 potatoes']
    for (const steps_en of [
      ['Brown the chicken thighs, then lift them out.', 'Fry the onion.', 'Add the potatoes and simmer.'],
      ['Sear the chicken; remove the chicken from the pan.', 'Soften the onion and simmer with the potatoes.'],
    ])
      expect(rules(draft({ ingredients_en: lines, steps_en }))).toContain('never_returned')
    const ja = ['鶏もも肉 2枚', '玉ねぎ 1個', '塩 少々', 'じゃがいも 2個']
    expect(
      rules(draft({ ingredients_ja: ja, steps_ja: ['鶏肉を焼いて取り出す。', '玉ねぎを炒め、じゃがいもを煮る。'] })),
    ).toContain('never_returned')
    // Returned, named again, or served, it is sound.
    for (const steps_en of [
      ['Brown the chicken, then lift it out.', 'Fry the onion, return the chicken and simmer.'],
      ['Brown the chicken, then lift it out.', 'Fry the onion.', 'Slice the chicken over the onion.'],
      ['Brown the chicken, then lift it out.', 'Serve with the onion.'],
    ])
      expect(rules(draft({ ingredients_en: lines, steps_en }))).not.toContain('never_returned')
    expect(
      rules(draft({ ingredients_ja: ja, steps_ja: ['鶏肉を焼いて取り出す。', '玉ねぎを炒め、鶏肉を戻し入れる。'] })),
    ).not.toContain('never_returned')
  })

  test('raw meat or seafood called cooked, or given no doneness cue', () => {
    const lines = ['300 g pork shoulder', '200 g shrimp', 'a pinch of salt', '2 potatoes']
    expect(
      rules(draft({ ingredients_en: lines, steps_en: ['Add the pork and shrimp, already cooked, and warm through.'] })),
    ).toContain('raw_unsafe')
    expect(rules(draft({ ingredients_en: lines, steps_en: ['Stir-fry the pork and shrimp.', 'Serve.'] }))).toContain(
      'raw_unsafe',
    )
    expect(
      rules(
        draft({
          ingredients_ja: ['豚肩ロース 300g', 'えび 200g', '塩 少々', 'じゃがいも 2個'],
          steps_ja: ['豚肉とえびは火が通っているので温める程度にする。'],
        }),
      ),
    ).toContain('raw_unsafe')
    expect(
      rules(
        draft({
          ingredients_en: lines,
          steps_en: [
            'Stir-fry the pork and shrimp. (about 6 min, until the shrimp are opaque and the pork reads 75 °C)',
          ],
        }),
      ),
    ).not.toContain('raw_unsafe')
  })

  test('a time the title or description says that the total does not', () => {
    expect(rules(draft({ title_en: 'A 15-minute stew' }))).toContain('time_disagrees')
    expect(rules(draft({ description_en: 'Ready in 25 minutes.' }))).toContain('time_disagrees')
    expect(rules(draft({ title_ja: '15分でできる煮込み' }))).toContain('time_disagrees')
    expect(rules(draft({ title_en: 'A stew in under 15 minutes' }))).toEqual([])
    expect(rules(draft({ title_ja: '15分以内の煮込み' }))).toEqual([])
    expect(rules(draft({ title_en: 'A 10-minute stew' }))).toEqual([])
  })

  test('a food used in parts is one line, and a long step splits into whole sentences', () => {
    const line = (ref: string, food: string, unit: 'tsp' | 'tbsp') => ({
      ref,
      food,
      amount: { qty: 1, unit },
      does: 'flavours' as const,
    })
    const lines = [line('a', 'soy_sauce', 'tsp'), line('b', 'sugar', 'tsp'), line('c', 'soy_sauce', 'tbsp')]
    const more = [...lines, line('d', 'sake', 'tbsp'), line('e', 'mirin', 'tbsp')]
    expect(ingredientLines(more, 'en')).toEqual([
      '4 tsp soy sauce',
      '1 tsp sugar',
      '1 tbsp cooking sake',
      '1 tbsp mirin',
    ])
    // Never fewer lines than a draft must have.
    expect(ingredientLines([...lines, line('d', 'sake', 'tbsp')], 'en').length).toBe(4)
    const long = `Simmer the carrot, ${'stirring now and then, '.repeat(14)}until tender. (about 20 min, until tender)`
    for (const s of withinLines(draft({ steps_en: [long] })).steps_en) expect(s).toMatch(/^[A-Z]/)
  })

  test('two unlabelled lines of one food', () => {
    const twice = ['200 ml water', '1 carrot', '500 ml water', '2 potatoes']
    expect(rules(draft({ ingredients_en: twice }))).toContain('duplicate_lines')
    expect(rules(draft({ ingredients_ja: ['水 200ml', 'にんじん 1本', '水 500ml', '塩 少々'] }))).toContain(
      'duplicate_lines',
    )
    expect(
      rules(draft({ ingredients_en: ['200 ml water, for the dough', '1 carrot', '500 ml water', '2 potatoes'] })),
    ).toEqual([])
    // A meal's heading starts another dish's lines.
    expect(
      rules(draft({ ingredients_en: ['For the soup:', '200 ml water', 'For the rice:', '500 ml water', '1 carrot'] })),
    ).toEqual([])
  })

  test('a description naming a meat or fish no line holds, and no protein for foods that carry it', () => {
    expect(rules(draft({ description_en: 'A fish-only stew of the coast.' }))).toContain('description_food')
    expect(rules(draft({ description_en: 'A hearty chicken stew.' }))).toContain('description_food')
    expect(rules(draft({ description_en: 'The "fish-fragrant" sauce has no fish in it.' }))).toEqual([])
    expect(
      rules(
        draft({
          ingredients_en: ['2 chicken thighs', '1 onion', 'a pinch of salt', '2 eggs'],
          nutrition: { protein_g: 0, salt_g: 1, kcal: 300 },
        }),
      ),
    ).toContain('no_protein')
  })
})

/**
 * The published problems a third of the cookbook makes under a rotating share of the briefs, by rule: at most
 * these. Each figure may only fall; a rule at 0 stays at 0.
 */
const KNOWN: Record<string, number> = {
  // Drawn by recipe id since 2026-12-07 (by place in the list before, so every recipe added moved the others' briefs and
  // showed problems the old third had not met): the engine before and after that day's merges gives these same figures.
  // Before the first fixes (15d8408b, the old third): raw_unsafe 17, mid_sentence 69, duplicate_lines 318, description_food 8,
  // time_disagrees 6.
  raw_unsafe: 8,
  description_food: 23,
  // melktert's two cinnamon lines labelled, nira-tama's description said in its own 10 minutes (leftover-s39).
  duplicate_lines: 2,
  never_returned: 3,
  // New with issue 33 (a replaced food's words; a meat's figure before any meat): to fall.
  left_words: 57,
}

describe('every third recipe, adapted and published under many briefs', () => {
  test(
    'publishes no problem beyond the known ones, by rule',
    () => {
      const found: Record<string, number> = {}
      const problems = publishedWalk(RECIPES.filter((r) => hashText(r.dish) % 3 === 0))
      for (const p of problems) found[ruleOf(p.problem)] = (found[ruleOf(p.problem)] ?? 0) + 1
      const over = Object.entries(found).filter(([rule, n]) => n > (KNOWN[rule] ?? 0))
      const sample = problems.filter((p) => over.some(([rule]) => ruleOf(p.problem) === rule)).slice(0, 10)
      expect({ found, sample }).toEqual({
        found: { ...found, ...Object.fromEntries(over.map(([r]) => [r, KNOWN[r] ?? 0])) },
        sample: [],
      })
    },
    { timeout: 300_000 },
  )
})
