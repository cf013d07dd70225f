import { afterAll, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chaosServices, discussionEnds, expectOneEndEach, host, receiver, send, within } from '../support/chaos'
import { sampleRecipe } from '../support/harness'

/**
 * The outside attack of issue 32 at small scale, on the real server as a child process: a full disk (a small tmpfs,
 * where this machine lets us mount one) while discussions run, and SIGTERM on it. Nothing acknowledged may be lost,
 * nothing may stall, every discussion must end once, and the shutdown must fit its grace: timed, so scripts/test.ts
 * runs this file alone after the shared run (the kill -9 storm, which times nothing, is storm.test.ts).
 */

const dir = mkdtempSync(join(tmpdir(), 'recipes-chaos-'))
const { start, stopAll } = chaosServices()
/** A 6 MiB tmpfs for the full disk; undefined where mounting needs privileges this run lacks. */
const small = join(dir, 'small')
const tmpfs = spawnSync('sh', ['-c', `mkdir -p ${small} && mount -t tmpfs -o size=6m tmpfs ${small}`]).status === 0
afterAll(async () => {
  await stopAll()
  if (tmpfs) spawnSync('umount', ['-l', small])
  rmSync(dir, { recursive: true, force: true })
})

test.skipIf(!tmpfs)(
  'a full disk: writes 503, reads go on, each discussion ends once, SIGTERM fits its grace',
  async () => {
    const file = join(small, 'full.db')
    const grace = 2000
    const quick = receiver(0)
    const service = await start({
      DATABASE_URL: `file:${file}`,
      OFFLINE_PACE_MS: '20',
      SHUTDOWN_GRACE_MS: String(grace),
    })
    const author = await host(service.base, 'Author')
    const acked: string[] = []
    for (let i = 0; i < 10; i++)
      acked.push(
        (await (await send(service.base, '/api/recipes', { ...sampleRecipe, title_en: `Kept ${i}` }, author)).json())
          .recipe_id,
      )
    const streams: Response[] = []
    for (let i = 0; i < 3; i++)
      streams.push(
        await send(
          service.base,
          '/api/discussions/create',
          { theme: 'Salmon and miso rice bowl', lang: 'en', callback_url: quick.url },
          await host(service.base, `Host ${i}`),
        ),
      )
    // The disk fills while they run.
    const filler = openSync(join(small, 'filler'), 'w')
    try {
      for (;;) writeSync(filler, new Uint8Array(64 * 1024))
    } catch {}
    closeSync(filler)
    // The log's space is reused once the checkpoint thread has copied it into the file
    // (src/db/checkpoints.ts): a write that fits there still lands, acknowledged and kept (checked
    // after the restart below); the first that needs a block the disk no longer has is refused.
    let refused: Response | undefined
    for (let i = 0; i < 200 && !refused; i++) {
      const response = await send(
        service.base,
        '/api/recipes',
        { ...sampleRecipe, steps_en: 'Stir. '.repeat(1500) },
        author,
      )
      if (response.status === 201) acked.push((await response.json()).recipe_id)
      else refused = response
    }
    expect(refused?.status).toBe(503)
    expect((await refused!.json()).code).toBe('storage_full')
    expect((await send(service.base, `/api/recipes/${acked[0]}`)).status).toBe(200)
    await Bun.sleep(300)
    const stoppedAt = Date.now()
    expect(await service.stop('SIGTERM')).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(grace)
    for (const stream of streams) await stream.body?.cancel().catch(() => {})

    rmSync(join(small, 'filler'))
    const again = await start({ DATABASE_URL: `file:${file}` })
    for (const id of acked) expect((await send(again.base, `/api/recipes/${id}`)).status).toBe(200)
    await within(10_000, 'discussions ending', async () =>
      (await discussionEnds(file)).every((end) => end.status !== 'running'),
    )
    expectOneEndEach(await discussionEnds(file))
    await again.stop('SIGTERM')
    quick.stop()
  },
  60_000,
)
