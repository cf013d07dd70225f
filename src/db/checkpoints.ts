import type { Database as SqliteDatabase } from 'bun:sqlite'

/** What the checkpoint thread is told: the file, and how often to look at its log. */
export type CheckpointOrder = { path: string; everyMs: number }

/**
 * In the single binary every module lives under /$bunfs/root/ and each entry point keeps its path
 * below src/ (scripts/build.ts lists this worker as an entry point).
 */
const WORKER_URL = import.meta.url.includes('/$bunfs/')
  ? './db/checkpoint-worker.ts'
  : new URL('./checkpoint-worker.ts', import.meta.url).href

const CHECKPOINT_EVERY_MS = 200
/**
 * Pages of log past which the service's own connection checkpoints in its COMMIT after all (SQLite's
 * default is 1,000): only when the checkpoint thread is not keeping up, or is gone.
 */
const OWN_CHECKPOINT_PAGES = 20_000

/**
 * Copies a local file's write-ahead log back into the file on a thread of its own. SQLite does it
 * by default inside the COMMIT that takes the log past 1,000 pages, on the thread that serves
 * requests: with a picture's ~100 KB per recipe a burst of creations took it there every few dozen
 * commits, and every answer waiting behind that commit waited for a copy of 4 MB and two syncs
 * (issue 35: readers during writes). A PASSIVE checkpoint waits for no one and no one waits for it:
 * readers and the writer go on while it copies. Returns what stops the thread.
 */
export function checkpointOffThread(sqlite: SqliteDatabase, path: string): () => void {
  const worker = new Worker(WORKER_URL) as unknown as Bun.Worker
  // A checkpoint left undone is no loss (the log holds every commit): it never keeps the process alive.
  worker.unref()
  worker.postMessage({ path, everyMs: CHECKPOINT_EVERY_MS } satisfies CheckpointOrder)
  sqlite.run(`PRAGMA wal_autocheckpoint = ${OWN_CHECKPOINT_PAGES}`)
  return () => worker.terminate()
}
