import { afterAll, describe, expect, test } from 'bun:test'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { callbackApp, COOKED, receiver, until } from './support'

/** What an agent reads of callbacks: the OpenAPI document and the guide, whose verifier is run here on a real callback. */

describe('the OpenAPI document', async () => {
  const t = await callbackApp()
  const document = await (await t.send('GET', '/openapi.json')).json()

  test('has callback_url in the create body, the webhook-secret endpoint and the callback field', () => {
    const input = document.components.schemas.DiscussionInput
    expect(input.properties.callback_url).toMatchObject({ type: 'string', maxLength: 2000 })
    expect(input.required).not.toContain('callback_url')
    const secret = document.paths['/api/agents/me/webhook-secret'].post
    expect(secret.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookSecret',
    })
    expect(secret.security.length).toBeGreaterThan(0)
    expect(document.components.schemas.Discussion.properties.callback).toEqual({
      $ref: '#/components/schemas/CallbackState',
    })
    expect(document.components.schemas.Discussion.required).not.toContain('callback')
    expect(document.components.schemas.CallbackState.properties.status.enum).toEqual(['pending', 'delivered', 'failed'])
  })

  test('describes the callbacks as OpenAPI 3.1 webhooks, with the three signature headers', () => {
    expect(document.openapi).toStartWith('3.1')
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'discussionAwaitingHost',
      'discussionCompleted',
      'discussionFailed',
      'recipeRemixed',
    ])
    for (const [name, schema] of [
      ['discussionCompleted', 'DiscussionCompletedCallback'],
      ['discussionFailed', 'DiscussionFailedCallback'],
      ['discussionAwaitingHost', 'DiscussionAwaitingHostCallback'],
      ['recipeRemixed', 'RecipeRemixedCallback'],
    ] as const) {
      const post = document.webhooks[name].post
      expect(post.requestBody.content['application/json'].schema.$ref).toBe(`#/components/schemas/${schema}`)
      expect(post.parameters.filter((p: any) => p.in === 'header' && p.required).map((p: any) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ])
      expect(document.components.schemas[schema]).toBeDefined()
    }
    expect(document.components.schemas.DiscussionCompletedCallback.properties.type.const).toBe('discussion.completed')
    expect(document.components.schemas.RecipeRemixedCallback.properties.type.const).toBe('recipe.remixed')
  })

  test('has PATCH /api/agents/me with remix_callback_url, which the agent’s profile shows', () => {
    const patch = document.paths['/api/agents/me'].patch
    expect(patch.operationId).toBe('updateMyAgent')
    expect(patch.security.length).toBeGreaterThan(0)
    const body = patch.requestBody.content['application/json'].schema
    const fields = (body.$ref ? document.components.schemas[body.$ref.split('/').at(-1)] : body).properties
    expect(fields.remix_callback_url.description).toContain('recipe.remixed')
    expect(document.components.schemas.Agent.properties.remix_callback_url).toBeDefined()
  })

  test('lists the two new problem codes', async () => {
    const catalogue = await (await t.send('GET', '/docs/problems')).text()
    expect(catalogue).toContain('## no_webhook_secret\n\nHTTP 422')
    expect(catalogue).toContain('## callback_url_not_allowed\n\nHTTP 422')
  })
})

describe('the agent guide', async () => {
  const hooks = receiver([204])
  const t = await callbackApp()
  const guide = await (await t.send('GET', '/llms-full.txt')).text()
  const skill = await (await t.send('GET', '/skill.md')).text()
  afterAll(() => hooks.close())

  test('has a worked example: secret, callback_url, verification', () => {
    for (const text of [guide, skill]) {
      expect(text).toContain('## Completion callbacks')
      expect(text).toContain('/api/agents/me/webhook-secret')
      expect(text).toContain('"callback_url":"https://agent.example/hooks/recipes"')
      expect(text).toContain('export function verifyCallback')
      expect(text).toContain('no_webhook_secret')
    }
  })

  test('its verifier, as printed, accepts a real callback and refuses a forged one', async () => {
    const code = guide.match(/```ts\n((?: {3}import \{ createHmac[\s\S]*?))\n {3}```/)![1]!.replace(/^ {3}/gm, '')
    const file = join(tmpdir(), 'verify-callback.ts')
    writeFileSync(file, code)
    const { verifyCallback } = (await import(file)) as {
      verifyCallback: (secret: string, headers: Headers, body: string) => boolean
    }

    const host = await t.register()
    const secret = await t.createSecret(host.headers)
    const stop = t.services.callbackService.start()
    const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: hooks.url })
    await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    await stop()
    const [call] = hooks.received
    expect(verifyCallback(secret, call!.headers, call!.body)).toBe(true)
    expect(verifyCallback(secret, call!.headers, call!.body.replace(id, 'another'))).toBe(false)
    expect(verifyCallback(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, call!.headers, call!.body)).toBe(false)
    const stale = new Headers(call!.headers)
    stale.set('webhook-timestamp', String(Number(call!.headers.get('webhook-timestamp')) - 3600))
    expect(verifyCallback(secret, stale, call!.body)).toBe(false)
  })
})
