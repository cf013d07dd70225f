import { describe, expect, test } from 'bun:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parseAtomFeed } from 'feedsmith'
import { createTestApp, expectProblem } from '../support/harness'
import { readEvents } from '../support/sse'

const HOSTILE = '</script><script>alert(1)</script><b>'

describe('search, profiles, discussions and the web-readable recipe pages', async () => {
  const t = await createTestApp()
  const chef = await t.register('Chef <i>Matcha</i>')
  const critic = await t.register('Critic')
  const matcha = await t.createRecipe(chef.api_key, {
    title_ja: '抹茶プリン',
    title_en: 'Matcha pudding',
    category: 'dessert',
    ingredients_ja: '抹茶 小さじ2\n牛乳 300ml',
    ingredients_en: '2 tsp matcha\n300 ml milk',
    steps_ja: '抹茶を溶く\n冷やし固める',
    steps_en: 'Whisk the matcha\nChill until set',
  })
  const hostile = await t.createRecipe(critic.api_key, {
    title_en: `Tofu ${HOSTILE}`,
    title_ja: `豆腐 ${HOSTILE}`,
    ingredients_en: `1 block tofu ${HOSTILE}`,
  })
  await t.send('POST', `/api/recipes/${matcha}/reviews`, { rating: 4, comment: 'Silky' }, critic.headers)
  await t.services.imageService.settled()
  /** As a browser on `host` asks: Bun builds the request URL from the Host header. */
  const get = (path: string, host = 'localhost') => t.app.handle(new Request(`http://${host}${path}`))
  const html = async (path: string, host?: string) => {
    const response = await get(path, host)
    return { response, text: await response.text() }
  }
  /** What a real HTML parser finds: the script elements and the meta tags' values, entities decoded. */
  async function parsed(text: string) {
    const scripts: string[] = []
    const meta = new Map<string, string>()
    await new HTMLRewriter()
      .on('script', { element: (element) => void scripts.push(element.getAttribute('type') ?? 'classic') })
      .on('meta', {
        element: (element) => {
          const key = element.getAttribute('property') ?? element.getAttribute('name')
          if (key) meta.set(key, element.getAttribute('content') ?? '')
        },
      })
      .transform(new Response(text))
      .text()
    return { scripts, meta }
  }

  describe('the search box and its results', () => {
    test('both list pages carry the search box; results mark the terms, escaped, in either language', async () => {
      for (const [path, mark] of [
        ['/?q=%E6%8A%B9%E8%8C%B6', '<mark>抹茶</mark>'],
        ['/ja/?q=matcha', '<mark>Matcha</mark>'],
      ] as const) {
        const { response, text } = await html(path)
        expect(response.status).toBe(200)
        expect(response.headers.get('etag')).toBeTruthy()
        expect(text).toContain('<search><form class="search-box" method="get"')
        expect(text).toContain(mark)
        expect(text).toContain(`/recipes/${matcha}`)
        expect(text).not.toContain(`/recipes/${hostile}`)
      }
    })

    test('agent text and the query itself stay text, never markup', async () => {
      const { text } = await html(`/?q=${encodeURIComponent('Tofu')}`)
      expect(text).toContain(`/recipes/${hostile}`)
      expect(text).toContain('<mark>Tofu</mark>')
      expect(text).not.toContain('<script>alert(1)')
      expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)')
      const query = '"><img src=x onerror=alert(1)>'
      const echoed = await html(`/?q=${encodeURIComponent(query)}`)
      // In the box's value the quote is escaped, so the rest stays inside the attribute; elsewhere it is text.
      expect(echoed.text).toContain('value="&#34;><img src=x onerror=alert(1)>"')
      expect(echoed.text.replace('value="&#34;><img src=x onerror=alert(1)>"', '')).not.toContain('<img src=x')
    })

    test('a search without matches has a friendly empty state in each language', async () => {
      const en = await html('/?q=durian')
      expect(en.response.status).toBe(200)
      expect(en.text).toContain('No recipe matches “durian”.')
      const ja = await html('/ja/?q=%E3%83%89%E3%83%AA%E3%82%A2%E3%83%B3')
      expect(ja.text).toContain('「ドリアン」に一致するレシピはありません。')
    })
  })

  describe('public profiles', () => {
    test('GET /api/agents/:id: counts and rating over their recipes, never the key or its hash', async () => {
      const response = await t.request(`/api/agents/${chef.agent_id}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('etag')).toBeTruthy()
      const profile = await response.json()
      expect(profile).toEqual({
        agent_id: chef.agent_id,
        name: 'Chef <i>Matcha</i>',
        description: 'A test agent',
        created_at: expect.any(String),
        recipe_count: 1,
        rating: { average: 4, count: 1 },
      })
      const raw = JSON.stringify(profile)
      expect(raw).not.toContain(chef.api_key)
      expect(raw).not.toContain('key')
      await expectProblem(await t.request('/api/agents/0194f2c4-8a1e-7b3d-9c2f-5e6a7b8c9d0e'), 404, 'not_found')
      // A review of one of their recipes moves the cached profile at once.
      const other = await t.register('Third')
      await t.send('POST', `/api/recipes/${matcha}/reviews`, { rating: 2, comment: 'Too sweet' }, other.headers)
      expect((await (await t.request(`/api/agents/${chef.agent_id}`)).json()).rating).toEqual({ average: 3, count: 2 })
    })

    test('/agents/:id and /ja/agents/:id list their recipes; names link there from cards, recipe pages and reviews', async () => {
      for (const prefix of ['', '/ja']) {
        const { response, text } = await html(`${prefix}/agents/${chef.agent_id}`)
        expect(response.status).toBe(200)
        expect(text).toContain('Chef &lt;i&gt;Matcha&lt;/i&gt;')
        expect(text).toContain(`href="${prefix}/recipes/${matcha}"`)
        expect(text).not.toContain(`/recipes/${hostile}"`)
      }
      expect((await html('/agents/0194f2c4-8a1e-7b3d-9c2f-5e6a7b8c9d0e')).response.status).toBe(404)
      const profileLink = `href="/agents/${chef.agent_id}"`
      expect((await html('/')).text).toContain(profileLink)
      const page = (await html(`/recipes/${matcha}`)).text
      expect(page).toContain(profileLink)
      expect(page).toContain(`href="/agents/${critic.agent_id}"`)
      expect((await html(`/ja/recipes/${matcha}`)).text).toContain(`href="/ja/agents/${chef.agent_id}"`)
    })
  })

  describe('discussions in public', async () => {
    const host = await t.register('Host')
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme: 'Matcha ice cream', lang: 'en' },
      host.headers,
    )
    const discussionId = response.headers.get('x-discussion-id')!
    const { events } = await readEvents(response)
    const recipeId = events.at(-1)!.data.recipe_id as string

    test('GET /api/discussions: newest first, status filter, page and cursor, with the published recipe', async () => {
      const second = await t.send(
        'POST',
        '/api/discussions/create',
        { theme: 'Hojicha latte', lang: 'ja' },
        host.headers,
      )
      await readEvents(second)
      const listed = await t.request('/api/discussions?per_page=1')
      expect(listed.headers.get('etag')).toBeTruthy()
      const first = await listed.json()
      expect(first).toMatchObject({ page: 1, per_page: 1, total: 2, total_pages: 2 })
      expect(first.items[0]).toEqual({
        id: second.headers.get('x-discussion-id'),
        theme: 'Hojicha latte',
        lang: 'ja',
        status: 'completed',
        host: { agent_id: host.agent_id, name: 'Host' },
        recipe_id: expect.any(String),
        created_at: expect.any(String),
      })
      const next = await (await t.request(`/api/discussions?per_page=1&cursor=${first.next_cursor}`)).json()
      expect(next).toMatchObject({
        page: 2,
        next_cursor: null,
        items: [{ id: discussionId, recipe_id: recipeId, theme: 'Matcha ice cream' }],
      })
      expect((await (await t.request('/api/discussions?status=running')).json()).total).toBe(0)
      expect((await (await t.request('/api/discussions?status=completed')).json()).total).toBe(2)
      await expectProblem(await t.request('/api/discussions?status=done'), 422, 'validation_failed')
      await expectProblem(await t.request('/api/discussions?page=1&cursor=abc'), 422, 'validation_failed')
    }, 60_000)

    test('/discussions and /ja/discussions show finished ones with their recipe; a deleted recipe is no longer linked', async () => {
      for (const prefix of ['', '/ja']) {
        const { response, text } = await html(`${prefix}/discussions`)
        expect(response.status).toBe(200)
        expect(text).toContain(`href="${prefix}/discussions/${discussionId}"`)
        expect(text).toContain(`href="${prefix}/recipes/${recipeId}"`)
      }
      expect((await t.send('DELETE', `/api/recipes/${recipeId}`, undefined, host.headers)).status).toBe(204)
      expect((await html('/discussions')).text).not.toContain(`/recipes/${recipeId}`)
      expect(
        (await (await t.request('/api/discussions?status=completed')).json()).items.find(
          (d: { id: string }) => d.id === discussionId,
        ).recipe_id,
      ).toBeNull()
    })
  })

  describe('recipes the web can read', () => {
    const jsonLd = (text: string) => {
      const match = text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
      expect(match).not.toBeNull()
      return JSON.parse(match![1]!)
    }

    test('each recipe page embeds schema.org Recipe JSON-LD with what Google’s rich results require', async () => {
      for (const [prefix, lang, name, category] of [
        ['', 'en', 'Matcha pudding', 'Desserts'],
        ['/ja', 'ja', '抹茶プリン', 'デザート'],
      ] as const) {
        const data = jsonLd((await html(`${prefix}/recipes/${matcha}`, 'recipes.example')).text)
        // Google: name, image, recipeIngredient and recipeInstructions are required for a recipe rich result.
        expect(data).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name,
          inLanguage: lang,
          recipeCategory: category,
        })
        // Google asks for 16:9, 4:3 and 1:1; the 800×600 picture's centre square is 600 wide.
        expect(data.image).toEqual(
          ['16x9-800', '4x3-800', '1x1-600'].map((name) =>
            expect.stringMatching(new RegExp(`^http://recipes\\.example/api/images/[0-9a-f-]+/${name}\\.png$`)),
          ),
        )
        expect(data.recipeIngredient).toEqual(
          lang === 'en' ? ['2 tsp matcha', '300 ml milk'] : ['抹茶 小さじ2', '牛乳 300ml'],
        )
        expect(data.recipeInstructions).toHaveLength(2)
        for (const [i, step] of data.recipeInstructions.entries())
          expect(step).toMatchObject({ '@type': 'HowToStep', position: i + 1, text: expect.any(String) })
        expect(data.author).toEqual({
          '@type': 'Person',
          name: 'Chef <i>Matcha</i>',
          url: `http://recipes.example${prefix}/agents/${chef.agent_id}`,
        })
        expect(Date.parse(data.datePublished)).not.toBeNaN()
        expect(data.aggregateRating).toMatchObject({
          '@type': 'AggregateRating',
          ratingValue: 3,
          ratingCount: 2,
          bestRating: 5,
        })
        expect(data.url).toBe(`http://recipes.example${prefix}/recipes/${matcha}`)
      }
    })

    test('agent text cannot break out of the JSON-LD script; unrated recipes carry no aggregateRating', async () => {
      const { text } = await html(`/recipes/${hostile}`)
      const script = text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!
      expect(script).not.toContain('<')
      const data = JSON.parse(script)
      expect(data.name).toBe(`Tofu ${HOSTILE}`)
      expect(data.recipeIngredient).toContain(`1 block tofu ${HOSTILE}`)
      expect(data).not.toHaveProperty('aggregateRating')
      // A parser finds exactly the one script element the page means to have.
      expect((await parsed(text)).scripts).toEqual(['application/ld+json'])
    })

    test('Open Graph and Twitter card tags with absolute URLs', async () => {
      const { text } = await html(`/recipes/${matcha}`, 'recipes.example')
      const { meta } = await parsed(text)
      expect(meta.get('og:title')).toBe('Matcha pudding')
      expect(meta.get('og:url')).toBe(`http://recipes.example/recipes/${matcha}`)
      expect(meta.get('og:image')).toMatch(/^http:\/\/recipes\.example\/api\/images\/[0-9a-f-]+\/16x9-800\.png$/)
      expect(meta.get('twitter:card')).toBe('summary_large_image')
      expect(meta.get('og:locale')).toBe('en_US')
      expect(meta.get('og:description')).toBe('2 tsp matcha, 300 ml milk')
      expect((await parsed((await html(`/ja/recipes/${matcha}`)).text)).meta.get('og:title')).toBe('抹茶プリン')
      // Agent text is the attribute's value, as sent, and adds no element.
      const hostilePage = await parsed((await html(`/recipes/${hostile}`)).text)
      expect(hostilePage.meta.get('og:title')).toBe(`Tofu ${HOSTILE}`)
      expect(hostilePage.scripts).toEqual(['application/ld+json'])
    })

    test('Atom feeds of the newest recipes parse with a real feed parser, in each language', async () => {
      for (const [path, title] of [
        ['/feed.xml', 'Matcha pudding'],
        ['/ja/feed.xml', '抹茶プリン'],
      ] as const) {
        const response = await get(path, 'recipes.example')
        expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
        expect(response.headers.get('etag')).toBeTruthy()
        const xml = await response.text()
        expect(XMLValidator.validate(xml)).toBe(true)
        const feed = parseAtomFeed(xml)
        // Ids name the feed, not the Host it was read through (src/pages/feeds.ts).
        expect(feed.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        const titles = feed.entries!.map((entry) => entry.title?.value)
        expect(titles).toContain(title)
        const entry = feed.entries!.find((candidate) => candidate.title?.value === title)!
        expect(entry.links?.[0]?.href).toBe(`http://recipes.example${path.replace('feed.xml', '')}recipes/${matcha}`)
        expect(entry.authors?.[0]?.name).toBe('Chef <i>Matcha</i>')
        expect(Date.parse(entry.updated!)).not.toBeNaN()
        // The hostile title is text in the feed, as sent.
        expect(titles.some((value) => value?.includes(HOSTILE))).toBe(true)
      }
    })

    test('the sitemap lists every published recipe in both languages with xhtml:link alternates; robots.txt points at it', async () => {
      const response = await get('/sitemap.xml', 'recipes.example')
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const parsed = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => name === 'url' || name === 'xhtml:link',
      }).parse(xml)
      const urls = parsed.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[]
      const locs = urls.map((url) => url.loc)
      for (const prefix of ['', '/ja']) expect(locs).toContain(`http://recipes.example${prefix}/recipes/${matcha}`)
      const english = urls.find((url) => url.loc === `http://recipes.example/recipes/${matcha}`)!
      expect(english['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
        ['en', `http://recipes.example/recipes/${matcha}`],
        ['ja', `http://recipes.example/ja/recipes/${matcha}`],
        ['x-default', `http://recipes.example/recipes/${matcha}`],
      ])
      const robots = await (await get('/robots.txt', 'recipes.example')).text()
      expect(robots).toContain('Sitemap: http://recipes.example/sitemap.xml')
      expect(robots).toContain('Disallow: /api/')
      // og:image and the JSON-LD image point at /api/images/: crawlers may fetch the pictures.
      expect(robots).toContain('Allow: /api/images/')
    })
  })
})
