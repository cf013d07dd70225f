import { expect, test } from 'bun:test'
import { createModels } from '../src/ai/models'
import { warmPaths } from '../src/warm-paths'
import { createTestApp } from './support/harness'

test("the start's warm-up creates, reviews and reads through its own app, leaving the service's data and answers as they were", async () => {
  const service = await createTestApp()
  const author = await service.register('Author')
  const reviewer = await service.register('Reviewer')
  const id = await service.createRecipe(author.api_key)
  await service.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: 'Fine.' }, reviewer.headers)
  await service.services.imageService.settled()
  const paths = [
    `/api/recipes/${id}`,
    `/recipes/${id}`,
    `/ja/recipes/${id}`,
    `/api/recipes/${id}/reviews`,
    '/api/recipes?page=1',
    '/api/recipes?category=main&page=1',
    '/',
    '/feed.xml',
    '/api/recipes/no-such-recipe',
    '/recipes/no-such-recipe',
    '/api/recipes?page=0',
  ]
  const answers = async () => {
    // Made again, not served from the cache: what the code answers now.
    service.services.responseCache.clear()
    return Promise.all(
      paths.map(async (path) => {
        // The caller's request id, so a problem's body names the same one each time.
        const response = await service.request(path, { headers: { 'x-request-id': 'warm-paths-test' } })
        return `${path} ${response.status} ${JSON.stringify([...response.headers])} ${Bun.hash(await response.arrayBuffer())}`
      }),
    )
  }
  const rows = async () => {
    const tables = await service.db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    const dump: unknown[] = []
    for (const { name } of tables.rows)
      dump.push(name, (await service.db.$client.execute(`SELECT * FROM "${name}"`)).rows)
    return Bun.hash(JSON.stringify(dump, (_, value) => (typeof value === 'bigint' ? String(value) : value)))
  }
  const [answersBefore, rowsBefore] = [await answers(), await rows()]

  const statuses = await warmPaths(service.config, createModels(service.config.ai), 3)

  // Two agents, then each round's recipe and review (201) and its four reads (200).
  expect(Object.fromEntries(statuses)).toEqual({ 201: 2 + 3 * 2, 200: 3 * 4 })
  expect(await rows()).toBe(rowsBefore)
  expect(await answers()).toEqual(answersBefore)
})
