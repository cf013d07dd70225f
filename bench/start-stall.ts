/**
 * `bun bench/start-stall.ts BEFORE_ROOT AFTER_ROOT [runs]`: a fresh process's start, two trees of
 * the service started in turn (A B A B …, so a busy machine slows both alike; issue 35). Each run
 * starts `src/index.ts` on a copy of the 10k seed and asks `/health` every 5 ms from the spawn on:
 * when the first answer came, the CPU the process had spent by then (/proc), the longest wait for
 * an answer in the 10 s after it (a start-up stall a client meets), the process's resident memory
 * at the first answer and 10 s later, and how long a discussion started right after the first
 * answer took to its first event (`DISCUSSION=0`: none is started, so the memory 10 s later is
 * what a process serving only reads holds). `THEME` sets the discussion's theme: one that is not food
 * is refused (422), and its figure is then the time to that answer.
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { benchKey, SEED_VERSION } from './seed'

const [beforeRoot, afterRoot, runsArg] = process.argv.slice(2)
const runs = Number(runsArg ?? 4)
const DATA = new URL('./.data/', import.meta.url).pathname
const seed = process.env.SEED ?? `${DATA}seed-${SEED_VERSION}-10000.db`
const dbPath = '/tmp/start-stall.db'
const port = 38491
const url = `http://127.0.0.1:${port}`
const TICK_HZ = 100
const withDiscussion = process.env.DISCUSSION !== '0'
const theme = process.env.THEME ?? 'Something warm with chicken for dinner'

/** The child's CPU so far (every thread), in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK_HZ
}
/** The child's resident memory (every thread), in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

async function once(root: string) {
  rmSync(dbPath, { force: true })
  rmSync(`${dbPath}-wal`, { force: true })
  copyFileSync(seed, dbPath)
  const started = performance.now()
  const child = Bun.spawn([process.execPath, 'src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${dbPath}`,
      RATE_LIMIT: 'off',
      AI_PROVIDER: 'offline',
      OFFLINE_PACE_MS: '0',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const health = () =>
    fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
  while (!(await health())) await Bun.sleep(5)
  const firstAnswer = performance.now() - started
  const cpuThen = cpuMs(child.pid)
  const rssThen = rssMb(child.pid)
  // A discussion right after the first answer: its POST to its first event.
  const discussion = (async () => {
    if (!withDiscussion) return 0
    const asked = performance.now()
    const response = await fetch(`${url}/api/discussions/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': benchKey(0) },
      body: JSON.stringify({ theme, lang: 'en' }),
    })
    if (response.status === 422) {
      await response.text()
      return performance.now() - asked
    }
    if (response.status !== 200) throw new Error(`${root}: ${response.status} ${await response.text()}`)
    const reader = response.body!.getReader()
    await reader.read()
    void reader.cancel()
    return performance.now() - asked
  })()
  let longest = 0
  const until = performance.now() + 10_000
  while (performance.now() < until) {
    const asked = performance.now()
    await health()
    longest = Math.max(longest, performance.now() - asked)
    await Bun.sleep(5)
  }
  const rssLater = rssMb(child.pid)
  const firstEvent = await discussion
  child.kill('SIGKILL')
  await child.exited
  return { firstAnswer, cpuThen, longest, rssThen, rssLater, firstEvent }
}

const results: Record<string, Awaited<ReturnType<typeof once>>[]> = { [beforeRoot!]: [], [afterRoot!]: [] }
for (let run = 0; run < runs; run++)
  for (const root of run % 2 ? [afterRoot!, beforeRoot!] : [beforeRoot!, afterRoot!])
    results[root]!.push(await once(root))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
for (const [root, list] of Object.entries(results)) {
  const shown = (pick: (r: (typeof list)[number]) => number) =>
    `${median(list.map(pick)).toFixed(0)} (${list.map((r) => pick(r).toFixed(0)).join(' ')})`
  console.log(
    `${root}: median of ${runs} starts, ms: first answer ${shown((r) => r.firstAnswer)}; CPU by then ${shown((r) => r.cpuThen)}; longest /health wait in the next 10 s ${shown((r) => r.longest)}; RSS MB at the first answer ${shown((r) => r.rssThen)}, 10 s later ${shown((r) => r.rssLater)}; a discussion asked then, to its first event ${shown((r) => r.firstEvent)}`,
  )
}
