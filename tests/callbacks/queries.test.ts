import { describe, expect, test } from 'bun:test'
import { deliveryOf } from '../../src/callbacks/queries'
import { countBuiltQueries } from '../support/built-queries'
import { createTestApp } from '../support/harness'

describe("the callback state a host's poll reads (issue 35)", () => {
  test('read through a statement built once', async () => {
    const t = await createTestApp()
    const host = await t.register()
    const at = '2026-12-03T00:00:00.000Z'
    await t.db.$client.batch(
      [
        {
          sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, callback_url, created_at, updated_at)
            VALUES ('dc', ?, 'a stew', 'en', 'completed', '[]', 'here', 'https://example.com/cb', ?, ?)`,
          args: [host.agent_id, at, at],
        },
        {
          sql: `INSERT INTO callback_deliveries (id, discussion_id, url, body, status, attempts, next_attempt_at, event, created_at, updated_at)
            VALUES ('c1', 'dc', 'https://example.com/cb', '{}', 'pending', 2, 1234, 'end', ?, ?),
                   ('c2', 'dc', 'https://example.com/cb', '{}', 'delivered', 1, 99, 'awaiting_host:1', ?, ?)`,
          args: [at, at, at, at],
        },
      ],
      'write',
    )
    await deliveryOf(t.db, 'dc')
    const built = countBuiltQueries(t.db)
    expect(await deliveryOf(t.db, 'dc')).toEqual({
      status: 'pending',
      attempts: 2,
      lastError: null,
      nextAttemptAt: 1234,
    })
    expect(await deliveryOf(t.db, 'x')).toBeUndefined()
    expect(built.n).toBe(0)
  })
})
