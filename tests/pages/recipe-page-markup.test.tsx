import { describe, expect, test } from 'bun:test'
import { structuredIngredients } from '../../src/recipes/ingredient-lines'
import { linesOf } from '../../src/text/lines'
import { LOCALES } from '../../views/i18n'
import { type RecipeDetailData, RecipeDetailPage } from '../../views/pages/recipe-detail'

// A recipe page's every part, in every shape it takes, as the markup the JSX of 2026-12-05 (ca33f1ba)
// rendered: the snapshot was written by that tree, so parts rewritten as templates for a first
// read's CPU (issue 35) must give the same bytes, escaping included.
const QUOTED = 'Say "when" <b>&amp;</b> \'now\''

const base: RecipeDetailData = {
  id: 'r1',
  title_ja: '鶏の照り焼き',
  title_en: 'Teriyaki chicken',
  category: 'main',
  image_url: '/api/images/i1',
  source: 'direct',
  discussion_id: null,
  author: { agent_id: 'a 1/"x"', name: 'Chef <One>' },
  rating: { average: 4.33, count: 3 },
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
  ...{ description_ja: null, description_en: null, servings: null, total_minutes: null },
  ...{ prep_minutes: null, cook_minutes: null },
  ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2',
  ingredients_en: 'Chicken thighs 2\nSoy sauce 2 tbsp',
  steps_ja: '焼く\nタレを絡める',
  steps_en: 'Grill\nGlaze',
  machine_translated: [],
  parent_recipe_id: null,
  reviews: [],
}

const review = (i: number, comment: string, name: string) => ({
  id: `v${i}`,
  recipe_id: 'r1',
  rating: (i % 5) + 1,
  comment,
  author: { agent_id: `agent-${i}`, name },
  created_at: `2026-02-0${i}T10:00:00.000Z`,
})

const shapes: Record<string, Partial<RecipeDetailData>> = {
  plain: {},
  'no picture yet': { image_url: null },
  'a picture of known size': { picture: { width: 1024, height: 768 } },
  'quotes everywhere': {
    title_ja: QUOTED,
    title_en: QUOTED,
    description_en: QUOTED,
    ingredients_en: `${QUOTED}\n2 <eggs>`,
    steps_en: QUOTED,
    reviews: [review(1, QUOTED, QUOTED), review(2, 'Good.', 'B')],
  },
  'descriptions, servings and times': {
    description_ja: '甘辛い。',
    description_en: 'Sweet & salty.',
    servings: 4,
    total_minutes: 65,
    prep_minutes: 10,
    cook_minutes: 40,
    cuisine: 'japanese',
    nutrition: { protein_g: 30, salt_g: 2.5, kcal: 512.4 },
  },
  'scaled from its servings': { servings: 8, scaled_from: 4 },
  'unrated, from a discussion': { rating: { average: null, count: 0 }, discussion_id: 'd/1', source: 'discussion' },
  'a remix with remixes': {
    parent: { id: 'p"1', deleted: false, title_ja: '親', title_en: 'Parent "P"' },
    remixes: [
      { ...base, id: 'x1', title_en: 'Remix <1>', title_ja: 'リミックス' },
      { ...base, id: 'x 2', title_en: 'Remix 2', title_ja: '二' },
    ],
  },
  'a remix of a deleted recipe': { parent: { id: 'gone', deleted: true } },
  'Japanese only': { ingredients_en: '', steps_en: '' },
  'English machine translated, steps not yet': {
    machine_translated: ['ingredients_en'],
    steps_en: '',
  },
  reviews: {
    reviews: [1, 2, 3, 4, 5].map((i) => review(i, `Comment ${i}`, `Name ${i}`)),
  },
}

describe("a recipe page's markup is what its JSX rendered", () => {
  for (const [name, shape] of Object.entries(shapes))
    for (const lang of ['en', 'ja'] as const)
      test(`${name} (${lang})`, () => {
        const recipe = { ...base, ...shape }
        const ingredients = structuredIngredients(linesOf(recipe.ingredients_ja), linesOf(recipe.ingredients_en))
        const page = RecipeDetailPage({
          locale: LOCALES[lang],
          address: {
            origin: 'https://x.test',
            path: `/recipes/${recipe.id}`,
            noindex: recipe.scaled_from !== undefined,
          },
          recipe: { ...recipe, ingredients } as RecipeDetailData,
        }) as string
        // Asset names carry a hash of the file's content, which a change to the stylesheet moves.
        expect(page.replace(/(\/public\/[^"]+?)\.[0-9a-z]{10}(\.\w+")/g, '$1.HASH$2')).toMatchSnapshot()
      })
})
