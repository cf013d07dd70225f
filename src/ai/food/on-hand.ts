/**
 * The foods a theme says it has ("I have X, Y and Z", 「冷蔵庫にXとYがある」, 「Xが余ってる」, "need to use up"): each key
 * food said in a sentence with the `on_hand` words of knowledge/choosing.json, with the count or weight said beside it
 * (`on_hand.count` there, the use-up weights of knowledge/theme-words.json, a half: 「半分」, "half a"). `brief.onHand`.
 */
import { EQUIPMENT_ASKS } from './asks'
import { compileBilingual, matchesEither } from './bilingual-schema'
import { CHOOSING } from './choosing'
import { NUMBER_WORDS, pattern } from './theme-words'
import type { Brief } from './types'
import type { Mention } from './words'

const CUES = CHOOSING.moods.filter((m) => m.hint.on_hand).flatMap((m) => [m.words.en, m.words.ja])
const { before, after } = CHOOSING.on_hand.count
const [COUNT_BEFORE, COUNT_AFTER] = [new RegExp(`${before}$`, 'i'), new RegExp(`^${after}`)]
const [HALF_BEFORE, HALF_AFTER] = [
  /\bhalf(?: an?| of an?| of the)?\s+(?:\w+\s+)?$/i,
  /^\s*(?:が|を|は)?\s*(?:半分|半玉|半個|半本|1\/2)/,
]

const DEVICES = EQUIPMENT_ASKS.flatMap((a) => (a.device ? [{ id: a.id, re: compileBilingual(a.device, a.id) }] : []))
const MICROWAVE = DEVICES.find((d) => d.id === 'microwave_only')!
const [USE, WATTS] = [/\b(?:use|using)\b|使/iu, /(\d{3,4})\s*(?:w|watts?|ワット)(?![a-z])/iu]
const sentences = (text: string) => text.split(/(?<=[.!?。！？\n])/)

/**
 * An appliance the theme says it has or wants used ("I have a slow cooker, use it", 「炊飯器があるので」): `brief.uses`, the
 * equipment.json asks whose device a sentence with the on-hand or use words names; a microwave's wattage said, `brief.watts`.
 */
export function readOwned(brief: Brief, text: string): void {
  // A wattage said of the microwave says it is had, and used.
  const watts = Number(
    sentences(text)
      .find((x) => matchesEither(MICROWAVE.re, x))
      ?.match(WATTS)?.[1],
  )
  if (watts >= 300 && watts <= 1500) brief.watts = watts
  const said = sentences(text).filter((x) => USE.test(x) || CUES.some((re) => re.test(x)) || (watts && WATTS.test(x)))
  const uses = DEVICES.filter((d) => said.some((x) => matchesEither(d.re, x))).map((d) => d.id)
  if (uses.length) brief.uses = uses
}

/** Reads brief.onHand: the key foods of a sentence that says it has them, in the order said, each with what it said of its amount. */
export function readOnHand(brief: Brief, text: string, mentions: Mention[]): void {
  const said = (at: number) =>
    CUES.some((re) =>
      re.test(text.slice(text.slice(0, at).search(/[^.!?。！？\n]*$/), at + text.slice(at).search(/[.!?。！？\n]|$/))),
    )
  const onHand = mentions.flatMap((m) => {
    const food = m.ids.find((id) => brief.keyIngredientIds.includes(id))
    if (!food || !said(m.at)) return []
    const [head, tail] = [text.slice(0, m.at), text.slice(m.end)]
    const weighed = pattern('use_up_before').exec(head) ?? pattern('use_up_after').exec(tail)
    const grams =
      weighed && /^(?:k|キロ)/i.test(weighed[2] ?? '') ? 1000 : /^(?:g|グラム)/i.test(weighed?.[2] ?? '') ? 1 : 0
    const word = NUMBER_WORDS[/\b([a-z]+)\s+(?:[a-z]+\s+)?$/i.exec(head)?.[1]?.toLowerCase() ?? '']
    const n = Number(
      COUNT_BEFORE.exec(head)?.[1] ?? COUNT_AFTER.exec(tail)?.[1] ?? (grams ? weighed?.[1] : undefined) ?? word ?? NaN,
    )
    const qty = HALF_BEFORE.test(head) || HALF_AFTER.test(tail) ? 0.5 : n * (grams || 1)
    return [{ food, ...(qty > 0 && { qty, unit: grams ? ('g' as const) : ('whole' as const) }) }]
  })
  const foods = [...new Map(onHand.map((h) => [h.food, h])).values()]
  if (foods.length) brief.onHand = foods
}
