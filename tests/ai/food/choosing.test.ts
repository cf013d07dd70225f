import { describe, expect, test } from 'bun:test'
import data from '../../../knowledge/choosing.json'
import { ageStage, loadChoosing, moodHints } from '../../../src/ai/food/choosing'
import { readBrief } from '../../../src/ai/food/brief'

/** The file with one row of one table replaced. */
const withRow = (table: 'moods' | 'emoji', at: number, row: unknown) => {
  const copy = structuredClone(data) as unknown as Record<string, unknown[]>
  copy[table]![at] = row
  return copy
}

describe('what a theme asks of the dish chosen (knowledge/choosing.json)', () => {
  test('the words of either language read the same hint', () => {
    expect(moodHints('for a birthday')).toEqual(moodHints('誕生日に'))
    expect(moodHints('for a birthday')[0]?.methods).toEqual(['cake'])
    expect(moodHints('a plain weekday')).toEqual([])
  })

  test('a row with a method the engine does not know stops the start naming the row', () => {
    const bad = withRow('moods', 2, { ...data.moods[2]!, methods: ['flambe'] })
    expect(() => loadChoosing(bad)).toThrow(/knowledge\/choosing\.json.*: \/moods\/2/)
  })

  test('a mood without its words in both languages, or with an unknown field, is refused', () => {
    const { ja: _, ...english } = data.moods[0]!.words
    expect(() => loadChoosing(withRow('moods', 0, { ...data.moods[0]!, words: english }))).toThrow(/\/moods\/0/)
    expect(() => loadChoosing(withRow('moods', 1, { ...data.moods[1]!, hot: true }))).toThrow(/\/moods\/1/)
    expect(() => loadChoosing(withRow('moods', 1, { ...data.moods[1]!, served: 'warm' }))).toThrow(/\/moods\/1/)
  })

  test('a pattern that does not compile is refused with its table and row', () => {
    const bad = withRow('moods', 3, { ...data.moods[3]!, origin: { en: 'valentine(', ja: 'バレンタイン' } })
    expect(() => loadChoosing(bad)).toThrow(/knowledge\/choosing\.json \(moods\[3\] origin\)/)
  })

  test('an emoji row with no dish word, or with a word that is not an emoji, is refused', () => {
    expect(() => loadChoosing(withRow('emoji', 0, { emoji: '🍣', words: { en: [], ja: [] } }))).toThrow(
      /emoji\[0\] \(🍣\) names no dish word/,
    )
    expect(() => loadChoosing(withRow('emoji', 0, { ...data.emoji[0]!, emoji: 'sushi' }))).toThrow(/\/emoji\/0/)
  })
})

describe('the age or way of eating a theme names (knowledge/choosing.json stages)', () => {
  test('a baby is read by months, a toddler by years, in both languages', () => {
    expect(ageStage('a 6 month old baby')?.id).toBe('infant_6m')
    expect(ageStage('生後8ヶ月の子に')?.id).toBe('infant_7m')
    expect(ageStage('my 10 month old needs dinner')?.id).toBe('infant_9m')
    expect(ageStage('1歳半の子に取り分けたい')?.id).toBe('toddler')
    expect(ageStage('snack for my 2yo')?.id).toBe('toddler')
  })

  test('months of a pregnancy or a year of an anniversary are no age of a child', () => {
    expect(ageStage("she's 6 months pregnant")).toBeUndefined()
    expect(ageStage('妊娠6ヶ月です')).toBeUndefined()
    expect(ageStage('our 1 year anniversary dinner')).toBeUndefined()
  })

  test('trouble swallowing asks for minced food, trouble chewing for soft', () => {
    expect(ageStage('90歳の祖母、飲み込みが弱い')?.suits).toEqual(['minced'])
    expect(ageStage('grandpa wears dentures')?.suits).toContain('soft')
  })

  test('a stage taking a mark no recipe can carry is refused', () => {
    const copy = structuredClone(data) as unknown as { stages: Array<Record<string, unknown>> }
    copy.stages[0] = { ...copy.stages[0], suits: ['crunchy'] }
    expect(() => loadChoosing(copy)).toThrow(/\/stages\/0/)
  })
})

describe('a celebration is not a birthday', () => {
  test('celebrating a new job asks no birthday cake; a birthday still does', () => {
    const cake = (text: string) => moodHints(text).some((h) => h.methods?.includes('cake'))
    expect(cake('celebrating!!! got the job 🎉 something special for 2')).toBe(false)
    expect(cake('就職のお祝いに二人で特別なごはん')).toBe(false)
    expect(cake('a birthday dinner for my wife')).toBe(true)
    expect(cake('娘の誕生日に何か作りたい')).toBe(true)
  })

  test('a celebration with nothing else named is still about food', () => {
    expect(readBrief('celebrating!!! got the job 🎉 something special for 2', 'en').notFood).toBe(false)
    expect(readBrief('合格祝いに何か特別なもの', 'ja').notFood).toBe(false)
  })
})
