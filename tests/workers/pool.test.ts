import { afterAll, describe, expect, test } from 'bun:test'
import { drawPicture } from '../../src/ai/offline/image-model'
import { createWorkerPool, WorkerTaskError } from '../../src/workers/pool'

const pool = createWorkerPool(2)
afterAll(() => pool.close())

const prompt = (category: string) => `A top-down photo of a dish. Category: ${category}\nVisible ingredients: salmon, rice, spinach`

describe('worker pool', () => {
  test('a task run in a worker answers what the same function answers on this thread', async () => {
    const input = { prompt: prompt('main'), seed: 7 }
    const fromWorker = await pool.run('drawPicture', input)
    expect(fromWorker).toBeInstanceOf(Uint8Array)
    expect(fromWorker).toEqual(drawPicture(input))
  })

  test('more tasks than workers all run, each answering its own input', async () => {
    const inputs = ['main', 'dessert', 'drink', 'snack', 'main', 'dessert'].map((category, seed) => ({ prompt: prompt(category), seed }))
    const runs = inputs.map((input) => pool.run('drawPicture', input))
    expect(pool.pending()).toBe(inputs.length)
    const outputs = await Promise.all(runs)
    outputs.forEach((output, i) => expect(output).toEqual(drawPicture(inputs[i]!)))
    expect(pool.pending()).toBe(0)
  })

  test('the thread that asked keeps running while a worker draws', async () => {
    let turns = 0
    let done = false
    const run = pool.run('drawPicture', { prompt: prompt('bowl'), seed: 1 }).finally(() => (done = true))
    while (!done) {
      turns++
      await new Promise((resolve) => setImmediate(resolve))
    }
    await run
    // Drawn on this thread, the picture would be finished before the first turn of the loop.
    expect(turns).toBeGreaterThan(1)
  })

  test('a task that throws fails alone, with the worker’s error, and the worker serves the next task', async () => {
    const failing = pool.run('drawPicture', null as never)
    await expect(failing).rejects.toBeInstanceOf(WorkerTaskError)
    await expect(failing).rejects.toThrow(/drawPicture failed in a worker/)
    expect(await pool.run('drawPicture', { prompt: prompt('drink'), seed: 2 })).toEqual(drawPicture({ prompt: prompt('drink'), seed: 2 }))
  })

  test('with no workers, tasks run on the calling thread', async () => {
    const inline = createWorkerPool(0)
    const input = { prompt: prompt('snack'), seed: 3 }
    expect(await inline.run('drawPicture', input)).toEqual(drawPicture(input))
  })

  test('closing fails the tasks not yet answered, and later ones', async () => {
    const closing = createWorkerPool(1)
    const runs = [1, 2, 3].map((seed) => closing.run('drawPicture', { prompt: prompt('main'), seed }))
    closing.close()
    for (const run of runs) await expect(run).rejects.toThrow(/closed/)
    await expect(closing.run('drawPicture', { prompt: prompt('main'), seed: 4 })).rejects.toThrow(/closed/)
  })
})
