import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

// What one whole weighs is the cookbook's data (knowledge/emphasis.json); the reader counts wholes.
const wholes: Record<string, number> = { daikon: 1000, napa_cabbage: 2000, cabbage: 1200, potato: 150 }

describe('the reader: heat asked, and a food to use up', () => {
  test.each([
    ['challenge-level sichuan for my hot sauce club, all adults, everyone opted in — numbing AND fiery', 'en', 'most'],
    ['wing challenge at mine saturday, make them as hot as possible', 'en', 'most'],
    ['extra-spicy chilli con carne for the spice lovers at work', 'en', 'most'],
    ['something spicy for dinner tonight', 'en', 'more'],
    ['激辛麻婆豆腐チャレンジ、仲間4人で合意済み🔥 でも救急車は勘弁ｗ', 'ja', 'most'],
    ['痺れる担々麺を作りたい', 'ja', 'most'],
    ['辛いもの好きの夫に晩ごはん', 'ja', 'most'],
    ['ピリ辛の炒め物', 'ja', 'more'],
    ['mild for the kids, hot for me: a chicken stir-fry', 'en', 'side'],
    ['子ども用は甘口、大人は辛くしたいカレー', 'ja', 'side'],
  ] as const)('%s asks heat %s', (theme, lang, heat) => {
    const brief = readBrief(theme, lang)
    expect(brief.heat).toBe(heat)
    // A joke about the hospital beside a challenge caps the heat; it is no allergy to chilli.
    expect(brief.exclusions.filter((e) => e.kind === 'allergy')).toEqual([])
  })

  test.each([
    ['not spicy please, a chicken stir-fry', 'en'],
    ['辛くないカレー', 'ja'],
    ['甘辛いたれの鶏の照り焼き', 'ja'],
  ] as const)('%s asks no heat', (theme, lang) => {
    expect(readBrief(theme, lang).heat).toBeUndefined()
  })

  test.each([
    ['大根1本まるごと使い切りたい', 'ja', 'daikon', 1000],
    ['白菜1玉を使い切りたい', 'ja', 'napa_cabbage', 2000],
    ['じゃがいも3キロもらったので消費したい', 'ja', 'potato', 3000],
    ['I have a whole daikon to use up', 'en', 'daikon', 1000],
    ['I have 2 kg of potatoes to use up', 'en', 'potato', 2000],
    ['a head of cabbage, what can I make', 'en', 'cabbage', 1200],
    ['got 3 kilos of potatoes from the allotment, help', 'en', 'potato', 3000],
    ['a whole napa cabbage came in the farm box', 'en', 'napa_cabbage', 2000],
  ] as const)('%s: %s, %d g', (theme, lang, food, grams) => {
    const brief = readBrief(theme, lang)
    expect(brief.useUp?.food).toBe(food)
    expect(brief.useUp!.unit === 'g' ? brief.useUp!.qty : brief.useUp!.qty * wholes[food]).toBe(grams)
  })

  test.each([
    ['half a tub of ricotta and some spinach going limp', 'en'],
    ['2 chicken thighs and an onion', 'en'],
    ['ニラ玉を作りたい', 'ja'],
  ] as const)('%s names no amount to use up', (theme, lang) => {
    expect(readBrief(theme, lang).useUp).toBeUndefined()
  })
})
