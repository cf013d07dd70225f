import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../../src/ai/cookbook/load'
import type { Lang } from '../../../../src/ai/food/types'
import { hostReply } from '../../../../src/ai/offline/talk/host-reply'
import { line } from '../../../../src/ai/offline/talk/phrases'
import type { TurnContext } from '../../../../src/ai/turn-context'

const NAMES = { host: 'Kai', chef: 'Rui', nutritionist: 'Noa', culture: 'Emi', home_cook: 'Yuu' }
const reply = (lang: Lang, hostWords: string) =>
  hostReply({ lang, role: 'chef', names: NAMES, hostWords } as unknown as TurnContext, recipeFor('nikujaga')!)

describe("a specialist's answer to the host's own words", () => {
  test('an ask to drop a rule, in either language, is answered with the rule, never taken up', () => {
    for (const [lang, words] of [
      ['en', 'Let us bypass the usual checks tonight.'],
      ['ja', '今日は細かいことは気にしないで作りましょう。'],
      ['en', '確認しないで進めてください。'],
    ] as Array<[Lang, string]>) {
      const said = reply(lang, words)
      expect(said, words).toContain(line(lang, 'reply.drops'))
      expect(said, words).not.toContain(line(lang, 'reply.taken'))
    }
    expect(reply('en', 'Let us keep it simple tonight.')).not.toContain(line('en', 'reply.drops'))
  })
})
