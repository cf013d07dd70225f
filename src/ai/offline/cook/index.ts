import type { Dish, MethodId } from '../../food/types'
import { BAKE, CAKE, CHEESECAKE, COOKIE, isCheesecake, PANCAKE, SWEET_DOUGH } from './bake'
import { COLD_NOODLE, COLD_SOUP, DIP, NIBBLE, RICE_BALL, ROLL, SALAD, SANDWICH } from './cold'
import { COOLER, HOT_DRINK, SMOOTHIE } from './drink'
import { DEEP_FRY, DUMPLING, FRIED_SNACK, STEAM } from './fry'
import { FRIED_RICE, GRILL, SAVORY_PANCAKE, STIR_FRY } from './pan'
import {
  CURRY,
  CURRY_MARINATED,
  CURRY_SPICED,
  HOT_POT,
  NOODLE_SOUP,
  PASTA,
  RICE_BOWL,
  RICE_POT,
  SIMMER,
  SOUP,
} from './pot'
import { ingredient } from '../../food/catalogue'
import { mustCook } from '../../food/raw'
import { CHILLED, CUSTARD, FROZEN, JELLY } from './set'
import type { Cooking } from './types'

export type { Cooking, Proposal } from './types'
export { fill, starItems } from './types'
export { Kit } from './kit'

/** Every method of the dish catalogue, cooked by the module of its group. */
export const COOKING: Record<MethodId, Cooking> = {
  stir_fry: STIR_FRY,
  fried_rice: FRIED_RICE,
  grill: GRILL,
  savory_pancake: SAVORY_PANCAKE,
  simmer: SIMMER,
  soup: SOUP,
  curry: CURRY,
  hot_pot: HOT_POT,
  noodle_soup: NOODLE_SOUP,
  pasta: PASTA,
  rice_bowl: RICE_BOWL,
  cold_noodle: COLD_NOODLE,
  salad: SALAD,
  roll: ROLL,
  sandwich: SANDWICH,
  rice_ball: RICE_BALL,
  dip: DIP,
  cold_soup: COLD_SOUP,
  nibble: NIBBLE,
  deep_fry: DEEP_FRY,
  fried_snack: FRIED_SNACK,
  dumpling: DUMPLING,
  steam: STEAM,
  bake: BAKE,
  cake: CAKE,
  cookie: COOKIE,
  pancake: PANCAKE,
  sweet_dough: SWEET_DOUGH,
  custard: CUSTARD,
  jelly: JELLY,
  chilled: CHILLED,
  frozen: FROZEN,
  smoothie: SMOOTHIE,
  hot_drink: HOT_DRINK,
  cooler: COOLER,
}

/** A curry on a roux is cooked the Japanese way; one on a paste or spices has them fried first. */
export const cookingFor = (d: Dish): Cooking => {
  if (d.method === 'curry' && !d.ingredients.some((p) => ingredient(p.id).roux))
    return d.ingredients.some((p) => p.role === 'seasoning' && ingredient(p.id).marinade)
      ? CURRY_MARINATED
      : CURRY_SPICED
  // A rice bowl on raw rice is cooked in one pot: the rice in the dish's liquid, not warmed on the side.
  if (
    d.method === 'rice_bowl' &&
    d.ingredients.some((p) => p.role === 'starch' && mustCook(ingredient(p.id)) && ingredient(p.id).form === 'grain')
  )
    return RICE_POT
  if (isCheesecake(d)) return CHEESECAKE
  return COOKING[d.method]
}
