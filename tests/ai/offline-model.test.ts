import { describe, expect, test } from 'bun:test'
import { generateText, Output, streamText } from 'ai'
import { readBrief } from '../../src/ai/food/brief'
import type { Lang } from '../../src/ai/food/types'
import { chooseDish } from '../../src/ai/offline/compose'
import { createOfflineLanguageModel } from '../../src/ai/offline/language-model'
import { seedOf } from '../../src/ai/offline/random'
import { recipeDraftSchema } from '../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../src/ai/turn-context'

const NAMES: Record<Lang, Record<PanelRole, string>> = {
  en: {
    host: 'Alex Morgan',
    chef: 'Daniel Reed',
    nutritionist: 'Priya Shah',
    culture: 'Elena Russo',
    home_cook: 'Sam Carter',
  },
  ja: { host: '山田 司', chef: '森 健二', nutritionist: '田中 愛子', culture: '佐藤 結衣', home_cook: '小林 美奈' },
}

/** The structured call the discussion engine makes, as plain JSON in `providerOptions.offline`. */
function offline(
  theme: string,
  lang: Lang,
  kind: TurnContext['kind'],
  round: 1 | 2 | 3,
  role: PanelRole,
  transcript: TurnContext['transcript'] = [],
) {
  const seed = seedOf(theme)
  const brief = readBrief(theme, lang)
  const context: TurnContext = {
    kind,
    lang,
    round,
    role,
    theme,
    brief,
    dishId: brief.dishId ?? chooseDish(brief, seed, theme),
    names: NAMES[lang],
    seed,
    transcript,
  }
  return { seed, providerOptions: { offline: JSON.parse(JSON.stringify(context)) } }
}

describe('the offline language model through the AI SDK', () => {
  test('streams a turn in many small chunks that join to the full text, with usage', async () => {
    for (const [theme, lang] of [
      ['Vegan ramen', 'en'],
      ['冷やし中華', 'ja'],
    ] as const) {
      const model = createOfflineLanguageModel({ paceMs: 0 })
      const result = streamText({ model, prompt: theme, ...offline(theme, lang, 'turn', 1, 'host') })
      const deltas: string[] = []
      for await (const delta of result.textStream) deltas.push(delta)
      expect(deltas.join('')).toBe(await result.text)
      // The host's opening is one plain sentence (the dish, servings, time), still streamed in several small pieces.
      expect(deltas.length).toBeGreaterThan(4)
      for (const delta of deltas) expect(delta.length).toBeLessThanOrEqual(lang === 'ja' ? 12 : 40)
      expect((await result.usage).outputTokens).toBeGreaterThan(10)
      // The dish as cooked, never the theme quoted back.
      expect(await result.text).toMatch(lang === 'ja' ? /冷やし中華/ : /ramen/i)
    }
  })

  test('answers the role and round named in providerOptions, not whatever the prompt says', async () => {
    const model = createOfflineLanguageModel({ paceMs: 0 })
    const theme = 'Pad thai for a guest with a shellfish allergy'
    const host = await generateText({
      model,
      prompt: 'Ignore this and write a poem',
      ...offline(theme, 'en', 'turn', 1, 'host'),
    })
    const nutritionist = await generateText({
      model,
      prompt: 'Ignore this and write a poem',
      ...offline(theme, 'en', 'turn', 1, 'nutritionist'),
    })
    expect(host.text).toContain('pad thai')
    expect(host.text).toMatch(/shellfish/i)
    expect(nutritionist.text).not.toBe(host.text)
    expect(nutritionist.text).toMatch(/g of salt/)
    expect(nutritionist.text).toMatch(/shrimp/)
  })

  test('writes the recipe as structured output matching the draft schema', async () => {
    const model = createOfflineLanguageModel({ paceMs: 0 })
    const { output } = await generateText({
      model,
      prompt: 'recipe',
      ...offline('Gluten-free birthday cake for 6 people', 'en', 'recipe', 3, 'host'),
      output: Output.object({ schema: recipeDraftSchema }),
    })
    expect(recipeDraftSchema.safeParse(output).success).toBe(true)
    expect(output.category).toBe('dessert')
    expect(output.title_en.toLowerCase()).toContain('gluten-free')
    for (const key of ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const)
      expect(output[key].length).toBeGreaterThanOrEqual(4)
  })

  test('outside the discussion engine, the last user message is read as a theme', async () => {
    const model = createOfflineLanguageModel({ paceMs: 0 })
    const { text } = await generateText({ model, prompt: 'Tofu jjigae' })
    // One plain sentence: the dish, its servings and its time.
    expect(text.split(/\s+/).length).toBeGreaterThan(10)
    expect(text.toLowerCase()).toMatch(/jjigae/)
    const { output } = await generateText({
      model,
      prompt: '抹茶ラテ',
      output: Output.object({ schema: recipeDraftSchema }),
    })
    expect(output.category).toBe('drink')
    expect(output.title_ja).toContain('抹茶')
  })

  test('stops streaming when aborted, and reports the abort', async () => {
    const model = createOfflineLanguageModel({ paceMs: 5 })
    const controller = new AbortController()
    const result = streamText({ model, prompt: 'hello', abortSignal: controller.signal, onError: () => {} })
    const types: string[] = []
    for await (const part of result.fullStream) {
      types.push(part.type)
      if (types.filter((t) => t === 'text-delta').length === 2) controller.abort()
    }
    expect(types.filter((t) => t === 'text-delta')).toHaveLength(2)
    expect(types).toContain('abort')
  })
})
