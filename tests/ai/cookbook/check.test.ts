import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'bun:test'
import { checkAdaptations, checkCookbook, checkRecipe, claimsIn, problemLine } from '../../../src/ai/cookbook/check'
import { recipeChecksSchema } from '../../../src/ai/cookbook/check-rules'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { jsonSchemaText } from '../../../src/ai/cookbook/schema'
import type { AuthoredRecipe } from '../../../src/ai/cookbook/types'

const nikujaga = () => structuredClone(recipeFor('nikujaga')!)
const messages = (r: ReturnType<typeof nikujaga>) => checkRecipe(r).map(problemLine)

/**
 * Walking the whole cookbook (1,700+ recipes, each variant rendered) takes 13 s of CPU, and 35 s of a loaded machine's
 * time beside the rest of the suite on 2 cores: not one test's default, nor 30 s any more.
 */
const WHOLE_COOKBOOK_MS = 90_000

describe('the recipe checker', () => {
  // One walk of the whole cookbook, through the script the build runs: any problem is a line on
  // its stderr (shown here as it reads), a count of nothing checked fails the count's pattern.
  test(
    'every authored recipe and variant passes, as npm run cookbook:check prints and exits',
    () => {
      const run = Bun.spawnSync([process.execPath, 'scripts/cookbook-check.ts'])
      expect(run.stderr.toString().split('\n').filter(Boolean)).toEqual([])
      expect(run.stdout.toString()).toMatch(/^[1-9]\d* recipes and \d+ variants checked: 0 problems$/m)
      expect(run.exitCode).toBe(0)
    },
    WHOLE_COOKBOOK_MS,
  )

  test('a variant with its own steps may not publish a description naming a method they lack', () => {
    const r = nikujaga()
    r.description = {
      ja: '{beef}と{potato}を蒸し器で蒸してから味を含ませる。',
      en: 'Thin {beef} and {potato} steamed over a rolling boil, then dressed in sweet soy.',
    }
    const microwave = r.variants!.find((v) => v.id === 'microwave')!
    delete microwave.description
    const unsaid = messages(r).filter((m) => m.startsWith('nikujaga (microwave)') && m.includes('its own description'))
    expect(unsaid).toEqual([
      expect.stringContaining(
        'nikujaga (microwave): publishes the recipe\'s description, which names steam ("蒸し", ja)',
      ),
      expect.stringContaining('steam ("steamed", en)'),
    ])
    // Its own description answers it; so do steps that name the method themselves.
    microwave.description = {
      ja: '電子レンジで作る{beef}と{potato}。',
      en: 'Made in the microwave: {beef} and {potato}.',
    }
    expect(
      messages(r).filter((m) => m.startsWith('nikujaga (microwave)') && m.includes('its own description')),
    ).toEqual([])
    delete microwave.description
    microwave.steps = microwave.steps!.map((s) => ({
      ...s,
      ja: `${s.ja}蒸し上げる。`,
      en: `${s.en} Leave it to steam.`,
    }))
    expect(
      messages(r).filter((m) => m.startsWith('nikujaga (microwave)') && m.includes('its own description')),
    ).toEqual([])
  })

  test('an ingredient no step names, and a ref no ingredient has', () => {
    const r = nikujaga()
    r.steps[0]!.ja = 'しらたきを沸騰した湯で3分ゆで、ざるに上げる。'
    r.steps[0]!.en = 'Boil it for 3 minutes.'
    r.steps[2]!.ja = r.steps[2]!.ja.replace('{shirataki}', 'しらたき')
    r.steps[2]!.en = r.steps[2]!.en.replace('{shirataki}', 'the {konnyaku}')
    expect(messages(r)).toContain('nikujaga: shirataki is never named in a step')
    expect(messages(r)).toContain('nikujaga: {konnyaku} names no ingredient')
  })

  test('a line counted in pieces of a food whose one piece weighs nothing known (its protein would count 0)', () => {
    const r = nikujaga()
    const beef = r.ingredients.find((i) => i.food === 'beef')!
    beef.amount = { qty: 2, unit: 'piece' }
    expect(checkCookbook([r]).map(problemLine)).toContain(
      'nikujaga: beef is counted, but no weight of one is known (knowledge/cookbook.json piece_grams)',
    )
  })

  test('minutes that do not add up', () => {
    const r = nikujaga()
    r.steps[4]!.minutes = 5
    expect(messages(r)).toContain("nikujaga: total_minutes 40 is not the steps' sum, 30")
  })

  test('beef that reaches no safe temperature, in the recipe or a variant', () => {
    const r = nikujaga()
    delete r.steps[4]!.cue.temp_c
    expect(messages(r)).toContain('nikujaga: beef (beef) reaches no heated step with cue.temp_c of 63 °C or more')
    const v = nikujaga()
    v.variants![0]!.steps![2]!.cue.temp_c = 60
    expect(messages(v)).toContain(
      'nikujaga (rice_cooker): beef (beef) reaches no heated step with cue.temp_c of 63 °C or more',
    )
    const cold = nikujaga()
    cold.steps[4]!.heat = 'none'
    expect(messages(cold).some((m) => m.includes('reaches no heated step'))).toBe(true)
  })

  test('the cut decides: whole-muscle beef may stop at 63 °C, minced beef and pork may not', () => {
    const seared = nikujaga()
    seared.steps[4]!.cue.temp_c = 63
    expect(messages(seared).some((m) => m.includes('reaches no heated step'))).toBe(false)
    for (const minced of ['ground_beef', 'pork']) {
      const r = nikujaga()
      r.ingredients.find((i) => i.ref === 'beef')!.food = minced
      r.steps[4]!.cue.temp_c = 63
      expect(messages(r)).toContain(
        `nikujaga: beef (${minced}) reaches no heated step with cue.temp_c of 75 °C or more`,
      )
    }
  })

  test('a lower figure held long enough is safe, by its table: poultry by the minute, a pork chop by its rest', () => {
    const at = (food: string, temp_c: number, held_min?: number, minutes = 50) => {
      const r = nikujaga()
      r.ingredients.find((i) => i.ref === 'beef')!.food = food
      r.steps[4] = { ...r.steps[4]!, minutes, cue: { ...r.steps[4]!.cue, temp_c, ...(held_min && { held_min }) } }
      r.total_minutes = r.steps.reduce((sum, s) => sum + s.minutes, 0)
      return messages(r).filter((m) => m.startsWith('nikujaga: ') && m.includes('reaches no heated step'))
    }
    expect(at('chicken_breast', 63, 30)).toEqual([])
    expect(at('chicken_breast', 60, 45)).toEqual([])
    // Under the table's time, past the step's own minutes, or with no time at all: not safe.
    expect(at('chicken_breast', 63, 20)).toHaveLength(1)
    expect(at('chicken_breast', 63, 30, 20)).toHaveLength(1)
    expect(at('chicken_breast', 63)).toHaveLength(1)
    expect(at('pork_loin', 63, 3)).toEqual([])
    // Minced pork keeps its instant figure: no table holds it.
    expect(at('ground_pork', 63, 30)).toHaveLength(1)
    // A rest off the heat holds the centre only straight after a heated step that reached the figure.
    const rested = (reached: number) => {
      const r = nikujaga()
      r.ingredients.find((i) => i.ref === 'beef')!.food = 'pork_loin'
      r.steps[4]!.cue.temp_c = reached
      r.steps.splice(5, 0, {
        ja: '火から下ろして休ませる。',
        en: 'Rest it off the heat.',
        heat: 'none',
        vessel: 'board',
        minutes: 5,
        cue: { ja: '中心が63℃のまま', en: 'still 63 °C at the centre', temp_c: 63, held_min: 3 },
      })
      r.total_minutes += 5
      return messages(r).filter((m) => m.startsWith('nikujaga: ') && m.includes('reaches no heated step'))
    }
    expect(rested(63)).toEqual([])
    expect(rested(55)).toHaveLength(1)
  })

  test('cayenne past its cap a serving, and a range counted at its hotter end', () => {
    const r = nikujaga()
    r.ingredients.push({
      ref: 'chili_powder',
      food: 'chili_powder',
      amount: { qty: [1, 2], unit: 'tsp' },
      does: 'flavours',
    })
    r.steps[3]!.ja += '{chili_powder}'
    r.steps[3]!.en += ' {chili_powder}'
    expect(checkCookbook([r]).map(problemLine)).toContain(
      'nikujaga: chili_powder (chili_powder): 5 ml a serving, over its 2.5 ml',
    )
    r.ingredients.at(-1)!.amount = { qty: 1, unit: 'tsp' }
    expect(
      checkCookbook([r])
        .map(problemLine)
        .filter((m) => m.includes('ml a serving')),
    ).toEqual([])
  })

  test('a safe temperature before the food goes in does not count', () => {
    const r = nikujaga()
    r.steps[0]!.cue.temp_c = 75
    delete r.steps[4]!.cue.temp_c
    expect(messages(r).some((m) => m.includes('beef (beef) reaches no heated step'))).toBe(true)
  })

  test('a title or description that claims what the ingredients break', () => {
    const r = nikujaga()
    r.title.en = 'Vegetarian nikujaga'
    r.description.ja = `大豆不使用。${r.description.ja}`
    const found = messages(r)
    expect(found).toContain('nikujaga: claims "vegetarian", but beef (beef) has meat')
    expect(found).toContain('nikujaga: claims "大豆不使用", but soy_sauce (soy_sauce) has soy')
    expect(claimsIn('a mildly spiced stew').map((c) => c.word)).toEqual([])
    expect(claimsIn('A gluten-free bake').flatMap((c) => c.traits)).toContain('gluten')
  })

  test('a food’s own name is no claim', () => {
    // The recipe's own lines only: its variants list no butter to be named.
    const r = { ...nikujaga(), variants: [] }
    r.ingredients[5] = { ...r.ingredients[5]!, food: 'vegan_butter' }
    r.description.en = 'Simmered after a start in plant-based butter.'
    expect(messages(r).filter((m) => m.includes('claims'))).toEqual([])
    // …but a claim that contains a food's name is still one.
    const egg = nikujaga()
    egg.ingredients.push({
      ref: 'egg',
      food: 'egg',
      amount: { qty: 1, unit: 'piece' },
      does: 'garnish',
      optional: true,
    })
    egg.steps[6]!.ja = '火を止めて10分おき、{egg}を添えて器に盛る。'
    egg.steps[6]!.en = 'Turn off the heat, leave for 10 minutes and serve with the {egg}.'
    egg.title.ja = '卵不使用の肉じゃが'
    expect(messages(egg)).toContain('nikujaga: claims "卵不使用", but egg (egg) has egg')
  })

  test('a variant free of a trait its ingredients have', () => {
    const r = nikujaga()
    r.variants![0]!.free_of = ['beef']
    expect(messages(r)).toContain('nikujaga (rice_cooker): free of beef, but beef (beef) has it')
  })

  test('a variant written for a condition that rules out one of its foods, or for no known condition', () => {
    const r = nikujaga()
    r.variants![0]!.for_diets = ['gout', 'moon_diet']
    r.variants![0]!.ingredients = [
      ...(r.variants![0]!.ingredients ?? r.ingredients),
      { ref: 'katsuobushi', food: 'katsuobushi', amount: { qty: 5, unit: 'g' }, does: 'flavours' },
    ]
    expect(messages(r)).toContain('nikujaga (rice_cooker): for_diets names moon_diet, no diet of knowledge/diets.json')
    expect(messages(r)).toContain(
      'nikujaga (rice_cooker): written for gout, but katsuobushi (katsuobushi) is what it rules out',
    )
  })

  test('a recipe the discussion engine would refuse as rendered: fewer than four ingredients', () => {
    // Short step lists are published as written (two steps at least); four ingredients are the floor nothing adds.
    const r = nikujaga()
    r.steps = r.steps.slice(0, 3)
    r.total_minutes = 7
    r.ingredients = r.ingredients.filter((i) => r.steps.some((s) => s.en.includes(`{${i.ref}}`))).slice(0, 3)
    r.variants = []
    expect(messages(r)).toContain(
      'nikujaga: renders to a draft the engine refuses: ingredients_ja: Too small: expected array to have >=4 items',
    )
  })

  test('steps whose languages name different refs, and too few notes', () => {
    const r = nikujaga()
    r.steps[3]!.en = 'Pour in the {dashi}, {sake} and {sugar}, bring to the boil and skim.'
    r.notes.culture = r.notes.culture.slice(0, 1)
    expect(messages(r)).toContain(
      'nikujaga: step 4: ja names {dashi}{sake}{sugar}{mirin}, en names {dashi}{sake}{sugar}',
    )
    expect(messages(r)).toContain('nikujaga: notes.culture: 1, at least two')
  })

  test('an oven heated that nothing is cooked in (the dish preheats, then just stands)', () => {
    const r = structuredClone(recipeFor('cannelloni')!)
    const bake = r.steps.findIndex((s) => s.heat === 'oven')
    r.steps[bake] = { ...r.steps[bake]!, heat: 'none', vessel: 'mould' }
    expect(checkCookbook([r]).map(problemLine)).toContain('cannelloni: step 2 heats the oven, but no step cooks in it')
    expect(messages(structuredClone(recipeFor('cannelloni')!))).toEqual([])
  })

  test('one action written twice: a pasted thickening step, or the same verb on the same foods', () => {
    const r = nikujaga()
    r.steps.splice(4, 0, {
      ...r.steps[4]!,
      ja: '水溶き片栗粉でとろみをつける。',
      en: 'Thicken with potato starch slurry.',
      minutes: 0,
    })
    r.steps.splice(5, 0, {
      ...r.steps[5]!,
      ja: '片栗粉を加えてとろみをつける。',
      en: 'Stir in starch to thicken.',
      minutes: 0,
    })
    expect(checkCookbook([r]).map(problemLine)).toContain(
      'nikujaga: steps 5 and 6 each thicken: one action written twice',
    )
    const twice = nikujaga()
    twice.steps.push({ ...twice.steps[0]!, minutes: 0 })
    const verb = /^[A-Za-z]+/.exec(twice.steps[0]!.en)![0]!.toLowerCase()
    expect(
      checkCookbook([twice])
        .map(problemLine)
        .some((m) => m.includes(`both "${verb}"`)),
    ).toBe(true)
  })

  /** Each reading rule of recipe-checks.json `steps` and `crumb`: a sound recipe passes, the slip written into it is named. */
  const reading: Array<[string, string, (r: AuthoredRecipe) => void, RegExp[]]> = [
    [
      '"the rest of" a food no earlier words used part of',
      'harira',
      (r) => {
        const step = r.steps.find((s) => s.en.includes('half the {cilantro}'))!
        step.en = step.en.replace('half the {cilantro} and {parsley}', 'half the herbs')
        step.ja = step.ja.replace('{cilantro}と{parsley}の半量', 'ハーブの半量')
      },
      [
        /^harira: step \d+ uses the rest of \{cilantro\} \(en\)/,
        /^harira: step \d+ uses the rest of \{cilantro\} \(ja\)/,
      ],
    ],
    [
      'a second thing boiled "at the same time" with no second vessel named (noodles in the soup pot)',
      'tantanmen',
      (r) => {
        for (const s of r.steps) {
          s.en = s.en.replace(' in another pot of plenty of water', '')
          s.ja = s.ja.replace('別の鍋にたっぷりの湯を沸かし、', '')
        }
      },
      [
        /^tantanmen: step 3 cooks a second thing at the same time \(en\)/,
        /^tantanmen: step 3 cooks a second thing at the same time \(ja\)/,
      ],
    ],
    [
      'a mixture shared by a number that is the servings (2 patties stay 2 for 3 servings)',
      'hamburg_steak',
      (r) => {
        r.steps[2]!.en = r.steps[2]!.en.replace('Divide into one per serving', 'Divide in two')
        r.steps[2]!.ja = r.steps[2]!.ja.replace('人数分に分け', '2等分し')
      },
      [
        /^hamburg_steak: step 3 shares into 2 for 2 servings \(en\)/,
        /^hamburg_steak: step 3 shares into 2 for 2 servings \(ja\)/,
      ],
    ],
    [
      'a quick bread done by a meat temperature (72 °C) rather than its crumb',
      'banana_bread',
      (r) => {
        const bake = r.steps.find((s) => s.heat === 'oven')!
        bake.cue = { ...bake.cue, temp_c: 72 }
      },
      [/^banana_bread: step \d+: a raised cake or bread done at 72 °C, under its crumb's 90 °C$/],
    ],
  ]
  test.each(reading)('%s', (_, id, slip, expected) => {
    const r = structuredClone(recipeFor(id)!)
    r.variants = []
    expect(checkCookbook([r]).map(problemLine)).toEqual([])
    slip(r)
    const lines = checkCookbook([r]).map(problemLine)
    for (const line of expected) expect([line.source, lines.some((m) => line.test(m))]).toEqual([line.source, true])
  })

  test('adapted, a step keeps what it says of a food: no "rest of" a line whose first use went with a ruled-out food', () => {
    const recipes = ['pad_thai', 'pad_see_ew', 'bakso', 'croque_monsieur', 'feijoada', 'croquetas'].map(
      (id) => recipeFor(id)!,
    )
    // A batch lead ("In 2 batches …: Meanwhile …") is no second action, and a count is the author's servings'.
    expect(
      checkAdaptations(recipes)
        .map(problemLine)
        .filter((m) => /rest of|same time|shares into/.test(m)),
    ).toEqual([])
  })

  test('a cake variant that lost every raising food (aquafaba for a genoise, no baking powder)', () => {
    const r = structuredClone(recipeFor('sponge_cake')!)
    const vegan = r.variants!.find((v) => v.id === 'vegan')!
    vegan.ingredients = vegan.ingredients!.filter((i) => !['baking_powder', 'baking_soda'].includes(i.food))
    for (const s of vegan.steps!) {
      s.ja = s.ja.replace(/[、と]?\{baking_(powder|soda)\}/g, '')
      s.en = s.en.replace(/,? \{baking_(powder|soda)\}/g, '')
    }
    expect(
      checkCookbook([r])
        .map(problemLine)
        .some((m) => m.startsWith('sponge_cake (vegan): rises by') && m.includes('keeps no raising food')),
    ).toBe(true)
  })

  test('salt a serving over the cap for its kind of dish; of salt for boiling water, only its eaten share', () => {
    const r = nikujaga()
    r.ingredients.find((i) => i.food === 'soy_sauce')!.amount = { qty: 8, unit: 'tbsp' }
    expect(
      checkCookbook([r])
        .map(problemLine)
        .some((m) => /^nikujaga: [\d.]+ g of salt a serving, over the [\d.]+ g a main/.test(m)),
    ).toBe(true)
    const drained = nikujaga()
    drained.ingredients.push({
      ref: 'salt_water',
      food: 'salt',
      amount: { qty: 1, unit: 'tsp' },
      does: 'flavours',
      eaten: 0.01,
      prep: { ja: 'ゆで湯用', en: 'for the boiling water' },
    })
    drained.steps[0]!.ja += '{salt_water}'
    drained.steps[0]!.en += ' {salt_water}'
    const salty = (r: AuthoredRecipe) =>
      checkCookbook([r])
        .map(problemLine)
        .filter((m) => m.includes('of salt a serving'))
    expect(salty(drained)).toEqual(salty(nikujaga()))
    // The checker counts what the published nutrition counts: a line's words never exempt it.
    const kept = structuredClone(drained)
    delete kept.ingredients.find((i) => i.ref === 'salt_water')!.eaten
    expect(salty(kept).length).toBeGreaterThan(salty(drained).length)
  })

  test('a note that states more salt than a serving carries, in either language', () => {
    const stale = (note: { ja: string; en: string }) => {
      const r = nikujaga()
      r.notes.nutritionist.push(note)
      return checkCookbook([r])
        .map(problemLine)
        .filter((m) => m.includes('g of salt, but a serving carries'))
    }
    expect(stale({ ja: '一人分の塩分は約9gです。', en: 'Each portion has some salt.' })).toHaveLength(1)
    expect(stale({ ja: '塩分は控えめです。', en: 'Salt is about 9 g a portion.' })).toHaveLength(1)
    // A part of a serving's salt (the sauce's) is under the whole, and so is the serving's own figure.
    expect(stale({ ja: 'たれの塩分は約1gです。', en: 'The sauce brings about 1 g of salt.' })).toEqual([])
  })

  test('knowledge/schemas/recipe-checks.schema.json is the loader’s schema, written out', () => {
    expect(readFileSync('knowledge/schemas/recipe-checks.schema.json', 'utf8')).toBe(jsonSchemaText(recipeChecksSchema))
  })

  test('the adapted walk checks what the adapter makes: an oven heated for a food the brief took out', () => {
    const written = structuredClone(recipeFor('strawberry_shortcake')!)
    const egg = checkAdaptations([written]).filter((p) => p.variant === 'adapted: egg')
    expect(egg).toEqual([])
    // The optional bacon is the only thing baked: under halal its step goes and the oven heats for nothing.
    const baked = nikujaga()
    baked.ingredients.push({
      ref: 'bacon',
      food: 'bacon',
      amount: { qty: 60, unit: 'g' },
      does: 'flavours',
      optional: true,
    })
    baked.steps.unshift(
      {
        ja: 'オーブンを200℃に予熱する。',
        en: 'Heat the oven to 200 °C.',
        heat: 'none',
        vessel: 'none',
        minutes: 10,
        cue: { ja: '予熱完了', en: 'the oven is hot' },
      },
      {
        ja: '{bacon}をオーブンでカリカリに焼く。',
        en: 'Bake the {bacon} until crisp.',
        heat: 'oven',
        vessel: 'oven',
        minutes: 10,
        cue: { ja: 'カリカリ', en: 'crisp' },
      },
    )
    expect(
      checkAdaptations([baked])
        .filter((p) => p.variant === 'adapted: halal')
        .map((p) => p.message)
        .some((m) => m.includes('heats the oven, but no step cooks in it')),
    ).toBe(true)
  })
})
