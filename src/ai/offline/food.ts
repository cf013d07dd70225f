/**
 * The one place the offline engine reaches into the shared food knowledge, so the engine reads the
 * catalogue, the dishes and the brief reader through a single door.
 */
export { findIngredients, ingredient, INGREDIENTS } from '../food/catalogue'
export { DISHES, dish } from '../food/dishes'
export { readBrief } from '../food/brief'
