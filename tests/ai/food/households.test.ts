import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang, Trait } from '../../../src/ai/food/types'

/** What a brief rules out, as traits: the guard rejects any recipe with a food of one of them. */
const traitsOf = (theme: string, lang: Lang) => new Set(readBrief(theme, lang).exclusions.flatMap((e) => e.traits))

/** A household where each person has a restriction of their own: every person's is read, not only the last one said with a cue. */
const HOUSEHOLDS: Array<[string, Lang, Trait[]]> = [
  ['son: eggs; wife: no dairy', 'en', ['egg', 'milk']],
  ['husband: shellfish; daughter: no peanuts', 'en', ['shellfish', 'peanut']],
  ['me: soy / partner: gluten-free', 'en', ['soy', 'gluten']],
  ['- my son: eggs\n- my wife: no dairy\n- me: nothing', 'en', ['egg', 'milk']],
  ['• grandma: fish\n• kids: sesame', 'en', ['fish', 'sesame']],
  ['son (eggs), wife (no dairy)', 'en', ['egg', 'milk']],
  ['no eggs (son) or dairy (wife)', 'en', ['egg', 'milk']],
  ['son / eggs, wife / milk', 'en', ['egg', 'milk']],
  ['son - eggs and wife - dairy', 'en', ['egg', 'milk']],
  ['allergies: son - sesame, wife - shrimp', 'en', ['sesame', 'crustacean']],
  ['guest 1: peanuts & eggs. guest 2: soy', 'en', ['peanut', 'egg', 'soy']],
  ['my daughter: tree nuts; my husband is allergic to fish', 'en', ['tree_nut', 'fish']],
  ['my son is allergic to sesame and my wife to eggs', 'en', ['sesame', 'egg']],
  ['dad: shellfish, mum: dairy, baby: eggs — dinner for the family', 'en', ['shellfish', 'milk', 'egg']],
  ['息子: 卵; 妻: 乳', 'ja', ['egg', 'milk']],
  ['息子は卵アレルギー、妻は乳製品NG', 'ja', ['egg', 'milk']],
  ['夫はえび、私は小麦がダメ', 'ja', ['crustacean', 'wheat']],
  ['娘：ごま／夫：乳製品', 'ja', ['sesame', 'milk']],
  ['・長男 卵\n・次男 そば\n・私 なし', 'ja', ['egg', 'buckwheat']],
  ['息子（卵）と妻（乳製品）がアレルギーです', 'ja', ['egg', 'milk']],
  ['卵（息子）、乳製品（妻）は使わないで', 'ja', ['egg', 'milk']],
  ['父は魚、母は大豆、私はピーナッツのアレルギー', 'ja', ['fish', 'soy', 'peanut']],
  ['子ども1: 卵。子ども2: 小麦とごま', 'ja', ['egg', 'wheat', 'sesame']],
]

/** What a person likes or wants is no restriction: only a bare food after a person is read as one. */
const NOT_RULED_OUT: Array<[string, Lang, Trait]> = [
  ['my son loves eggs, my wife: no dairy', 'en', 'egg'],
  ['私は卵が好き、妻は乳製品NG', 'ja', 'egg'],
  ['dinner for me (1 serving), have a salmon fillet, no dairy', 'en', 'fish'],
  ['夫はえびが食べたいと言っています。私は小麦がダメ', 'ja', 'crustacean'],
]

describe('a household with a restriction for each person', () => {
  for (const [theme, lang, traits] of HOUSEHOLDS)
    test(theme, () => {
      const read = traitsOf(theme, lang)
      for (const trait of traits) expect(read).toContain(trait)
    })
  for (const [theme, lang, trait] of NOT_RULED_OUT)
    test(`not ruled out: ${theme}`, () => expect(traitsOf(theme, lang)).not.toContain(trait))
})

/** The food first, then who reacts to it ("the pecans i react to"): the food is an allergen, as "reacts to pecans" is. */
describe('a food named before the person who reacts to it', () => {
  for (const [theme, trait] of [
    ["it's the cashews she reacts to, not the almonds", 'tree_nut'],
    ['the pecans i react to', 'tree_nut'],
    ['prawns they react to, so none of those', 'crustacean'],
  ] as const)
    test(theme, () => expect(traitsOf(theme, 'en')).toContain(trait))
})
