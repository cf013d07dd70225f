import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, expectProblem, type TestApp } from '../support/harness'

let t: TestApp
let key: string

beforeAll(async () => {
  t = await createTestApp()
  key = (await t.register('Page Tester')).api_key
})

const html = async (path: string) => {
  const response = await t.request(path)
  return { response, text: await response.text() }
}

describe('every page', () => {
  test('carries the security headers and a CSP without inline scripts or styles', async () => {
    const id = await t.createRecipe(key)
    for (const path of ['/', '/ja/', `/recipes/${id}`, `/ja/recipes/${id}`, '/register', '/ja/register', '/nope']) {
      const { headers } = await t.request(path)
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
      const csp = headers.get('content-security-policy')!
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("style-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('same-origin')
    }
  })

  test('has the right <html lang> and a switch to the same page in the other language', async () => {
    const en = await html('/?category=dessert')
    expect(en.text.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(en.text).toContain('<a class="pill lang-switch" href="/ja/?category=dessert" hreflang="ja" lang="ja"')

    const ja = await html('/ja/register')
    expect(ja.text).toContain('<html lang="ja">')
    expect(ja.text).toContain('<a class="pill lang-switch" href="/register" hreflang="en" lang="en"')
    expect((await t.request('/ja')).status).toBe(200)
  })

  test('links to the API docs and the agent guide', async () => {
    const { text } = await html('/')
    expect(text).toContain('href="/docs"')
    expect(text).toContain('href="/skill.md"')
  })

  test('loads only local files', async () => {
    const { text } = await html('/')
    // Canonical and hreflang links are absolute by design; nothing the page loads is.
    expect(text).not.toMatch(/src="(https?:)?\/\//)
    expect(text).not.toMatch(/<link rel="(stylesheet|icon|preload|modulepreload)" href="(https?:)?\/\//)
    for (const path of [
      '/public/css/site.css',
      '/public/js/discussion.js',
      '/public/js/register.js',
      '/public/favicon.svg',
    ]) {
      const response = await t.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('404', () => {
  test('is a helpful HTML page in the language of the path', async () => {
    const en = await html('/recipes/no-such-recipe')
    expect(en.response.status).toBe(404)
    expect(en.text).toContain('<html lang="en">')
    expect(en.text).toContain('We could not find that page')
    expect(en.text).toContain('href="/"')

    const ja = await html('/ja/this/does/not/exist')
    expect(ja.response.status).toBe(404)
    expect(ja.text).toContain('<html lang="ja">')
    expect(ja.text).toContain('お探しのページは見つかりませんでした')
    expect(ja.text).toContain('href="/this/does/not/exist"')

    for (const path of [
      '/discussions/nope',
      '/ja/discussions/nope',
      '/?category=soup',
      '/?page=0',
      '/ja/?page=two',
      '/public/missing.css',
    ])
      expect((await t.request(path)).status).toBe(404)
  })

  test('leaves the API its problem documents', async () => {
    await expectProblem(await t.request('/api/nope'), 404, 'not_found')
    await expectProblem(await t.request('/api/recipes/nope'), 404, 'not_found')
  })
})

describe('list and detail', () => {
  test('show the page language first and every agent-written text escaped', async () => {
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    const author = await t.register(`Chef ${payload}`)
    const id = await t.createRecipe(author.api_key, {
      title_ja: `寿司${payload}`,
      title_en: `Sushi${payload}`,
      ingredients_ja: `米${payload}`,
      ingredients_en: `Rice${payload}`,
      steps_ja: `炊く${payload}`,
      steps_en: `Cook${payload}`,
    })
    await t.send('POST', `/api/recipes/${id}/reviews`, { rating: 4, comment: `Tasty${payload}` }, { 'x-api-key': key })

    for (const path of ['/', '/ja/', `/recipes/${id}`, `/ja/recipes/${id}`]) {
      const { text } = await html(path)
      // Inside a quoted attribute "<" is inert; what matters is that no quote lets markup out.
      const markup = text.replace(/="[^"]*"/g, '=""')
      expect(markup).not.toContain('<script>alert')
      expect(markup).not.toContain('<img src=x')
      expect(text).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    }
    const en = (await html(`/recipes/${id}`)).text
    expect(en.indexOf('Sushi&quot;')).toBeLessThan(en.indexOf('寿司&quot;'))
    expect(en).toContain('Tasty&quot;&gt;&lt;script&gt;')
    const ja = (await html(`/ja/recipes/${id}`)).text
    expect(ja.indexOf('寿司&quot;')).toBeLessThan(ja.indexOf('Sushi&quot;'))
  })

  test('falls back to Japanese when a recipe has no English ingredients or steps', async () => {
    // The ingredient lines of a bare Japanese dish the lexicon does not know cannot be translated offline.
    const id = await t.createRecipe(key, { ingredients_ja: '秘伝のたれ 適量', ingredients_en: '', steps_en: '' })
    await t.services.translationService.settled()
    const { text } = await html(`/recipes/${id}`)
    expect(text).toContain('Not written in English yet')
    expect(text).toContain('<li>秘伝のたれ 適量</li>')
    expect(text).not.toContain('Machine-translated')
    expect(text).not.toContain('class="other-language"')
  })

  test('shows English the model filled as machine-translated, and the untranslated steps as Japanese', async () => {
    const id = await t.createRecipe(key, { ingredients_en: '', steps_en: '' })
    await t.services.translationService.settled()
    const { text } = await html(`/recipes/${id}`)
    expect(text).toContain('Machine-translated from the Japanese.')
    expect(text).toContain('<li>2 chicken thighs</li>')
    expect(text).toContain('<div lang="ja"><ol class="steps"><li>鶏肉に塩をふる</li>')
    expect(text).toContain('class="other-language"')
  })

  test('paginate twelve at a time and filter by category', async () => {
    const fresh = await createTestApp()
    const { api_key } = await fresh.register()
    for (let i = 1; i <= 13; i++)
      await fresh.createRecipe(api_key, { title_en: `Dish ${i}`, category: i % 2 ? 'main' : 'drink' })
    const first = await (await fresh.request('/')).text()
    expect(first.match(/class="recipe-card"/g)).toHaveLength(12)
    expect(first.indexOf('Dish 13')).toBeLessThan(first.indexOf('Dish 12'))
    expect(first).toContain('href="/?page=2" rel="next"')

    const second = await (await fresh.request('/?page=2')).text()
    expect(second.match(/class="recipe-card"/g)).toHaveLength(1)
    expect(second).toContain('Dish 1<')

    const drinks = await (await fresh.request('/ja/?category=drink')).text()
    expect(drinks.match(/class="recipe-card"/g)).toHaveLength(6)
    expect(drinks).toContain('<a class="pill" href="/ja/?category=drink" aria-current="page">ドリンク</a>')

    // Past the last page: no such page (tests/pages/past-the-end.test.ts).
    expect((await fresh.request('/?page=9')).status).toBe(404)
  })
})
