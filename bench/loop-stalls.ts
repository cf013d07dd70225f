/**
 * Preloaded into the service by bench/stalls.ts (`bun --preload`): times the event loop's stalls.
 * A timer due every TICK_MS notes each time it ran more than STALL_MS late, with when the stall
 * began (epoch ms, the clock of Bun's --cpu-prof samples); at exit the list goes to STALLS_FILE as
 * JSON lines.
 */
import { writeFileSync } from 'node:fs'

const TICK_MS = 2
const STALL_MS = Number(process.env.STALL_MS ?? 5)
const file = process.env.STALLS_FILE
if (!file) throw new Error('loop-stalls.ts needs STALLS_FILE')
const stalls: string[] = []
let last = performance.now()
setInterval(() => {
  const now = performance.now()
  const late = now - last - TICK_MS
  if (late > STALL_MS) stalls.push(JSON.stringify({ at: performance.timeOrigin + last + TICK_MS, ms: late }))
  last = now
}, TICK_MS).unref()
process.on('exit', () => writeFileSync(file, stalls.join('\n')))
