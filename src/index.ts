import { createApp } from './app'
import { createModels } from './ai/models'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Configuration error: ${error.message}`)
  process.exit(1)
}

const db = await openDatabase(config.databaseUrl, config.databaseAuthToken)
const app = createApp({ config, db, models: createModels(config.ai) })
app.listen({ port: config.port, maxRequestBodySize: config.limits.bodyBytes * 2 })
console.log(JSON.stringify({ level: 'info', msg: 'listening', port: app.server?.port, ai: config.ai.provider }))
