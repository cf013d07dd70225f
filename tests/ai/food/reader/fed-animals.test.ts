import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'

/** An animal fed, counted ("for my 6 hens") or said safe for ("dog-safe"), is whom the food is for: no food for people. */
describe('food for animals counted or said safe for them is not food for people', () => {
  test.each([
    'treats for my 2 dogs, peanut butter and oats',
    'layer mash for my 12 hens, how much grit?',
    'dog-safe pumpkin biscuits for Rex',
    'bunny-safe oat bites, my rabbit loves them',
  ])('%s', (theme) => expect(readBrief(theme, 'en').notFood).toBe(true))
})

describe('people counted the same way are still cooked for', () => {
  test.each(['dinner for my 4 kids, chicken and rice', 'pasta for my 2 roommates', 'hot dog buns for 8 people'])(
    '%s',
    (theme) => expect(readBrief(theme, 'en').notFood).toBeFalsy(),
  )
})
