import type { Ingredient } from '../types'

/**
 * Ingredients the dish catalogue needed that the group files did not have, in the same
 * shorthand (`food(...)` from './define'). Move one into its group file when it settles.
 */
export const FROM_DISHES: Ingredient[] = []
