import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A command the docs tell a reader to run exists (issue 36: `npm run sample:offline` was documented and missing). */

const ROOT = join(import.meta.dir, '../..')
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'clients/typescript/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

test('every `npm run <script>` in the docs is a script of package.json', () => {
  const scripts = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts)
  const named = DOCS.flatMap((doc) =>
    [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => ({
      doc,
      script: match[1]!,
    })),
  )
  expect(named.length).toBeGreaterThan(5)
  expect(named.filter(({ script }) => !scripts.includes(script))).toEqual([])
})
