import { byId } from '../by-id'
import type { Dish } from '../types'
import { dishesFrom } from './data'
import japaneseHome from '../../../../knowledge/dishes/japanese-home.json'
import koreanHome from '../../../../knowledge/dishes/korean-home.json'
import chineseHome from '../../../../knowledge/dishes/chinese-home.json'
import southeastAsianHome from '../../../../knowledge/dishes/southeast-asian-home.json'
import indianHome from '../../../../knowledge/dishes/indian-home.json'
import westernHome from '../../../../knowledge/dishes/western-home.json'
import noodles from '../../../../knowledge/dishes/noodles.json'
import desserts from '../../../../knowledge/dishes/desserts.json'
import drinks from '../../../../knowledge/dishes/drinks.json'
import snacks from '../../../../knowledge/dishes/snacks.json'
import world from '../../../../knowledge/dishes/world.json'
import europe from '../../../../knowledge/dishes/europe.json'
import middleEastAfrica from '../../../../knowledge/dishes/middle-east-africa.json'
import americas from '../../../../knowledge/dishes/americas.json'
import japan from '../../../../knowledge/dishes/japan.json'
import eastAsia from '../../../../knowledge/dishes/east-asia.json'
import southSoutheastAsia from '../../../../knowledge/dishes/south-southeast-asia.json'
import moreWorld from '../../../../knowledge/dishes/more-world.json'
import worldGaps from '../../../../knowledge/dishes/world-gaps.json'
import gaps3 from '../../../../knowledge/dishes/gaps3.json'
import gaps4 from '../../../../knowledge/dishes/gaps4.json'
import gaps5 from '../../../../knowledge/dishes/gaps5.json'
import gaps6 from '../../../../knowledge/dishes/gaps6.json'
import gaps8 from '../../../../knowledge/dishes/gaps8.json'
import gaps9 from '../../../../knowledge/dishes/gaps9.json'
import gaps10 from '../../../../knowledge/dishes/gaps10.json'
import gaps11 from '../../../../knowledge/dishes/gaps11.json'
import gaps12 from '../../../../knowledge/dishes/gaps12.json'

/** Every dish the offline engine can cook: each file of knowledge/dishes, listed once so the binary carries it. */
export const DISHES: Dish[] = [
  ...dishesFrom('knowledge/dishes/japanese-home.json', japaneseHome),
  ...dishesFrom('knowledge/dishes/korean-home.json', koreanHome),
  ...dishesFrom('knowledge/dishes/chinese-home.json', chineseHome),
  ...dishesFrom('knowledge/dishes/southeast-asian-home.json', southeastAsianHome),
  ...dishesFrom('knowledge/dishes/indian-home.json', indianHome),
  ...dishesFrom('knowledge/dishes/western-home.json', westernHome),
  ...dishesFrom('knowledge/dishes/noodles.json', noodles),
  ...dishesFrom('knowledge/dishes/desserts.json', desserts),
  ...dishesFrom('knowledge/dishes/drinks.json', drinks),
  ...dishesFrom('knowledge/dishes/snacks.json', snacks),
  ...dishesFrom('knowledge/dishes/world.json', world),
  ...dishesFrom('knowledge/dishes/europe.json', europe),
  ...dishesFrom('knowledge/dishes/middle-east-africa.json', middleEastAfrica),
  ...dishesFrom('knowledge/dishes/americas.json', americas),
  ...dishesFrom('knowledge/dishes/japan.json', japan),
  ...dishesFrom('knowledge/dishes/east-asia.json', eastAsia),
  ...dishesFrom('knowledge/dishes/south-southeast-asia.json', southSoutheastAsia),
  ...dishesFrom('knowledge/dishes/more-world.json', moreWorld),
  ...dishesFrom('knowledge/dishes/world-gaps.json', worldGaps),
  ...dishesFrom('knowledge/dishes/gaps3.json', gaps3),
  ...dishesFrom('knowledge/dishes/gaps4.json', gaps4),
  ...dishesFrom('knowledge/dishes/gaps5.json', gaps5),
  ...dishesFrom('knowledge/dishes/gaps6.json', gaps6),
  ...dishesFrom('knowledge/dishes/gaps8.json', gaps8),
  ...dishesFrom('knowledge/dishes/gaps9.json', gaps9),
  ...dishesFrom('knowledge/dishes/gaps10.json', gaps10),
  ...dishesFrom('knowledge/dishes/gaps11.json', gaps11),
  ...dishesFrom('knowledge/dishes/gaps12.json', gaps12),
]

/** The dish with this id (an unknown id is a bug in the caller, so it throws), and whether there is one. */
export const { get: dish, has: hasDish } = byId('dish', DISHES)
