import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createModels } from '../../src/ai/models'
import { drawRecipePicture } from '../../src/ai/dish-picture'
import { createOfflineImageModel } from '../../src/ai/offline/image-model'
import { loadConfig } from '../../src/config'
import { createImageService, type GeneratedImage, type PictureSubject } from '../../src/images/service'
import { createTestApp, sampleRecipe } from '../support/harness'

const dir = mkdtempSync(join(tmpdir(), 'recipes-pictures-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const withoutPicture = async (t: TestApp) =>
  Number((await t.db.$client.execute('SELECT count(*) AS n FROM recipes WHERE image_id IS NULL')).rows[0]!.n)

/** A draw that waits until released, and says which recipes it was asked for, in order. */
function gatedDraw() {
  const drawn: string[] = []
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const draw = async (recipe: PictureSubject): Promise<GeneratedImage> => {
    drawn.push(recipe.titleEn)
    await gate
    return { bytes: new TextEncoder().encode(recipe.titleEn), mediaType: 'image/png' }
  }
  return { draw, drawn, release }
}

/** n published recipes whose pictures are then taken away again, as if never drawn. */
async function recipesWithoutPictures(t: TestApp, n: number) {
  const author = await t.register()
  const ids: string[] = []
  for (let i = 0; i < n; i++) ids.push(await t.createRecipe(author.api_key, { title_en: `Dish ${i}` }))
  await t.services.imageService.settled()
  await t.db.$client.execute('UPDATE recipes SET image_id = NULL')
  return ids
}

describe('recipe pictures', () => {
  test('a recipe whose picture is not drawn yet answers at once, its page showing the placeholder until it is', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const models = {
      ...createModels(loadConfig({ DATABASE_URL: ':memory:' }).ai),
      image: createOfflineImageModel({
        draw: async (input) => {
          await gate
          return drawRecipePicture(input)
        },
      }),
    }
    const t = await createTestApp({}, models)
    const author = await t.register()
    const created = await t.send('POST', '/api/recipes', { ...sampleRecipe, title_en: 'Waiting dish' }, author.headers)
    expect(created.status).toBe(201)
    const { recipe_id: id } = await created.json()
    const waiting = await (await t.request(`/recipes/${id}`)).text()
    expect(waiting).toContain('recipe-image--placeholder')
    expect((await (await t.request(`/api/recipes/${id}`)).json()).image_url).toBeNull()
    release()
    await t.services.imageService.settled()
    const drawn = await (await t.request(`/recipes/${id}`)).text()
    expect(drawn).not.toContain('recipe-image--placeholder')
    expect((await (await t.request(`/api/recipes/${id}`)).json()).image_url).toStartWith('/api/images/')
  })

  test('a burst of creations is acknowledged, reads answer while it is in flight, and every recipe gets its picture', async () => {
    const t = await createTestApp()
    const author = await t.register()
    const creations = Array.from({ length: 200 }, (_, i) =>
      t
        .send('POST', '/api/recipes', { ...sampleRecipe, title_en: `Burst ${i}` }, author.headers)
        .then(async (response) => ({ status: response.status, body: await response.json() })),
    )
    const list = await t.request('/api/recipes')
    expect(list.status).toBe(200)
    const answers = await Promise.all(creations)
    expect(answers.every((answer) => answer.status === 201)).toBe(true)
    // Acknowledged without a picture: it comes later.
    expect(answers.every((answer) => answer.body.recipe.image_url === null)).toBe(true)
    await t.services.imageService.settled()
    expect(await withoutPicture(t)).toBe(0)
    const detail = await (await t.request(`/api/recipes/${answers[0]!.body.recipe_id}`)).json()
    const picture = await t.request(detail.image_url)
    expect(picture.headers.get('content-type')).toBe('image/png')
  }, 120_000)

  test('a recipe left without a picture by a stopped service gets one when the service starts again', async () => {
    const url = `file:${join(dir, 'restart.db')}`
    const before = await createTestApp({ DATABASE_URL: url })
    const [id] = await recipesWithoutPictures(before, 1)
    before.db.$client.close()

    const after = await createTestApp({ DATABASE_URL: url })
    await after.services.imageService.settled()
    expect(await withoutPicture(after)).toBe(0)
    const detail = await (await after.request(`/api/recipes/${id}`)).json()
    expect((await after.request(detail.image_url)).status).toBe(200)
    after.db.$client.close()
  }, 60_000)

  test('waiting recipes are taken oldest first, a batch at a time, until none is left', async () => {
    const t = await createTestApp()
    await recipesWithoutPictures(t, 5)
    const { draw, drawn, release } = gatedDraw()
    release()
    const service = createImageService(t.db, { pictureStored() {}, draw }, { resumeBatch: 2, concurrency: 1 })
    expect(await service.resumeWaiting()).toBe(2)
    await service.settled()
    expect(drawn).toEqual(['Dish 0', 'Dish 1', 'Dish 2', 'Dish 3', 'Dish 4'])
    expect(await withoutPicture(t)).toBe(0)
  })

  test('a full queue turns a recipe away at once; it is picked up from the database once the queue drains', async () => {
    const t = await createTestApp()
    const ids = await recipesWithoutPictures(t, 5)
    const { draw, drawn, release } = gatedDraw()
    const service = createImageService(t.db, { pictureStored() {}, draw }, { capacity: 2, concurrency: 1 })
    expect(ids.map((id) => service.enqueue(id))).toEqual([true, true, false, false, false])
    expect(service.queued()).toBe(2)
    release()
    await service.settled()
    expect(drawn.sort()).toEqual(['Dish 0', 'Dish 1', 'Dish 2', 'Dish 3', 'Dish 4'])
    expect(await withoutPicture(t)).toBe(0)
  })

  test('a failed picture is tried again, and a recipe that got a picture meanwhile is not drawn twice', async () => {
    const t = await createTestApp()
    const [first, second] = await recipesWithoutPictures(t, 2)
    let failures = 1
    const drawn: string[] = []
    const service = createImageService(
      t.db,
      {
        pictureStored() {},
        async draw(recipe) {
          drawn.push(recipe.titleEn)
          if (failures-- > 0) throw new Error('the model is busy')
          return { bytes: new Uint8Array([1]), mediaType: 'image/png' }
        },
      },
      { retryDelaysMs: [0] },
    )
    await t.services.imageService.store(second!, { bytes: new Uint8Array([2]), mediaType: 'image/png' })
    service.enqueue(first!)
    service.enqueue(second!)
    await service.settled()
    expect(drawn).toEqual(['Dish 0', 'Dish 0'])
    expect(await withoutPicture(t)).toBe(0)
  })

  test('a stored picture and the recipe naming it are one write (issue 35: one commit per picture, not two)', async () => {
    const t = await createTestApp()
    const [id] = await recipesWithoutPictures(t, 1)
    const client = t.db.$client
    const batch = client.batch.bind(client)
    const writes: string[][] = []
    client.batch = (async (statements, mode) => {
      writes.push((statements as { sql: string }[]).map((statement) => statement.sql.split(' ').slice(0, 3).join(' ')))
      return batch(statements, mode)
    }) as typeof client.batch
    try {
      await t.services.imageService.store(id!, { bytes: new Uint8Array([3]), mediaType: 'image/png' })
    } finally {
      client.batch = batch
    }
    expect(writes).toEqual([['INSERT INTO images', 'UPDATE recipes SET']])
    expect(await withoutPicture(t)).toBe(0)
  })
})
