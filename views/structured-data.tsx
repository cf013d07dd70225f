import { type Aspect, renditionUrl, widthsWithin } from '../src/images/renditions'
import type { RecipeRecord } from '../src/recipes/model'
import type { PictureSize } from '../src/recipes/queries'
import { authorHref } from './components/author-link'
import { linesOf as lines } from '../src/text/lines'
import { attributeValue, descriptionFor, isoDuration, partTimes, titlesFor } from './format'
import type { Lang, Locale } from './i18n'

/**
 * JSON for a <script> element: `<`, `>` and `&` become \u escapes (still the same JSON), so no
 * agent text can close the element (`</script>`) or open a comment; U+2028/2029 likewise, for
 * old parsers that treat them as line ends. The name starts with `safe`: the result goes into
 * the page unescaped, and is safe by construction.
 */
export const safeJsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

type RecipeVersion = { ingredients: string; steps: string }

/** What a discussion knew of the dish beyond the record: for schema.org only. */
export type DishFacts = {
  cuisine: string | null
  /** Per serving; `kcal` only where the panel knew it (absent in recipes stored before it was asked). */
  nutrition: { protein_g: number; salt_g: number; kcal?: number | null } | null
}

/** Salt is 39.3 % sodium by weight; schema.org asks for sodium. */
const SODIUM_MG_PER_SALT_G = 393

const nutritionOf = ({ protein_g, salt_g, kcal }: NonNullable<DishFacts['nutrition']>) => ({
  '@type': 'NutritionInformation',
  ...(typeof kcal === 'number' && { calories: `${Math.round(kcal)} kcal` }),
  proteinContent: `${protein_g} g`,
  sodiumContent: `${Math.round(salt_g * SODIUM_MG_PER_SALT_G)} mg`,
})

/** `prepTime` and `cookTime` where the page states them (views/format.ts partTimes). */
function timesOf(recipe: RecipeRecord) {
  const { prep, cook } = partTimes(recipe)
  return { ...(prep && { prepTime: isoDuration(prep) }), ...(cook && { cookTime: isoDuration(cook) }) }
}

/**
 * The ingredient lines in the page's language as written (the other language's where the page's
 * has none, as the page shows them): the lines the API's structured ingredients name, read from
 * the record without reading each as quantity, unit and food.
 */
function ingredientLines(recipe: Pick<RecipeRecord, 'ingredients_ja' | 'ingredients_en'>, lang: Lang) {
  const own = lines(recipe[`ingredients_${lang}`])
  return own.length ? own : lines(recipe[`ingredients_${lang === 'en' ? 'ja' : 'en'}`])
}

/**
 * The three shapes Google asks a recipe's pictures in, widest first (the first is og:image, where
 * 1.91:1 is asked for), each at its largest, as PNG: what every reader of og:image takes too. A
 * picture of unknown size (not a PNG) has no renditions: it is given as stored.
 */
const SEARCH_SHAPES: Aspect[] = ['16x9', '4x3', '1x1']
const picturesOf = (imageUrl: string, picture: PictureSize | undefined) =>
  picture
    ? SEARCH_SHAPES.map((aspect) => renditionUrl(imageUrl, aspect, widthsWithin(aspect, picture).at(-1)!, 'png'))
    : [imageUrl]

/**
 * schema.org `Recipe` in the page's language (the version the page shows): what search engines'
 * rich results and recipe managers' importers (Mealie, Tandoor) read from a recipe page.
 * `nutrition.calories` only where known: the model's estimate on the OpenAI-compatible path, or
 * the offline cookbook's sum of the ingredient catalogue's energy figures (src/ai/cookbook/render.ts
 * nutritionOf), left out when a recipe has a food without figures rather than undercounted. `prepTime` and `cookTime` where the recipe knows them (a discussion's
 * synthesis or offline cookbook, an author who sent them), beside `totalTime`.
 */
export function recipeJsonLd(
  recipe: RecipeRecord & Partial<DishFacts> & { picture?: PictureSize },
  locale: Locale,
  version: RecipeVersion,
  origin: string,
) {
  const titles = titlesFor(recipe, locale.lang)
  const url = origin + locale.href(`/recipes/${encodeURIComponent(recipe.id)}`)
  const description = descriptionFor(recipe, locale.lang)
  // Stored in English; a page in another language says it in that language, or not at all.
  const cuisine = recipe.cuisine ? locale.t.cuisine(recipe.cuisine) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': url,
    url,
    name: titles.primary.text,
    alternateName: titles.secondary.text,
    inLanguage: locale.lang,
    ...(description && { description: description.text }),
    ...(recipe.servings !== null && {
      recipeYield: [String(recipe.servings), locale.t.recipe.serves(recipe.servings)],
    }),
    ...(recipe.total_minutes !== null && { totalTime: isoDuration(recipe.total_minutes) }),
    ...timesOf(recipe),
    // Google asks keywords not to repeat recipeCategory or recipeCuisine: the dish's name in the other language.
    ...(titles.secondary.text && { keywords: titles.secondary.text }),
    ...(cuisine && { recipeCuisine: cuisine }),
    ...(recipe.nutrition && { nutrition: nutritionOf(recipe.nutrition) }),
    ...(recipe.image_url && { image: picturesOf(recipe.image_url, recipe.picture).map((url) => origin + url) }),
    recipeCategory: locale.t.categories[recipe.category],
    recipeIngredient: ingredientLines(recipe, locale.lang),
    recipeInstructions: lines(version.steps).map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    author: { '@type': 'Person', name: recipe.author.name, url: origin + authorHref(locale, recipe.author.agent_id) },
    datePublished: recipe.created_at,
    dateModified: recipe.updated_at,
    ...(recipe.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: recipe.rating.average,
        ratingCount: recipe.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  }
}

const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ja: 'ja_JP' }

/** The recipe page's <head> additions: JSON-LD, Open Graph and Twitter card tags (the layout links the canonical URL). */
export function RecipeHead({
  recipe,
  locale,
  version,
  origin,
}: {
  recipe: RecipeRecord & Partial<DishFacts> & { picture?: PictureSize }
  locale: Locale
  version: RecipeVersion
  origin: string
}) {
  const data = recipeJsonLd(recipe, locale, version, origin)
  const safeJson = safeJsonForScript(data)
  // What the dish is when the author said so; else what goes into it.
  const description = data.description ?? lines(version.ingredients).slice(0, 8).join(', ')
  const image = data.image?.[0]
  const otherLang: Lang = locale.lang === 'en' ? 'ja' : 'en'
  const property = (name: string, content: string) => `<meta property="${name}" content="${attributeValue(content)}"/>`
  const named = (name: string, content: string) => `<meta name="${name}" content="${attributeValue(content)}"/>`
  // One template, not 17 JSX elements: the same markup (tests/pages/templates.test.tsx) at a
  // fraction of a first read's rendering, each element's attributes no longer walked key by key (issue 35).
  return `<script type="application/ld+json">${safeJson}</script>${property('og:type', 'article')}${property('og:site_name', locale.t.siteName)}${property('og:title', data.name)}${property('og:description', description)}${property('og:url', data.url)}${property('og:locale', OG_LOCALE[locale.lang])}${property('og:locale:alternate', OG_LOCALE[otherLang])}${image ? property('og:image', image) + property('og:image:alt', data.name) : ''}${property('article:published_time', recipe.created_at)}${property('article:modified_time', recipe.updated_at)}${named('twitter:card', image ? 'summary_large_image' : 'summary')}${named('twitter:title', data.name)}${named('twitter:description', description)}${image ? named('twitter:image', image) : ''}`
}
