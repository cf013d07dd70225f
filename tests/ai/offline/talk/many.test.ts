import { describe, expect, test } from 'bun:test'
import { brokenLines } from '../../../../scripts/eval/broken'
import { among } from '../../../../src/ai/cookbook/notes'
import { fillRefs, nutritionOf } from '../../../../src/ai/cookbook/render'
import { effectiveMentions } from '../../../../src/ai/food/guard'
import { RECIPES } from '../../../../src/ai/cookbook/load'
import { food } from '../../../../src/ai/cookbook/foods'
import { dish, hasDish } from '../../../../src/ai/food/dishes'
import { findDiets } from '../../../../src/ai/food/diets'
import { GOALS_FILE } from '../../../../src/ai/food/goals'
import { normalise } from '../../../../src/ai/food/match'
import { findMentions } from '../../../../src/ai/food/words'
import { wordsOf } from '../../../../src/ai/cookbook/notes'
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

// New phrasings of a stated aim or condition beside the dish (issue 33: focus, recovery, energy, a cold, less salt).
const AIMED: Record<Lang, string[]> = {
  ja: [
    '受験生の息子の夜食に{d}。集中できるといいな',
    'きょう かぜぎみ なので {d} たべたい',
    '筋トレのあとに{d}を食べたいです。回復に良いですか？',
    'genen chuu nanode {d} wo tsukuritai',
    '夏バテ気味…{d}で元気出したい',
    '血圧が高めと言われました。{d}を作ってもよろしいでしょうか',
    'テスト勉強の合間に{d}つくる〜しゅうちゅうしたい',
    '{d}作りたい。風邪ひいた夫に',
  ],
  en: [
    '{d} for my kid during exam week, something to help him focus',
    'got a cold and want {d} tonight',
    'post-workout {d}, need to recover fast',
    'my dad has high blood pressure, could we do {d}?',
    'need some energy, making {d} tonite',
    'studying late, {d} pls, want to concentrate',
    'feelin run down... {d}?',
    'low sodium {d} for my mum please',
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
  const base = cooked.adaptation.base.ingredients.map((i) => i.food)
  return { transcript, foods: recipe.ingredients.map((i) => i.food), words, base, cooked }
}

/** Sentences of anyone (the host too) naming a food, said present or absent, that neither the recipe as cooked or as
 * written, the theme nor the named dish has; or a diet or condition (knowledge/diets.json) neither brief nor theme holds. */
function unheld(
  lang: Lang,
  theme: string,
  turns: TurnContext['transcript'],
  foods: string[],
  diets: string[],
  own = '',
) {
  const ours = among([...foods, ...findMentions(theme).flatMap((m) => m.ids)])
  // The recipe's own words (title, steps, description, the dish's history) hold its dish and texture words and diets.
  const words = `${theme}\n${own}`.toLowerCase()
  const classes = new Set(foods.flatMap((id) => food(id).traits as string[]))
  const held = new Set([...diets, ...findDiets(normalise(words)).map((d) => d.value.key)])
  // The host's sentences are the brief's (safety, an observance, a reading): only the members' notes and steps are held.
  return turns
    .flatMap((t) => (t.role === 'host' ? [] : t.text.split(lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/)))
    .filter((s) => {
      const inRun = (m: { surface: string }) => new RegExp(`\\p{sc=Hira}${m.surface}\\p{sc=Hira}`, 'u').test(s)
      const off = findMentions(s).filter(
        (m) =>
          !ours({ ...m, waived: [], claimed: false, figure: false }) &&
          !m.ids.some((id) => classes.has(id)) &&
          !((m.ids.length === 0 || own.includes(m.surface)) && words.includes(m.surface.toLowerCase())) &&
          !inRun(m),
      )
      return off.length > 0 || findDiets(normalise(s)).some((d) => !held.has(d.value.key))
    })
}

/** A host sentence (of 16 characters or more) most of whose letter pairs an earlier turn already said. */
const restated = (lang: Lang, turns: TurnContext['transcript'], title = '\0') =>
  turns.flatMap((t, i) => {
    const split = (x: string) => x.split(lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/)
    const before = turns.slice(0, i).flatMap((x) => (x.role === 'host' && x.round === t.round ? [] : split(x.text)))
    const terms = (x: string) => new Set(wordsOf(x.replaceAll(title, '')))
    const within = (a: Set<string>, b: Set<string>) =>
      a.size > 2 && [...a].filter((w) => b.has(w)).length * 3 >= a.size * 2
    return t.role === 'host' ? split(t.text).filter((s) => before.some((b) => within(terms(s), terms(b)))) : []
  })

/** Sentences of a specialist naming a food (as the guard reads it: not one said absent) that is neither of the published
 * recipe (a food of its kind, its cooked form), the theme nor the host's opening. */
function offRecipe(lang: Lang, theme: string, turns: TurnContext['transcript'], foods: string[], words: string) {
  // A food the theme rules out, by name or by its trait ("egg- and dairy-free": eggs, butter), may be named to say it
  // is not there ("no eggs or butter hide anywhere").
  const said = new Set(
    [...effectiveMentions(`${theme}\n${turns[0]!.text}`), ...findMentions(normalise(theme))].flatMap((m) => m.ids),
  )
  const ruled = new Set(readBrief(theme, lang).exclusions.flatMap((e) => e.traits))
  const ruledOut = (m: { ids: string[] }) => m.ids.some((id) => food(id).traits.some((t) => ruled.has(t)))
  const ours = among(foods)
  return turns
    .filter((t) => t.role !== 'host')
    .flatMap((t) => t.text.split(lang === 'ja' ? /(?<=。)/ : /(?<=[.!?])\s+/))
    .filter((s) => {
      // A kana word inside a longer kana run is the lexicon's misreading (なると of 「鮮やかになるところ」), no word said;
      // a sentence naming several is a list of what the rules keep out.
      const inRun = (m: { surface: string }) => new RegExp(`\\p{sc=Hira}${m.surface}\\p{sc=Hira}`, 'u').test(s)
      const off = effectiveMentions(s).filter(
        (m) =>
          !ours(m) &&
          !m.ids.some((id) => said.has(id)) &&
          !ruledOut(m) &&
          !words.includes(m.surface.toLowerCase()) &&
          !inRun(m),
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

  test("everything said names the recipe's foods and the brief's conditions; the host restates nothing; aims answered", () => {
    const found: string[] = []
    const recipes = RECIPES.filter((_, i) => i % 37 === 11)
    recipes.forEach((recipe, i) => {
      for (const lang of ['ja', 'en'] as const) {
        const theme = AIMED[lang][i % AIMED[lang].length]!.replace('{d}', recipe.title[lang])
        const { transcript, foods, base, cooked, words } = discussion(recipe.dish, theme, lang)
        const title = cooked.draft[`title_${lang}`]
        // The aim the theme states (knowledge/goals.json) is said in its own words, "for less salt" too.
        const aims = GOALS_FILE.aims.filter((a) => Object.values(a.theme).some((w) => new RegExp(w, 'iu').test(theme)))
        const own = [
          words,
          hasDish(recipe.dish) ? dish(recipe.dish).origin[lang] : '',
          ...aims.map((a) => a.says[lang]),
        ].join('\n')
        const named = hasDish(recipe.dish) ? dish(recipe.dish).ingredients.map((p) => p.id) : []
        const diets = cooked.brief.diets ?? []
        found.push(
          ...unheld(lang, theme, transcript, [...foods, ...base, ...named], diets, own).map(
            (s) => `${recipe.dish} ${lang}: ${s}`,
          ),
          ...restated(lang, transcript, title).map((s) => `${recipe.dish} ${lang} host again: ${s}`),
        )
        // The aim stated is answered by the nutritionist in her first turn, from this recipe.
        const nut = transcript.find((t) => t.role === 'nutritionist' && t.round === 1)!.text
        const aim = lang === 'ja' ? /集中|回復|元気|風邪|減塩/ : /\b(?:focus|recovery|energy|a cold|less salt)\b/i
        if (!aim.test(nut)) found.push(`${recipe.dish} ${lang} aim unanswered: ${nut}`)
      }
    })
    expect(recipes.length).toBeGreaterThan(30)
    expect(found).toEqual([])
  }, 180_000)

  test('a step names a food as its line counts it, and a vegetable dish carries protein', () => {
    // One egg (or half of one) is "the egg" wherever a step names its line.
    const one = RECIPES.flatMap((r) =>
      r.ingredients.filter((i) => i.food === 'egg' && typeof i.amount.qty === 'number' && i.amount.qty <= 1),
    )
    const steps = one.map((i) => fillRefs(`{${i.ref}}`, [i], 'en', false)).filter((x) => /eggs$/.test(x))
    expect(one.length).toBeGreaterThan(20)
    expect(steps).toEqual([])
    const vegetable = RECIPES.filter((r) => r.ingredients.some((i) => food(i.food).item?.group === 'vegetable'))
    expect(vegetable.filter((r) => r.category === 'main' && nutritionOf(r).protein_g === 0).map((r) => r.dish)).toEqual(
      [],
    )
  })

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
    const said = [{ round: 1, role: 'chef' as const, text: 'Remove the chicken skin and the shrimp shells.' }]
    expect(unheld('en', 'lentil soup', said, ['lentils'], []).length).toBe(1)
    const diet = [{ round: 1, role: 'nutritionist' as const, text: '低FODMAPの食事でも使われます。' }]
    expect(unheld('ja', 'ガーリックオイル', diet, ['garlic'], []).length).toBe(1)
    const host = [
      { round: 1, role: 'host' as const, text: 'We cook garlic oil for 8 servings in 28 minutes.' },
      { round: 3, role: 'host' as const, text: 'So: garlic oil for 8 servings, in 28 minutes.' },
    ]
    expect(restated('en', host).length).toBe(1)
  })
})
