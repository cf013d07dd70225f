import { byId } from './by-id'
import { ALL_INGREDIENTS } from './ingredients'
import { createMatcher } from './match'
import type { Ingredient, Trait } from './types'

/** Every ingredient the food catalogue knows: the group files and what the dish catalogue added. */
export const INGREDIENTS: Ingredient[] = ALL_INGREDIENTS

const BY_ID = byId('ingredient', INGREDIENTS)

/** The ingredient with this id; an unknown id is a bug in the data or the caller, so it throws. */
export function ingredient(id: string): Ingredient {
  return BY_ID.get(id)
}

export function hasIngredient(id: string): boolean {
  return BY_ID.has(id)
}

export function hasTrait(item: Ingredient, trait: Trait): boolean {
  return item.contains.includes(trait)
}

/**
 * Words that contain a food's name without being that food ("果肉" is fruit flesh, "egg timer"
 * a clock): matched so the characters are taken, never reported.
 */
export const NOT_FOOD = [
  '果肉',
  '筋肉',
  '皮肉',
  '肉厚',
  '肉球',
  '魚焼きグリル',
  '魚焼き器',
  '卵焼き器',
  '玉子焼き器',
  'ごまかし',
  'ごまかす',
  'ごまかさ',
  'ごまかせ',
  'パンケーキ',
  'ホットケーキ',
  'sake of',
  'for the sake',
  "for goodness' sake",
  'stock pot',
  'butter knife',
  'fish spatula',
  'fish-shaped',
  'egg timer',
  'cheese grater',
  'milk frother',
  'milk pan',
  'nut-brown',
  'nut brown',
  'stock up',
  '乳化',
  '授乳',
  'ミルクパン',
  // そば is also "beside": 鍋のそばに置く is beside the pot. Soba still in the pot (鍋のそばを器に盛る) is soba.
  ...['鍋', 'コンロ', '火'].flatMap((place) =>
    ['に', 'で', 'から', 'を離れ'].map((particle) => `${place}のそば${particle}`),
  ),
  'バターナイフ',
  'エビデンス',
  // Meals, not rice.
  '晩ごはん',
  '晩ご飯',
  '夜ごはん',
  '夜ご飯',
  '朝ごはん',
  '朝ご飯',
  '昼ごはん',
  '昼ご飯',
  'ばんごはん',
  'あさごはん',
  'ひるごはん',
  'よるごはん',
]

/**
 * Short katakana names that may run into more katakana and still be that food: "ミルクティー"
 * has milk, "エビフライ" shrimp, "チーズケーキ" cheese. Other short katakana names may not
 * ("タコス" is not octopus, "ラムネ" not lamb).
 */
export const KATAKANA_HEADS = [
  'ミルク',
  'バター',
  'チーズ',
  'エビ',
  'カニ',
  'ナッツ',
  'ハム',
  'ツナ',
  'ゴマ',
  'ベーコン',
]

/** Names that are also a cook's verb: "250 g mince" is ground meat, "mince the garlic" a cut. */
export const VERB_NAMES = ['mince']

const MATCH = createMatcher(
  INGREDIENTS.map((item) => ({ names: [item.name.ja, item.name.en, ...(item.aliases ?? [])], value: item })),
  NOT_FOOD,
  KATAKANA_HEADS,
  VERB_NAMES,
)

export type Found = { ingredient: Ingredient; at: number; surface: string }

/**
 * Every ingredient named in the text, in order of appearance (an ingredient named twice is
 * reported twice). `at` and `surface` refer to the normalised text (see `normalise`). At each
 * position the longest name wins and takes its characters, so a look-alike beats its prefix:
 * "rice flour" is not "flour", "eggplant" is not "egg", "ginger beer" is not "beer", 米粉 is not
 * 粉, 豆乳 is not 乳.
 */
export function findIngredients(text: string): Found[] {
  return MATCH(text).map((hit) => ({ ingredient: hit.value, at: hit.at, surface: hit.surface }))
}

export { normalise } from './match'
