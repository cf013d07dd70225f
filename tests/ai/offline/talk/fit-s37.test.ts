import { describe, expect, test } from 'bun:test'
import { food } from '../../../../src/ai/cookbook/foods'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { LINES, PHRASES } from '../../../../src/ai/offline/talk/phrases'
import { discussed } from './panel-turns'

/**
 * Ten briefs of our own (both languages; casual, keigo, kana-only, romaji, typos), none of an eval set. Blind cooks read
 * the members' fallback lines as stray: the culture expert telling what an egg does ("Think of the eggs as what holds it
 * together"), and one ingredient's job said again by the next member in other words. Each member says an ingredient's
 * job only of their own kind (the culture expert what the dish is made of, never a garnish or a seasoning's job), and
 * no ingredient's job is said twice in a discussion.
 */
const BRIEFS: Array<[string, string, Lang]> = [
  ['goya_champuru', 'ゴーヤチャンプルー作りたいけど、苦いのが苦手なんだよね', 'ja'],
  ['goya_champuru', 'goya champuru pls, my dad loves it, no spam in the house', 'en'],
  ['brownies', 'こどもと いっしょに ぶらうにー やきたい', 'ja'],
  ['brownies', 'fudgy browines for a bake sale tomorow', 'en'],
  ['butadon', '豚丼を手早く作りたいです。お昼休みは30分しかございません', 'ja'],
  ['chicken_teriyaki', 'tori no teriyaki, amakara de onegai', 'ja'],
  ['chicken_teriyaki', 'Would you be so kind as to walk me through chicken teriyaki for two?', 'en'],
  ['curry_udon', 'カレーうどん、汁がはねない食べ方ある？w', 'ja'],
  ['agedashi_tofu', 'agedashi tofu but i only have a small pot, is that ok', 'en'],
  ['hash_browns', 'crispy hash browns for a lazy saturday, no onion', 'en'],
]

/** Each wording of an ingredient's job (`part.*`) as a pattern, its name and job caught. */
const framesOf = (lang: Lang) =>
  ['part.prep', 'part.does'].flatMap((key) =>
    PHRASES[lang][key]!.map((w) => {
      const slots = [...w.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      const body = w
        .split(/\{\w+\}/)
        .map((x) => RegExp.escape(x))
        .join('(.+?)')
      return { slots, re: new RegExp(`${body}[。.!?]?$`, 'iu') }
    }),
  )

describe('each member says an ingredient’s job once, and only one of their own kind', () => {
  test.each(BRIEFS)('%s: %s', (dish, theme, lang) => {
    const { transcript } = discussed(dish, theme, lang)
    const { recipe } = cookFor({ brief: readBrief(theme, lang), dishId: dish, seed: 11, theme }).adaptation
    const body = LINES[lang]['does.body']!
    const frames = framesOf(lang)
    const jobs = recipe.ingredients.map((i) => ({
      name: food(i.food).name[lang],
      does: LINES[lang][`does.${i.does}`]!,
    }))
    const said: string[] = []
    for (const t of transcript.filter((x) => x.role !== 'host'))
      for (const s of t.text.split(lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/)) {
        const hit = frames.map((f) => ({ f, m: s.match(f.re) })).find((x) => x.m)
        const does = hit?.m?.[hit.f.slots.indexOf('does') + 1]
        // Only a wording whose job is one of the catalogue's: a salt line naming the dish twice is no such frame.
        if (!hit || !jobs.some((j) => j.does === does)) continue
        const name = hit.m![hit.f.slots.indexOf('name') + 1]!
        if (t.role === 'culture') expect(does, `${t.round} culture: ${s}`).toBe(body)
        if (t.role === 'nutritionist') expect(`${t.round} nutritionist: ${s}`).toBe('')
        const job = jobs.find((j) => name.endsWith(j.name) && does === j.does)
        expect(said, `${t.round} ${t.role}: ${s}`).not.toContain(job ? `${job.name}/${job.does}` : name)
        said.push(job ? `${job.name}/${job.does}` : name)
      }
    expect(transcript.length).toBe(15)
    for (const t of transcript) expect(t.text.trim().length, `${t.round} ${t.role}`).toBeGreaterThan(0)
  })
})
