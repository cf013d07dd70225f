import { afterAll, describe, expect, test } from 'bun:test'
import { createTestApp } from '../support/harness'
import { readEvents } from '../support/sse'

/**
 * The offline engine in a worker of its own pool (ENGINE_THREADS, src/ai/models.ts): the same
 * discussion as on the request thread, and a worker that dies fails only the discussion it served.
 * the harness runs the engine on the request thread, so the pool of one worker is this file's; its first task waits
 * for the worker to load the food knowledge (seconds on a busy machine).
 */
const RealWorker = globalThis.Worker
/** Set to a task name: the next worker asked to run it is terminated as soon as it has the task. */
let killOn: string | undefined
globalThis.Worker = class extends RealWorker {
  override postMessage(message: { task?: string }, ...rest: never[]) {
    super.postMessage(message, ...rest)
    if (killOn && message.task === killOn) {
      killOn = undefined
      this.terminate()
    }
  }
} as typeof Worker
afterAll(() => {
  globalThis.Worker = RealWorker
})

/** A niced worker on a busy machine: loading the engine alone once took 129 s of wall time for 5 s of CPU. */
const SLOW = 300_000

async function discuss(engineThreads: string, theme: string, lang: 'en' | 'ja') {
  const t = await createTestApp({ ENGINE_THREADS: engineThreads, WORKER_THREADS: '0' })
  const host = await t.register('Host', 'A host')
  const response = await t.send('POST', '/api/discussions/create', { theme, lang }, host.headers)
  const { events } = await readEvents(response)
  await t.services.discussionService.settled()
  return { t, response, events }
}

const transcriptOf = (events: Awaited<ReturnType<typeof discuss>>['events']) =>
  events.filter((e) => e.event === 'message' && e.data.done).map((e) => `${e.data.agent.role}: ${e.data.text}`)

const recipeOf = (events: Awaited<ReturnType<typeof discuss>>['events']) => {
  const { id, author, discussion_id, created_at, updated_at, image_url, ...recipe } = events.at(-1)!.data.recipe
  return recipe
}

describe('the offline engine in a worker', () => {
  for (const [theme, lang] of [
    ['A weeknight pork stir-fry for two, ready in 20 minutes', 'en'],
    ['小麦粉を使わない鶏肉のおかずを四人分', 'ja'],
  ] as const)
    test(
      `writes the same discussion as on the request thread (${lang})`,
      async () => {
        const inThread = await discuss('0', theme, lang)
        const inWorker = await discuss('1', theme, lang)
        expect(inWorker.events.at(-1)!.event).toBe('done')
        expect(transcriptOf(inWorker.events)).toHaveLength(15)
        expect(transcriptOf(inWorker.events)).toEqual(transcriptOf(inThread.events))
        expect(recipeOf(inWorker.events)).toEqual(recipeOf(inThread.events))
      },
      SLOW,
    )

  test(
    'a worker that dies mid-turn fails that discussion with a problem, and the next one runs',
    async () => {
      killOn = 'answerOffline'
      const died = await discuss('1', 'Something warm with lentils for a cold evening', 'en')
      expect(killOn).toBeUndefined()
      const last = died.events.at(-1)!
      expect(last.event).toBe('error')
      expect(last.data.code).toBe('provider_unavailable')
      expect(last.data.message).toContain('a worker exited')
      const id = died.response.headers.get('x-discussion-id')!
      const state = await (await died.t.send('GET', `/api/discussions/${id}`)).json()
      expect(state.status).toBe('failed')
      expect(state.recipe_id).toBeNull()

      const next = await discuss('1', 'Something warm with lentils for a cold evening', 'en')
      expect(next.events.at(-1)!.event).toBe('done')
    },
    SLOW,
  )

  test(
    'a worker that dies reading the theme leaves the reading to this thread: the discussion runs',
    async () => {
      killOn = 'readTheme'
      const died = await discuss('1', 'Crispy tofu for dinner', 'en')
      expect(killOn).toBeUndefined()
      expect(died.response.status).toBe(200)
      expect(died.events.at(-1)!.event).toBe('done')
    },
    SLOW,
  )
})
