import type { Ingredient } from '../types'
import { food } from './define'

/**
 * What a few well-known dishes of knowledge/dishes/more-world.json cannot be made without and no
 * other file has: teff for injera, ground melon seed for egusi soup, kaya for kaya toast and the
 * green jelly of cendol. Quantities for two, protein in grams for that quantity.
 */
export const MORE_WORLD: Ingredient[] = [
  food('teff', 'grain', 'powder', ['テフ粉', 'ground teff'], ['200g', '200 g'], [], {
    raw: 'cook',
    aliases: ['teff', 'テフ', 'テフの粉', 'ivory teff', 'brown teff'],
    protein: 26,
    color: '#8a5a3a',
  }),
  food('egusi', 'nut', 'powder', ['エグシ（ウリの種の粉）', 'ground egusi seeds'], ['100g', '100 g'], [], {
    aliases: ['ground egusi', 'egusi seeds', 'melon seed flour', 'ground melon seeds', 'エグシシード'],
    protein: 28,
    color: '#eee2c0',
  }),
  food('kaya', 'sweetener', 'paste', ['カヤジャム', 'kaya jam'], ['大さじ4（60g）', '4 tbsp (60 g)'], ['egg'], {
    raw: 'ready',
    aliases: ['kaya spread', 'coconut jam', 'ココナッツジャム', 'srikaya', 'seri kaya', 'カヤ'],
    sugar: 30,
    protein: 3,
    grams: 60,
    color: '#b08a3a',
  }),
  food('cendol_jelly', 'sweetener', 'small', ['チェンドルのゼリー', 'cendol jelly'], ['100g', '100 g'], [], {
    raw: 'ready',
    aliases: ['cendol strands', 'pandan jelly noodles', 'green rice-flour jelly', 'チェンドルゼリー', '緑の米粉ゼリー'],
    sugar: 2,
    color: '#6ab04c',
  }),
]
