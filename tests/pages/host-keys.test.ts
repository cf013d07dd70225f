import { expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

test('random Host values neither grow the response cache nor evict the real site’s answers', async () => {
  const t = await createTestApp()
  const author = await t.register()
  const recipeId = await t.createRecipe(author.api_key)
  const from = (host: string, path: string) => t.app.handle(new Request(`http://${host}${path}`))
  const paths = ['/robots.txt', '/sitemap.xml', '/feed.xml', `/recipes/${recipeId}`]
  for (const path of paths) expect((await from('recipes.example.com', path)).status).toBe(200)
  const kept = t.services.responseCache.stats().entries
  for (let i = 0; i < 50; i++) {
    const robots = await from(`attacker-${i}.example.net`, '/robots.txt')
    // Still answered for the Host it was asked with: only not kept.
    expect(await robots.text()).toContain(`http://attacker-${i}.example.net/sitemap.xml`)
    for (const path of paths.slice(1)) expect((await from(`attacker-${i}.example.net`, path)).status).toBe(200)
  }
  // A few origins are kept (the first seen), not fifty.
  expect(t.services.responseCache.stats().entries).toBeLessThanOrEqual(kept * 4)
  const again = await from('recipes.example.com', '/robots.txt')
  const etag = again.headers.get('etag')!
  expect(
    (await t.app.handle(new Request('http://recipes.example.com/robots.txt', { headers: { 'if-none-match': etag } })))
      .status,
  ).toBe(304)
})
