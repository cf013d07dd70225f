import { describe, expect, test } from 'bun:test'
import { brokenLines, discussionBroken, discussionStops, genericCulture } from '../../../../scripts/eval/broken'
import { RECIPES } from '../../../../src/ai/cookbook/load'
import { fillRefs, nameOf } from '../../../../src/ai/cookbook/render'
import type { AuthoredRecipe, AuthoredStep } from '../../../../src/ai/cookbook/types'
import type { Lang } from '../../../../src/ai/food/types'
import { LINES, PHRASES } from '../../../../src/ai/offline/talk/phrases'
import { stepClause } from '../../../../src/ai/cookbook/notes'

/**
 * Every frame that slots a step reads as a sentence whatever step of whatever recipe fills it. Every frame takes the
 * name one way (English "…where you {does}", 「{where}ところ」), so the name a step is given (`stepClause`) is checked once
 * per step, in both languages: by `brokenLines` (a clause with no verb, a doubled particle) and here for a name cut
 * inside a list of foods ("the part where you fish sauce and sugar", 「塩を混ぜ合わせておくところ」 of 「きな粉、砂糖、塩を…」).
 */
const SLOT = { en: 'the step where you {does}', ja: '{where}ところです' }
const FRAMES = {
  en: PHRASES.en['en.step.named']!,
  ja: Object.values(PHRASES.ja)
    .flat()
    .filter((w) => w.includes('{where}')),
}

/** What is wrong with a step's name, as "dish step: name" lines. */
function brokenNames(recipe: AuthoredRecipe, step: AuthoredStep, lang: Lang): string[] {
  const name = whereOf(step, recipe, lang)
  if (name === undefined) return []
  const foods = recipe.ingredients.map((i) => nameOf(i, lang).toLowerCase())
  const text = fillRefs(step[lang], recipe.ingredients, lang).toLowerCase()
  const said = name.toLowerCase()
  const food = foods.find((f) => said.replace(/^(?:the|an?) /, '').startsWith(f))
  const cut = food && foods.some((f) => text.includes(`${f}${lang === 'ja' ? '、' : ', '}${said}`))
  const slotted = SLOT[lang].replace(/\{\w+\}/, name)
  return cut || brokenLines(lang, slotted).length ? [`${recipe.dish} ${recipe.steps.indexOf(step) + 1}: ${name}`] : []
}

const whereOf = (s: AuthoredStep, recipe: AuthoredRecipe, lang: Lang) => stepClause(s, recipe, lang, LINES[lang])

describe('a step slotted into a frame', () => {
  test('every frame takes the name as the one it is checked in', () => {
    for (const w of FRAMES.en) expect(w).toMatch(/(?:where you \{does\}|\(\{does\}\))/)
    for (const w of FRAMES.ja) expect(w).toMatch(/\{where\}(?:ところ|とき)/)
  })

  // In halves, each a test well under the time limit.
  const half = Math.ceil(RECIPES.length / 2)
  for (const lang of ['en', 'ja'] as const)
    for (const part of [RECIPES.slice(0, half), RECIPES.slice(half)])
      test(`reads as a sentence for every step of every recipe (${lang}, ${part[0]!.dish}…)`, () => {
        const broken = part.flatMap((r) => r.steps.flatMap((s) => brokenNames(r, s, lang)))
        expect(broken.slice(0, 20)).toEqual([])
      })

  test('the checker finds a name cut inside a list of foods, and one with no verb', () => {
    const recipe = RECIPES.find((r) => r.dish === 'pad_thai')!
    const step = recipe.steps.find((s) => s.en.startsWith('Warm the {tamarind}'))!
    expect(whereOf(step, recipe, 'en')).toStartWith('Warm the tamarind paste, fish sauce')
    const cut = { ...step, ja: '{tamarind}、{fish_sauce}、{brown_sugar}を混ぜておく。', en: 'Stir from now on.' }
    expect(whereOf(cut, recipe, 'ja')).toBe('タマリンドペースト、ナンプラー、黒糖を混ぜておく')
    expect(brokenLines('en', 'I watch the part where you from now on do not stir.').map((b) => b.kind)).toEqual([
      'verbless',
    ])
    expect(brokenLines('ja', '塩をを混ぜるところです。').map((b) => b.kind)).toEqual(['join'])
  })

  test('an English step whose sentences open with no verb has no name: the talk says its number', () => {
    const recipe = RECIPES.find((r) => r.dish === 'pad_thai')!
    const step = { ...recipe.steps[0]!, en: 'From now on do not stir. Meanwhile the rice cooks.' }
    expect(whereOf(step, recipe, 'en')).toBeUndefined()
    expect(whereOf({ ...step, en: 'From now on do not stir. Cook over medium heat.' }, recipe, 'en')).toBe(
      'Cook over medium heat',
    )
  })
})

describe('the checker catches the frames a reader stops at', () => {
  const kinds = (lang: Lang, s: string) => brokenLines(lang, s).map((b) => b.kind)
  test('a step slotted by number with its clause, a food named twice, a clause cut short, two leads after a name', () => {
    const caught: Array<[Lang, string, string]> = [
      ['en', 'I watch step 3 (heat the air fryer to 200 °C) closely.', 'step by number'],
      ['en', 'A thick pork loin chops chop in a coat of panko.', 'named twice'],
      ['en', '500 g penne, ziti or penne.', 'named twice'],
      ['ja', '油を切り、塩や塩で食べる。', 'named twice'],
      ['ja', '文化の面では、少し控えても…ですが、そのままで。', 'cut short'],
      ['ja', '山田 司さん、正直に言うと、厨房からひとつ言うと、醤油は砂糖の後に。', 'two leads'],
    ]
    for (const [lang, said, kind] of caught) expect(kinds(lang, said), said).toContain(kind)
    // A list whose last food begins with another's name, and a sentence that names a food twice in two clauses, are fine.
    expect(kinds('en', 'There is no fish, bonito dashi and fish sauce in anything.')).toEqual([])
    expect(
      kinds('en', 'Reduce the sauce before adding the eggs, or it will be watery and the eggs will sink.'),
    ).toEqual([])
    expect(kinds('ja', '芽と芽のくぼみをえぐります。')).toEqual([])
    // A dish whose name says a word twice on purpose is named once.
    expect(kinds('en', 'Well then, we answer with Moi moi (Nigerian steamed bean pudding).')).toEqual([])
  })

  test('over a discussion: a sentence said twice (a refusal closing twice) and the theme quoted back', () => {
    const theme = 'why do you salt eggplant before eggplant parm? explain the why first'
    const said = discussionBroken('en', theme, [
      `Well then, you asked "${theme}": here is the dish. This panel cooks nothing for it and publishes nothing.`,
      'Alex Morgan, honestly, this panel cooks nothing for it and publishes nothing.',
    ]).map((b) => b.kind)
    expect(said).toEqual(['said twice', 'theme quoted'])
    expect(discussionBroken('en', theme, ['Well then, we are cooking Mapo eggplant.'])).toEqual([])
  })
})

describe('the whole-discussion checker', () => {
  const t = (role: string, text: string) => ({ role, round: 1, text })
  const recipe = {
    title: 'Kitsune udon',
    ingredients: ['udon noodles 2 portions', 'fried tofu 2 sheets', 'dashi 600 ml'],
  }
  test('finds an opening naming the dish in three sentences, and a run of words said twice in it', () => {
    const thrice = 'We make Kitsune udon. Kitsune udon it is. So Kitsune udon, 2 servings.'
    expect(discussionStops('en', 'x', [t('host', thrice)], recipe).map((b) => b.kind)).toEqual(['opening repeats'])
    const twice = 'Soba cannot be made without buckwheat here. Sadly soba cannot be made without buckwheat.'
    expect(discussionStops('en', 'x', [t('host', twice)], recipe).map((b) => b.kind)).toEqual(['opening repeats'])
    expect(discussionStops('en', 'x', [t('host', 'We make Kitsune udon; 2 servings.')], recipe)).toEqual([])
  })
  test('finds a specialist naming a food the recipe lacks, not the salt of a figure nor a list of rules', () => {
    const stops = (text: string) => discussionStops('en', 'x', [t('host', 'Hi.'), t('home_cook', text)], recipe)
    expect(stops('A soft baguette is closer to the original.').map((b) => b.kind)).toEqual(['off recipe'])
    expect(stops('About 2 g of salt a serving; the fried tofu carries it.')).toEqual([])
    expect(stops('None of it holds almonds, walnuts or cashews.')).toEqual([])
  })
  test('finds Japanese script in an English turn', () => {
    expect(discussionStops('en', 'x', [t('chef', 'Simmer the 出汁 gently.')]).map((b) => b.kind)).toEqual([
      'japanese in english',
    ])
    expect(discussionStops('ja', 'x', [t('chef', '出汁を温めます。')])).toEqual([])
  })
  test('finds a culture turn made only of frames said of three dishes, not a note said of one dish thrice', () => {
    const run = (title: string, text: string) => ({ own: [title], turns: [t('culture', text)] })
    const generic = ['Ramen', 'Pho', 'Laksa'].map((d) => run(d, `Fine by me; ${d} goes out as its cooks know it.`))
    const note = [1, 2, 3].map(() => run('Chili', 'It is the official dish of Texas.'))
    expect(genericCulture('en', generic).length).toBe(3)
    expect(genericCulture('en', note)).toEqual([])
  })
})
