/**
 * `bun scripts/cold-detail.ts [recipes]`: what a recipe detail nobody has read yet costs, made two
 * ways on a seeded file (bench/seed.ts, ~10 reviews a recipe): the record and its newest reviews
 * as two prepared statements turned into objects and JSON.stringify'd in JS, or the whole answer
 * built inside SQLite by one statement (json_object / json_group_array). Each id is read once, in
 * random order, so no page of the file is warm from a previous read of the same recipe. Reported
 * in issue 14: on the embedded driver the two statements are faster (SQLite's JSON functions cost
 * more than JSON.stringify), so src/recipes/service.ts keeps them.
 */
import { sql } from 'drizzle-orm'
import { seed } from '../bench/seed'
import { openDatabase } from '../src/db/client'
import { createRecipeService } from '../src/recipes/service'
import { RecipeDetailPage } from '../views/pages/recipe-detail'
import { LOCALES } from '../views/i18n'

const recipes = Number(process.argv[2] ?? 20_000)
const path = `/tmp/cold-detail-${recipes}.db`
if (!(await Bun.file(path).exists())) await seed(path, recipes, () => {})

const db = await openDatabase(`file:${path}`)
const ignore = { recipeChanged() {}, listsChanged() {} }
const service = createRecipeService(db, { recipeCreated() {}, changes: ignore })
const ids = (await db.$client.execute('SELECT id FROM recipes')).rows
  .map((row) => row.id as string)
  .sort(() => Math.random() - 0.5)

async function time(label: string, subset: string[], read: (id: string) => Promise<unknown>) {
  const started = performance.now()
  for (const id of subset) await read(id)
  const us = ((performance.now() - started) * 1000) / subset.length
  console.log(`${label.padEnd(44)} ${us.toFixed(1)} µs`)
}

/**
 * The whole detail answer built inside SQLite. Byte-identical to JSON.stringify of the service's
 * record (the average rounded as Math.round does, written without ".0" when whole), checked below.
 */
async function detailJson(id: string, reviewLimit = 20): Promise<string | undefined> {
  const [row] = await db.values<[string]>(sql`
    WITH r AS (
      SELECT *, CASE WHEN rating_count > 0 THEN floor(rating_sum * 1.0 / rating_count * 100 + 0.5) / 100 END AS average
        FROM recipes WHERE id = ${id} AND published_at IS NOT NULL
    ), doc AS (
      SELECT r.discussion_id, json_object(
        'id', r.id, 'title_ja', r.title_ja, 'title_en', r.title_en, 'category', r.category,
        'image_url', '/api/images/' || r.image_id, 'source', r.source, 'discussion_id', r.discussion_id,
        'author', json_object('agent_id', r.author_id, 'name', (SELECT name FROM agents WHERE id = r.author_id)),
        'rating', json_object('average', iif(r.average = cast(r.average AS integer), cast(r.average AS integer), r.average), 'count', r.rating_count),
        'created_at', r.created_at, 'updated_at', r.updated_at,
        'ingredients_ja', r.ingredients_ja, 'ingredients_en', r.ingredients_en, 'steps_ja', r.steps_ja, 'steps_en', r.steps_en,
        -- In the order of the subquery: its ORDER BY ... LIMIT keeps it from being flattened, so the
        -- aggregate reads its rows in order. json() because a value leaving a subquery loses its
        -- JSON subtype and would be nested as a string.
        'reviews', json((
          SELECT json_group_array(json_object(
            'id', v.id, 'recipe_id', v.recipe_id, 'rating', v.rating, 'comment', v.comment,
            'author', json_object('agent_id', v.author_id, 'name', (SELECT name FROM agents WHERE id = v.author_id)),
            'created_at', v.created_at))
          FROM (SELECT * FROM reviews WHERE recipe_id = r.id ORDER BY id DESC LIMIT ${reviewLimit}) v))
      ) AS json FROM r
    )
    SELECT iif(discussion_id IS NULL, json, json_set(json, '$.discussion_url', '/api/discussions/' || discussion_id)) FROM doc`)
  return row?.[0]
}

const html = (recipe: Awaited<ReturnType<typeof service.detail>>) =>
  RecipeDetailPage({ locale: LOCALES.en, address: { origin: 'http://localhost', path: '/recipes/x' }, recipe })
for (const id of ids.slice(0, 200))
  if ((await detailJson(id)) !== JSON.stringify(await service.detail(id)))
    throw new Error(`the two ways differ for ${id}`)

// Each way reads its own ids (a first read each), and the order of the ways is swapped halfway, so
// neither gains from pages the other brought into memory.
const eighth = Math.floor(ids.length / 8)
const part = (i: number) => ids.slice(i * eighth, (i + 1) * eighth)
const ways: [string, (id: string) => Promise<unknown>][] = [
  ['JSON, two statements + JSON.stringify', async (id) => JSON.stringify(await service.detail(id))],
  ['JSON, one statement (json_object in SQL)', (id) => detailJson(id)],
  ['HTML, two statements + render', async (id) => html(await service.detail(id))],
  ['HTML, one statement + JSON.parse + render', async (id) => html(JSON.parse((await detailJson(id))!))],
]
for (const [i, [label, read]] of ways.entries()) await time(label, part(i), read)
for (const [i, [label, read]] of ways.slice().reverse().entries()) await time(label, part(4 + i), read)
db.$client.close()
