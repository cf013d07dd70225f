import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { listen, payload } from './listen'

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

describe('an MCP agent speaking as host', () => {
  let server: Awaited<ReturnType<typeof listen>>
  let client: Client
  let stranger: Client

  beforeAll(async () => {
    server = await listen({ HOST_TURN_TIMEOUT_MS: '20000' })
    client = await server.mcpClient((await server.register('MCP Host', 'Hosts through tools')).api_key)
    stranger = await server.mcpClient((await server.register('Someone else')).api_key)
  })
  afterAll(() => server.stop())

  test('start_discussion returns at once with the first due turn; speak_as_host runs the discussion to its recipe', async () => {
    const started = await client.callTool({
      name: 'start_discussion',
      arguments: { theme: 'Thai peanut curry with chicken', lang: 'en', host_turns: 'self' },
    })
    expect(started.isError).toBeFalsy()
    const { discussion_id, awaiting_host } = payload(started)
    expect(awaiting_host.round).toBe(1)
    expect(awaiting_host.deadline).toMatch(ISO)

    // The same turn, read without a stream.
    const state = payload(await client.callTool({ name: 'get_discussion', arguments: { id: discussion_id } }))
    expect(state).toMatchObject({ host_turns: 'self', awaiting_host: { round: 1 } })

    // Only the host speaks.
    expect(
      payload(await stranger.callTool({ name: 'speak_as_host', arguments: { discussion_id, text: 'Let me in' } })),
    ).toMatchObject({ code: 'not_host' })
    expect(
      payload(await client.callTool({ name: 'speak_as_host', arguments: { discussion_id, text: '   ' } })),
    ).toMatchObject({ code: 'validation_failed' })

    const first = await client.callTool({
      name: 'speak_as_host',
      arguments: { discussion_id, text: 'No peanuts, my guest is allergic. Keep the heat mild.' },
    })
    expect(first.isError).toBeFalsy()
    const one = payload(first)
    expect(one.awaiting_host.round).toBe(2)
    expect(one.replies.map((r: any) => r.role)).toEqual(['chef', 'nutritionist', 'culture', 'home_cook'])
    for (const reply of one.replies) expect(reply.text).toContain('“No peanuts, my guest is allergic.”')

    const two = payload(
      await client.callTool({ name: 'speak_as_host', arguments: { discussion_id, text: 'Which rice suits it best?' } }),
    )
    expect(two.awaiting_host.round).toBe(3)
    const three = payload(
      await client.callTool({ name: 'speak_as_host', arguments: { discussion_id, text: 'Agreed; write it up.' } }),
    )
    expect(three.awaiting_host).toBeNull()
    expect(three.recipe.source).toBe('discussion')
    expect([three.recipe.ingredients_en, three.recipe.steps_en].join('\n')).not.toMatch(/peanut/i)

    const ended = payload(await client.callTool({ name: 'get_discussion', arguments: { id: discussion_id } }))
    expect(ended.status).toBe('completed')
    expect(ended.awaiting_host).toBeNull()
    const hosts = ended.transcript.filter((m: any) => m.agent.role === 'host')
    expect(hosts.map((m: any) => [m.text, m.stand_in])).toEqual([
      ['No peanuts, my guest is allergic. Keep the heat mild.', false],
      ['Which rice suits it best?', false],
      ['Agreed; write it up.', false],
    ])
    expect(hosts.map((m: any) => m.message_id)).toEqual([one.message_id, two.message_id, three.message_id])

    // After the end, no turn is due.
    expect(
      payload(await client.callTool({ name: 'speak_as_host', arguments: { discussion_id, text: 'One more thing' } })),
    ).toMatchObject({ code: 'not_awaiting_host' })
  }, 60_000)
})
