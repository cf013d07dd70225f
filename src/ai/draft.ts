import { z } from 'zod'
import { CATEGORIES, RECIPE_RANGES, TEXT_LIMITS } from '../recipes/model'

/**
 * Who takes part in a discussion and the shape of the recipe it publishes: what the thread serving
 * requests needs of the prompt contract (`prompts.ts`, which reads briefs with the food lexicon).
 */

export type Lang = 'ja' | 'en'
export type Role = 'host' | 'chef' | 'nutritionist' | 'culture' | 'home_cook'
export type SpecialistRole = Exclude<Role, 'host'>
export type Participant = { id: string; role: Role; name: string; persona: string }
export type TranscriptEntry = { round: number; agent: Participant; text: string }

export type Localized = Record<Lang, string>

// SPECIALISTS and EXPERTISE (prompts.ts) are language-parallel data tables: their rows look alike by design.
const SPECIALISTS: Array<{ role: SpecialistRole; name: Localized; persona: Localized }> = [
  {
    role: 'chef',
    name: { ja: '森 健二', en: 'Daniel Reed' },
    persona: {
      ja: '東京のビストロの料理長。和食とフレンチの厨房で修業し、火加減・タイミング・味のバランスにこだわる。',
      en: 'Head chef of a busy bistro, trained in Japanese and French kitchens; obsessed with heat control, timing and the balance of flavours.',
    },
  },
  {
    role: 'nutritionist',
    name: { ja: '田中 愛子', en: 'Priya Shah' },
    persona: {
      ja: '病院と料理教室で献立を指導する管理栄養士。たんぱく質・野菜・塩分・糖分のバランスを数字で見る。',
      en: 'Registered dietitian who plans menus for a hospital and a cooking school; looks at protein, vegetables, salt and sugar in numbers.',
    },
  },
  {
    role: 'culture',
    name: { ja: '佐藤 結衣', en: 'Elena Russo' },
    persona: {
      ja: '食文化研究家。料理の由来や地域の食べ方、旬の食材に詳しい。',
      en: 'Food historian and seasonality expert; knows where dishes come from, how they are eaten, and what is in season.',
    },
  },
  {
    role: 'home_cook',
    name: { ja: '小林 美奈', en: 'Sam Carter' },
    persona: {
      ja: '共働きで二人の子を育てる家庭料理の達人。時間・費用・道具の現実を知っている。',
      en: 'Seasoned home cook with two kids and a full-time job; knows what time, money and equipment a real kitchen has.',
    },
  },
]

/** The four specialists who join every host; ids are stable so transcripts stay comparable. */
export function specialists(lang: Lang): Participant[] {
  return SPECIALISTS.map(({ role, name, persona }) => ({ id: role, role, name: name[lang], persona: persona[lang] }))
}

/** The same limits as a directly created recipe: a model's answer is published only within them. */
const recipeLines = (what: string, fewest: number) =>
  z
    .array(z.string().trim().min(1).max(300))
    .min(fewest)
    .max(TEXT_LIMITS.lineCount)
    .refine((lines) => lines.join('\n').length <= TEXT_LIMITS.lines, `at most ${TEXT_LIMITS.lines} characters in all`)
    .describe(what)

/** What the dish is, for the recipe page and its structured data. */
const dishDescription = (language: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(TEXT_LIMITS.description)
    .describe(`One or two plain sentences in ${language}: what the dish is and where it comes from`)

/** A whole number within the range a directly created recipe allows. */
const integerIn = (range: { minimum: number; maximum: number }) =>
  z.number().int().min(range.minimum).max(range.maximum)

const draftSchema = (fewestLines: number, fewestSteps = fewestLines) =>
  z.object({
    title_ja: z.string().trim().min(1).max(TEXT_LIMITS.title).describe('Recipe title in Japanese'),
    title_en: z.string().trim().min(1).max(TEXT_LIMITS.title).describe('Recipe title in English'),
    category: z.enum(CATEGORIES).describe('main, dessert, drink or snack'),
    ingredients_ja: recipeLines('Ingredients in Japanese, one per item, each with its quantity', fewestLines),
    ingredients_en: recipeLines('Ingredients in English, one per item, each with its quantity', fewestLines),
    steps_ja: recipeLines('Steps in Japanese, one per item, in cooking order', fewestSteps),
    steps_en: recipeLines('Steps in English, one per item, in cooking order', fewestSteps),
    // The facts a recipe page and its structured data show (api-decisions.md: a discussion's recipe has all four).
    description_ja: dishDescription('Japanese'),
    description_en: dishDescription('English'),
    servings: integerIn(RECIPE_RANGES.servings).describe('How many people the recipe serves'),
    total_minutes: integerIn(RECIPE_RANGES.totalMinutes).describe(
      'Total time in minutes, resting and chilling included',
    ),
    // Only for the recipe page's structured data (schema.org recipeCuisine and nutrition); null when unknown.
    cuisine: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .nullable()
      .describe('The cuisine in English (Japanese, Italian, Middle Eastern…), or null'),
    nutrition: z
      .object({
        protein_g: z.number().min(0).max(1000),
        salt_g: z.number().min(0).max(100),
        kcal: z
          .number()
          .min(0)
          .max(10_000)
          .nullable()
          .describe(
            'Energy per serving in kcal (food energy as eaten, not counting oil left in the pan), or null when unknown',
          ),
      })
      .nullable()
      .describe('Protein and salt per serving in grams and energy in kcal, as the panel estimated them, or null'),
    // schema.org prepTime and cookTime on the recipe page, and the API record's fields of those names.
    prep_minutes: integerIn(RECIPE_RANGES.partMinutes)
      .nullable()
      .describe('Minutes of hands-on preparation (washing, cutting, mixing) before and beside the cooking, or null'),
    cook_minutes: integerIn(RECIPE_RANGES.partMinutes)
      .nullable()
      .describe('Minutes on the heat or in the oven, or null; preparation and cooking together within total_minutes'),
  })

/**
 * What a model's synthesis must give: at least four ingredients, and at least two steps (a drink
 * or a dressed salad is two steps as its author wrote it; padding it to four is boilerplate).
 */
export const recipeDraftSchema = draftSchema(4, 2)
/** A remix keeps its parent's lists however short its author wrote them (a direct recipe needs one line of each). */
export const remixDraftSchema = draftSchema(1)

export type RecipeDraft = z.infer<typeof recipeDraftSchema>
/** What a picture is drawn from: the recipe's text, without the facts a stored recipe may lack. */
export type PictureDraft = Omit<
  RecipeDraft,
  | 'description_ja'
  | 'description_en'
  | 'servings'
  | 'total_minutes'
  | 'cuisine'
  | 'nutrition'
  | 'prep_minutes'
  | 'cook_minutes'
>
export type Category = RecipeDraft['category']
