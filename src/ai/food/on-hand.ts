/**
 * What a theme says it has ("I have X and Y", 「冷蔵庫にXがある」, "need to use up", a rice cooker, a 500 W microwave), by
 * the on-hand words of knowledge/choosing.json and the equipment asks.
 */
import { askById, EQUIPMENT_ASKS, equipmentBreaks, readEquipmentAsks } from './asks'
import { RULES } from '../cookbook/rules'
import { type BilingualPattern, compileBilingual, matchesEither } from './bilingual-schema'
import { CHOOSING } from './choosing'
import { NUMBER_WORDS, pattern } from './theme-words'
import type { Brief } from './types'
import type { Mention } from './words'

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
    const named = matchesEither(BEFORE, text.slice(x.index, m.at)) || matchesEither(ITSELF, m.surface)
    if (named && (told.includes(x) || matchesEither(PLAIN, x[0]))) cooked.push(food)
    if (!told.includes(x) && !cooked.includes(food)) return []
    const [head, tail] = [text.slice(0, m.at), text.slice(m.end)]
    const weighed = pattern('use_up_before').exec(head) ?? pattern('use_up_after').exec(tail)
    const said = weighed?.[2] ?? ''
    const grams = /^(?:k|キロ)/i.test(said) ? 1000 : /^(?:g|グラム)/i.test(said) ? 1 : 0
    const word = NUMBER_WORDS[/\b([a-z]+)\s+(?:[a-z]+\s+)?$/i.exec(head)?.[1]?.toLowerCase() ?? '']
    const n = Number(
      COUNT_BEFORE.exec(head)?.[1] ?? COUNT_AFTER.exec(tail)?.[1] ?? (grams ? weighed?.[1] : undefined) ?? word ?? NaN,
    )
    const qty = pattern('half_before', 'i').test(head) || pattern('half_after').test(tail) ? 0.5 : n * (grams || 1)
    return [{ food, ...(qty > 0 && { qty, unit: grams ? ('g' as const) : ('whole' as const) }) }]
  })
  if (onHand.length) brief.onHand = [...new Map(onHand.map((h) => [h.food, h])).values()]
  if (cooked.length) brief.cooked = [...new Set([...(brief.cooked ?? []), ...cooked])]
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
