import { expect, test } from 'bun:test'
import { join } from 'node:path'

/**
 * The debate on the offline path with an engine worker asks the food knowledge only of that worker:
 * the thread serving requests loads neither the reader nor the engine's side for it (issue 35: the
 * first discussion after a start loaded them there, a ~1 s stall of every request). A process of
 * its own, so the modules this test process has loaded do not count.
 */
async function debateOnWorker(...args: string[]) {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, '../support/debate-on-worker.ts'), ...args], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const out = await new Response(child.stdout).text()
  expect(await child.exited).toBe(0)
  return JSON.parse(out)
}

test('a debate on an engine worker loads no food knowledge on the request thread', async () => {
  expect(await debateOnWorker()).toEqual({
    // Each of the 15 turns' words is kept free of offered excluded foods by the worker too.
    asked: ['opening', ...Array(15).fill('withoutOffers'), 'checked'],
    title: 'Stub miso salmon bowl',
    loaded: ['discussions/debate.ts'],
  })
})

test('an engine worker that fails a question fails the debate as a model would: provider_unavailable', async () => {
  expect(await debateOnWorker('failing')).toEqual({
    failed: 'ProviderFailure',
    message: expect.stringContaining('the discussion engine failed'),
  })
})
