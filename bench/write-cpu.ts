/**
 * `bun [--cpu-prof] bench/write-cpu.ts KIND[,KIND…] ROOT [ROOT…] [--rounds N] [--per N]`: the CPU
 * (every thread of this process) per operation, for one or more trees of the service side by side
 * in this one process, each its own app on an in-memory database through `app.handle`, in
 * alternating rounds so a busy machine slows them alike (issue 35). Timing starts once the apps'
 * start-up work in the background (the theme reader's warm-up) is over. KIND:
 * - `create`: recipe creations from 20 agents at once, each round waiting until every picture is
 *   drawn and stored, so a creation's figure holds its picture and its cache work;
 * - `mcp`: `tools/call get_recipe` of 200 recipes, one call at a time, as wrk's mcp.lua sends it;
 * - `detail`: `GET /api/recipes/{id}` of the same recipes, one at a time: what `mcp` is held to;
 * - `first-reads`: first reads asked with `Accept-Encoding: br`, as browsers and the paced mixed
 *   figure's clients ask: the JSON detail and the HTML page of recipes not read before, one at a time.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '6' }, per: { type: 'string', default: '200' } },
})
const [kindList = '', ...roots] = positionals
const kinds = kindList.split(',')
const rounds = Number(values.rounds)
const per = Number(values.per)
const env = { DATABASE_URL: ':memory:', RATE_LIMIT: 'off', AI_PROVIDER: 'offline', OFFLINE_PACE_MS: '0' }

async function side(root: string) {
  const { loadConfig } = await import(`${root}/src/config.ts`)
  const { openDatabase } = await import(`${root}/src/db/client.ts`)
  const { createApp, createServices } = await import(`${root}/src/app.ts`)
  const { createModels } = await import(`${root}/src/ai/models.ts`)
  const { sampleRecipe } = await import(`${root}/tests/support/harness.ts`)
  const config = loadConfig(env)
  const services = createServices({
    config,
    db: await openDatabase(config.databaseUrl),
    models: createModels(config.ai),
  })
  const app = createApp(config, services)
  // With its length, as a client over HTTP sends it (the MCP route reads such a body itself).
  const send = (path: string, body: unknown, headers: Record<string, string>) => {
    const text = JSON.stringify(body)
    const length = String(Buffer.byteLength(text))
    return app.handle(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
        body: text,
      }),
    )
  }
  const keys: string[] = []
  for (let i = 0; i < 20; i++) {
    const response = await send('/api/agents/register', { name: `Bench ${i}`, description: 'bench' }, {})
    keys.push(((await response.json()) as { api_key: string }).api_key)
  }
  let n = 0
  const create = async (key: string) => {
    const i = n++
    const body = { ...sampleRecipe, title_en: `Bench dish ${i}`, title_ja: `ベンチ料理 ${i}` }
    const response = await send('/api/recipes', body, { 'x-api-key': key })
    if (response.status !== 201) throw new Error(`${root}: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { recipe_id: string }).recipe_id
  }
  const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => create(keys[i % 20]!)))
  // Recipes for first reads: two reads each (detail and page), for every round and the warm-up.
  const unread = kinds.includes('first-reads')
    ? await Promise.all(Array.from({ length: ((rounds + 1) * per) / 2 }, (_, i) => create(keys[i % 20]!)))
    : []
  await services.imageService.settled()
  let call = 0
  const operations: Record<string, () => Promise<void>> = {
    async create() {
      await Promise.all(Array.from({ length: per }, (_, i) => create(keys[i % 20]!)))
      await services.imageService.settled()
    },
    async mcp() {
      for (let i = 0; i < per; i++) {
        const message = {
          jsonrpc: '2.0',
          id: ++call,
          method: 'tools/call',
          params: { name: 'get_recipe', arguments: { id: ids[call % ids.length] } },
        }
        const response = await send('/mcp', message, {
          accept: 'application/json, text/event-stream',
          'x-api-key': keys[0]!,
        })
        if (response.status !== 200) throw new Error(`${root}: ${response.status} ${await response.text()}`)
        await response.arrayBuffer()
      }
    },
    async detail() {
      for (let i = 0; i < per; i++) {
        const response = await app.handle(new Request(`http://localhost/api/recipes/${ids[++call % ids.length]}`))
        if (response.status !== 200) throw new Error(`${root}: ${response.status} ${await response.text()}`)
        await response.arrayBuffer()
      }
    },
  }
  operations['first-reads'] = async () => {
    for (let i = 0; i < per; i++) {
      const id = i % 2 ? unread.pop() : unread.at(-1)
      const path = i % 2 ? `/recipes/${id}` : `/api/recipes/${id}`
      const response = await app.handle(
        new Request(`http://localhost${path}`, { headers: { 'accept-encoding': 'br' } }),
      )
      if (response.status !== 200) throw new Error(`${root}: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
    }
  }
  return kinds.map((kind) => {
    const run = operations[kind]
    if (!run) throw new Error(`KIND is create, mcp, detail or first-reads, not ${kind}`)
    return { root, kind, run }
  })
}

const sides = []
for (const root of roots) sides.push(...(await side(root)))
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))
for (const s of sides) await s.run()
const spent = sides.map(() => [] as number[])
const onMain = sides.map(() => [] as number[])
/** The main thread's (the request thread's) CPU so far, in µs: its schedstat, in ns. */
const mainThreadUs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000
for (let round = 0; round < rounds; round++)
  for (const i of round % 2 ? [...sides.keys()].reverse() : sides.keys()) {
    const before = process.cpuUsage()
    const mainBefore = mainThreadUs()
    await sides[i]!.run()
    const used = process.cpuUsage(before)
    spent[i]!.push((used.user + used.system) / per)
    onMain[i]!.push((mainThreadUs() - mainBefore) / per)
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const shown = (xs: number[]) => `${median(xs).toFixed(0)} (rounds ${xs.map((x) => x.toFixed(0)).join(' ')})`
for (const [i, s] of sides.entries())
  console.log(
    `${s.root}: ${s.kind}, CPU µs per operation, median of ${rounds} rounds of ${per}: every thread ${shown(spent[i]!)}; main thread ${shown(onMain[i]!)}`,
  )
process.exit(0)
