import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { startService } from './support/service-process'

test('npm start says where the service is: the URL to open, which answers', async () => {
  const service = await startService({ DATABASE_URL: `file:${join(tmpdir(), `start-url-${process.pid}.db`)}` })
  try {
    const url = service.output().match(/"url":"(http:\/\/localhost:\d+)"/)?.[1]
    expect(url).toBe(service.base.replace('127.0.0.1', 'localhost'))
    expect((await fetch(`${service.base}/health`)).status).toBe(200)
  } finally {
    await service.stop('SIGTERM')
  }
}, 30_000)
