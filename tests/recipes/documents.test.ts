import { Database as SqliteDatabase } from 'bun:sqlite'
import { afterAll, describe, expect, test } from 'bun:test'
import { createAgentService } from '../../src/agents/service'
import { openDatabase } from '../../src/db/client'
import { MAX_WAITING } from '../../src/db/kept'
import { recipePage } from '../../src/pages'
import { detailDocuments, keptListRanges, WIDEST_KEPT_RANGE } from '../../src/recipes/documents'
import type { Category, ListQuery, RecipeSummary } from '../../src/recipes/model'
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
  const kept = () => documents.read(id, 'json')
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
    expect(documents.read(id, 'json')).toBeUndefined()
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

// ---------------------------------------------------------------------------------------------
// Recipe pages: the forms 'html:en' and 'html:ja' of the same kept detail documents.

const countKept = async (db: Awaited<ReturnType<typeof openDatabase>>, table: 'recipe_documents' | 'list_ranges', where = '1', args: (string | number)[] = []) => {
  const { rows } = await db.$client.execute({ sql: `SELECT count(*) AS n FROM ${table} WHERE ${where}`, args })
  return Number((rows[0] as unknown as { n: number }).n)
}

describe('kept recipe pages', () => {
  test('each language keeps its own page, the bytes it served, and the next call sends those bytes', async () => {
    const { db, recipes, id, documents } = await setUp()
    const en = await recipePage(recipes, id, 'en')
    const ja = await recipePage(recipes, id, 'ja')
    expect(en).toBeInstanceOf(Uint8Array)
    expect(ja).toBeInstanceOf(Uint8Array)
    expect(text(en!)).toStartWith('<!doctype html>')
    expect(text(en!)).toContain('<html lang="en">')
    expect(text(ja!)).toContain('<html lang="ja">')
    expect(text(en!)).toContain('<title>Teriyaki · ')
    expect(text(ja!)).toContain('<title>照り焼き · ')
    expect(text(en!)).not.toBe(text(ja!))
    // Made on a read, written later in a batch.
    expect(documents.read(id, 'html:en')).toBeUndefined()
    documents.flush()
    const keptEn = documents.read(id, 'html:en')!
    const keptJa = documents.read(id, 'html:ja')!
    expect(Buffer.from(keptEn).equals(Buffer.from(en!))).toBe(true)
    expect(Buffer.from(keptJa).equals(Buffer.from(ja!))).toBe(true)
    // Only the pages were asked for: no JSON document was made.
    expect(documents.read(id, 'json')).toBeUndefined()
    expect(await countKept(db, 'recipe_documents', 'recipe_id = ?', [id])).toBe(2)

    const again = await recipePage(recipes, id, 'en')
    expect(again).toBeInstanceOf(Uint8Array)
    expect(again).not.toBe(en) // read from the file, not the object made the first time
    expect(Buffer.from(again!).equals(Buffer.from(en!))).toBe(true)
    // A service with empty memory (another worker on the file) sends the same bytes.
    const other = createRecipeService(db, { recipeCreated: () => {} })
    expect(Buffer.from((await recipePage(other, id, 'ja'))!).equals(Buffer.from(ja!))).toBe(true)
    db.$client.close()
  })

  test('the kept page is what is sent, not a page made again', async () => {
    const { db, recipes, id, documents } = await setUp()
    await recipePage(recipes, id, 'ja')
    documents.flush()
    // Only the kept copy can answer with this: no table a page reads changed.
    await db.$client.execute({ sql: "UPDATE recipe_documents SET body = ? WHERE recipe_id = ? AND form = 'html:ja'", args: [new TextEncoder().encode('<p>kept</p>'), id] })
    expect(text((await recipePage(recipes, id, 'ja'))!)).toBe('<p>kept</p>')
    expect(text((await recipePage(createRecipeService(db, { recipeCreated: () => {} }), id, 'ja'))!)).toBe('<p>kept</p>')
    db.$client.close()
  })

  test('a review deletes the JSON and both pages in its own write; the next pages show it', async () => {
    const { db, recipes, reviews, reviewer, id, documents } = await setUp()
    const json = await recipes.detailJson(id)
    const en = await recipePage(recipes, id, 'en')
    const ja = await recipePage(recipes, id, 'ja')
    documents.flush()
    expect(text(documents.read(id, 'json')!)).toBe(text(json))
    expect(text(documents.read(id, 'html:en')!)).toBe(text(en!))
    expect(text(documents.read(id, 'html:ja')!)).toBe(text(ja!))
    expect(text(en!)).not.toContain('Crisp glaze, would cook again')

    await reviews.create(reviewer, id, { rating: 5, comment: 'Crisp glaze, would cook again' })
    expect(documents.read(id, 'json')).toBeUndefined()
    expect(documents.read(id, 'html:en')).toBeUndefined()
    expect(documents.read(id, 'html:ja')).toBeUndefined()
    expect(await countKept(db, 'recipe_documents', 'recipe_id = ?', [id])).toBe(0)

    const enAfter = text((await recipePage(recipes, id, 'en'))!)
    const jaAfter = text((await recipePage(recipes, id, 'ja'))!)
    expect(enAfter).toContain('Crisp glaze, would cook again')
    expect(jaAfter).toContain('Crisp glaze, would cook again')
    expect(enAfter).toContain('Reviewer')
    documents.flush()
    expect(text(documents.read(id, 'html:en')!)).toBe(enAfter)
    expect(text(documents.read(id, 'html:ja')!)).toBe(jaAfter)
    db.$client.close()
  })

  test('an unknown or unpublished id has no page and keeps nothing', async () => {
    const { db, recipes, author, documents } = await setUp()
    const hidden = await recipes.saveUnpublished(author, { titleJa: '秘密', titleEn: 'Secret', category: 'snack', ingredientsJa: '塩', ingredientsEn: '', stepsJa: '振る', stepsEn: '' }, 'discussion-1')
    const before = await countKept(db, 'recipe_documents')
    for (const id of ['no-such-recipe', hidden]) {
      expect(await recipePage(recipes, id, 'en')).toBeUndefined()
      expect(await recipePage(recipes, id, 'ja')).toBeUndefined()
      documents.flush()
      expect(documents.read(id, 'html:en')).toBeUndefined()
      expect(documents.read(id, 'html:ja')).toBeUndefined()
    }
    expect(await countKept(db, 'recipe_documents')).toBe(before)
    db.$client.close()
  })
})

// ---------------------------------------------------------------------------------------------
// Kept list ranges: the items of JSON list pages, by (scope, upper, per_page).

type Listed = { title: string; category: Category }
type ListAnswer = { items: RecipeSummary[]; page: number; per_page: number; total: number; total_pages: number }

/** R1..R7 created in that order: odd ones 'main', even ones 'dessert'. */
async function setUpList(path = `/tmp/ranges-${process.pid}-${Date.now()}-${Math.random()}.db`, driver?: 'libsql') {
  const db = await openDatabase(`file:${path}`, undefined, undefined, driver)
  const agents = createAgentService(db)
  const recipes = createRecipeService(db, { recipeCreated: () => {} })
  const reviews = createReviewService(db, recipes)
  const { agent: author } = await agents.register({ name: 'Author' })
  const { agent: reviewer } = await agents.register({ name: 'Reviewer' })
  /** What is published, oldest first: index i is list position i + 1. */
  const published: Listed[] = []
  const ids = new Map<string, string>()
  const create = async (title: string, category: Category) => {
    const { id } = await recipes.createDirect(author, { ...recipe, title_en: title, title_ja: `${title}（和）`, category })
    published.push({ title, category })
    ids.set(title, id)
    return id
  }
  for (let n = 1; n <= 7; n++) await create(`R${n}`, n % 2 ? 'main' : 'dessert')
  const ranges = keptListRanges(db)
  /** The answer parsed, and its text. */
  const read = async (query: ListQuery, service = recipes) => {
    const body = await service.listJson(query)
    expect(body).toBeInstanceOf(Uint8Array)
    return { answer: JSON.parse(text(body)) as ListAnswer, body: text(body) }
  }
  const kept = (scope: string, upper: number, perPage: number) => {
    const bytes = ranges!.read(scope, upper, perPage)
    return bytes && text(bytes)
  }
  return { path, db, recipes, reviews, author, reviewer, published, ids, create, ranges, read, kept }
}

/** The page as it must be, from the creation order alone: newest first. */
function expectedPage(published: Listed[], { page, perPage, category }: ListQuery) {
  const scoped = published.filter((listed) => !category || listed.category === category).reverse()
  return {
    titles: scoped.slice((page - 1) * perPage, page * perPage).map((listed) => listed.title),
    page,
    per_page: perPage,
    total: scoped.length,
    total_pages: Math.ceil(scoped.length / perPage),
  }
}

const shape = (answer: ListAnswer) => ({ titles: answer.items.map((item) => item.title_en), page: answer.page, per_page: answer.per_page, total: answer.total, total_pages: answer.total_pages })

/**
 * Every page of every scope, read by this service and by one with empty memory (which takes what
 * is kept on the file), against the creation order and against RecipeService.list, which never
 * reads kept ranges.
 */
async function expectEveryPageExact(world: Awaited<ReturnType<typeof setUpList>>) {
  const fresh = createRecipeService(world.db, { recipeCreated: () => {} })
  for (const category of [undefined, 'main', 'dessert'] as const)
    for (const perPage of [1, 2, 3])
      for (let page = 1; page <= 12; page++) {
        const query = { page, perPage, category }
        const { answer, body } = await world.read(query)
        expect(shape(answer)).toEqual(expectedPage(world.published, query))
        expect(answer).toEqual(JSON.parse(JSON.stringify(await world.recipes.list(query))))
        expect((await world.read(query, fresh)).body).toBe(body)
      }
}

describe('kept list ranges', () => {
  test('a page keeps its range of positions, whose bytes are exactly the items it sent', async () => {
    const { db, recipes, read, kept, ranges, published, ids } = await setUpList()
    const { answer, body } = await read({ page: 2, perPage: 3 })
    expect(shape(answer)).toEqual({ titles: ['R4', 'R3', 'R2'], page: 2, per_page: 3, total: 7, total_pages: 3 })
    expect(answer.items.map((item) => item.id)).toEqual(['R4', 'R3', 'R2'].map((title) => ids.get(title)!))
    expect(answer.items[0]!.author.name).toBe('Author')
    expect(answer.items[0]!.category).toBe('dessert')
    // Waits for the batch.
    expect(kept('', 4, 3)).toBeUndefined()
    ranges!.flush()
    const items = kept('', 4, 3)!
    expect(JSON.parse(items)).toEqual(answer.items)
    expect(body).toBe(`{"items":${items},"page":2,"per_page":3,"total":7,"total_pages":3}`)
    // Only that range: the key is (scope, upper, per_page), upper = total - (page - 1) * per_page.
    expect(await countKept(db, 'list_ranges')).toBe(1)
    expect(kept('', 7, 3)).toBeUndefined()
    // The same as made without kept ranges, and the same bytes from a service with empty memory.
    expect(answer).toEqual(JSON.parse(JSON.stringify(await recipes.list({ page: 2, perPage: 3 }))))
    expect((await read({ page: 2, perPage: 3 }, createRecipeService(db, { recipeCreated: () => {} }))).body).toBe(body)
    expect(shape(answer)).toEqual(expectedPage(published, { page: 2, perPage: 3 }))
    db.$client.close()
  })

  test('the kept range is what the next read sends', async () => {
    const { db, read, kept, ranges } = await setUpList()
    await read({ page: 1, perPage: 3 })
    ranges!.flush()
    expect(JSON.parse(kept('', 7, 3)!).map((item: RecipeSummary) => item.title_en)).toEqual(['R7', 'R6', 'R5'])
    // Changed behind the service's back (no table a list reads changes): only the kept copy says this.
    const fake = JSON.stringify([{ id: 'kept' }])
    await db.$client.execute({ sql: "UPDATE list_ranges SET items = ? WHERE scope = '' AND upper = 7 AND per_page = 3", args: [new TextEncoder().encode(fake)] })
    const { body } = await read({ page: 1, perPage: 3 }, createRecipeService(db, { recipeCreated: () => {} }))
    expect(body).toBe(`{"items":${fake},"page":1,"per_page":3,"total":7,"total_pages":3}`)
    db.$client.close()
  })

  test('a category page keeps its range under the category', async () => {
    const { db, read, kept, ranges, published } = await setUpList()
    const main = await read({ page: 1, perPage: 2, category: 'main' })
    expect(shape(main.answer)).toEqual({ titles: ['R7', 'R5'], page: 1, per_page: 2, total: 4, total_pages: 2 })
    const dessert = await read({ page: 2, perPage: 2, category: 'dessert' })
    expect(shape(dessert.answer)).toEqual({ titles: ['R2'], page: 2, per_page: 2, total: 3, total_pages: 2 })
    ranges!.flush()
    expect(kept('main', 4, 2)).toBe(JSON.stringify(main.answer.items))
    expect(kept('dessert', 1, 2)).toBe(JSON.stringify(dessert.answer.items))
    expect(kept('', 4, 2)).toBeUndefined()
    expect(await countKept(db, 'list_ranges')).toBe(2)
    expect(main.body).toBe(`{"items":${kept('main', 4, 2)},"page":1,"per_page":2,"total":4,"total_pages":2}`)
    expect(shape(main.answer)).toEqual(expectedPage(published, { page: 1, perPage: 2, category: 'main' }))
    db.$client.close()
  })

  test('a review deletes the ranges holding its recipe, in the whole list and its category, and no other', async () => {
    const world = await setUpList()
    const { db, reviews, reviewer, read, kept, ranges, ids } = world
    await read({ page: 1, perPage: 3 }) // '' 7: R7 R6 R5
    await read({ page: 2, perPage: 3 }) // '' 4: R4 R3 R2
    await read({ page: 1, perPage: 3, category: 'dessert' }) // dessert 3: R6 R4 R2
    await read({ page: 1, perPage: 2, category: 'main' }) // main 4: R7 R5
    ranges!.flush()
    const untouchedWhole = kept('', 7, 3)!
    const untouchedMain = kept('main', 4, 2)!
    expect(kept('', 4, 3)).toBeDefined()
    expect(kept('dessert', 3, 3)).toBeDefined()

    await reviews.create(reviewer, ids.get('R4')!, { rating: 5, comment: 'good' })
    expect(kept('', 4, 3)).toBeUndefined()
    expect(kept('dessert', 3, 3)).toBeUndefined()
    expect(kept('', 7, 3)).toBe(untouchedWhole)
    expect(kept('main', 4, 2)).toBe(untouchedMain)

    const { answer } = await read({ page: 2, perPage: 3 })
    expect(answer.items.map((item) => [item.title_en, item.rating])).toEqual([
      ['R4', { average: 5, count: 1 }],
      ['R3', { average: null, count: 0 }],
      ['R2', { average: null, count: 0 }],
    ])
    const dessert = await read({ page: 1, perPage: 3, category: 'dessert' })
    expect(dessert.answer.items[1]!.rating).toEqual({ average: 5, count: 1 })
    ranges!.flush()
    expect(JSON.parse(kept('', 4, 3)!)[0].rating).toEqual({ average: 5, count: 1 })
    await expectEveryPageExact(world)
    db.$client.close()
  })

  test('new recipes leave the kept ranges in place and every page stays exact as the pages shift', async () => {
    const world = await setUpList()
    const { db, recipes, author, read, kept, ranges, create, published } = world
    await read({ page: 1, perPage: 3 }) // '' 7: R7 R6 R5
    await read({ page: 2, perPage: 3 }) // '' 4: R4 R3 R2
    await read({ page: 1, perPage: 2, category: 'main' }) // main 4: R7 R5
    ranges!.flush()
    const before = { top: kept('', 7, 3)!, second: kept('', 4, 3)!, main: kept('main', 4, 2)! }

    await create('R8', 'main')
    expect({ top: kept('', 7, 3), second: kept('', 4, 3), main: kept('main', 4, 2) }).toEqual(before)
    expect(shape((await read({ page: 1, perPage: 3 })).answer)).toEqual({ titles: ['R8', 'R7', 'R6'], page: 1, per_page: 3, total: 8, total_pages: 3 })
    expect(shape((await read({ page: 2, perPage: 3 })).answer)).toEqual({ titles: ['R5', 'R4', 'R3'], page: 2, per_page: 3, total: 8, total_pages: 3 })
    expect(shape((await read({ page: 3, perPage: 3 })).answer)).toEqual({ titles: ['R2', 'R1'], page: 3, per_page: 3, total: 8, total_pages: 3 })
    expect(shape((await read({ page: 1, perPage: 2, category: 'main' })).answer)).toEqual({ titles: ['R8', 'R7'], page: 1, per_page: 2, total: 5, total_pages: 3 })
    expect(shape((await read({ page: 2, perPage: 2, category: 'main' })).answer)).toEqual({ titles: ['R5', 'R3'], page: 2, per_page: 2, total: 5, total_pages: 3 })
    ranges!.flush()

    // A discussion's recipe: saved unlisted (nothing moves), then published above every range.
    const r9 = await recipes.saveUnpublished(author, { titleJa: 'R9（和）', titleEn: 'R9', category: 'dessert', ingredientsJa: '塩', ingredientsEn: '', stepsJa: '振る', stepsEn: '' }, 'discussion-9')
    expect((await read({ page: 1, perPage: 3 })).answer.total).toBe(8)
    await recipes.publish(r9, 'dessert')
    published.push({ title: 'R9', category: 'dessert' })
    expect({ top: kept('', 7, 3), second: kept('', 4, 3), main: kept('main', 4, 2) }).toEqual(before)
    await create('R10', 'main')
    expect({ top: kept('', 7, 3), second: kept('', 4, 3), main: kept('main', 4, 2) }).toEqual(before)

    // Ten recipes: page 2 of 3 is positions 5..7 again, the range kept before any of these arrived.
    const fresh = createRecipeService(db, { recipeCreated: () => {} })
    const second = await read({ page: 2, perPage: 3 }, fresh)
    expect(second.body).toBe(`{"items":${before.top},"page":2,"per_page":3,"total":10,"total_pages":4}`)
    expect(shape(second.answer)).toEqual({ titles: ['R7', 'R6', 'R5'], page: 2, per_page: 3, total: 10, total_pages: 4 })
    expect(shape((await read({ page: 1, perPage: 3 })).answer)).toEqual({ titles: ['R10', 'R9', 'R8'], page: 1, per_page: 3, total: 10, total_pages: 4 })
    expect(shape((await read({ page: 3, perPage: 3 }, fresh)).answer)).toEqual({ titles: ['R4', 'R3', 'R2'], page: 3, per_page: 3, total: 10, total_pages: 4 })
    expect(shape((await read({ page: 4, perPage: 3 })).answer)).toEqual({ titles: ['R1'], page: 4, per_page: 3, total: 10, total_pages: 4 })
    expect(shape((await read({ page: 1, perPage: 3, category: 'dessert' }, fresh)).answer)).toEqual({ titles: ['R9', 'R6', 'R4'], page: 1, per_page: 3, total: 4, total_pages: 2 })
    await expectEveryPageExact(world)
    db.$client.close()
  })

  test('an agent renamed by hand deletes every kept range, and the lists show the new name', async () => {
    const world = await setUpList()
    const { db, author, reviewer, read, ranges } = world
    const fill = async () => {
      for (const query of [{ page: 1, perPage: 3 }, { page: 3, perPage: 3 }, { page: 1, perPage: 2, category: 'main' as const }, { page: 2, perPage: 2, category: 'dessert' as const }]) await read(query)
      ranges!.flush()
      expect(await countKept(db, 'list_ranges')).toBe(4)
    }
    await fill()
    await db.$client.execute({ sql: 'UPDATE agents SET name = ? WHERE id = ?', args: ['Renamed author', author.id] })
    expect(await countKept(db, 'list_ranges')).toBe(0)
    for (const query of [{ page: 1, perPage: 3 }, { page: 3, perPage: 3 }, { page: 1, perPage: 2, category: 'main' as const }]) {
      const { answer } = await read(query)
      expect(answer.items.length).toBeGreaterThan(0)
      expect(answer.items.map((item) => item.author.name)).toEqual(answer.items.map(() => 'Renamed author'))
    }
    // Even an agent whose name no list shows: renames are rare, so all ranges go.
    await fill()
    await db.$client.execute({ sql: 'UPDATE agents SET name = ? WHERE id = ?', args: ['Renamed reviewer', reviewer.id] })
    expect(await countKept(db, 'list_ranges')).toBe(0)
    await expectEveryPageExact(world)
    db.$client.close()
  })

  test('a commit by another connection to a recipe deletes the ranges holding it', async () => {
    const world = await setUpList()
    const { db, path, read, kept, ranges, ids, published } = world
    await read({ page: 1, perPage: 3 }) // '' 7: R7 R6 R5
    await read({ page: 2, perPage: 3 }) // '' 4: R4 R3 R2
    await read({ page: 1, perPage: 2, category: 'main' }) // main 4: R7 R5
    await read({ page: 2, perPage: 2, category: 'main' }) // main 2: R3 R1
    ranges!.flush()
    const untouched = { top: kept('', 7, 3), main: kept('main', 4, 2) }
    const other = new SqliteDatabase(path)
    other.run('PRAGMA busy_timeout = 5000')
    other.run("UPDATE recipes SET title_en = 'Elsewhere' WHERE id = ?", [ids.get('R3')!])
    other.close()
    expect(kept('', 4, 3)).toBeUndefined()
    expect(kept('main', 2, 2)).toBeUndefined()
    expect({ top: kept('', 7, 3), main: kept('main', 4, 2) }).toEqual(untouched)
    published[2]!.title = 'Elsewhere'
    expect(shape((await read({ page: 2, perPage: 3 })).answer).titles).toEqual(['R4', 'Elsewhere', 'R2'])
    expect(shape((await read({ page: 2, perPage: 2, category: 'main' })).answer).titles).toEqual(['Elsewhere', 'R1'])
    await expectEveryPageExact(world)
    db.$client.close()
  })

  test('a change deletes exactly the ranges whose positions hold the recipe, at either end of a range', async () => {
    const world = await setUpList()
    const { db, read, ranges, ids, published } = world
    const keys = async () => (await db.$client.execute('SELECT scope, upper, per_page FROM list_ranges ORDER BY scope, per_page, upper')).rows.map((row) => Object.values(row as unknown as object).join(' '))
    for (const category of [undefined, 'main', 'dessert'] as const)
      for (const perPage of [1, 2, 3]) for (let page = 1; page <= 7; page++) await read({ page, perPage, category })
    ranges!.flush()
    const before = await keys()
    // Seven in the whole list, four mains and three desserts, each split by 1, 2 and 3 a page.
    expect(before.length).toBe(7 + 4 + 3 + (4 + 2 + 2) + (3 + 2 + 1))
    // R5: position 5 of the whole list, 3 of the mains.
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Changed', ids.get('R5')!] })
    const gone = [
      ' 5 1', // 5
      ' 5 2', // 4..5: at its top
      ' 7 3', // 5..7: at its bottom
      'main 3 1', // 3
      'main 4 2', // 3..4: at its bottom
      'main 4 3', // 2..4
    ]
    expect(await keys()).toEqual(before.filter((key) => !gone.includes(key)))
    published[4]!.title = 'Changed'
    await expectEveryPageExact(world)
    db.$client.close()
  })

  test('a range read before a write to what it shows is not kept after it', async () => {
    const { db, path, reviews, reviewer, read, kept, ranges, ids } = await setUpList()
    // A title changed by this process.
    const stale = await read({ page: 2, perPage: 3 })
    await db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Later', ids.get('R3')!] })
    ranges!.flush()
    expect(kept('', 4, 3)).toBeUndefined()
    expect(shape(stale.answer).titles).toEqual(['R4', 'R3', 'R2'])
    expect(shape((await read({ page: 2, perPage: 3 })).answer).titles).toEqual(['R4', 'Later', 'R2'])

    // A review, which changes the rating on the recipe row through its trigger.
    await read({ page: 1, perPage: 3, category: 'dessert' })
    await reviews.create(reviewer, ids.get('R4')!, { rating: 3, comment: 'fine' })
    ranges!.flush()
    expect(kept('dessert', 3, 3)).toBeUndefined()
    expect((await read({ page: 1, perPage: 3, category: 'dessert' })).answer.items[1]!.rating).toEqual({ average: 3, count: 1 })

    // A commit by another process.
    await read({ page: 1, perPage: 3 })
    const other = new SqliteDatabase(path)
    other.run('PRAGMA busy_timeout = 5000')
    other.run("UPDATE recipes SET title_en = 'Other process' WHERE id = ?", [ids.get('R6')!])
    other.close()
    ranges!.flush()
    expect(kept('', 7, 3)).toBeUndefined()
    expect(shape((await read({ page: 1, perPage: 3 })).answer).titles).toEqual(['R7', 'Other process', 'R5'])
    // Nothing in between: now it is kept.
    ranges!.flush()
    expect(JSON.parse(kept('', 7, 3)!)[1].title_en).toBe('Other process')
    db.$client.close()
  })

  test('a page past the end answers no items with the right totals and keeps nothing', async () => {
    const { db, read, ranges } = await setUpList()
    expect((await read({ page: 4, perPage: 3 })).body).toBe('{"items":[],"page":4,"per_page":3,"total":7,"total_pages":3}')
    expect((await read({ page: 9, perPage: 2, category: 'dessert' })).body).toBe('{"items":[],"page":9,"per_page":2,"total":3,"total_pages":2}')
    expect((await read({ page: 1, perPage: 5, category: 'snack' })).body).toBe('{"items":[],"page":1,"per_page":5,"total":0,"total_pages":0}')
    ranges!.flush()
    expect(await countKept(db, 'list_ranges')).toBe(0)
    db.$client.close()
  })

  test('a page wider than the triggers look is answered but not kept', async () => {
    const { db, read, ranges } = await setUpList()
    const { answer } = await read({ page: 1, perPage: WIDEST_KEPT_RANGE + 1 })
    expect(shape(answer).titles).toEqual(['R7', 'R6', 'R5', 'R4', 'R3', 'R2', 'R1'])
    await read({ page: 1, perPage: WIDEST_KEPT_RANGE })
    ranges!.flush()
    const { rows } = await db.$client.execute('SELECT scope, upper, per_page FROM list_ranges')
    expect(rows.map((row) => ({ ...(row as unknown as object) }))).toEqual([{ scope: '', upper: 7, per_page: WIDEST_KEPT_RANGE }])
    db.$client.close()
  })
})

test('a remote database keeps no list ranges and still answers every page exactly', async () => {
  const world = await setUpList(`/tmp/ranges-libsql-${process.pid}-${Date.now()}.db`, 'libsql')
  const { db, reviews, reviewer, read, ranges, ids, create } = world
  expect(ranges).toBeUndefined()
  expect(shape((await read({ page: 2, perPage: 3 })).answer)).toEqual({ titles: ['R4', 'R3', 'R2'], page: 2, per_page: 3, total: 7, total_pages: 3 })
  await reviews.create(reviewer, ids.get('R3')!, { rating: 4, comment: 'ok' })
  expect((await read({ page: 2, perPage: 3 })).answer.items[1]!.rating).toEqual({ average: 4, count: 1 })
  await create('R8', 'main')
  expect(shape((await read({ page: 2, perPage: 3 })).answer)).toEqual({ titles: ['R5', 'R4', 'R3'], page: 2, per_page: 3, total: 8, total_pages: 3 })
  expect(shape((await read({ page: 1, perPage: 2, category: 'main' })).answer)).toEqual({ titles: ['R8', 'R7'], page: 1, per_page: 2, total: 5, total_pages: 3 })
  db.$client.close()
})

test('a full queue of answers waiting to be written still takes a newer answer for a key already in it', async () => {
  const { db, documents, id } = await setUp()
  const version = documents.version()
  documents.keep([id, 'json'], '"older"', version)
  for (let i = 1; i < MAX_WAITING; i++) documents.keep([`filler-${i}`, 'json'], '{}', version)
  documents.keep([id, 'json'], '"newer"', version)
  documents.keep(['one-too-many', 'json'], '{}', version)
  documents.flush()
  expect(text(documents.read(id, 'json')!)).toBe('"newer"')
  expect(text(documents.read(`filler-${MAX_WAITING - 1}`, 'json')!)).toBe('{}')
  expect(documents.read('one-too-many', 'json')).toBeUndefined()
  db.$client.close()
})
