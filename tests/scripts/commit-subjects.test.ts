import { expect, test } from 'bun:test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { SUBJECT_MAX, subjectOf, subjectProblems, subjectsSinceRule } from '../../scripts/commit-subjects'

test('a subject of at most 72 characters passes, a longer one or one ending in a full stop does not', () => {
  expect(subjectProblems('Add a commit-msg hook that refuses long subjects')).toEqual([])
  expect(subjectProblems('x'.repeat(SUBJECT_MAX))).toEqual([])
  expect(subjectProblems('x'.repeat(SUBJECT_MAX + 1))).toHaveLength(1)
  expect(subjectProblems('Fix the cache.')).toHaveLength(1)
  expect(subjectProblems('')).toHaveLength(1)
  // Characters, not bytes: a Japanese subject of 40 characters is fine.
  expect(subjectProblems('レシピ'.repeat(13))).toEqual([])
})

test('the subject is the first line of the message that is not a comment', () => {
  expect(subjectOf('# Please enter the commit message\n\nAdd a thing\n\nBecause.')).toBe('Add a thing')
})

test('the hook refuses a long subject and lets a short one through', () => {
  const run = (subject: string) => {
    const file = join(tmpdir(), `COMMIT_EDITMSG-${Math.random()}`)
    writeFileSync(file, `${subject}\n\nWhy.\n`)
    return Bun.spawnSync(['sh', `${import.meta.dir}/../../.githooks/commit-msg`, file], {
      stdout: 'pipe',
      stderr: 'pipe',
    })
  }
  expect(run('Add a short subject').exitCode).toBe(0)
  const refused = run('y'.repeat(SUBJECT_MAX + 1))
  expect(refused.exitCode).toBe(1)
  expect(refused.stderr.toString()).toContain('at most 72')
})

test('every commit made since the rule began has a subject that keeps it', () => {
  const subjects = subjectsSinceRule()
  // A checkout without that history (a tarball, a shallow clone) has nothing to check.
  if (!subjects) return
  expect(
    subjects.flatMap(({ commit, subject }) =>
      subjectProblems(subject).map((problem) => `${commit} ${problem}: ${subject}`),
    ),
  ).toEqual([])
})
