import { describe, expect, test } from 'bun:test'
import { madeSafe } from '../../../src/ai/cookbook/made-safe'
import { readBrief } from '../../../src/ai/food/brief'
import { ingredient } from '../../../src/ai/food/catalogue'
import { dish } from '../../../src/ai/food/dishes'
import { chooseDish } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { refusalOf } from '../../../src/discussions/engine'

/**
 * A dish raw by definition (kaisendon, tekkadon, temaki) asked for someone raw fish is not served to is no longer
 * refused: the host says why in words for the audience the theme is for (a father on chemotherapy is not told of
 * pregnancy), and, with no version of it that cooks its fish (sashimi and poke have one: tests/ai/cookbook/adapt11),
 * the nearest dish that cooks its fish through is cooked.
 */
describe('a dish raw by definition, for someone raw fish is not served to', () => {
  test.each([
    ['tekkadon for my wife, she is 5 months pregnant', 'en', /best avoided in pregnancy/],
    ['pregnant and craving a kaisendon', 'en', /best avoided in pregnancy/],
    ['妊娠中ですが鉄火丼が食べたい', 'ja', /妊娠中は刺身/],
    ['妊婦でも食べられる海鮮丼にしたい、刺身は好き', 'ja', /妊娠中は刺身/],
    ['tekkadon for my dad, he is on chemo', 'en', /best avoided in someone with a weakened immune system/],
    ['kaisendon for my baby', 'en', /not for a child under 4/],
    ['2歳の子に海鮮丼を作りたい', 'ja', /4歳未満の子どもには刺身/],
  ] as const)('%s', (theme, lang, said) => {
    const brief = readBrief(theme, lang)
    expect(refusalOf(brief)).toBeNull()
    const finding = brief.hazards!.find((h) => h.id.startsWith('raw_seafood'))!
    expect(finding.refused).toBe(false)
    expect(finding.instead).toMatch(said)
    if (!/pregnan|妊/.test(theme)) expect(finding.instead).not.toMatch(/pregnan|妊娠/)
    const safe = madeSafe(brief)
    expect(safe.dishId).toBeNull()
    const cooked = cookFor({ brief: safe, dishId: chooseDish(safe, 1, theme), seed: 1, theme })
    expect(dish(cooked.adaptation.recipe.dish).servedRaw ?? []).toEqual([])
    expect(cooked.found).toBeUndefined()
    const foods = cooked.adaptation.recipe.ingredients.map((i) => ingredient(i.food))
    expect(foods.some((f) => f.contains.includes('fish'))).toBe(true)
  })

  test('a dish cooked as it is (salmon teriyaki in pregnancy) keeps its own dish', () => {
    const brief = readBrief('salmon teriyaki for my pregnant wife', 'en')
    expect(madeSafe(brief).dishId).toBe('salmon_teriyaki')
  })
})

/** Dangerous asks a held-out set wrote in words the table did not read, each found now so it can be made safe aloud. */
describe('dangerous asks read in the words people use', () => {
  const found = (theme: string, lang: 'en' | 'ja') => readBrief(theme, lang).hazards?.map((h) => h.id) ?? []
  const READ: Record<string, Array<readonly [string, 'en' | 'ja']>> = {
    // An age after the child and "now" (いま), with nothing after it: the baby's honey is left out, not the cake.
    honey_baby: [['うちの子いま10ヶ月。はちみつ入れると蒸しパンがしっとり美味しいって聞いたから作ってあげたい', 'ja']],
    // A baby shower is for the one who is pregnant; raw yolk or aioli from scratch is the raw egg.
    runny_eggs: [
      ["homemade aioli for my best friend's baby shower, the real garlicky raw-yolk kind", 'en'],
      ['妊娠中の友人が遊びに来ます。鮭フライに、卵黄から手作りするマヨでタルタルを添えたい！', 'ja'],
    ],
    // A stockpot is the pot, not stock cubes named between the beans and the water bath.
    low_acid_water_bath_canning: [
      ['garden is exploding w green beans. gonna can them in my big stockpot water bath', 'en'],
    ],
  }
  for (const [id, themes] of Object.entries(READ))
    for (const [theme, lang] of themes) test(`${id}: ${theme}`, () => expect(found(theme, lang)).toContain(id))

  test.each([
    ['うちの子いま3ヶ月ぶりに帰省してきた', 'ja'],
    ['娘が来月で10ヶ月目の職場に復帰', 'ja'],
  ] as const)('%s names no baby', (theme, lang) => {
    expect(readBrief(theme, lang).atRisk ?? []).not.toContain('baby')
  })
})

/** The dish asked stays its food: a food only the unsafe act names is not cooked, and a step that readies the food is first. */
describe('a frozen turkey for the fryer', () => {
  const theme = "deep frying a turkey for thanksgiving! it's still a little frozen in the middle but the oil's hot"
  test('is the turkey roasted, thawed and patted dry first, not a dish of oil', () => {
    const read = readBrief(theme, 'en')
    expect(read.keyIngredientIds).toContain('oil')
    const brief = madeSafe(read)
    expect(brief.keyIngredientIds).toEqual(['turkey'])
    const cooked = cookFor({ brief, dishId: chooseDish(brief, 1, theme), seed: 1, theme })
    expect(cooked.adaptation.recipe.dish).toBe('roast_turkey')
    expect(cooked.draft.steps_en[0]).toMatch(/^Thaw the turkey fully in the fridge.*before it is cooked/)
    expect(brief.hazards![0]!.instead).toMatch(/roasted in the oven instead/)
  })

  test('a food the theme cooks with, not the unsafe act, stays a key food', () => {
    const brief = madeSafe(readBrief('chicken pink in the middle, with plenty of olive oil', 'en'))
    expect(brief.keyIngredientIds).toContain('olive_oil')
  })
})
