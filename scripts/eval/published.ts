/**
 * `bun scripts/eval/published.ts --set heldout38`: every recipe a set's discussions publish through
 * the published-recipe check (src/ai/cookbook/check-published.ts), counted by rule, each problem
 * printed under its theme. `--from dump.jsonl` reads a dump of scripts/eval/transcripts.ts instead
 * of running the discussions again (the before and after of a change, from two dumps).
 */
import { readFileSync } from 'node:fs'
import { publishedProblems, ruleOf } from '../../src/ai/cookbook/check-published'
import type { RecipeDraft } from '../../src/ai/prompts'
import { discussFresh, freshThemes, setArgument } from './fresh'

const args = process.argv.slice(2)
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined
const set = setArgument(args)
if (!from && !set) throw new Error('--set heldoutN or --from dump.jsonl')

const runs: Array<{ theme: string; recipe?: RecipeDraft | null }> = from
  ? readFileSync(from, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : []
// One discussion at a time, as the eval runs them.
for (const theme of from ? [] : freshThemes(set))
  runs.push({ theme: theme.theme, recipe: (await discussFresh(theme)).recipe })

const byRule: Record<string, number> = {}
let published = 0
let failed = 0
for (const run of runs) {
  if (!run.recipe) continue
  published++
  const problems = publishedProblems(run.recipe)
  if (problems.length) failed++
  for (const rule of new Set(problems.map(ruleOf))) byRule[rule] = (byRule[rule] ?? 0) + 1
  if (problems.length) console.log(`${run.theme.slice(0, 70)}\n  ${problems.join('\n  ')}`)
}
console.log(`\n${published} recipes published, ${failed} with a problem; recipes failing each rule:`)
for (const [rule, n] of Object.entries(byRule).sort()) console.log(`  ${rule.padEnd(18)} ${n}`)
