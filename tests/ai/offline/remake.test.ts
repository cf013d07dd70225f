import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

describe('a remake is a leftover ask, not a dish the kitchen lacks', () => {
  test.each([
    ['昨日のおでんが大量にあまった。リメイクしたい', '残り物を使い切る。'],
    ['余ったカレー、リメイクしたい', '残り物を使い切る。'],
    ['leftover meatloaf, how do i remake it', 'Uses up leftovers.'],
    ['want to repurpose last nights roast chicken', 'Uses up leftovers.'],
  ])('%s', (theme, note) => {
    const brief = readBrief(theme, langOf(theme))
    expect(brief.unknownDish).toBeUndefined()
    expect(brief.notes).toContain(note)
  })
})
