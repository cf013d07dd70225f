/**
 * `npm run build:stats`: builds the binary, then prints its size and its cold start (spawn to the
 * first 200 answer) when run alone in an empty directory, the median of several starts.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBinary } from './binary-process'

const built = 'dist/recipe-agent-service'
const build = Bun.spawnSync([process.execPath, 'scripts/build.ts', built], { stdout: 'inherit', stderr: 'inherit' })
if (build.exitCode !== 0) process.exit(1)

const starts: number[] = []
for (let run = 0; run < 5; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'recipes-cold-'))
  copyFileSync(built, join(dir, 'recipe-agent-service'))
  const service = await startBinary(join(dir, 'recipe-agent-service'), dir)
  starts.push(service.coldStartMs)
  await service.stop()
  rmSync(dir, { recursive: true, force: true })
}
starts.sort((a, b) => a - b)
console.log(`binary size: ${(Bun.file(built).size / 1048576).toFixed(1)} MiB`)
console.log(
  `cold start to first 200 (new database each time): median ${starts[2]!.toFixed(0)} ms, min ${starts[0]!.toFixed(0)} ms, max ${starts[4]!.toFixed(0)} ms`,
)
