import { expect } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'

/** Each dish has its own authored recipe with at least two notes for every role (an author's batch of dishes). */
export function expectAuthored(ids: readonly string[]) {
  for (const id of ids) {
    const r = recipeFor(id)
    expect([id, r?.dish]).toEqual([id, id])
    for (const role of ['chef', 'culture', 'nutritionist', 'home_cook'] as const)
      expect([id, role, r!.notes[role].length >= 2]).toEqual([id, role, true])
  }
}
