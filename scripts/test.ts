/**
 * The whole test suite, as README and .ci/run call it: the xss scan of the views, then `bun test`,
 * ending with one "N passed, N failed" line that CI reads.
 */
const bun = process.execPath

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

const scan = await run([bun, 'x', 'xss-scan', '--cwd', '.'])
const tests = await run([bun, 'test', ...process.argv.slice(2)])

const count = (label: string) => Number(tests.output.match(new RegExp(`^\\s*(\\d+) ${label}$`, 'm'))?.[1] ?? 0)
const failed = count('fail') + (scan.code === 0 ? 0 : 1)
console.log(`\n${count('pass')} passed, ${failed} failed`)
process.exit(tests.code || scan.code)
