import { describe, expect, test } from 'bun:test'
import { lastEvent, newestBrief, pendingHostTurn, readDiscussion, readHostTurn } from '../../src/discussions/queries'
import { countBuiltQueries } from '../support/built-queries'
import { createTestApp } from '../support/harness'

describe("a discussion's repeated lookups (issue 35)", () => {
  test('read through statements built once, with the rows and types of before', async () => {
    const t = await createTestApp()
    const host = await t.register()
    const at = '2026-12-03T00:00:00.000Z'
    await t.db.$client.batch(
      [
        {
          sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, host_turns, created_at, updated_at)
            VALUES ('dq', ?, 'a soup for two', 'en', 'running', '[{"name":"Host"}]', 'here', 99, 'self', ?, ?)`,
          args: [host.agent_id, at, at],
        },
        {
          sql: `INSERT INTO host_turns (discussion_id, round, deadline, stand_in, created_at) VALUES ('dq', 1, 5, 0, ?)`,
          args: [at],
        },
        {
          sql: `INSERT INTO host_turns (discussion_id, round, deadline, stand_in, created_at) VALUES ('dq', 2, 7, NULL, ?)`,
          args: [at],
        },
        {
          sql: `INSERT INTO discussion_events (discussion_id, seq, event, data, created_at) VALUES
            ('dq', 1, 'status', '{"phase":"started","brief":"{\\"dish\\":1}"}', ?), ('dq', 2, 'message', '{"done":1}', ?)`,
          args: [at, at],
        },
      ],
      'write',
    )
    const lookups = () => [
      readDiscussion(t.db, 'dq'),
      readHostTurn(t.db, 'dq', 1),
      pendingHostTurn(t.db, 'dq'),
      newestBrief(t.db, 'dq'),
      lastEvent(t.db, 'dq'),
    ]
    await Promise.all(lookups())
    const built = countBuiltQueries(t.db)
    await Promise.all(lookups())
    expect(built.n).toBe(0)
    const discussion = await readDiscussion(t.db, 'dq')
    expect(discussion).toMatchObject({ id: 'dq', participants: [{ name: 'Host' }], leaseUntil: 99, hostTurns: 'self' })
    expect(await readHostTurn(t.db, 'dq', 1)).toMatchObject({ round: 1, deadline: 5, standIn: false, text: null })
    expect(await readHostTurn(t.db, 'dq', 2)).toMatchObject({ round: 2, standIn: null })
    expect(await pendingHostTurn(t.db, 'dq')).toEqual({ round: 2, deadline: 7 })
    expect(await newestBrief(t.db, 'dq')).toEqual({ brief: '{"dish":1}' })
    expect(await lastEvent(t.db, 'dq')).toEqual({ seq: 2, event: 'message' })
    for (const missing of [
      readDiscussion(t.db, 'x'),
      readHostTurn(t.db, 'dq', 3),
      pendingHostTurn(t.db, 'x'),
      newestBrief(t.db, 'x'),
      lastEvent(t.db, 'x'),
    ])
      expect(await missing).toBeUndefined()
  })
})
