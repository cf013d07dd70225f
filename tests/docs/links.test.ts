/**
 * The docs name files that exist: every relative link in docs/*.md (and README.md, CONTRIBUTING.md)
 * leads to a file or folder, and every backticked path under src/, tests/, views/, scripts/, bench/
 * or knowledge/ is there (a glob such as `src/*\/queries.ts` matches at least one file). A file
 * renamed or removed fails here until the docs say so: a doc that tells history names the file as
 * it was, `path@commit`, checked in git when the history is at hand. A folder .gitignore lists (made
 * when something runs, such as `bench/.data/`) counts as there, and so does a file named inside it.
 */
import { describe, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { namedPaths, relativeLinks } from '../support/doc-paths'

const ROOT = resolve(import.meta.dir, '../..')
const DOCS = [
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
  join(ROOT, 'README.md'),
  join(ROOT, 'CONTRIBUTING.md'),
]
const IGNORED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
const git = (args: string[]) =>
  Bun.spawnSync(['git', ...args], { cwd: ROOT, stdout: 'ignore', stderr: 'ignore' }).success

function exists(path: string): boolean {
  const [file, commit] = path.split('@') as [string, string | undefined]
  // A file as it was: there in that commit, when this checkout has the history (a tarball has none).
  if (commit !== undefined)
    return !git(['cat-file', '-e', `${commit}^{commit}`]) || git(['cat-file', '-e', `${commit}:${file}`])
  const ignored = (line: string) =>
    line === file || line === `${file}/` || (line.endsWith('/') && file.startsWith(line))
  if (IGNORED.some(ignored)) return true
  return /[*?[]/.test(file)
    ? [...new Bun.Glob(file).scanSync({ cwd: ROOT, onlyFiles: false })].length > 0
    : existsSync(join(ROOT, file))
}

describe('the docs name files that exist', () => {
  test('the readers find links and paths, and skip the web, anchors and placeholders', () => {
    const sample =
      '[a](api.md) [b](../README.md#x) [c](https://x.org) [d](#here) `src/app.ts` `src/<feature>/` `bun src/index.ts` `tests/cache/` `src/x.ts:12`'
    expect(relativeLinks(sample)).toEqual(['api.md', '../README.md'])
    expect(namedPaths(sample)).toEqual(['src/app.ts', 'tests/cache/', 'src/x.ts'])
    expect(exists('src/*/queries.ts')).toBe(true)
    expect(exists('src/nothing-here.ts')).toBe(false)
    expect(exists('bench/.data/')).toBe(true)
    expect(exists('bench/.data')).toBe(true)
    expect(exists('bench/.data/latest.md')).toBe(true)
  })

  test('a file as it was is looked up in that commit', () => {
    if (!git(['cat-file', '-e', '4397ef5^{commit}'])) return
    expect(exists('src/app.ts@4397ef5')).toBe(true)
    expect(exists('src/openapi.ts@4397ef5')).toBe(false)
  })

  for (const doc of DOCS) {
    const name = relative(ROOT, doc)
    const markdown = readFileSync(doc, 'utf8')

    test(`${name}: every relative link leads somewhere`, () => {
      const broken = relativeLinks(markdown).filter((target) => !existsSync(resolve(dirname(doc), target)))
      expect(broken).toEqual([])
    })

    test(`${name}: every backticked path exists`, () => {
      expect(namedPaths(markdown).filter((path) => !exists(path))).toEqual([])
    })
  }
})
