/**
 * Held-out sets still sealed: written to judge the engine once, they run only when named
 * (`--set`), never in a whole-eval run, a transcript dump or the reader bench. A set leaves this
 * list when its second run is done and its outputs are read.
 */
export const SEALED_SETS: ReadonlySet<string> = new Set([])
