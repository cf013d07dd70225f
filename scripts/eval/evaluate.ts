/**
 * The evaluation of the offline discussions: each theme of the public set is debated through the
 * offline language model exactly as the discussion engine calls it, and the transcript and recipe
 * are checked against the brief and the food catalogue. `npm run eval:discussions` prints it;
 * tests/ai/offline/eval.test.ts asserts its hard lines.
 */
import { findIngredients, ingredient } from '../../src/ai/food/catalogue'
import { dish as dishById } from '../../src/ai/food/dishes'
import type { Brief, Lang } from '../../src/ai/food/types'
import { chooseDish, composeOffline } from '../../src/ai/offline/compose'
import { readBrief } from '../../src/ai/food/brief'
import { seedOf } from '../../src/ai/offline/random'
import { type RecipeDraft, specialists } from '../../src/ai/prompts'
import type { PanelRole, TurnContext } from '../../src/ai/turn-context'
import { checkRecipe } from '../../src/ai/food/guard'
import { servedRaw, starchAlongside } from './raw'
import { HOST_NAME, runOffline, type Turn } from './run'
import THEMES from './themes.dev.json'

export type { Turn }

export type EvalTheme = {
  lang: Lang
  theme: string
  category: RecipeDraft['category']
  dish?: string[]
  method?: string
  key?: string[]
  declined?: boolean
  notFood?: boolean
}

export const themes = (): EvalTheme[] => (THEMES as { themes: EvalTheme[] }).themes

export type Run = {
  theme: EvalTheme
  brief: Brief
  dishId: string
  transcript: Turn[]
  recipe: RecipeDraft
  revised: boolean
}

const ROLES: PanelRole[] = ['host', 'chef', 'nutritionist', 'culture', 'home_cook']

const namesOf = (lang: Lang) =>
  Object.fromEntries([['host', HOST_NAME[lang]], ...specialists(lang).map((p) => [p.role, p.name])]) as Record<
    PanelRole,
    string
  >

/**
 * One discussion through the real discussion engine on the offline models. A recipe the guard
 * sent back for revision counts as a break of the brief: the offline engine must never need one.
 */
export async function discuss(theme: EvalTheme): Promise<Run> {
  const run = await runOffline(theme.theme, theme.lang)
  if (!run.recipe) throw run.error
  const { brief, dishId, transcript, recipe, revised } = run
  return { theme, brief, dishId, transcript, recipe, revised }
}

/**
 * The same discussion without the AI SDK in between: the engine's brief and dish, and each turn
 * composed from its TurnContext. The SDK's streaming costs about a millisecond a chunk, so the
 * test suite checks the set this way and checks separately that both ways read the same.
 */
export function compose(theme: EvalTheme): Run {
  const seed = seedOf(theme.theme)
  const brief = readBrief(theme.theme, theme.lang)
  const dishId = brief.dishId ?? chooseDish(brief, seed, theme.theme)
  const names = namesOf(theme.lang)
  const transcript: Turn[] = []
  const context = (kind: TurnContext['kind'], round: 1 | 2 | 3, role: PanelRole): TurnContext => ({
    kind,
    lang: theme.lang,
    round,
    role,
    theme: theme.theme,
    brief,
    dishId,
    names,
    seed,
    transcript: [...transcript],
  })
  for (const round of [1, 2, 3] as const)
    for (const role of ROLES) transcript.push({ round, role, text: composeOffline(context('turn', round, role)) })
  return {
    theme,
    brief,
    dishId,
    transcript,
    recipe: JSON.parse(composeOffline(context('recipe', 3, 'host'))) as RecipeDraft,
    revised: false,
  }
}

/** Tap water for boiling, rinsing and soaking is not an ingredient line in any recipe. */
const KITCHEN = new Set(['water'])
/** Parts of a listed ingredient that a step may name on their own: the yolks of the eggs. */
const PART_OF: Record<string, string> = { egg_yolk: 'egg', egg_white: 'egg' }
/** An egg boiled in an earlier step is a solid that can be halved or sliced, as a raw egg cannot. */
const BOILS = { en: /\bboil/i, ja: /ゆで|茹で/ }

const idsIn = (text: string) => new Set(findIngredients(text).map((f) => f.ingredient.id))

/** A cutlet is fried meat, not a cut. */
const CUT = { en: /\b(cut(?!let)|chop|slice|dice|mince|julienne|shred|halve|quarter)\w*\b/i, ja: /切|刻|みじん/ }
/**
 * Words with 切 that cut nothing: 「湯を切る」「油を切る」「水気を切る」 drain, and 「切るように混ぜる」
 * is the slicing stroke of a paddle that mixes sushi rice without crushing it.
 */
const NOT_A_CUT = /(湯|油|水気|水|汁気)を(よく|しっかり)?切|切るように混ぜ/g

/** The sentence with every ingredient name blanked, so a name ("sliced pork", 「豚こま切れ肉」) is never read as a verb. */
function verbsOnly(sentence: string): string {
  let text = sentence
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_A_CUT, (m) => '_'.repeat(m.length))
  for (const hit of findIngredients(sentence))
    text = text.slice(0, hit.at) + ' '.repeat(hit.surface.length) + text.slice(hit.at + hit.surface.length)
  return text
}

/** The per-serving note names salt and sugar as nutrients, not as ingredients. */
const withoutFigures = (text: string) => text.replace(/\(per serving:[^)]*\)|（1人分[^）]*）/g, '')
const sentencesOf = (text: string, lang: Lang) =>
  (lang === 'ja' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/)).map((s) => s.trim()).filter(Boolean)

export type Findings = {
  breaks: string[]
  kept: boolean
  keptWhy: string
  category: boolean
  unused: string[]
  unlisted: string[]
  impossible: string[]
  zeros: string[]
  contradictions: string[]
  /** Lines that must be cooked and are not, or a starch the dish cooks in served beside it. */
  raw: string[]
}

const ZERO = /(^|[^\d.])0(\.0+)?\s*(g|ml|minutes?|mins?|seconds?|hours?|分|秒|時間)(?![a-z])/i

/** Per-serving figures as the engine states them, turn or recipe: protein and salt or sugar. */
function figures(text: string): string[] {
  const en = [
    ...text.matchAll(
      /(?:(\d+(?:\.\d+)?) g protein and )?(\d+(?:\.\d+)?) g (?:salt|sugar) per serving|per serving: (?:(\d+(?:\.\d+)?) g protein and )?(\d+(?:\.\d+)?) g (?:salt|sugar)/g,
    ),
  ].map((m) => `${m[1] ?? m[3] ?? '-'}/${m[2] ?? m[4]}`)
  const ja = [...text.matchAll(/1人分\s*(?:たんぱく質(\d+(?:\.\d+)?)g、)?(?:塩分|糖分)(\d+(?:\.\d+)?)g/g)].map(
    (m) => `${m[1] ?? '-'}/${m[2]}`,
  )
  return [...en, ...ja]
}

/** What a recipe alone can be checked for: the brief, every line cooked and listed, nothing cut that cannot be cut, nothing served raw that must be cooked. */
export function checkRecipeText(
  recipe: RecipeDraft,
  brief: Brief,
  dishId: string,
): Pick<Findings, 'breaks' | 'unused' | 'unlisted' | 'impossible' | 'zeros' | 'raw'> {
  const f = {
    breaks: [] as string[],
    unused: [] as string[],
    unlisted: [] as string[],
    impossible: [] as string[],
    zeros: [] as string[],
    raw: [] as string[],
  }
  f.breaks = checkRecipe(recipe, brief).map((v) => `${v.exclusion}: ${v.ingredient} (${v.field})`)
  f.raw = [...servedRaw(recipe, dishById(dishId)), ...starchAlongside(recipe, dishById(dishId))].map(
    (r) => `${r.lang}: ${r.id} ${r.why}`,
  )
  for (const text of [...recipe.steps_ja, ...recipe.steps_en]) if (ZERO.test(text)) f.zeros.push(text.match(ZERO)![0])
  for (const lang of ['ja', 'en'] as const) {
    const lines = recipe[`ingredients_${lang}`]
    const steps = recipe[`steps_${lang}`]
    // A Japanese line names the ingredient first (「にんにく 2片」), an English one last ("2 cloves of garlic").
    const listed = new Set(
      lines.flatMap(
        (line) =>
          findIngredients(line)
            .map((f) => f.ingredient.id)
            .at(lang === 'ja' ? 0 : -1) ?? [],
      ),
    )
    const used = idsIn(withoutFigures(steps.join('\n')))
    for (const id of listed) if (!used.has(id)) f.unused.push(`${lang}:${id}`)
    for (const id of used)
      if (!listed.has(id) && !KITCHEN.has(id) && !listed.has(PART_OF[id] ?? '')) f.unlisted.push(`${lang}:${id}`)
    let boiledEgg = false
    for (const step of steps)
      for (const sentence of sentencesOf(step, lang)) {
        const ids = idsIn(sentence)
        if (CUT[lang].test(verbsOnly(sentence)))
          for (const id of ids)
            if (!ingredient(id).cut && !KITCHEN.has(id) && !(boiledEgg && (id === 'egg' || PART_OF[id] === 'egg')))
              f.impossible.push(`${lang}: cuts ${id}: ${sentence}`)
        if (ids.has('egg') && BOILS[lang].test(sentence)) boiledEgg = true
      }
    const served = dishById(dishId).served
    if (served === 'cold' && /serve hot|piping hot|熱いうちに|熱々/.test(steps.at(-1) ?? ''))
      f.impossible.push(`${lang}: a cold dish served hot`)
  }
  return f
}

export function check(run: Run): Findings {
  const { recipe, brief, transcript, theme } = run
  const f: Findings = {
    kept: false,
    keptWhy: '',
    category: recipe.category === theme.category,
    contradictions: [],
    ...checkRecipeText(recipe, brief, run.dishId),
  }
  if (run.revised) f.breaks.push('the guard sent the first recipe back for revision')
  for (const text of transcript.map((t) => t.text)) if (ZERO.test(text)) f.zeros.push(text.match(ZERO)![0])
  const final = figures([...recipe.steps_ja, ...recipe.steps_en].join('\n'))
  const stated = transcript.filter((t) => t.round === 3).flatMap((t) => figures(t.text))
  for (const figure of stated)
    if (!final.includes(figure)) f.contradictions.push(`round 3 says ${figure}, the recipe ${final[0] ?? 'nothing'}`)
  if (new Set(final).size > 1) f.contradictions.push(`the recipe says ${[...new Set(final)].join(' and ')}`)

  const opening = transcript.find((t) => t.round === 1 && t.role === 'host')!.text
  const titles = { ja: recipe.title_ja, en: recipe.title_en.toLowerCase() }
  // A dish may go by another of its own names when its usual one names a food the brief took out (a soy-free 「味噌汁」).
  const namesIn = (id: string, latin: boolean) =>
    [
      dishById(id).name[latin ? 'en' : 'ja'],
      ...(dishById(id).aliases ?? []).filter((a) => /^[\x20-\x7e\u00c0-\u024f]+$/.test(a) === latin),
    ].map((n) => n.toLowerCase())
  const named = (id: string) =>
    namesIn(id, false).some((n) => titles.ja.includes(n)) && namesIn(id, true).some((n) => titles.en.includes(n))
  if (theme.notFood) {
    f.kept = /not about food|no dish in it|料理のテーマではなく/.test(opening)
    f.keptWhy = f.kept ? 'said plainly the theme is not food' : 'did not say the theme is not food'
  } else if (theme.declined) {
    const asked = brief.dishId ? dishById(brief.dishId) : null
    f.kept = Boolean(asked) && /cannot be made without|なしでは作れません/.test(opening) && !named(asked!.id)
    f.keptWhy = f.kept ? `declined ${asked?.id} plainly` : 'did not decline the dish plainly'
  } else if (theme.dish) {
    const hit = theme.dish.find(named)
    f.kept = Boolean(hit)
    f.keptWhy = hit ? `cooked ${hit}` : `cooked ${run.dishId}, not ${theme.dish.join('/')}`
  } else if (theme.method) {
    f.kept = dishById(run.dishId).method === theme.method && named(run.dishId)
    f.keptWhy = `cooked ${run.dishId} (${dishById(run.dishId).method})`
  } else if (theme.key) {
    const missing = theme.key.filter((id) =>
      (['ja', 'en'] as const).some(
        (lang) =>
          !recipe[`ingredients_${lang}`].some((line) => idsIn(line).has(id)) ||
          !recipe[`steps_${lang}`].slice(0, -1).some((step) => idsIn(step).has(id)),
      ),
    )
    f.kept = missing.length === 0
    f.keptWhy = f.kept ? `used ${theme.key.join(', ')} in a step` : `missing ${missing.join(', ')}`
  } else {
    f.kept = true
    f.keptWhy = `cooked ${run.dishId} (no dish or key ingredient named)`
  }
  return f
}

/**
 * The share of sentences that repeat word for word across transcripts: sentences that appear in
 * at least `min` transcripts of different themes, over all sentences of those transcripts.
 */
export function repetition(
  transcripts: Array<{ lang: Lang; turns: Turn[] }>,
  lang: Lang,
  min = 3,
): { share: number; total: number; repeated: number; examples: string[] } {
  const perTheme = transcripts
    .filter((t) => t.lang === lang)
    .map((t) => t.turns.flatMap((turn) => sentencesOf(turn.text, lang)))
  const seenIn = new Map<string, number>()
  for (const sentences of perTheme) for (const s of new Set(sentences)) seenIn.set(s, (seenIn.get(s) ?? 0) + 1)
  const all = perTheme.flat()
  const repeated = all.filter((s) => (seenIn.get(s) ?? 0) >= min)
  const examples = [...new Set(repeated)].slice(0, 5)
  return {
    share: all.length ? repeated.length / all.length : 0,
    total: all.length,
    repeated: repeated.length,
    examples,
  }
}
