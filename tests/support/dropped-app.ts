/**
 * Run by tests/warm-paths.test.ts in a process of its own: prints whether an app nothing refers to
 * any more is collected with its services. In a test worker shared with a hundred other files
 * (`--no-isolate`), something outside the app kept one alive now and then, which says nothing of
 * the app itself; a process of its own asks only about the app.
 */
import { createTestApp } from './harness'

process.env.OFFLINE_PACE_MS = '0'
const dropped = await (async () => {
  const { services, request } = await createTestApp()
  await request('/')
  await services.imageService.settled()
  return new WeakRef(services.recipeService)
})()
for (let i = 0; i < 10 && dropped.deref(); i++) {
  await Bun.sleep(20)
  Bun.gc(true)
}
console.log(dropped.deref() ? 'kept' : 'collected')
process.exit(0)
