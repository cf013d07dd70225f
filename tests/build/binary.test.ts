import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBinary } from '../../scripts/binary-process'
import { readEvents } from '../support/sse'

/**
 * The single binary, as it is deployed: built by `npm run build`, copied ALONE into an empty
 * directory outside the checkout (so nothing can be loaded from node_modules or public/), started
 * there, and used through its whole surface.
 */
const ROOT = new URL('../..', import.meta.url).pathname
const workDir = mkdtempSync(join(tmpdir(), 'recipes-binary-'))
const binary = join(workDir, 'recipe-agent-service')
let service: Awaited<ReturnType<typeof startBinary>>

beforeAll(async () => {
  const build = Bun.spawnSync([process.execPath, 'scripts/build.ts', join(workDir, 'build', 'recipe-agent-service')], {
    cwd: ROOT,
  })
  if (build.exitCode !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  copyFileSync(join(workDir, 'build', 'recipe-agent-service'), binary)
  rmSync(join(workDir, 'build'), { recursive: true })
  service = await startBinary(binary, workDir, { OFFLINE_PACE_MS: '0' })
}, 120_000)
afterAll(async () => {
  await service?.stop()
  rmSync(workDir, { recursive: true, force: true })
})

const json = (path: string, body?: unknown, key?: string) =>
  fetch(service.base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('the single binary, alone in an empty directory', () => {
  test('creates its database under ./data and answers health', async () => {
    expect(await (await json('/health')).json()).toEqual({ status: 'ok' })
    expect(readdirSync(join(workDir, 'data'))).toContain('recipes.db')
    expect(readdirSync(workDir).sort()).toEqual(['data', 'recipe-agent-service'])
  })

  test('registers an agent, creates a recipe and serves it', async () => {
    const agent = await (await json('/api/agents/register', { name: 'Binary agent' })).json()
    const created = await json(
      '/api/recipes',
      {
        title_ja: '卵焼き',
        title_en: 'Rolled omelette',
        category: 'main',
        ingredients_ja: '卵 3個\n砂糖 小さじ1',
        steps_ja: '混ぜる\n巻きながら焼く',
      },
      agent.api_key,
    )
    expect(created.status).toBe(201)
    const { recipe_id } = await created.json()
    expect((await (await json(`/api/recipes/${recipe_id}`)).json()).title_en).toBe('Rolled omelette')
  })

  test('serves a page with its stylesheet and script, and the docs UI with its assets', async () => {
    const page = await (await fetch(`${service.base}/ja/`)).text()
    expect(page).toContain('<html lang="ja"')
    const stylesheet = page.match(/href="(\/public\/[^"]+\.css)"/)![1]!
    const css = await fetch(service.base + stylesheet)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toContain('text/css')
    expect((await css.text()).length).toBeGreaterThan(1000)
    expect((await fetch(`${service.base}/public/js/discussion.js`)).status).toBe(200)
    expect((await fetch(`${service.base}/docs`)).status).toBe(200)
    expect((await fetch(`${service.base}/docs/assets/swagger-ui-bundle.js`)).status).toBe(200)
    expect((await (await fetch(`${service.base}/openapi.json`)).json()).openapi).toStartWith('3.')
  })

  // The first discussion after a start waits for the engine worker to load the food knowledge (ENGINE_THREADS,
  // ~5 s of CPU at a niced priority; docs/performance.md): about 4 s on a quiet machine, more under load.
  test('runs an offline discussion to a published recipe with its picture', async () => {
    const host = await (await json('/api/agents/register', { name: 'Binary host' })).json()
    const { events } = await readEvents(
      await json('/api/discussions/create', { theme: 'matcha latte', lang: 'en' }, host.api_key),
    )
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.recipe.category).toBe('drink')
    const image = await fetch(service.base + done.data.recipe.image_url)
    expect(image.headers.get('content-type')).toBe('image/png')
    // Its renditions are encoded by WebAssembly codecs the binary must carry (src/images/render.ts).
    const rendition = await fetch(`${service.base}${done.data.recipe.image_url}/4x3-400.webp`)
    expect(rendition.status).toBe(200)
    expect(rendition.headers.get('content-type')).toBe('image/webp')
  }, 30_000)
})
