import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import first from './harm-unseen.json'
import second from './harm-unseen2.json'
import third from './harm-unseen3.json'
import fourth from './harm-unseen4.json'

type Item = { lang: 'en' | 'ja'; harm: boolean; theme: string; known_miss?: boolean }

/**
 * Ways to ask for harm and everyday asks that sound like it, each set written before the reader
 * was changed for it (the second and third by helpers who read no code): intent is judged from who is
 * targeted and what goes into their food, so a phrasing nobody listed is read as the ones that
 * were. A known miss is a failing test, so reading it right shows up.
 */
for (const [name, set] of [
  ['harm-unseen', first],
  ['harm-unseen2', second],
  ['harm-unseen3', third],
  ['harm-unseen4', fourth],
] as const)
  describe(`harm phrasings nobody tuned to (${name})`, () => {
    for (const item of set.items as Item[])
      (item.known_miss ? test.failing : test)(`${item.harm ? 'refused' : 'cooked'}: ${item.theme}`, () => {
        expect(!!readBrief(item.theme, item.lang).harm).toBe(item.harm)
      })
  })
