import { createApp, createServices } from './app'
import type { AiModels } from './ai/turn-context'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { pngHeader } from './images/queries'
import { CATEGORIES } from './recipes/model'

/** Only its header, which is all a stored picture is read for before someone asks for its bytes. */
const WARM_PICTURE = pngHeader(800, 600)

const FACTS = { description_en: 'Chicken thighs glazed in a sweet soy sauce.', servings: 2, total_minutes: 35 }

/**
 * Runs the creation, review and first-read paths `rounds` times (WARM_UP_ROUNDS) through a
 * throwaway app on an in-memory database before the service answers, so the code a first burst and
 * first reads run is compiled by then: JSC compiles a function to its faster tiers after a few
 * hundred runs, and a fresh process's first 500-creation burst paid for that while readers waited
 * (list page 1's p99 65–116 ms against 12–28 ms for a second burst, docs/performance.md, perf28).
 * Each round creates a recipe and reviews it, then reads it as JSON and as both languages' pages,
 * and reads a list page. Nothing reaches the service's database, its caches or its workers: the app
 * has its own services, its pictures are a header never drawn, and its requests ask for no
 * compression. Module-level memos it fills are keyed by ids no real row has (agents' names,
 * pictures' sizes).
 */
export async function warmPaths(config: Config, models: AiModels, rounds = config.warmUpRounds) {
  const db = await openDatabase(':memory:')
  const throwaway = { ...config, rateLimit: false }
  const services = createServices({
    config: throwaway,
    db,
    models,
    draw: async () => ({ bytes: WARM_PICTURE, mediaType: 'image/png' }),
  })
  const app = createApp(throwaway, services)
  const statuses = new Map<number, number>()
  async function call(path: string, init?: { body: unknown; key?: string }) {
    const response = await app.handle(
      new Request(`http://localhost${path}`, {
        ...(init && {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(init.key && { 'x-api-key': init.key }) },
          body: JSON.stringify(init.body),
        }),
      }),
    )
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    return response.status < 300 && init ? response.json() : response.arrayBuffer()
  }
  const register = async (name: string) =>
    ((await call('/api/agents/register', { body: { name } })) as { api_key: string }).api_key
  const [author, reviewer] = [await register('Warm-up author'), await register('Warm-up reviewer')]
  for (let n = 0; n < rounds; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!
    const { recipe_id: id } = (await call('/api/recipes', {
      key: author,
      body: {
        title_ja: `鶏の照り焼き ${n}`,
        title_en: `Chicken teriyaki ${n}`,
        category,
        ingredients_ja: '鶏もも肉 2枚\n醤油 大さじ2\nみりん 大さじ2',
        ingredients_en: '2 chicken thighs\n2 tbsp soy sauce\n2 tbsp mirin',
        steps_ja: '鶏肉を焼く\nタレを絡める',
        steps_en: 'Sear the chicken\nGlaze with the sauce',
        // Recipes with and without the optional facts, as a service holds both: code compiled for
        // one kind alone is thrown away and compiled again, later, on meeting the other.
        ...(n % 2 && FACTS),
      },
    })) as { recipe_id: string }
    await call(`/api/recipes/${id}/reviews`, { key: reviewer, body: { rating: 1 + (n % 5), comment: 'Good.' } })
    await services.imageService.settled()
    await call(`/api/recipes/${id}`)
    await call(`/recipes/${id}`)
    await call(`/ja/recipes/${id}`)
    await call(n % 2 ? `/api/recipes?category=${category}&page=1` : '/api/recipes?page=1')
  }
  await services.searchIndex.stop()
  db.$client.close()
  return statuses
}

/**
 * The start's warm-up (none with WARM_UP_ROUNDS=0) and the wall ms it took. It only saves time
 * later: one that fails is logged and the service starts all the same.
 */
export async function warmBeforeAnswering(config: Config, models: AiModels): Promise<number> {
  if (!config.warmUpRounds) return 0
  const started = performance.now()
  try {
    await warmPaths(config, models)
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'warm-up failed, starting without it', error: String(error) }))
  }
  return Math.round(performance.now() - started)
}
