/** The pause between offers of a write the database would not take (an outage), before jitter. */
const RETRY_WRITE_MS = 2000

export type UntilStoredOptions = {
  forMs: number
  baseDelayMs?: number
  random?: () => number
  now?: () => number
  /** Runs `retry` after `ms` (a timer that does not hold the process open); tests pass their own. */
  later?: (retry: () => void, ms: number) => void
}

const unrefTimer = (retry: () => void, ms: number) => void setTimeout(retry, ms).unref()

/**
 * Offers `write` until the database takes it or `forMs` has passed, each retry after `baseDelayMs`
 * plus up to as much again at random: instances that lost the database together would otherwise
 * all come back in the same instant. It retried every 2 s for ever; a caller says what happens
 * after `forMs` (a discussion's lease has then expired, and the sweep ends it). Resolves true once
 * the write is taken, false when it is given up.
 */
export function untilStored(
  write: () => Promise<unknown>,
  { forMs, baseDelayMs = RETRY_WRITE_MS, random = Math.random, now = Date.now, later = unrefTimer }: UntilStoredOptions,
): Promise<boolean> {
  const giveUpAt = now() + forMs
  const { promise, resolve } = Promise.withResolvers<boolean>()
  const attempt = () => write().then(() => resolve(true), retry)
  const retry = () => {
    if (now() >= giveUpAt) resolve(false)
    else later(attempt, baseDelayMs * (1 + random()))
  }
  attempt()
  return promise
}
