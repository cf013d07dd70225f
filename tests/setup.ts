// Tests run on the offline models, streaming instantly, with nothing from the developer's shell leaking in.
process.env.OFFLINE_PACE_MS = '0'
delete process.env.OPENAI_API_KEY
delete process.env.AI_PROVIDER

// Every temporary file a test makes goes under one directory, removed when the run ends, so no
// database, WAL or socket file is left behind (tests and the processes they start find it through
// os.tmpdir(), which reads TMPDIR). A run that is killed leaves one directory.
import { afterAll } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const runDirectory = mkdtempSync(join(tmpdir(), 'recipe-service-tests-'))
process.env.TMPDIR = runDirectory
// In a preload, afterAll runs after every test file (bun test emits no process 'exit'): once in a
// serial run, which removes the directory. A worker of `bun test --parallel --no-isolate`
// (scripts/test.ts) runs this preload once and the afterAll after each of its files, so it only
// empties its directory for the next file; scripts/test.ts removes the run's directory around it.
afterAll(() => {
  if (!process.env.BUN_TEST_WORKER_ID) return rmSync(runDirectory, { recursive: true, force: true })
  for (const entry of readdirSync(runDirectory)) rmSync(join(runDirectory, entry), { recursive: true, force: true })
})
