/**
 * The one home of the commit-subject rule: at most 72 characters, no trailing full stop, in the
 * imperative ("Add …", not "Added …"), with the why in the body after a blank line.
 *
 *   bun scripts/commit-subjects.ts --message-file <file>   the commit-msg hook (.githooks/commit-msg)
 *   bun scripts/commit-subjects.ts                         every commit since the rule began (CI, tests)
 *
 * The rule began after commit 4397ef5; older subjects are history and stay as they are.
 */
import { readFileSync } from 'node:fs'

export const SUBJECT_MAX = 72
/** The newest commit made before the rule: only commits after it are checked. */
export const RULE_START = '4397ef5'

/** What is wrong with one subject line, or nothing. */
export function subjectProblems(subject: string): string[] {
  const problems: string[] = []
  if (subject.trim() === '') problems.push('the subject is empty')
  if ([...subject].length > SUBJECT_MAX)
    problems.push(`the subject has ${[...subject].length} characters (at most ${SUBJECT_MAX}): say the why in the body`)
  if (/\.\s*$/.test(subject)) problems.push('the subject ends with a full stop')
  return problems
}

/** The subject of a commit message as git stores it: its first line that is not a comment. */
export const subjectOf = (message: string) =>
  message.split('\n').find((line) => !line.startsWith('#') && line.trim() !== '') ?? ''

function git(args: string[]): { ok: boolean; out: string } {
  const run = Bun.spawnSync(['git', ...args], { stdout: 'pipe', stderr: 'pipe' })
  return { ok: run.success, out: run.stdout.toString() }
}

/**
 * Subjects of the commits after RULE_START reachable from HEAD (merges included), or undefined when
 * there is no history to read: not a git checkout, or a shallow clone without RULE_START.
 */
export function subjectsSinceRule(): { commit: string; subject: string }[] | undefined {
  if (!git(['cat-file', '-e', `${RULE_START}^{commit}`]).ok) return undefined
  const log = git(['log', '--format=%h%x09%s', `${RULE_START}..HEAD`])
  if (!log.ok) return undefined
  return log.out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit, ...subject] = line.split('\t')
      return { commit: commit!, subject: subject.join('\t') }
    })
}

if (import.meta.main) {
  const fileFlag = process.argv.indexOf('--message-file')
  if (fileFlag !== -1) {
    const subject = subjectOf(readFileSync(process.argv[fileFlag + 1]!, 'utf8'))
    const problems = subjectProblems(subject)
    if (problems.length) {
      console.error(
        `Commit refused: ${problems.join('; ')}.\n  ${subject}\nWrite an imperative subject of at most ${SUBJECT_MAX} characters and the why in the body (CONTRIBUTING.md).`,
      )
      process.exit(1)
    }
  } else {
    const subjects = subjectsSinceRule()
    if (!subjects)
      console.log(`No history after ${RULE_START} here (not a git checkout, or a shallow one): nothing to check.`)
    const bad = (subjects ?? []).flatMap(({ commit, subject }) =>
      subjectProblems(subject).map((problem) => `${commit} ${problem}: ${subject}`),
    )
    for (const line of bad) console.error(line)
    process.exit(bad.length ? 1 : 0)
  }
}
