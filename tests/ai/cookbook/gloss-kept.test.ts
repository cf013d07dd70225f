import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'

const titled = (theme: string, lang: Lang) => {
  const brief = readBrief(theme, lang)
  return cookFor({ brief, dishId: brief.dishId!, seed: 1, theme }).draft
}

describe('a title gloss naming a food whose stand-in bears its name is kept', () => {
  test.each([
    ['ベジタリアンなので、魚のだしを使わない卵焼きをお願いします', 'ja'],
    ['菜食です（卵はOK）。お弁当用のだし巻き卵', 'ja'],
    ['かつお節アレルギー。だし巻き卵を作りたい', 'ja'],
    ['vegetarian dashimaki for a bento, eggs are fine', 'en'],
    ['tamagoyaki without bonito, I am vegetarian', 'en'],
    ['fish allergy - rolled omelette with dashi please', 'en'],
  ] as const)('%s', (theme, lang) => {
    const draft = titled(theme, lang)
    expect(draft.ingredients_ja.join()).not.toMatch(/かつお|鰹/)
    expect(draft.title_ja).toContain('だし巻き')
  })

  test('a gloss naming a food gone with no stand-in of its name still goes', () => {
    const draft = titled('ピーナッツアレルギー。宮保鶏丁を作りたい', 'ja')
    expect(draft.title_ja).not.toMatch(/[（(]/)
  })
})
