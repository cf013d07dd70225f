import { describe, expect, spyOn, test } from 'bun:test'
import * as brief from '../../src/ai/food/brief'
import { createTestApp, expectProblem } from '../support/harness'
import { readEvents } from '../support/sse'

/**
 * Issue 35: starting a discussion reads its theme with the lexicon once, for the refusal of a
 * theme that is not food and for the brief the panel cooks (the reading is handed on, not redone).
 */
describe('the theme of a discussion started', async () => {
  const t = await createTestApp()
  const host = await t.register('Once Host', 'Reads each theme once')
  const reads = spyOn(brief, 'readBrief')

  test('is read once, and the discussion still streams to its end', async () => {
    reads.mockClear()
    const response = await t.send(
      'POST',
      '/api/discussions/create',
      { theme: 'Chicken ramen', lang: 'en' },
      host.headers,
    )
    expect(response.status).toBe(200)
    const { events } = await readEvents(response)
    await t.services.discussionService.settled()
    expect(events[0]!.data.phase).toBe('started')
    expect(events.at(-1)!.event).toBe('done')
    expect(reads.mock.calls.filter(([theme]) => theme === 'Chicken ramen')).toHaveLength(1)
  })

  test('that is not food is read once and refused with 422, nothing written', async () => {
    reads.mockClear()
    const theme = 'how do I fix a slipping bike chain'
    await expectProblem(
      await t.send('POST', '/api/discussions/create', { theme, lang: 'en' }, host.headers),
      422,
      'theme_not_food',
    )
    expect(await t.count('discussions')).toBe(1)
    expect(reads.mock.calls.filter(([read]) => read === theme)).toHaveLength(1)
  })
})
