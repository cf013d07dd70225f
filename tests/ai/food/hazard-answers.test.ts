import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { refusalOf } from '../../../src/discussions/engine'

const found = (theme: string, lang: 'en' | 'ja') => (readBrief(theme, lang).hazards ?? []).map((h) => h.id)

/** A question about food already unsafe is refused with its answer: throw it out, why, and what to do instead. */
describe('a refused question is answered in the refusal itself', () => {
  test.each([
    [
      'rice from yesterday sat out overnight, can i make fried rice with it for lunch',
      'en',
      /^Not safe as asked: .*throw it away and cook fresh.*reheating does not destroy/,
    ],
    [
      '昨日の夜作ったカレー、鍋のまま常温で置いといた。朝あっためれば食べても大丈夫？',
      'ja',
      /^頼まれた形では安全ではありません。.*捨てて新しく作って.*再加熱でも壊れない/,
    ],
  ] as const)('%s', (theme, lang, said) => {
    const refusal = refusalOf(readBrief(theme, lang))
    expect(refusal?.code).toBe('unsafe_request')
    expect(refusal?.message).toMatch(said)
  })
})

/** Honey at about one: the age line is said (from the first birthday, none under 12 months), and the drink is made. */
describe('honey for a child about one', () => {
  test.each([
    ['1歳の子にはちみつレモンのホットドリンク作りたい', 'ja'],
    ['hot honey lemon drink for my 1-year-old, heard it helps a sore throat', 'en'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(found(theme, lang)).toEqual(['honey_first_birthday'])
    expect(brief.hazards![0]!.instead).toMatch(
      lang === 'ja' ? /1歳の誕生日.*1歳未満/ : /first birthday.*under 12 months/,
    )
    expect(brief.exclusions.flatMap((e) => e.traits)).not.toContain('honey')
  })

  test('a two-year-old with honey is told nothing of it', () => {
    expect(found('2歳の子にはちみつトースト', 'ja')).toEqual([])
  })
})

/** Tomatoes canned in a water bath need acid: said, and "without lemon juice" is the unsafe ask, not a restriction. */
describe('tomatoes canned without acid', () => {
  test.each([
    ["can i can my grandma's tomato sauce in a water bath without adding lemon juice? she never did", 'en'],
    ['自家製トマトソースを煮沸して瓶詰めにしたい。レモン汁なしで', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const brief = readBrief(theme, lang)
    expect(found(theme, lang)).toContain('tomatoes_canned_without_acid')
    expect(brief.exclusions.flatMap((e) => e.excludes).join()).not.toMatch(/lemon|レモン/)
  })

  test('a lemon left out of a tomato salad stays left out', () => {
    const brief = readBrief('tomato salad, no lemon juice please', 'en')
    expect(brief.hazards ?? []).toEqual([])
    expect(brief.exclusions.flatMap((e) => e.excludes).join()).toMatch(/lemon/)
  })
})
