import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

/** A list page past the last one does not exist (issue 36: `/?page=99` answered 200 naming itself canonical). */

describe('list pages past the end', async () => {
  const t = await createTestApp()
  const chef = await t.register('Paging Chef')
  await t.createRecipe(chef.api_key)

  test.each([
    '/?page=99',
    '/ja/?page=2',
    '/?category=dessert&page=2',
    `/agents/${chef.agent_id}?page=5`,
    '/discussions?page=3',
  ])('%s answers the 404 page', async (path) => {
    const response = await t.request(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('noindex')
  })

  test.each(['/', '/?page=1', '/?category=dessert', `/agents/${chef.agent_id}`, '/discussions'])(
    '%s, the first page, answers 200 even when empty',
    async (path) => {
      expect((await t.request(path)).status).toBe(200)
    },
  )
})
