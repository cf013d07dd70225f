/**
 * A recipe's food id names either a catalogue ingredient (knowledge/ingredients) or a composite
 * (knowledge/composites.json): one view of both, with the traits every allergy and diet check reads.
 */
import { hasIngredient, INGREDIENTS, ingredient } from '../food/catalogue'
import { COMPOSITES } from '../food/composites'
import type { Ingredient, Lang, Text, Trait } from '../food/types'

export type Food = {
  id: string
  name: Text
  aliases: string[]
  traits: Trait[]
  /** `cook`: must be cooked before it is eaten (raw meat, fish, eggs, flour…). */
  raw?: 'cook' | 'ready'
  /** The catalogue entry, for amounts; a composite has none. */
  item?: Ingredient
  /** The usual quantity and the protein, salt and energy in it, which nutrition counts from: the entry's or the composite's. */
  usual: Pick<Ingredient, 'quantity' | 'grams' | 'protein' | 'salt' | 'kcal'>
}

/**
 * Every food's view, made once from the catalogue and the composites (frozen: callers share it), as the chooser looks
 * up each line of every authored recipe for every brief.
 */
const FOODS = new Map<string, Food>([
  ...INGREDIENTS.map((item): [string, Food] => [
    item.id,
    {
      id: item.id,
      name: item.name,
      aliases: item.aliases ?? [],
      traits: item.contains,
      ...(item.raw ? { raw: item.raw } : {}),
      item,
      usual: item,
    },
  ]),
  ...COMPOSITES.filter((c) => !hasIngredient(c.id)).map((c): [string, Food] => [
    c.id,
    { id: c.id, name: c.names, aliases: c.aliases, traits: c.traits, usual: c.usual },
  ]),
])
for (const f of FOODS.values()) Object.freeze(f)

export const hasFood = (id: string): boolean => FOODS.has(id)

/** The food with this id; an unknown id is a bug in the data the loader lets through, so it throws. */
export function food(id: string): Food {
  const found = FOODS.get(id)
  if (!found) throw new Error(`unknown food: ${id}`)
  return found
}

/** A string matched as itself in a pattern. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A pattern finding a food's own names in text: English whole words; its name in the language
 * whatever its length (卵), aliases only from two characters (牛 is part of too many words).
 */
export function namePattern(f: Food, lang: Lang): RegExp | null {
  const key = `${lang}:${f.id}`
  if (!PATTERNS.has(key)) PATTERNS.set(key, patternOf(f, lang))
  return PATTERNS.get(key)!
}

/** Each food's pattern, made once: the adapter looks for every food of a recipe in every step. */
const PATTERNS = new Map<string, RegExp | null>()

function patternOf(f: Food, lang: Lang): RegExp | null {
  const latin = /^[\x20-\x7e]+$/
  const alias = (n: string) => (lang === 'en' ? latin.test(n) && n.length >= 3 : !latin.test(n) && n.length >= 2)
  const all = [f.name[lang], ...f.aliases.filter(alias)]
  if (!all.length) return null
  // A katakana name never ends a longer katakana word (the パン of フライパン is no bread); it may start one (エビチリ).
  const kana = '[\\u30a1-\\u30fa\\u30fc]'
  const alternatives = [...new Set(all)]
    .sort((a, b) => b.length - a.length)
    .map((n) => `${/^[\u30a1-\u30fa]/.test(n) ? `(?<!${kana})` : ''}${literal(n)}`)
    .join('|')
  // Never inside a {ref}: that is filled from the ingredient itself. A plural is the same food ("the chillies darken").
  return lang === 'en'
    ? new RegExp(`(?<![{\\w])(?:${alternatives})(?:e?s)?(?![}\\w])`, 'i')
    : new RegExp(`(?<!\\{)(?:${alternatives})(?!\\})`)
}

/** Two foods are one when they are one staple: rice asked for is the raw rice a pilaf cooks, or cooked rice. */
export const oneFood = (a: string, b: string) =>
  a === b || (hasFood(a) && hasFood(b) && !!food(a).item?.staple && food(a).item?.staple === food(b).item?.staple)

/** Whether a recipe's food is what a theme has left over: that food, or its cooked form (cooked chicken of a thigh). */
export const leftoverOf = (a: string, cooked: string) =>
  oneFood(a, cooked) || !!food(a).item?.leftover_of?.includes(cooked)

/** Two foods are kin when they are one, or the same kind of the same thing (a steak and stewing beef). */
export const kin = (a: string, b: string): boolean => oneFood(a, b) || (KINDS.has(a) && KINDS.get(a) === KINDS.get(b))
/** Each ingredient's kind that contains something, its group and what it contains, made once: the chooser asks `kin` of every line. */
const KINDS = new Map(
  INGREDIENTS.flatMap((i) => (i.contains.length ? [[i.id, `${i.group}:${i.contains.join()}`]] : [])),
)

/** Two foods are both proteins: one may be a dish's main in the other's place (pork for the beef of a stew). */
export const bothProteins = (a: string, b: string) =>
  [a, b].every((id) => hasIngredient(id) && ingredient(id).group === 'protein')

/** A food is another itself: one food, or a kin that goes by its name (chicken breast for chicken; not chicken for turkey). */
export const asItself = (a: string, b: string) =>
  oneFood(a, b) ||
  (kin(a, b) &&
    (['en', 'ja'] as const).some((l) =>
      namePattern(food(b), l)?.test([food(a).name[l], ...food(a).aliases].join(' / ')),
    ))

/** A text with a food's names replaced by another's (a title, cue or step that names the food in words, not by ref). */
export function renamed(text: Text, from: string, to: string): Text {
  const out = { ...text }
  for (const lang of ['ja', 'en'] as const) {
    const pattern = namePattern(food(from), lang)
    const name = food(to).name[lang]
    // A name already said (the soy milk a first pass put for the milk) is not renamed inside itself.
    const said = [...text[lang].matchAll(new RegExp(literal(name), 'gi'))].map((m) => [m.index, m.index + name.length])
    if (pattern)
      out[lang] = text[lang].replace(new RegExp(pattern.source, `${pattern.flags}g`), (word, at: number) =>
        said.some(([from, till]) => at >= from! && at < till!) ? word : name,
      )
  }
  return out
}
