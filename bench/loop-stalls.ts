/**
 * Preloaded into the service by bench/stalls.ts (`bun --preload`): times the event loop's stalls.
 * A timer due every TICK_MS notes each time it ran more than STALL_MS late, with when the stall
 * began (epoch ms, the clock of Bun's --cpu-prof samples), and, from the kernel's schedstat, how
 * much of the stall the request thread ran, how much it waited for a core, and what each of the
 * process's other threads ran meanwhile (the rest of the stall it slept: a blocking call). At exit
 * the list goes to STALLS_FILE as JSON lines.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs'

const TICK_MS = 2
const STALL_MS = Number(process.env.STALL_MS ?? 5)
/**
 * How often every thread's CPU is noted, so a stall can be set against what the other threads ran: ~40
 * files of /proc a time, 2–4 % of the request thread's samples under the mixed load.
 */
const THREADS_EVERY_MS = 25
const file = process.env.STALLS_FILE
if (!file) throw new Error('loop-stalls.ts needs STALLS_FILE')

// One descriptor read again at offset 0 each tick: the kernel writes the figures anew on every read.
const own = openSync('/proc/thread-self/schedstat', 'r')
const buffer = Buffer.alloc(128)
/** The request thread's [ns on a core, ns waiting for one]. */
function ownSchedstat(): [number, number] {
  const n = readSync(own, buffer, 0, buffer.length, 0)
  const [ran, waited] = buffer.toString('latin1', 0, n).split(' ')
  return [Number(ran), Number(waited)]
}

/** CPU ns of each of the process's other threads by name (threads of one name summed). */
function otherThreads(): Map<string, number> {
  const byName = new Map<string, number>()
  for (const task of readdirSync('/proc/self/task')) {
    if (task === String(process.pid)) continue
    try {
      const name = readFileSync(`/proc/self/task/${task}/comm`, 'latin1').trim()
      const ns = Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'latin1').split(' ')[0])
      byName.set(name, (byName.get(name) ?? 0) + ns)
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return byName
}

const stalls: string[] = []
let last = performance.now()
let [lastRan, lastWaited] = ownSchedstat()
let threadsAt = last
let threads = otherThreads()
setInterval(() => {
  const now = performance.now()
  const late = now - last - TICK_MS
  const [ran, waited] = ownSchedstat()
  if (late > STALL_MS) {
    const after = otherThreads()
    const others = Object.fromEntries(
      [...after]
        .map(([name, ns]) => [name, (ns - (threads.get(name) ?? 0)) / 1e6] as const)
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => [name, Math.round(ms * 10) / 10]),
    )
    stalls.push(
      JSON.stringify({
        at: performance.timeOrigin + last + TICK_MS,
        ms: late,
        ranMs: (ran - lastRan) / 1e6,
        waitedMs: (waited - lastWaited) / 1e6,
        // The other threads' CPU is over a window from up to THREADS_EVERY_MS before the stall to its end.
        othersOverMs: now - threadsAt,
        others,
      }),
    )
    threads = after
    threadsAt = now
  } else if (now - threadsAt >= THREADS_EVERY_MS) {
    threads = otherThreads()
    threadsAt = now
  }
  last = now
  lastRan = ran
  lastWaited = waited
}, TICK_MS).unref()
process.on('exit', () => {
  closeSync(own)
  writeFileSync(file, stalls.join('\n'))
})
