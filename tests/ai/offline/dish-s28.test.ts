import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { chooseDish, versionOf } from '../../../src/ai/offline/choose'
import { cookFor } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

const langOf = (theme: string): Lang => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(theme) ? 'ja' : 'en')

/** What the panel publishes for a theme: the named dish's version, else the chooser's, as the cookbook cooks it. */
function cooked(theme: string) {
  const brief = readBrief(theme, langOf(theme))
  const dishId = brief.dishId ? versionOf(brief, theme) : chooseDish(brief, seedOf(theme), theme)
  return { dishId, ...cookFor({ brief, dishId, seed: seedOf(theme), theme }) }
}

describe('one theme, one dish: a dish named in brackets or in passing is no second recipe', () => {
  test.each([
    [
      'ハンガリーのグヤーシュ（スープ仕立てのグーラッシュ）。パプリカパウダーが焦げて苦くなるって聞いたけど、いつ入れるのが正解？',
      'goulash',
    ],
    ['ポトフ（フランス風のポトフ、スープ多め）を作りたい。野菜が煮崩れしないコツは？', 'pot_au_feu'],
    ['トムヤムクン（スープ多めのトムヤムクン）の辛さ調整のコツ', 'tom_yum_goong'],
    ['Caldo verde (soup, the Portuguese kale caldo verde) - can I use chorizo instead of linguiça?', 'caldo_verde'],
  ])('brackets naming the dish again say what it is: %s', (theme, id) => {
    const c = cooked(theme)
    expect(c.meal).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
  })

  test.each([
    ['goulash, hearty like the solyanka my gran made — how long to simmer?', 'goulash'],
    ['おばあちゃんのボルシチみたいな、具だくさんの豚汁が食べたい', 'tonjiru'],
    ['母のカレーのような、ごろごろ野菜の肉じゃがを作りたい', 'nikujaga'],
  ])('a dish it is likened to is context, the other is cooked: %s', (theme, id) => {
    const c = cooked(theme)
    expect(c.brief.dishId).toBe(id)
    expect(c.meal).toBeUndefined()
    expect(c.adaptation.recipe.dish).toBe(id)
  })
})
