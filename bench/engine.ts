/**
 * The discussion engine's own CPU, two trees side by side (issue 35): no HTTP, no database, the offline models at zero
 * pace, as `scripts/eval/run.ts` runs a theme.
 *   bun bench/engine.ts BEFORE_ROOT AFTER_ROOT [rounds] [discussions] [--no-dishes]
 * Each round starts a fresh process per tree, in turn (before, after, before…), so a machine other work shares slows
 * both alike; each process times its first discussion (cold: what a fresh service's first theme waits) and then
 * `discussions` more (warm): CPU ms to the first turn's first words and to the recipe, and discussions/s (wall). Then each tree
 * chooses a dish for every theme of themes.dev.json and themes.heldout28.json with seeds 1-3, and the two trees'
 * choices are compared: a faster chooser must choose the same dishes.
 * A child: bun bench/engine.ts --tree ROOT time N | dishes
 */
import { loadavg } from 'node:os'

type Theme = { theme: string; lang: 'ja' | 'en' }
type Timed = { cold: { first: number; total: number }; first: number[]; total: number[]; perSecond: number }

const SETS = ['themes.dev.json', 'themes.heldout28.json']
const themesOf = async (root: string, set: string): Promise<Theme[]> =>
  (await Bun.file(`${root}/scripts/eval/${set}`).json()).themes
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

/** One discussion of the tree's engine: ms to the first words of the first turn and to the recipe. */
async function discussion(root: string, { theme, lang }: Theme) {
  const { readBrief } = await import(`${root}/src/ai/food/brief.ts`)
  const { seedOf } = await import(`${root}/src/ai/offline/random.ts`)
  const { readTheme } = await import(`${root}/src/discussions/engine.ts`)
  const { debate } = await import(`${root}/src/discussions/debate.ts`)
  const { offlineEngine, HOST_NAME } = await import(`${root}/scripts/eval/run.ts`)
  const { specialists } = await import(`${root}/src/ai/prompts.ts`)
  const { models, limits, provider } = offlineEngine()
  // CPU, not wall time: on cores other work shares, a process's own CPU moves much less with the load.
  const cpu = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const started = cpu()
  let first = 0
  const seed = seedOf(theme)
  const signal = new AbortController().signal
  const { brief, dishId } = await readTheme(
    { theme, lang, seed, floor: readBrief(theme, lang) },
    models,
    { ...limits, provider },
    signal,
  )
  const participants = [{ id: 'host', role: 'host', name: HOST_NAME[lang], persona: '' }, ...specialists(lang)]
  const emit = (event: string) => {
    if (event === 'message' && !first) first = cpu() - started
    return { id: 0, event, data: {} }
  }
  await debate({ discussionId: 'bench', theme, lang, participants, seed, brief, dishId }, models, emit, limits, signal)
  return { first, total: cpu() - started }
}

async function timeTree(root: string, count: number): Promise<Timed> {
  // Every seventh theme of the set, so the run holds dishes named and themes the chooser answers as the set does.
  const themes = (await themesOf(root, SETS[0]!)).filter((_, i) => i % 7 === 3)
  const cold = await discussion(root, themes[0]!)
  const runs: Array<{ first: number; total: number }> = []
  const started = performance.now()
  for (let i = 1; i <= count; i++) runs.push(await discussion(root, themes[i % themes.length]!))
  const seconds = (performance.now() - started) / 1000
  return { cold, first: runs.map((r) => r.first), total: runs.map((r) => r.total), perSecond: count / seconds }
}

async function dishesOf(root: string): Promise<Record<string, string>> {
  const { readBrief } = await import(`${root}/src/ai/food/brief.ts`)
  const { chooseDish } = await import(`${root}/src/ai/offline/choose.ts`)
  const out: Record<string, string> = {}
  for (const set of SETS)
    for (const { theme, lang } of await themesOf(root, set))
      for (const seed of [1, 2, 3]) {
        const brief = readBrief(theme, lang)
        let chosen: string
        try {
          chosen = brief.dishId ?? chooseDish(brief, seed, theme)
        } catch (error) {
          chosen = `error: ${(error as Error).message}`
        }
        out[`${set} ${seed} ${theme}`] = chosen
      }
  return out
}

async function child(root: string, what: string, count: number) {
  const figures = what === 'dishes' ? await dishesOf(root) : await timeTree(root, count)
  console.log(JSON.stringify(figures))
}

function run(root: string, args: string[]) {
  const out = Bun.spawnSync(['bun', import.meta.path, '--tree', root, ...args], { stderr: 'inherit' })
  if (out.exitCode !== 0) throw new Error(`${root}: exit ${out.exitCode}`)
  return JSON.parse(out.stdout.toString().trim().split('\n').at(-1)!)
}

async function compare(before: string, after: string, rounds: number, count: number) {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  )
  const timed: Record<'before' | 'after', Timed[]> = { before: [], after: [] }
  for (let r = 0; r < rounds; r++) {
    timed.before.push(run(before, ['time', String(count)]))
    timed.after.push(run(after, ['time', String(count)]))
  }
  const figure = (side: Timed[]) => ({
    coldFirst: median(side.map((t) => t.cold.first)),
    coldTotal: median(side.map((t) => t.cold.total)),
    warmFirst: median(side.flatMap((t) => t.first)),
    warmTotal: median(side.flatMap((t) => t.total)),
    perSecond: median(side.map((t) => t.perSecond)),
  })
  const [b, a] = [figure(timed.before), figure(timed.after)]
  console.log('figure                     before     after   after/before')
  for (const k of Object.keys(b) as Array<keyof typeof b>)
    console.log(
      `${k.padEnd(22)} ${b[k].toFixed(1).padStart(10)} ${a[k].toFixed(1).padStart(9)} ${(a[k] / b[k]).toFixed(3)}`,
    )
  console.log('(CPU ms to the first turn and to the recipe: medians; perSecond: discussions a wall second, in turn)')
  if (process.argv.includes('--no-dishes')) return
  const [db, da] = [run(before, ['dishes']), run(after, ['dishes'])] as Array<Record<string, string>>
  const differ = Object.keys(db).filter((k) => db[k] !== da[k])
  console.log(`dishes chosen: ${Object.keys(db).length} (themes x seeds 1-3), ${differ.length} differ`)
  for (const k of differ) console.log(`  ${k}: ${db[k]} -> ${da[k]}`)
  console.log(
    `load average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  )
  if (differ.length) process.exit(1)
}

const args = process.argv.slice(2)
if (args[0] === '--tree') await child(args[1]!, args[2]!, Number(args[3] ?? 0))
else await compare(args[0]!, args[1]!, Number(args[2] ?? 3), Number(args[3] ?? 6))
