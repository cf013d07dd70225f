/**
 * The whole test suite, as README and .ci/run call it: Debian's Chromium and a CJK font for the
 * browser tests (installed with apt when missing), `bun test` on two worker processes with the
 * static checks (the type check, Biome's format and lint check `biome ci .`, the xss scan of the
 * views) beside it at low priority, then the timed suites alone, ending with one "N passed, N failed"
 * line that CI reads.
 *
 * `--fast` (`npm run test:fast`, the loop while you work) runs no static check and leaves out the
 * suites that drive a browser, build the binary, start processes or wait on real time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorLookingLines } from './quiet-output'

const bun = process.execPath
const CHROMIUM = '/usr/bin/chromium'
const fast = process.argv.includes('--fast')
const testArguments = process.argv.slice(2).filter((argument) => argument !== '--fast')
/**
 * The suites that time a real service process's shutdown against its grace period (or its lease):
 * they run on their own after the rest, so the other worker's CPU is never in their figures (on two
 * cores it pushed a 2 s grace past 2.4 s). Only these: the other reliability suites (the in-process
 * fuzz, the SIGKILL durability storms of crash.test.ts and storm.test.ts) and the process tests of
 * tests/server.test.ts (the graceful shutdowns with a grace too long to matter among them) time
 * nothing, and run alone they added two minutes to the suite on one idle core.
 */
const TIMED = ['tests/reliability/chaos.test.ts', 'tests/reliability/shutdown.test.ts']
/** What `--fast` leaves out: the browser, the binary build, multi-process reliability, the remote
 * database and server-process suites, and the in-process suites that wait on real time (the
 * picture burst, the OpenAI path's retries, SSE reconnection) or on a niced engine worker loading
 * the food knowledge (tests/ai/models.test.ts). */
const SLOW = [
  'tests/browser/**',
  'tests/build/**',
  'tests/reliability/**',
  'tests/remote/**',
  'tests/server.test.ts',
  'tests/images/pictures.test.ts',
  'tests/discussions/openai-path.test.ts',
  'tests/discussions/reconnect.test.ts',
  'tests/ai/models.test.ts',
]

/**
 * Runs a command, keeping its output. Streamed as it comes by default; a check run beside others
 * is held (`live` false) and printed whole by the caller, so no two checks' lines interleave.
 */
async function run(command: string[], live = true, env = process.env): Promise<{ code: number; output: string }> {
  const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe', env })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true })
      output += text
      if (live) sink.write(text)
    }
  }
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)])
  return { code: await child.exited, output }
}

/** The command at the lowest CPU priority (coreutils' nice), for work that must not slow the tests beside it. */
const niced = (command: string[]) => ['nice', '-n', '19', ...command]

/** Whether fontconfig knows a font with Japanese glyphs (no fontconfig: no font either). */
function hasJapaneseFont(): boolean {
  try {
    const listed = Bun.spawnSync(['fc-list', ':lang=ja', 'family'], { stdout: 'pipe', stderr: 'ignore' })
    return listed.success && listed.stdout.toString().trim() !== ''
  } catch {
    return false
  }
}

/**
 * The browser tests drive Debian's Chromium; a downloaded browser build is never used. Without a
 * CJK font it draws every Japanese character as the same box, so the Japanese pages' screenshots
 * show nothing and the glyph test fails: Debian's Noto CJK comes with it.
 */
async function ensureBrowser() {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...(hasJapaneseFont() ? [] : ['fonts-noto-cjk'])]
  if (missing.length === 0) return
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const command of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...missing],
  ]) {
    const step = Bun.spawn(command, { stdout: 'inherit', stderr: 'inherit', env })
    if ((await step.exited) !== 0) {
      console.error(
        `"${command.join(' ')}" failed: install Debian's ${missing.join(' and ')} as root and run the tests again.`,
      )
      process.exit(1)
    }
  }
}

/** Biome's format and lint check of the whole tree (biome.json), with one line saying what to do when it fails. */
async function biomeCheck(): Promise<{ code: number; output: string }> {
  const biome = new URL('../node_modules/.bin/biome', import.meta.url).pathname
  const checked = await run(niced([biome, 'ci', '.']), false)
  if (checked.code !== 0)
    checked.output +=
      '\nBiome found format or lint errors (above): run `npx biome check --write .` and fix what it leaves.\n'
  return checked
}

/**
 * The test files on two worker processes (the two cores CI has). Each worker loads the modules
 * once for all its files (`--no-isolate`), as one serial run did: a fresh global per file costs
 * three times the CPU. tests/timings.json holds each file's duration from a recent run, so the
 * slowest files start first and the two workers end together; `npm test -- --update-timings`
 * rewrites it. The run's temporary files go under one directory, removed when it ends
 * (tests/setup.ts makes one inside it for each worker).
 */
async function testFiles(staticChecks: Promise<unknown>) {
  const runDirectory = mkdtempSync(join(tmpdir(), 'recipe-service-tests-'))
  const env = { ...process.env, TMPDIR: runDirectory }
  const ignored = (globs: string[]) => globs.map((glob) => `--path-ignore-patterns=${glob}`)
  // 15 s, not bun's 5 s: the engine's tests that read and cook many themes take 3-4 s here and half as long again on
  // CI's two cores shared by two workers; a hang is still caught, 15 s later.
  const parallel = [bun, 'test', '--parallel=2', '--no-isolate', '--timeout=15000', '--timings=tests/timings.json']
  try {
    if (fast) return await run([...parallel, ...ignored(SLOW), ...testArguments], true, env)
    if (testArguments.length) return await run([...parallel, ...testArguments], true, env)
    const shared = await run([...parallel, ...ignored(TIMED)], true, env)
    // Nothing else runs beside the timed suites, the static checks included.
    await staticChecks
    const alone = await run([bun, 'test', ...TIMED], true, env)
    return { code: shared.code || alone.code, output: shared.output + alone.output }
  } finally {
    rmSync(runDirectory, { recursive: true, force: true })
  }
}

// The static checks, each counted as one test: the type check, Biome's format and lint check, and
// the scan for unescaped text. They run beside the shared test run at the lowest CPU priority, so
// they take only what its two workers leave: run first on their own, the type check (a minute on
// one thread) left one of CI's two cores idle. Each is printed whole when the tests are done.
if (!fast) await ensureBrowser()
const staticChecks = fast
  ? Promise.resolve([])
  : Promise.all([
      run(niced([bun, 'x', 'tsc', '--noEmit', '-p', '.']), false),
      biomeCheck(),
      run(niced([bun, 'x', 'xss-scan', '--cwd', '.']), false),
    ])
const tests = await testFiles(staticChecks)
const checks: Array<{ code: number; output: string }> = [...(await staticChecks)]
for (const check of checks) process.stdout.write(check.output)

// Summed over the runs: the shared one and the timed suites' own.
const count = (label: string) =>
  [...tests.output.matchAll(new RegExp(`^\\s*(\\d+) ${label}$`, 'gm'))].reduce((sum, [, n]) => sum + Number(n), 0)

/** Error-looking lines in a passing run count as one more failed check, naming the lines. */
function quietWhenPassing(): { code: number; output: string } {
  if (count('fail') > 0 || tests.code !== 0) return { code: 0, output: '' }
  const noisy = errorLookingLines(tests.output)
  if (!noisy.length) return { code: 0, output: '' }
  console.log(
    `\nThe tests passed but printed ${noisy.length} error-looking lines (make the test that prints them quiet):\n${noisy.slice(0, 20).join('\n')}`,
  )
  return { code: 1, output: '' }
}
checks.push(quietWhenPassing())
// A test run that ended without a failed test (killed, or a worker lost) still failed: one more.
if (tests.code !== 0 && count('fail') === 0) checks.push({ code: tests.code, output: '' })
const failedChecks = checks.filter((check) => check.code !== 0).length
console.log(`\n${count('pass') + checks.length - failedChecks} passed, ${count('fail') + failedChecks} failed`)
process.exit(tests.code || failedChecks)
