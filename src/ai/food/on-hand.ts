/** What a theme says it has ("I have X and Y", 「冷蔵庫にXがある」, "need to use up"), by the on-hand words of knowledge/choosing.json. */
import { CHOOSING } from './choosing'
import { NUMBER_WORDS, pattern } from './theme-words'
import type { Brief } from './types'
import type { Mention } from './words'

export const CUES = CHOOSING.moods.filter((m) => m.hint.on_hand).flatMap((m) => [m.words.en, m.words.ja])
const { before, after } = CHOOSING.on_hand.count
const [COUNT_BEFORE, COUNT_AFTER] = [new RegExp(`${before}$`, 'i'), new RegExp(`^${after}`)]
const [HALF_BEFORE, HALF_AFTER] = [
  /\bhalf(?: an?| of an?| of the)?\s+(?:\w+\s+)?$/i,
  /^\s*[がをは]?\s*(?:半分|半[玉個本]|1\/2)/,
]

/** brief.onHand: the key foods of a sentence that says it has them, in the order said, with the count, weight or half said. */
export function readOnHand(brief: Brief, text: string, mentions: Mention[]): void {
  const told = [...text.matchAll(/[^.!?。！？\n]+/g)].filter((x) => CUES.some((re) => re.test(x[0])))
  const onHand = mentions.flatMap((m) => {
    const food = m.ids.find((id) => brief.keyIngredientIds.includes(id))
    if (!food || !told.some((x) => x.index <= m.at && m.at < x.index + x[0].length)) return []
    const [head, tail] = [text.slice(0, m.at), text.slice(m.end)]
    const weighed = pattern('use_up_before').exec(head) ?? pattern('use_up_after').exec(tail)
    const said = weighed?.[2] ?? ''
    const grams = /^(?:k|キロ)/i.test(said) ? 1000 : /^(?:g|グラム)/i.test(said) ? 1 : 0
    const word = NUMBER_WORDS[/\b([a-z]+)\s+(?:[a-z]+\s+)?$/i.exec(head)?.[1]?.toLowerCase() ?? '']
    const n = Number(
      COUNT_BEFORE.exec(head)?.[1] ?? COUNT_AFTER.exec(tail)?.[1] ?? (grams ? weighed?.[1] : undefined) ?? word ?? NaN,
    )
    const qty = HALF_BEFORE.test(head) || HALF_AFTER.test(tail) ? 0.5 : n * (grams || 1)
    return [{ food, ...(qty > 0 && { qty, unit: grams ? ('g' as const) : ('whole' as const) }) }]
  })
  if (onHand.length) brief.onHand = [...new Map(onHand.map((h) => [h.food, h])).values()]
}
