/**
 * The tests' model on the wire stub (scripts/eval/openai-stub.ts): a fixed brief and recipe, a
 * translation that marks each line, and turns built from the request, so a test can check who
 * each prompt said was speaking and find each answer again in later prompts.
 */

import type { RecipeDraft } from '../../src/ai/prompts'
import {
  type RecordedCall,
  type StubOptions,
  promptOf,
  startOpenAIStub as startWireStub,
} from '../../scripts/eval/openai-stub'

export {
  type CallKind,
  chunksOf,
  type Fault,
  messagesOf,
  type OpenAIStub,
  promptOf,
  type RecordedCall,
  STUB_PNG,
  stubProvider,
} from '../../scripts/eval/openai-stub'

/** A model's reading of a theme in the shape `themeBriefSchema` asks for: it adds one exclusion the lexicon may not know. */
export const STUB_BRIEF = {
  dish: null,
  key_ingredients: [],
  exclusions: [{ kind: 'ingredient', name: 'no cilantro', excludes: ['cilantro'] }],
  limits: { minutes: null, servings: null, equipment: null },
  notes: [],
}

/** A valid recipe in the shape the synthesis schema asks for. */
export const STUB_RECIPE = {
  title_ja: 'スタブの味噌鮭丼',
  title_en: 'Stub miso salmon bowl',
  category: 'main',
  ingredients_ja: ['鮭 2切れ', '味噌 大さじ2', 'ご飯 2杯', '青ねぎ 2本'],
  ingredients_en: ['2 salmon fillets', '2 tbsp miso', '2 bowls of rice', '2 spring onions'],
  steps_ja: ['鮭に味噌を塗る', '10分置く', '皮目から焼く', 'ご飯にのせてねぎを散らす'],
  steps_en: [
    'Spread the miso over the salmon',
    'Rest it for 10 minutes',
    'Grill it skin side first',
    'Serve on the rice with the onions',
  ],
  description_ja: '味噌を塗って焼いた鮭をご飯にのせた丼。',
  description_en: 'Miso-glazed salmon on rice.',
  servings: 2,
  total_minutes: 30,
  cuisine: 'Japanese',
  nutrition: { protein_g: 28, salt_g: 2.1, kcal: 520 },
  prep_minutes: 15,
  cook_minutes: 10,
} satisfies RecipeDraft

/** The Japanese lines a translation call sends (a JSON array between <lines> tags in its prompt). */
export const linesToTranslate = (call: RecordedCall): string[] =>
  JSON.parse(/<lines>\n([\s\S]*?)\n<\/lines>/.exec(promptOf(call))?.[1] ?? '[]')

/**
 * Unique per call and built from the request (the <theme> block and the speaker and round of the
 * <task> tag, the prompt contract of src/ai/prompts.ts), so a test can check who each prompt said
 * was speaking, and find each answer again in later prompts.
 */
export const turnText = (call: RecordedCall) => {
  const prompt = promptOf(call)
  const theme = prompt.match(/<theme>\n([\s\S]*?)\n<\/theme>/)?.[1] ?? '(no theme)'
  const task = prompt.match(/<task kind="turn" round="(\d)" speaker="(\w+)"/)
  return `Reply ${call.n} as ${task?.[2] ?? '(no speaker)'} in round ${task?.[1] ?? '?'} about ${theme}: I suggest idea-${call.n}.`
}

/** The stub answering as the tests' model; `script` makes calls fail. */
export function startOpenAIStub(options: Omit<StubOptions, 'answer'> = {}) {
  return startWireStub({
    ...options,
    answer: (call) =>
      call.kind === 'brief'
        ? JSON.stringify(STUB_BRIEF)
        : call.kind === 'translation'
          ? JSON.stringify({ lines: linesToTranslate(call).map((line) => `[en] ${line}`) })
          : call.kind === 'chat'
            ? JSON.stringify(STUB_RECIPE)
            : turnText(call),
  })
}

export type { StubOptions }
