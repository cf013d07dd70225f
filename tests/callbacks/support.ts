import type { Server } from 'bun'
import { createModels } from '../../src/ai/models'
import { createApp, createServices } from '../../src/app'
import type { DeliveryOptions } from '../../src/callbacks/service'
import { loadConfig } from '../../src/config'
import { openDatabase } from '../../src/db/client'
import { createConformanceChecker } from '../support/openapi-conformance'
import { readEvents } from '../support/sse'

/**
 * An app whose completion callbacks run on a short schedule (the contract's minutes and hours
 * become milliseconds), its delivery loop not started unless a test starts it, every answer
 * checked against the OpenAPI document as in tests/support/harness.ts; `now` is the clock of its
 * schedules (and of its leases and limits). Private addresses are
 * allowed unless `env` says otherwise: the receivers of these tests listen on 127.0.0.1.
 */
export async function callbackApp({
  env = {},
  callbacks = {},
  now,
}: {
  env?: Record<string, string>
  callbacks?: Partial<DeliveryOptions>
  now?: () => number
} = {}) {
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    OFFLINE_PACE_MS: '0',
    RATE_LIMIT: 'off',
    CALLBACKS_ALLOW_PRIVATE: 'on',
    ...env,
  })
  const db = await openDatabase(config.databaseUrl)
  const services = createServices({
    config,
    db,
    models: createModels(config.ai),
    now,
    callbacks: { retryDelaysMs: [30, 60], giveUpAfterMs: 60_000, timeoutMs: 2_000, pollMs: 20, ...callbacks },
  })
  const app = createApp(config, services)
  let conformance: ReturnType<typeof createConformanceChecker> | undefined
  const handle = async (request: Request) => {
    const response = await app.handle(request)
    conformance ??= createConformanceChecker(
      await (await app.handle(new Request('http://localhost/openapi.json'))).json(),
    )
    const mismatch = await conformance(request, response)
    if (mismatch) throw new Error(`The answer breaks the OpenAPI document: ${mismatch}`)
    return response
  }
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    handle(
      new Request(`http://localhost${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )

  async function register(name = 'Callback Host') {
    const response = await send('POST', '/api/agents/register', { name, description: 'An agent run as a cron job' })
    const body = (await response.json()) as { agent_id: string; api_key: string }
    return { ...body, headers: { 'x-api-key': body.api_key } }
  }

  async function createSecret(headers: Record<string, string>) {
    const response = await send('POST', '/api/agents/me/webhook-secret', undefined, headers)
    if (response.status !== 201) throw new Error(`webhook secret: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { secret: string }).secret
  }

  /** Runs a discussion to its end; the stream is read whole, as a client that stays would. */
  async function discuss(headers: Record<string, string>, body: Record<string, unknown>) {
    const response = await send('POST', '/api/discussions/create', { lang: 'en', ...body }, headers)
    if (response.status !== 200) throw new Error(`create: ${response.status} ${await response.text()}`)
    const id = response.headers.get('x-discussion-id')!
    const { events } = await readEvents(response)
    await services.discussionService.settled()
    return { id, events }
  }

  const delivery = async (discussionId: string) =>
    (
      await db.$client.execute({
        sql: 'SELECT * FROM callback_deliveries WHERE discussion_id = ?',
        args: [discussionId],
      })
    ).rows[0] as unknown as
      | { id: string; status: string; attempts: number; body: string; last_error: string | null; url: string }
      | undefined

  return { app, db, config, services, handle, send, register, createSecret, discuss, delivery }
}

export type Received = { headers: Headers; body: string; host: string | null }

/**
 * A real HTTP receiver on 127.0.0.1 that records every request and answers each with the next of
 * `answers` (the last repeats): a status, or 'hang' for never answering.
 */
export function receiver(answers: (number | 'hang' | { redirect: string })[] = [204]) {
  const received: Received[] = []
  const hanging: (() => void)[] = []
  const server: Server<undefined> = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    async fetch(request) {
      received.push({ headers: request.headers, body: await request.text(), host: request.headers.get('host') })
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!
      if (answer === 'hang')
        return new Promise<Response>((resolve) => hanging.push(() => resolve(new Response(null, { status: 204 }))))
      if (typeof answer === 'object') return new Response(null, { status: 302, headers: { location: answer.redirect } })
      return new Response(answer >= 300 ? 'no' : null, { status: answer })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/hooks/recipes?token=t0k3n`,
    port: server.port,
    received,
    async close() {
      for (const release of hanging) release()
      await server.stop(true)
    },
  }
}

/** Waits until `check` holds (polling); fails with `what` after a generous limit, never on speed alone. */
export async function until(check: () => Promise<boolean> | boolean, what: string, limitMs = 20_000) {
  const deadline = Date.now() + limitMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await Bun.sleep(10)
  }
}

export const COOKED = 'Salmon and miso rice bowl'
/** Refused after the host's first turn (`unsafe_request`): a discussion that ends with `error`. */
export const REFUSED = 'Fugu liver sashimi for two, please'
