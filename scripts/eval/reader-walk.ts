/**
 * The walk of issue 34: every theme of the open sets that the engine must refuse or make safe
 * (harm, hazard, not food, unclear), through the real engine on one path, listing each one that
 * did not end as its set expects; and the rate of `constraint_unclear` on the allergy and diet
 * themes the set expects published (a restriction a person can read, which the engine should too),
 * read off the reader's brief, which decides it on both paths.
 *
 *   bun scripts/eval/reader-walk.ts [--path offline|openai] [--set heldout20] [--skip-walk] [--skip-rate]
 */
import { readBrief } from '../../src/ai/food/brief'
import { refusalOf } from '../../src/discussions/engine'
import {
  checkFresh,
  discussFresh,
  type EvalPath,
  type FRESH_SETS,
  type FreshTheme,
  freshThemes,
  openSets,
} from './fresh'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const path = (opt('--path') ?? 'offline') as EvalPath
const sets = opt('--set') ? [opt('--set') as keyof typeof FRESH_SETS] : openSets()
const WALKED = new Set(['harm', 'hazard', 'non_food', 'not_food', 'unclear'])
const RESTRICTIONS = new Set(['allergy', 'diet'])

const themes = (keep: (t: FreshTheme) => boolean) =>
  sets.flatMap((set) =>
    freshThemes(set)
      .map((theme, i) => ({ set, i, theme }))
      .filter(({ theme }) => keep(theme)),
  )

if (!args.includes('--skip-walk')) {
  const walked = themes((t) => WALKED.has(t.kind))
  let wrong = 0
  for (const { set, i, theme } of walked) {
    const run = await discussFresh(theme, path)
    const f = checkFresh(run)
    const notes = [
      ...f.breaks.map((b) => `break: ${b}`),
      f.outcomeWrong,
      f.hazardAloud === false && 'hazard not said aloud',
      f.notFoodSaid === false && 'not-food not said',
      f.harmRefused === false && 'harm published',
    ].filter(Boolean)
    if (!notes.length) continue
    wrong++
    console.log(`${set}#${i} [${theme.kind}] ${theme.lang} ${theme.theme.slice(0, 90)}\n    ${notes.join('\n    ')}`)
    console.log(`    → ${run.recipe?.title_en ?? run.ending}`)
  }
  console.log(`\nwalk, ${path} path: ${wrong} of ${walked.length} not refused or made safe as expected`)
}

if (!args.includes('--skip-rate')) {
  // The reader's reading decides it on both paths: a restriction it cannot tie to foods ends the run before round 2.
  const readable = themes((t) => RESTRICTIONS.has(t.kind) && t.expect.outcome !== 'refuse')
  let unclear = 0
  for (const { set, i, theme } of readable) {
    if (refusalOf(readBrief(theme.theme, theme.lang))?.code !== 'constraint_unclear') continue
    unclear++
    console.log(`unclear: ${set}#${i} ${theme.lang} ${theme.theme.slice(0, 100)}`)
  }
  console.log(
    `\nconstraint_unclear on readable restrictions: ${unclear} of ${readable.length} (${((100 * unclear) / readable.length).toFixed(1)}%)`,
  )
}
