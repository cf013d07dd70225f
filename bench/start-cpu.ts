/**
 * `bun bench/start-cpu.ts BEFORE_ROOT AFTER_ROOT [chunks] [per-chunk]`: the CPU of a discussion's
 * start up to its first event, two trees of the service in this one process (each its own app on
 * an in-memory database, through `app.handle`), in alternating chunks so a busy machine slows both
 * alike (issue 35). Each start is timed from its POST to the first chunk of its stream; the offline
 * models pause 10 s between chunks, so the discussions left running cost next to nothing meanwhile.
 */
export {}

const [beforeRoot, afterRoot, chunksArg, perChunkArg] = process.argv.slice(2)
const chunks = Number(chunksArg ?? 10)
const perChunk = Number(perChunkArg ?? 20)
const env = { OFFLINE_PACE_MS: '10000', DISCUSSIONS_PER_AGENT: '1000', DISCUSSIONS_PER_HOUR: '100000' }

type Harness = typeof import('../tests/support/harness')
async function side(root: string) {
  const { createTestApp } = (await import(`${root}/tests/support/harness.ts`)) as Harness
  const t = await createTestApp(env)
  const host = await t.register('Bench Host', 'Starts discussions')
  let n = 0
  /** One start: CPU µs from the POST to its first event. */
  async function start(): Promise<[cpu: number, wall: number]> {
    const theme = `Something warm for dinner number ${n++}`
    const before = process.cpuUsage()
    const started = performance.now()
    const response = await t.send('POST', '/api/discussions/create', { theme, lang: n % 2 ? 'en' : 'ja' }, host.headers)
    if (response.status !== 200) throw new Error(`${root}: ${response.status} ${await response.text()}`)
    const reader = response.body!.getReader()
    await reader.read()
    const used = process.cpuUsage(before)
    const wall = (performance.now() - started) * 1000
    void reader.cancel()
    return [used.user + used.system, wall]
  }
  return { root, start }
}

const sides = [await side(beforeRoot!), await side(afterRoot!)]
for (const s of sides) for (let i = 0; i < perChunk; i++) await s.start()
const spent = sides.map(() => [] as [number, number][])
for (let chunk = 0; chunk < chunks; chunk++)
  for (const [i, s] of (chunk % 2 ? [...sides].reverse() : sides).entries()) {
    const index = chunk % 2 ? sides.length - 1 - i : i
    for (let k = 0; k < perChunk; k++) spent[index]!.push(await s.start())
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
for (const [i, s] of sides.entries()) {
  const cpu = spent[i]!.map(([us]) => us)
  const wall = spent[i]!.map(([, us]) => us)
  console.log(
    `${s.root}: ${cpu.length} starts to first event: CPU mean ${mean(cpu).toFixed(0)} µs, median ${median(cpu).toFixed(0)} µs; wall median ${median(wall).toFixed(0)} µs`,
  )
}
process.exit(0)
