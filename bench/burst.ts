/**
 * The burst figure: COUNT recipes created through the API by AGENTS agents at once (each posting its
 * share back to back), while one reader polls page 1 of the list back to back; then the database
 * file is watched (read-only) until every one of those recipes has its picture. With PER_SECOND, the
 * creations are sent at that steady rate instead, each on its schedule whether or not the previous
 * answers are in (issue 35: the list's p99 while 2,000 recipes arrive at 200/s).
 * Usage: bun bench/burst.ts BASE_URL KEYS_FILE COUNT AGENTS DB_PATH PICTURE_TIMEOUT_S [PER_SECOND]
 */
import { Database } from 'bun:sqlite'
import { benchRecipe, emit, lines, percentile } from './clients'

const [base, keysFile, countArg, agentsArg, dbPath, timeoutArg, rateArg] = process.argv.slice(2)
const keys = await lines(keysFile!)
const count = Number(countArg)
const agents = Number(agentsArg)
const perSecond = Number(rateArg ?? 0)

const created: string[] = []
const createLatencies: number[] = []
const statuses: Record<number, number> = {}
const listLatencies: number[] = []
let listErrors = 0
let bursting = true

async function create(n: number, key: string) {
  const started = performance.now()
  const response = await fetch(`${base}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(benchRecipe(n, 'Burst')),
  }).catch(() => undefined)
  createLatencies.push(performance.now() - started)
  statuses[response?.status ?? 0] = (statuses[response?.status ?? 0] ?? 0) + 1
  const answer = (await response?.json().catch(() => undefined)) as { recipe_id?: string } | undefined
  if (response?.status === 201 && answer?.recipe_id) created.push(answer.recipe_id)
}

async function agent(a: number) {
  for (let n = a; n < count; n += agents) await create(n, keys[a]!)
}

async function paced() {
  const start = performance.now()
  const sent: Promise<void>[] = []
  for (let n = 0; n < count; n++) {
    const wait = start + (n * 1000) / perSecond - performance.now()
    if (wait > 0) await Bun.sleep(wait)
    sent.push(create(n, keys[n % agents]!))
  }
  await Promise.all(sent)
}

async function reader() {
  while (bursting) {
    const started = performance.now()
    const response = await fetch(`${base}/api/recipes`).catch(() => undefined)
    await response?.arrayBuffer()
    listLatencies.push(performance.now() - started)
    if (response?.status !== 200) listErrors++
  }
}

const started = performance.now()
const reading = reader()
await (perSecond > 0 ? paced() : Promise.all(Array.from({ length: agents }, (_, a) => agent(a))))
const burstSeconds = (performance.now() - started) / 1000
bursting = false
await reading

const db = new Database(dbPath!, { readonly: true })
const waiting = db.query<{ n: number }, [string]>(
  'SELECT count(*) AS n FROM recipes WHERE id IN (SELECT value FROM json_each(?)) AND image_id IS NULL',
)
const createdJson = JSON.stringify(created)
const deadline = performance.now() + Number(timeoutArg) * 1000
let left = waiting.get(createdJson)!.n
while (left > 0 && performance.now() < deadline) {
  await Bun.sleep(250)
  left = waiting.get(createdJson)!.n
}
const pictureSeconds = left === 0 ? (performance.now() - started) / 1000 - burstSeconds : null
db.close()

const createSorted = createLatencies.sort((a, b) => a - b)
const listSorted = listLatencies.sort((a, b) => a - b)
emit({
  acknowledged: created.length,
  statuses,
  burstSeconds,
  createP50ms: percentile(createSorted, 50),
  createP99ms: percentile(createSorted, 99),
  listReads: listSorted.length,
  listErrors,
  listP50ms: percentile(listSorted, 50),
  listP99ms: percentile(listSorted, 99),
  listMaxMs: listSorted.at(-1) ?? 0,
  pictureSeconds,
  picturesLeft: left,
})
