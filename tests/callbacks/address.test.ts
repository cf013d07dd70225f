import { afterAll, describe, expect, test } from 'bun:test'
import { isPublicAddress } from '../../src/callbacks/address'
import { expectProblem } from '../support/harness'
import { callbackApp, COOKED, receiver, until } from './support'

/**
 * Where a callback may not go, with CALLBACKS_ALLOW_PRIVATE off (the default): refused at creation
 * with nothing written, and again at delivery when a public-looking name resolves inward.
 */

describe('the public-address rule', () => {
  test.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::7f00:1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'fec0::1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})

describe('a callback_url refused at creation', async () => {
  const t = await callbackApp({ env: { CALLBACKS_ALLOW_PRIVATE: 'off' } })
  const host = await t.register()
  await t.createSecret(host.headers)
  const create = (callback_url: string, headers = host.headers) =>
    t.send('POST', '/api/discussions/create', { theme: COOKED, lang: 'en', callback_url }, headers)
  const discussions = async () =>
    Number((await t.db.$client.execute('SELECT count(*) AS n FROM discussions')).rows[0]!.n)

  test.each([
    'http://127.0.0.1:8080/hook',
    'http://127.1/hook',
    'http://2130706433/hook',
    'http://10.0.0.5/hook',
    'https://192.168.1.10/hook',
    'http://172.20.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/hook',
    'http://0.0.0.0/hook',
    'http://[::1]/hook',
    'http://[fc00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://localhost:3000/hook',
    'http://LOCALHOST./hook',
    'http://api.localhost/hook',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://printer.local/hook',
    'http://intranet/hook',
  ])('%s: 422 callback_url_not_allowed, no discussion', async (url) => {
    await expectProblem(await create(url), 422, 'callback_url_not_allowed')
    expect(await discussions()).toBe(0)
  })

  test.each([
    ['ftp://files.example.com/hook', 'https://'],
    ['file:///etc/passwd', 'https://'],
    ['https://user:pw@hooks.example.com/hook', 'user name or password'],
    ['https://token@hooks.example.com/hook', 'user name or password'],
    ['not a url', 'absolute URL'],
    ['/relative/hook', 'absolute URL'],
    [`https://hooks.example.com/${'a'.repeat(2001 - 'https://hooks.example.com/'.length)}`, '2000'],
  ])('%#: 422 validation_failed on callback_url (%s), no discussion', async (url, says) => {
    const problem = await expectProblem(await create(url), 422, 'validation_failed')
    expect(problem.errors!.find((error) => error.field.includes('callback_url'))?.message).toContain(says)
    expect(await discussions()).toBe(0)
  })

  test('a URL of exactly 2000 characters on a public name is taken', async () => {
    const url = `https://hooks.example.com/${'a'.repeat(2000 - 'https://hooks.example.com/'.length)}`
    expect(url).toHaveLength(2000)
    const response = await create(url)
    expect(response.status).toBe(200)
    await response.body!.cancel()
    await t.services.discussionService.settled()
    expect(await discussions()).toBe(1)
  })

  test('without a webhook secret: 422 no_webhook_secret, no discussion', async () => {
    const before = await discussions()
    const stranger = await t.register('No secret')
    await expectProblem(await create('https://hooks.example.com/hook', stranger.headers), 422, 'no_webhook_secret')
    expect(await discussions()).toBe(before)
  })
})

describe('CALLBACKS_ALLOW_PRIVATE=on', async () => {
  const t = await callbackApp({ env: { CALLBACKS_ALLOW_PRIVATE: 'on' } })
  const host = await t.register()
  await t.createSecret(host.headers)

  test.each(['http://127.0.0.1:9/hook', 'http://[::1]:9/hook', 'http://localhost:9/hook', 'http://10.0.0.5/hook'])(
    'takes %s',
    async (url) => {
      const response = await t.send(
        'POST',
        '/api/discussions/create',
        { theme: COOKED, lang: 'en', callback_url: url },
        host.headers,
      )
      expect(response.status).toBe(200)
      await response.body!.cancel()
      await t.services.discussionService.settled()
    },
  )

  test('still refuses what is not an http(s) URL', async () => {
    await expectProblem(
      await t.send(
        'POST',
        '/api/discussions/create',
        { theme: COOKED, callback_url: 'gopher://127.0.0.1/' },
        host.headers,
      ),
      422,
      'validation_failed',
    )
  })
})

describe('a public-looking name that resolves to a private address at delivery (DNS rebinding)', async () => {
  const hooks = receiver([204])
  const resolved: string[] = []
  const t = await callbackApp({
    env: { CALLBACKS_ALLOW_PRIVATE: 'off' },
    callbacks: {
      retryDelaysMs: [20],
      giveUpAfterMs: 200,
      resolve: async (host) => {
        resolved.push(host)
        // The name answers a public address, then the loopback one: every answer counts.
        return host === 'mixed.example.com'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '127.0.0.1', family: 4 },
            ]
          : [{ address: '127.0.0.1', family: 4 }]
      },
    },
  })
  const host = await t.register()
  await t.createSecret(host.headers)
  const stop = t.services.callbackService.start()
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test.each(['rebound.example.com', 'mixed.example.com'])(
    '%s: accepted at creation, never called, given up',
    async (name) => {
      const { id } = await t.discuss(host.headers, {
        theme: COOKED,
        callback_url: `http://${name}:${hooks.port}/hooks`,
      })
      await until(async () => (await t.delivery(id))?.status === 'failed', 'the callback to be given up')
      expect(resolved).toContain(name)
      expect((await t.delivery(id))!.last_error).toBe('refused_address')
      expect(hooks.received).toHaveLength(0)
    },
  )
})

describe('a name is resolved once and the checked address is the one connected to', async () => {
  const hooks = receiver([204])
  const t = await callbackApp({
    callbacks: {
      resolve: async (host) => (host === 'hooks.example.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
    },
  })
  const host = await t.register()
  await t.createSecret(host.headers)
  const stop = t.services.callbackService.start()
  afterAll(async () => {
    await stop()
    await hooks.close()
  })

  test('the receiver is reached at the resolved address, with the URL’s own Host', async () => {
    // hooks.example.test is in no DNS: only the injected answer leads to the receiver.
    const { id } = await t.discuss(host.headers, {
      theme: COOKED,
      callback_url: `http://hooks.example.test:${hooks.port}/hooks?x=1`,
    })
    await until(async () => (await t.delivery(id))?.status === 'delivered', 'the callback to be delivered')
    expect(hooks.received).toHaveLength(1)
    expect(hooks.received[0]!.host).toBe(`hooks.example.test:${hooks.port}`)
  })
})

describe('a name that does not resolve at delivery', async () => {
  const t = await callbackApp({
    callbacks: {
      retryDelaysMs: [20],
      giveUpAfterMs: 100,
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
      },
    },
  })
  const host = await t.register()
  await t.createSecret(host.headers)

  test('is given up with last_error dns, shown to its host', async () => {
    const stop = t.services.callbackService.start()
    const { id } = await t.discuss(host.headers, { theme: COOKED, callback_url: 'https://gone.example.com/hooks' })
    await until(async () => (await t.delivery(id))?.status === 'failed', 'the callback to be given up')
    await stop()
    const asHost = await (await t.send('GET', `/api/discussions/${id}`, undefined, host.headers)).json()
    expect(asHost.callback).toMatchObject({ status: 'failed', last_error: 'dns' })
  })
})
