import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { dish } from '../../../src/ai/food/dishes'
import { HAZARDS, loadHazardTable } from '../../../src/ai/food/hazards'
import TABLE from '../../../knowledge/hazards.json'
import type { Lang } from '../../../src/ai/food/types'

/**
 * Issue 34: a dangerous ask is made safe aloud, and an ask whose eater is an animal, or whose use is bait or a craft, is said
 * to be no food for people, wherever the theme says so (late, in an aside, by a pet's name), in both languages, in kana
 * only and in romaji.
 */
const read = (theme: string, lang: Lang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en') =>
  readBrief(theme, lang)

describe('a danger asked is found and made safe, however the theme spells it', () => {
  for (const [theme, id, lang] of [
    ['ぶたにくの しゃぶしゃぶ、 ぴんく くらいで たべたい', 'raw_pork'],
    ['butaniku no shabushabu, pinku de tabetai', 'raw_pork', 'ja'],
    ["I'd like my pork belly hot pot with the slices still a bit pink", 'raw_pork'],
    ['じかせいの とまとそーすを びんづめにして じょうおんで ほぞん したい', 'tomatoes_canned_without_acid'],
    ['made a big batch of pesto, want to keep the jars on the shelf all winter', 'home_bottled_sauce_room_temperature'],
    ['自家製のミートソースを瓶詰めにして常温で何ヶ月か保存したい', 'home_bottled_sauce_room_temperature'],
    ['Grilled cheese for my 2 year old with raw-milk cheddar', 'raw_milk_cheese_young_old'],
    ['4歳の子に非加熱のチーズをのせたクラッカー', 'raw_milk_cheese_young_old'],
    ['2歳の娘に むさっきんの チーズ', 'raw_milk_cheese_young_old'],
    ['Sauerkraut with about half the usual salt, mason jar on the counter', 'ferment_without_salt'],
    ['塩分を半分にした自家製キムチを常温で発酵させたい', 'ferment_without_salt'],
    ['にんしんちゅうの つまに なまたまごの ごはん', 'runny_eggs'],
  ] as Array<[string, string, Lang?]>)
    test(theme, () => {
      const found = read(theme, lang).hazards?.find((h) => h.id === id)
      expect(found).toBeDefined()
      expect(found!.refused).toBe(false)
    })
})

describe('near misses stay ordinary food, with no danger said', () => {
  for (const theme of [
    'Quick pasta with a jar of pesto from the pantry',
    'my toddler loves brie, a brie toastie for him',
    'Homemade chicken stock: can I keep the jars in the fridge for a week?',
    'low-salt kimchi jjigae for dinner',
  ])
    test(theme, () => {
      const brief = read(theme)
      expect(brief.hazards ?? []).toEqual([])
      expect(brief.notFood).toBe(false)
    })
})

describe('the eater or use said anywhere makes the ask no food for people', () => {
  for (const [theme, lang] of [
    ["Dough balls with bread and cheese, what ratio? They're for carp fishing on Sunday"],
    ['apple and oat cookies, they are for my horse Biscuit'],
    ["pancakes for Luna (she's our beagle)"],
    ['carrot muffins for the donkeys at the sanctuary'],
    ['mealworm and seed balls for the wild birds this winter'],
    ['What do I feed my tortoise? a homemade salad mix'],
    ['Pumpkin biscuits for Mochi, my hamster'],
    ['きんぎょの えさを てづくり したい、ほうれんそうで'],
    ['kingyo no esa wo tezukuri shitai', 'ja'],
    ['uchi no inu no tanjoubi keeki wo tsukuritai', 'ja'],
    ['チョコ（うちのトイプードル）のお誕生日ケーキ'],
    ['庭の小鳥たちにラードと種でケーキを作りたい'],
    ['子どもの工作用ねんど、小麦粉と塩で'],
    ['ground coffee and eggshells, how do I layer them for my vegetable beds?'],
  ] as Array<[string, Lang?]>)
    test(theme, () => {
      const brief = read(theme, lang)
      expect(brief.harm).toBeUndefined()
      expect(brief.notFood).toBe(true)
    })

  for (const theme of [
    'pancakes for Luna (she is 4)',
    'ポンちゃん用のお弁当（ポンちゃんは5歳の息子）',
    'a trout recipe for tonight, caught it fishing',
    'fishing trip lunch: sandwiches for four',
    'a horse-shaped cake for my daughter',
    '鯉こくを作りたい',
  ])
    test(`still food: ${theme}`, () => expect(read(theme).notFood).toBe(false))
})

describe('a refusal names the nearest safe dish the data has', () => {
  for (const [theme, lang] of [
    ['フグの肝を使った料理を教えて', 'ja'],
    ['ふぐの きもを たべたい', 'ja'],
    ['I caught a puffer, how do I cook its liver?', 'en'],
    ['a cocktail for my 8 year old', 'en'],
  ] as Array<[string, Lang]>)
    test(theme, () => {
      const refused = read(theme, lang).hazards!.find((h) => h.refused)!
      const row = HAZARDS.find((r) => r.id === refused.id)!
      expect(refused.instead).toContain(dish(row.nearest!).name[lang])
    })

  test('a nearest dish the kitchen lacks is refused at load', () => {
    const bad = structuredClone(TABLE) as typeof TABLE
    Object.assign(bad.hazards[0]!, { nearest: 'no_such_dish' })
    expect(() => loadHazardTable(bad)).toThrow(/no dish/)
  })
})
