/**
 * What a theme says it has ("I have X and Y", 「冷蔵庫にXがある」, "need to use up", a rice cooker, a 500 W microwave), by
 * the on-hand words of knowledge/choosing.json and the equipment asks.
 */
import { askById, EQUIPMENT_ASKS, equipmentBreaks, LEFTOVER_WORDS, readEquipmentAsks } from './asks'
import { leftoverOf } from '../cookbook/foods'
import { recipeFor } from '../cookbook/load'
import { RULES } from '../cookbook/rules'
import { hasIngredient, INGREDIENTS, ingredient } from './catalogue'
import { type BilingualPattern, compileBilingual, matchesEither } from './bilingual-schema'
import { CHOOSING } from './choosing'
import { NUMBER_WORDS, pattern } from './theme-words'
import type { Brief, Dish } from './types'
import { findMentions, type Mention } from './words'

/** The theme's sentences, each with where it starts. */
const sentences = (text: string) => text.matchAll(/[^.!?。！？\n]+/g)
export const CUES = CHOOSING.moods.filter((m) => m.hint.on_hand).flatMap((m) => [m.words.en, m.words.ja])
const { before, after } = CHOOSING.on_hand.count
const [COUNT_BEFORE, COUNT_AFTER] = [new RegExp(`${before}$`, 'i'), new RegExp(`^${after}`)]

const COOKED = RULES.only_foods.cooked
const [BEFORE, ITSELF, PLAIN] = (['before', 'itself', 'plain'] as const).map((k) => compileBilingual(COOKED[k], k))

/**
 * brief.onHand: the key foods of a sentence that says it has them, in the order said, with the count, weight or half said;
 * brief.cooked, past the leftover words brief.ts reads: one right after a cooked word ("cold rice", 焼き鮭) or named by
 * one (冷やご飯), in such a sentence or one with a word that says so alone (冷やご飯を使って), had too.
 */
export function readOnHand(brief: Brief, text: string, mentions: Mention[]): void {
  const all = [...sentences(text)]
  const told = all.filter((x) => CUES.some((re) => re.test(x[0])))
  const cooked: string[] = []
  const onHand = mentions.flatMap((m) => {
    const food = m.ids.find((id) => brief.keyIngredientIds.includes(id))
    const x = all.find((x) => x.index <= m.at && m.at < x.index + x[0].length)
    if (!food || !x) return []
    // A cooked form named (ラムのロースト, boiled eggs) is cooked by itself.
    const named =
      matchesEither(BEFORE, text.slice(x.index, m.at)) ||
      matchesEither(ITSELF, m.surface) ||
      !!ingredient(food).leftover_of
    // One said cooked after its name ("the chicken, already cooked") is cooked in any sentence.
    if ((named && (told.includes(x) || matchesEither(PLAIN, x[0]))) || saidLeft(text, m.at, m.end)) cooked.push(food)
    if (!told.includes(x) && !cooked.includes(food)) return []
    return [{ food, ...amountSaid(text.slice(0, m.at), text.slice(m.end)) }]
  })
  if (onHand.length) brief.onHand = [...new Map(onHand.map((h) => [h.food, h])).values()]
  if (cooked.length) brief.cooked = [...new Set([...(brief.cooked ?? []), ...cooked])]
}

/** The count, weight or half said right before (`head`) or after (`tail`) a food's name; `weighed`, a weight said near. */
function amountSaid(head: string, tail: string, near?: RegExpExecArray | null) {
  const weighed = near ?? pattern('use_up_before').exec(head) ?? pattern('use_up_after').exec(tail)
  const said = weighed?.[2] ?? ''
  const grams = /^(?:k|キロ)/i.test(said) ? 1000 : /^(?:g|グラム)/i.test(said) ? 1 : 0
  const word = NUMBER_WORDS[/\b([a-z]+)\s+(?:[a-z]+\s+)?$/i.exec(head)?.[1]?.toLowerCase() ?? '']
  const n = Number(
    COUNT_BEFORE.exec(head)?.[1] ?? COUNT_AFTER.exec(tail)?.[1] ?? (grams ? weighed?.[1] : undefined) ?? word ?? NaN,
  )
  const qty = pattern('half_before', 'i').test(head) || pattern('half_after').test(tail) ? 0.5 : n * (grams || 1)
  return qty > 0 ? { qty, unit: grams ? ('g' as const) : ('whole' as const) } : {}
}

const LEFT = COOKED.dish_left
const [LEFT_BEFORE, LEFT_AFTER, BROTH, WEIGHT] = [LEFT.before, LEFT.after, LEFT.broth, LEFT.weight].map((p) =>
  compileBilingual(p, 'left'),
)
const [SLOT_BEFORE, SLOT_AFTER] = [pattern('dish_slot_before'), pattern('dish_slot_after')]
const firstOf = (p: BilingualPattern, x: string) => p.en.exec(x) ?? p.ja.exec(x)
/** A dish's main food: its recipe's first body protein, else its first body line. */
function mainOf(dish: Dish): string | undefined {
  const lines = recipeFor(dish.id)?.ingredients.filter((i) => i.does === 'body') ?? []
  return (lines.find((i) => ingredient(i.food).group === 'protein') ?? lines[0])?.food
}
/** The food a cook has of a dish left over: the catalogue's leftover of that dish by name, else its recipe's main cooked. */
function leftFoodOf(dish: Dish, surface: string): string | undefined {
  const names = [surface, dish.name.ja, dish.name.en].map((n) => n.toLowerCase())
  const own = INGREDIENTS.find((f) => {
    const all = [f.name.ja, f.name.en, ...(f.aliases ?? [])].map((n) => n.toLowerCase())
    return f.raw === 'ready' && all.some((n) => matchesEither(LEFTOVER_WORDS, n) && names.some((d) => n.includes(d)))
  })
  const main = mainOf(dish)
  return own?.id ?? (main && (INGREDIENTS.find((f) => f.raw === 'ready' && f.leftover_of?.includes(main))?.id ?? main))
}
/** A dish's broth: the stock its recipe simmers in, else the one its main gives water (a chicken hot pot's, chicken stock). */
function brothOf(dish: Dish): string | undefined {
  const stock = recipeFor(dish.id)?.ingredients.find((i) => i.does === 'liquid' && ingredient(i.food).stock)?.food
  const gives = ingredient(mainOf(dish) ?? 'water').contains
  const made = (f: (typeof INGREDIENTS)[number]) => f.form === 'liquid' && gives.every((t) => f.contains.includes(t))
  return stock ?? (gives.length ? INGREDIENTS.find((f) => f.stock && f.raw !== 'ready' && made(f))?.id : undefined)
}

/** The words of a span's sentence before it and after it. */
function around(text: string, at: number, end: number): [string, string] {
  const x = [...sentences(text)].find((x) => x.index <= at && at < x.index + x[0].length)
  return [text.slice(x?.index ?? 0, at), text.slice(end, (x?.index ?? 0) + (x?.[0].length ?? 0))]
}

/**
 * Whether the words beside a food or dish named (`at` to `end`) say it is left over: a leftover word right before it, or
 * one after it in its sentence with no other food named between nor right after the word ("tacu tacu with leftover
 * rice": the rice is left, not the tacu tacu).
 */
export function saidLeft(text: string, at: number, end: number): boolean {
  const [head, tail] = around(text, at, end)
  const said = firstOf(LEFT_AFTER, tail)
  const to = said ? said.index + said[0].length : 0
  const next = findMentions(tail.slice(to))[0]
  const others = findMentions(tail.slice(0, to)).length > 0 || (!!next && !tail.slice(to, to + next.at).trim())
  return (!!said && !others) || matchesEither(LEFT_BEFORE, head)
}

/**
 * A dish named and said to be left over ("half a roast chicken left", 「ローストビーフが300g余って」, "the lasagne from
 * Sunday"): its food, cooked (`leftFoodOf`), is on hand with the amount said and is no longer the dish asked; its broth
 * left (水炊きのスープ) is that broth on hand too, the meat in it cooked. Only a leftover word beside the name counts
 * (`saidLeft`): the dish it is turned into ("into curry udon") or turned away from is not left.
 */
export function readLeftDishes(brief: Brief, text: string, hits: Array<{ dish: Dish; at: number; end: number }>): void {
  const left: string[] = []
  const mentions = findMentions(text)
  for (const { dish, at, end } of hits) {
    const [head, tail] = around(text, at, end)
    const broth = firstOf(BROTH, tail)?.[0].length ?? 0
    // A broth's own name may say it is left (水炊きの残り汁).
    if (!saidLeft(text, at, end + broth) && !(broth && firstOf(LEFT_AFTER, tail.slice(0, broth)))) continue
    // Food thrown away (a stew left out overnight) is no leftover; a food whose name runs on from the dish's (roast
    // chicken carcass) is what is left, the dish only where it came from.
    if (brief.hazards?.some((h) => h.discard) || mentions.some((m) => m.at >= at && m.at < end && m.end > end + broth))
      continue
    const named = broth ? findMentions(text.slice(at, end + broth)).find((m) => m.end > end - at)?.ids[0] : undefined
    const amount = amountSaid(head, tail, firstOf(WEIGHT, tail))
    const foods = [broth ? (named ?? brothOf(dish)) : undefined, leftFoodOf(dish, text.slice(at, end))]
    // A food word of the dish's name that is not its food left (the 水 of 水炊き) is no food had.
    const words = new Set(findMentions(text.slice(at, end)).flatMap((m) => m.ids))
    const kept = (id: string) => !words.has(id) || foods.some((f) => f && leftoverOf(f, id))
    Object.assign(brief, {
      onHand: brief.onHand?.filter((h) => kept(h.food)),
      cooked: brief.cooked?.filter(kept),
      keyIngredientIds: brief.keyIngredientIds.filter(kept),
      key_ingredients: brief.keyIngredientIds.flatMap((id, i) => (kept(id) ? [brief.key_ingredients[i]] : [])),
    })
    for (const food of foods.filter((f): f is string => !!f && hasIngredient(f))) {
      const had = { food, ...(food !== foods[0] && amount) }
      brief.onHand = [...(brief.onHand ?? []).filter((h) => h.food !== food), had]
      brief.cooked = [...new Set([...(brief.cooked ?? []), food])]
      if (!brief.keyIngredientIds.includes(food)) {
        brief.keyIngredientIds.push(food)
        brief.key_ingredients.push(ingredient(food).name[brief.lang])
      }
    }
    left.push(dish.id)
  }
  // The dish left is no longer the one asked: another named where a dish to make stands (雑炊にしたい) is.
  if (!left.includes(brief.dishId ?? '')) return
  const asked = hits.find(
    ({ dish, at, end }) =>
      !left.includes(dish.id) &&
      !brief.turnedAway?.includes(dish.id) &&
      (SLOT_BEFORE.test(text.slice(0, at)) || SLOT_AFTER.test(text.slice(end))),
  )?.dish
  Object.assign(brief, { dishId: asked?.id ?? null, dish: asked?.name[brief.lang] ?? null })
}

const DEVICES = EQUIPMENT_ASKS.flatMap((a) => (a.device ? [{ id: a.id, re: compileBilingual(a.device, a.id) }] : []))
/** Whether a sentence has the device it names: no device-less ask read there ("no air fryer") breaks on the device's word. */
function had(x: string, device: BilingualPattern): boolean {
  const word = (device.en.exec(x) ?? device.ja.exec(x))?.[0]
  const absent = readEquipmentAsks(x.toLowerCase()).filter((id) => !askById(id)?.device)
  return word !== undefined && !equipmentBreaks({ ja: [word], en: [word] }, absent).length
}
const MICROWAVE = DEVICES.find((d) => d.id === 'microwave_only')!
const [USE, WATTAGE] = [pattern('use_said', 'iu'), pattern('wattage', 'iu')]

/**
 * An appliance the theme says it has or wants used ("I have a slow cooker, use it", 「炊飯器があるので」): `brief.uses`, the
 * equipment.json asks whose device a sentence with the on-hand or use words names; a microwave's wattage said, `brief.watts`.
 */
export function readOwned(brief: Brief, text: string): void {
  // A wattage said of the microwave says it is had, and used.
  const all = [...sentences(text)].map((x) => x[0])
  const watts = Number(all.find((x) => matchesEither(MICROWAVE.re, x))?.match(WATTAGE)?.[1])
  if (watts >= 300 && watts <= 1500) brief.watts = watts
  const said = all.filter((x) => USE.test(x) || CUES.some((re) => re.test(x)) || (watts && WATTAGE.test(x)))
  const uses = DEVICES.filter((d) => said.some((x) => had(x, d.re)))
  if (uses.length) brief.uses = uses.map((d) => d.id)
}
