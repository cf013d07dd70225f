/**
 * Whether the thread serving requests has had nothing to answer for a while. Work a start only does
 * ahead of need (the engine worker's load of the food knowledge: seconds of CPU, and the JIT threads
 * compiling it at the requests' own priority) waits for such a moment, so the first reads after a start
 * do not share their core with it (docs/performance.md, "Issue 35, twenty-eighth pass").
 */
export type IdleWatch = {
  /** A request arrived. */
  began(): void
  /** Its answer is made (a stream's body may still be going out: that costs the thread next to nothing). */
  ended(): void
  /** ms since the last answer with none in flight; 0 while one is. */
  idleFor(): number
}

export function idleWatch(now: () => number = () => performance.now()): IdleWatch {
  let inFlight = 0
  let since = now()
  return {
    began() {
      inFlight++
    },
    ended() {
      inFlight--
      since = now()
    },
    idleFor: () => (inFlight > 0 ? 0 : now() - since),
  }
}

/**
 * Runs `work` once, the first time the watch has been idle for `ms` (looked at every `ms / 4`). The
 * returned function cancels it if it has not run yet (a shutdown). The timer never keeps a process alive.
 */
export function whenIdle(watch: IdleWatch, ms: number, work: () => void): () => void {
  const timer = setInterval(
    () => {
      if (watch.idleFor() < ms) return
      clearInterval(timer)
      work()
    },
    Math.max(1, ms / 4),
  )
  timer.unref()
  return () => clearInterval(timer)
}
