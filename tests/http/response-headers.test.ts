import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { carrying, responseHeaders } from '../../src/http/response-headers'

/** An app whose hook leaves headers in `set.headers`, as the request-id and security plugins do. */
const app = () =>
  new Elysia()
    .onRequest(({ set }) => {
      set.headers['x-hooked'] = 'yes'
      set.headers['x-both'] = 'from the hook'
    })
    .use(responseHeaders())
    .get('/own', () => new Response('body', { headers: { 'x-both': 'from the route' } }))
    .get('/promised', async () => new Response('later'))
    .get('/cookie', ({ cookie }) => {
      cookie.flavour!.value = 'umami'
      return new Response('with a cookie')
    })
    .get('/created', ({ set }) => {
      set.status = 201
      return new Response('made')
    })
    .get('/plain', () => ({ plain: true }))
    // Made with the hooks' headers in it (src/cache/http.ts), one of them at a value the hook has since changed.
    .get('/carried', () =>
      carrying(new Response('body', { headers: { 'x-hooked': 'yes' } }), { 'x-hooked': 'yes', 'x-both': 'before' }),
    )

const get = (path: string) => app().handle(new Request(`http://localhost${path}`))

describe('headers the hooks set, on a Response a route returns', () => {
  test('are added, and the route’s own header wins', async () => {
    const response = await get('/own')
    expect(response.headers.get('x-hooked')).toBe('yes')
    expect(response.headers.get('x-both')).toBe('from the route')
    expect(await response.text()).toBe('body')
  })

  test('reach a Response an async route returns', async () => {
    const response = await get('/promised')
    expect(response.headers.get('x-hooked')).toBe('yes')
    expect(await response.text()).toBe('later')
  })

  test('go with a cookie and a status the route set, which Elysia merges itself', async () => {
    const withCookie = await get('/cookie')
    expect(withCookie.headers.get('x-hooked')).toBe('yes')
    expect(withCookie.headers.get('set-cookie')).toContain('flavour=umami')
    const created = await get('/created')
    expect(created.status).toBe(201)
    expect(created.headers.get('x-hooked')).toBe('yes')
  })

  test('still reach answers that are not a Response', async () => {
    const response = await get('/plain')
    expect(response.headers.get('x-hooked')).toBe('yes')
    expect(await response.json()).toEqual({ plain: true })
  })

  test('made carrying them: what it carries stays, and a header whose value the hook changed is set', async () => {
    const response = await get('/carried')
    expect(response.headers.get('x-hooked')).toBe('yes')
    expect(response.headers.get('x-both')).toBe('from the hook')
    expect(await response.text()).toBe('body')
  })
})
