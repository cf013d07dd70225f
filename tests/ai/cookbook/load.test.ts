import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { authoredDishIds, loadRecipes, RECIPE_FILES, recipeFor } from '../../../src/ai/cookbook/load'
import { jsonSchemaText, PUBLISHED } from '../../../src/ai/cookbook/schema'

const nikujaga = () => structuredClone(recipeFor('nikujaga')!)
const fileWith = (recipe: unknown) => [{ file: 'bad.json', data: { about: 'a test file', recipes: [recipe] } }]

describe('the cookbook loader', () => {
  test('every file of knowledge/recipes is loaded, each dish once', () => {
    const listed = RECIPE_FILES.map((f) => f.file).sort()
    const onDisk = readdirSync('knowledge/recipes')
      .filter((f) => f.endsWith('.json'))
      .map((f) => `knowledge/recipes/${f}`)
      .sort()
    expect(listed).toEqual(onDisk)
    expect(authoredDishIds()).toContain('nikujaga')
    expect(recipeFor('no_such_dish')).toBeUndefined()
  })

  test('a file may add a version of a dish another file holds: it joins that recipe and is checked as its variant', () => {
    const base = nikujaga()
    const { variants: _, ...plain } = base
    const extra = { ...structuredClone(base.variants![0]!), id: 'added_elsewhere' }
    const files = [
      { file: 'home.json', data: { about: 'the recipe', recipes: [plain] } },
      {
        file: 'more.json',
        data: { about: 'a version', recipes: [], variants: [{ dish: 'nikujaga', variant: extra }] },
      },
    ]
    expect(loadRecipes(files)[0]!.variants!.map((v) => v.id)).toEqual(['added_elsewhere'])
    // The dish must have a recipe somewhere, and the version's refs are checked like any variant's.
    const orphan = [
      {
        file: 'more.json',
        data: { about: 'a version', recipes: [], variants: [{ dish: 'nikujaga', variant: extra }] },
      },
    ]
    expect(() => loadRecipes(orphan)).toThrow(/more\.json \(nikujaga\): a variant of a dish no file has a recipe for/)
    const broken = structuredClone(files)
    ;(broken[1]!.data.variants![0]!.variant as typeof extra).steps![0]!.en = 'Fry the {bacon}.'
    expect(() => loadRecipes(broken)).toThrow(/variant added_elsewhere: \{bacon\} names no ingredient/)
  })

  test('refuses an unknown food', () => {
    const r = nikujaga()
    r.ingredients[0]!.food = 'dragon_meat'
    expect(() => loadRecipes(fileWith(r))).toThrow(/bad\.json \(nikujaga\): beef names the food "dragon_meat"/)
  })

  test('refuses a step naming an unknown ref, in a step, a cue or a variant', () => {
    const r = nikujaga()
    r.steps[1]!.en = 'Fry the {bacon}.'
    expect(() => loadRecipes(fileWith(r))).toThrow(/\{bacon\} names no ingredient/)
    const v = nikujaga()
    v.variants![0]!.steps![0]!.cue.ja = '{pork}が広がっている'
    expect(() => loadRecipes(fileWith(v))).toThrow(/variant rice_cooker: \{pork\} names no ingredient/)
  })

  test('refuses a step without a cue, naming the path', () => {
    const r = nikujaga() as unknown as { steps: Array<Record<string, unknown>> }
    delete r.steps[2]!.cue
    expect(() => loadRecipes(fileWith(r))).toThrow(/bad\.json \(recipes\[0\]: nikujaga\): \/recipes\/0\/steps\/2\/cue/)
  })

  test('refuses an unknown dish, a dish twice and an unknown equipment ask', () => {
    const r = nikujaga()
    r.dish = 'not_a_dish'
    expect(() => loadRecipes(fileWith(r))).toThrow(/no dish "not_a_dish"/)
    const twice = [...fileWith(nikujaga()), ...fileWith(nikujaga())]
    expect(() => loadRecipes(twice)).toThrow(/already has a recipe/)
    const v = nikujaga()
    v.variants![0]!.asks = ['teleporter_only']
    expect(() => loadRecipes(fileWith(v))).toThrow(/"teleporter_only" is no ask/)
  })
})

describe('the published JSON Schemas', () => {
  test('are the loader’s schemas, written out (bun scripts/cookbook-schemas.ts)', () => {
    for (const [path, schema] of Object.entries(PUBLISHED))
      expect(readFileSync(path, 'utf8')).toBe(jsonSchemaText(schema))
  })

  test('an editor’s validator accepts every recipe file and names a broken one', () => {
    const ajv = new Ajv({ strict: false })
    const check = ajv.compile(JSON.parse(readFileSync('knowledge/schemas/recipes.schema.json', 'utf8')))
    for (const { file, data } of RECIPE_FILES) expect([file, check(data)]).toEqual([file, true])
    const r = nikujaga() as unknown as { steps: Array<Record<string, unknown>> }
    r.steps[0]!.heat = 'volcano'
    expect(check({ about: 'x', recipes: [r] })).toBe(false)
    const rules = ajv.compile(JSON.parse(readFileSync('knowledge/schemas/cookbook.schema.json', 'utf8')))
    expect(rules(JSON.parse(readFileSync('knowledge/cookbook.json', 'utf8')))).toBe(true)
  })
})
