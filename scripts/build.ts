/**
 * `npm run build`: the whole service as one executable, dist/recipe-agent-service.
 * It carries the code, public/ (served by src/pages/assets.ts from the binary's embedded files), the
 * migrations and docs assets (imported as text/files), kuromoji's dictionary, libSQL's native addon, and the worker
 * threads' entry point.
 */
import { familySync, GLIBC } from 'detect-libc'
import { sourceHash } from '../src/cache/build-id'

const outfile = process.argv[2] ?? 'dist/recipe-agent-service'

// A recipe a cook could not trust is not built into the binary: the checker prints why.
const cookbook = Bun.spawnSync([process.execPath, 'scripts/cookbook-check.ts'], {
  stdout: 'inherit',
  stderr: 'inherit',
})
if (cookbook.exitCode !== 0) process.exit(1)

/**
 * libsql picks its native addon with `require(\`@libsql/${target}\`)`, a name computed at run time
 * that the bundler cannot follow, so the binary would look for node_modules it does not have.
 * Rewrite it to this machine's package name, which the bundler then embeds.
 */
const libc = process.platform === 'linux' ? (familySync() === GLIBC ? '-gnu' : '-musl') : ''
const nativeTarget = `${process.platform}-${process.arch}${libc}`
const libsqlNative: Bun.BunPlugin = {
  name: 'libsql-native-addon',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]libsql[\\/]index\.js$/ }, async ({ path }) => {
      const source = await Bun.file(path).text()
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal source text libsql loads its addon with, replaced below
      const dynamic = 'require(`@libsql/${target}`)'
      if (!source.includes(dynamic))
        throw new Error(`libsql no longer loads its addon with ${dynamic}: update scripts/build.ts`)
      return {
        contents: source.replace(dynamic, `require(${JSON.stringify(`@libsql/${nativeTarget}`)})`),
        loader: 'js',
      }
    })
  },
}

const result = await Bun.build({
  // A worker runs its own entry point, which Bun embeds only when it is listed here; under the root
  // src/ it keeps its path (workers/worker.js, db/checkpoint-worker.js), where src/workers/pool.ts
  // and src/db/checkpoints.ts look for it in the binary.
  entrypoints: ['src/index.ts', 'src/workers/worker.ts', 'src/db/checkpoint-worker.ts'],
  root: 'src',
  compile: { outfile, assets: ['public'], autoloadDotenv: false, autoloadBunfig: false },
  // Identifiers stay: Elysia reads handler parameter names (`{ headers }`) to decide what to parse.
  minify: { whitespace: true, syntax: true, identifiers: false },
  sourcemap: 'none',
  plugins: [libsqlNative],
  // kuromoji opens its dictionary as one folder of files by their own names (src/ai/food/reader/japanese.ts).
  naming: { asset: '[name].[ext]' },
  // The binary names the sources it was built from in its cache keys and ETags (src/cache/build-id.ts).
  define: { RECIPE_SERVICE_SOURCE_HASH: JSON.stringify(sourceHash()) },
})
if (!result.success) {
  for (const log of result.logs) console.error(log)
  process.exit(1)
}
console.log(
  `built ${outfile} (${(Bun.file(outfile).size / 1048576).toFixed(1)} MiB, native addon @libsql/${nativeTarget})`,
)
