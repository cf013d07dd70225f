import type { MethodId } from '../lexicon'
import { DRINKS_AND_SNACKS } from './drinks-snacks'
import { POT_AND_PAN } from './mains'
import { DESSERTS } from './sweets'
import type { Method } from './types'

export type { Method, Proposal } from './types'

const ALL: Method[] = [...POT_AND_PAN, ...DESSERTS, ...DRINKS_AND_SNACKS]
const BY_ID = new Map<MethodId, Method>(ALL.map((m) => [m.id, m]))

/** Methods without their own table cook like their nearest relative. */
const NEAREST: Partial<Record<MethodId, MethodId>> = {
  stew: 'curry',
  simmer: 'curry',
  noodle_soup: 'rice_bowl',
  soup: 'curry',
  pasta: 'stir_fry',
  bake: 'cake',
  fried_rice: 'stir_fry',
  glaze: 'rice_bowl',
  fry: 'stir_fry',
  grill: 'rice_bowl',
  salad: 'nibble',
  dumpling: 'stir_fry',
  savory_pancake: 'stir_fry',
  onigiri: 'rice_bowl',
  sandwich: 'nibble',
  cookie: 'cake',
  pancake: 'cake',
  frozen: 'custard',
  jelly: 'custard',
  cooler: 'smoothie',
  chips: 'nibble',
}

export function methodFor(id: MethodId): Method {
  return BY_ID.get(id) ?? BY_ID.get(NEAREST[id] ?? 'stir_fry') ?? BY_ID.get('stir_fry')!
}

export const METHODS: readonly Method[] = ALL
