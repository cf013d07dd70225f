import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'

/** What the brief leaves out: the ingredient ids, the traits and the words it excludes, as one set. */
const excluded = (theme: string, lang: Lang) =>
  new Set(readBrief(theme, lang).exclusions.flatMap((e) => [...e.ingredients, ...e.traits, ...e.excludes]))

// The food first, then who, then the can't/doesn't-eat verb: the person between must not hide the restriction.
describe('a person between the food and the verb that rules it out', () => {
  const read: [string, Lang, string][] = [
    ["eggs are fine, it's just dairy he can't do — can carbonara still be a thing?", 'en', 'milk'],
    ['shellfish my wife cannot eat, so what about a paella for four?', 'en', 'shrimp'],
    ["peanuts the kids can't have — a satay-style noodle bowl?", 'en', 'peanut'],
    ["mushrooms my husband won't eat, so a risotto without them?", 'en', 'shimeji'],
    ['沖縄っぽい晩ごはん、なにか一品。ゴーヤーは家族が食べないので以外で', 'ja', 'bitter_melon'],
    ['セロリは夫が食べないので、ミネストローネを', 'ja', 'セロリ'],
    ['きのこは子どもが食べられないので炊き込みご飯をお願い', 'ja', 'しめじ'],
  ]
  for (const [theme, lang, what] of read)
    test(theme, () => {
      expect(excluded(theme, lang).has(what)).toBe(true)
    })

  // Near misses: the same words with the food loved, wanted, or only limited.
  const unread: [string, Lang, string][] = [
    ["the kids can't get enough of cheese, a mac and cheese please", 'en', 'milk'],
    ["mushrooms he can't resist, so a mushroom risotto", 'en', 'shimeji'],
    ["pasta he can't do without, something quick", 'en', 'spaghetti'],
    ["pasta i can't eat too much of, a light lunch", 'en', 'spaghetti'],
    ['家族が食べたいのはゴーヤーチャンプルー', 'ja', 'bitter_melon'],
    ['ゴーヤーは夫が大好きなので、チャンプルーを', 'ja', 'bitter_melon'],
  ]
  for (const [theme, lang, what] of unread)
    test(theme, () => {
      expect(excluded(theme, lang).has(what)).toBe(false)
    })
})
