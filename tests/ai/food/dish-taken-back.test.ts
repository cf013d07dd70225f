import { expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'

const dishIdOf = (theme: string, lang: 'ja' | 'en') => readBrief(theme, lang).dishId

test.each([
  ['shakshukah for brunch', 'shakshuka'],
  ['shakshukah w feta, brunch for 2', 'shakshuka'],
  ['carbonarra for two tonight', 'spaghetti_carbonara'],
  ['Shakshukka for two please', 'shakshuka'],
] as const)('a misspelt dish is read as the dish past a word of no food after it: %s', (theme, id) => {
  expect(dishIdOf(theme, 'en')).toBe(id)
})

test.each(['shahi paneer for guests', 'lacto vegetarian — shahi paneer for guests saturday'])(
  'a dish word right before a food still names a dish the kitchen lacks: %s',
  (theme) => {
    const brief = readBrief(theme, 'en')
    expect(brief.dishId).toBeNull()
    expect(brief.unknownDish).toBe('shahi paneer')
  },
)
