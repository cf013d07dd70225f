// Tests run on the offline models, streaming instantly, with nothing from the developer's shell leaking in.
process.env.OFFLINE_PACE_MS = '0'
delete process.env.OPENAI_API_KEY
delete process.env.AI_PROVIDER

// Every temporary file a test makes goes under one directory of this run, removed when the run
// ends, so no database, WAL or socket file is left behind (tests and the processes they start
// find it through os.tmpdir(), which reads TMPDIR). A run that is killed leaves one directory.
import { afterAll } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const runDirectory = mkdtempSync(join(tmpdir(), 'recipe-service-tests-'))
process.env.TMPDIR = runDirectory
// In a preload, afterAll runs once, after every test file (bun test emits no process 'exit').
afterAll(() => rmSync(runDirectory, { recursive: true, force: true }))
