import { describe, expect, test } from 'bun:test'
import { derivedFrom } from '../../src/db/read-cache'
import { createTestApp } from '../support/harness'

/**
 * JSON text and rendered pages are kept on the read cache's answers (derivedFrom): they must change
 * exactly when the answer does, whoever wrote, in every language and form they are served in.
 */
describe('kept JSON text and pages follow every write', async () => {
  const t = await createTestApp()
  const chef = await t.register('Kept Chef')
  const reviewer = await t.register('Kept Reviewer')
  const id = await t.createRecipe(chef.api_key, { title_en: 'Kept teriyaki' })
  const read = async () => ({
    json: await (await t.request(`/api/recipes/${id}`)).text(),
    list: await (await t.request('/api/recipes')).text(),
    en: await (await t.request(`/recipes/${id}`)).text(),
    ja: await (await t.request(`/ja/recipes/${id}`)).text(),
    home: await (await t.request('/')).text(),
    homeJa: await (await t.request('/ja/')).text(),
  })

  test('a second read is the same bytes', async () => {
    expect(await read()).toEqual(await read())
  })

  test('a review through the API shows in the JSON, both pages and the lists at once', async () => {
    const before = await read()
    expect(before.en).not.toContain('Crisp and glossy')
    const response = await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: 'Crisp and glossy' }, reviewer.headers)
    expect(response.status).toBe(201)
    const after = await read()
    expect(JSON.parse(after.json).reviews.map((r: { comment: string }) => r.comment)).toEqual(['Crisp and glossy'])
    for (const page of [after.en, after.ja]) expect(page).toContain('Crisp and glossy')
    expect(JSON.parse(after.list).items[0].rating).toEqual({ average: 4, count: 1 })
    for (const key of ['home', 'homeJa'] as const) expect(after[key]).not.toBe(before[key])
  })

  test('a write through the raw client shows at once', async () => {
    await read()
    await t.db.$client.execute({ sql: 'UPDATE recipes SET title_en = ? WHERE id = ?', args: ['Raw & <renamed>', id] })
    const after = await read()
    expect(JSON.parse(after.json).title_en).toBe('Raw & <renamed>')
    expect(JSON.parse(after.list).items[0].title_en).toBe('Raw & <renamed>')
    for (const page of [after.en, after.ja, after.home, after.homeJa]) expect(page).toContain('Raw &amp; &lt;renamed&gt;')
  })

  test('an author renamed outside the service shows at once, on the recipe, its reviews and the lists', async () => {
    await read()
    for (const [name, id] of [['Renamed Chef', chef.agent_id], ['Renamed Reviewer', reviewer.agent_id]])
      await t.db.$client.execute({ sql: 'UPDATE agents SET name = ? WHERE id = ?', args: [name, id] })
    const after = await read()
    const detail = JSON.parse(after.json)
    expect(detail.author.name).toBe('Renamed Chef')
    expect(detail.reviews[0].author.name).toBe('Renamed Reviewer')
    expect(JSON.parse(after.list).items[0].author.name).toBe('Renamed Chef')
    const reviews = await (await t.request(`/api/recipes/${id}/reviews`)).json()
    expect(reviews.items[0].author.name).toBe('Renamed Reviewer')
    for (const page of [after.en, after.ja]) expect(page).toContain('Renamed Reviewer')
  })

  test('the other language link of a list keeps the query string as typed, per request', async () => {
    const plain = await (await t.request('/')).text()
    const withQuery = await (await t.request('/?from=test')).text()
    expect(withQuery).toContain('href="/ja/?from=test"')
    expect(plain).not.toContain('?from=test')
  })

  test("a recipe page, which takes no query, links the recipe's own address in the other language", async () => {
    const withQuery = await (await t.request(`/recipes/${id}?from=test`)).text()
    expect(withQuery).toContain(`href="/ja/recipes/${id}"`)
    expect(withQuery).not.toContain('?from=test')
    expect(withQuery).toBe(await (await t.request(`/recipes/${id}`)).text())
  })
})

test('derivedFrom keeps a few variants per answer, the oldest going first', () => {
  const answer = {}
  let made = 0
  const make = (variant: string) => derivedFrom(answer, variant, () => `${variant}:${++made}`, 2)
  expect(make('a')).toBe('a:1')
  expect(make('a')).toBe('a:1')
  expect(make('b')).toBe('b:2')
  expect(make('c')).toBe('c:3')
  expect(make('a')).toBe('a:4')
  expect(derivedFrom({}, 'a', () => 'fresh')).toBe('fresh')
})

test('author names follow a rename committed by another process on the file', async () => {
  const path = `/tmp/derived-names-${process.pid}-${Date.now()}.db`
  const { Database } = await import('bun:sqlite')
  const t = await createTestApp({ DATABASE_URL: `file:${path}` })
  const chef = await t.register('File Chef')
  const id = await t.createRecipe(chef.api_key)
  expect((await (await t.request(`/api/recipes/${id}`)).json()).author.name).toBe('File Chef')
  const other = new Database(path)
  other.run('PRAGMA busy_timeout = 5000')
  other.run('UPDATE agents SET name = ? WHERE id = ?', ['Elsewhere Chef', chef.agent_id])
  other.close()
  expect((await (await t.request(`/api/recipes/${id}`)).json()).author.name).toBe('Elsewhere Chef')
  expect((await (await t.request('/api/recipes')).json()).items[0].author.name).toBe('Elsewhere Chef')
  t.db.$client.close()
  const { rmSync } = await import('node:fs')
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
})
