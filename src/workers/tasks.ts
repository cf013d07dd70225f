import type { Lang } from '../ai/food/types'
import type { RecipePictureInput } from '../ai/dish-picture'
import type { OfflineCall } from '../ai/turn-context'
import type { EngineSide } from '../discussions/engine'
import { compressTask } from '../http/encode'
import { renderRendition } from '../images/render'

/**
 * The CPU work the worker pool (src/workers/pool.ts) runs, by name: each task is a pure function
 * of one structured-cloneable input to a structured-cloneable output (a Uint8Array output is
 * transferred, not copied). Every worker loads this module, so import only what a task needs:
 * no database, no server, nothing with side effects at load.
 *
 * To add a task: import its function and add it below under a name; the caller then runs
 * `pool.run('drawPicture', input)` and gets the input and output types from here. A new task
 * needs no change to the build: this module is part of the worker entry (src/workers/worker.ts),
 * which scripts/build.ts bundles into the binary.
 *
 * The offline discussion engine's tasks import it on first use, so only the workers that run them
 * (the `engine` pool, ENGINE_THREADS) load the food knowledge, never a picture worker.
 */
export const TASKS = {
  /** A recipe's picture; imported on first use, as the catalogues it reads would load on the request thread with this module. */
  drawPicture: async (input: RecipePictureInput) => (await import('../ai/dish-picture')).drawRecipePicture(input),
  renderRendition,
  compress: compressTask,
  answerOffline: async (call: OfflineCall) => (await import('../ai/offline/language-model')).answer(call),
  readBrief: async ({ theme, lang }: { theme: string; lang: Lang }) =>
    (await import('../ai/food/brief')).readBrief(theme, lang),
  /** A discussion's start on the offline path (`firstReading`). */
  readTheme: async (input: { theme: string; lang: Lang; seed: number }) =>
    (await import('../discussions/engine')).firstReading(input),
  /** What the debate asks of the food knowledge (`ENGINE_SIDE` of src/discussions/engine.ts), by name. */
  engineSide: async ({ name, args }: { name: keyof EngineSide; args: unknown[] }) => {
    const { ENGINE_SIDE } = await import('../discussions/engine')
    return (ENGINE_SIDE[name] as (...args: unknown[]) => unknown)(...args)
  },
}

export type Tasks = typeof TASKS
export type TaskName = keyof Tasks
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0]
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>

/** What the pool posts to a worker, and what the worker posts back. */
export type TaskRequest = { id: number; task: TaskName; input: unknown }
export type TaskReply = { id: number; output: unknown } | { id: number; error: string }

/** Runs a task on the calling thread: in a worker, or on the main thread when the pool has no workers. */
export const runTask = <K extends TaskName>(task: K, input: TaskInput<K>): TaskOutput<K> | Promise<TaskOutput<K>> =>
  (TASKS[task] as (input: TaskInput<K>) => TaskOutput<K> | Promise<TaskOutput<K>>)(input)
