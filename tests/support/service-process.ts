/**
 * The real service as a child process (`bun src/index.ts`), as production runs it: its own
 * process, its own database file, its stdout and stderr captured whole for the tests to read.
 */
const ROOT = new URL('../..', import.meta.url).pathname
const START_TIMEOUT_MS = 20_000

export type ServiceProcess = Awaited<ReturnType<typeof startService>>

/** The middle of a minute (and of an hour): a frozen clock there is far from any window's edge. */
export const FROZEN_CLOCK = { TEST_FROZEN_CLOCK_MS: String(Date.UTC(2030, 0, 1, 0, 30, 30)) }

/** With TEST_FROZEN_CLOCK_MS in `env` (FROZEN_CLOCK), the process's Date.now stands still (frozen-clock.ts). */
export async function startService(env: Record<string, string>) {
  const preload = env.TEST_FROZEN_CLOCK_MS ? ['--preload', './tests/support/frozen-clock.ts'] : []
  const child = Bun.spawn([process.execPath, ...preload, 'src/index.ts'], {
    cwd: ROOT,
    // PORT=0: the kernel picks a free port, which the "listening" log line reports.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      AI_PROVIDER: 'offline',
      OFFLINE_PACE_MS: '0',
      RATE_LIMIT: 'off',
      // The engine's worker would make a fresh process's first discussion wait for the food knowledge to load.
      ENGINE_THREADS: '0',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let stdout = ''
  let stderr = ''
  // Drained all the time: a full pipe would block the server on its next log line.
  const drain = async (stream: ReadableStream<Uint8Array>, sink: (text: string) => void) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) sink(decoder.decode(chunk, { stream: true }))
  }
  const drained = Promise.all([drain(child.stdout, (s) => (stdout += s)), drain(child.stderr, (s) => (stderr += s))])

  const startedAt = Date.now()
  let port: number | undefined
  while (port === undefined) {
    const match = stdout.match(/"msg":"listening","port":(\d+)/)
    if (match) port = Number(match[1])
    else if (child.exitCode !== null || Date.now() - startedAt > START_TIMEOUT_MS) {
      const failed = new Error(`the service did not start (exit ${child.exitCode}):\n${stdout}\n${stderr}`)
      // No test holds a process that never said where it listens: left running, it would outlive the run.
      child.kill('SIGKILL')
      throw failed
    } else await Bun.sleep(20)
  }

  return {
    base: `http://127.0.0.1:${port}`,
    child,
    /** Everything the process wrote so far, both streams. */
    output: () => stdout + stderr,
    /** Sends the signal and waits until the process is gone and its output is read. */
    async stop(signal: 'SIGKILL' | 'SIGTERM') {
      child.kill(signal)
      await child.exited
      await drained
      return child.signalCode ?? child.exitCode
    },
  }
}

/** A JSON request to a service process: a GET without a body, a POST with one, the agent's key as X-API-Key. */
export const json = (base: string, path: string, body?: unknown, key?: string) =>
  fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
