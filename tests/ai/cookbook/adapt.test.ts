import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { adapt, limitsFit, linesFor, nearestDish, ruledOut, saltPerServing } from '../../../src/ai/cookbook/adapt'
import { briefForDish, checkRecipe, problemLine } from '../../../src/ai/cookbook/check'
import { raisingProblem } from '../../../src/ai/cookbook/check-rules'
import { food, namePattern } from '../../../src/ai/cookbook/foods'
import { readBrief } from '../../../src/ai/food/brief'
import { RECIPES, recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { AuthoredRecipe, AuthoredStep, Decision } from '../../../src/ai/cookbook/types'
import { dish } from '../../../src/ai/food/dishes'
import type { Brief, Exclusion, Trait } from '../../../src/ai/food/types'

const brief = (more: Partial<Brief> = {}): Brief => briefForDish('nikujaga', more)
const diet = (name: string, traits: Trait[], ingredients: string[] = []): Exclusion => ({
  kind: 'diet',
  name,
  excludes: [],
  traits,
  ingredients,
})
const nikujaga = () => recipeFor('nikujaga')!
const dishMethod = (id: string) => dish(id).method
const of = <K extends Decision['kind']>(decisions: Decision[], kind: K) =>
  decisions.filter((d): d is Extract<Decision, { kind: K }> => d.kind === kind)
const traitsOf = (r: AuthoredRecipe) => r.ingredients.flatMap((i) => food(i.food).traits)

describe('adapting nikujaga', () => {
  test('vegetarian: the beef and the bonito dashi are replaced, and the text follows', () => {
    const a = adapt(nikujaga(), brief({ exclusions: [diet('vegetarian', ['meat', 'fish', 'shellfish'])] }), { seed: 1 })
    expect(a.declined).toBeUndefined()
    expect(traitsOf(a.recipe).filter((t) => ['meat', 'fish', 'shellfish'].includes(t))).toEqual([])
    const swaps = of(a.decisions, 'substitute').map((d) => [d.ref, d.to, d.because])
    expect(swaps).toEqual([
      ['beef', 'atsuage', 'meat'],
      ['dashi', 'kombu_dashi', 'fish'],
    ])
    const text = render(a)
    expect(text.description_en).toMatch(/thick fried tofu/i)
    expect(text.description_en).not.toMatch(/beef|\{/)
    expect(text.description_ja).toContain('厚揚げ')
    expect(text.title_en).not.toMatch(/beef/i)
    expect(text.title_en).toBe('Vegetarian nikujaga (thick fried tofu and potato simmer)')
    expect(text.title_ja).toBe('ベジタリアンの肉じゃが')
    expect(text.steps_en.join('\n')).not.toMatch(/beef|dashi stock/i)
    expect(text.ingredients_ja.join('\n')).toContain('昆布だし 300ml')
    expect(of(a.decisions, 'substitute')[0]!.changes.en).toMatch(/fried tofu/)
    expect(a.base).toBe(nikujaga())
  })

  test('soy-free: coconut aminos in the soy sauce’s place, a quarter more, rounded as a cook measures', () => {
    const a = adapt(nikujaga(), brief({ exclusions: [diet('soy', ['soy'])] }), { seed: 1 })
    expect(traitsOf(a.recipe)).not.toContain('soy')
    expect(render(a).ingredients_en).toContain('3 tbsp coconut aminos')
    expect(render(a).steps_en.some((s) => s.startsWith('Add the coconut aminos'))).toBe(true)
    expect(render(a).title_en).toMatch(/^Soy-free/)
  })

  test('8 servings: four times the base in one pot, seasoning linear, counts whole or half', () => {
    const a = adapt(nikujaga(), brief({ limits: { servings: 8 } }), { seed: 1 })
    const scale = of(a.decisions, 'scale')[0]!
    expect([scale.from, scale.to, scale.batches]).toEqual([2, 8, 1])
    const text = render(a)
    expect(text.servings).toBe(8)
    expect(text.ingredients_en).toContain('600 g thinly sliced beef, thinly sliced, cut 5 cm wide')
    expect(text.ingredients_en).toContain('2 carrots, roll-cut into chunks')
    expect(text.ingredients_ja).toContain('しょうゆ 3/4カップ')
    expect(text.total_minutes).toBe(40)
  })

  test('40 servings: pots side by side, seasoning below linear, big measures, simmering not multiplied', () => {
    const a = adapt(nikujaga(), brief({ limits: { servings: 40 } }), { seed: 1 })
    const scale = of(a.decisions, 'scale')[0]!
    // Four pots at once are one round: no batch one after another for the talk to say.
    expect(scale.batches).toBe(1)
    expect(scale.note.en).toContain('divide it between 4 pots of about 10 servings each')
    const text = render(a)
    // 300 ml × 20 would be 6 litres; each of the 4 pots holds 5 times the base and loses less to steam a serving.
    expect(text.ingredients_en).toContain('4.5 litres dashi stock')
    expect(text.ingredients_en).toContain('3 kg thinly sliced beef, thinly sliced, cut 5 cm wide')
    // Soy sauce: 2.5 tbsp × 20 would be 750 ml; above 4× it rises by the power 0.85.
    expect(text.ingredients_en).toContain('3 cups (600 ml) soy sauce')
    expect(text.steps_en.find((s) => s.includes('drop lid'))).toContain('about 15 min')
    // Every heated step is in the pots the simmer needs, side by side, so no step's time multiplies.
    const heated = a.recipe.steps.filter((s) => s.heat !== 'none')
    for (const step of heated) expect(step.en).toStartWith('Divided between 4 pots of about 10 servings each')
    for (const step of heated) expect(step.ja).toStartWith('4つの鍋に分けて並行して（1つに約10人分）')
    // The peeling and cutting for 40 is a step of its own, and so are the minutes a fuller pot takes to boil.
    expect(a.recipe.steps[0]!.en).toMatch(/^Before any heat, do all the peeling and cutting .* for 40 servings/)
    expect(text.total_minutes).toBeGreaterThan(40 + 60)
    expect(text.total_minutes).toBe(a.recipe.steps.reduce((n, s) => n + s.minutes, 0))
  })

  test('a soup for 8 from 3: whole spices whole, its water below linear and said to the half litre', () => {
    const text = render(
      adapt(recipeFor('bak_kut_teh')!, briefForDish('bak_kut_teh', { limits: { servings: 8 } }), { seed: 1 }),
    )
    expect(text.ingredients_en).toContain('3 star anise')
    expect(text.ingredients_en).toContain('3 cinnamon sticks')
    // 2 litres × 8/3 would be 5.33; a pot for 8 loses less to steam a serving.
    expect(text.ingredients_en).toContain('4.5 litres water')
  })

  test('60 servings: a frying pan stood over takes its batches one after another, its minutes with it', () => {
    const base = recipeFor('chicken_adobo')!
    const a = adapt(base, brief({ dishId: 'chicken_adobo', limits: { servings: 60 } }), { seed: 1 })
    const fried = a.recipe.steps.filter((s) => s.vessel === 'frying_pan')
    expect(fried.length).toBeGreaterThan(0)
    for (const step of fried) {
      expect(step.en).toStartWith('In 15 batches of about 4 servings each, one after another')
      const authored = base.steps.find((s) => step.en.endsWith(s.en.slice(1)))!
      expect(step.minutes).toBe(authored.minutes * 15)
    }
    // Counts of ten or more are whole: no half of the 178th clove.
    for (const line of render(a).ingredients_en) expect(line).not.toMatch(/^\d{2,} 1\/2/)
    expect(of(a.decisions, 'scale')[0]!.batches).toBe(15)
  })

  test('batches one after another in one device stop at two days: the most servings that fit, said', () => {
    const a = adapt(recipeFor('amazake')!, brief({ dishId: 'amazake', limits: { servings: 89 } }), { seed: 1 })
    expect(a.recipe.servings).toBeLessThan(89)
    expect(a.recipe.total_minutes).toBeLessThanOrEqual(2880)
    const note = a.decisions.find((d) => d.kind === 'scale')!.note
    expect(note.en).toContain('For 89 servings')
    expect(note.ja).toContain('89人分では')
  })

  test('servings are held between 1 and 100', () => {
    expect(adapt(nikujaga(), brief({ limits: { servings: 500 } }), { seed: 1 }).recipe.servings).toBe(100)
    expect(adapt(nikujaga(), brief({ limits: { servings: 0 } }), { seed: 1 }).recipe.servings).toBe(1)
  })

  test('only a rice cooker: the authored variant, said with its note', () => {
    const a = adapt(nikujaga(), brief({ limits: { asks: ['rice_cooker_only'] } }), { seed: 1 })
    expect(of(a.decisions, 'variant').map((d) => d.variant)).toEqual(['rice_cooker'])
    expect(a.recipe.steps.every((s) => s.vessel === 'rice_cooker')).toBe(true)
    expect(a.recipe.total_minutes).toBe(65)
    expect(render(a).steps_en[0]).toContain('rice-cooker bowl')
  })

  test('an equipment ask no authored version holds is said, with the step that needs more', () => {
    const a = adapt(nikujaga(), brief({ limits: { asks: ['toaster_oven_only'] } }), { seed: 1 })
    const cannot = of(a.decisions, 'cannot')
    expect(cannot.length).toBe(1)
    expect(cannot[0]!.note.en).toBe(
      'This dish has a step that needs more than toaster oven only allows (Boil the shirataki noodles for 3 minutes and drain.), and there is no authored version for it yet.',
    )
    expect(a.declined).toBeUndefined()
    for (const ask of ['rice_cooker_only', 'microwave_only']) {
      const held = adapt(nikujaga(), brief({ limits: { asks: [ask] } }), { seed: 1 })
      expect(of(held.decisions, 'cannot')).toEqual([])
    }
  })

  test('a variant’s own ingredients are adapted too', () => {
    const r = structuredClone(nikujaga())
    const variant = r.variants![0]!
    variant.ingredients = [
      ...r.ingredients,
      { ref: 'egg', food: 'egg', amount: { qty: 1, unit: 'piece' }, does: 'enriches' },
    ]
    variant.steps![2]!.ja = '普通炊きで炊き、炊き上がったら{snap_peas}と{egg}を加えて5分保温する。'
    variant.steps![2]!.en =
      'Run the normal cycle; when it ends, add the {snap_peas} and the {egg} and keep warm for 5 minutes.'
    const a = adapt(r, brief({ limits: { asks: ['rice_cooker_only'] }, exclusions: [diet('egg', ['egg'])] }), {
      seed: 1,
    })
    expect(traitsOf(a.recipe)).not.toContain('egg')
    expect(of(a.decisions, 'substitute').map((d) => [d.ref, d.to])).toEqual([['egg', null]])
  })

  test('a 20-minute limit says it runs over, and by how much', () => {
    const a = adapt(nikujaga(), brief({ limits: { minutes: 20 } }), { seed: 1 })
    const time = of(a.decisions, 'time')[0]!
    expect([time.limit, time.minutes, time.held]).toEqual([20, 40, false])
    expect(time.note.en).toBe('It takes 40 minutes in all: 20 over your 20.')
    expect(time.note.ja).toContain('20分超えます')
    const held = of(adapt(nikujaga(), brief({ limits: { minutes: 60 } }), { seed: 1 }).decisions, 'time')[0]!
    expect(held.held).toBe(true)
  })

  test('a dish that exists only with a trait is declined by that trait', () => {
    // The dish table says tamagoyaki is defined by egg; nikujaga's recipe stands in for its shape.
    const r = { ...structuredClone(nikujaga()), dish: 'tamagoyaki' }
    r.ingredients.push({ ref: 'egg', food: 'egg', amount: { qty: 3, unit: 'piece' }, does: 'sets' })
    const a = adapt(r, brief({ exclusions: [diet('egg', ['egg'])] }), { seed: 1 })
    expect(a.declined?.reason.en).toBe(
      'Nikujaga (beef and potato simmer) is built on its egg, and nothing under this brief can stand in for it.',
    )
    expect(of(a.decisions, 'cannot').map((d) => d.ref)).toEqual(['egg'])
  })

  test('over the time limit, an authored variant that fits is chosen and said', () => {
    const r = structuredClone(nikujaga())
    const quick = r.variants![0]!.steps!.map((s) => ({ ...s, minutes: 5 }))
    r.variants!.push({
      id: 'pressure',
      steps: quick,
      note: { ja: '圧力鍋なら早い。', en: 'A pressure cooker is quicker.' },
    })
    const a = adapt(r, brief({ limits: { minutes: 25 } }), { seed: 1 })
    expect(of(a.decisions, 'variant').map((d) => d.variant)).toEqual(['pressure'])
    const time = of(a.decisions, 'time')[0]!
    expect([time.minutes, time.held]).toEqual([20, true])
    expect(time.note.en).toBe('This way of making it was chosen to fit your 25 minutes.')
  })

  test('leftover beef is not cooked from raw: it goes in at the end and is warmed to 75 °C', () => {
    const a = adapt(nikujaga(), brief({ cooked: ['beef'] }), { seed: 1 })
    expect(of(a.decisions, 'cooked_already').map((d) => d.ref)).toEqual(['beef'])
    const steps = render(a).steps_en
    expect(steps.filter((s) => s.includes('beef') && !s.includes('°C'))).toEqual([])
    // Warmed before the last heated step (the snap peas' simmer), so the dish is finished hot with it.
    expect(steps.at(-3)).toContain('Add the already-cooked thinly sliced beef and warm it through')
    expect(checkRecipe(a.recipe).map(problemLine)).toEqual([])
  })

  test('leftover rice in fried rice stays in the step that coats it with egg: the recipe already takes it cooked', () => {
    const base = recipeFor('chahan')!
    const a = adapt(base, brief({ dishId: 'chahan', cooked: ['rice'] }), { seed: 1 })
    expect(of(a.decisions, 'cooked_already')).toEqual([])
    expect(a.recipe.steps).toEqual(base.steps)
  })

  test('a food left out of the bake takes its words with it, never the bake step itself', () => {
    const base = recipeFor('cannelloni')!
    const bake = base.steps.findIndex((s) => s.heat !== 'none' && s.vessel === 'oven')
    expect(bake).toBeGreaterThan(0)
    const oddBake = {
      ...base.steps[bake]!,
      ja: '{white_sauce}をかけて残りの{parmesan}をふり、200℃のオーブンで焼く。',
      en: 'Over the rolls goes the {white_sauce}, then the rest of the {parmesan}; bake at 200 °C.',
    }
    const odd: AuthoredRecipe = {
      ...base,
      ingredients: base.ingredients.map((i) => (i.ref === 'white_sauce' ? { ...i, optional: true } : i)),
      steps: base.steps.map((s, n) => (n === bake ? oddBake : s)),
    }
    const a = adapt(odd, brief({ dishId: 'cannelloni', exclusions: [diet('x', [], ['white_sauce'])] }), { seed: 1 })
    const baked = a.recipe.steps.filter((s) => s.vessel === 'oven' && s.heat !== 'none')
    expect(baked).toHaveLength(1)
    expect(baked[0]!.en).not.toContain('white_sauce')
    expect(baked[0]!.en).toContain('{parmesan}')
    expect(baked[0]!.ja).toContain('{parmesan}')
  })

  test('a sentence that only fries the food left out goes whole: the fat it fried in cooks nothing else', () => {
    const a = adapt(
      recipeFor('hamburg_steak')!,
      brief({ dishId: 'hamburg_steak', exclusions: [diet('onion', [], ['onion'])] }),
      { seed: 1 },
    )
    const soak = a.recipe.steps.find((s) => s.en.includes('{panko}') && !s.en.includes('{ground_beef}'))!
    expect(soak.heat).toBe('none')
    expect(soak.ja).not.toContain('熱して')
    expect(a.recipe.steps.flatMap((s) => [s.cue.ja, s.ja]).some((t) => /^が|、が|を薄く/.test(t))).toBe(false)
  })

  test('a bake the egg raises is declined without egg, saying so, and a one-step leftover is no recipe', () => {
    const raisedByEgg = RECIPES.filter((r) =>
      r.ingredients.some((i) => i.does === 'leavens' && food(i.food).traits.includes('egg')),
    )
    const egg = (r: AuthoredRecipe) =>
      adapt(r, brief({ dishId: r.dish, exclusions: [diet('egg', ['egg'])] }), { seed: 1 })
    const yorkshire = egg(recipeFor('yorkshire_pudding')!)
    expect(yorkshire.declined?.reason.en).toContain('egg')
    expect(of(yorkshire.decisions, 'cannot')).toHaveLength(1)
    for (const r of raisedByEgg) {
      const a = egg(r)
      // Published only when what raises it is still in it (an authored egg-free version, baking powder).
      if (!a.declined) expect([r.dish, raisingProblem(r, a.recipe.ingredients)]).toEqual([r.dish, null])
    }
    const tofu = adapt(recipeFor('hiyayakko')!, brief({ dishId: 'hiyayakko', exclusions: [diet('soy', ['soy'])] }), {
      seed: 1,
    })
    expect(tofu.declined?.reason.en).toContain('tofu')
  })

  test('halal: the sake and mirin leave, and the sugar they become joins the sugar line', () => {
    const a = adapt(nikujaga(), brief({ exclusions: [diet('halal', ['pork', 'alcohol'])] }), { seed: 1 })
    expect(traitsOf(a.recipe)).not.toContain('alcohol')
    const text = render(a)
    expect(text.ingredients_en.filter((l) => l.endsWith(' sugar'))).toEqual(['2 tbsp sugar'])
    expect(text.steps_en.join('\n')).toContain('Pour in the dashi stock, water and sugar, bring')
  })

  test('a preparation aside naming a ruled-out food goes, the line and the dish stay', () => {
    // Sukiyaki's oil says "or a piece of beef suet": under halal the suet may be any animal's fat, the oil is not.
    const halal = brief({ dishId: 'sukiyaki', exclusions: [diet('halal', ['pork', 'alcohol'])] })
    const a = adapt(recipeFor('sukiyaki')!, halal, { seed: 1 })
    expect(a.declined).toBeUndefined()
    const text = render(a)
    expect(text.ingredients_en).toContain('1 tbsp vegetable oil')
    expect(text.ingredients_en.join('\n')).not.toContain('suet')
    expect(text.ingredients_ja.join('\n')).not.toContain('牛脂')
    expect(guard(text, halal)).toEqual([])
    // Nothing ruled out: the aside stays.
    expect(render(adapt(recipeFor('sukiyaki')!, brief({ dishId: 'sukiyaki' }), { seed: 1 })).ingredients_en).toContain(
      '1 tbsp vegetable oil, or a piece of beef suet',
    )
  })

  test('an option a restriction rules out leaves its "A or B" line: no char siu, glazed in soy, under a soy allergy', () => {
    const soy = brief({ dishId: 'yangzhou_fried_rice', exclusions: [diet('soy allergy', ['soy'])] })
    const text = render(adapt(recipeFor('yangzhou_fried_rice')!, soy, { seed: 1 }))
    expect(text.ingredients_en).toContain('60 g ham')
    expect(text.ingredients_ja.join('\n')).not.toContain('チャーシュー')
    expect(guard(text, soy)).toEqual([])
  })

  test('an authored version keeps a named dish its usual food is ruled out of, under the version’s own name', () => {
    // Egg ruled out of oyakodon: the tofu-set version, named as a likeness, not "egg-free" twice.
    const eggFree = adapt(recipeFor('oyakodon')!, brief({ dishId: 'oyakodon', exclusions: [diet('egg', ['egg'])] }), {
      seed: 1,
    })
    expect(eggFree.declined).toBeUndefined()
    expect(of(eggFree.decisions, 'variant').map((d) => d.variant)).toEqual(['egg_free_tofu'])
    expect(eggFree.recipe.title.en).toBe('Egg-free oyakodon-style bowl, set with tofu')
    expect(traitsOf(eggFree.recipe)).not.toContain('egg')
    // Crustaceans ruled out of tom yum goong: tom yum gai, whose title names its chicken, not the prawns.
    const noShrimp = brief({ dishId: 'tom_yum_goong', exclusions: [diet('shrimp allergy', ['crustacean'])] })
    const gai = adapt(recipeFor('tom_yum_goong')!, noShrimp, { seed: 1 })
    expect(gai.declined).toBeUndefined()
    expect(gai.recipe.title.en).toBe('Crustacean-free tom yum gai (hot and sour chicken soup)')
    const text = render(gai)
    expect(text.ingredients_en.join('\n')).not.toMatch(/shrimp|prawn|nam prik/i)
    expect(guard(text, noShrimp)).toEqual([])
  })

  test('less salt cuts the salty seasonings and says so', () => {
    // The rule itself, without the authored low-salt version it would take first.
    const a = adapt({ ...nikujaga(), variants: [] }, brief({ lower: ['salt'] }), { seed: 1 })
    const lower = of(a.decisions, 'lower')[0]!
    expect(lower.refs).toContain('soy_sauce')
    expect(render(a).ingredients_en).toContain('1 3/4 tbsp soy sauce')
  })

  test('what defines the dish with nothing to stand in for it declines, naming the nearest dish', () => {
    // Beef and every plant stand-in ruled out by name: nothing is left for the beef of a "beef and potato simmer".
    const ruled = diet('no beef or stand-ins', ['meat'], ['atsuage', 'soy_meat', 'king_oyster'])
    const a = adapt(nikujaga(), brief({ exclusions: [ruled] }), { seed: 1 })
    expect(a.declined?.reason.en).toBe(
      'Nikujaga (beef and potato simmer) is built on its thinly sliced beef, and nothing under this brief can stand in for it.',
    )
    // The nearest dish is one the cookbook has, and the brief allows: same category first.
    expect(recipeFor(a.declined!.nearest!)).toBeDefined()
    expect(of(a.decisions, 'cannot').map((d) => d.ref)).toEqual(['beef'])
  })

  test('the nearest dish fits the brief: same category first, then cuisine and shared foods', () => {
    const base = nikujaga()
    const without = (dishId: string, refs: string[], more: Partial<AuthoredRecipe> = {}) => ({
      ...base,
      dish: dishId,
      ingredients: base.ingredients.filter((i) => !refs.includes(i.ref)),
      ...more,
    })
    const candidates = [
      without('gyudon', []),
      without('custard_pudding', ['beef'], { category: 'dessert' }),
      without('chikuzenni', ['beef']),
      without('kabocha_nimono', ['beef', 'onion', 'potato']),
    ]
    const ruled = ruledOut(
      brief({ exclusions: [diet('vegetarian', ['meat'], ['atsuage', 'soy_meat', 'king_oyster'])] }),
    )
    expect(nearestDish(base, ruled, 1, candidates)).toBe('chikuzenni')
    // One that needs no change beats one that would be adapted (gyudon's dashi becomes kombu dashi).
    const fishless = ruledOut(brief({ exclusions: [diet('no fish', ['fish'])] }))
    const plain = without('oyakodon', ['dashi'], { cuisine: 'korean' })
    expect(nearestDish(base, fishless, 1, [candidates[0]!, plain])).toBe('oyakodon')
    expect(nearestDish(base, ruled, 1, candidates.slice(0, 2))).toBe('custard_pudding')
  })

  test('scaling down keeps a little more seasoning than linear, and says nothing of it', () => {
    const a = adapt(nikujaga(), brief({ limits: { servings: 1 } }), { seed: 1 })
    expect(of(a.decisions, 'scale')[0]!.note.en).toBe(
      'From 2 servings to 1: the amounts follow, and the simmering times stay as they are.',
    )
    // 2 1/2 tbsp for two: half the servings is a little more than half the seasoning.
    expect(render(a).ingredients_en).toContain('1 1/2 tbsp soy sauce')
  })

  test('scaled for one: a liquid keeps enough to cook in, pieces go to quarters with their grams, or to grams', () => {
    const a = adapt(recipeFor('pot_au_feu')!, brief({ limits: { servings: 1 } }), { seed: 1 })
    const lines = render(a).ingredients_en
    // A quarter of a cabbage for four is a sixteenth for one: 65 g, not half a cabbage.
    expect(lines).toContain('65 g cabbage, cut into two wedges, core on')
    expect(lines).toContain('1/4 onion, about 50 g, quartered through the root')
    expect(lines).toContain('1/2 sheet of bay leaf')
    // The 50 ml that steams two patties in the pan steams one: a pan does not dry out by half.
    const one = adapt(recipeFor('hamburg_steak')!, brief({ limits: { servings: 1 } }), { seed: 1 })
    expect(render(one).ingredients_en).toContain('50 ml water')
  })

  test('an optional garnish is dropped, not substituted, and its step keeps the rest', () => {
    const a = adapt(nikujaga(), brief({ exclusions: [diet('no peas', [], ['snap_peas'])] }), { seed: 1 })
    expect(a.recipe.ingredients.map((i) => i.ref)).not.toContain('snap_peas')
    const text = render(a)
    expect(text.steps_en).toContain(
      'Take off the lid, boil over medium-high heat to reduce the broth. (about 3 min, until the broth is down to about a third)',
    )
    expect(text.steps_ja.some((s) => s.startsWith('落とし蓋を取り、強めの中火で煮汁を煮詰める。'))).toBe(true)
    expect(a.recipe.total_minutes).toBe(40)
  })

  test('a substitution that needs a step of its own puts it before the first step naming the food', () => {
    const r = structuredClone(nikujaga())
    r.ingredients.push({ ref: 'egg', food: 'egg', amount: { qty: 1, unit: 'piece' }, does: 'binds' })
    r.steps[1]!.ja = '同じ鍋に{oil}を中火で熱し、{egg}をからめた{beef}を広げて炒める。'
    r.steps[1]!.en = 'Heat the {oil} in the same pot over medium heat and fry the {beef}, tossed with the {egg}.'
    r.description.ja = '{beef}を卵でまとめて煮る。'
    const a = adapt(r, brief({ exclusions: [diet('egg', ['egg'])] }), { seed: 1 })
    const text = render(a)
    expect(text.description_ja).toBe('牛薄切り肉をフラックスシードでまとめて煮る。')
    expect(text.ingredients_en).toContain('1 tbsp ground flaxseed')
    expect(text.steps_en[1]).toBe(
      'Stir the ground flaxseed into three times as much water and leave 5 minutes until it turns gel-like. (about 5 min, until it is smooth, with no lumps)',
    )
    expect(a.recipe.total_minutes).toBe(45)
    expect(checkRecipe(a.recipe).map(problemLine)).toEqual([])
  })

  test('a replacement that must be cooked is not put where nothing cooks it (ham become raw chicken)', () => {
    const r = structuredClone(nikujaga())
    r.ingredients.push({ ref: 'ham', food: 'ham', amount: { qty: 2, unit: 'slice' }, does: 'body' })
    r.steps[6]!.ja = '火を止めて10分おき、器に盛って{ham}をのせる。'
    r.steps[6]!.en = 'Turn off the heat, leave for 10 minutes, then serve and top with the {ham}.'
    const a = adapt(r, brief({ exclusions: [diet('halal', ['pork', 'alcohol'])] }), { seed: 1 })
    const ham = of(a.decisions, 'substitute').find((d) => d.ref === 'ham')!
    expect(ham.to === null || food(ham.to).raw !== 'cook').toBe(true)
    expect(checkRecipe(a.recipe).map(problemLine)).toEqual([])
  })

  test('the step that reaches a safe temperature stays when a dropped food cannot be taken out of it neatly', () => {
    const r = structuredClone(nikujaga())
    r.steps[4]!.ja = '{soy_sauce}を加え、落とし蓋をして{snap_peas}ごと中弱火で煮る。'
    r.steps[4]!.en = 'Add the {soy_sauce}, cover with a drop lid and simmer everything, {snap_peas} included.'
    r.steps[5]!.ja = '落とし蓋を取り、強めの中火で煮汁を煮詰める。'
    r.steps[5]!.en = 'Take off the lid and boil over medium-high heat to reduce the broth.'
    const a = adapt(r, brief({ exclusions: [diet('no peas', [], ['snap_peas'])] }), { seed: 1 })
    expect(a.recipe.steps.map((s) => s.cue.temp_c).filter(Boolean)).toEqual([75])
    expect(render(a).steps_ja.join('')).not.toContain('スナップえんどう')
    expect(checkRecipe(a.recipe).map(problemLine)).toEqual([])
  })

  test('an audience at risk gets the hazard table’s safety steps before the serving', () => {
    const r = structuredClone(nikujaga())
    r.ingredients.push({ ref: 'egg', food: 'egg', amount: { qty: 2, unit: 'piece' }, does: 'garnish' })
    r.steps[5]!.ja = '落とし蓋を取り、{snap_peas}と{egg}を加えて強めの中火で煮汁を煮詰める。'
    r.steps[5]!.en = 'Take off the lid, add the {snap_peas} and the {egg} and boil hard to reduce the broth.'
    r.steps[5]!.cue.temp_c = 75
    const a = adapt(r, brief({ atRisk: ['pregnancy'] }), { seed: 1 })
    const safety = of(a.decisions, 'safety')
    expect(safety.length).toBeGreaterThan(0)
    const steps = render(a).steps_en
    expect(steps.at(-2)).toBe(safety.at(-1)!.note.en)
  })
})

const COMMON: Array<[string, Trait[]]> = [
  ['vegetarian', ['meat', 'fish', 'shellfish']],
  ['vegan', ['meat', 'fish', 'shellfish', 'egg', 'milk', 'honey']],
  ['egg', ['egg']],
  ['dairy', ['milk']],
  ['coeliac', ['wheat', 'gluten']],
  ['soy', ['soy']],
  ['sesame', ['sesame']],
  ['peanut', ['peanut']],
  ['tree nut', ['tree_nut']],
  ['fish', ['fish']],
  ['shellfish', ['shellfish']],
  ['halal', ['pork', 'alcohol']],
  ['alpha-gal', ['beef', 'pork']],
  ['alcohol', ['alcohol']],
  ['children', ['hot_spice', 'alcohol']],
  ['baby', ['honey']],
]

describe('every authored recipe under common restrictions', () => {
  test('the adapted recipe never carries a ruled-out trait, or is declined', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECIPES),
        fc.subarray(COMMON, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom<string[]>([], ['rice_cooker_only'], ['microwave_only'], ['one_pan']),
        (recipe, picked, servings, asks) => {
          const traits = picked.flatMap(([, t]) => t)
          const limits = { servings, asks }
          const a = adapt(recipe, brief({ exclusions: picked.map(([n, t]) => diet(n, t)), limits }), { seed: 7 })
          if (a.declined) return a.declined.reason.en.length > 0
          const left = traitsOf(a.recipe).filter((t) => traits.includes(t))
          const text = render(a)
          return left.length === 0 && !/\{[a-z_]+\}/.test(JSON.stringify(text)) && checkRecipe(a.recipe).length === 0
        },
      ),
      { numRuns: 200, seed: 33 },
    )
    // Two hundred adaptations, each declined one searching the whole cookbook for its nearest dish.
  }, 30_000)
})

describe('a food a cook would leave out or swap', () => {
  const noFood = (ids: string[]) => brief({ exclusions: [diet('no', [], ids)] })

  test('left out by its ref and by its name in words: the kneading step keeps the rest, the onion’s own step keeps its other sentence', () => {
    const a = adapt(recipeFor('hamburg_steak')!, noFood(['onion']), { seed: 1 })
    expect(a.declined).toBeUndefined()
    const text = render(a)
    const all = [...text.steps_en, ...text.steps_ja, ...text.ingredients_en, ...text.ingredients_ja].join('\n')
    expect(all).not.toMatch(/onion|玉ねぎ/i)
    // The egg, pepper and crumbs the kneading step names beside the onion stay in the recipe.
    expect(a.recipe.ingredients.map((i) => i.ref)).toEqual(expect.arrayContaining(['panko', 'milk', 'egg', 'pepper']))
    expect(text.steps_en.join('\n')).toContain('Soak the panko breadcrumbs in the milk')
    // Half a beaten egg for two: the step names one egg ("egg"), as its line counts it.
    expect(text.steps_en.join('\n')).toContain('add the soaked crumbs, egg,')
  })

  test('a cue of two clauses loses the one naming the food', () => {
    const a = adapt(recipeFor('mapo_tofu')!, noFood(['garlic']), { seed: 1 })
    const text = render(a)
    expect([...text.steps_en, ...text.steps_ja].join('\n')).not.toMatch(/garlic|にんにく/)
    expect(text.steps_en.join('\n')).toContain('until the oil is red)')
  })

  test('a sauce the recipe makes and names in words says it is free of what its lines lost (alcohol-free warishita)', () => {
    const a = adapt(recipeFor('sukiyaki')!, brief({ exclusions: [diet('pregnancy', ['alcohol'])] }), { seed: 1 })
    expect(a.declined).toBeUndefined()
    const text = render(a)
    expect(text.steps_en.filter((s) => /warishita/.test(s)).every((s) => s.includes('alcohol-free warishita'))).toBe(
      true,
    )
    expect(text.steps_en.join('\n')).toContain('Heat the soy sauce, sugar and water')
    // The soy sauce, sugar and water of the sauce's own step stay: the step is not dropped with the mirin.
    expect(a.recipe.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['soy_sauce', 'sugar', 'water']))
  })

  test('a row written per spoon counts millilitres in spoons: 100 ml of mirin is near 7 tsp of sugar, not 100', () => {
    const a = adapt(recipeFor('sukiyaki')!, brief({ exclusions: [diet('alcohol', ['alcohol'])] }), { seed: 1 })
    const sugar = a.recipe.ingredients.find((i) => i.food === 'sugar')!
    // 3 tbsp of the recipe's own and about 2 1/4 of the mirin's.
    expect(sugar.amount).toEqual({ qty: 5, unit: 'tbsp' })
  })
})

describe('a stand-in cooked only where its words fit', () => {
  const eggFree = briefForDish('pad_see_ew', { exclusions: [diet('egg', ['egg'])] })
  const eggStep = (s: AuthoredStep) => s.en.includes('{egg}')

  test('a row’s words: an egg cracked in becomes tofu crumbled in, in both languages', () => {
    const a = adapt(recipeFor('pad_see_ew')!, eggFree, { seed: 1 })
    expect(of(a.decisions, 'substitute').map((d) => [d.ref, d.to])).toEqual([['egg', 'silken_tofu']])
    const text = render(a)
    expect(text.steps_en.join('\n')).toContain('crumble in the silken tofu')
    expect(text.steps_en.join('\n')).not.toMatch(/crack/i)
    expect(text.steps_ja.join('\n')).toContain('絹ごし豆腐を崩し入れ')
    expect(text.steps_ja.join('\n')).not.toContain('割り入れ')
  })

  test('own words: a step that sets the yolk keeps the egg’s place, so the egg is left out, not swapped', () => {
    const base = recipeFor('pad_see_ew')!
    const yolk = (s: AuthoredStep): AuthoredStep =>
      eggStep(s)
        ? {
            ...s,
            ja: s.ja.replace('軽く崩す', '黄身が固まるまで焼く'),
            en: s.en.replace('scramble lightly', 'fry until the yolk is firm'),
          }
        : s
    const recipe = { ...base, steps: base.steps.map(yolk) }
    expect(recipe.steps.filter(eggStep).map((s) => s.en)).toEqual([expect.stringContaining('yolk')])
    const a = adapt(recipe, eggFree, { seed: 1 })
    expect(of(a.decisions, 'substitute').map((d) => [d.ref, d.to])).toEqual([['egg', null]])
    const text = render(a)
    const all = [...text.steps_en, ...text.steps_ja, ...text.ingredients_en, ...text.ingredients_ja].join('\n')
    expect(all).not.toMatch(/tofu|豆腐|yolk|黄身|crack|割り入れ|\{/i)
    expect(a.recipe.ingredients.map((i) => i.ref)).not.toContain('egg')
    // The bok choy the step stirs in besides the egg is still cooked.
    expect(text.steps_en.join('\n')).toMatch(/bok choy stems/)
  })

  test('egg-free katsudon still lays in the cutlet, and no clause or cue speaks of the egg left out', () => {
    const a = adapt(recipeFor('katsudon')!, briefForDish('katsudon', { exclusions: [diet('egg', ['egg'])] }), {
      seed: 1,
    })
    expect(a.declined).toBeUndefined()
    const text = render(a)
    expect(text.steps_en.join('\n')).toContain('Lay in the cutlet, cover, add the mitsuba and turn off the heat.')
    expect(text.steps_ja.join('\n')).toContain('カツを並べ入れ、三つ葉をのせて火を止める。')
    // The coating's egg became flour; the egg that set the top is not called flour.
    expect(text.title_en).toBe('Egg-free katsudon')
    expect([...text.steps_en, ...text.steps_ja].join('\n')).not.toMatch(/egg|white|白身|卵|flour at/i)
  })
})

describe('a dangerous ask made safe in the recipe itself', () => {
  test('runny yolks in pregnancy: the step’s own cue is rewritten, and the safety step is there once', () => {
    const hazards = [{ id: 'runny_eggs', name: 'runny yolks', instead: '', refused: false }]
    const b = brief({ dishId: 'shakshuka', atRisk: ['pregnancy'], hazards } as Partial<Brief>)
    const a = adapt(recipeFor('shakshuka')!, b, { seed: 1 })
    const draft = withSafetySteps(render(a), b)
    const steps = draft.steps_en.join('\n')
    expect(steps).not.toMatch(/to your liking/)
    expect(steps).toContain('yolks cooked firm')
    expect(draft.steps_ja.join('\n')).not.toContain('好みのかたさ')
    expect(draft.description_ja).not.toContain('半熟')
    const firm = draft.steps_en.filter((s) => s.startsWith('Cook the eggs until both the white and the yolk are firm'))
    expect(firm).toHaveLength(1)
  })
})

describe('what a diet asks of the words', () => {
  test('halal: a chicken dish’s 「肉」 is said as the chicken, so the word is not read as any meat', () => {
    const a = adapt(recipeFor('oyakodon')!, brief({ exclusions: [diet('halal', ['pork', 'alcohol'])] }), { seed: 1 })
    expect(a.declined).toBeUndefined()
    const cues = render(a).steps_ja.join('\n')
    expect(cues).toContain('鶏もも肉に弾力')
    expect(cues).not.toMatch(/[：、]肉に/)
  })
})

describe('the nearest dish is the same kind of dish', () => {
  test('a hot pot declined gives a hot pot, sharing what it is made of', () => {
    const nearest = nearestDish(recipeFor('sukiyaki')!, { traits: new Set(['alcohol']), ids: new Set() }, 1)
    expect(dishMethod(nearest!)).toBe('hot_pot')
  })
})

describe('a swap keeps the dish’s own name', () => {
  test('dairy-free chicken parmesan is still called chicken parmesan, and a shaved-ice dessert keeps its ice', () => {
    const milkFree = brief({ exclusions: [diet('dairy', ['milk'])] })
    const parm = render(adapt(recipeFor('chicken_parmesan')!, milkFree, { seed: 1 }))
    expect(parm.title_en).toMatch(/chicken parmesan/i)
    expect(parm.title_en).not.toMatch(/nutritional yeast/i)
    const halo = adapt(recipeFor('halo_halo')!, milkFree, { seed: 1 })
    expect(halo.recipe.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['ice', 'coconut_milk']))
  })
})

describe('a diet that keeps two kinds of food apart', () => {
  test('kosher-style: a meat dish loses its dairy, a dairy dish without meat keeps it', () => {
    const kosher = brief({ diets: ['kosher'], dishId: 'beef_stroganoff', dish: 'beef stroganoff' })
    const meat = adapt(recipeFor('beef_stroganoff')!, kosher, { seed: 1 })
    expect(meat.declined).toBeUndefined()
    expect(traitsOf(meat.recipe)).toContain('beef')
    expect(traitsOf(meat.recipe)).not.toContain('milk')
    const dairy = RECIPES.find((r) => {
      const traits = r.ingredients.flatMap((i) => food(i.food).traits)
      return traits.includes('milk') && !traits.includes('meat') && !traits.includes('shellfish')
    })!
    const kept = adapt(dairy, { ...kosher, dishId: dairy.dish, dish: dairy.dish }, { seed: 1 })
    expect(traitsOf(kept.recipe)).toContain('milk')
  })
})

describe('conditions held in the recipe itself', () => {
  const miso = () => recipeFor('nameko_miso_soup')!
  const conditionOf = (decisions: Decision[], what: string) => of(decisions, 'condition').find((d) => d.what === what)

  test('a salt cap: the salty seasonings are cut until a serving is within it, and the figure and its source are said', () => {
    expect(saltPerServing(miso())).toBeGreaterThan(1.3)
    const a = adapt(miso(), brief({ dishId: 'nameko_miso_soup', diets: ['low_salt'], lower: ['salt'] }), { seed: 1 })
    expect(saltPerServing(a.recipe)).toBeLessThanOrEqual(1.3)
    expect(render(a).nutrition!.salt_g).toBeLessThanOrEqual(1.3)
    const said = conditionOf(a.decisions, 'salt')!
    expect(said).toMatchObject({ cap: 1.3, held: true })
    expect(said.note.en).toContain('1.3 g')
    expect(said.note.en).toContain('American Heart Association')
    // The cap replaces the plain cut for less salt, so the cut is said once.
    expect(of(a.decisions, 'lower')).toEqual([])
  })

  test('a dish the cap cannot reach within its floor says how far over it stays', () => {
    const salty = RECIPES.find((r) => !limitsFit(r, { limits: {}, diets: ['low_salt'] }).salt)!
    const a = adapt(salty, brief({ dishId: salty.dish, diets: ['low_salt'] }), { seed: 1 })
    const said = conditionOf(a.decisions, 'salt')!
    expect(said).toMatchObject({ held: false })
    expect(said.note.en).toContain('over it')
    expect(said.note.ja).toContain('超えます')
  })

  test('chewing or swallowing trouble: skins and bones off, cut small first, thickened before serving, and said', () => {
    const base = nikujaga()
    const a = adapt(base, brief({ diets: ['elderly'] }), { seed: 1 })
    const steps = a.recipe.steps
    expect(steps).toHaveLength(base.steps.length + 2)
    expect(steps[0]!.en).toContain('about 1 cm')
    expect(steps[0]!.ja).toContain('1cm角')
    expect(steps.at(-2)!.en).toContain('potato starch')
    expect(steps.at(-2)!.vessel).toBe('pot')
    expect(steps.at(-1)).toEqual(base.steps.at(-1)!)
    expect(conditionOf(a.decisions, 'texture')!.note.en).toContain('chewing or swallowing')
    // A dish with nothing heated is blended smooth instead.
    const cold = RECIPES.find((r) => r.steps.every((s) => s.heat === 'none') && r.category === 'main')!
    const soft = adapt(cold, brief({ dishId: cold.dish, diets: ['elderly'] }), { seed: 1 })
    expect(soft.recipe.steps.at(-2)!.en).toContain('blend or pound it smooth')
    // A bake gets no thickening it cannot bubble; an occasion alone (a grandparent's birthday) is no trouble chewing.
    const baked = RECIPES.find(
      (r) =>
        r.steps.filter((s) => s.heat !== 'none').at(-1)?.vessel === 'oven' &&
        r.ingredients.some((i) => food(i.food).item?.form === 'piece'),
    )!
    const cut = adapt(baked, brief({ dishId: baked.dish, diets: ['elderly'] }), { seed: 1 })
    expect(cut.recipe.steps).toHaveLength(baked.steps.length + 1)
    expect(adapt(nikujaga(), brief({ occasions: ['elderly'] }), { seed: 1 }).recipe.steps).toEqual(nikujaga().steps)
  })

  test('the soft texture adds only the steps a dish needs: no second thickening, no cutting where nothing is cut', () => {
    const thickens = (s: AuthoredStep) => /\bthicken/i.test(s.en) && s.ja.includes('とろみ')
    const own = RECIPES.filter((r) => r.steps.some(thickens))
    expect(own.length).toBeGreaterThan(10)
    for (const r of own) {
      const steps = adapt(r, brief({ dishId: r.dish, diets: ['elderly'] }), { seed: 1 }).recipe.steps
      expect([r.dish, steps.filter(thickens).length]).toEqual([r.dish, r.steps.filter(thickens).length])
    }
    const smooth = RECIPES.find((r) => !r.ingredients.some((i) => food(i.food).item?.form === 'piece'))!
    const soft = adapt(smooth, brief({ dishId: smooth.dish, diets: ['elderly'] }), { seed: 1 }).recipe.steps
    expect(soft.some((s) => s.en.includes('about 1 cm'))).toBe(false)
  })

  test("an occasion's own step goes into the recipe: a potluck dish is carried covered and warmed again", () => {
    const a = adapt(nikujaga(), brief({ occasions: ['potluck'] }), { seed: 1 })
    expect(a.recipe.steps.at(-1)!.en).toContain('Carry it in the dish it was made in')
    expect(conditionOf(a.decisions, 'occasion')).toBeDefined()
    expect(adapt(nikujaga(), brief(), { seed: 1 }).decisions).toEqual([])
  })
})

describe('what a chooser may weigh before adapting', () => {
  test('limitsFit: the kitchen a version keeps, the fewest minutes of one that does, and the salt cap', () => {
    const r = nikujaga()
    const free = limitsFit(r, { limits: {} })
    expect(free).toEqual({
      kitchen: true,
      minutes: Math.min(
        r.total_minutes,
        // A version for a device the theme does not name (a pressure cooker) is not counted.
        ...(r.variants ?? []).flatMap((v) =>
          v.steps && !v.asks?.length ? [v.steps.reduce((n, s) => n + s.minutes, 0)] : [],
        ),
      ),
      salt: true,
    })
    const cooker = r.variants!.find((v) => v.asks?.includes('rice_cooker_only'))!
    const fit = limitsFit(r, { limits: { asks: ['rice_cooker_only'] } })
    expect(fit.kitchen).toBe(true)
    expect(fit.minutes).toBe(cooker.steps!.reduce((n, s) => n + s.minutes, 0))
    const toaster = limitsFit(recipeFor('mentaiko_pasta')!, { limits: { asks: ['toaster_oven_only'] } })
    expect(toaster.kitchen).toBe(false)
  })
})

describe('a version made of a food the theme names', () => {
  test('yesterday’s curry named: the curry udon made from it, not from a roux', () => {
    const udon = recipeFor('curry_udon')!
    const named = brief({ dishId: 'curry_udon', dish: 'curry udon', keyIngredientIds: ['leftover_japanese_curry'] })
    const a = adapt(udon, named, { seed: 1 })
    expect(of(a.decisions, 'variant').map((d) => d.variant)).toEqual(['leftover_curry'])
    expect(a.recipe.ingredients.map((i) => i.food)).toContain('leftover_japanese_curry')
    // Nothing named that the recipe lacks: the recipe as written.
    expect(
      of(adapt(udon, brief({ dishId: 'curry_udon', dish: 'curry udon' }), { seed: 1 }).decisions, 'variant'),
    ).toEqual([])
  })
})

describe('what defines a dish is kept when the brief takes only what seasons or binds it', () => {
  test('kung pao with no heat: the chillies go from the cue that names them in the plural and from the title’s gloss', () => {
    const mild = readBrief('kung pao chicken, nothing spicy please', 'en')
    const a = adapt(recipeFor('kung_pao_chicken')!, mild, { seed: 1 })
    expect(a.declined).toBeUndefined()
    const draft = withSafetySteps(render(a), mild)
    expect(guard(draft, mild)).toEqual([])
    expect(draft.title_ja).toBe('辛くない宮保鶏丁')
    expect(draft.steps_en.join(' ')).not.toMatch(/chilli/i)
    expect(namePattern(food('chili'), 'en')!.test('until the chillies darken')).toBe(true)
    // A cue whose subject was the chillies goes whole: no "until darken to deep red"; the step that only
    // scented the oil with them heats the oil plainly.
    expect(draft.steps_en.join(' ')).not.toMatch(/until (darken|are|is)\b/)
    expect(draft.steps_en).toContain('Heat the vegetable oil. (about 2 min, until the vegetable oil is hot)')
  })

  test('a milder kung pao keeps its chillies, fewer of them, and says so', () => {
    const whole = adapt(recipeFor('kung_pao_chicken')!, readBrief('kung pao chicken for two', 'en'), { seed: 1 })
    const chilli = (a: typeof whole) =>
      a.recipe.ingredients.filter((i) => i.food === 'chili').reduce((n, i) => n + Number(i.amount.qty ?? 0), 0)
    for (const theme of ['kung pao chicken for two, on the mild side', 'kung pao chicken for two, not too spicy']) {
      const b = readBrief(theme, 'en')
      expect(b.exclusions.some((e) => e.traits.includes('hot_spice'))).toBe(false)
      expect(b.notes).not.toContain('Spicy, as asked.')
      const a = adapt(recipeFor('kung_pao_chicken')!, b, { seed: 1 })
      expect(chilli(a)).toBeGreaterThan(0)
      expect(chilli(a)).toBeLessThan(chilli(whole))
      expect(of(a.decisions, 'lower').map((d) => d.what)).toContain('heat')
    }
  })

  test('an egg allergy: the hambāgu keeps its meat and its egg binder gets a stand-in, not the vegan version', () => {
    const a = adapt(recipeFor('hamburg_steak')!, brief({ exclusions: [diet('egg allergy', ['egg'])] }), { seed: 1 })
    expect(of(a.decisions, 'variant')).toEqual([])
    expect(a.recipe.ingredients.map((i) => i.food)).toContain('ground_beef')
    const binder = of(a.decisions, 'substitute').find((d) => d.from === 'egg')!
    expect(binder.to).not.toBeNull()
    // A brief that rules out the meat too takes the version written without it.
    const vegan = adapt(
      recipeFor('hamburg_steak')!,
      brief({ exclusions: [diet('vegan', ['meat', 'egg', 'milk', 'fish'])] }),
      {
        seed: 1,
      },
    )
    expect(of(vegan.decisions, 'variant').map((d) => d.variant)).toEqual(['vegan'])
  })

  test('a food the theme names and allows is kept in the nearest dish, doing the job it did (the egg of oyakodon)', () => {
    const noMeat = ruledOut(brief({ exclusions: [diet('no meat', ['meat'])] }))
    const oyakodon = recipeFor('oyakodon')!
    const plain = { ...oyakodon, variants: [] }
    const nearest = recipeFor(nearestDish(plain, noMeat, 1, RECIPES, ['egg'])!)!
    expect(nearest.ingredients.some((i) => i.food === 'egg' && i.does === 'sets')).toBe(true)
  })

  test('a vegetarian oyakodon "eggs are fine" is an egg-bound bowl; a seafood yakisoba cooks the squid the theme allows', () => {
    const veg = brief({ exclusions: [diet('vegetarian', ['meat', 'fish', 'shellfish'])], keyIngredientIds: ['egg'] })
    const bowl = adapt(recipeFor('oyakodon')!, veg, { seed: 1 })
    expect(bowl.declined).toBeUndefined()
    expect(bowl.recipe.ingredients.map((i) => i.food)).toEqual(expect.arrayContaining(['egg', 'atsuage']))
    const noPrawns = brief({ exclusions: [diet('crustacean', ['crustacean'])], keyIngredientIds: ['squid', 'octopus'] })
    const noodles = adapt(recipeFor('yakisoba')!, noPrawns, { seed: 1 })
    const foods = noodles.recipe.ingredients.map((i) => i.food)
    expect(foods).toContain('squid')
    expect(foods).not.toContain('shrimp')
    expect(foods).not.toContain('pork_belly')
  })

  test('a food the theme names never takes a version without what defines the dish: mushrooms are no tofu carbonara', () => {
    const carbonara = recipeFor('spaghetti_carbonara')!
    expect(
      carbonara.variants?.some((v) => v.free_of?.includes('egg') && v.ingredients?.some((i) => i.food === 'shiitake')),
    ).toBe(true)
    const foods = linesFor(carbonara, ['shiitake']).map((i) => i.food)
    expect(foods).toContain('egg')
    expect(foods).not.toContain('silken_tofu')
    const a = adapt(carbonara, brief({ dishId: 'spaghetti_carbonara', keyIngredientIds: ['shiitake'] }), { seed: 1 })
    expect(of(a.decisions, 'variant')).toEqual([])
  })

  test('one pot: cooked rice the theme does not say it has is a second pot', () => {
    const r = recipeFor('poulet_basquaise')!
    expect(limitsFit(r, { limits: { asks: ['one_pan'] } }).kitchen).toBe(false)
    expect(limitsFit(r, { limits: { asks: ['one_pan'] }, cooked: ['rice'] }).kitchen).toBe(true)
    expect(limitsFit(r, { limits: {} }).kitchen).toBe(true)
  })
})
