import { describe, expect, test } from 'bun:test'
import { checkRecipe } from '../../../src/ai/food/guard'
import { briefExcluding, recipe } from '../../support/recipes'

const steps = (traits: Parameters<typeof briefExcluding>[0], steps_en: string[], steps_ja: string[] = []) =>
  checkRecipe(recipe({ steps_en, steps_ja }), briefExcluding(traits)).map((v) => v.ingredient)

describe('a food word a step uses for something else is not the food', () => {
  test('a likeness: the aubergine scored to look like eel, a colour, a smell', () => {
    expect(
      steps(['fish'], ['Score the aubergine so it looks like grilled eel.', 'Glaze until shining like eel.']),
    ).toEqual([])
    expect(steps(['fish'], [], ['なすをうなぎのように開く。', 'うなぎ風のたれをからめる。'])).toEqual([])
    expect(
      steps(['tree_nut'], ['Toast the semolina until it smells of hazelnuts.'], ['ナッツのような香りがするまで炒る。']),
    ).toEqual([])
    expect(steps(['soy'], ['Cook the roux to an even chocolate brown.'], ['チョコレート色になるまで炒める。'])).toEqual(
      [],
    )
  })

  test('a texture: a lump-free cream, a paste, クリーム状, 粉っぽさ', () => {
    expect(steps(['milk'], ['Toss fast with the pasta water until it turns into a lump-free cream.'])).toEqual([])
    expect(steps(['milk'], [], ['ソースがクリーム状になるまで混ぜる。'])).toEqual([])
    expect(steps(['gluten'], ['Stir until no dry flour remains.'], ['粉っぽさがなくなるまで炒める。'])).toEqual([])
  })

  test('a measure: for each egg, 卵1個につき', () => {
    expect(
      steps(
        ['egg'],
        ['For each egg, stir 1 tbsp ground flaxseed into 3 tbsp water.'],
        ['卵1個につきフラックスシード大さじ1を水で溶く。'],
      ),
    ).toEqual([])
  })

  test('the real food in a step is still read, in both languages', () => {
    expect(steps(['fish'], ['Lay the grilled eel on the rice like a blanket.'])).toContain('grilled eel')
    expect(steps(['fish'], [], ['うなぎのかば焼きをご飯にのせる。'])).not.toEqual([])
    expect(
      steps(['milk'], ['Stir in the heavy cream until smooth.'], ['生クリームを加えてクリーム状にする。']),
    ).not.toEqual([])
    expect(
      steps(['gluten'], ['Stir in the flour until no lumps remain.'], ['小麦粉を加え、粉っぽさがなくなるまで炒める。']),
    ).not.toEqual([])
    expect(steps(['egg'], ['Crack each egg into a cup.'], ['卵を1個ずつ割り入れる。'])).not.toEqual([])
  })

  test('an ingredient line names the food whatever stands round it', () => {
    const v = checkRecipe(
      recipe({ ingredients_en: ['1 tbsp flour, like plain flour'], ingredients_ja: ['小麦粉風の粉 大さじ1'] }),
      briefExcluding(['gluten']),
    )
    expect(v.map((x) => x.field).sort()).toEqual(['ingredients_en[0]', 'ingredients_ja[0]'])
  })
})

describe('a word that holds a food name without being the food', () => {
  test('何もつかず is not もつ, burnt specks not speck, the poaching liquor not alcohol', () => {
    expect(steps(['beef'], [], ['竹串に何もつかなくなるまで焼く。'])).toEqual([])
    expect(steps(['pork'], ['Remake the roux if it shows burnt specks.'])).toEqual([])
    expect(steps(['alcohol'], ['Strain the liquor and keep the poaching liquor.'])).toEqual([])
  })

  test('the food itself is still read', () => {
    expect(steps(['beef'], [], ['もつを下ゆでする。'])).not.toEqual([])
    expect(steps(['pork'], ['Scatter the diced speck over.'])).not.toEqual([])
    expect(steps(['alcohol'], ['Add a splash of liquor.'])).not.toEqual([])
  })
})
