import { expect, mock, test } from 'bun:test'
import { createTestApp } from './support/harness'
import { warmUp } from '../src/server'

test('a start composes every route and starts the picture workers before its first answer', async () => {
  const { db } = await createTestApp()
  const routes = [{ compile: mock(() => {}) }, { compile: mock(() => {}) }]
  const pool = { warm: mock(() => {}) }
  warmUp({ routes } as never, db, pool)
  for (const route of routes) expect(route.compile).toHaveBeenCalledTimes(1)
  expect(pool.warm).toHaveBeenCalledTimes(1)
})
