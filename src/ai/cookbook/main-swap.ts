/**
 * What a main the theme names brings with it when it takes the recipe's main's place (`namedMain` of
 * adapt.ts): the cut the dish cooks, the step that now cooks it through, and the title that says it.
 */
import { INGREDIENTS } from '../food/catalogue'
import type { Lang, Text } from '../food/types'
import { asItself, food, kin } from './foods'
import { SUBSTITUTIONS, type Substitution } from './substitutions'
import type { AuthoredRecipe, AuthoredStep } from './types'

const LANGS: Lang[] = ['ja', 'en']
const THROUGH = SUBSTITUTIONS.cooked_through
/** The id a kin row is made under, so its words are said only for it. */
const KIN = 'kin_'

const cutOf = (id: string) => JSON.stringify(food(id).item?.cut ?? null)

/** Two foods the catalogue cuts the same way, so a preparation written for one fits the other. */
export const cutAlike = (a: string, b: string) => cutOf(a) !== 'null' && cutOf(a) === cutOf(b)

/**
 * The food of the named kind cut as the one it replaces is: stewing beef become pork is pork shoulder in cubes, not
 * sliced pork; the named food itself when it is cut so, or when no food of its kind by its name is.
 */
export function cutLike(to: string, from: string): string {
  const form = food(from).item?.form
  if (cutOf(to) === cutOf(from) || cutOf(from) === 'null') return to
  const same = INGREDIENTS.find(
    (i) => i.id !== from && i.form === form && cutOf(i.id) === cutOf(from) && kin(i.id, to) && asItself(i.id, to),
  )
  return same?.id ?? to
}

/**
 * The row for a food of one kind cut and cooked alike put in for another with no row of its own (`kin_swaps`: mackerel
 * for saury, tuna for salmon), so a main the theme names of the recipe's main's kind is not only the recipe's own.
 */
export function kinRow(from: string, to: string): Substitution | undefined {
  const kin = SUBSTITUTIONS.kin_swaps.find((k) => from !== to && k.from.includes(from) && k.to.includes(to))
  if (!kin) return undefined
  const { minutes, changes, reason, words } = kin
  return { id: `${KIN}${from}_${to}`, food: from, restriction: [], to, ratio: 1, minutes, changes, reason, words }
}

/** The recipe with what it said of the old food's form gone where a kin row says so (no whole saury for fillets). */
export function kinWorded(recipe: AuthoredRecipe, row: Substitution): AuthoredRecipe {
  const words = row.id.startsWith(KIN) ? row.words : undefined
  if (!words) return recipe
  const said = (lang: Lang, text: string) =>
    words[lang].reduce((t, [find, put]) => t.replace(new RegExp(find, 'g'), put), text)
  const both = <T extends Text>(t: T): T => ({ ...t, ja: said('ja', t.ja), en: said('en', t.en) })
  const described = both(recipe.description)
  return {
    ...recipe,
    // A sentence whose first word went starts with a capital still.
    description: { ...described, en: described.en.replace(/^[a-z]/, (c) => c.toUpperCase()) },
    steps: recipe.steps.map((s) => ({ ...both(s), cue: both(s.cue) })),
  }
}

/**
 * A step that only warmed a food bought cooked (kabayaki eel in the toaster oven), now cooking a raw one: at least
 * `cooked_through.minutes`, its warming words said as cooking and its cue checking the new food's centre.
 */
export function cookedThrough(step: AuthoredStep, temp: number): AuthoredStep {
  const said = (lang: Lang, text: string) =>
    THROUGH.warm[lang].reduce((t, [from, to]) => t.replace(new RegExp(from, 'g'), to), text)
  const check = (lang: Lang) => THROUGH.cue[lang].replace('{temp}', `${temp}`)
  const cue = { ja: `${step.cue.ja}、${check('ja')}`, en: `${step.cue.en}, ${check('en')}`, temp_c: temp }
  return {
    ...step,
    ja: said('ja', step.ja),
    en: said('en', step.en),
    minutes: Math.max(step.minutes, THROUGH.minutes),
    cue,
  }
}

/**
 * The title of a dish whose main is now another where the swap left its name as it was (ひつまぶし names no eel):
 * the new main's short word before it (鶏ひつまぶし, "Chicken hitsumabushi"), as a cook names the version.
 */
export function headedBy(title: Text, before: Text, to: string): Text {
  const word = shortName(to)
  const head = (lang: Lang) =>
    lang === 'ja' ? `${word.ja}${title.ja}` : `${word.en.replace(/^./, (c) => c.toUpperCase())} ${lower(title.en)}`
  return Object.fromEntries(LANGS.map((l) => [l, title[l] === before[l] ? head(l) : title[l]])) as Text
}

/** A title's first word in lower case, unless it is a name written in capitals throughout (BLT). */
const lower = (title: string) => (/^[A-Z][a-z]/.test(title) ? title.replace(/^./, (c) => c.toLowerCase()) : title)

/** The short word a cook calls a food by (豚, "pork" for sliced pork: `title_words`), else its name. */
const shortName = (id: string): Text => SUBSTITUTIONS.title_words.find((w) => w.foods.includes(id)) ?? food(id).name

/** A row's words with the food the theme named ({to}) called as a cook calls it: "the theme names pork". */
export const calledAs = (t: Text, key: string): Text => ({
  ja: t.ja.replaceAll('{to}', shortName(key).ja),
  en: t.en.replaceAll('{to}', shortName(key).en),
})
