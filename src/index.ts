import { createModels } from './ai/models'
import { createApp, createServices } from './app'
import { type Config, ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'

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
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken)
const services = createServices({ config, db, models: createModels(config.ai) })
const interrupted = await services.discussionService.interruptUnfinished()
const app = createApp(config, services)
// Event streams stay open for minutes; keep-alive comments keep them under this idle limit.
app.listen({ port: config.port, maxRequestBodySize: config.limits.bodyBytes * 2, idleTimeout: 60 })
console.log(JSON.stringify({ level: 'info', msg: 'listening', port: app.server?.port, ai: config.ai.provider, interrupted_discussions: interrupted }))
