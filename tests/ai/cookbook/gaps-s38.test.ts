import { describe, expect, test } from 'bun:test'
import { adapt } from '../../../src/ai/cookbook/adapt'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { render } from '../../../src/ai/cookbook/render'
import { readBrief } from '../../../src/ai/food/brief'
import { checkRecipe as guard } from '../../../src/ai/food/guard'
import { withSafetySteps } from '../../../src/ai/food/hazards'
import type { Lang } from '../../../src/ai/food/types'
import { cooksEach, expectAuthored } from './authored'

describe('dishes people ask for by name that the cookbook lacked (words-s38)', () => {
  test('each added dish has an authored recipe with notes for every role', () =>
    expectAuthored(['tori_paitan', 'taberu_rayu', 'porkolt', 'melon_pan', 'kouign_amann']))

  // The dish named is the dish cooked, under its own name, in either language.
  cooksEach([
    ['ja', '家で鶏白湯を炊きたい、寸胴はないです', 'tori_paitan'],
    ['ja', 'とりぱいたんのスープを手羽先で', 'tori_paitan'],
    ['ja', '鶏パイタンラーメン用のスープを作りたい', 'tori_paitan'],
    ['en', 'tori paitan from scratch in a normal pot', 'tori_paitan'],
    ['en', 'creamy chicken broth for ramen, milky white like the shops', 'tori_paitan'],
    ['en', 'chicken paitan at home this weekend', 'tori_paitan'],
    ['ja', '具だくさんラー油を瓶いっぱい作りたい', 'taberu_rayu'],
    ['ja', 'たべるラー油って家で作れる？', 'taberu_rayu'],
    ['ja', 'ザクザクラー油をご飯にのせたい', 'taberu_rayu'],
    ['en', 'homemade crunchy chilli oil with lots of garlic', 'taberu_rayu'],
    ['en', 'taberu rayu to keep in the fridge', 'taberu_rayu'],
    ['en', 'a jar of crunchy chili oil with fried shallots', 'taberu_rayu'],
    ['ja', 'ハンガリーのプルクルトを作りたい', 'porkolt'],
    ['ja', 'ポルコルトを4人分', 'porkolt'],
    ['ja', 'ペルケルトにノケドリを添えたい', 'porkolt'],
    ['en', 'beef porkolt for four', 'porkolt'],
    ['en', 'marhapörkölt like my grandmother in Budapest', 'porkolt'],
    ['en', 'a proper Hungarian beef stew, pörkölt', 'porkolt'],
    ['ja', 'メロンパンをおうちで焼きたい', 'melon_pan'],
    ['ja', '手ごねメロンパンに挑戦', 'melon_pan'],
    ['ja', 'めろんぱん作りたい', 'melon_pan'],
    ['en', 'melon pan kneaded by hand', 'melon_pan'],
    ['en', 'japanese melon bread for a bake sale', 'melon_pan'],
    ['en', 'melonpan with a crackly top', 'melon_pan'],
    ['ja', 'クイニーアマンを焼きたい', 'kouign_amann'],
    ['ja', 'くいにーあまんの折り込みを教えて', 'kouign_amann'],
    ['ja', 'クイニー・アマンを週末に', 'kouign_amann'],
    ['en', 'kouign amann at home', 'kouign_amann'],
    ['en', 'how do I laminate dough for kouign-amann', 'kouign_amann'],
    ['en', 'breton butter cake, the caramelised one', 'kouign_amann'],
  ])

  // A near name that must not change: the Mexican sweet bun stays the concha, the goulash soup stays goulash.
  test.each([
    ['ja', 'メキシコのメロンパンを焼きたい', 'conchas'],
    ['en', 'hungarian goulash soup', 'goulash'],
  ] as const)('%s "%s" stays %s', (lang, theme, id) => {
    expect(readBrief(theme, lang).dishId).toBe(id)
  })

  // Chicken and beef are cooked through as written, the oils and caramel are not at a food's risk.
  test.each([
    ['ja', '鶏白湯を作りたい', 'tori_paitan'],
    ['en', 'pörkölt for dinner', 'porkolt'],
    ['en', 'taberu rayu', 'taberu_rayu'],
    ['ja', 'メロンパン', 'melon_pan'],
    ['en', 'kouign-amann', 'kouign_amann'],
  ] as const)('%s "%s" passes the guard as written', (lang, theme, id) => {
    const brief = readBrief(theme, lang as Lang)
    expect(brief.dishId).toBe(id)
    expect(guard(withSafetySteps(render(adapt(recipeFor(id)!, brief, { seed: 1 })), brief), brief)).toEqual([])
  })
})
