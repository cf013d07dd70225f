/**
 * The whole test suite, as README and .ci/run call it: Debian's Chromium and a CJK font for the
 * browser tests (installed with apt when missing), the static checks (the type check, Biome's
 * format and lint check `biome ci .`, the xss scan of the views), then `bun test`, ending with one
 * "N passed, N failed" line that CI reads.
 */
import { existsSync } from 'node:fs'
import { errorLookingLines } from './quiet-output'

const bun = process.execPath
const CHROMIUM = '/usr/bin/chromium'

async function run(command: string[]): Promise<{ code: number; output: string }> {
  const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe', env: process.env })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true })
      output += text
      sink.write(text)
    }
  }
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)])
  return { code: await child.exited, output }
}

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
  const checked = await run([biome, 'ci', '.'])
  if (checked.code !== 0)
    console.log('\nBiome found format or lint errors (above): run `npx biome check --write .` and fix what it leaves.')
  return checked
}

await ensureBrowser()
// Static checks first, each counted as one test: the type check, Biome's format and lint check,
// and the scan for unescaped text.
const checks = [
  await run([bun, 'x', 'tsc', '--noEmit', '-p', '.']),
  await biomeCheck(),
  await run([bun, 'x', 'xss-scan', '--cwd', '.']),
]
const tests = await run([bun, 'test', ...process.argv.slice(2)])

const count = (label: string) => Number(tests.output.match(new RegExp(`^\\s*(\\d+) ${label}$`, 'm'))?.[1] ?? 0)

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
const failedChecks = checks.filter((check) => check.code !== 0).length
console.log(`\n${count('pass') + checks.length - failedChecks} passed, ${count('fail') + failedChecks} failed`)
process.exit(tests.code || failedChecks)
