import { describe, expect, test } from 'bun:test'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildId, sourceHash } from '../../src/cache/build-id'

const ROOT = resolve(import.meta.dir, '../..')

describe('the build id', () => {
  test('BUILD_ID names the build when given', () => {
    expect(buildId({ BUILD_ID: 'v1.2.3' })).toBe('v1.2.3')
  })

  test('is a hash of the sources: the same for the same files, another for any change to one', () => {
    const root = `/tmp/build-id-${process.pid}-${Date.now()}`
    for (const dir of ['src/views-helper', 'views']) mkdirSync(`${root}/${dir}`, { recursive: true })
    writeFileSync(`${root}/src/views-helper/a.ts`, 'export const a = 1')
    writeFileSync(`${root}/views/page.tsx`, 'export const Page = () => <p>hi</p>')
    writeFileSync(`${root}/package.json`, '{"version":"1.0.0"}')
    writeFileSync(`${root}/package-lock.json`, '{}')
    const first = sourceHash(root)
    expect(sourceHash(root)).toBe(first)
    writeFileSync(`${root}/views/page.tsx`, 'export const Page = () => <p>hello</p>')
    const changedView = sourceHash(root)
    expect(changedView).not.toBe(first)
    writeFileSync(`${root}/package-lock.json`, '{"packages":{"node_modules/@kitajs/html":{"version":"4.2.14"}}}')
    expect(sourceHash(root)).not.toBe(changedView)
    rmSync(root, { recursive: true })
  })

  test('does not depend on where the checkout is: one build at two paths has one id', () => {
    const roots = [`/tmp/build-id-a-${process.pid}`, `/tmp/elsewhere/build-id-b-${process.pid}`]
    for (const root of roots) {
      for (const dir of ['src', 'views']) mkdirSync(`${root}/${dir}`, { recursive: true })
      writeFileSync(`${root}/src/a.ts`, 'export const a = 1')
      writeFileSync(`${root}/views/page.tsx`, 'export const Page = () => <p>hi</p>')
      writeFileSync(`${root}/package.json`, '{"version":"1.0.0"}')
      writeFileSync(`${root}/package-lock.json`, '{}')
    }
    expect(sourceHash(roots[0])).toBe(sourceHash(roots[1]))
    for (const root of roots) rmSync(root, { recursive: true })
  })

  /**
   * This build, copied whole to two places, run from each: the id the service derives by itself
   * (buildId without BUILD_ID, from where its own module sits) is one id. A change to one source
   * file of one copy gives that copy another id.
   */
  test('two copies of this build at two paths derive one id, and a changed copy another', () => {
    const base = mkdtempSync(join(tmpdir(), 'build-id-copies-'))
    const copies = [join(base, 'release-a'), join(base, 'deeper', 'release-b')]
    for (const copy of copies)
      for (const source of ['src', 'views', 'package.json', 'package-lock.json'])
        cpSync(join(ROOT, source), join(copy, source), { recursive: true })
    const idOf = (copy: string) => {
      const run = Bun.spawnSync(
        [
          process.execPath,
          '-e',
          `import { buildId } from ${JSON.stringify(join(copy, 'src/cache/build-id.ts'))}; console.log(buildId({}))`,
        ],
        { stdout: 'pipe', stderr: 'pipe', env: { PATH: process.env.PATH } },
      )
      expect(run.stderr.toString()).toBe('')
      return run.stdout.toString().trim()
    }
    const [a, b] = copies.map(idOf)
    expect(a).toMatch(/^[\w-]{16}$/)
    expect(b).toBe(a!)
    // The id of this checkout too, read in this process: one build, wherever it runs.
    expect(buildId({})).toBe(a!)
    appendFileSync(join(copies[1]!, 'src/config.ts'), '\n// a change\n')
    expect(idOf(copies[1]!)).not.toBe(a!)
    expect(idOf(copies[0]!)).toBe(a!)
    rmSync(base, { recursive: true })
  })
})
