import { afterAll, describe, expect, test } from 'bun:test'
import { Webhook } from 'standardwebhooks'
import { readEvents } from '../support/sse'
import { type Received, callbackApp, receiver, until } from './support'

/**
 * `recipe.remixed`: the author of a recipe who set `remix_callback_url` hears, signed with its own
 * webhook secret, when a remix of that recipe is published; no one else's secret signs it.
 */

const PARENT = {
  title_ja: '鮭の味噌焼き',
  title_en: 'Miso-glazed salmon',
  category: 'main',
  servings: 2,
  total_minutes: 25,
  ingredients_ja: '鮭 2切れ\n味噌 大さじ2\nみりん 大さじ1',
  ingredients_en: '2 salmon fillets\n2 tbsp miso\n1 tbsp mirin',
  steps_ja: '味噌とみりんを混ぜる\n鮭に塗って焼く',
  steps_en: 'Mix the miso and mirin\nSpread it on the salmon and grill',
}

const verified = (secret: string, call: Received) =>
  new Webhook(secret).verify(call.body, {
    'webhook-id': call.headers.get('webhook-id')!,
    'webhook-timestamp': call.headers.get('webhook-timestamp')!,
    'webhook-signature': call.headers.get('webhook-signature')!,
  }) as { type: string; timestamp: string; data: Record<string, string> }

async function remixApp(env: Record<string, string> = {}) {
  const t = await callbackApp({ env })
  const patchMe = (headers: Record<string, string>, body: unknown) => t.send('PATCH', '/api/agents/me', body, headers)
  async function createRecipe(headers: Record<string, string>) {
    const response = await t.send('POST', '/api/recipes', PARENT, headers)
    if (response.status !== 201) throw new Error(`recipe: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { recipe_id: string }).recipe_id
  }
  /** Remixes over the API; the published remix's id. */
  async function remix(headers: Record<string, string>, from: string) {
    const { events } = await t.discuss(headers, { theme: 'for 4', from_recipe_id: from })
    const done = events.at(-1)!
    if (done.event !== 'done') throw new Error(`remix ended with ${JSON.stringify(done)}`)
    return done.data.recipe_id as string
  }
  const remixedRows = async () =>
    (await t.db.$client.execute("SELECT * FROM callback_deliveries WHERE event = 'remixed'")).rows
  return { ...t, patchMe, createRecipe, remix, remixedRows }
}

describe('a recipe whose author asked to hear of its remixes', async () => {
  const authorHooks = receiver([204])
  const remixerHooks = receiver([204])
  const t = await remixApp()
  const stop = t.services.callbackService.start()
  const author = await t.register('Salmon Author')
  const authorSecret = await t.createSecret(author.headers)
  const remixer = await t.register('Remixer')
  const remixerSecret = await t.createSecret(remixer.headers)
  afterAll(async () => {
    await stop()
    await authorHooks.close()
    await remixerHooks.close()
  })

  test('PATCH /api/agents/me sets remix_callback_url, and GET shows it to the agent', async () => {
    const patched = await t.patchMe(author.headers, { remix_callback_url: authorHooks.url })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ agent_id: author.agent_id, remix_callback_url: authorHooks.url })
    const me = await (await t.send('GET', '/api/agents/me', undefined, author.headers)).json()
    expect(me.remix_callback_url).toBe(authorHooks.url)
    // An absent field changes nothing.
    expect((await (await t.patchMe(author.headers, {})).json()).remix_callback_url).toBe(authorHooks.url)
  })

  test('a remix over the API notifies the parent’s author, signed with the author’s own secret', async () => {
    const parentId = await t.createRecipe(author.headers)
    const remixId = await t.remix(remixer.headers, parentId)
    await until(() => authorHooks.received.length === 1, 'the remix callback')
    const [call] = authorHooks.received
    expect(verified(authorSecret, call!)).toEqual({
      type: 'recipe.remixed',
      timestamp: expect.any(String),
      data: { recipe_id: remixId, parent_recipe_id: parentId },
    })
    // The remixer's secret does not verify it: it is the author's callback.
    expect(() => verified(remixerSecret, call!)).toThrow()
    expect(call!.headers.get('webhook-id')).toStartWith('msg_')
    await until(async () => (await t.remixedRows()).every((row) => row.status === 'delivered'), 'the record')
    expect(remixerHooks.received).toHaveLength(0)
  })

  test('a remix of a recipe written by a discussion notifies that recipe’s author', async () => {
    await t.patchMe(remixer.headers, { remix_callback_url: remixerHooks.url })
    const parentId = await t.createRecipe(author.headers)
    const fromDiscussion = await t.remix(remixer.headers, parentId)
    const third = await t.register('Third cook')
    const remixId = await t.remix(third.headers, fromDiscussion)
    await until(() => remixerHooks.received.length === 1, 'the callback to the remixer')
    expect(verified(remixerSecret, remixerHooks.received[0]!).data).toEqual({
      recipe_id: remixId,
      parent_recipe_id: fromDiscussion,
    })
    expect(() => verified(authorSecret, remixerHooks.received[0]!)).toThrow()
  })

  test('a failed attempt is retried with the same webhook-id, signed again', async () => {
    const failing = receiver([503, 204])
    await t.patchMe(author.headers, { remix_callback_url: failing.url })
    const parentId = await t.createRecipe(author.headers)
    const remixId = await t.remix(remixer.headers, parentId)
    await until(() => failing.received.length === 2, 'the retry')
    const row = (await t.remixedRows()).find((row) => String(row.body).includes(remixId))!
    await until(async () => {
      const [now] = (
        await t.db.$client.execute({ sql: 'SELECT status FROM callback_deliveries WHERE id = ?', args: [row.id] })
      ).rows
      return now?.status === 'delivered'
    }, 'the retry to be recorded')
    expect(failing.received.map((call) => call.headers.get('webhook-id'))).toEqual([row.id, row.id].map(String))
    verified(authorSecret, failing.received[1]!)
    await failing.close()
  })
})

describe('remixes no one asked to hear of', async () => {
  const t = await remixApp({ HOST_TURN_TIMEOUT_MS: '60000' })
  const author = await t.register('Quiet Author')
  await t.createSecret(author.headers)
  const remixer = await t.register('Remixer')

  test('an author with no remix_callback_url gets no delivery', async () => {
    const parentId = await t.createRecipe(author.headers)
    await t.remix(remixer.headers, parentId)
    expect(await t.remixedRows()).toHaveLength(0)
  })

  test('a URL cleared with null sends nothing more', async () => {
    await t.patchMe(author.headers, { remix_callback_url: 'https://agent.example/hooks/remixes' })
    const cleared = await t.patchMe(author.headers, { remix_callback_url: null })
    expect((await cleared.json()).remix_callback_url).toBeNull()
    await t.remix(remixer.headers, await t.createRecipe(author.headers))
    expect(await t.remixedRows()).toHaveLength(0)
  })

  test('a parent deleted while its remix is discussed: the remix is published, nothing is sent', async () => {
    await t.patchMe(author.headers, { remix_callback_url: 'https://agent.example/hooks/remixes' })
    const parentId = await t.createRecipe(author.headers)
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme: 'for 4', lang: 'en', from_recipe_id: parentId, host_turns: 'self' },
      remixer.headers,
    )
    const id = response.headers.get('x-discussion-id')!
    const stream = readEvents(response)
    for (const round of [1, 2, 3]) {
      await until(async () => {
        const rows = await t.db.$client.execute({
          sql: 'SELECT 1 FROM host_turns WHERE discussion_id = ? AND round = ?',
          args: [id, round],
        })
        return rows.rows.length === 1
      }, `host turn ${round}`)
      if (round === 1)
        expect((await t.send('DELETE', `/api/recipes/${parentId}`, undefined, author.headers)).status).toBe(204)
      const turn = await t.send('POST', `/api/discussions/${id}/turns`, { text: 'Carry on.' }, remixer.headers)
      expect(turn.status).toBe(202)
    }
    const done = (await stream).events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.recipe.parent_recipe_id).toBe(parentId)
    const detail = await (await t.send('GET', `/api/recipes/${done.data.recipe_id}`)).json()
    expect(detail.parent).toEqual({ id: parentId, deleted: true })
    expect(await t.remixedRows()).toHaveLength(0)
  })
})

describe('PATCH /api/agents/me refuses a remix_callback_url it cannot use, and changes nothing', async () => {
  const t = await remixApp({ CALLBACKS_ALLOW_PRIVATE: 'off' })
  const agent = await t.register('Careful Agent')
  const me = async () =>
    (await (await t.send('GET', '/api/agents/me', undefined, agent.headers)).json()).remix_callback_url

  test('without a webhook secret: 422 no_webhook_secret', async () => {
    const response = await t.patchMe(agent.headers, { remix_callback_url: 'https://agent.example/hooks' })
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('no_webhook_secret')
    expect(await me()).toBeNull()
  })

  test('not an absolute http(s) URL: 422 validation_failed naming the field', async () => {
    await t.createSecret(agent.headers)
    const response = await t.patchMe(agent.headers, { remix_callback_url: 'ftp://agent.example/hooks' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'remix_callback_url' }],
    })
    expect(await me()).toBeNull()
  })

  test('a private address: 422 callback_url_not_allowed', async () => {
    const response = await t.patchMe(agent.headers, { remix_callback_url: 'http://169.254.169.254/latest' })
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('callback_url_not_allowed')
    expect(await me()).toBeNull()
  })

  test('without a key: 401', async () => {
    expect((await t.patchMe({}, { remix_callback_url: null })).status).toBe(401)
  })
})
