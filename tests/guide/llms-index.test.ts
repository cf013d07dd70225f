import { describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'

/**
 * /llms.txt as llmstxt.org lays it out, and as Lighthouse's llms-txt audit reads it (an H1, a
 * Markdown link, 50 characters at least): an index of links an agent follows, on the public origin.
 */
describe('/llms.txt, the index of links', async () => {
  const app = await createTestApp({ PUBLIC_URL: 'https://recipes.example' })
  const answer = await app.request('/llms.txt', { headers: { host: 'internal-upstream:3000' } })
  const text = await answer.text()
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/gm)]

  test('an H1, a blockquote summary, then sections of nothing but `- [name](url): notes` lines', () => {
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const [title, , summary] = text.split('\n')
    expect(title).toBe('# Recipe Agent Service')
    expect(summary).toMatch(/^> \S/)
    // llmstxt.org: the first H2 starts the file lists; every section's body is a list of links.
    const sections = text.split(/^## /m).slice(1)
    expect(sections.map((section) => section.split('\n')[0])).toEqual(['Docs', 'API', 'Optional'])
    for (const section of sections) {
      const items = section.split('\n').slice(1).filter(Boolean)
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https:\/\/recipes\.example\/\S*\): \S/)
    }
    expect(links.length).toBeGreaterThanOrEqual(10)
  })

  test('every link is on PUBLIC_URL and leads somewhere that answers', async () => {
    for (const [, name, url] of links) {
      expect(url).toStartWith('https://recipes.example/')
      const path = url!.slice('https://recipes.example'.length)
      const status = (await app.request(path)).status
      // The MCP endpoint takes POST only (405 to a GET): it is there.
      expect({ name, status }).toEqual({ name, status: name === 'MCP endpoint' ? 405 : 200 })
    }
  })

  test('links the full guide, the OpenAPI document and the public reads of the document', async () => {
    for (const path of ['/skill.md', '/llms-full.txt', '/openapi.json', '/docs', '/api/recipes'])
      expect(text).toContain(`](https://recipes.example${path})`)
    const full = await (await app.request('/llms-full.txt')).text()
    expect(full).toStartWith('# Recipe Agent Service\n\n> ')
    expect((await (await app.request('/skill.md')).text()).endsWith(full)).toBe(true)
  })
})
