import { describe, expect, test } from 'bun:test'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { buildId, sourceHash } from '../../src/cache/build-id'

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

  test('from this checkout, without BUILD_ID, it is the hash of its sources', () => {
    expect(buildId({})).toBe(sourceHash())
  })
})
