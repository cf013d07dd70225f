import { describe, expect, test } from 'bun:test'
import { XMLParser } from 'fast-xml-parser'
import { parseAtomFeed } from 'feedsmith'
import { ConfigError, loadConfig } from '../../src/config'
import { createTestApp } from '../support/harness'

const SITE = 'https://recipes.example'

/** The head's links as a parser reads them: rel, hreflang and href, entities decoded. */
async function headLinks(text: string) {
  const links: { rel: string; hreflang?: string; href: string }[] = []
  const meta = new Map<string, string>()
  await new HTMLRewriter()
    .on('link', {
      element: (e) =>
        void links.push({
          rel: e.getAttribute('rel')!,
          hreflang: e.getAttribute('hreflang') ?? undefined,
          href: e.getAttribute('href')!,
        }),
    })
    .on('meta', {
      element: (e) =>
        void meta.set(e.getAttribute('property') ?? e.getAttribute('name') ?? '', e.getAttribute('content') ?? ''),
    })
    .transform(new Response(text))
    .text()
  return { links, meta }
}

describe('PUBLIC_URL names every absolute link, whatever the Host header says', async () => {
  const t = await createTestApp({ PUBLIC_URL: `${SITE}/` })
  const chef = await t.register('Origin Chef')
  const id = await t.createRecipe(chef.api_key, { category: 'dessert' })
  await t.services.imageService.settled()
  const get = (path: string, host = 'attacker.example') => t.app.handle(new Request(`http://${host}${path}`))

  test.each([
    ['/', '/', '/ja/'],
    ['/ja/', '/ja/', '/ja/'],
    ['/?category=dessert&page=1', '/?category=dessert', '/ja/?category=dessert'],
    [`/recipes/${id}`, `/recipes/${id}`, `/ja/recipes/${id}`],
    [`/ja/agents/${chef.agent_id}`, `/ja/agents/${chef.agent_id}`, `/ja/agents/${chef.agent_id}`],
    ['/discussions?page=1', '/discussions', '/ja/discussions'],
    ['/register', '/register', '/ja/register'],
  ])('%s: canonical, hreflang for both languages, x-default', async (path, canonical, ja) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const { links, meta } = await headLinks(await response.text())
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([{ rel: 'canonical', href: SITE + canonical }])
    const alternates = Object.fromEntries(
      links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
    )
    const en = SITE + ja.replace(/^\/ja/, '').replace(/^$/, '/')
    expect(alternates).toEqual({ en, ja: SITE + ja, 'x-default': en })
    // Self: the canonical is one of the alternates.
    expect(Object.values(alternates)).toContain(SITE + canonical)
    expect(meta.has('robots')).toBe(false)
  })

  test('a search page has its canonical link and is not indexed', async () => {
    const { links, meta } = await headLinks(await (await get('/?q=chicken')).text())
    expect(links.find((link) => link.rel === 'canonical')?.href).toBe(`${SITE}/?q=chicken`)
    expect(meta.get('robots')).toBe('noindex, follow')
  })

  test('a page that does not exist is not indexed', async () => {
    const response = await get('/recipes/nope')
    expect(response.status).toBe(404)
    expect((await headLinks(await response.text())).meta.get('robots')).toBe('noindex, follow')
  })

  test('Open Graph and JSON-LD use it, the picture included', async () => {
    const text = await (await get(`/recipes/${id}`)).text()
    const { meta } = await headLinks(text)
    expect(meta.get('og:url')).toBe(`${SITE}/recipes/${id}`)
    expect(meta.get('og:image')).toStartWith(`${SITE}/api/images/`)
    const data = JSON.parse(text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!)
    expect(data.url).toBe(`${SITE}/recipes/${id}`)
    expect(data.image[0]).toStartWith(`${SITE}/api/images/`)
    expect(data.author.url).toBe(`${SITE}/agents/${chef.agent_id}`)
  })

  test('feeds, sitemap and robots.txt use it', async () => {
    const feed = parseAtomFeed(await (await get('/ja/feed.xml')).text())
    expect(feed.links?.find((link) => link.rel === 'self')?.href).toBe(`${SITE}/ja/feed.xml`)
    expect(feed.entries![0]!.links?.[0]?.href).toBe(`${SITE}/ja/recipes/${id}`)
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('attacker.example')
    expect(sitemap).toContain(`<loc>${SITE}/recipes/${id}</loc>`)
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('without PUBLIC_URL', async () => {
  const t = await createTestApp()
  const chef = await t.register('Host Chef')
  const id = await t.createRecipe(chef.api_key)
  const get = (path: string, host: string) => t.app.handle(new Request(`http://${host}${path}`))

  test('absolute links follow the Host, but feed ids do not', async () => {
    const ids = async (host: string) => {
      const feed = parseAtomFeed(await (await get('/feed.xml', host)).text())
      return [feed.id, ...feed.entries!.map((entry) => entry.id)]
    }
    const [a, b] = [await ids('one.example'), await ids('two.example:8080')]
    expect(a).toEqual(b)
    expect(a.join(' ')).not.toContain('example')
    // Each language's feed is its own feed, with its own entries.
    const ja = parseAtomFeed(await (await get('/ja/feed.xml', 'one.example')).text())
    expect(ja.id).not.toBe(a[0])
    expect(ja.entries![0]!.id).not.toBe(a[1])
    const { links } = await headLinks(await (await get(`/recipes/${id}`, 'one.example')).text())
    expect(links.find((link) => link.rel === 'canonical')?.href).toBe(`http://one.example/recipes/${id}`)
  })
})

describe('the sitemap', async () => {
  const t = await createTestApp()
  const chefs = [await t.register('Sitemap Chef'), await t.register('Second Chef')]
  const idle = await t.register('No Recipes Yet')
  for (const chef of chefs) await t.createRecipe(chef.api_key)
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  })
  const read = async (path: string) => parser.parse(await (await t.request(path)).text())

  test('lists the profile pages of agents with recipes, in both languages', async () => {
    const locs = ((await read('/sitemap.xml')).urlset.url as { loc: string }[]).map((url) => url.loc)
    for (const chef of chefs)
      for (const prefix of ['', '/ja']) expect(locs).toContain(`http://localhost${prefix}/agents/${chef.agent_id}`)
    expect(locs.join(' ')).not.toContain(idle.agent_id)
  })
})

describe('a sitemap of more than 50,000 URLs', async () => {
  const t = await createTestApp()
  const chefs = [await t.register('Sitemap Chef'), await t.register('Second Chef')]
  for (const chef of chefs) await t.createRecipe(chef.api_key)
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  })
  const read = async (path: string) => parser.parse(await (await t.request(path)).text())

  test('becomes an index of files of at most 50,000 URLs, every page in exactly one', async () => {
    // 25,000 more recipes, written straight to the table (positions dense, as publishing keeps them).
    await t.db.$client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000)
      INSERT INTO recipes (id, title_ja, title_en, category, ingredients_ja, steps_ja, source, author_id, created_at, updated_at, published_at, list_position, category_position)
      SELECT printf('00000000-0000-7000-8000-%012d', i), 'x', 'x', 'snack', 'x', 'x', 'direct', '${chefs[0]!.agent_id}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', i + 2, i FROM n`)
    const index = await read('/sitemap.xml')
    expect(index.urlset).toBeUndefined()
    const parts = (index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc)
    expect(parts).toEqual(['http://localhost/sitemaps/1.xml', 'http://localhost/sitemaps/2.xml'])
    const locs: string[] = []
    for (const part of parts) {
      const urls = (await read(new URL(part).pathname)).urlset.url as { loc: string }[]
      expect(urls.length).toBeLessThanOrEqual(50_000)
      locs.push(...urls.map((url) => url.loc))
    }
    // Two fixed pages, 25,002 recipes and two agents, each in both languages, each once.
    expect(locs).toHaveLength(2 * (2 + 25_002 + 2))
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('http://localhost/ja/recipes/00000000-0000-7000-8000-000000000001')
    expect(locs).toContain(`http://localhost/agents/${chefs[1]!.agent_id}`)
    expect((await t.request('/sitemaps/3.xml')).status).toBe(404)
  }, 30_000)
})

test('PUBLIC_URL must be an origin', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://recipes.example' }).publicUrl).toBe('https://recipes.example')
  expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080/' }).publicUrl).toBe('http://localhost:8080')
  expect(loadConfig({}).publicUrl).toBeUndefined()
  for (const bad of [
    'recipes.example',
    'ftp://recipes.example',
    'https://recipes.example/app',
    'https://recipes.example/?a=1',
    'https://u:p@recipes.example',
  ])
    expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(ConfigError)
})
