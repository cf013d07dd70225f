import { type Config, ConfigError, helpText, loadConfig } from './config'
import { isDatabaseUnavailable } from './db/unavailable'

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(helpText())
  process.exit(0)
}

function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
}

const config = configOrExit()
// Loaded only once the settings are good: the service's modules read their knowledge files as they load,
// and a mistyped setting should be told at once, not after that.
const { ListenError, shutdownBudget, startServer } = await import('./server')
const { shutdown } = await startServer(config).catch((error: unknown) => {
  if (error instanceof ListenError) {
    console.error(error.message)
    process.exit(1)
  }
  // Migrations and the lease sweep need the database: without it there is nothing to serve.
  if (!isDatabaseUnavailable(error)) throw error
  console.error(`Database unavailable at start: ${(error as Error).message}`)
  process.exit(1)
})

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal, grace_ms: config.shutdownGraceMs }))
    // Each step of the shutdown is bounded; this bounds the whole, whatever a step waits on.
    const late = Bun.sleep(shutdownBudget(config.shutdownGraceMs)).then(() => true)
    if (await Promise.race([shutdown(config.shutdownGraceMs).then(() => false), late]))
      console.error(JSON.stringify({ level: 'warn', msg: 'shutdown grace ran out: exiting with work left' }))
    process.exit(0)
  })
