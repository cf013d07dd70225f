import { expect, test } from 'bun:test'
import { join } from 'node:path'

/**
 * The debate on the offline path with an engine worker asks the food knowledge only of that worker:
 * the thread serving requests loads neither the reader nor the engine's side for it (issue 35: the
 * first discussion after a start loaded them there, a ~1 s stall of every request). A process of
 * its own, so the modules this test process has loaded do not count.
 */
test('a debate on an engine worker loads no food knowledge on the request thread', async () => {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, '../support/debate-on-worker.ts')], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const out = await new Response(child.stdout).text()
  expect(await child.exited).toBe(0)
  expect(JSON.parse(out)).toEqual({
    asked: ['opening', 'checked'],
    title: 'Stub miso salmon bowl',
    loaded: ['discussions/debate.ts'],
  })
})
