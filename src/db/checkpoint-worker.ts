/**
 * The thread that copies a database file's write-ahead log back into the file (src/db/checkpoints.ts).
 * scripts/build.ts lists this file as an entry point of the single binary, which is how Bun
 * bundles a worker into it.
 */
import { Database } from 'bun:sqlite'
import { setPriority } from 'node:os'
import type { CheckpointOrder } from './checkpoints'

declare const self: Worker

// Below the thread that serves requests, as the picture workers are (src/workers/worker.ts).
try {
  setPriority(10)
} catch {}

self.onmessage = ({ data }: MessageEvent<CheckpointOrder>) => {
  const db = new Database(data.path)
  // A checkpoint syncs the log before copying it and the file after, as the service's own connection would.
  db.run('PRAGMA synchronous = NORMAL')
  db.run(`PRAGMA busy_timeout = ${data.everyMs}`)
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
  setInterval(() => {
    try {
      checkpoint.run()
    } catch {
      // Busy or failed: the next turn tries again, and the service's own connection checkpoints past its bound.
    }
  }, data.everyMs)
}
