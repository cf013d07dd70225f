import { afterAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { type PictureRecipe, dishPictureOf, drawRecipePicture } from '../../src/ai/dish-picture'
import { drawPicture } from '../../src/ai/offline/picture/draw'
import { createWorkerPool, runningPool, WorkerTaskError, workerPool } from '../../src/workers/pool'

const pool = createWorkerPool(2)
afterAll(() => pool.close())

const recipe = (category: 'main' | 'dessert' | 'drink' | 'snack'): PictureRecipe => ({
  title_en: `A ${category}`,
  title_ja: '料理',
  category,
  ingredients_en: ['200 g salmon', '300 g cooked rice', '100 g spinach'],
  ingredients_ja: [],
  steps_en: [],
  steps_ja: [],
})

describe('worker pool', () => {
  test('a task run in a worker answers what the same function answers on this thread', async () => {
    const input = { recipe: recipe('main'), seed: 7 }
    const fromWorker = await pool.run('drawPicture', input)
    expect(fromWorker).toBeInstanceOf(Uint8Array)
    expect(fromWorker).toEqual(drawRecipePicture(input))
    // The worker reads the recipe's structure itself: the same picture as drawing that structure here.
    expect(fromWorker).toEqual(drawPicture({ picture: dishPictureOf(input.recipe), seed: 7 }))
  })

  test('more tasks than workers all run, each answering its own input', async () => {
    const inputs = (['main', 'dessert', 'drink', 'snack', 'main', 'dessert'] as const).map((category, seed) => ({
      recipe: recipe(category),
      seed,
    }))
    const runs = inputs.map((input) => pool.run('drawPicture', input))
    expect(pool.pending()).toBe(inputs.length)
    const outputs = await Promise.all(runs)
    for (const [i, output] of outputs.entries()) expect(output).toEqual(drawRecipePicture(inputs[i]!))
    expect(pool.pending()).toBe(0)
  })

  test('the thread that asked keeps running while a worker draws', async () => {
    let turns = 0
    let done = false
    const run = pool.run('drawPicture', { recipe: recipe('main'), seed: 1 }).finally(() => (done = true))
    while (!done) {
      turns++
      await new Promise((resolve) => setImmediate(resolve))
    }
    await run
    // Drawn on this thread, the picture would be finished before the first turn of the loop.
    expect(turns).toBeGreaterThan(1)
  })

  test.if(process.platform === 'linux')(
    'workers run below the priority of the thread that serves requests',
    async () => {
      await pool.run('drawPicture', { recipe: recipe('drink'), seed: 2 })
      // Linux keeps a nice value per thread: field 19 of /proc/self/task/<tid>/stat, after the name.
      const niceOf = (tid: string) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
      }
      const threads = readdirSync('/proc/self/task').map((tid) => ({
        name: readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
        nice: niceOf(tid),
      }))
      const workers = threads.filter((thread) => thread.name === 'Worker')
      expect(workers.length).toBeGreaterThan(0)
      for (const worker of workers) expect(worker.nice).toBeGreaterThan(niceOf(String(process.pid)))
    },
  )

  test.if(process.platform === 'linux')('warming starts every worker at once, and only those', async () => {
    const workerThreads = () =>
      readdirSync('/proc/self/task').filter(
        (tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'Worker',
      )
    const before = new Set(workerThreads())
    const started = () => workerThreads().filter((tid) => !before.has(tid))
    const warmed = createWorkerPool(2)
    warmed.warm()
    warmed.warm()
    // Before any task (a service's first pictures no longer wait for their workers to load); a new
    // thread takes its name once it runs.
    for (let tries = 0; started().length < 2 && tries < 100; tries++) await Bun.sleep(20)
    expect(started()).toHaveLength(2)
    warmed.close()
  })

  test('a task that throws fails alone, with the worker’s error, and the worker serves the next task', async () => {
    const failing = pool.run('drawPicture', null as never)
    await expect(failing).rejects.toBeInstanceOf(WorkerTaskError)
    await expect(failing).rejects.toThrow(/drawPicture failed in a worker/)
    expect(await pool.run('drawPicture', { recipe: recipe('drink'), seed: 2 })).toEqual(
      drawRecipePicture({ recipe: recipe('drink'), seed: 2 }),
    )
  })

  test('an urgent task goes ahead of every waiting task that is not, after the urgent ones', async () => {
    const one = createWorkerPool(1)
    const order: string[] = []
    const run = (name: string, seed: number, urgent = false) =>
      one.run('drawPicture', { recipe: recipe('main'), seed }, { urgent }).then(() => order.push(name))
    const runs = [
      run('busy', 1),
      run('later 1', 2),
      run('later 2', 3),
      run('urgent 1', 4, true),
      run('urgent 2', 5, true),
    ]
    await Promise.all(runs)
    one.close()
    expect(order).toEqual(['busy', 'urgent 1', 'urgent 2', 'later 1', 'later 2'])
  })

  test('with no workers, tasks run on the calling thread', async () => {
    const inline = createWorkerPool(0)
    const input = { recipe: recipe('snack'), seed: 3 }
    expect(await inline.run('drawPicture', input)).toEqual(drawRecipePicture(input))
  })

  test('closing fails the tasks not yet answered, and later ones', async () => {
    const closing = createWorkerPool(1)
    const runs = [1, 2, 3].map((seed) => closing.run('drawPicture', { recipe: recipe('main'), seed }))
    closing.close()
    for (const run of runs) await expect(run).rejects.toThrow(/closed/)
    await expect(closing.run('drawPicture', { recipe: recipe('main'), seed: 4 })).rejects.toThrow(/closed/)
  })
})

test('work sent off the request thread goes to a pool with workers, even when a pool of none started first', () => {
  workerPool(0)
  workerPool(1)
  expect(runningPool()?.size).toBe(1)
})
