import WORDS from '../../knowledge/raw-words.json'
import { compileBilingual } from '../../src/ai/food/bilingual-schema'
import { findIngredients, ingredient } from '../../src/ai/food/catalogue'
import { blanked, normalise } from '../../src/ai/food/match'
import type { RecipeLists as RecipeText } from '../../src/ai/food/recipe-lines'
import type { Dish, Ingredient, Lang } from '../../src/ai/food/types'

/**
 * Whether a recipe serves something raw that must be cooked: raw meat, fish, eggs, raw grains,
 * dry pasta, dried pulses, flour or dough (`raw: 'cook'` in the catalogue), read from the
 * recipe's own text in each language, since that text is what a cook follows: the eval's own check
 * (its "served raw" count), kept beside it since the engine does not use it.
 *
 * An ingredient is cooked when a sentence that names it also cooks, in a way that fits its form
 * (a raw grain or a dry noodle needs liquid: boiling, simmering, steaming, a rice cooker;
 * microwaving or warming is not cooking it). An ingredient mixed, wrapped or layered into
 * something counts as cooked when a later sentence cooks (a batter baked, dumplings fried, a
 * filling simmered). Anything else that needs cooking is served raw.
 */

export type RawServed = { lang: Lang; id: string; why: string }

/**
 * What only cooks in liquid or steam: a raw grain (its form), pasta or noodles (their group) and
 * what the catalogue says cooks in liquid (dried pulses, tapioca). In a dry pan or a microwave it stays raw.
 */
const WET = (ing: Ingredient) => ing.form === 'grain' || ing.group === 'noodle' || ing.cooks_in === 'liquid'

/** The verbs that cook, cook in liquid or steam, and combine, and the words that serve beside (knowledge/raw-words.json). */
const [HEAT, WET_HEAT, COMBINE, ALONGSIDE] = (['heat', 'wet_heat', 'combine', 'alongside'] as const).map((k) =>
  compileBilingual(WORDS[k], `knowledge/raw-words.json (${k})`),
)
/** Words that say the fish is meant to be eaten raw, and is bought for it. */
const SASHIMI_GRADE = /sashimi-grade|刺身用/

const sentencesOf = (text: string, lang: Lang) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/)).map((s) => s.trim()).filter(Boolean)

/** Words with a cooking verb in them that cook nothing: the water pasta cooked in, a rice cooker. */
const NOT_COOKING = /cooking (water|liquid|juices)|rice cooker|cooked (rice|in)|ゆで汁|煮汁/gi

/** The sentence with every ingredient name blanked, so "cooked rice" or 「ゆでだこ」 is not read as cooking. */
function verbsOf(sentence: string): { verbs: string; ids: Set<string> } {
  const hits = findIngredients(sentence)
  const spans = hits.map((h) => ({ at: h.at, end: h.at + h.surface.length }))
  const verbs = blanked(normalise(sentence), spans).replace(NOT_COOKING, (m) => ' '.repeat(m.length))
  return { verbs, ids: new Set(hits.map((h) => h.ingredient.id)) }
}

/** The catalogue ids a recipe lists: a Japanese line names the food first, an English one last. */
export function listedIds(recipe: RecipeText, lang: Lang): string[] {
  const named = (line: string) => findIngredients(line).at(lang === 'ja' ? 0 : -1)?.ingredient.id ?? []
  return [...new Set(recipe[`ingredients_${lang}`].flatMap(named))]
}

const UNCOOKED = { mixed: 'mixed into something that is never cooked', raw: 'never cooked in a step' }

export function servedRaw(recipe: RecipeText, dish?: Pick<Dish, 'servedRaw'>): RawServed[] {
  const found: RawServed[] = []
  for (const lang of ['ja', 'en'] as const) {
    const steps = recipe[`steps_${lang}`]
    const text = steps.join('\n') + recipe[`ingredients_${lang}`].join('\n')
    const exempt = new Set(SASHIMI_GRADE.test(text) ? (dish?.servedRaw ?? []) : [])
    const need = listedIds(recipe, lang).filter((id) => ingredient(id).raw === 'cook' && !exempt.has(id))
    const state = new Map<string, 'raw' | 'mixed' | 'cooked'>(need.map((id) => [id, 'raw']))
    for (const sentence of steps.flatMap((step) => sentencesOf(step, lang))) {
      const { verbs, ids } = verbsOf(sentence)
      const heats = HEAT[lang].test(verbs)
      const wet = WET_HEAT[lang].test(verbs)
      if (heats || wet)
        for (const [id, s] of state) if (s === 'mixed' && (!WET(ingredient(id)) || wet)) state.set(id, 'cooked')
      for (const id of ids) {
        if (state.get(id) !== 'raw') continue
        if (WET(ingredient(id)) ? wet : heats) state.set(id, 'cooked')
        else if (COMBINE[lang].test(verbs)) state.set(id, 'mixed')
      }
    }
    for (const [id, s] of state) if (s !== 'cooked') found.push({ lang, id, why: UNCOOKED[s] })
  }
  return found
}

/** A starch the method cooks in the dish itself (a pie's pastry, a lasagne's sheets, a risotto's rice) served "alongside" instead. */
const IN_THE_DISH = new Set(['bake', 'simmer', 'soup', 'rice_bowl'])

export function starchAlongside(recipe: RecipeText, dish: Pick<Dish, 'method' | 'ingredients'>): RawServed[] {
  if (!IN_THE_DISH.has(dish.method)) return []
  const starch = new Set(
    dish.ingredients
      .filter((p) => p.role === 'starch' && (dish.method === 'bake' || ingredient(p.id).raw === 'cook'))
      .map((p) => p.id),
  )
  const found: RawServed[] = []
  for (const lang of ['ja', 'en'] as const)
    for (const sentence of recipe[`steps_${lang}`].flatMap((step) => sentencesOf(step, lang)))
      if (ALONGSIDE[lang].test(sentence))
        for (const hit of findIngredients(sentence))
          if (starch.has(hit.ingredient.id))
            found.push({ lang, id: hit.ingredient.id, why: `served alongside: ${sentence}` })
  return found
}
