import type { MethodId } from '../lexicon'
import { COOLERS_AND_CHIPS } from './coolers-chips'
import { DONBURI } from './donburi'
import { DRINKS_AND_SNACKS } from './drinks-snacks'
import { HANDHELD } from './handheld'
import { POT_AND_PAN } from './mains'
import { MORE_DESSERTS } from './more-sweets'
import { PANS } from './pans'
import { PLATES } from './plates'
import { POTS } from './pots'
import { DESSERTS } from './sweets'
import type { Method } from './types'

export type { Method, Proposal } from './types'

/** Every cooking method the offline panel knows, one per `MethodId`. */
const METHODS: readonly Method[] = [...POT_AND_PAN, ...DONBURI, ...PANS, ...POTS, ...PLATES, ...HANDHELD, ...DESSERTS, ...MORE_DESSERTS, ...DRINKS_AND_SNACKS, ...COOLERS_AND_CHIPS]

const BY_ID = new Map<MethodId, Method>(METHODS.map((m) => [m.id, m]))

export function methodFor(id: MethodId): Method {
  const method = BY_ID.get(id)
  if (!method) throw new Error(`offline model has no cooking method "${id}"`)
  return method
}
