import { runTask, type TaskInput, type TaskName, type TaskOutput, type TaskReply, type TaskRequest } from './tasks'

/**
 * In the single binary every module lives under /$bunfs/root/ and each entry point keeps its path
 * below src/ (scripts/build.ts builds with that root and lists the worker as an entry point).
 */
const WORKER_URL = import.meta.url.includes('/$bunfs/')
  ? './workers/worker.ts'
  : new URL('./worker.ts', import.meta.url).href

export type WorkerPool = {
  /** Threads the pool may start; 0 runs every task on the calling thread. */
  readonly size: number
  /**
   * Runs a task of src/workers/tasks.ts on a free worker, in the order asked; an `urgent` task
   * (someone is waiting for its answer) goes ahead of every task that is not.
   */
  run<K extends TaskName>(task: K, input: TaskInput<K>, options?: { urgent?: boolean }): Promise<TaskOutput<K>>
  /**
   * Starts every thread the pool may start, now: a worker loads its modules before its first task,
   * tens of ms of CPU on a core the thread serving requests shares (a service's start calls this).
   */
  warm(): void
  /** Tasks asked for and not yet answered. */
  pending(): number
  /** Stops every worker; tasks not yet answered fail. */
  close(): void
}

type Job = { request: TaskRequest; urgent: boolean; resolve(output: unknown): void; reject(error: Error): void }
/** Bun's Worker, which can be told not to keep the process alive (the DOM type has no ref/unref). */
type Thread = { worker: Bun.Worker; job?: Job }

export class WorkerTaskError extends Error {}

/**
 * A fixed number of Bun Workers that run CPU-bound tasks (pure functions, src/workers/tasks.ts)
 * off the thread that serves requests. Workers start on first need and stay; a worker that dies
 * fails only the task it was running and is replaced by the next task. An idle worker does not keep
 * the process alive.
 */
export function createWorkerPool(size: number, niceBelow = NICE_BELOW.cpu): WorkerPool {
  const threads: Thread[] = []
  const waiting: Job[] = []
  let nextId = 1
  let closed = false

  function retire(thread: Thread, error: Error) {
    const at = threads.indexOf(thread)
    if (at < 0) return
    threads.splice(at, 1)
    thread.job?.reject(error)
    thread.worker.terminate()
    dispatch()
  }

  function start(): Thread {
    const worker = new Worker(WORKER_URL, { argv: [String(niceBelow)] } as WorkerOptions)
    const thread: Thread = { worker: worker as unknown as Bun.Worker }
    thread.worker.unref()
    thread.worker.addEventListener('message', (event) => {
      const { data } = event as MessageEvent<TaskReply>
      const job = thread.job
      if (!job || job.request.id !== data.id) return
      thread.job = undefined
      thread.worker.unref()
      if ('error' in data) job.reject(new WorkerTaskError(`task ${job.request.task} failed in a worker: ${data.error}`))
      else job.resolve(data.output)
      dispatch()
    })
    thread.worker.onerror = (event) => retire(thread, new WorkerTaskError(`a worker failed: ${event.message}`))
    thread.worker.addEventListener('close', () => retire(thread, new WorkerTaskError('a worker exited')))
    threads.push(thread)
    return thread
  }

  function dispatch() {
    while (waiting.length && !closed) {
      const thread = threads.find((t) => !t.job) ?? (threads.length < size ? start() : undefined)
      if (!thread) return
      const job = waiting.shift()!
      thread.job = job
      // A busy worker keeps the process alive until its answer arrives.
      thread.worker.ref()
      thread.worker.postMessage(job.request)
    }
  }

  return {
    size,
    run<K extends TaskName>(task: K, input: TaskInput<K>, { urgent = false } = {}): Promise<TaskOutput<K>> {
      if (closed) return Promise.reject(new WorkerTaskError('the worker pool is closed'))
      if (size === 0) return Promise.resolve().then(() => runTask(task, input))
      return new Promise<TaskOutput<K>>((resolve, reject) => {
        const job = {
          request: { id: nextId++, task, input },
          urgent,
          resolve: resolve as (output: unknown) => void,
          reject,
        }
        const behindUrgent = waiting.findIndex((waiter) => !waiter.urgent)
        if (urgent && behindUrgent >= 0) waiting.splice(behindUrgent, 0, job)
        else waiting.push(job)
        dispatch()
      })
    },
    warm() {
      while (!closed && threads.length < size) start()
    },
    pending: () => waiting.length + threads.filter((t) => t.job).length,
    close() {
      closed = true
      for (const job of waiting.splice(0)) job.reject(new WorkerTaskError('the worker pool is closed'))
      for (const thread of [...threads]) retire(thread, new WorkerTaskError('the worker pool is closed'))
    },
  }
}

/**
 * What a pool's workers are for: `cpu` (pictures, compression: work no one waits for), `reader`
 * (renditions, which a reader waits for) or `engine` (the offline discussion engine). Apart, because
 * an engine worker loads the food knowledge (hundreds of MB and seconds of CPU) that a picture worker
 * never needs, a turn never queues behind pictures, and each runs at its own priority (`NICE_BELOW`).
 */
export type PoolPurpose = 'cpu' | 'reader' | 'engine'

/**
 * How far below the request thread each pool's workers run, in nice steps (Linux weighs a thread at
 * nice 10 about a tenth of one at 0, at 19 about a seventieth). Pictures and compressions go lowest:
 * at 10, the pool's two workers drawing a burst's pictures could take a sixth of a saturated core
 * while the list's reader waited (issue 35, perf35); at 19 they get its idle moments. A rendition or
 * a discussion's turn has someone waiting for it, so those stay at 10.
 */
export const NICE_BELOW: Record<PoolPurpose, number> = { cpu: 19, reader: 10, engine: 10 }

const shared: Record<PoolPurpose, Map<number, WorkerPool>> = { cpu: new Map(), reader: new Map(), engine: new Map() }

/**
 * The process's pool of `size` workers for `purpose`. One per process, not one per caller: the cores are the
 * process's, and several pools would only compete for them (tests build many apps in one process).
 */
export function workerPool(size: number, purpose: PoolPurpose = 'cpu'): WorkerPool {
  let pool = shared[purpose].get(size)
  if (!pool) {
    pool = createWorkerPool(size, NICE_BELOW[purpose])
    shared[purpose].set(size, pool)
  }
  return pool
}

/**
 * A `cpu` pool with workers the process has started, if any: for work that only wants it off the request
 * thread (src/http/compression.ts). A pool of size 0 (WORKER_THREADS=0) runs on the calling thread, so
 * it is never the one chosen while another pool has threads.
 */
export const runningPool = (): WorkerPool | undefined => shared.cpu.values().find((pool) => pool.size > 0)

/** Stops every pool of the process (its shutdown); a later workerPool call starts a new one. */
export function closeWorkerPools() {
  for (const pools of Object.values(shared)) {
    for (const pool of pools.values()) pool.close()
    pools.clear()
  }
}
