import { Database as SqliteDatabase } from 'bun:sqlite'
import { afterAll, describe, expect, test } from 'bun:test'
import { createAgentService } from '../../src/agents/service'
import { openDatabase } from '../../src/db/client'
import { detailDocuments } from '../../src/recipes/documents'
import { createRecipeService } from '../../src/recipes/service'
import { createReviewService } from '../../src/reviews/service'

const recipe = { title_ja: '照り焼き', title_en: 'Teriyaki', category: 'main' as const, ingredients_ja: '鶏肉', steps_ja: '焼く' }
const text = (body: string | Uint8Array) => (typeof body === 'string' ? body : new TextDecoder().decode(body))

async function setUp() {
  const path = `/tmp/documents-${process.pid}-${Date.now()}-${Math.random()}.db`
  const db = await openDatabase(`file:${path}`)
  const agents = createAgentService(db)
  const recipes = createRecipeService(db, { recipeCreated: () => {} })
  const reviews = createReviewService(db, recipes)
  const { agent: author } = await agents.register({ name: 'Author' })
  const { agent: reviewer } = await agents.register({ name: 'Reviewer' })
  const { id } = await recipes.createDirect(author, recipe)
  const documents = detailDocuments(db)!
  const kept = () => documents.read(id)
  /** Reads the detail, which makes its document, and writes what waits. */
  const readAndKeep = async () => {
    const body = await recipes.detailJson(id)
    documents.flush()
    return body
  }
  return { path, db, recipes, reviews, author, reviewer, id, documents, kept, readAndKeep }
}

describe('kept detail documents', async () => {
  const world = await setUp()
  const { db, recipes, reviews, reviewer, id, documents, kept, readAndKeep } = world
  afterAll(() => db.$client.close())

  test('a read keeps the answer it sent, and the next read is those bytes', async () => {
    expect(kept()).toBeUndefined()
    const made = await readAndKeep()
    expect(typeof made).toBe('string')
    expect(text(kept()!)).toBe(made as string)
    const served = await recipes.detailJson(id)
    expect(served).toBeInstanceOf(Uint8Array)
    expect(JSON.parse(text(served))).toEqual(JSON.parse(made as string))
    expect((await recipes.detail(id)).title_en).toBe('Teriyaki')
  })

  test('a review deletes the document in its own write', async () => {
    await readAndKeep()
    expect(kept()).toBeDefined()
    await reviews.create(reviewer, id, { rating: 4, comment: 'good' })
    expect(kept()).toBeUndefined()
    const answer = JSON.parse(text(await readAndKeep()))
    expect(answer.rating).toEqual({ average: 4, count: 1 })
    expect(answer.reviews.map((review: { comment: string }) => review.comment)).toEqual(['good'])
  })

  test('a raw change to the recipe row deletes it', async () => {
    await readAndKeep()
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Raw', id] })
    expect(kept()).toBeUndefined()
    expect(JSON.parse(text(await readAndKeep())).title_en).toBe('Raw')
  })

  test("renaming the author or a reviewer by hand deletes it: names are in the answer", async () => {
    await readAndKeep()
    await db.$client.execute({ sql: 'UPDATE agents SET name = ? WHERE id = ?', args: ['Renamed reviewer', reviewer.id] })
    expect(kept()).toBeUndefined()
    expect(JSON.parse(text(await readAndKeep())).reviews[0].author.name).toBe('Renamed reviewer')
    await db.$client.execute({ sql: 'UPDATE agents SET name = ? WHERE id = ?', args: ['Renamed author', world.author.id] })
    expect(kept()).toBeUndefined()
    expect(JSON.parse(text(await readAndKeep())).author.name).toBe('Renamed author')
  })

  test('a key rotation, which changes no name, leaves it', async () => {
    await readAndKeep()
    await db.$client.execute({ sql: 'UPDATE agents SET key_rotated_at = ? WHERE id = ?', args: ['2026-01-01T00:00:00.000Z', reviewer.id] })
    expect(kept()).toBeDefined()
  })

  test('a commit by another process on the file deletes it (the triggers run in every writer)', async () => {
    await readAndKeep()
    const other = new SqliteDatabase(world.path)
    other.run('PRAGMA busy_timeout = 5000')
    other.run("UPDATE recipes SET title_en = 'Elsewhere' WHERE id = ?", [id])
    other.close()
    expect(kept()).toBeUndefined()
    expect(JSON.parse(text(await recipes.detailJson(id))).title_en).toBe('Elsewhere')
  })

  test('an answer made before a write is not kept after it', async () => {
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Before', id] })
    documents.flush()
    expect(kept()).toBeUndefined()
    const before = await recipes.detailJson(id)
    expect(kept()).toBeUndefined()
    // The write lands between the read and the deferred write of its document.
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Later', id] })
    documents.flush()
    expect(kept()).toBeUndefined()
    expect(JSON.parse(text(before)).title_en).toBe('Before')
    expect(JSON.parse(text(await readAndKeep())).title_en).toBe('Later')
  })

  test('the same race with a commit by another process', async () => {
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Before', id] })
    documents.flush()
    await recipes.detailJson(id)
    expect(kept()).toBeUndefined()
    const other = new SqliteDatabase(world.path)
    other.run('PRAGMA busy_timeout = 5000')
    other.run("UPDATE recipes SET title_en = 'Other process' WHERE id = ?", [id])
    other.close()
    documents.flush()
    expect(kept()).toBeUndefined()
  })
})

test('a recipe not yet published, or no recipe, keeps nothing and stays a 404', async () => {
  const { db, recipes, author, documents } = await setUp()
  const hidden = await recipes.saveUnpublished(author, { titleJa: '秘密', titleEn: 'Secret', category: 'snack', ingredientsJa: '塩', ingredientsEn: '', stepsJa: '振る', stepsEn: '' }, 'discussion-1')
  for (const id of [hidden, 'no-such-recipe']) {
    await expect(recipes.detailJson(id)).rejects.toMatchObject({ problem: { status: 404 } })
    documents.flush()
    expect(documents.read(id)).toBeUndefined()
  }
  await recipes.publish(hidden, 'snack')
  expect(JSON.parse(text(await recipes.detailJson(hidden))).title_en).toBe('Secret')
  db.$client.close()
})

test('documents still waiting when the database closes are dropped without an error', async () => {
  const { db, recipes, id, documents } = await setUp()
  await recipes.detailJson(id)
  db.$client.close()
  expect(() => documents.flush()).not.toThrow()
})

test('a remote database keeps no documents: every read makes its answer', async () => {
  const db = await openDatabase(`file:/tmp/documents-libsql-${process.pid}-${Date.now()}.db`, undefined, undefined, 'libsql')
  expect(detailDocuments(db)).toBeUndefined()
  const recipes = createRecipeService(db, { recipeCreated: () => {} })
  const { agent } = await createAgentService(db).register({ name: 'Author' })
  const { id } = await recipes.createDirect(agent, recipe)
  expect(JSON.parse(text(await recipes.detailJson(id))).title_en).toBe('Teriyaki')
  db.$client.close()
})
