import { describe, expect, test } from 'bun:test'
import { compressedRead } from '../support/compressed'
import { createTestApp } from '../support/harness'

/** What an agent reading the guide can rely on (issue 36): the public origin, small transfers, and nothing it cannot reach. */

describe('the guide behind a proxy with PUBLIC_URL', async () => {
  const app = await createTestApp({ PUBLIC_URL: 'https://recipes.example' })

  test.each(['/skill.md', '/llms-full.txt', '/llms.txt'])(
    '%s writes every URL with PUBLIC_URL, whatever the Host',
    async (path) => {
      const text = await (await app.request(path, { headers: { host: 'internal-upstream:3000' } })).text()
      expect(text).toContain('https://recipes.example/openapi.json')
      const origins = new Set([...text.matchAll(/https?:\/\/[^/\s'"`)]+/g)].map((match) => match[0]))
      // The worked examples' own callback receiver is the agent's, not ours.
      origins.delete('https://agent.example')
      expect([...origins].filter((origin) => origin !== 'https://recipes.example')).toEqual([])
    },
  )

  test('is compressed for a client that accepts it, with an ETag that answers 304', async () => {
    const plain = await app.request('/skill.md')
    const etag = plain.headers.get('etag')!
    expect(etag).toMatch(/^"g-/)
    const size = (await plain.arrayBuffer()).byteLength
    const compressed = await compressedRead(() =>
      app.request('/skill.md', { headers: { 'accept-encoding': 'br, gzip' } }),
    )
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
    expect(
      Number(compressed.headers.get('content-length') ?? (await compressed.clone().arrayBuffer()).byteLength),
    ).toBeLessThan(size / 3)
    const again = await app.request('/skill.md', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  test('lists no 304 as an error, names the real export, and sends the reader nowhere it cannot go', async () => {
    const text = await (await app.request('/llms-full.txt')).text()
    expect(text).not.toMatch(/Errors:[^\n]*304/)
    expect(text).not.toContain('treaty<App>')
    expect(text).toContain('treaty<Api>')
    expect(text).not.toMatch(/project README|see the README/i)
  })
})
