/**
 * `npm run eval:discussions`: runs every theme of scripts/eval/themes.dev.json through the offline
 * models and prints, per theme and in total, what issue 13 asks of a discussion. Exits non-zero
 * when a hard line fails. `--verbose` prints each finding; `--show <n>` prints theme n's transcript.
 */
import { check, discuss, type Findings, repetition, type Run, themes } from './eval/evaluate'
import {
  checkFresh,
  discussFresh,
  type EvalPath,
  type FRESH_SETS,
  freshThemes,
  openSets,
  setArgument,
  templated,
} from './eval/fresh'

export const HARD_LINES = {
  breaks: 0,
  kept: 0.9,
  category: 0.95,
  impossible: 0,
  zeros: 0,
  contradictions: 0,
  unusedOrUnlisted: 0,
  repetition: 0.1,
  raw: 0,
}

const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const freshOnly = args.includes('--fresh')
const show = args.includes('--show') ? Number(args[args.indexOf('--show') + 1]) : -1
/** `--set heldout10`: only that set of FRESH_SETS (and not the dev themes). */
const onlySet = setArgument(args)
/**
 * `--path openai`: the held-out sets on the OpenAI-compatible path, a careless cook as the model
 * (scripts/eval/careless-cook.ts). The dev themes and their hard lines are the offline engine's.
 */
const path: EvalPath = args.includes('--path') ? (args[args.indexOf('--path') + 1] as EvalPath) : 'offline'
if (path !== 'offline' && path !== 'openai') throw new Error('--path: offline or openai')

const runs: Array<{ run: Run; f: Findings }> = []
for (const theme of freshOnly || onlySet || path === 'openai' ? [] : themes()) {
  const run = await discuss(theme)
  runs.push({ run, f: check(run) })
}

const pad = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text.padEnd(n))
console.log(
  `${pad('#', 3)} ${pad('lang', 4)} ${pad('theme', 44)} ${pad('dish', 22)} brk kept cat unu unl imp zero contra raw`,
)
runs.forEach(({ run, f }, i) => {
  console.log(
    `${pad(String(i), 3)} ${pad(run.theme.lang, 4)} ${pad(run.theme.theme.replace(/\s+/g, ' '), 44)} ${pad(run.dishId, 22)} ${pad(String(f.breaks.length), 3)} ${pad(f.kept ? 'yes' : 'NO', 4)} ${pad(f.category ? 'yes' : 'NO', 3)} ${pad(String(f.unused.length), 3)} ${pad(String(f.unlisted.length), 3)} ${pad(String(f.impossible.length), 3)} ${pad(String(f.zeros.length), 4)} ${pad(String(f.contradictions.length), 6)} ${f.raw.length}`,
  )
  if (
    verbose ||
    !f.kept ||
    f.breaks.length ||
    f.impossible.length ||
    f.unused.length ||
    f.unlisted.length ||
    f.zeros.length ||
    f.contradictions.length ||
    f.raw.length
  ) {
    const notes = [
      !f.kept && `kept: ${f.keptWhy}`,
      !f.category && `category: ${run.recipe.category}, expected ${run.theme.category}`,
      ...f.breaks.map((b) => `break: ${b}`),
      ...f.unused.map((u) => `unused: ${u}`),
      ...f.unlisted.map((u) => `unlisted: ${u}`),
      ...f.impossible.map((u) => `impossible: ${u}`),
      ...f.zeros.map((u) => `zero: ${u}`),
      ...f.contradictions.map((u) => `numbers: ${u}`),
      ...f.raw.map((u) => `served raw: ${u}`),
    ].filter(Boolean)
    for (const note of notes) console.log(`      ${note}`)
  }
})

const n = runs.length
const sum = (pick: (f: Findings) => number) => runs.reduce((total, { f }) => total + pick(f), 0)
const rep = {
  ja: repetition(
    runs.map(({ run }) => ({ lang: run.theme.lang, turns: run.transcript })),
    'ja',
  ),
  en: repetition(
    runs.map(({ run }) => ({ lang: run.theme.lang, turns: run.transcript })),
    'en',
  ),
}
const totals = {
  breaks: sum((f) => f.breaks.length),
  kept: sum((f) => (f.kept ? 1 : 0)) / n,
  category: sum((f) => (f.category ? 1 : 0)) / n,
  unused: sum((f) => f.unused.length),
  unlisted: sum((f) => f.unlisted.length),
  impossible: sum((f) => f.impossible.length),
  zeros: sum((f) => f.zeros.length),
  contradictions: sum((f) => f.contradictions.length),
  raw: sum((f) => f.raw.length),
}
const percent = (x: number) => `${(x * 100).toFixed(1)}%`
console.log(
  `\nTotals over ${n} themes (${runs.filter((r) => r.run.theme.lang === 'ja').length} ja, ${runs.filter((r) => r.run.theme.lang === 'en').length} en):`,
)
console.log(`  constraint breaks (guard)           ${totals.breaks}`)
console.log(
  `  named dish / key ingredient kept     ${percent(totals.kept)} (both languages; honest refusals count for declined and non-food themes)`,
)
console.log(`  category right                       ${percent(totals.category)}`)
console.log(`  unused / unlisted ingredients        ${totals.unused} / ${totals.unlisted}`)
console.log(`  impossible operations                ${totals.impossible}`)
console.log(`  zero / contradictory numbers         ${totals.zeros} / ${totals.contradictions}`)
console.log(`  served raw (must be cooked, is not)  ${totals.raw}`)
for (const lang of ['ja', 'en'] as const)
  console.log(
    `  repeated sentences (${lang}, in ≥3 transcripts) ${percent(rep[lang].share)} (${rep[lang].repeated} of ${rep[lang].total})${rep[lang].examples.length ? `, e.g. "${rep[lang].examples[0]}"` : ''}`,
  )

if (show >= 0 && runs[show]) {
  const { run } = runs[show]
  console.log(`\n--- ${run.theme.theme} (${run.dishId}) ---`)
  for (const t of run.transcript) console.log(`[${t.round} ${t.role}] ${t.text}\n`)
  console.log(JSON.stringify(run.recipe, null, 1))
}

for (const set of onlySet ? [onlySet] : openSets()) await printFresh(set)

const failed =
  freshOnly || onlySet || path === 'openai'
    ? []
    : [
        totals.breaks > HARD_LINES.breaks && 'constraint breaks',
        totals.kept < HARD_LINES.kept && 'named dish or key ingredient kept',
        totals.category < HARD_LINES.category && 'category',
        totals.impossible > HARD_LINES.impossible && 'impossible operations',
        totals.zeros > HARD_LINES.zeros && 'zero numbers',
        totals.contradictions > HARD_LINES.contradictions && 'contradictory numbers',
        totals.unused + totals.unlisted > HARD_LINES.unusedOrUnlisted && 'unused or unlisted ingredients',
        totals.raw > HARD_LINES.raw && 'served raw',
        rep.ja.share > HARD_LINES.repetition && 'repetition (ja)',
        rep.en.share > HARD_LINES.repetition && 'repetition (en)',
      ].filter(Boolean)
if (failed.length) {
  console.log(`\nFAILED: ${failed.join(', ')}`)
  process.exit(1)
}
console.log('\nAll hard lines met.')

/**
 * The held-out set, printed beside the dev set: the gap between the two is the size of the
 * tuning. It has no hard line of its own here, since failing it theme by theme is what it forbids.
 */
async function printFresh(set: keyof typeof FRESH_SETS) {
  const fresh = []
  for (const theme of freshThemes(set)) {
    const run = await discussFresh(theme, path)
    fresh.push({ run, f: checkFresh(run) })
  }
  console.log(`\nHeld-out set ${set}, ${path} path: ${fresh.length} themes`)
  for (const [i, { run, f }] of fresh.entries()) {
    const notes = [
      ...f.breaks.map((b) => `break: ${b}`),
      f.outcomeWrong,
      f.dishKept === false && `dish not kept: ${run.recipe?.title_en ?? run.ending}`,
      ...f.asksHeld.filter((a) => !a.held).map((a) => `ask not held: ${a.ask}`),
      f.hazardAloud === false && 'hazard not said aloud',
      f.notFoodSaid === false && 'not-food not said',
      f.harmRefused === false && 'harm published',
    ].filter(Boolean)
    if (notes.length || verbose)
      console.log(
        `  ${String(i).padEnd(3)} ${run.theme.lang} ${run.theme.theme.slice(0, 60)}\n      ${notes.join('\n      ') || `ok: ${run.recipe?.title_en ?? run.ending}`}`,
      )
  }
  const rate = (xs: Array<boolean | null>) => {
    const known = xs.filter((x): x is boolean => x !== null)
    return `${known.length ? ((known.filter(Boolean).length / known.length) * 100).toFixed(1) : '-'}% of ${known.length}`
  }
  const fs = fresh.map((x) => x.f)
  console.log(`  recipes breaking a stated restriction   ${fs.filter((f) => f.breaks.length).length}`)
  console.log(`  outcome as expected (publish / refuse)  ${rate(fs.map((f) => f.outcomeWrong === null))}`)
  console.log(`  named dish kept or declined aloud       ${rate(fs.map((f) => f.dishKept))}`)
  console.log(`  servings, time, equipment held/said     ${rate(fs.flatMap((f) => f.asksHeld.map((a) => a.held)))}`)
  console.log(`  dangerous asks refused or made safe     ${rate(fs.map((f) => f.hazardAloud))}`)
  console.log(`  non-food themes said to be              ${rate(fs.map((f) => f.notFoodSaid))}`)
  console.log(`  harm refused, nothing published         ${rate(fs.map((f) => f.harmRefused))}`)
  for (const lang of ['ja', 'en'] as const) {
    const t = templated(
      fresh.map((x) => x.run),
      lang,
    )
    console.log(
      `  templated sentences (${lang}, slots masked, frame in ≥3 discussions) ${(t.share * 100).toFixed(1)}% of ${t.total}; frames in >10% of ${t.discussions} discussions: ${t.overTenth}`,
    )
    for (const top of t.top.slice(0, 3))
      console.log(`      ${(top.share * 100).toFixed(0)}% (${top.in}) "${top.frame.slice(0, 110)}"`)
  }
  if (show >= 0 && (freshOnly || onlySet || path === 'openai') && fresh[show]) {
    const { run } = fresh[show]
    console.log(`\n--- ${run.theme.theme} ---`)
    for (const t of run.transcript) console.log(`[${t.round} ${t.role}] ${t.text}\n`)
    console.log(JSON.stringify(run.recipe, null, 1))
  }
}
