import type { Category, MethodId, Season, Text } from '../lexicon'

/**
 * A proposal a panel member makes about technique or time: `label` is the short name the others
 * use for it in the debate, `say` how its author argues for it, `step` the recipe step it becomes.
 * Templates may use {lead} (the theme's main ingredient), {veg} (the produce), {sauce}, {touch}
 * (the chef's finishing ingredient) and {garnish}.
 */
/** `last`: its step goes just before serving, wherever the method puts its extra. `meat`: only makes sense when the lead is meat or fish (a marinade, a sear), not eggs or vegetables. */
export type Proposal = { label: Text; say: Text; step: Text; needs?: string[]; meat?: boolean; last?: boolean }

export type Method = {
  id: MethodId
  category: Category
  /** The generic dish, when the theme names none ("rice bowl", "丼"). */
  name: Text
  /** The main ingredient when the theme names none. */
  lead: string
  /** Always in the recipe: what the steps rely on. */
  pantry: string[]
  /** What the nutritionist may add, best first (the first not already there is used). */
  boost: string[]
  /** The chef's finishing ingredient, best first. */
  touch: string[]
  /** The culture expert's seasonal addition per season, and the traditional garnish. */
  seasonal: Record<Season, string>
  garnish: string[]
  /** The home cook's cheaper garnish, when the culture expert's is contested. */
  cheapGarnish: string
  minutes: number
  /** Yen per serving, roughly, for the base recipe. */
  yen: number
  equipment: Text
  /** The chef's core technique: two options, one is picked per theme. */
  technique: [Proposal, Proposal]
  /** The chef's ambitious extra: better flavour for more time, the one most likely to be argued over. */
  extra: Proposal & { minutes: number }
  /** The home cook's time saver. */
  shortcut: Proposal & { saves: number }
  /** Cooking order; '@technique', '@extra' and '@shortcut' mark where the adopted proposals go. */
  steps: Array<Text | '@technique' | '@extra' | '@shortcut'>
  /** Amounts this method needs instead of the lexicon's usual ones: [ja, en, nutrition scale]. */
  amounts?: Record<string, [ja: string, en: string, scale: number]>
  /** How the chef knows it is done (round 3), and how it keeps (home cook, round 3). */
  done: Text
  keeps: Text
}

/** Shorthand for the method tables: a Text from [ja, en]. */
export const t = (ja: string, en: string): Text => ({ ja, en })

/** A proposal from [ja, en] pairs; `needs` are the lexicon ids it adds to the ingredients. */
export const p = (label: [string, string], say: [string, string], step: [string, string], needs?: string[]): Proposal => ({
  label: t(...label),
  say: t(...say),
  step: t(...step),
  ...(needs ? { needs } : {}),
})
