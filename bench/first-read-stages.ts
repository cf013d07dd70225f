/**
 * `[RECIPES=100000] bun bench/first-read-stages.ts [count]`: where the CPU of a first read goes, stage
 * by stage, in this process on a fresh copy of the 10k seed or the bench's (bench/in-process.ts): for
 * each stage the request thread's CPU µs per read over `count` distinct recipes, each stage on recipes no stage has read before (so each
 * pays its own cold SQLite pages). For comparing two trees, run it from each, alternating.
 */
import { readFileSync } from 'node:fs'
import { coldPaths } from './cold-paths'
import { inProcessApp } from './in-process'
import { LOCALES } from '../views/i18n'
import { RecipeDetailPage } from '../views/pages/recipe-detail'

const count = Number(process.argv[2] ?? 1000)
const { dbPath: db, database, services, app } = await inProcessApp('stages')
const { recipeService } = services
await Bun.sleep(Number(process.env.SETTLE_MS ?? 4000))

// Every published recipe once: the detail paths' ids, then the pages'.
const ids = [...coldPaths(db, 'detail'), ...coldPaths(db, 'html')].map((path) => path.slice(path.lastIndexOf('/') + 1))
let next = 0
function fresh(n: number) {
  next += n
  return ids.slice(next - n, next)
}

/** CPU µs of this process's main thread alone (Linux), as bench/cold-ab.ts counts. */
const threadµs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e3

async function stage(name: string, run: (id: string) => unknown) {
  const batch = fresh(count)
  for (const id of fresh(100)) await run(id)
  const before = threadµs()
  for (const id of batch) await run(id)
  console.log(`${name.padEnd(44)} ${((threadµs() - before) / batch.length).toFixed(1).padStart(7)} µs`)
}

const address = (id: string) => ({ origin: 'http://localhost', path: `/recipes/${id}`, noindex: false })
const utf8 = new TextEncoder()
const { findRecipe } = await import('../src/recipes/queries')
const { latestReviews } = await import('../src/reviews/queries')
const sqlite = (database.$client as unknown as { sqlite: import('bun:sqlite').Database }).sqlite
const rawReviews = sqlite.prepare(
  'select id, recipe_id, author_id, rating, comment, created_at from reviews where recipe_id = ? order by id desc limit ? offset ?',
)
const rawRecipe = sqlite.prepare('select * from recipes where id = ?')
await stage('sql: raw recipe', (id) => rawRecipe.values(id))
await stage('sql: raw reviews', (id) => rawReviews.values(id, 20, 0))
await stage('sql: findRecipe', (id) => findRecipe(database, id))
await stage('sql: latestReviews 20', (id) => latestReviews(database, id, 20))
await stage('detail: recipeService.detail', (id) => recipeService.detail(id))
await stage('detail: + JSON.stringify', async (id) => JSON.stringify(await recipeService.detail(id)))
await stage('detail: app.handle', async (id) =>
  (await app.handle(new Request(`http://localhost/api/recipes/${id}`))).arrayBuffer(),
)
await stage('page: recipeService.page', (id) => recipeService.page(id, 6))
await stage('page: + render', async (id) => {
  const { recipe, facts, remixes } = await recipeService.page(id, 6)
  return RecipeDetailPage({ locale: LOCALES.en, address: address(id), recipe: { ...recipe, ...facts, remixes } })
})
await stage('page: + render + encode + hash', async (id) => {
  const { recipe, facts, remixes } = await recipeService.page(id, 6)
  const page = RecipeDetailPage({ locale: LOCALES.en, address: address(id), recipe: { ...recipe, ...facts, remixes } })
  return Bun.hash(utf8.encode(`<!doctype html>${page}`))
})
await stage('page: app.handle', async (id) =>
  (await app.handle(new Request(`http://localhost/recipes/${id}`))).arrayBuffer(),
)
const lists = coldPaths(db, 'lists')
let at = 0
async function listStage(name: string, n: number, run: (path: string) => unknown) {
  at += n
  const batch = lists.slice(at - n, at)
  const before = threadµs()
  for (const path of batch) await run(path)
  console.log(`${name.padEnd(44)} ${((threadµs() - before) / batch.length).toFixed(1).padStart(7)} µs`)
}
const listOf = (path: string) => {
  const query = new URL(path, 'http://localhost').searchParams
  const category = (query.get('category') ?? undefined) as never
  return recipeService.list({ page: Number(query.get('page')), perPage: 20, category })
}
await listStage('lists: warm-up', 100, listOf)
await listStage('lists: recipeService.list', 300, listOf)
await listStage('lists: + JSON.stringify', 300, async (path) => JSON.stringify(await listOf(path)))
await listStage('lists: app.handle', 300, async (path) =>
  (await app.handle(new Request(`http://localhost${path}`))).arrayBuffer(),
)
process.exit(0)
