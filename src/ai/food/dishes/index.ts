import type { Dish } from '../types'
import { CHINESE } from './chinese'
import { DESSERTS } from './desserts'
import { DRINKS } from './drinks'
import { INDIAN } from './indian'
import { JAPANESE } from './japanese'
import { KOREAN } from './korean'
import { NOODLES } from './noodles'
import { SNACKS } from './snacks'
import { SOUTHEAST_ASIAN } from './southeast-asian'
import { WESTERN } from './western'
import { dishesFrom } from './data'
import world from '../../../../knowledge/dishes/world.json'
import europe from '../../../../knowledge/dishes/europe.json'
import middleEastAfrica from '../../../../knowledge/dishes/middle-east-africa.json'
import americas from '../../../../knowledge/dishes/americas.json'
import japan from '../../../../knowledge/dishes/japan.json'
import eastAsia from '../../../../knowledge/dishes/east-asia.json'
import southSoutheastAsia from '../../../../knowledge/dishes/south-southeast-asia.json'

/** Every dish the offline engine can cook, by cuisine and category files. */
export const DISHES: Dish[] = [
  ...JAPANESE,
  ...KOREAN,
  ...CHINESE,
  ...SOUTHEAST_ASIAN,
  ...INDIAN,
  ...WESTERN,
  ...NOODLES,
  ...DESSERTS,
  ...DRINKS,
  ...SNACKS,
  ...dishesFrom('knowledge/dishes/world.json', world),
  ...dishesFrom('knowledge/dishes/europe.json', europe),
  ...dishesFrom('knowledge/dishes/middle-east-africa.json', middleEastAfrica),
  ...dishesFrom('knowledge/dishes/americas.json', americas),
  ...dishesFrom('knowledge/dishes/japan.json', japan),
  ...dishesFrom('knowledge/dishes/east-asia.json', eastAsia),
  ...dishesFrom('knowledge/dishes/south-southeast-asia.json', southSoutheastAsia),
]

const BY_ID = new Map(DISHES.map((d) => [d.id, d]))

/** The dish with this id; an unknown id is a bug in the caller, so it throws. */
export function dish(id: string): Dish {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`unknown dish: ${id}`)
  return found
}

export function hasDish(id: string): boolean {
  return BY_ID.has(id)
}
