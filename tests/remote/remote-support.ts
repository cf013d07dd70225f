/**
 * Helpers of the remote-path tests: the real service (its own process) on the Hrana stand-in,
 * and small clients for its JSON API and event streams.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleRecipe } from '../support/harness'
import { type HranaServer, type HranaServerOptions, startHranaServer } from '../support/hrana-server'
import { type ServiceProcess, startService } from '../support/service-process'

export async function startDatabase(options: Partial<HranaServerOptions> = {}): Promise<HranaServer> {
  const dir = mkdtempSync(join(tmpdir(), 'remote-db-'))
  return startHranaServer({ path: join(dir, 'service.db'), ...options })
}

/** One instance of the service on the stand-in, with a name of its own (INSTANCE_ID). */
export const startInstance = (db: HranaServer, name: string, env: Record<string, string> = {}) =>
  startService({ DATABASE_URL: db.url, INSTANCE_ID: name, ...env })

export type Api = ReturnType<typeof apiOf>

export function apiOf(service: ServiceProcess) {
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(service.base + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    base: service.base,
    send,
    async json<T = Record<string, unknown>>(
      method: string,
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ): Promise<{ status: number; body: T; headers: Headers }> {
      const response = await send(method, path, body, headers)
      return { status: response.status, body: (await response.json()) as T, headers: response.headers }
    },
    async register(name: string) {
      const response = await send('POST', '/api/agents/register', { name, description: 'remote test agent' })
      if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`)
      const body = (await response.json()) as { agent_id: string; api_key: string }
      return { id: body.agent_id, key: body.api_key, headers: { 'x-api-key': body.api_key } }
    },
    async createRecipe(key: string, overrides: Record<string, unknown> = {}) {
      const response = await send('POST', '/api/recipes', { ...sampleRecipe, ...overrides }, { 'x-api-key': key })
      if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { recipe_id: string }).recipe_id
    },
  }
}

export type StreamEvent = { id: number; event: string; data: Record<string, unknown> }

/**
 * Reads an event stream to its end (or until `stopAfter` says stop, then cancels it): every
 * event with its id, in order. `onEvent` sees each as it arrives.
 */
export async function readEvents(
  response: Response,
  stopAfter?: (event: StreamEvent) => boolean,
): Promise<StreamEvent[]> {
  if (!response.ok) throw new Error(`stream: ${response.status} ${await response.text()}`)
  const events: StreamEvent[] = []
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return events
      buffer += value
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        )
        if (fields.id === undefined) continue
        const event = { id: Number(fields.id), event: fields.event!, data: JSON.parse(fields.data!) }
        events.push(event)
        if (stopAfter?.(event)) return events
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}
