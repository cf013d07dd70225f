import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const read = (theme: string, lang: 'ja' | 'en') => readBrief(theme, lang)
const out = (theme: string, lang: 'ja' | 'en') =>
  read(theme, lang).exclusions.flatMap((e) => [...e.traits, ...e.ingredients])

describe('a causative split from its verb keeps the harm it wishes', () => {
  test.each(['部長を吐かせるような鍋を作りたい', '同僚を何日か寝込ませるくらいのカレー'])('%s', (theme) =>
    expect(read(theme, 'ja').harm).toBeDefined(),
  )
  test('putting a child to bed is no harm', () =>
    expect(read('子どもを寝かせる前に食べるやさしいスープ', 'ja').harm).toBeUndefined())
})

describe('a kana word the tokeniser keeps whole is not folded in pieces', () => {
  test('hiragana hives are a reaction, not gin', () => {
    const brief = read('えびを食べるとじんましんが出るから、えびなしのパエリア', 'ja')
    expect(brief.keyIngredientIds).not.toContain('spirits')
    expect(out('えびを食べるとじんましんが出るから、えびなしのパエリア', 'ja')).toContain('shrimp')
  })
  test('clay the tokeniser splits into two particles is still clay: made, not eaten', () => {
    expect(read('ねんどでドーナツをつくりたい', 'ja').asksElsewhere).toBe(true)
    expect(read('にくじゃがをつくりたい', 'ja').asksElsewhere).toBeUndefined()
  })
})

describe('a dish named before what to leave out of it keeps its own food', () => {
  test.each([
    ['麻婆茄子、ねぎは抜きで', 'mapo_eggplant', 'eggplant'],
    ['エビチリ、にんにくなしで', 'ebi_chili', 'shrimp'],
  ] as const)('%s', (theme, dish, food) => {
    const brief = read(theme, 'ja')
    expect(brief.dishId).toBe(dish)
    expect(out(theme, 'ja')).not.toContain(food)
  })
  test('a list of foods is still a list', () => expect(out('卵、乳はなしで', 'ja')).toEqual(['egg', 'milk']))
})

describe('sensitivities and English spellings of one food meet in the lexicon', () => {
  test.each([
    ['sulfite-sensitive dad, a red sauce pasta', 'en', 'sulfite'],
    ['亜硫酸塩に過敏な母に、煮込みハンバーグ', 'ja', 'sulfite'],
    ['no chiles at all, a bean stew', 'en', 'green_chili'],
    ['allergic to chilli peppers, fajitas', 'en', 'red_chili'],
  ] as const)('%s', (theme, lang, id) => expect(out(theme, lang)).toContain(id))
})
