/** Child processes under test: the service itself (src/index.ts) and the bare ceiling server. */
import type { Subprocess } from 'bun'
import { readFileSync } from 'node:fs'
import { pinned } from './load'

const ROOT = new URL('..', import.meta.url).pathname

export type Child = { process: Subprocess; url: string; stop(signal?: NodeJS.Signals): Promise<void> }

async function waitUntilUp(url: string, child: Subprocess, what: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it listened`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await Bun.sleep(50)
  }
  throw new Error(`${what} did not answer ${url} within 60 s`)
}

function childOf(process: Subprocess, url: string): Child {
  return {
    process,
    url,
    async stop(signal = 'SIGTERM') {
      if (process.exitCode === null && process.signalCode === null) process.kill(signal)
      await process.exited
    },
  }
}

/**
 * Starts the service on a database file, as `npm start` would, with the settings the issue names
 * for load tests: request-rate limits off and the offline models at zero pace. Its request log
 * (one JSON line per request) goes to /dev/null: written, as in production, but not kept.
 */
export async function startService(options: {
  dbPath: string
  port: number
  core?: number
  env?: Record<string, string>
  /** Another tree of the service (bench/cpu.ts compares two); else SERVICE_ROOT, else this one. */
  root?: string
  /** Options for bun before the entry point (bench/stalls.ts: a preload and a CPU profile). */
  bunArgs?: string[]
}): Promise<Child> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(options.port),
    DATABASE_URL: `file:${options.dbPath}`,
    DATABASE_AUTH_TOKEN: '',
    RATE_LIMIT: 'off',
    AI_PROVIDER: 'offline',
    OPENAI_API_KEY: '',
    OFFLINE_PACE_MS: '0',
    INSTANCE_ID: 'bench',
    SHUTDOWN_GRACE_MS: '0',
    ...options.env,
  }
  const child = Bun.spawn(pinned(options.core, [process.execPath, ...(options.bunArgs ?? []), 'src/index.ts']), {
    cwd: options.root ?? process.env.SERVICE_ROOT ?? ROOT,
    env,
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const url = `http://127.0.0.1:${options.port}`
  await waitUntilUp(`${url}/health`, child, 'the service')
  return childOf(child, url)
}

/**
 * The ceiling runs on JSC's defaults whatever the bench was started with: a `BUN_JSC_*` option in
 * the bench's environment is an experiment on the service, and the ratios are against bare Bun.
 */
export async function startCeiling(options: { port: number; bodyFile: string; core?: number }): Promise<Child> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BUN_JSC_')))
  const child = Bun.spawn(
    pinned(options.core, [process.execPath, 'bench/ceiling.ts', String(options.port), options.bodyFile]),
    { cwd: ROOT, env, stdout: 'ignore', stderr: 'inherit' },
  )
  const url = `http://127.0.0.1:${options.port}`
  await waitUntilUp(url, child, 'the ceiling server')
  return childOf(child, url)
}

/** Resident memory of a process from /proc: now (VmRSS) and its peak so far (VmHWM), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}
