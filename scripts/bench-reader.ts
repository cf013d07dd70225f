/**
 * How long reading one theme takes: `readBrief` over every theme of the reader set and the eval
 * sets, after the first call and one warm-up pass, both timed apart (kuromoji's dictionary is loaded
 * when the reader is imported, as at the service's start). Prints p50, p99 and the slowest, in wall and CPU time, in all and per
 * language; the bar is p99 under 20 ms. A sealed held-out set is never read.
 *
 *   npm run bench:reader -- [passes]
 */
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import type { Lang } from '../src/ai/food/types'
import { SEALED_SETS } from './eval/sealed'

// The reader's start: the catalogue, the knowledge files and kuromoji's dictionary, as the service loads them.
const loadStarted = performance.now()
const { readBrief } = await import('../src/ai/food/brief')
const loaded = performance.now() - loadStarted

/** Held-out sets written to judge the engine once: nobody runs them before then, this bench included. */
const SEALED = new Set([...SEALED_SETS].map((set) => `themes.${set}.json`))

type Theme = { text: string; lang: Lang }
const themes: Theme[] = []
for (const file of readdirSync('scripts/eval').filter(
  (f) => /^(?:reader|themes)\..*\.json$/.test(f) && !SEALED.has(f),
)) {
  const data = JSON.parse(readFileSync(`scripts/eval/${file}`, 'utf8'))
  const list: Array<{ lang?: Lang; text?: string; theme?: string }> = data.phrasings ?? data.themes ?? data
  for (const t of list) {
    const text = t.text ?? t.theme
    if (typeof text === 'string') themes.push({ text, lang: t.lang ?? (/[\u3040-\u9fff]/.test(text) ? 'ja' : 'en') })
  }
}

const passes = Number(process.argv[2] ?? 3)
// The first call apart from the warm ones: it compiles the reader's code paths and fills its caches.
const firstStarted = performance.now()
readBrief(themes[0]!.text, themes[0]!.lang)
const first = performance.now() - firstStarted
const warmStarted = performance.now()
for (const t of themes) readBrief(t.text, t.lang)
const warmUp = performance.now() - warmStarted
// Wall time, and this thread's CPU time: on a shared machine the wall clock also counts the time other
// processes held the core, which the CPU time leaves out.
const wall: Record<Lang | 'all', number[]> = { all: [], en: [], ja: [] }
const cpu: Record<Lang | 'all', number[]> = { all: [], en: [], ja: [] }
for (let pass = 0; pass < passes; pass++)
  for (const t of themes) {
    const started = performance.now()
    const used = process.threadCpuUsage()
    readBrief(t.text, t.lang)
    const spent = process.threadCpuUsage(used)
    const took = performance.now() - started
    for (const key of ['all', t.lang] as const) {
      wall[key].push(took)
      cpu[key].push((spent.user + spent.system) / 1000)
    }
  }
const line = (name: string, times: number[]) => {
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2)
  return `${name} p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(2)} ms`
}
console.log(
  `reader: loaded in ${loaded.toFixed(0)} ms; first call ${first.toFixed(1)} ms; warm-up pass ${warmUp.toFixed(0)} ms; ${themes.length} themes x ${passes} passes; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${navigator.hardwareConcurrency} cores`,
)
for (const key of ['all', 'en', 'ja'] as const)
  console.log(
    `  ${key.padEnd(3)} (${wall[key].length / passes} themes) per theme ${line('wall', wall[key])}; ${line('cpu', cpu[key])}`,
  )
