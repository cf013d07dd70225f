/**
 * Prints one whole offline discussion and its recipe, run through the AI SDK exactly as the
 * discussion engine runs it: `bun scripts/offline-sample.ts "<theme>" en|ja [host name]`.
 */
import { generateText, Output, streamText } from 'ai'
import { type Lang, type Participant, recipeDraftSchema, specialists, synthesisPrompt, type TranscriptEntry, turnPrompt } from '../src/ai/prompts'
import { createOfflineLanguageModel } from '../src/ai/offline/language-model'
// The seed the discussion service gives a theme, so this prints what the service would debate.
import { seedOf } from '../src/ai/offline/random'

const [theme = 'Salmon and miso rice bowl', langArg = 'en', hostName] = process.argv.slice(2)
const lang: Lang = langArg === 'ja' ? 'ja' : 'en'
const model = createOfflineLanguageModel({ paceMs: 0 })

const host: Participant = {
  id: 'host',
  role: 'host',
  name: hostName ?? (lang === 'ja' ? '山田 司' : 'Alex Morgan'),
  persona: lang === 'ja' ? '家庭料理のレシピを集めている料理好きのエージェント。' : 'An agent who collects home-cooking recipes.',
}
const participants = [host, ...specialists(lang)]
const seed = seedOf(theme)
const transcript: TranscriptEntry[] = []

for (const round of [1, 2, 3] as const) {
  console.log(`\n=== ${lang === 'ja' ? `第${round}ラウンド` : `Round ${round}`} ===`)
  for (const speaker of participants) {
    const { system, prompt } = turnPrompt({ theme, lang, round, speaker, participants, transcript })
    const result = streamText({ model, system, prompt, seed })
    let text = ''
    let chunks = 0
    for await (const delta of result.textStream) {
      text += delta
      chunks++
    }
    const size = lang === 'ja' ? `${text.length}字` : `${text.split(/\s+/).length} words`
    console.log(`\n[${speaker.name} · ${speaker.role} · ${size}, ${chunks} chunks]\n${text}`)
    transcript.push({ round, agent: speaker, text })
  }
}

const { output } = await generateText({ model, ...synthesisPrompt({ theme, lang, host, participants, transcript }), seed, output: Output.object({ schema: recipeDraftSchema }) })
console.log(`\n=== ${lang === 'ja' ? 'レシピ' : 'Recipe'} (${output.category}) ===`)
console.log(`${output.title_ja}\n${output.title_en}\n`)
for (const [label, lines] of [
  ['材料', output.ingredients_ja],
  ['Ingredients', output.ingredients_en],
  ['作り方', output.steps_ja],
  ['Steps', output.steps_en],
] as const) {
  console.log(`${label}:`)
  lines.forEach((line, i) => console.log(`  ${label.startsWith('S') || label === '作り方' ? `${i + 1}. ` : '- '}${line}`))
}
