import { describe, expect, test } from 'bun:test'
import { brokenLines } from '../../../../scripts/eval/broken'
import { among } from '../../../../src/ai/cookbook/notes'
import { fillRefs } from '../../../../src/ai/cookbook/render'
import { effectiveMentions } from '../../../../src/ai/food/guard'
import { RECIPES } from '../../../../src/ai/cookbook/load'
import { readBrief } from '../../../../src/ai/food/brief'
import type { Lang } from '../../../../src/ai/food/types'
import { cookFor } from '../../../../src/ai/offline/cookbook'
import { turnOf } from '../../../../src/ai/offline/talk/panel'
import type { PanelRole, TurnContext } from '../../../../src/ai/turn-context'
import { NAMES } from './panel-turns'

/**
 * Whole discussions of many recipes, in both languages, each turn seeing the ones before it as the debate gives them:
 * no specialist names a food the published recipe lacks, no quote is cut inside a word, a name said to open a turn is
 * of a member who has already spoken (whose question or point the turn takes up), and no Japanese join reads as no Japanese (「小さくなりなのを」).
 */
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']
// New phrasings of ordinary asks, casual and polite, kana, romaji and typos; {d} is the dish's name.
const THEMES: Record<Lang, string[]> = {
  ja: [
    '{d}を作りたい。作り置きしたら何日くらいもちますか？',
    '{d}の作り方を教えていただけますでしょうか',
    'きょうは{d}がたべたいな〜 むずかしい？',
    '{d} tsukuritai kedo nanbunn kurai dekiru?',
    '{d}、週末に家族4人ぶん作るつもり！コツある？',
    '初めて{d}に挑戦します。失敗しやすいところはどこでしょう',
  ],
  en: [
    'how do i make {d}? and how many days does it keep in the fridge',
    'Could you walk me through {d}, please?',
    '{d} for tonite pls, nothing fancy',
    'first time making {d} — where do people usually mess it up?',
    'making {d} for 4 this weekend, how much does it make?',
    'is {d} hard? i only have an hour',
  ],
}

function discussion(dish: string, theme: string, lang: Lang) {
  const cooked = cookFor({ brief: readBrief(theme, lang), dishId: dish, seed: 7, theme })
  const transcript: TurnContext['transcript'] = []
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) {
      const ctx = { kind: 'turn', lang, round, role, theme, brief: cooked.brief, dishId: dish, names: NAMES, seed: 7 }
      transcript.push({ round, role, text: turnOf({ ...ctx, transcript: [...transcript] } as TurnContext, cooked) })
    }
  const { recipe } = cooked.adaptation
  // What the published recipe says in words: its title, description, steps and cues ("until hazelnut-brown").
  const steps = recipe.steps.flatMap((s) => [s[lang], s.cue[lang]]).map((x) => fillRefs(x, recipe.ingredients, lang))
  const words = [cooked.draft[`title_${lang}`], cooked.draft[`description_${lang}`], ...steps].join('\n').toLowerCase()
  return { transcript, foods: recipe.ingredients.map((i) => i.food), words }
}

/** Sentences of a specialist naming a food (as the guard reads it: not one said absent) that is neither of the published
 * recipe (a food of its kind, its cooked form), the theme nor the host's opening. */
function offRecipe(lang: Lang, theme: string, turns: TurnContext['transcript'], foods: string[], words: string) {
  const said = new Set(effectiveMentions(`${theme}\n${turns[0]!.text}`).flatMap((m) => m.ids))
  const ours = among(foods)
  return turns
    .filter((t) => t.role !== 'host')
    .flatMap((t) => t.text.split(lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/))
    .filter((s) => {
      // A kana word inside a longer kana run is the lexicon's misreading (なると of 「鮮やかになるところ」), no word said;
      // a sentence naming several is a list of what the rules keep out.
      const inRun = (m: { surface: string }) => new RegExp(`\\p{sc=Hira}${m.surface}\\p{sc=Hira}`, 'u').test(s)
      const off = effectiveMentions(s).filter(
        (m) => !ours(m) && !m.ids.some((id) => said.has(id)) && !words.includes(m.surface.toLowerCase()) && !inRun(m),
      )
      return new Set(off.map((m) => `${m.ids}`)).size === 1
    })
}

/** A quote cut short ("…") where the theme it came from goes on inside a word. */
const cutInWord = (text: string, theme: string) =>
  [...text.matchAll(/([^「"“\s]{2,12})…/gu)].filter((m) => {
    const at = theme.indexOf(m[1]!)
    return at >= 0 && /[\p{L}\p{N}]/u.test(theme[at + m[1]!.length] ?? '')
  })

/** A turn opening on a name (「Danielさん、」, "Daniel, ") of a member who has not spoken yet, or its own. */
function misaddressed(turns: TurnContext['transcript']): string[] {
  return turns.flatMap((t, i) => {
    const spoken = new Set(turns.slice(0, i).map((x) => x.role))
    const opening = t.text.slice(0, 40)
    const named = (Object.keys(NAMES) as PanelRole[]).filter(
      (r) => (r === t.role || !spoken.has(r)) && new RegExp(`${NAMES[r]}(?:さん)?[、,;:]`).test(opening),
    )
    return t.role !== 'host' && named.length ? [`${t.role} ${t.round}: ${opening}`] : []
  })
}

describe('many discussions, both languages', () => {
  const recipes = RECIPES.filter((_, i) => i % 31 === 0)
  test('no food the recipe lacks, no quote cut in a word, no one answered by the wrong name, no broken join', () => {
    const found: string[] = []
    recipes.forEach((recipe, i) => {
      for (const lang of ['ja', 'en'] as const) {
        const theme = THEMES[lang][i % THEMES[lang].length]!.replace('{d}', recipe.title[lang])
        const { transcript, foods, words } = discussion(recipe.dish, theme, lang)
        found.push(
          ...offRecipe(lang, theme, transcript, foods, words).map((s) => `${recipe.dish} ${lang} off recipe: ${s}`),
          ...transcript.flatMap((t) => cutInWord(t.text, theme).map((m) => `${recipe.dish} ${lang} cut: ${m[0]}`)),
          ...misaddressed(transcript).map((s) => `${recipe.dish} ${lang} misaddressed: ${s}`),
          ...transcript.flatMap((t) =>
            brokenLines(lang, t.text).flatMap((b) => (b.kind === 'join' ? [`${recipe.dish} join: ${b.sentence}`] : [])),
          ),
        )
      }
    })
    expect(recipes.length).toBeGreaterThan(30)
    expect(found).toEqual([])
  }, 120_000)

  test('the checks find what they look for', () => {
    expect(cutInWord('「顔に塗っ…」とのことですが', '寝る前に顔に塗ってパックにしたいの').length).toBe(1)
    expect(cutInWord('"how do i make…" aside', 'how do i make it').length).toBe(0)
    const turns = [
      { round: 2, role: 'nutritionist' as const, text: 'Salt is fine.' },
      { round: 2, role: 'culture' as const, text: 'Priya, fine.' },
      { round: 2, role: 'home_cook' as const, text: 'Daniel, understood: I will not skip it.' },
    ]
    expect(misaddressed(turns)).toEqual(['home_cook 2: Daniel, understood: I will not skip it.'])
    expect(brokenLines('ja', '泡が小さくなりなのを確かめます。').map((b) => b.kind)).toEqual(['join'])
  })
})
