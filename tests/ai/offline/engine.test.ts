import { describe, expect, test } from 'bun:test'
import { recipeFor } from '../../../src/ai/cookbook/load'
import { equipmentBreaks } from '../../../src/ai/food/asks'
import { readBrief } from '../../../src/ai/food/brief'
import { DISHES } from '../../../src/ai/food/dishes'
import { checkRecipe } from '../../../src/ai/food/guard'
import type { Lang } from '../../../src/ai/food/types'
import { withinLines } from '../../../src/ai/cookbook/render'
import type { Cooked } from '../../../src/ai/offline/cookbook'
import { refusal, turnOf } from '../../../src/ai/offline/talk/panel'
import { render } from '../../../src/ai/cookbook/render'
import type { Decision } from '../../../src/ai/cookbook/types'
import { chooseDish, composeOffline } from '../../../src/ai/offline/compose'
import { seedOf } from '../../../src/ai/offline/random'
import { type RecipeDraft, recipeDraftSchema } from '../../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../../src/ai/turn-context'

const NAMES: Record<PanelRole, string> = {
  host: 'Alex',
  chef: 'Daniel',
  nutritionist: 'Priya',
  culture: 'Elena',
  home_cook: 'Sam',
}
const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

/** The engine's reading of a theme: its brief and the dish the panel cooks (as readTheme does). */
function setup(theme: string, lang: Lang, seed = seedOf(theme)) {
  const brief = readBrief(theme, lang)
  return { theme, lang, seed, brief, dishId: brief.dishId ?? chooseDish(brief, seed, theme) }
}

function discussion(theme: string, lang: Lang, seed?: number) {
  const s = setup(theme, lang, seed)
  const transcript: TurnContext['transcript'] = []
  const ctx = (kind: TurnContext['kind'], round: 1 | 2 | 3, role: PanelRole): TurnContext => ({
    kind,
    round,
    role,
    names: NAMES,
    transcript: [...transcript],
    ...s,
  })
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) transcript.push({ round, role, text: composeOffline(ctx('turn', round, role)) })
  const recipe = JSON.parse(composeOffline(ctx('recipe', 3, 'host'))) as RecipeDraft
  return { ...s, transcript, recipe, ctx }
}

/** The recipe the panel publishes for a theme, without its talk: the recipe turn reads no transcript. */
const published = (theme: string, lang: Lang) =>
  JSON.parse(
    composeOffline({ kind: 'recipe', round: 3, role: 'host', names: NAMES, transcript: [], ...setup(theme, lang) }),
  ) as RecipeDraft

const opening = (d: ReturnType<typeof discussion>) => d.transcript[0]!.text
const turn = (d: ReturnType<typeof discussion>, round: number, role: PanelRole) =>
  d.transcript.find((t) => t.round === round && t.role === role)!.text
const NIKUJAGA = recipeFor('nikujaga')!

describe('the publish path runs from the cookbook', () => {
  test('a named dish with an authored recipe is that recipe, adapted: its title and its own steps', () => {
    const d = discussion('肉じゃがを作りたい', 'ja')
    expect(d.dishId).toBe('nikujaga')
    expect(d.recipe.title_ja).toContain('肉じゃが')
    expect(d.recipe.steps_ja.join('\n')).toContain('落とし蓋')
    expect(d.recipe.steps_en.join('\n')).toContain('drop lid')
    expect(opening(d)).not.toMatch(/知らない|作れません/)
  })

  test('a named dish without an authored recipe is said plainly, and the nearest authored dish is cooked under its own name', () => {
    // Any dish of the table the cookbook has no recipe for yet, named plainly in English.
    const missing = DISHES.find((x) => !recipeFor(x.id) && readBrief(x.name.en, 'en').dishId === x.id)!
    const d = discussion(missing.name.en, 'en')
    expect(d.dishId).toBe(missing.id)
    expect(opening(d).toLowerCase()).toContain(missing.name.en.toLowerCase())
    expect(opening(d)).toMatch(/do not know|no tested recipe|not in my cookbook|cannot vouch/)
    expect(d.recipe.title_en.toLowerCase()).not.toContain(missing.name.en.toLowerCase())
    expect(recipeFor(chooseDish(d.brief, d.seed, d.theme, [d.dishId]))).toBeDefined()
  })

  test('a theme that names no dish is cooked from an authored recipe', () => {
    const d = discussion('something warm for a cold evening', 'en')
    expect(recipeFor(d.dishId)).toBeDefined()
    expect(d.recipe.title_en).toBe(d.recipe.title_en.trim())
  })

  test('a name the kitchen does not know is said, never put on another dish', () => {
    const d = discussion('Blorvish', 'en')
    expect(opening(d)).toMatch(/I do not know "Blorvish" as a dish/)
    expect(d.recipe.title_en).not.toMatch(/Blorvish/)
  })

  test('a revision adds what the guard found to the exclusions and adapts again', () => {
    const d = discussion('肉じゃが', 'ja')
    expect(d.recipe.ingredients_ja.join('\n')).toMatch(/牛/)
    const violations = [{ exclusion: 'no beef', ingredient: 'beef', field: 'ingredients_en', line: '150 g beef' }]
    const revised = JSON.parse(composeOffline({ ...d.ctx('revise', 3, 'host'), violations })) as RecipeDraft
    const brief = { ...d.brief, exclusions: [...d.brief.exclusions] }
    expect(revised.ingredients_en.join('\n')).not.toMatch(/\bbeef\b/i)
    expect(checkRecipe(revised, brief)).toEqual([])
  })

  test('a kitchen the steps cannot keep is never passed over in silence', () => {
    const d = discussion('Nikujaga, microwave only', 'en')
    expect(d.brief.limits.asks).toContain('microwave_only')
    const said = opening(d)
    const kept = equipmentBreaks({ ja: d.recipe.steps_ja, en: d.recipe.steps_en }, ['microwave_only']).length === 0
    // Either the steps keep to the microwave, or the host says plainly they cannot.
    expect(kept || /cannot be made (?:with|in|without)/.test(said)).toBe(true)
    if (!kept) expect(said).toMatch(/with only a microwave|microwave/)
  })

  test('a short authored recipe is published with its own steps, never padded with boilerplate', () => {
    const draft = published('肉じゃが', 'ja')
    const two = { ...draft, steps_ja: ['野菜を切る。', 'あえる。'], steps_en: ['Cut the vegetables.', 'Toss.'] }
    expect(withinLines(two).steps_en).toEqual(two.steps_en)
    expect(withinLines(two).steps_ja).toEqual(two.steps_ja)
    expect(recipeDraftSchema.safeParse(withinLines(two)).success).toBe(true)
  })

  test('a step longer than a recipe line may be is split at its sentences', () => {
    const draft = published('肉じゃが', 'ja')
    const long = `${'Stir the pot gently so nothing catches. '.repeat(6)}Serve.`
    const out = withinLines({ ...draft, steps_en: [...draft.steps_en.slice(0, -1), long] })
    for (const step of out.steps_en) expect(step.length).toBeLessThanOrEqual(300)
    expect(out.steps_en.join(' ')).toContain(long)
  })

  test('the same turn and seed always read the same', () => {
    const a = discussion('肉じゃが', 'ja')
    const b = discussion('肉じゃが', 'ja')
    expect(a.transcript).toEqual(b.transcript)
    expect(a.recipe).toEqual(b.recipe)
  })
})

describe('the talk is made of this discussion', () => {
  const d = discussion('Nikujaga for four', 'en')
  const notes = NIKUJAGA.notes

  test('round 1: the host presents the brief and the authored base; each specialist speaks from its own notes', () => {
    // What was understood, in the host's words: the dish and the plan, never the theme quoted back.
    expect(opening(d)).not.toContain('Nikujaga for four')
    expect(opening(d)).toMatch(/Nikujaga \(beef and potato simmer\)[\s\S]*4 servings/)
    expect(opening(d)).toMatch(/4/)
    expect(turn(d, 1, 'chef')).toContain(notes.chef[0]!.en.replace(/\.$/, ''))
    expect(turn(d, 1, 'culture')).toContain(notes.culture[0]!.en.replace(/\.$/, ''))
    expect(turn(d, 1, 'home_cook')).toContain(notes.home_cook[0]!.en.replace(/\.$/, ''))
    // Thin-sliced beef simmered is judged by its look: the step's 75 °C is printed in the recipe, not said as a
    // doneness check a cook cannot use.
    expect(turn(d, 1, 'chef')).not.toMatch(/75 °C/)
    expect(turn(d, 1, 'nutritionist')).not.toMatch(/75 °C/)
  })

  test('round 2 argues real points: what goes wrong at the step, each answering the one before', () => {
    // Nikujaga's home cook opens with a make-ahead tip, not a shortcut, so nothing is weighed against the chef's
    // step: the chef has a second note, so the host asks him by role and name what trips a cook up with the dish, never by
    // its pot, heat or minutes nor by quoting a note said in round 1 again, and puts the salt to the dietitian.
    expect(turn(d, 2, 'host')).toMatch(/chef Daniel/)
    expect(turn(d, 2, 'host')).toMatch(/dietitian Priya/)
    expect(turn(d, 2, 'host')).toContain(d.recipe.title_en)
    expect(turn(d, 2, 'host')).not.toMatch(/\d+ minutes|in the pot|over [a-z-]+ heat/)
    expect(turn(d, 2, 'host')).not.toContain(notes.home_cook[0]!.en.replace(/\.$/, ''))
    // A note run on after the answer's glue starts in lower case: "this helps: water and…".
    const runOn = (n: string) => n.charAt(0).toLowerCase() + n.slice(1).replace(/\.$/, '')
    expect(turn(d, 2, 'home_cook')).toContain(runOn(notes.home_cook[1]!.en))
    expect(turn(d, 2, 'chef')).toContain(runOn(notes.chef[1]!.en))
    // Each answers the one whose point it takes up: the chef and the nutritionist the host's questions, the
    // culture expert the nutritionist's figures, the home cook the chef's step.
    expect(turn(d, 2, 'chef')).toContain('Alex')
    expect(turn(d, 2, 'nutritionist')).toContain('Alex')
    expect(turn(d, 2, 'culture')).toContain('Priya')
    expect(turn(d, 2, 'home_cook')).toContain('Daniel')
  })

  test('round 3: the host says what was decided and why, and the chef does not name round 1’s step again', () => {
    expect(turn(d, 3, 'host')).toMatch(/decid|settle/i)
    // Round 1's step is the simmering; the chef's last word is another step, not named as that one again.
    expect(turn(d, 1, 'chef')).toMatch(/\bsimmer\b/)
    expect(turn(d, 3, 'chef')).toMatch(/\b(?:step|part|stage)\b/)
    expect(turn(d, 3, 'chef')).not.toMatch(/\bsimmer\b/)
    expect(turn(d, 3, 'chef')).not.toMatch(/\bsimmer/)
    expect(turn(d, 3, 'host')).toContain(d.recipe.title_en)
  })

  /** Every turn of a discussion about an adaptation made by hand, whatever the cookbook holds today. */
  const talkOf = (theme: string, lang: Lang, cooked: Omit<Cooked, 'brief' | 'draft'>) => {
    const brief = readBrief(theme, lang)
    const full: Cooked = { ...cooked, brief, draft: render(cooked.adaptation) }
    const transcript: TurnContext['transcript'] = []
    for (const round of [1, 2, 3] as const)
      for (const role of ROLES) {
        const ctx = {
          kind: 'turn',
          lang,
          round,
          role,
          theme,
          brief,
          dishId: 'nikujaga',
          names: NAMES,
          seed: 7,
          transcript,
        }
        transcript.push({ round, role, text: turnOf(ctx as TurnContext, full) })
      }
    return transcript.map((t) => t.text)
  }
  const swapped: Decision = {
    kind: 'substitute',
    ref: 'beef',
    from: 'beef',
    to: 'pork',
    because: 'beef',
    changes: { ja: '脂の甘みが増える', en: 'the broth turns sweeter with the pork fat' },
    reason: { ja: '牛肉を食べないため', en: 'no beef at this table' },
  }

  test('a note about a food the adaptation took out is not said of the adapted dish', () => {
    const said = talkOf('Nikujaga without beef', 'en', {
      adaptation: { recipe: NIKUJAGA, base: NIKUJAGA, decisions: [swapped] },
    }).join('\n')
    for (const n of [...notes.chef, ...notes.culture].filter((n) => /\bbeef\b/.test(n.en)))
      expect(said).not.toContain(n.en.replace(/\.$/, ''))
    // The notes that do not name it still are, and the swap is said with its reason.
    expect(said).toContain(notes.home_cook[0]!.en.replace(/\.$/, ''))
    // The reason is said in the swap's own sentence, never as a sentence of glue apart from it.
    const swap = said.split(/(?<=[.!?])\s+/).find((s) => /no beef at this table/i.test(s))
    expect(swap?.toLowerCase()).toContain('sliced pork')
  })

  test('a protein figure the catalogue could not work out is not said as 0 g', () => {
    const noProtein = { ...NIKUJAGA, ingredients: NIKUJAGA.ingredients.filter((i) => i.ref !== 'beef') }
    const said = talkOf('Nikujaga', 'en', { adaptation: { recipe: noProtein, base: NIKUJAGA, decisions: [] } })
    expect(said.join('\n')).not.toMatch(/\b0 g (?:of )?protein/)
    expect(said[2]).toMatch(/g of salt/)
  })

  test('a salt cut the nutritionist proposes is never said as made: the host decides the seasoning as published', () => {
    const said = talkOf('Nikujaga', 'en', { adaptation: { recipe: NIKUJAGA, base: NIKUJAGA, decisions: [] } })
    const salt = render({ recipe: NIKUJAGA, decisions: [] }).nutrition!.salt_g
    expect(salt).toBeGreaterThan(3)
    expect(said[7]).toMatch(/as written|at full measure|does not/)
    expect(said[10]).toContain(`about ${salt} g`)
    expect(said[10]).toMatch(/as written|as the recipe has them|stays in the recipe/)
    expect(said.join(' ')).not.toMatch(/cut back|trimmed by a third|as long as the .* are cut/)
  })

  test('a refusal of an unsafe theme has several wordings, each with why, never quoting the theme nor closing twice', () => {
    const brief = (instead: string) => ({
      ...readBrief('a dish', 'en'),
      hazards: [{ id: 'x', name: 'x', instead, refused: true }],
    })
    const said = Array.from({ length: 30 }, (_, seed) => refusal(brief('That cannot be made safe.'), 'en', seed))
    expect(new Set(said).size).toBeGreaterThanOrEqual(3)
    for (const s of said) expect(s).toMatch(/That cannot be made safe\. .*recipe/)
    // A reason that already says nothing is published is not followed by a second sentence saying it.
    const closed = brief('I will not help with this. This panel cooks nothing for it and publishes nothing.')
    for (let seed = 0; seed < 10; seed++) expect(refusal(closed, 'en', seed)).toEndWith('publishes nothing.')
  })

  test('why the named dish is not what is cooked is said in round 1, whatever the reason', () => {
    const adaptation = { recipe: NIKUJAGA, base: NIKUJAGA, decisions: [] }
    const opening = (asked: NonNullable<Cooked['asked']>, lang: Lang) =>
      talkOf('Oyakodon', lang, { adaptation, asked })[0]!
    expect(opening({ name: 'Oyakodon', why: 'guard', found: ['chicken'] }, 'en')).toMatch(
      /Oyakodon cannot be made without chicken/,
    )
    expect(opening({ name: '親子丼', why: 'guard', found: ['鶏肉'] }, 'ja')).toContain('鶏肉なしでは作れ')
    // The guard reads the lines of both languages: a food it found in the Japanese ones is named in English.
    const english = opening({ name: 'Kung pao chicken', why: 'guard', found: ['赤唐辛子', 'chilli'] }, 'en')
    expect(english).toMatch(/without dried red chilli/)
    expect(english).not.toMatch(/[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}]/u)
    expect(opening({ name: 'Oyakodon', why: 'too_slight' }, 'en')).toMatch(/fewer than four ingredients/)
    expect(opening({ name: 'Oyakodon', why: 'no_recipe' }, 'en')).toMatch(/Oyakodon/)
  })

  test('a dish cooked under the asked one’s name is that dish without the food, never one that cannot be made', () => {
    const adaptation = { recipe: NIKUJAGA, base: NIKUJAGA, decisions: [] }
    for (const [lang, found] of [
      ['en', 'sake'],
      ['ja', '料理酒'],
    ] as const) {
      const asked = { name: NIKUJAGA.title[lang].slice(0, 4), why: 'guard' as const, found: [found] }
      const kin = talkOf(NIKUJAGA.title[lang], lang, { adaptation, asked })[0]!
      expect(kin, lang).toContain(`${found}`)
      expect(kin, lang).not.toMatch(/cannot be made|作れません/)
    }
  })

  test('no closing line is shared by every discussion, and the Japanese reads as Japanese', () => {
    const ja = discussion('肉じゃがを4人分', 'ja')
    for (const t of ja.transcript) expect(t.text).toMatch(/[ぁ-ん]/)
    expect(ja.transcript.map((t) => t.text).join('\n')).not.toMatch(/別の料理になってしまう|平日の夜/)
    expect(d.transcript.map((t) => t.text).join('\n')).not.toMatch(/another dish|on a weeknight/)
  })
})
