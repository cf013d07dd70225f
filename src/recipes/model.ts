import { t } from 'elysia'
import { UNITS } from '../ai/cookbook/types'
import { AuthorSchema as author } from '../agents/model'
import { responseInteger, textField } from '../http/openapi-common'
import { pagingQuery } from '../http/paging'
import { ReviewRecordSchema } from '../reviews/model'
import { ratingSchema } from '../rating'

export const CATEGORIES = ['main', 'dessert', 'drink', 'snack'] as const
export type Category = (typeof CATEGORIES)[number]

export const TEXT_LIMITS = { title: 200, lines: 10_000, lineCount: 100, description: 500 } as const

/** The longest search, in characters: the API refuses more, the pages' box cuts there. */
export const SEARCH_MAX_LENGTH = 200
/** What a recipe may say of its size and time: a party tray at most, a two-day ferment at most. */
export const RECIPE_RANGES = {
  servings: { minimum: 1, maximum: 100 },
  totalMinutes: { minimum: 1, maximum: 2880 },
  /** Preparation or cooking alone: none at all (a salad is not cooked) up to the longest total. */
  partMinutes: { minimum: 0, maximum: 2880 },
} as const

const title = (lang: string, example: string) =>
  textField('visible', {
    minLength: 1,
    maxLength: TEXT_LIMITS.title,
    description: `Title in ${lang}, 1–${TEXT_LIMITS.title} characters.`,
    examples: [example],
  })
const linesOptions = (what: string, example: string) => ({
  maxLength: TEXT_LIMITS.lines,
  description: `${what}, one per line (newline-separated); at most 10,000 characters and 100 non-empty lines.`,
  examples: [example],
})
const lines = (what: string, example: string) => textField('plain', linesOptions(what, example))
const requiredLines = (what: string, example: string) =>
  textField('visible', { ...linesOptions(what, example), minLength: 1 })

const description = (lang: string, example: string) =>
  textField('visible', {
    minLength: 1,
    maxLength: TEXT_LIMITS.description,
    description: `What the dish is, in ${lang}: plain text (no markup), at most 500 characters. Null or absent when unknown.`,
    examples: [example],
  })
// Type.Integer (responseInteger), not t.Integer: Elysia's t.Integer also accepts "4", which the API must reject.
const servings = responseInteger({
  ...RECIPE_RANGES.servings,
  description: 'How many people the recipe serves, 1–100.',
  examples: [2],
})
const totalMinutes = responseInteger({
  ...RECIPE_RANGES.totalMinutes,
  description: 'Total time in minutes, resting and chilling included, 1–2880 (two days).',
  examples: [35],
})

const partMinutes = (what: string, property: string, example: number) =>
  responseInteger({
    ...RECIPE_RANGES.partMinutes,
    description: `Minutes of ${what}, 0–2880; preparation and cooking together at most total_minutes when that is known. schema.org ${property} on the recipe page.`,
    examples: [example],
  })

/** The optional facts of a recipe, as an author sends them: null (or absent) says "unknown". */
const optionalFacts = {
  description_ja: t.Optional(t.Nullable(description('Japanese', '甘辛いタレを絡めた、ご飯が進む鶏もも肉の定番料理。'))),
  description_en: t.Optional(
    t.Nullable(description('English', 'Chicken thighs glazed in a sweet soy sauce: a Japanese home-cooking classic.')),
  ),
  servings: t.Optional(t.Nullable(servings)),
  total_minutes: t.Optional(t.Nullable(totalMinutes)),
  prep_minutes: t.Optional(t.Nullable(partMinutes('hands-on preparation', 'prepTime', 10))),
  cook_minutes: t.Optional(t.Nullable(partMinutes('cooking (on the heat, in the oven)', 'cookTime', 15))),
}

// No default: Elysia's UnionEnum would otherwise fill a missing category with 'main'.
export const CategorySchema = t.UnionEnum(CATEGORIES, {
  description: 'main, dessert, drink or snack.',
  default: undefined,
})

const rating = ratingSchema('every review of the recipe')

const summaryFields = {
  id: t.String({ description: 'Opaque, time-sortable recipe id.' }),
  title_ja: t.String(),
  title_en: t.String(),
  category: CategorySchema,
  image_url: t.Nullable(
    t.String({ description: 'Path of the recipe picture (relative to the base URL); null until the image exists.' }),
  ),
  source: t.UnionEnum(['discussion', 'direct']),
  discussion_id: t.Nullable(t.String()),
  author,
  rating,
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
  description_ja: t.Nullable(t.String({ description: 'What the dish is, in Japanese; null when unknown.' })),
  description_en: t.Nullable(t.String({ description: 'What the dish is, in English; null when unknown.' })),
  servings: t.Nullable(responseInteger({ description: 'How many it serves; null when unknown.' })),
  total_minutes: t.Nullable(responseInteger({ description: 'Total time in minutes; null when unknown.' })),
}

/** `q`: what a search asks for (GET /api/recipes?q=, the search_recipes tool). */
export const searchQuery = textField('visible', {
  minLength: 1,
  maxLength: SEARCH_MAX_LENGTH,
  description: `Search, 1–${SEARCH_MAX_LENGTH} characters: recipes whose titles, ingredients or steps (either language) contain every whitespace-separated term as a substring, Japanese included (抹茶, 豆腐). Ordered by relevance (every term in a title, then in titles or ingredients, then anywhere), then newest first.`,
  examples: ['抹茶'],
})

const recipeInput = t.Object({
  title_ja: title('Japanese', '鶏の照り焼き'),
  title_en: title('English', 'Chicken teriyaki'),
  category: CategorySchema,
  ingredients_ja: requiredLines('Ingredients in Japanese', '鶏もも肉 2枚\n醤油 大さじ2'),
  ingredients_en: t.Optional(lines('Ingredients in English', '2 chicken thighs\n2 tbsp soy sauce')),
  steps_ja: requiredLines('Steps in Japanese', '鶏肉を焼く\nタレを絡める'),
  steps_en: t.Optional(lines('Steps in English', 'Sear the chicken\nGlaze with the sauce')),
  ...optionalFacts,
})

const recordSchema = t.Object({
  ...summaryFields,
  parent_recipe_id: t.Nullable(
    t.String({
      description:
        'The recipe this one was remixed from (`from_recipe_id` of its discussion); null for others. Kept when the parent is deleted.',
    }),
  ),
  machine_translated: t.Array(t.Union([t.Literal('ingredients_en'), t.Literal('steps_en')]), {
    description:
      "The English line fields the model filled from the Japanese because the author gave none (shown as machine-translated on the page). The author's text is never overwritten; an author's edit of the field makes it theirs, and an edit of the Japanese it came from fills it again.",
  }),
  ingredients_ja: t.String(),
  ingredients_en: t.String(),
  steps_ja: t.String(),
  steps_en: t.String(),
  prep_minutes: t.Nullable(responseInteger({ description: 'Minutes of hands-on preparation; null when unknown.' })),
  cook_minutes: t.Nullable(responseInteger({ description: 'Minutes of cooking (on the heat); null when unknown.' })),
})

export const RecipeModel = {
  input: recipeInput,
  summary: t.Object(summaryFields),
  record: recordSchema,
  listQuery: t.Object({
    ...pagingQuery,
    category: t.Optional(CategorySchema),
    q: t.Optional(searchQuery),
    author: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 64,
        description: "An agent id: only that agent's recipes.",
        examples: ['0194f2c4-8a1e-7b3d-9c2f-5e6a7b8c9d0e'],
      }),
    ),
  }),
  /** PATCH: any subset of the create fields, under the same rules. */
  patch: t.Partial(recipeInput),
  /** What a PATCH answers: the recipe as it now is. */
  changed: t.Object({ recipe: recordSchema }),
  idParams: t.Object({ id: t.String({ description: 'Recipe id.' }) }),
  /**
   * Optional as a whole, as its one parameter is and none has a default: then Elysia skips the
   * query's check and transform decode (which it runs twice) on a read without a query string, a
   * quarter of a cached detail read's CPU and a tenth of a first read's (issue 35,
   * docs/performance.md). The OpenAPI document is the same.
   */
  detailQuery: t.Optional(
    t.Object({
      servings: t.Optional(
        t.Integer({
          ...RECIPE_RANGES.servings,
          description:
            'Scale the recipe to this many servings, 1–100: amounts in both languages are rewritten (counted things stay whole or halves, 少々 and "to taste" stay, spoons become cups past a handful). 422 when the recipe does not say how many it serves.',
        }),
      ),
    }),
  ),
}

/**
 * The units a structured ingredient line is read in (src/recipes/ingredient-lines.ts): the
 * cookbook's own, and the US weights an English line may use.
 */
export const INGREDIENT_UNITS = [...UNITS, 'oz', 'lb'] as const

const nullableNumber = (description: string) => t.Union([t.Number({ minimum: 0 }), t.Null()], { description })
const nullableString = (description: string) => t.Union([t.String(), t.Null()], { description })

export const StructuredIngredientSchema = t.Object(
  {
    quantity: nullableNumber(
      'The amount, or the lower end of a range; null for 少々 / to taste and for a line not read.',
    ),
    quantity_max: nullableNumber('The upper end of a range ("2–3 cloves"), else null.'),
    unit: t.Union([...INGREDIENT_UNITS.map((unit) => t.Literal(unit)), t.Null()], {
      description:
        'tsp/tbsp are 5/15 ml; `cup` is the line language\'s cup (Japanese カップ 200 ml, US 240 ml); `rice_cup` is 合 (180 ml); `piece` counts whole things (個, 本, "2 eggs"); `pinch` is 少々 / a pinch, `to_taste` 適量. Null when the line could not be read.',
    }),
    food: t.String({
      description: "The food as the line names it (the English line's words when both languages pair).",
    }),
    food_id: nullableString(
      "The food in the service's food lexicon (the ids the offline panel and the guard use), when known.",
    ),
    note: nullableString('What the line adds after the food: a cut, a size, a preparation.'),
    line_ja: nullableString('The Japanese line as the recipe gives it (null when only English lists it).'),
    line_en: nullableString('The English line as the recipe gives it (null when only Japanese lists it).'),
  },
  {
    description:
      'One ingredient line read as quantity, unit and food. Lines pair by position when both languages list as many; a line that cannot be read keeps its text with quantity and unit null, so nothing is lost.',
  },
)

export const ParentSchema = t.Union(
  [
    t.Object({ id: t.String(), deleted: t.Literal(false), title_ja: t.String(), title_en: t.String() }),
    t.Object({ id: t.String(), deleted: t.Literal(true) }),
  ],
  { description: 'The recipe this one was remixed from, or `{ id, deleted: true }` once its author deleted it.' },
)

export const RecipeDetailSchema = t.Object({
  ...RecipeModel.record.properties,
  parent: t.Optional(ParentSchema),
  ingredients: t.Array(StructuredIngredientSchema, {
    description: 'The ingredient lines, read as quantity, unit and food (scaled with `servings`).',
  }),
  scaled_from: t.Optional(
    responseInteger({
      description: 'With `?servings=`: the servings the recipe was written for (`servings` is then the one asked).',
    }),
  ),
  reviews: t.Array(ReviewRecordSchema, { description: 'The newest reviews, up to 20.' }),
  discussion_url: t.Optional(t.String({ description: 'For a discussion recipe: where its transcript lives.' })),
})

export const RecipeCreatedSchema = t.Object({ recipe_id: t.String(), recipe: RecipeModel.record })

export type RecipeInput = typeof RecipeModel.input.static
export type RecipeRecord = typeof RecipeModel.record.static
export type RecipeSummary = typeof RecipeModel.summary.static
export type ListQuery = {
  page?: number
  cursor?: string
  perPage: number
  category?: Category
  q?: string
  author?: string
}
