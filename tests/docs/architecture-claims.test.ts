/**
 * docs/architecture.md backs every claim: each table row, list item and paragraph names a file or
 * a test that shows what it says (a backticked path that `links.test.ts` checks exists). A claim
 * with nothing to look at is either removed or given its evidence.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { namedPaths, relativeLinks } from '../support/doc-paths'

const DOC = readFileSync(join(resolve(import.meta.dir, '../..'), 'docs/architecture.md'), 'utf8')

/** The doc's claims: table rows (not the header or rule), list items with their wrapped lines, paragraphs. */
export function claimsOf(markdown: string): string[] {
  const claims: string[] = []
  let current: string[] = []
  const close = () => {
    if (current.length) claims.push(current.join(' '))
    current = []
  }
  for (const line of markdown.split('\n')) {
    const text = line.trim()
    if (!text || text.startsWith('#')) close()
    else if (text.startsWith('|')) {
      close()
      if (!/^\|[-\s|:]+\|$/.test(text) && !/^\| *(Folder|State) *\|/.test(text)) claims.push(text)
    } else if (/^(- |\d+\. )/.test(text)) {
      close()
      current.push(text)
    } else current.push(text)
  }
  close()
  return claims
}

const hasEvidence = (claim: string) => namedPaths(claim).length > 0 || relativeLinks(claim).length > 0

/** The claims with no evidence; a list's items may rest on the evidence of the sentence that introduces it ("…`x.test.ts`:"). */
export function bareClaims(claims: string[]): string[] {
  const bare: string[] = []
  let introduced = false
  for (const claim of claims) {
    const item = /^(- |\d+\. )/.test(claim)
    if (!item) introduced = false
    if (claim.endsWith(':')) introduced = hasEvidence(claim)
    else if (!hasEvidence(claim) && !(item && introduced)) bare.push(claim)
  }
  return bare
}

describe('docs/architecture.md names evidence for every claim', () => {
  test('the reader splits rows, items and paragraphs', () => {
    const sample =
      '# T\n\n| Folder | Holds |\n|---|---|\n| `src/a.ts` | x |\n\nOne\nparagraph.\n\n- an item\n  wrapped\n- another'
    expect(claimsOf(sample)).toEqual(['| `src/a.ts` | x |', 'One paragraph.', '- an item wrapped', '- another'])
  })

  test('a claim without a path is found, and a list rests on its introduction', () => {
    const intro = 'Checked by `tests/a.test.ts`:'
    expect(bareClaims([intro, '- one', '- two', 'Said with nothing.', '- alone'])).toEqual([
      'Said with nothing.',
      '- alone',
    ])
  })

  test('each names a file or a test', () => {
    expect(bareClaims(claimsOf(DOC))).toEqual([])
  })
})
