import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { listed } from '../../../../src/ai/cookbook/notes'
import { factsOf } from '../../../../src/ai/offline/talk/facts'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'

const NAMES: Record<PanelRole, string> = {
  host: 'Host',
  chef: 'Chef',
  nutritionist: 'Nutri',
  culture: 'Culture',
  home_cook: 'Homer',
}
const ROLES = Object.keys(NAMES) as PanelRole[]

/**
 * A whole discussion of a dish for a theme, turn by turn, as the offline panel says it, with the facts it drew on;
 * or only the rounds and roles a test reads (each turn is composed from the brief alone, ~50-90 ms of CPU).
 */
function discussion(
  theme: string,
  lang: Lang,
  dishId: string,
  seed: number,
  rounds: ReadonlyArray<1 | 2 | 3> = [1, 2, 3],
  roles = ROLES,
) {
  const brief = readBrief(theme, lang)
  const cooked = cookFor({ brief, dishId, seed, theme })
  const turns = rounds.flatMap((round) =>
    roles.map((role) => {
      const ctx = { kind: 'turn', lang, round, role, theme, brief, dishId, names: NAMES, seed, transcript: [] }
      return { round, role, text: turnOf(ctx as unknown as TurnContext, cooked) }
    }),
  )
  return { turns, f: factsOf(cooked, theme, lang) }
}
const said = (turns: Array<{ text: string }>, what: string) => turns.filter((t) => t.text.includes(what)).length
const SEEDS = [1, 2, 3]
/** Each turn works out its facts again, as the service does: a discussion takes a second or more on a busy machine. */
const SLOW = 120_000

describe('no fact said twice', () => {
  test.each([
    ['halal beef stew for the family, no alcohol at all', 'en', 'beef_stew'],
    ['豚肉とお酒を使わない肉じゃが', 'ja', 'nikujaga'],
    ['pork-free nikujaga for a friend who keeps halal', 'en', 'nikujaga'],
  ] as const)(
    'the rules of "%s" are listed once in the whole talk',
    (theme, lang, dish) => {
      for (const seed of SEEDS) {
        const { turns, f } = discussion(theme, lang, dish, seed)
        expect(f.rules.length).toBeGreaterThan(0)
        expect(said(turns, listed(lang, f.rules))).toBe(1)
      }
    },
    SLOW,
  )

  test(
    'a temperature the chef says with his step is not said again by the nutritionist in the same round',
    () => {
      let checked = 0
      for (const [theme, lang] of [
        ['chicken cutlets for the kids tonight', 'en'],
        ['お弁当に入れるチキンカツ', 'ja'],
      ] as const)
        for (const seed of SEEDS) {
          const { turns, f } = discussion(theme, lang, 'chicken_katsu', seed)
          const chef = turns.find((t) => t.round === 1 && t.role === 'chef')!.text
          const temp = f.technique.temp
          if (!temp || !chef.includes(String(temp)) || f.doneness.some((d) => d.where !== f.technique.where)) continue
          checked++
          expect(turns.find((t) => t.round === 1 && t.role === 'nutritionist')!.text).not.toContain(String(temp))
        }
      expect(checked).toBeGreaterThan(0)
    },
    SLOW,
  )
})

describe('the last round carries this dish', () => {
  const last = (theme: string, lang: Lang, dish: string, seed: number, role: PanelRole) =>
    discussion(theme, lang, dish, seed, [3], [role]).turns.find((t) => t.round === 3 && t.role === role)!.text

  test(
    'a cake or a drink is never reheated; the nutritionist gives its energy instead',
    () => {
      for (const seed of SEEDS) {
        const cake = last('a strawberry cake for a small party', 'en', 'strawberry_shortcake', seed, 'nutritionist')
        expect(cake).not.toMatch(/warm|heat|reheat/i)
        expect(cake).toMatch(/\d+ kcal/)
        const drink = last('クランベリーの飲み物を二人分', 'ja', 'cranberry_spritzer', seed, 'nutritionist')
        expect(drink).not.toMatch(/温め/)
        expect(drink).toMatch(/\d+kcal/)
      }
    },
    SLOW,
  )

  test(
    "a main that keeps is reheated to its meat's check; the egg it also has is no figure said to eaters not at risk",
    () => {
      for (const seed of SEEDS) {
        // Reheated only where something is left over: a batch for the week.
        const { turns, f } = discussion(
          'soy ramen with pork for two, the rest for the week',
          'en',
          'shoyu_ramen',
          seed,
          [3],
        )
        const temps = f.doneness.map((d) => d.temp!)
        expect(temps.length).toBeGreaterThan(0)
        expect(temps).not.toContain(72)
        const hottest = f.doneness.find((d) => d.temp === Math.max(...temps))!
        expect(turns.find((t) => t.round === 3 && t.role === 'nutritionist')!.text).toContain(hottest.cue)
      }
    },
    SLOW,
  )

  test(
    'no one recites the minutes: not the split of preparation and cooking, nor a step against the total',
    () => {
      for (const seed of SEEDS) {
        const { turns } = discussion('a cranberry drink for two', 'en', 'cranberry_spritzer', seed, [3])
        const split = (t: { text: string }) => /\d+ minutes of (preparation|cooking)|of the \d+ minutes/.test(t.text)
        expect(turns.filter(split)).toEqual([])
      }
    },
    SLOW,
  )
})
