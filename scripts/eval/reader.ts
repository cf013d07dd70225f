/**
 * The reader set (scripts/eval/reader.fresh.json): every phrasing through `readBrief`, scored on
 * what its `expect` says. A food is "ruled out" when the recipe guard (and the hazard check, for
 * an audience such as a baby) rejects a recipe whose one ingredient line names it: the guard's own
 * lexicon maps the plain word to catalogue ids and traits, so the score measures what would be
 * enforced, not how a field is spelled. A word the lexicon cannot name is counted as unmapped
 * and not scored. Prints per-check and per-kind figures.
 *
 *   bun scripts/eval/reader.ts [file] [--misses]
 *
 * scripts/eval/reader.read24.json: issue 34's phrasings (non-food objects, wings, a celebration, a baby's dish with an
 * unsafe part, a dish whose body is ruled out, leftovers in kana), written before the reader was changed for them;
 * scripts/eval/reader.read25.json likewise for reading what is said (a step question, a duration of something else, a
 * grandparent who made a dish, a permission in brackets, a safe version for an allergic eater, harm as a result, a look);
 * scripts/eval/reader.read26.json for only these foods, a region or occasion with no dish, a food toxic in quantity,
 * soy's hidden sources, low salt, low carb, a utensil and batch words.
 */
import { readFileSync } from 'node:fs'
import { findDishes, readBrief } from '../../src/ai/food/brief'
import { moodHints } from '../../src/ai/food/choosing'
import { checkRecipe } from '../../src/ai/food/guard'
import { checkHazards } from '../../src/ai/food/hazards'
import { normalise } from '../../src/ai/food/match'
import type { Brief, Lang } from '../../src/ai/food/types'
import { findMentions } from '../../src/ai/food/words'
import { refusalOf } from '../../src/discussions/engine'

type Expect = {
  excluded?: string[]
  forbidden?: string[]
  permitted?: string[]
  diet?: string[]
  allergens?: string[]
  servings?: number
  infant_months?: number
  harm?: boolean
  not_food?: boolean
  outcome?: 'publish' | 'refuse' | 'either'
  dish?: string[]
  /** Foods read as key ingredients, and foods that must not be. */
  key?: string[]
  not_key?: string[]
  /** Something read as already cooked (a leftover). */
  leftover?: boolean
  /** The time limit read (null: none), an effort or speed ask the chooser reads, the life stages read ([]: none), dishes that must not be read. */
  minutes?: number | null
  quick?: boolean
  at_risk?: string[]
  not_dish?: string[]
  /** Foods read as the only ones there ([]: none), styles, occasions and what to lower read, no unknown dish said (false), nothing said unchecked (true), a hazard id read (a substring), at least this many servings. */
  only?: string[]
  styles?: string[]
  occasions?: string[]
  lower?: string[]
  unknown?: boolean
  checked?: boolean
  hazard?: string
  servings_min?: number
}
type Phrasing = { lang: Lang; text: string; kind: string; expect: Expect }

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--')) ?? 'scripts/eval/reader.fresh.json'
const showMisses = args.includes('--misses')
const { phrasings } = JSON.parse(readFileSync(file, 'utf8')) as { phrasings: Phrasing[] }

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/
const known = (word: string) => findMentions(normalise(word)).length > 0

/** Whether a recipe naming `word` in its one ingredient line is rejected for this brief. */
function ruledOut(brief: Brief, word: string): boolean {
  const ja = JAPANESE.test(word)
  const draft = {
    title_ja: '一品',
    title_en: 'A dish',
    ingredients_ja: ja ? [word] : [],
    ingredients_en: ja ? [] : [word],
    steps_ja: [],
    steps_en: [],
  }
  return checkRecipe(draft, brief).length > 0 || checkHazards(draft, brief).length > 0
}

type Tally = { pass: number; total: number; unmapped: number }
const checks = new Map<string, Tally>()
const kinds = new Map<string, { pass: number; total: number }>()
const misses: string[] = []
const tally = (name: string) => {
  if (!checks.has(name)) checks.set(name, { pass: 0, total: 0, unmapped: 0 })
  return checks.get(name)!
}

/**
 * The engine refuses a brief `refusalOf` refuses (and, once it exists, one meant to harm); a theme
 * with no food in it is not refused but said so in the host's first turn, which is the refusal a
 * non-food ask expects.
 */
function outcomeOf(brief: Brief, notFoodAsked: boolean): 'publish' | 'refuse' {
  const harmed = (brief as Brief & { harm?: unknown }).harm
  return harmed || refusalOf(brief) || (notFoodAsked && brief.notFood) ? 'refuse' : 'publish'
}

function dishMatches(brief: Brief, names: string[]): boolean {
  const said = normalise(brief.dish ?? '')
  return names.some((name) => {
    const n = normalise(name)
    if (said && (said.includes(n) || n.includes(said))) return true
    return !!brief.dishId && findDishes(n).some((d) => d.dish.id === brief.dishId)
  })
}

const started = performance.now()
for (const p of phrasings) {
  const brief = readBrief(p.text, p.lang)
  const failed: string[] = []
  const score = (name: string, ok: boolean, detail: string) => {
    const t = tally(name)
    t.total++
    if (ok) t.pass++
    else failed.push(`${name}: ${detail}`)
  }
  const foods = (name: string, words: string[] | undefined, want: boolean) => {
    for (const word of words ?? []) {
      if (!known(word)) {
        tally(name).unmapped++
        continue
      }
      score(name, ruledOut(brief, word) === want, word)
    }
  }
  const e = p.expect
  foods('excluded', e.excluded, true)
  foods('forbidden', e.forbidden, true)
  foods('permitted', e.permitted, false)
  foods(
    'allergens',
    e.allergens?.map((a) => a.replace(/_/g, ' ')),
    true,
  )
  const diets = (brief as Brief & { diets?: string[] }).diets ?? []
  for (const diet of e.diet ?? []) score('diet', diets.includes(diet), diet)
  if (e.servings !== undefined)
    score('servings', brief.limits.servings === e.servings, `${brief.limits.servings} for ${e.servings}`)
  if (e.infant_months !== undefined) {
    const want = e.infant_months < 12 ? 'baby' : 'under_4'
    score('infant_months', (brief.atRisk ?? []).includes(want), `${want} not in ${brief.atRisk ?? []}`)
  }
  if (e.harm !== undefined) score('harm', !!(brief as Brief & { harm?: unknown }).harm === e.harm, 'harm')
  if (e.not_food !== undefined) score('not_food', brief.notFood === e.not_food, 'not_food')
  const keyed = (word: string) =>
    findMentions(normalise(word)).some((m) => m.ids.some((id) => brief.keyIngredientIds.includes(id)))
  for (const word of e.key ?? []) score('key', keyed(word), word)
  for (const word of e.not_key ?? []) score('not_key', !keyed(word), word)
  if (e.leftover !== undefined) score('leftover', !!brief.cooked?.length === e.leftover, 'leftover')
  if (e.dish) score('dish', dishMatches(brief, e.dish), `${brief.dish ?? 'none'} for ${e.dish[0]}`)
  if (e.not_dish) score('not_dish', !dishMatches(brief, e.not_dish), `${brief.dish}`)
  if (e.minutes !== undefined)
    score('minutes', (brief.limits.minutes ?? null) === e.minutes, `${brief.limits.minutes} for ${e.minutes}`)
  if (e.quick !== undefined) score('quick', moodHints(p.text).some((h) => h.quick) === e.quick, 'quick')
  if (e.at_risk) {
    const read = brief.atRisk ?? []
    const ok = e.at_risk.length ? e.at_risk.every((a) => read.includes(a)) : !read.length
    score('at_risk', ok, `${read} for ${e.at_risk}`)
  }
  const only = (brief as Brief & { onlyFoods?: string[] }).onlyFoods ?? []
  if (e.only) {
    const ids = e.only.map((w) => findMentions(normalise(w)).flatMap((m) => m.ids))
    const ok = e.only.length ? ids.every((i) => i.some((id) => only.includes(id))) : !only.length
    score('only', ok, `${only} for ${e.only}`)
  }
  for (const [name, want, read] of [
    ['styles', e.styles, brief.styles],
    ['occasions', e.occasions, brief.occasions],
    ['lower', e.lower, brief.lower],
  ] as const)
    for (const w of want ?? []) score(name, (read ?? []).includes(w as never), `${read ?? []} for ${w}`)
  if (e.unknown !== undefined) score('unknown', !!brief.unknownDish === e.unknown, `${brief.unknownDish}`)
  if (e.checked !== undefined) score('checked', !brief.unchecked?.length === e.checked, `${brief.unchecked}`)
  if (e.hazard) {
    const ids = (brief.hazards ?? []).map((h) => h.id)
    score(
      'hazard',
      ids.some((id) => id.includes(e.hazard!)),
      `${ids} for ${e.hazard}`,
    )
  }
  if (e.servings_min !== undefined)
    score('servings_min', (brief.limits.servings ?? 0) >= e.servings_min, `${brief.limits.servings}`)
  if (e.outcome && e.outcome !== 'either')
    score('outcome', outcomeOf(brief, !!e.not_food) === e.outcome, outcomeOf(brief, !!e.not_food))
  const k = kinds.get(p.kind) ?? { pass: 0, total: 0 }
  k.total++
  if (!failed.length) k.pass++
  kinds.set(p.kind, k)
  if (failed.length) misses.push(`[${p.kind}] ${p.lang} ${JSON.stringify(p.text)}\n    ${failed.join('\n    ')}`)
}
const elapsed = performance.now() - started

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-')
console.log(`reader set: ${file}, ${phrasings.length} phrasings, ${elapsed.toFixed(0)} ms`)
console.log('\nper check (a food word the lexicon cannot name is unmapped, not scored):')
for (const [name, t] of [...checks].sort())
  console.log(
    `  ${name.padEnd(14)} ${String(t.pass).padStart(4)}/${String(t.total).padEnd(4)} ${pct(t.pass, t.total).padStart(6)}  unmapped ${t.unmapped}`,
  )
console.log('\nper kind (a phrasing passes when every scored check passes):')
let pass = 0
for (const [kind, k] of [...kinds].sort()) {
  pass += k.pass
  console.log(
    `  ${kind.padEnd(14)} ${String(k.pass).padStart(4)}/${String(k.total).padEnd(4)} ${pct(k.pass, k.total).padStart(6)}`,
  )
}
const checked = [...checks.values()].reduce((a, t) => ({ pass: a.pass + t.pass, total: a.total + t.total }), {
  pass: 0,
  total: 0,
})
console.log(
  `\ntotal: phrasings ${pass}/${phrasings.length} ${pct(pass, phrasings.length)}; checks ${checked.pass}/${checked.total} ${pct(checked.pass, checked.total)}`,
)
if (showMisses) console.log(`\nmisses:\n${misses.join('\n')}`)
