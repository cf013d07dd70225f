import type { Ingredient } from '../types'
import { loadIngredients } from './data'
import cuts from '../../../../knowledge/cuts.json'
import proteins from '../../../../knowledge/ingredients/proteins.json'
import vegetables from '../../../../knowledge/ingredients/vegetables.json'
import herbs from '../../../../knowledge/ingredients/herbs.json'
import fruits from '../../../../knowledge/ingredients/fruits.json'
import nuts from '../../../../knowledge/ingredients/nuts.json'
import grains from '../../../../knowledge/ingredients/grains.json'
import dairy from '../../../../knowledge/ingredients/dairy.json'
import seasonings from '../../../../knowledge/ingredients/seasonings.json'
import spices from '../../../../knowledge/ingredients/spices.json'
import sweets from '../../../../knowledge/ingredients/sweets.json'
import drinks from '../../../../knowledge/ingredients/drinks.json'
import fromDishes from '../../../../knowledge/ingredients/from-dishes.json'
import worldWest from '../../../../knowledge/ingredients/world-west.json'
import worldAsia from '../../../../knowledge/ingredients/world-asia.json'
import moreWorld from '../../../../knowledge/ingredients/more-world.json'
import cookbookKitchen4 from '../../../../knowledge/ingredients/cookbook-kitchen4.json'
import cookbookRecipesAsia2 from '../../../../knowledge/ingredients/cookbook-recipes-asia2.json'
import cookbookRecipesWorld from '../../../../knowledge/ingredients/cookbook-recipes-world.json'
import cookbookRecipesAsia from '../../../../knowledge/ingredients/cookbook-recipes-asia.json'
import gaps5 from '../../../../knowledge/ingredients/gaps5.json'
import gaps6 from '../../../../knowledge/ingredients/gaps6.json'

const file = (name: string, data: unknown) => ({ file: `knowledge/ingredients/${name}.json`, data })

/**
 * Every ingredient the food catalogue knows, group files first: the data files of
 * knowledge/ingredients, each listed here once so the built binary carries it. Adding an
 * ingredient is one entry in one of them.
 */
export const INGREDIENTS: Ingredient[] = loadIngredients({ file: 'knowledge/cuts.json', data: cuts }, [
  file('proteins', proteins),
  file('vegetables', vegetables),
  file('herbs', herbs),
  file('fruits', fruits),
  file('nuts', nuts),
  file('grains', grains),
  file('dairy', dairy),
  file('seasonings', seasonings),
  file('spices', spices),
  file('sweets', sweets),
  file('drinks', drinks),
  file('from-dishes', fromDishes),
  file('world-west', worldWest),
  file('world-asia', worldAsia),
  file('more-world', moreWorld),
  file('cookbook-kitchen4', cookbookKitchen4),
  file('cookbook-recipes-asia2', cookbookRecipesAsia2),
  file('cookbook-recipes-world', cookbookRecipesWorld),
  file('cookbook-recipes-asia', cookbookRecipesAsia),
  file('gaps5', gaps5),
  file('gaps6', gaps6),
])
