/**
 * `npm run sample:offline -- "<theme>" en|ja`: one whole discussion on the offline models, as the
 * service runs it (scripts/eval/run.ts), printed as its brief, each turn and the recipe, or the
 * error that ended it. No server, no database.
 */
import { runOffline } from './eval/run'

const [theme, lang = 'en'] = process.argv.slice(2)
if (!theme || (lang !== 'en' && lang !== 'ja')) {
  console.error('Usage: npm run sample:offline -- "<theme>" en|ja')
  process.exit(2)
}
const run = await runOffline(theme, lang)
console.log(`# ${theme} (${lang})\n\nBrief: ${JSON.stringify(run.brief)}\n`)
for (const turn of run.transcript) console.log(`## Round ${turn.round}, ${turn.role}\n\n${turn.text}\n`)
console.log(run.recipe ? `## Recipe\n\n${JSON.stringify(run.recipe, null, 2)}` : `## Ended: ${run.ending}`)
process.exit(0)
