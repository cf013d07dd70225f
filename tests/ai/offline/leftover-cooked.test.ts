import { describe, expect, test } from 'bun:test'
import { food, kin } from '../../../src/ai/cookbook/foods'
import { RULES } from '../../../src/ai/cookbook/rules'
import { compileBilingual } from '../../../src/ai/food/bilingual-schema'
import { readBrief } from '../../../src/ai/food/brief'
import type { Lang } from '../../../src/ai/food/types'
import { cookFor, withDish } from '../../../src/ai/offline/cookbook'
import { seedOf } from '../../../src/ai/offline/random'

/** What the offline panel publishes for a theme, as the engine reads and cooks it. */
function cooked(theme: string, lang: Lang) {
  const read = readBrief(theme, lang)
  const seed = seedOf(theme)
  const { brief, dishId } = withDish(read, { theme, lang, seed })
  return { read, ...cookFor({ brief, dishId, seed, theme }) }
}

const { reheat: REHEAT, left, fresh } = RULES.only_foods.cooked
const [LEFT, FRESH] = [compileBilingual(left, 'left'), compileBilingual(fresh, 'fresh')]

/**
 * Food the theme has already cooked (cold rice, a roast's meat, grilled fish) is used as cooked: the reader marks it,
 * the dish chosen is built on it and is none the theme turned away, no step cooks it long from raw, a step that heats it
 * goes with the reheat-once words, and the dish is quick.
 */
describe('leftovers are warmed, never cooked again from raw', () => {
  test.each([
    ['I have about 300g of cooked rice from yesterday and some eggs. Lunch for one?', 'en'],
    ["there's a box of leftover takeout rice in the fridge and a couple of eggs, what's quick", 'en'],
    ['cold rice in the fridge from the weekend, feed me pls', 'en'],
    ['got some day-old rice, 2 eggs and a bit of ham. lunch for 2?', 'en'],
    ['Leftover roast turkey, about half the bird. Dinner for 4, and not sandwiches again', 'en'],
    ['leftover roast beef, maybe 400 g. dinner for 3 but no sandwiches please', 'en'],
    ['got loads of leftover roast chicken from sunday, what can i make for 2 tonight?', 'en'],
    ['leftover rotisery chicken, feed 2 kids tonite', 'en'],
    ['We had people over and there is cold cooked rice left, roughly two bowls. Any ideas?', 'en'],
    ['Could you suggest something for two using yesterday’s leftover rice? Thank you.', 'en'],
    ['昨日の残りのご飯が茶碗2杯分あります。何か作れますか', 'ja'],
    ['余った焼き鮭があるので、それで晩ごはん作りたいです', 'ja'],
    ['ひやごはんと たまご しかない。なにかつくって', 'ja'],
    ['冷やご飯を使って何か作っていただけますでしょうか。2人分お願いいたします。', 'ja'],
    ['昨日炊いたご飯が余ってる。チャーハン以外で何かない？', 'ja'],
    ['冷ご飯300gと卵があります、おひるごはんに', 'ja'],
    ['れいぞうこに ひやごはんが のこってる', 'ja'],
    ['夫が出張で、昨日多めに炊いたご飯が余ってしまいました。一人分のお昼に使いたいです。', 'ja'],
    ['残りご飯で子ども2人のお昼、なにかある？', 'ja'],
    ['焼き鮭が1切れ余ってます。ご飯もあるので一人分お願いします', 'ja'],
  ] as const)('%s', (theme, lang) => {
    const c = cooked(theme, lang)
    const had = c.brief.cooked ?? []
    expect(had.length).toBeGreaterThan(0)
    const recipe = c.adaptation.recipe
    expect(c.brief.turnedAway ?? []).not.toContain(recipe.dish)
    const lines = recipe.ingredients.filter((i) => had.some((h) => kin(i.food, h) || kin(h, i.food)))
    expect({ dish: recipe.dish, uses: lines.length > 0 }).toEqual({ dish: recipe.dish, uses: true })
    const heats = recipe.steps.filter((s) => s.heat !== 'none' && lines.some((i) => s.en.includes(`{${i.ref}}`)))
    // Warmed, not cooked from raw: no long step on it, and no line of it raw.
    for (const s of heats) expect({ step: s.en, short: s.minutes <= 10 }).toEqual({ step: s.en, short: true })
    for (const i of lines.filter((i) => food(i.food).raw === 'cook' && !had.includes(i.food)))
      expect({ line: i.food, warmed: heats.length === 0 }).toEqual({ line: i.food, warmed: true })
    // Taken as a leftover (fried rice's cold rice) or warmed, never on a line that wants it freshly made.
    const says = (p: { en: RegExp; ja: RegExp }) => (i: (typeof lines)[number]) =>
      !!i.prep && (p.en.test(i.prep.en) || p.ja.test(i.prep.ja))
    expect({
      dish: recipe.dish,
      left: heats.length > 0 || lines.some((i) => says(LEFT)(i) || !!food(i.food).item?.leftover_of),
    }).toEqual({
      dish: recipe.dish,
      left: true,
    })
    expect({ dish: recipe.dish, fresh: lines.some(says(FRESH)) }).toEqual({ dish: recipe.dish, fresh: false })
    // Only what the theme said it has is warmed as cooked: not the onions a roast was cooked on.
    const warmed = c.adaptation.decisions.flatMap((d) => (d.kind === 'cooked_already' ? [d.ref] : []))
    for (const ref of warmed) {
      const id = recipe.ingredients.find((i) => i.ref === ref)?.food ?? ''
      expect({ ref, said: (c.read.cooked ?? []).some((h) => kin(id, h) || kin(h, id)) }).toEqual({ ref, said: true })
    }
    const notes = c.adaptation.decisions.flatMap((d) => ('note' in d && d.note ? [d.note[lang]] : []))
    const reheat = REHEAT[lang].slice(REHEAT[lang].indexOf('}') + 1, REHEAT[lang].indexOf('}') + 12)
    if (heats.length) expect(notes.some((n) => n.includes(reheat))).toBe(true)
    expect(notes.filter((n) => n.includes(reheat)).length).toBeLessThanOrEqual(1)
    expect(recipe.total_minutes).toBeLessThanOrEqual(30)
  })
})
