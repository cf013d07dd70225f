import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { composeOffline } from '../../../src/ai/offline/compose'
import { seedOf } from '../../../src/ai/offline/random'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
/** The host's first turn for a theme, as the offline panel says it. */
function opening(theme: string, lang: Lang): string {
  const brief = readBrief(theme, lang)
  const seed = seedOf(theme)
  const ctx: TurnContext = {
    kind: 'turn',
    round: 1,
    role: 'host',
    names: NAMES,
    transcript: [],
    theme,
    lang,
    seed,
    brief,
    dishId: brief.dishId!,
  }
  return composeOffline(ctx)
}

describe("the host's first turn says how it read the dish asked", () => {
  test('a dish read from its description is named as the reading', () => {
    expect(opening('forgot the name: little dumplings with hot soup inside, eaten on a spoon', 'en')).toMatch(
      /(?:you mean|sounds like) xiao long bao/i,
    )
    expect(opening('名前忘れた、皮の中にスープが入ってて、レンゲにのせて食べる小さい餃子みたいなやつ', 'ja')).toMatch(
      /小籠包(?:のことですね|だと思う|と読みました)/,
    )
  })

  test('a version the cookbook lacks is said, with the nearest cooked', () => {
    expect(opening('jinju naengmyeon pls', 'en')).toMatch(/jinju version/i)
    expect(opening('トスカーナ風のラザニアが食べたい', 'ja')).toMatch(/トスカーナ風の(?:もの|レシピ)/)
    expect(opening('pyongyang naengmyeon for 2', 'en')).not.toMatch(/version/)
  })
})
