import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

// In process a list page names its recipes' authors from one statement for the names not yet
// known, not from a lookup per row (issue 35: the lookups were a third of a first-read page's
// statement); the names are the same.
describe("a list page's author names", async () => {
  const queries: string[] = []
  const t = await createTestApp({}, undefined, { logQuery: (sql) => queries.push(sql) })
  const aiko = await t.register('Aiko')
  const ben = await t.register('Ben')
  const first = await t.createRecipe(aiko.api_key, { category: 'main' })
  const remixes: string[] = []
  for (const [agent, category] of [
    [ben, 'main'],
    [aiko, 'drink'],
    [ben, 'main'],
  ] as const)
    remixes.push(await t.createRecipe(agent.api_key, { category }))
  // A remix is made by a discussion; here the three are marked as the first one's directly.
  await t.db.$client.execute({
    sql: 'UPDATE recipes SET parent_recipe_id = ? WHERE id IN (?, ?, ?)',
    args: [first, ...remixes],
  })

  const authors = async (path: string) => {
    const response = await t.request(path)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { items: { author: { agent_id: string; name: string } }[] }
    return body.items.map(({ author }) => `${author.agent_id === aiko.agent_id ? 'aiko' : 'ben'} ${author.name}`)
  }

  test('by page, by category, by cursor and among remixes, without a lookup per row', async () => {
    queries.length = 0
    expect(await authors('/api/recipes')).toEqual(['ben Ben', 'aiko Aiko', 'ben Ben', 'aiko Aiko'])
    expect(await authors('/api/recipes?category=main')).toEqual(['ben Ben', 'ben Ben', 'aiko Aiko'])
    const { next_cursor } = (await (await t.request('/api/recipes?per_page=1')).json()) as { next_cursor: string }
    expect(await authors(`/api/recipes?per_page=2&cursor=${next_cursor}`)).toEqual(['aiko Aiko', 'ben Ben'])
    expect(await authors(`/api/recipes/${first}/remixes`)).toEqual(['ben Ben', 'aiko Aiko', 'ben Ben'])
    const lists = queries.filter(
      (sql) => sql.startsWith('select') && /order by "recipes"."(list|category)_position" desc/.test(sql),
    )
    expect(lists.length).toBeGreaterThanOrEqual(4)
    for (const sql of lists) expect(sql).not.toContain('FROM "agents" WHERE')
  })
})
