/**
 * The recipe as PUBLISHED (the draft the offline path hands on, knowledge/recipe-checks.json
 * `published`): what a demanding cook reading only the printed recipe finds wrong, whichever
 * version or adaptation made it. A step that uses a preparation ("the soaked beans") before the
 * step that makes it; two steps printed alike; a step that starts mid-sentence; a food lifted out
 * and never returned or served; a raw meat, fish or egg called already cooked or given no doneness
 * cue; a time in the title or description the total disagrees with; two unlabelled lines of one
 * food; a description naming a meat or fish no line holds; no protein for foods that carry it.
 * Each problem starts with its rule's id, so the walk and the eval count them by rule.
 */
import { INGREDIENTS } from '../food/catalogue'
import { dish } from '../food/dishes'
import { effectiveMentions } from '../food/guard'
import type { Brief, Lang, Trait } from '../food/types'
import { DIETS } from '../food/words'
import { TRAIT_WORDS } from '../food/traits'
import type { RecipeDraft } from '../prompts'
import { adapt, saysFree } from './adapt'
import { briefForDish, checkRecipe } from './check'
import { CHECKS } from './check-rules'
import { food, hasFood, kin } from './foods'
import { RECIPES } from './load'
import { hashText } from '../offline/random'
import { render } from './render'
import { RULES } from './rules'
import { cueWordsLeft } from './substitutions'
import { CLAUSE } from './clauses'
import type { AuthoredRecipe, Decision } from './types'

const P = CHECKS.published
const LANGS: Lang[] = ['ja', 'en']
const both = (p: { ja: string; en: string }) => ({ ja: new RegExp(p.ja), en: new RegExp(p.en, 'i') })
const MADE_LATER = P.made_later.map((m) => ({ id: m.id, used: both(m.used), made: both(m.made) }))
const MID = { ja: new RegExp(P.mid_sentence.ja), en: new RegExp(P.mid_sentence.en) }
const [TAKEN, RETURNED, SERVED, WARMED, DONE] = [P.taken_out, P.returned, P.served, P.warmed_only, P.doneness].map(both)
const COOKED = both(P.cooked_line)
const TIME = both(P.time.said)
const WITHIN = both(P.time.within)
const LABEL = { ja: new RegExp(P.label.ja), en: new RegExp(P.label.en) }
const HEADING = both(P.heading)
const SENTENCE = { ja: ['。'], en: ['. ', '; '] }
const ASIDE = new RegExp(P.aside, 'i')
const ANIMAL = new Set<Trait>(P.animal as Trait[])
/** The centre temperatures a doneness cue gives a meat, fish or egg (knowledge/cookbook.json `doneness`). */
const DONE_TEMPS = new Set([...Object.values(RULES.doneness.temp_c), CHECKS.doneness.whole_muscle.temp_c])

export type PublishedRule =
  | 'made_later'
  | 'identical_steps'
  | 'mid_sentence'
  | 'never_returned'
  | 'raw_unsafe'
  | 'temp_no_food'
  | 'time_disagrees'
  | 'duplicate_lines'
  | 'description_food'
  | 'no_protein'
  | 'left_words'
  | 'summed_amounts'

/** A step as read: its meal label gone, its cue and minutes in brackets at the end gone. */
const body = (step: string, lang: Lang) => step.replace(LABEL[lang], '').replace(/\s*[（(][^（()）]*[）)]\s*$/, '')
/** Whether a position is inside quotes: a name said as a name ("fish-fragrant"), not a food. */
const quoted = (text: string, at: number) => (text.slice(0, at).match(/["“”「」]/g)?.length ?? 0) % 2 === 1
const idsIn = (text: string) => new Set(effectiveMentions(text).flatMap((m) => m.ids))

/** A mention's own food: an ingredient's, or the head of a family ("shrimp" of the shrimps). */
const headOf = (m: { ids: string[] }) => (m.ids[0] && hasFood(m.ids[0]) ? food(m.ids[0]) : undefined)
const isProtein = (m: { ids: string[] }) => headOf(m)?.item?.group === 'protein'
/** Whether a step's foods name this one, itself or of its kind ("the pork" of a pork shoulder). */
const names = (step: Set<string>, id: string) => step.has(id) || [...step].some((s) => kin(s, id))

/** The ids of the raw animal foods a line names, which a cook must cook; none of a line bought or made cooked (hard-boiled eggs). */
const rawAnimal = (line: string, lang: Lang) =>
  (COOKED[lang].test(line) ? [] : effectiveMentions(line))
    .filter((m) => m.kind !== 'class')
    .map(headOf)
    .filter((f) => f?.raw === 'cook' && f.traits.some((t) => ANIMAL.has(t)))
    .map((f) => f!.id)

function stepProblems(steps: string[], lang: Lang, rawOk: Set<string>, lines: string[]): string[] {
  const problems: string[] = []
  const bodies = steps.map((s) => body(s, lang))
  for (const m of MADE_LATER) {
    // A line saying it ("dried beans, soaked overnight") has it made before the first step.
    if (lines.some((l) => m.used[lang].test(l) || m.made[lang].test(l))) continue
    const used = bodies.findIndex((s) => m.used[lang].test(s))
    const made = bodies.findIndex((s) => m.made[lang].test(s))
    if (used >= 0 && made > used)
      problems.push(`made_later: step ${used + 1} uses ${m.id} (${lang}) that step ${made + 1} makes`)
  }
  const seen = new Map<string, number>()
  bodies.forEach((s, n) => {
    const key = s.trim().replace(/[.。]$/, '')
    const before = seen.get(key)
    if (before !== undefined && key) problems.push(`identical_steps: steps ${before} and ${n + 1} (${lang}): "${s}"`)
    else seen.set(key, n + 1)
    if (MID[lang].test(steps[n]!.replace(LABEL[lang], '')))
      problems.push(`mid_sentence: step ${n + 1} (${lang}) starts mid-sentence: "${s}"`)
  })
  const ids = bodies.map(idsIn)
  bodies.forEach((s, n) => {
    const later = bodies.slice(n + 1)
    const out = TAKEN[lang].exec(s)
    if (!out || !later.length || [s, ...later].some((t) => RETURNED[lang].test(t) || SERVED[lang].test(t))) return
    // What the sentence takes out: the foods named before the word (「黄身を取り出し」, "lift the chicken
    // out"); none when the sentence goes on to use it ("…, then mash with the mayonnaise").
    const from = Math.max(...SENTENCE[lang].map((stop) => s.lastIndexOf(stop, out.index)))
    const to = Math.min(...SENTENCE[lang].map((stop) => s.indexOf(stop, out.index) + 1 || s.length))
    const sentence = s.slice(from + 1, to)
    const at = out.index - from - 1 + out[0].length
    const said = effectiveMentions(sentence)
    if (said.some((m) => m.at >= at)) return
    const taken = said.filter((m) => m.end <= at && isProtein(m))
    // A food is back when a later step names it, by its catalogue id or its own word ("the buns").
    const word = (m: { surface: string }) => (lang === 'en' ? m.surface.split(' ').pop()! : m.surface).toLowerCase()
    const back = taken.some(
      (m) =>
        m.ids.some((id) => ids.slice(n + 1).some((l) => names(l, id))) ||
        later.some((t) => t.toLowerCase().includes(word(m))),
    )
    if (taken.length && !back)
      problems.push(
        `never_returned: step ${n + 1} (${lang}) takes out ${taken.map((m) => m.surface).join(', ')}, never returned: "${s}"`,
      )
  })
  for (const id of new Set(lines.flatMap((l) => rawAnimal(l, lang)))) {
    if (rawOk.has(id)) continue
    const first = ids.findIndex((l) => names(l, id))
    if (first < 0) continue
    // A step warming a food bought or made cooked (the cooked chicken a leftover gave) does not warm the raw line of
    // its kind beside it (the thigh simmered for the stock).
    const raw = (step: Set<string>) => new Set([...step].filter((s) => !hasFood(s) || food(s).raw !== 'ready'))
    const warmed = bodies.findIndex((s, n) => names(raw(ids[n]!), id) && WARMED[lang].test(s))
    if (warmed >= 0)
      problems.push(`raw_unsafe: step ${warmed + 1} (${lang}) calls raw ${id} already cooked: "${bodies[warmed]}"`)
    else if (!steps.slice(first).some((s) => DONE[lang].test(s)))
      problems.push(`raw_unsafe: raw ${id} (${lang}) reaches no step with a doneness cue`)
  }
  return problems
}

/** Two lines of one section naming the same foods with no label telling them apart ("water" twice). */
function duplicateLines(lines: string[], lang: Lang): string[] {
  const problems: string[] = []
  let seen = new Map<string, string>()
  for (const line of lines) {
    if (HEADING[lang].test(line)) {
      seen = new Map()
      continue
    }
    const key = [...idsIn(line)].sort().join(' ')
    const labelled = lang === 'en' ? /[,(]/.test(line) : /[（(]/.test(line)
    // A line labelled is told apart from the other ("water, for the dough"), unless printed alike.
    const key2 = labelled ? line : key
    const before = seen.get(key2)
    if (key && before !== undefined) problems.push(`duplicate_lines: "${before}" and "${line}" (${lang})`)
    else if (key) seen.set(key2, line)
  }
  return problems
}

/** A food replaced (or a trait the title says the recipe is free of, `to` unknown) and its stand-in. */
export type Replaced = { from: string; to: string | null; trait?: true }

/** The traits a title says the recipe is free of ("Egg-free …", 卵なし…), as replaced foods of no known stand-in. */
export const saidFree = (draft: RecipeDraft): Replaced[] =>
  (Object.keys(TRAIT_WORDS) as Trait[])
    .filter((t) => LANGS.some((lang) => TRAIT_WORDS[t].label[lang] && saysFree(draft[`title_${lang}`], lang, t)))
    .map((from) => ({ from, to: null, trait: true }))

/**
 * A replaced food's words left in a step (issue 33): the food itself named ("add the fugu" of a
 * fish-free pot), or a clause saying of its stand-in, or of nothing else, what only the food does
 * (`cue_words`: silken tofu beaten, or fully set at the egg's 72 °C).
 */
function leftWords(steps: string[], lines: string[], lang: Lang, held: Set<string>, replaced: Replaced[]): string[] {
  // What a food still held carries is said of it (the egg of the glaze, when the noodles' egg went).
  const kept = [...held]
    .filter((id) => hasFood(id) && food(id).item?.group === 'protein')
    .flatMap((id) => food(id).traits)
  return replaced.flatMap(({ from, to, trait }) =>
    steps.flatMap((step, n) => {
      const named = effectiveMentions(step).filter(
        (m) =>
          // A class word names a food left only of meat, fish or egg (eggs), not alcohol or vinegar.
          (m.kind === 'ingredient' || (trait && m.kind === 'class' && m.traits.some((t) => ANIMAL.has(t)))) &&
          !m.ids.some((id) => held.has(id)) &&
          !lines.some((l) => l.toLowerCase().includes(m.surface.toLowerCase())) &&
          (trait ? m.traits.includes(from as Trait) && !m.waived.includes(from as Trait) : m.ids.includes(from)),
      )
      const clause = step.split(CLAUSE[lang]).find((c) => {
        const foods = [...idsIn(c)].filter((id) => held.has(id))
        const own = to ? foods.every((id) => id === to || kin(id, to)) : foods.length <= 1
        return own && cueWordsLeft(from, to, c, lang, kept)
      })
      const said = named.length ? named[0]!.surface : clause
      return said ? [`left_words: step ${n + 1} (${lang}) keeps the words of ${from}: "${said.trim()}"`] : []
    }),
  )
}

/** A food's parts summed in one line ("150 g + 2 tbsp flour"), which no cook measures at once. */
const summedLines = (lines: string[], lang: Lang) =>
  lines.filter((l) => SUMMED.test(l)).map((l) => `summed_amounts: "${l}" (${lang})`)
const SUMMED = /\d\s*[a-z]*\s*[+＋]|[+＋]\s*(?:大さじ|小さじ)?\d/

/**
 * A meat's centre temperature on a step before any meat, fish or egg went in (spices bloomed "until 75 °C"),
 * read in both languages: a food either names is in.
 */
function tempProblems(draft: RecipeDraft): string[] {
  // A food bought or kept cooked (leftovers) is reheated to a safe temperature too.
  const cooked = new Set(draft.ingredients_en.filter((l) => COOKED.en.test(l)).flatMap((l) => [...idsIn(l)]))
  const animal = (lang: Lang) =>
    draft[`steps_${lang}`].map((s) =>
      [...idsIn(body(s, lang))].some(
        (id) => cooked.has(id) || (hasFood(id) && food(id).traits.some((t) => ANIMAL.has(t))),
      ),
    )
  const [ja, en] = [animal('ja'), animal('en')]
  return draft.steps_en.flatMap((s, n) => {
    const said = `${s} ${draft.steps_ja[n] ?? ''}`
    const figure = [...said.matchAll(/(\d+)\s*(?:°C|℃)/g)].map((m) => Number(m[1])).find((t) => DONE_TEMPS.has(t))
    const inBy = [...ja.slice(0, n + 1), ...en.slice(0, n + 1)].some(Boolean)
    return figure && !inBy
      ? [`temp_no_food: step ${n + 1} cooks to ${figure} °C with no meat, fish or egg in it yet`]
      : []
  })
}

/** Problems with the times the title and description state against the total. */
function timeProblems(draft: RecipeDraft, lang: Lang): string[] {
  const said = [draft[`title_${lang}`], draft[`description_${lang}`] ?? '']
  return said.flatMap((text) =>
    [...text.matchAll(new RegExp(TIME[lang].source, `${TIME[lang].flags}g`))].flatMap((m) => {
      const figure = Number(m[1] ?? m[2])
      const within = WITHIN[lang].test(m[0])
      const fits = within ? figure >= draft.total_minutes : figure === draft.total_minutes
      return fits ? [] : [`time_disagrees: "${m[0].trim()}" (${lang}), the total is ${draft.total_minutes} min`]
    }),
  )
}

/**
 * Every problem of a published recipe, each starting with its rule's id. `rawOk`: foods its dish
 * serves raw by definition (sashimi's fish), which need no doneness cue.
 */
export function publishedProblems(draft: RecipeDraft, rawOk: string[] = [], replaced = saidFree(draft)): string[] {
  const ok = new Set(rawOk)
  const holds = new Set(draft.ingredients_en.flatMap((l) => [...idsIn(l)]))
  const problems = LANGS.flatMap((lang) => [
    ...stepProblems(draft[`steps_${lang}`], lang, ok, draft[`ingredients_${lang}`]),
    ...leftWords(draft[`steps_${lang}`], draft[`ingredients_${lang}`], lang, holds, replaced),
    ...summedLines(draft[`ingredients_${lang}`], lang),
    ...duplicateLines(draft[`ingredients_${lang}`], lang),
    ...timeProblems(draft, lang),
  ])
  problems.push(...tempProblems(draft))
  const held = new Set(
    draft.ingredients_en.flatMap((l) => effectiveMentions(l).flatMap((m) => m.traits.filter((t) => ANIMAL.has(t)))),
  )
  // A word of a kind (fish, seafood) or a protein food, not a stock or fat some versions make of it.
  const text = draft.description_en ?? ''
  const described = effectiveMentions(text).filter(
    (m) =>
      (m.kind === 'class' || isProtein(m)) &&
      !quoted(text, m.at) &&
      !(/^[A-Z]/.test(m.surface) && (m.at > 0 || /^'s\b/.test(text.slice(m.end)))) &&
      !ASIDE.test(text.slice(0, m.at)),
  )
  for (const m of described) {
    const kinds = m.traits.filter((t) => ANIMAL.has(t) && t !== 'egg')
    if (kinds.length && !kinds.some((t) => held.has(t)))
      problems.push(`description_food: the description names ${m.surface} (${kinds.join(', ')}), which no line holds`)
  }
  const protein = draft.ingredients_en
    .flatMap((l) => [...idsIn(l)])
    .filter((id) => hasFood(id) && (food(id).usual.protein ?? 0) >= P.protein_floor_g)
  if (draft.nutrition && draft.nutrition.protein_g === 0 && protein.length)
    problems.push(`no_protein: 0 g protein a serving, but it holds ${protein.join(', ')}`)
  return [...new Set(problems)]
}

/** The foods an adaptation replaced, with their stand-ins (null: left out). */
export const replacedBy = (decisions: Decision[]): Replaced[] =>
  decisions.flatMap((d) => (d.kind === 'substitute' ? [{ from: d.from, to: d.to }] : []))

/** The rule a problem of publishedProblems is of. */
export const ruleOf = (problem: string): PublishedRule => problem.slice(0, problem.indexOf(':')) as PublishedRule

export type PublishedProblem = { dish: string; brief: string; problem: string }

/**
 * Each recipe adapted and published under a rotating share of the briefs a cook brings (servings
 * 1, 4 and 30; each diet of knowledge/diets.json; each trait it carries ruled out as an allergy;
 * each kitchen ask one of its versions is written for; a leftover it can take cooked), and every
 * problem of what is published. Recipe `n` takes the `n`th of each list in turn, so the whole
 * cookbook meets every brief without a brief for every recipe.
 */
export function publishedWalk(recipes: AuthoredRecipe[] = RECIPES): PublishedProblem[] {
  // Each recipe's briefs are drawn from its own id, not its place in the list: a recipe added moves no other's.
  return recipes.flatMap((recipe) => {
    const n = hashText(recipe.dish)
    const carried = [...new Set(recipe.ingredients.flatMap((i) => food(i.food).traits))]
    const trait = carried[n % Math.max(carried.length, 1)]
    const diet = DIETS[n % DIETS.length]!
    const servings = [1, 4, 30][n % 3]!
    const cooked = INGREDIENTS.filter((c) => recipe.ingredients.some((i) => c.leftover_of?.includes(i.food)))
    const briefs: Array<[string, Partial<Brief>]> = [
      [`${servings} servings`, { limits: { servings } }],
      [diet.key, { diets: [diet.key] }],
      ...(trait
        ? [
            [
              `no ${trait}`,
              { exclusions: [{ kind: 'allergy', name: trait, excludes: [], traits: [trait], ingredients: [] }] },
            ] as [string, Partial<Brief>],
          ]
        : []),
      ...[...new Set((recipe.variants ?? []).flatMap((v) => v.asks ?? []))].map((ask): [string, Partial<Brief>] => [
        ask,
        { limits: { asks: [ask] } },
      ]),
      ...cooked.map((c): [string, Partial<Brief>] => [`leftover ${c.id}`, { cooked: [c.id] }]),
    ]
    const rawOk = dish(recipe.dish).servedRaw ?? []
    return briefs.flatMap(([name, more]) => {
      const adapted = adapt(recipe, briefForDish(recipe.dish, more), { seed: 7 })
      if (adapted.declined) return []
      const draft = render(adapted)
      return publishedProblems(draft, rawOk, [...replacedBy(adapted.decisions), ...saidFree(draft)]).map((problem) => ({
        dish: recipe.dish,
        brief: name,
        problem,
      }))
    })
  })
}

/** The allergens a cook most often asks a recipe without, and the meats a faith or a diet rules out. */
export const COMMON_ALLERGENS: Trait[] = ['egg', 'milk', 'wheat', 'soy', 'fish', 'shellfish']
const MEAT_SWAPS: Array<[string, Trait[], Partial<Brief>]> = [
  ...(['beef', 'pork'] as Trait[]).map((t): [string, Trait[], Partial<Brief>] => [`no ${t}`, [t], allergy(t)]),
  ...DIETS.filter((d) => d.key === 'halal' || d.key === 'pescatarian').map((d): [string, Trait[], Partial<Brief>] => [
    d.key,
    d.traits,
    { diets: [d.key], exclusions: [{ kind: 'diet', name: d.key, excludes: [], traits: d.traits, ingredients: [] }] },
  ]),
]
function allergy(t: Trait): Partial<Brief> {
  return { exclusions: [{ kind: 'allergy', name: t, excludes: [], traits: [t], ingredients: [] }] }
}
/** What a swap or a removal must never publish: a replaced food's words, raw food with no cue, a cue with no food. */
const SWAP_RULES = new Set<PublishedRule>(['left_words', 'raw_unsafe', 'temp_no_food', 'summed_amounts'])
/** The authored check's problems of which step says which food: a food in one language's step alone, or in none. */
const STEP_FOODS = /ja names \{|never named in a step|names no ingredient|engine refuses/

/**
 * Every authored recipe adapted for an allergy to each common allergen it carries and for each meat swap
 * its meat meets, and what of SWAP_RULES is published: nothing should be.
 */
export function replacedWordsWalk(recipes: AuthoredRecipe[] = RECIPES): PublishedProblem[] {
  const briefs = [
    ...COMMON_ALLERGENS.map((t): [string, Trait[], Partial<Brief>] => [`no ${t}`, [t], allergy(t)]),
    ...MEAT_SWAPS,
  ]
  return recipes.flatMap((recipe) => {
    const carried = new Set(recipe.ingredients.flatMap((i) => food(i.food).traits))
    const rawOk = dish(recipe.dish).servedRaw ?? []
    return briefs.flatMap(([name, traits, more]) => {
      if (!traits.some((t) => carried.has(t))) return []
      const adapted = adapt(recipe, briefForDish(recipe.dish, more), { seed: 7 })
      if (adapted.declined) return []
      const draft = render(adapted)
      // Both languages say the same steps of the same foods, each used in one (the authored recipe's own check).
      const count = draft.steps_ja.length === draft.steps_en.length ? [] : ['steps: ja and en count differently']
      return [
        ...publishedProblems(draft, rawOk, replacedBy(adapted.decisions)).filter((p) => SWAP_RULES.has(ruleOf(p))),
        ...count,
        ...checkRecipe(adapted.recipe)
          .filter((p) => STEP_FOODS.test(p.message))
          .map((p) => `recipe: ${p.message}`),
      ].map((problem) => ({ dish: recipe.dish, brief: name, problem }))
    })
  })
}
