import type { PictureFamily } from '../../picture-families'
import { DRINKS } from './drinks'
import { SAVOURY } from './savoury'
import type { Scene } from './shapes'
import { SWEETS } from './sweets'

/** Every family's drawing (a missing one fails the type check). */
export const FAMILY_DRAWINGS: Record<PictureFamily, (s: Scene) => void> = { ...SAVOURY, ...SWEETS, ...DRINKS }
