import { describe, expect, test } from 'bun:test'
import { checkRecipe } from '../../../src/ai/cookbook/check'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { readBrief } from '../../../src/ai/food/brief'

/**
 * The cookbook's reach (issue 33): home dishes a Japanese/English service is asked for by name,
 * read as their dish and cooked from an authored recipe, never declined as unknown nor cooked
 * from a template. One theme per kitchen the recipes of knowledge/recipes/gaps5.json added.
 */
const ASKED: Array<[string, 'ja' | 'en', string]> = [
  ['ぬか漬けを漬けたい。きゅうりとなすで', 'ja', 'nukazuke'],
  ['お正月明けに七草がゆを', 'ja', 'nanakusa_gayu'],
  ['1月7日なので七草粥を作りたい。七草セットは買ってある', 'ja', 'nanakusa_gayu'],
  ['いぶりがっこのクリームチーズあえをおつまみに', 'ja', 'iburigakko_cream_cheese'],
  ['小籠包を皮から作りたい', 'ja', 'xiao_long_bao'],
  ['お弁当にピーマンの肉詰め', 'ja', 'piman_nikuzume'],
  ['クーブイリチーを作り置きしたい', 'ja', 'kubu_irichi'],
  ['lemon drizzle cake for a bake sale', 'en', 'lemon_drizzle_cake'],
  ['kokoda for a summer lunch, 2 people', 'en', 'kokoda'],
  ['satsivi for new year', 'en', 'satsivi'],
  ['kuku paka with chapati tonight', 'en', 'kuku_paka'],
  ['egg hoppers for breakfast', 'en', 'hoppers'],
  ['bulalo on a rainy day', 'en', 'bulalo'],
  ['tacu tacu with leftover rice and beans', 'en', 'tacu_tacu'],
  ['bisi bele bath for 4', 'en', 'bisi_bele_bath'],
]

describe('a home dish asked for by name is cooked from its authored recipe', () => {
  test.each(ASKED)('%s', (theme, lang, dishId) => {
    expect(readBrief(theme, lang).dishId).toBe(dishId)
    const recipe = recipeFor(dishId)
    expect(recipe).toBeDefined()
    expect(checkRecipe(recipe!)).toEqual([])
  })
})
