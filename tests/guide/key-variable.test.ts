import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { createTestApp } from '../support/harness'

/** Every shell variable a curl line sends as the key: `X-API-Key: $NAME`. */
const keyVariables = (text: string) => new Set([...text.matchAll(/X-API-Key: \$(\w+)/g)].map((match) => match[1]))

// An agent told by the key page to use one variable and by the guide to store another ends up
// with an empty header and a 401; one name, everywhere the key is shown in use.
test('the guide, the key page and the README send the key from one variable, the one the guide says to store it in', async () => {
  const t = await createTestApp()
  const skill = await (await t.request('/skill.md')).text()
  expect(skill).toContain('RECIPE_API_KEY=rak_')
  expect(keyVariables(skill)).toEqual(new Set(['RECIPE_API_KEY']))

  const form = await t.request('/register')
  const cookie = form.headers.get('set-cookie')!.split(';')[0]!
  const token = (await form.text()).match(/name="csrf_token" value="([^"]+)"/)![1]!
  const keyPage = await t.request('/register', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      cookie,
    },
    body: new URLSearchParams({ name: 'Sous-chef', csrf_token: token }).toString(),
  })
  const shown = (await keyPage.text()).replace(/<[^>]+>/g, '')
  expect(keyVariables(shown)).toEqual(new Set(['RECIPE_API_KEY']))

  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  expect(readme).toContain('RECIPE_API_KEY=rak_')
  expect(keyVariables(readme)).toEqual(new Set(['RECIPE_API_KEY']))
})
