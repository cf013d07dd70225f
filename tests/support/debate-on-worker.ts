/**
 * Run by tests/discussions/debate.test.ts in a process of its own (a fresh module registry): one
 * debate on the offline path with an engine pool of one worker, the worker a stand-in that answers
 * each task with canned data, so nothing loads the food knowledge unless this thread does. Prints
 * the tasks the worker was given, the recipe's title and which knowledge modules this thread loaded;
 * given `failing`, the worker fails the engine's questions, and it prints how the debate failed.
 */
import type { Brief } from '../../src/ai/food/types'
import type { Config } from '../../src/config'
import type { TaskRequest } from '../../src/workers/tasks'
import { STUB_RECIPE } from './openai-stub'

const failing = process.argv[2] === 'failing'
const asked: string[] = []
const canned = ({ task, input }: TaskRequest): unknown => {
  if (task === 'answerOffline')
    return (input as { responseFormat?: { type: string } }).responseFormat?.type === 'json'
      ? JSON.stringify(STUB_RECIPE)
      : 'A turn of the panel.'
  const { name } = input as { name: string }
  asked.push(name)
  if (name === 'opening') return { refusal: null, cooked: null }
  if (name === 'checked') return { guard: [], hazards: [], unkept: [], broken: '', unsafe: '' }
  if (name === 'withoutOffers') return (input as { args: [string] }).args[0]
  throw new Error(`no canned answer for ${name}`)
}

globalThis.Worker = class {
  private listener?: (event: { data: unknown }) => void
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    if (type === 'message') this.listener = listener
  }
  postMessage(request: TaskRequest) {
    const reply =
      failing && request.task === 'engineSide'
        ? { id: request.id, error: 'the worker broke' }
        : { id: request.id, output: canned(request) }
    queueMicrotask(() => this.listener?.({ data: reply }))
  }
  ref() {}
  unref() {}
  terminate() {}
} as unknown as typeof Worker

const { createModels } = await import('../../src/ai/models')
const { specialists } = await import('../../src/ai/draft')
const { debate } = await import('../../src/discussions/debate')
const ai = {
  provider: 'offline',
  workerThreads: 0,
  engineThreads: 1,
  offlinePaceMs: 0,
  turnTimeoutMs: 5_000,
  maxRetries: 0,
} as Config['ai']
const brief = { lang: 'en', dish: null, key_ingredients: [], exclusions: [], limits: {}, notes: [] } as unknown as Brief
const host = { id: 'host', role: 'host' as const, name: 'Host', persona: '' }
const run = debate(
  {
    discussionId: 'd',
    theme: 'Something warm',
    lang: 'en',
    participants: [host, ...specialists('en')],
    seed: 1,
    brief,
    dishId: 'oyakodon',
  },
  createModels(ai),
  () => ({}) as never,
  ai,
  new AbortController().signal,
)
if (failing) {
  const error = await run.then(
    () => undefined,
    (failure: Error) => failure,
  )
  console.log(JSON.stringify({ failed: error?.constructor.name, message: error?.message }))
  process.exit(0)
}
const { draft } = await run
// The reader and its packages, the guard, the cookbook's adapter and the engine's side; and the debate itself,
// to show the registry is read at all.
const watched =
  /\/src\/(ai\/food\/(brief|guard|hazards|reader\/)|ai\/offline\/(language-model|cookbook)|discussions\/(engine|debate)\.ts)|\/node_modules\/(kuromoji|compromise)\//
const loaded = Object.keys(require.cache)
  .filter((path) => watched.test(path))
  .map((path) => path.replace(/^.*\/(src|node_modules)\//, ''))
console.log(JSON.stringify({ asked, title: draft.title_en, loaded }))
