/** Starts a built binary in `cwd` on a free port and waits for its first 200 on /health. */
export async function startBinary(binary: string, cwd: string, env: Record<string, string> = {}) {
  const spawnedAt = performance.now()
  const child = Bun.spawn([binary], {
    cwd,
    env: { PATH: '/usr/bin:/bin', PORT: '0', RATE_LIMIT: 'off', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let output = ''
  const decoder = new TextDecoder()
  void (async () => {
    for await (const chunk of child.stdout) output += decoder.decode(chunk, { stream: true })
  })()
  void (async () => {
    for await (const chunk of child.stderr) output += decoder.decode(chunk, { stream: true })
  })()
  let base: string | undefined
  while (!base) {
    const port = output.match(/"msg":"listening","port":(\d+)/)?.[1]
    if (port) base = `http://127.0.0.1:${port}`
    else if (child.exitCode !== null || performance.now() - spawnedAt > 20_000)
      throw new Error(`the binary did not start:\n${output}`)
    else await Bun.sleep(5)
  }
  while ((await fetch(`${base}/health`).catch(() => undefined))?.status !== 200) await Bun.sleep(5)
  return {
    base,
    child,
    /** Milliseconds from spawn to the first 200 answer. */
    coldStartMs: performance.now() - spawnedAt,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      await child.exited
    },
  }
}
