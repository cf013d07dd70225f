import { afterAll, describe, expect, test } from 'bun:test'
import { createOpenAI } from '@ai-sdk/openai'
import { generateImage, generateText, Output, streamText } from 'ai'
import { carelessCook, carelessRecipe } from '../../scripts/eval/careless-cook'
import { chunksOf, STUB_PNG, startOpenAIStub } from '../../scripts/eval/openai-stub'
import { recipeDraftSchema, themeBriefSchema } from '../../src/ai/prompts'

/**
 * The wire stub the tests and the eval's `--path openai` share: the AI SDK's own OpenAI client
 * reads each answer it gives (streamed turns, structured output, images), so what the service
 * sees from it is what it would see from a real server. And the eval's careless cook answers in
 * the shapes the engine asks for.
 */

const stub = startOpenAIStub({
  answer: (call) =>
    call.kind === 'chat-stream'
      ? 'Sear it hard, then rest it.'
      : JSON.stringify({
          dish: 'Katsudon',
          key_ingredients: [],
          exclusions: [],
          limits: { minutes: null, servings: 2, equipment: null },
          notes: [],
        }),
})
afterAll(() => stub.stop())
const openai = createOpenAI({ apiKey: 'sk-stub', baseURL: stub.baseUrl })

describe('the OpenAI wire stub', () => {
  test('a streamed turn arrives as the SDK’s text deltas, one per chunk, and finishes with stop', async () => {
    const result = streamText({ model: openai.chat('stub-chat'), prompt: 'a turn', maxRetries: 0 })
    const deltas: string[] = []
    for await (const part of result.fullStream) if (part.type === 'text-delta') deltas.push(part.text)
    expect(deltas).toEqual(chunksOf('Sear it hard, then rest it.'))
    expect(await result.finishReason).toBe('stop')
    expect((await result.usage).outputTokens).toBe(deltas.length)
  })

  test('a structured call is parsed by the SDK against the schema it sent', async () => {
    const { output } = await generateText({
      model: openai.chat('stub-chat'),
      prompt: 'read the theme',
      output: Output.object({ schema: themeBriefSchema, name: 'theme_brief' }),
      maxRetries: 0,
    })
    expect(output).toMatchObject({ dish: 'Katsudon', limits: { servings: 2 } })
    expect(stub.callsOf('brief')).toHaveLength(1)
  })

  test('an image comes back as the PNG bytes the stub sent', async () => {
    const { image } = await generateImage({ model: openai.image('stub-image'), prompt: 'a bowl', maxRetries: 0 })
    expect(image.uint8Array).toEqual(STUB_PNG)
  })
})

describe('the eval’s careless cook', () => {
  const answer = carelessCook({ theme: 'vegan katsudon, no egg', lang: 'en', dishId: 'katsudon' })
  const call = (kind: 'brief' | 'chat' | 'chat-stream') => answer({ kind } as Parameters<typeof answer>[0])

  test('reads nothing into the theme, and its recipe is the dish’s usual one in the synthesis schema', () => {
    expect(themeBriefSchema.parse(JSON.parse(call('brief')))).toMatchObject({ exclusions: [], key_ingredients: [] })
    const recipe = recipeDraftSchema.parse(JSON.parse(call('chat')))
    expect(recipe.ingredients_en.join('\n')).toMatch(/egg/)
    expect(recipe.ingredients_en.join('\n')).toMatch(/pork/)
    // What the theme asks, done as asked, in its own words.
    expect(recipe.steps_en.at(-1)).toBe('As asked: vegan katsudon, no egg')
  })

  test('its turns agree to the usual dish and say nothing of what the theme rules out', () => {
    expect(call('chat-stream')).toStartWith('Sure, happy to help')
    expect(call('chat-stream')).not.toMatch(/vegan|without|instead|safe/i)
  })

  test('a dish with no authored recipe gets no recipe from it', () => {
    expect(carelessRecipe('anything', 'no_such_dish')).toBeNull()
  })
})
