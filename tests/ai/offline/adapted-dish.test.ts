import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

/** What the offline panel publishes for a theme, as the engine reads it. */
function cooked(theme: string, lang: Lang) {
  const brief = readBrief(theme, lang)
  return cookFor({ brief, dishId: brief.dishId!, seed: seedOf(theme), theme })
}

describe('the named dish is kept when a cook would leave out or swap what the brief rules out', () => {
  test.each([
    ['子ども向けのハンバーグ。玉ねぎ嫌いなので玉ねぎ抜きで！', 'ja', 'hamburg_steak', /玉ねぎ|onion/i],
    ['低FODMAP中。玉ねぎとにんにく抜きで麻婆豆腐', 'ja', 'mapo_tofu', /にんにく|garlic|玉ねぎ/i],
    ['ハラールの留学生に親子丼。みりんと料理酒は使わないで', 'ja', 'oyakodon', /みりん|料理酒|mirin|sake/i],
  ] as const)('%s', (theme, lang, dish, gone) => {
    const c = cooked(theme, lang)
    expect(c.asked).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(dish)
    const text = [...c.draft.steps_ja, ...c.draft.steps_en, ...c.draft.ingredients_ja, ...c.draft.ingredients_en]
    expect(text.join('\n')).not.toMatch(gone)
  })

  test('sukiyaki in pregnancy: kept, its egg dip made safe in its own step, the safety step said once', () => {
    const c = cooked('すき焼き食べたい！生卵つけるやつ。妻が妊娠7ヶ月です', 'ja')
    expect(c.asked).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe('sukiyaki')
    const steps = c.draft.steps_ja
    expect(new Set(steps).size).toBe(steps.length)
    expect(steps.find((s) => s.includes('くぐらせて'))).toContain('殺菌済み')
    expect(c.draft.steps_en.join('\n')).not.toMatch(/\bmirin\b|\bsake\b/)
  })
})

describe('another main said to take the named dish own main is swapped in, and the title says so', () => {
  test.each([
    ['teriyaki chicken tonight, but with salmon instead', 'en', /salmon/i, /chicken/i],
    ['照り焼きチキンを鶏肉じゃなくて鮭で作りたい', 'ja', /鮭|サーモン/, /鶏/],
    // A cue that reads only for the old main (shrimp turned pink) would read as undercooked chicken.
    ['えびチリ、えびの代わりに鶏もも肉でお願い', 'ja', /鶏/, /えび|エビ/],
    ['ebi chili with chicken thigh rather than prawns', 'en', /chicken/i, /prawn|shrimp/i],
  ] as const)('%s', (theme, lang, now, was) => {
    const c = cooked(theme, lang)
    expect(c.asked).toBeUndefined()
    expect(c.found).toBeUndefined()
    const title = c.adaptation.recipe.title[lang]
    expect(title).toMatch(now)
    expect(title).not.toMatch(was)
  })
})

describe('a name ends in its head: a bowl named over a dish it holds is the bowl', () => {
  test.each([
    ['a chicken teriyaki bowl for lunch, egg allergy', 'en'],
    ['卵なしで、チキンの照り焼き丼を二人分', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const c = cooked(theme, lang)
    expect(c.adaptation.recipe.dish).toBe('teriyaki_chicken_don')
    expect(c.draft.steps_en.join('\n')).toMatch(/rice/)
  })
})
