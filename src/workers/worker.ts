/**
 * A worker thread of the pool (src/workers/pool.ts): runs named tasks from src/workers/tasks.ts.
 * scripts/build.ts lists this file as an entry point of the single binary, which is how Bun
 * bundles a worker into it.
 */
import { getPriority, setPriority } from 'node:os'
import { runTask, type TaskReply, type TaskRequest } from './tasks'

declare const self: Worker

/**
 * On Linux the nice value is per thread: this worker yields the core to the thread that serves
 * requests whenever both want it, so a queue of pictures never slows an answer. How far below, its
 * pool says (its first argument, `NICE_BELOW` of src/workers/pool.ts). Where it cannot be set (another
 * OS, a sandbox) the work still runs, at the same priority. Relative to the thread that started it:
 * a service started under `nice` would otherwise give its workers its own priority.
 */
const LOWEST = 19
try {
  setPriority(Math.min(LOWEST, getPriority() + Number(process.argv[2])))
} catch {}

const transferable = (output: unknown): Transferable[] =>
  output instanceof Uint8Array && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength
    ? [output.buffer as ArrayBuffer]
    : []

self.onmessage = async ({ data }: MessageEvent<TaskRequest>) => {
  let reply: TaskReply
  try {
    const output = await runTask(data.task, data.input as never)
    reply = { id: data.id, output }
    self.postMessage(reply, transferable(output))
  } catch (error) {
    reply = { id: data.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    self.postMessage(reply)
  }
}
