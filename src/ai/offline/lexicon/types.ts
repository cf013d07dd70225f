/**
 * The shape of the offline models' bilingual food lexicon. Ingredients carry what the panel talks
 * about in numbers (quantity for two, protein, salt, sugar), dishes carry how they are cooked.
 */

export type Season = 'spring' | 'summer' | 'autumn' | 'winter'
export type Category = 'main' | 'dessert' | 'drink' | 'snack'
export type Text = { ja: string; en: string }

export type Kind = 'protein' | 'vegetable' | 'fruit' | 'grain' | 'dairy' | 'seasoning' | 'sweet' | 'drink' | 'nut' | 'dish'

/** How a dish is cooked; each one has its steps, techniques and shortcuts in `methods/`. */
export type MethodId =
  | 'curry'
  | 'stew'
  | 'noodle_soup'
  | 'stir_fry'
  | 'pasta'
  | 'bake'
  | 'fried_rice'
  | 'rice_bowl'
  | 'donburi'
  | 'glaze'
  | 'fry'
  | 'grill'
  | 'simmer'
  | 'soup'
  | 'salad'
  | 'dumpling'
  | 'savory_pancake'
  | 'onigiri'
  | 'sandwich'
  | 'cake'
  | 'cookie'
  | 'pancake'
  | 'custard'
  | 'frozen'
  | 'jelly'
  | 'smoothie'
  | 'latte'
  | 'cooler'
  | 'chips'
  | 'nibble'

export type LexiconEntry = {
  /** Stable id, unique across the lexicon. */
  id: string
  ja: string
  en: string
  /** Other names in either language (plurals, kanji/kana spellings, synonyms). */
  aliases?: string[]
  kind: Kind
  /** Its typical colour, for pictures. */
  color: `#${string}`
  /** The usual amount for two servings, e.g. { ja: '300g', en: '300 g' }. */
  quantity: Text
  /** Flavour, nutrition or season, in a few words. */
  notes?: string
  /** When it is at its best, for the seasonality expert. */
  season?: Season[]
  /** Grams of protein, salt and sugar in `quantity` (for the nutritionist's numbers). */
  protein?: number
  salt?: number
  sugar?: number
  /** Grams of food in `quantity` when it is not already in grams (vegetables count towards the day's 350 g). */
  grams?: number
  /** For an ingredient that is the whole theme on its own ("edamame", "抹茶"): the dish it becomes. */
  alone?: MethodId
  /** For dishes: how they are cooked, their category, and where they come from. */
  dish?: { method: MethodId; category: Category; origin: Text; base?: string[] }
}

/** Shorthand for the data files: one entry per line stays readable. */
export function entry(
  id: string,
  kind: Kind,
  ja: string,
  en: string,
  color: `#${string}`,
  quantity: [ja: string, en: string],
  extra: Partial<Omit<LexiconEntry, 'id' | 'kind' | 'ja' | 'en' | 'color' | 'quantity'>> = {},
): LexiconEntry {
  return { id, kind, ja, en, color, quantity: { ja: quantity[0], en: quantity[1] }, ...extra }
}

/** A dish: its method, category, origin (one short clause each language) and default ingredients. */
export function dish(
  id: string,
  ja: string,
  en: string,
  color: `#${string}`,
  method: MethodId,
  category: Category,
  origin: [ja: string, en: string],
  base: string[] = [],
  aliases: string[] = [],
): LexiconEntry {
  return {
    id,
    kind: 'dish',
    ja,
    en,
    color,
    quantity: { ja: '2人分', en: '2 servings' },
    aliases,
    dish: { method, category, origin: { ja: origin[0], en: origin[1] }, base },
  }
}
