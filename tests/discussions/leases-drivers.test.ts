import { describe, expect, test } from 'bun:test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAgentService } from '../../src/agents/service'
import { type Driver, openDatabase } from '../../src/db/client'
import { createLeases } from '../../src/discussions/leases'
import { createRecipeService } from '../../src/recipes/service'

/** The lease statements lean on SQLite's changes() inside one batch: the same on both drivers, on files as the service opens them. */
describe.each(['bun-sqlite', 'libsql'] as Driver[])('leases on the %s driver', async (driver) => {
  const db = await openDatabase(
    `file:${join(tmpdir(), `leases-${driver}-${process.pid}-${Date.now()}.db`)}`,
    undefined,
    undefined,
    driver,
  )
  const { agent: host } = await createAgentService(db).register({ name: 'Host' })
  const recipes = createRecipeService(db, {
    recipeCreated: () => {},
    changes: { recipeChanged: () => {}, listsChanged: () => {} },
  })
  const clock = 1_000_000
  const leases = createLeases(db, 1000, () => clock)
  const now = new Date().toISOString()
  const running = async (id: string, leaseUntil: number) => {
    await db.$client.execute({
      sql: `INSERT INTO discussions (id, host_id, theme, lang, status, participants, runner, lease_until, created_at, updated_at) VALUES (?, ?, 'soup', 'en', 'running', '[]', 'r', ?, ?, ?)`,
      args: [id, host.id, leaseUntil, now, now],
    })
    await db.$client.execute({ sql: `INSERT INTO discussion_events VALUES (?, 1, 'status', '{}', ?)`, args: [id, now] })
    return recipes.saveUnpublished(
      host,
      {
        titleJa: 'スープ',
        titleEn: 'Soup',
        category: 'main',
        ingredientsJa: '水',
        ingredientsEn: 'water',
        stepsJa: '煮る',
        stepsEn: 'Simmer',
      },
      id,
    )
  }
  const events = async (id: string) =>
    (
      await db.$client.execute({
        sql: 'SELECT seq, event FROM discussion_events WHERE discussion_id = ? ORDER BY seq',
        args: [id],
      })
    ).rows.map((row) => `${row.seq} ${row.event}`)

  test('a sweep claims only expired leases, appends one error and removes the unpublished recipe', async () => {
    await running('expired', clock - 1)
    await running('held', clock + 500)
    expect(await leases.sweep()).toEqual(['expired'])
    expect(await leases.sweep()).toEqual([])
    expect(await events('expired')).toEqual(['1 status', '2 error'])
    expect(await events('held')).toEqual(['1 status'])
    const left = await db.$client.execute(`SELECT discussion_id FROM recipes ORDER BY discussion_id`)
    expect(left.rows.map((row) => row.discussion_id)).toEqual(['held'])
    expect(await leases.renew('expired')).toBe(false)
    expect(await leases.renew('held')).toBe(true)
  })

  test('publishing with a completion that changes nothing publishes nothing', async () => {
    const recipeId = await running('finishing', clock + 500)
    const completion = (id: string) => ({
      sql: `UPDATE discussions SET status = 'completed' WHERE id = ? AND status = 'running'`,
      args: [id],
    })
    expect(await recipes.publishWith(completion('expired'), recipeId, 'main')).toBeUndefined()
    expect((await recipes.publishWith(completion('finishing'), recipeId, 'main'))?.id).toBe(recipeId)
  })
})
