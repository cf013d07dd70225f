import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { effectiveMentions } from '../../../src/ai/food/guard'

/** Read in the language its script says. */
const read = (theme: string) => readBrief(theme, /[\u3040-\u30ff\u3400-\u9fff]/.test(theme) ? 'ja' : 'en')

/**
 * Heldout 31: which dish a theme names. A dish named only to compare is not asked, and a clam's cooking liquor is
 * no alcohol that would decline a chowder.
 */
describe('the dish the theme asks for', () => {
  test.each([
    ["Gyoza tonight, pan-fried. what's the difference from shumai anyway?", 'gyoza'],
    ['tonkatsu for dinner, compared to a schnitzel is it thicker?', 'tonkatsu'],
    ['豚汁を作りたい。粕汁との違いって何？', 'tonjiru'],
  ])('a dish named to compare is not the dish asked: %s', (theme, id) => expect(read(theme).dishId).toBe(id))

  test('a pasta bake and a seafood chowder name their dishes', () => {
    expect(read('a pasta bake the whole family eats').dishId).toBe('baked_ziti')
    expect(read('I love a seafood chowder').dishId).toBe('clam_chowder')
  })

  test('a clam or bean liquor is cooking liquid, no alcohol', () => {
    const traits = (line: string) => effectiveMentions(line).flatMap((m) => m.traits)
    expect(traits('Whisk in the liquor gradually.')).toEqual(['alcohol'])
    expect(traits('Whisk in the clam liquor gradually.')).not.toContain('alcohol')
    expect(traits('until the rice has soaked up the bean liquor')).not.toContain('alcohol')
  })
})
