/**
 * knowledge/cookbook.json: the safe temperatures, unit words, scaling rules and the adapter's
 * sentences, checked at load.
 */
import type { Static } from '@sinclair/typebox'
import data from '../../../knowledge/cookbook.json'
import type { AuthoredIngredient } from './types'
import { fillSlots, type Lang, type Text, type Trait } from '../food/types'
import { STYLES } from '../food/asks'
import { DIETS } from '../food/diets'
import { rulesFileSchema } from './schema'
import { validated } from './validate'

export type Rules = Static<typeof rulesFileSchema>

export const RULES: Rules = validated(rulesFileSchema, data, 'knowledge/cookbook.json')

const DIET_KEYS = new Set(DIETS.map((d) => d.key))
for (const { key } of RULES.title_diets.diets)
  if (!DIET_KEYS.has(key))
    throw new Error(`knowledge/cookbook.json: title_diets names "${key}", no diet of src/ai/food/words.ts`)

for (const [field, key] of [
  ...RULES.conditions.salt_caps.flatMap((c) => c.diets.map((d) => ['salt_caps', d])),
  ...RULES.conditions.kidney.for.map((d) => ['kidney', d]),
])
  if (!DIET_KEYS.has(key!))
    throw new Error(`knowledge/cookbook.json: conditions.${field} names "${key}", no diet of knowledge/diets.json`)

const STYLE_IDS = new Set(STYLES.map((s) => s.id))
for (const id of Object.keys(RULES.conditions.answers))
  if (!STYLE_IDS.has(id))
    throw new Error(`knowledge/cookbook.json: conditions.answers names "${id}", no style of knowledge/occasions.json`)

/** The safe centre temperature for a food that must be cooked and carries these traits; null when none applies. */
const SAFE_TEMPERATURE = RULES.doneness.temp_c as Partial<Record<Trait, number>>

export function safeTemperature(traits: readonly Trait[]): number | null {
  const temps = traits.map((t) => SAFE_TEMPERATURE[t]).filter((t): t is number => t !== undefined)
  return temps.length ? Math.max(...temps) : null
}

/** A sentence of the rules with its {placeholders} filled, in both languages. */
export const say = (key: keyof Rules['says'], values: Record<string, string | number | Text>): Text =>
  filled(RULES.says[key], values)

/** A sentence of the rules given whole, with its {placeholders} filled. */
export function filled(sentence: Text, values: Record<string, string | number | Text>): Text {
  const fill = (lang: 'ja' | 'en') =>
    fillSlots(sentence[lang], (name, whole) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'object' ? value[lang] : String(value)
    })
  return { ja: fill('ja'), en: fill('en') }
}

const patterns = (p: Text) => ({ ja: new RegExp(p.ja), en: new RegExp(p.en, 'i') })
/** knowledge/cookbook.json `counters.whole`: the ground word of a food's name, and the words that say a line is whole. */
export const WHOLE = { ground: patterns(RULES.counters.whole.ground), words: patterns(RULES.counters.whole.whole) }

/** Whether a line is whole: its prep says so (seeds, ホール) or its unit counts it (a cinnamon stick). */
export const isWhole = (item: Pick<AuthoredIngredient, 'amount' | 'prep'>): boolean =>
  RULES.counters.whole.units.includes(item.amount.unit) ||
  (['ja', 'en'] as Lang[]).some((lang) => !!item.prep && WHOLE.words[lang].test(item.prep[lang]))
