/**
 * The one source of deterministic choice for the offline models and the discussion seed: the same
 * theme and seed always make the same discussion and the same picture. Nothing else in the code
 * base should carry its own hash or generator.
 */

/** FNV-1a over code points; `start` chains hashes (a seed, then a label). */
export function hashText(text: string, start = 0x811c9dc5): number {
  let hash = start >>> 0
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return hash
}

/** The seed a theme debates with: FNV-1a of the NFKC, lower-cased theme. */
export const seedOf = (theme: string): number => hashText(theme.normalize('NFKC').toLowerCase())

/** mulberry32: a float in [0, 1) per call. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Rng = { pick<T>(items: readonly T[]): T }

/** A generator seeded from the call's seed and a label, so each turn has its own stream of choices. */
export function rng(seed: number, label: string): Rng {
  const next = mulberry32(hashText(label, seed >>> 0) || 1)
  return { pick: (items) => items[Math.floor(next() * items.length)]! }
}
