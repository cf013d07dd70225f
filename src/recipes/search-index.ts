import type { Database } from '../db/client'
import { INDEX_STEP, indexWaitingRecipes } from './search-queries'

/**
 * Writes the search index (recipes_fts) for the recipes waiting in recipes_fts_waiting (migration
 * 0018), many in one statement. A recipe's own write only names its rowid there: FTS5 flushes a
 * segment at every savepoint, and a write batch is one (src/db/embedded.ts), so indexing in the
 * recipe's write cost ~0.2-0.4 ms of CPU a creation, 90 % of its database work, on the thread
 * that answers (issue 35); one statement over a hundred recipes costs ~20-40 µs each. The
 * statements are in search-queries.ts.
 */

/**
 * The index is written once no recipe text has been stored for `QUIET_MS`, and at most `MOST_MS`
 * after the first waiting one: a step held the thread up to 15–27 ms (FTS5 merging its segments),
 * and written 50 ms after the first waiting recipe, 6–7 steps ran inside each 500-creation burst,
 * each a wait of its readers (bench/stalls.ts --burst, perf-s27). A burst on a loaded machine has
 * gaps of 50 ms and more between its writes, hence the longer quiet. Search finds a waiting recipe
 * meanwhile.
 */
const QUIET_MS = 200
const MOST_MS = 1000

const otherRequestsRun = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Indexes every waiting recipe, a step at a time, with other requests served between steps, until
 * the service stops: the database may close between two steps.
 */
async function indexWaiting(db: Database, stopped: () => boolean) {
  try {
    while (!stopped()) {
      if ((await indexWaitingRecipes(db)) < INDEX_STEP) return
      await otherRequestsRun()
    }
  } catch (error) {
    // Left waiting in the database (search still finds them): taken at the next write or start.
    console.error(JSON.stringify({ level: 'warn', msg: 'search indexing failed', error: String(error) }))
  }
}

export function createSearchIndexer(db: Database) {
  /** One pass at a time: a pass asked for during another runs after it, and sees what that one left. */
  let passes = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  /** When the first recipe of those waiting for the timer was stored. */
  let firstAt: number | undefined
  let stopped = false
  const drain = () => {
    passes = passes.then(() => indexWaiting(db, () => stopped))
    return passes
  }

  return {
    /** Recipe text was stored: index it once writes pause, with whatever else is stored meanwhile. */
    soon() {
      const now = performance.now()
      firstAt ??= now
      clearTimeout(timer)
      timer = setTimeout(
        () => {
          timer = firstAt = undefined
          void drain()
        },
        Math.max(0, Math.min(QUIET_MS, firstAt + MOST_MS - now)),
      )
      // Never what keeps a process alive: what is left waits in the database for the next start.
      timer.unref()
    },
    /** Indexes what waits now (at start, what a stopped service left; tests). */
    drain,
    /**
     * Before the database closes: resolves when the step under way ends; what still waits is
     * indexed at the next start.
     */
    stop() {
      stopped = true
      clearTimeout(timer)
      return passes
    },
  }
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>
