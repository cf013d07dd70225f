/**
 * `bun bench/index-cpu.ts BEFORE_ROOT AFTER_ROOT [rounds] [per]`: the database's CPU per recipe
 * creation on copies of each tree's 100k seed, opened by each tree's own client (its migrations,
 * triggers and group commit), in alternating rounds in this one process so a busy machine slows both
 * alike (issue 35: the search index was 90 % of a creation's database work). A round inserts `per`
 * recipes as 20 agents at once would (20 write batches a turn, one group commit each turn), then
 * waits until a tree that writes the index later (src/recipes/search-index.ts) has written it: the
 * CPU of the whole process (with its checkpoint thread) over the round, per recipe, and the longest
 * turn (what a reader arriving then waits behind) and the longest indexing step.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { treeSeededFile } from './seed'

const [beforeRoot, afterRoot, roundsArg = '4', perArg = '400'] = process.argv.slice(2)
if (!beforeRoot || !afterRoot) throw new Error('usage: bun bench/index-cpu.ts BEFORE_ROOT AFTER_ROOT [rounds] [per]')
const DATA = new URL('./.data/', import.meta.url).pathname
const AGENTS = 20

type Batch = (statements: { sql: string; args: (string | number | null)[] }[], mode: 'write') => Promise<unknown>
type Side = {
  name: string
  batch: Batch
  drain?: () => Promise<void>
  author: string
  cpu: number
  n: number
  turns: number[]
  steps: number[]
}

async function sideOf(root: string, name: string): Promise<Side> {
  const path = `${DATA}index-cpu-${name}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  copyFileSync(await treeSeededFile(root, 100_000), path)
  const { openDatabase } = await import(`${root}/src/db/client.ts`)
  const db = await openDatabase(`file:${path}`)
  const indexer = existsSync(`${root}/src/recipes/search-index.ts`)
    ? (await import(`${root}/src/recipes/search-index.ts`)).createSearchIndexer(db)
    : undefined
  const { rows } = await db.$client.execute('SELECT id FROM agents LIMIT 1')
  return {
    name,
    batch: (statements, mode) => db.$client.batch(statements, mode),
    drain: indexer?.drain,
    author: rows[0].id as string,
    cpu: 0,
    n: 0,
    turns: [],
    steps: [],
  }
}

const INGREDIENTS = [
  '2 chicken thighs\n2 tbsp soy sauce\n1 tbsp honey\n1 knob of ginger',
  '200 g strawberries\n100 ml cream',
]
let serial = 0
const insert = (author: string) => {
  const n = serial++
  const now = new Date().toISOString()
  return {
    sql: `INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, ingredients_en, steps_ja, steps_en, source, author_id, created_at, updated_at)
          VALUES (?, ?, ?, 'main', ?, ?, ?, ?, 'direct', ?, ?, ?)`,
    args: [
      `index-cpu-${process.pid}-${n}`,
      `Burst ${n} 番のレシピ`,
      `Burst recipe ${n}`,
      '鶏もも肉 2枚\n醤油 大さじ2',
      INGREDIENTS[n % 2]!,
      '切る\n焼く',
      'Cut\nCook',
      author,
      now,
      now,
    ],
  }
}

async function round(side: Side, per: number) {
  const started = process.cpuUsage()
  for (let done = 0; done < per; done += AGENTS) {
    const turn = performance.now()
    await Promise.all(Array.from({ length: AGENTS }, () => side.batch([insert(side.author)], 'write')))
    side.turns.push(performance.now() - turn)
  }
  if (side.drain) {
    const step = performance.now()
    await side.drain()
    side.steps.push(performance.now() - step)
  }
  const used = process.cpuUsage(started)
  side.cpu += used.user + used.system
  side.n += per
}

const rounds = Number(roundsArg)
const per = Number(perArg)
const sides = [await sideOf(beforeRoot, 'before'), await sideOf(afterRoot, 'after')]
console.log(`load average ${loadavg()[0]!.toFixed(2)} at start`)
for (let r = 0; r < rounds; r++) for (const side of r % 2 ? [...sides].reverse() : sides) await round(side, per)
const max = (values: number[]) => Math.max(0, ...values).toFixed(1)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]?.toFixed(2) ?? '–'
for (const side of sides)
  console.log(
    `${side.name}: ${(side.cpu / side.n).toFixed(0)} µs of CPU a creation (${side.n} recipes); a turn of ${AGENTS} p50 ${median(side.turns)} ms, longest ${max(side.turns)} ms; the index written after: ${side.drain ? `a round's ${per} in ${median(side.steps)} ms (longest ${max(side.steps)} ms)` : 'no'}`,
  )
console.log(`load average ${loadavg()[0]!.toFixed(2)} at the end`)
process.exit(0)
