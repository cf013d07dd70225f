/** Deterministic choices: the same theme and seed always make the same discussion. */

export function hashText(text: string, start = 0x811c9dc5): number {
  let hash = start >>> 0
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return hash
}

export type Rng = {
  /** A float in [0, 1). */
  next(): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

/** mulberry32, seeded from the call's seed and a label, so each turn has its own stream of choices. */
export function rng(seed: number, label: string): Rng {
  let state = hashText(label, seed >>> 0) || 1
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  }
}
