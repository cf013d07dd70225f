import { expect, test } from 'bun:test'

/**
 * No tracked file lies where .gitignore says output goes (issue 36: two committed screenshots under
 * the ignored tests/screenshots/ were rewritten by every `npm test`, leaving the tree changed).
 */
test('no tracked file matches .gitignore', () => {
  const listed = Bun.spawnSync(['git', 'ls-files', '--cached', '--ignored', '--exclude-standard'], {
    cwd: `${import.meta.dir}/../..`,
  })
  expect(listed.exitCode).toBe(0)
  expect(listed.stdout.toString().split('\n').filter(Boolean)).toEqual([])
})
