import { describe, expect, test } from 'bun:test'
import type { Lang } from '../../../../src/ai/food/types'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { cooked } from './panel-turns'

/**
 * A question on a food or a technique of the dish is answered by the recipe's step that concerns them (its foods named by
 * the lexicon in either language, its words), where no note is as much about it: never "our notes do not cover it".
 */
const answer = (theme: string, dishId: string, lang: Lang = 'en') =>
  factsOf(cooked(theme, dishId, lang), theme, lang).answer?.note ?? ''

describe('the step that concerns the food asked about', () => {
  test('a note that answers whether a step is worth it is said before the step itself', () => {
    const note = answer('mapo tofu tonight. is it worth poaching the tofu, or a myth?', 'mapo_tofu')
    expect(note).toMatch(/^Poaching the tofu/)
  }, 60_000)

  test('whether a step is needed, with no note on it, is answered by that step, not as no tested answer', () => {
    const onion = answer('oyakodon: is it worth simmering the onion first, or a myth?', 'oyakodon')
    expect(onion).toMatch(/step 2\b.*onion/)
    const sauce = answer('pad thai: is it worth warming the tamarind sauce separately?', 'pad_thai')
    expect(sauce).toMatch(/step 2\b.*tamarind/)
    expect(`${onion} ${sauce}`).not.toMatch(/no tested answer|no note of ours|notes give no/)
  }, 60_000)

  test('before or after asks of the food named first: its own step, not as no tested answer', () => {
    const note = answer('miso soup question, when do I add the miso, before or after the tofu?', 'miso_soup')
    expect(note).toMatch(/step 4\b.*dissolve the miso/)
    expect(note).not.toMatch(/no tested answer|no note of ours/)
  }, 60_000)
})
