import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { describedDish } from '../../../src/ai/food/families'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish } from '../../../src/ai/offline/choose'

const lang = (text: string): Lang => (/[\u3040-\u9fff]/.test(text) ? 'ja' : 'en')

describe('a dish named again as its plain version, or with its own sauce, is kept', () => {
  // The version turned away and the plain one are one dish of the table: the plain one named after it is asked.
  test.each([
    ['チーズハンバーグじゃなくて普通のハンバーグが食べたいです', 'hamburg_steak'],
    ['チーズダッカルビじゃなくてふつうのタッカルビで', 'dakgalbi'],
    ['not the cheese version, just a regular dakgalbi for 3', 'dakgalbi'],
    ['no bacon-wrapped one, a plain meatloaf please', 'meatloaf'],
    // A sauce said as a main's part (the main's の) is made for the main, which is the dish.
    ['エビフライのたるたるソースから作りたい！', 'ebi_fry'],
    ['ちきんなんばんのたるたるから作りたいです', 'chicken_nanban'],
    ['chicken nanban, and I want to start from the tartar sauce', 'chicken_nanban'],
    ['sous-vide chicken breast at 62C for 1.5 hours, zip bag, is that safe?', 'tori_ham'],
    ['Make me some suya. Charcoal grill is ready.', 'suya'],
    ['スヤ作りたい！炭火で', 'suya'],
  ])(
    '%s',
    (text, id) => {
      const brief = readBrief(text, lang(text))
      expect(brief.dishId).toBe(id)
      expect(chooseDish(brief, 1, text)).toBe(id)
    },
    30_000,
  )
})

describe('a slang word for hearty food asks for food', () => {
  // kuromoji cuts がっつり into がっ + つり (fishing): the eating word keeps the theme about food.
  test.each([
    '野球部の息子が帰ってくるから20分で！がっつり系！',
    'がっつり系でおねがいします。男子大学生4人',
    'ガッツリ系！30分で！',
    'がっつり系のおかずを作っていただけますでしょうか。',
    'something hearty for my rugby lads, 20 mins',
  ])(
    '%s',
    (text) => {
      const brief = readBrief(text, lang(text))
      expect(brief.notFood).toBe(false)
      expect(chooseDish(brief, 1, text)).toBeTruthy()
    },
    30_000,
  )
})

describe('describedDish, read from the index built at load', () => {
  const none = { keyIngredientIds: [], key_ingredients: [], dishId: null }
  test('a described dish is found, and a theme with no lead finds none', () => {
    expect(
      describedDish('that british thing with minced lamb under mashed potato, forgot the name', 'en', none),
    ).toBeDefined()
    expect(describedDish('hello there', 'en', none)).toBeUndefined()
  })
})
