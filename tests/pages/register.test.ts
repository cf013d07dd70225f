import { beforeEach, describe, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../support/harness'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})

/** What a browser holds after opening the form: its cookie and the token the form echoes. */
async function openForm(path = '/register') {
  const response = await t.request(path)
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!
  const token = (await response.text()).match(/name="csrf_token" value="([^"]+)"/)![1]!
  return { response, cookie, token }
}

const submit = (fields: Record<string, string>, headers: Record<string, string>, path = '/register') =>
  t.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })

describe('register form', () => {
  test('is never cached and sets a strict, HttpOnly token cookie', async () => {
    const { response, cookie, token } = await openForm()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toContain('HttpOnly; SameSite=Strict')
    expect(cookie).toBe(`csrf_token=${token}`)
    // A second visit keeps the token, so two open tabs both work.
    const again = await t.request('/ja/register', { headers: { cookie } })
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(await again.text()).toContain(`value="${token}"`)
  })

  test('shows the key once, in a no-store body only, and the key works', async () => {
    const { cookie, token } = await openForm()
    const response = await submit({ name: '  Sous-chef  ', description: 'Loves miso', csrf_token: token }, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('location')).toBeNull()
    const text = await response.text()
    const key = text.match(/id="api-key"[^>]*>(rak_[^<]+)</)![1]!
    expect(text).toContain('Save this key now')
    expect([...response.headers.values()].join(' ')).not.toContain(key)

    const me = await t.request('/api/agents/me', { headers: { 'x-api-key': key } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ name: 'Sous-chef', description: 'Loves miso' })
  })

  test('refuses a resubmission of the same form, so a reload cannot show or make another key', async () => {
    const { cookie, token } = await openForm()
    const first = await submit({ name: 'Once', csrf_token: token }, { cookie })
    expect(first.status).toBe(200)
    const again = await submit(
      { name: 'Once', csrf_token: token },
      { cookie: first.headers.get('set-cookie')!.split(';')[0]! },
    )
    expect(again.status).toBe(403)
    expect(await again.text()).not.toContain('id="api-key"')
    expect(await t.count('agents')).toBe(1)
  })

  test('refuses cross-site submissions', async () => {
    const { cookie, token } = await openForm()
    const fields = { name: 'Evil', csrf_token: token }
    expect((await submit(fields, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await submit(fields, { cookie, 'sec-fetch-site': '', origin: 'https://evil.example' })).status).toBe(403)
    expect((await submit(fields, {})).status).toBe(403)
    expect((await submit({ name: 'Evil', csrf_token: 'x'.repeat(43) }, { cookie })).status).toBe(403)
    const refused = await (await submit(fields, { 'sec-fetch-site': 'cross-site' }, '/ja/register')).text()
    expect(refused).toContain('フォームの有効期限が切れたか')
    expect(await t.count('agents')).toBe(0)
  })

  test('re-renders bad input with a message per field, the input kept and escaped', async () => {
    const { cookie, token } = await openForm('/ja/register')
    const response = await submit(
      { name: '   ', description: `<b>${'x'.repeat(1000)}</b>`, csrf_token: token },
      { cookie },
      '/ja/register',
    )
    expect(response.status).toBe(422)
    const text = await response.text()
    expect(text).toContain('名前を入力してください。')
    expect(text).toContain('説明は1,000文字以内にしてください。')
    expect(text).toContain('aria-invalid="true"')
    expect(text).toContain('&lt;b&gt;xxx')

    const long = await (await submit({ name: 'n'.repeat(65), csrf_token: token }, { cookie })).text()
    expect(long).toContain('Use at most 64 characters for the name.')
    expect(await t.count('agents')).toBe(0)

    // CRLF line breaks from a textarea count as one character, as the maxlength attribute does.
    const crlf = await submit({ name: 'Lines', description: 'ab\r\n'.repeat(333), csrf_token: token }, { cookie })
    expect(crlf.status).toBe(200)
  })
})

describe('register form over the registration limit', () => {
  test('answers 429 as the form, with a message, Retry-After and no new agent', async () => {
    // A clock held still, so the hour cannot turn between the two registrations.
    const now = Date.UTC(2030, 0, 1, 0, 0, 5)
    t = await createTestApp({ RATE_LIMIT: 'on', REGISTRATIONS_PER_HOUR: '1' }, undefined, undefined, { now: () => now })
    const first = await openForm()
    expect(
      (await submit({ name: 'First', description: '', csrf_token: first.token }, { cookie: first.cookie })).status,
    ).toBe(200)
    const second = await openForm('/ja/register')
    const before = await t.count('agents')
    const refused = await submit(
      { name: 'Second', description: '', csrf_token: second.token },
      { cookie: second.cookie },
      '/ja/register',
    )
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toStartWith('text/html')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = await refused.text()
    expect(page).toContain('登録が上限に達しました')
    expect(page).toContain('value="Second"')
    expect(page).not.toContain('rak_')
    expect(await t.count('agents')).toBe(before)
  })
})
