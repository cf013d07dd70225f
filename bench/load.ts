/** The load generator: wrk from Debian, pinned to its own core, driven by the scripts in bench/wrk/. */
import { $ } from 'bun'

export type WrkResult = {
  requests: number
  duration_us: number
  bytes: number
  errors: { connect: number; read: number; write: number; status: number; timeout: number }
  latency_us: { p50: number; p90: number; p99: number; max: number; mean: number }
  statuses?: Record<string, number>
  /** paths.lua only: the first reads, and the wall time from the first request to the last of them. */
  cold?: { requests: number; active_us: number }
}

export type Load = { rps: number; p50ms: number; p99ms: number; errors: number; result: WrkResult }

const SCRIPTS = new URL('./wrk/', import.meta.url).pathname

/** Installs wrk with apt-get when it is missing (the machine's only registry for it), and says so. */
export async function ensureWrk(log: (line: string) => void) {
  if (Bun.which('wrk')) return
  log('wrk is missing: installing it from Debian (apt-get install -y wrk)')
  const install = await $`apt-get install -y wrk`.quiet().nothrow()
  if (install.exitCode !== 0) await $`apt-get update && apt-get install -y wrk`.quiet().nothrow()
  if (!Bun.which('wrk'))
    throw new Error('wrk could not be installed: run `apt-get install -y wrk` (as root) and start the benchmark again')
  log('wrk installed')
}

/** `taskset -c CORE` when the machine has the cores to separate server and load generator. */
export const pinned = (core: number | undefined, command: string[]) =>
  core === undefined ? command : ['taskset', '-c', String(core), ...command]

export type WrkOptions = {
  script: 'fixed' | 'random' | 'paths' | 'reviews' | 'mcp'
  args?: string[]
  connections: number
  seconds: number
  core?: number
}

/** One wrk run; its report line (bench/wrk/report.lua) becomes figures. */
export async function wrk(url: string, options: WrkOptions): Promise<Load> {
  const command = pinned(options.core, [
    'wrk',
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    `${SCRIPTS}${options.script}.lua`,
    url,
    ...(options.args?.length ? ['--', ...options.args] : []),
  ])
  const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (code !== 0 || !line) throw new Error(`wrk failed (${code}): ${stderr || stdout}`)
  const result = JSON.parse(line.slice('BENCH_RESULT '.length)) as WrkResult
  const e = result.errors
  return {
    // A cold run ends when its file is read, often well inside the window: its rate is over that time.
    rps: result.cold
      ? result.cold.requests / (result.cold.active_us / 1e6)
      : result.requests / (result.duration_us / 1e6),
    p50ms: result.latency_us.p50 / 1000,
    p99ms: result.latency_us.p99 / 1000,
    errors: e.connect + e.read + e.write + e.status + e.timeout,
    result,
  }
}
