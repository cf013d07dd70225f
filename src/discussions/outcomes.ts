/**
 * What the discussion service and the MCP tools know of a run without the engine's modules, which
 * load the food knowledge (seconds of CPU, hundreds of MB): the service imports `engine.ts` at a
 * discussion's first need, so a process serving only reads never loads it on the request thread.
 */
import type { Brief, Violation } from '../ai/food/types'
import type { Participant } from '../ai/draft'

export const ROUNDS = [1, 2, 3] as const

/** How long a model call may take and how often it is retried. */
export type EngineLimits = { turnTimeoutMs: number; maxRetries: number }

/**
 * Whether the lexicon's reading of a theme (`readBrief`) is sure it asks for something other than
 * food: it is refused before the stream (`theme_not_food`).
 */
export function asksForNoFood(floor: Brief): boolean {
  return !!floor.asksElsewhere && !floor.harm
}

export const agentOf = (participant: Participant) => ({
  id: participant.id,
  role: participant.role,
  name: participant.name,
})

/** A model that failed after its retries, or returned a recipe that breaks the rules twice. */
export class ProviderFailure extends Error {}

/** A recipe that still contains what the brief excludes after the one revision: it is never published. */
export class ConstraintViolation extends Error {
  constructor(
    readonly violations: Violation[],
    message: string,
  ) {
    super(message)
  }

  get ingredients() {
    return [...new Set(this.violations.map((v) => v.ingredient))]
  }
}

/**
 * A theme the panel must not cook, said aloud in the host's first turn: one meant to hurt someone
 * (`harmful_request`), a restriction it could not tie to foods (`constraint_unclear`) or a request
 * with nothing safe left in it (`unsafe_request`).
 */
export class RefusedTheme extends Error {
  constructor(
    readonly code: 'harmful_request' | 'constraint_unclear' | 'unsafe_request',
    message: string,
  ) {
    super(message)
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300)
