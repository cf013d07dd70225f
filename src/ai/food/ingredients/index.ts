import type { Ingredient } from '../types'
import { DAIRY } from './dairy'
import { DRINKS } from './drinks'
import { FROM_DISHES } from './from-dishes'
import { FRUITS } from './fruits'
import { GRAINS } from './grains'
import { HERBS } from './herbs'
import { NUTS } from './nuts'
import { PROTEINS } from './proteins'
import { SEASONINGS } from './seasonings'
import { SPICES } from './spices'
import { SWEETS } from './sweets'
import { VEGETABLES } from './vegetables'
import { WORLD_WEST } from './world-west'
import { WORLD_ASIA } from './world-asia'
import { MORE_WORLD } from './more-world'

/** Every ingredient the food catalogue knows, group files first. */
export const ALL_INGREDIENTS: Ingredient[] = [
  ...PROTEINS,
  ...VEGETABLES,
  ...HERBS,
  ...FRUITS,
  ...NUTS,
  ...GRAINS,
  ...DAIRY,
  ...SEASONINGS,
  ...SPICES,
  ...SWEETS,
  ...DRINKS,
  ...FROM_DISHES,
  ...WORLD_WEST,
  ...WORLD_ASIA,
  ...MORE_WORLD,
]
