/**
 * What of an authored recipe's notes still holds once it is adapted: a note speaks of the recipe
 * as cooked only when every food it names is one of its ingredients (or water, ice, salt), the brief rules none of them
 * out nor makes unsafe (`contradictsBrief`), and it names no heat where nothing is heated nor a tool no step uses. The talk (src/ai/offline/talk)
 * says only such notes, so the chef of a gratin of bought white sauce gives no roux advice. It names a step by a clause
 * of the step's own text (`stepClause`).
 */
import { contradictsBrief, effectiveMentions } from '../food/guard'
import { normalise } from '../food/match'
import { DIETS } from '../food/diets'
import { dish } from '../food/dishes'
import { traitLabel } from '../food/traits'
import type { Brief, Lang } from '../food/types'
import { findMentions, type Mention } from '../food/words'
import { safeTemperatureOf } from './check-rules'
import { asItself, type Food, food, leftoverOf } from './foods'
import { authoredDishIds, RECIPES, recipeFor, refsIn, stepTexts } from './load'
import { safeTemperature } from './rules'
import { fillRefs, ingredientLine, nameOf, nutritionOf } from './render'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, Decision, Vessel } from './types'

/** The words of a note, in its language, that name heat, and each tool by the vessel it is. */
export type ToolWords = { heat: RegExp; tools: Array<[Vessel, RegExp]>; only?: RegExp }

/**
 * Whether a food a text names is one of these, or a word their names hold for a food of its kind: "beef" of "thinly
 * sliced beef", where the "rice" of "trim the rice" is not the rice vinegar's.
 */
export function among(ids: string[]): (m: ReturnType<typeof effectiveMentions>[number]) => boolean {
  const foods = ids.map(food)
  const kind = (f: (typeof foods)[number], m: ReturnType<typeof effectiveMentions>[number]) =>
    !m.ids.length || m.ids.some((id) => food(id).item?.group === f.item?.group)
  return (m) =>
    // A food's cooked form is that food ("rotisserie chicken" in a note of a dish cooking chicken thighs).
    m.ids.some((id) => ids.some((x) => leftoverOf(id, x))) ||
    (!!m.composite && ids.includes(m.composite.id)) ||
    foods.some(
      (f) =>
        kind(f, m) && [f.name.ja, f.name.en, ...f.aliases].some((n) => normalise(n).includes(normalise(m.surface))),
    ) ||
    // Water, ice or salt carry nothing to be missing: "water and dashi granules will do" is still this dish's note.
    (m.ids.length > 0 && m.ids.every((id) => !food(id).traits.length && food(id).item?.kcal === 0)) ||
    // "The broth" of a dish simmered in water or stock is its own liquid, not a stock it lacks.
    (!!m.item?.stock && foods.some((f) => f.item?.stock || f.item?.group === 'liquid')) ||
    (!m.ids.length &&
      !m.composite &&
      (!m.traits.length || foods.some((f) => f.traits.some((t) => m.traits.includes(t)))))
}

export function fits(note: string, recipe: AuthoredRecipe, brief: Brief, words: ToolWords): boolean {
  const vessels = new Set(recipe.steps.map((s) => s.vessel))
  return (
    effectiveMentions(note).every(among(recipe.ingredients.map((i) => i.food))) &&
    !contradictsBrief(note, brief).length &&
    (recipe.steps.some((s) => s.heat !== 'none') || !words.heat.test(note)) &&
    // A tool no vessel is (a hotplate, a pressure cooker) counts as used only where a step's words name it.
    words.tools.every(
      ([v, named]) => vessels.has(v) || !named.test(note) || recipe.steps.some((s) => named.test(s.en + s.ja)),
    ) &&
    !(words.only?.test(note) && othersOfKind(note, recipe))
  )
}

/** Whether the recipe has a food of the kind a note names that the note leaves unnamed: "with onion the only vegetable"
 * of a version that adds greens. The pantry's kinds (seasoning, spice, fat, liquid) are no such claim. */
function othersOfKind(note: string, recipe: AuthoredRecipe): boolean {
  const ids = effectiveMentions(note).flatMap((m) => m.ids)
  const kinds = new Set(ids.map((id) => food(id).item?.group).filter((g) => g && !PANTRY.includes(g)))
  return recipe.ingredients.some((i) => kinds.has(food(i.food).item?.group) && !ids.some((id) => asItself(id, i.food)))
}
const PANTRY: Array<string | undefined> = ['seasoning', 'spice', 'fat', 'liquid']

/** The words of a language's phrase lines (knowledge/phrases) that name heat (`note_heat`) and each tool (`note_tool.<vessel>`). */
export const toolWords = (lines: Record<string, string>): ToolWords => ({
  heat: new RegExp(lines.note_heat!, 'i'),
  tools: Object.entries(lines).flatMap(([k, v]) =>
    k.startsWith('note_tool.') ? [[k.slice(10) as Vessel, new RegExp(v, 'i')] as [Vessel, RegExp]] : [],
  ),
  only: new RegExp(lines.note_only!, 'iu'),
})

/**
 * Whether a home cook's note is a shortcut beside the chef's step: its words say it saves time or
 * work, and it does not buy what that step cooks (a rotisserie chicken for the poaching replaces it).
 */
export const sideShortcut = (note: string, step: AuthoredStep, recipe: AuthoredRecipe, saves: string) =>
  new RegExp(saves, 'i').test(note) && !effectiveMentions(note).some(among(foodsOf(step, recipe)))

/** The foods a step names, by `{ref}` or in words ("simmer until the broth coats the beef"). */
export const foodsOf = (s: AuthoredStep, recipe: AuthoredRecipe) =>
  recipe.ingredients
    .filter((i) => s.en.includes(`{${i.ref}}`) || effectiveMentions(s.en).some(among([i.food])))
    .map((i) => i.food)

/**
 * Staples whose salt is baked in: "use less baguette" is no advice on salt, so they are never named as where it is; a
 * dish holding one is no plate that wants rice or bread beside it.
 */
const STAPLES = new Set(['bread', 'noodle', 'grain', 'baking'])
export const hasStaple = (recipe: AuthoredRecipe) =>
  recipe.ingredients.some((i) => STAPLES.has(food(i.food).item?.group ?? ''))

/** The foods that carry most of a serving's salt and a cook can use less of, the saltiest first (at most two). */
export const saltiest = (recipe: AuthoredRecipe): string[] =>
  recipe.ingredients
    .map((i) => ({ id: i.food, salt: nutritionOf({ ingredients: [i], servings: 1 })!.salt_g }))
    .filter((i) => i.salt > 0 && !STAPLES.has(food(i.id).item?.group ?? ''))
    .sort((a, b) => b.salt - a.salt)
    .slice(0, 2)
    .map((i) => i.id)

/** A text without its full stop, so it can run on inside a sentence of the talk. */
export const open = (text: string) => text.trim().replace(/[。.]$/, '')

const opener = (text: string) => text.toLowerCase().match(/^[a-z-]*/)![0]
/** The words English steps open with (knowledge/recipes); a step's clause that opens with one, but those the talk's
 * `en.clause_not_verb` names ("from", "meanwhile"), opens with a verb. */
const OPENERS = new Set(RECIPES.flatMap((r) => r.steps.map((s) => opener(s.en))))

/** A text's clauses, split at its commas but a list's, between two foods' names (「きな粉、砂糖、塩を」, "the tamarind, fish sauce"). */
function clausesOf(text: string, lang: Lang, foods: string[]): string[] {
  const bare = (part: string) => part.toLowerCase().replace(/[、,;]\s*$|^(?:the|an?) /g, '')
  const ends = (part: string) => foods.some((f) => bare(part).endsWith(f))
  const opens = (part: string) => foods.some((f) => bare(part).startsWith(f))
  const out: string[] = []
  for (const part of text.split(lang === 'ja' ? /(?<=、)/ : /(?<=[,;]\s)/))
    if (out.length && ends(out.at(-1)!) && opens(part)) out[out.length - 1] += part
    else out.push(part)
  return out
}

/**
 * A step as its own text says it, by the talk's `lines` (knowledge/phrases): of the sentence doing its most telling act
 * (`act.*`; a meal's "Ugali:" label off), from the clause of that act on, without its link ("and", 「次に」); in Japanese the last clause alone when long; in
 * English its first clause, or another sentence's, that opens with a verb a step opens with: none is no name at all.
 * Given the food a question asks about, the clause naming it comes first ("dissolve the miso", not "lower the heat").
 */
export function stepClause(
  s: AuthoredStep,
  recipe: AuthoredRecipe,
  lang: Lang,
  lines: Record<string, string>,
  asked?: AuthoredIngredient,
) {
  const foods = recipe.ingredients.map((i) => nameOf(i, lang).toLowerCase())
  const all = fillRefs(s[lang], recipe.ingredients, lang).split(/(?<=。)|(?<=\.)\s+/)
  const unlabelled = (x: string) => x.replace(/^[^:：、,]{1,20}[:：]\s*/, '')
  const sentences = all.map((x) => unlabelled(open(x)))
  const acts = Object.keys(lines).filter((k) => k.startsWith(`act.${s.heat === 'none' ? 'cold' : 'hot'}.`))
  const act = acts.map((k) => new RegExp(lines[k]!, 'i')).find((a) => sentences.some((x) => a.test(x)))
  const said = sentences.find((x) => act?.test(x)) ?? sentences[0]!
  const parts = clausesOf(said, lang, foods)
  const named = asked ? parts.findIndex((p) => p.toLowerCase().includes(nameOf(asked, lang).toLowerCase())) : -1
  const at = named >= 0 ? named : act ? parts.findIndex((p) => act.test(p)) : lang === 'ja' ? parts.length - 1 : 0
  const lead = new RegExp(lines.clause_lead!, 'i')
  const clause = parts.slice(at).join('').replace(lead, '')
  const first = (c: string) => unlabelled(open(clausesOf(c, lang, foods)[0]!.replace(/[,;]\s*$/, '')))
  const notVerb = new RegExp(lines['en.clause_not_verb']!)
  const verb = (word: string) => OPENERS.has(word) && !notVerb.test(word)
  if (lang === 'en')
    return [clause, ...sentences]
      .map(first)
      .find((c) => verb(opener(c.replace(lead, ''))))
      ?.replace(lead, '')
  return clause.length > 30 ? clausesOf(clause, lang, foods).at(-1) : clause
}

/** A text said back on one line, cut at a word to at most `max` characters. */
export const clipped = (text: string, max: number) => {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= max) return plain
  const cut = [...plain].slice(0, max - 3).join('')
  return `${cut.replace(/\s+\S*$/u, '') || cut}…`
}

/** A list as said: "a, b and c" / 「a、b、c」. */
export function listed(lang: Lang, items: string[]): string {
  if (lang === 'ja') return items.join('、')
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
}

/** Whether a text (the dish's origin) mostly says again another (the description): most of its letter pairs are in it. */
const pairs = (s: string) => [...s.toLowerCase().replace(/[\s\p{P}]/gu, '')].map((c, i, all) => c + (all[i + 1] ?? ''))
export const echoes = (a: string, b: string) =>
  pairs(a).filter((p) => pairs(b).includes(p)).length * 2 > pairs(a).length

/**
 * Whether a story tells again what a note told: a run of words in both (8 kana or kanji, 20 letters), or a mark of a
 * story both say that the title does not (`marks`, a regular expression: a name, a decade: Cardini, the 1920s and 1924).
 */
export function retold(story: string, told: string, title: string, lang: Lang, marks: string): boolean {
  const n = lang === 'ja' ? 8 : 20
  const marked = (text: string) =>
    [...text.matchAll(new RegExp(marks, 'gu'))].map(String).filter((m) => !title.includes(m))
  const run = [...story].some((_c, i) => i + n <= story.length && told.includes(story.slice(i, i + n)))
  return run || marked(story).some((m) => marked(told).includes(m))
}

/** The words a question and a note can share: English words of four letters or more, runs of kanji or katakana. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{4,}|[\p{sc=Han}\p{sc=Katakana}ー]+/gu) ?? []
/** Whether a text has a word of the question: the word, one as long sharing its first five letters ("crosses", "cross"), two kanji of a run in a row, a lone kanji alone (洗い物 is not 汁物). */
export const has = (text: string) => (q: string) =>
  /^[a-z]/.test(q)
    ? wordsOf(text).some((w) => w === q || (w.length > 4 && q.length > 4 && w.slice(0, 5) === q.slice(0, 5)))
    : q.length === 1
      ? wordsOf(text).some((w) => w === q)
      : [...q].slice(1).some((c, i) => text.includes(q[i] + c))

/** The foods a recipe is made of (or those given), its first two said once each; not water or ice (as `among` has it). */
const fed = (recipe: AuthoredRecipe) =>
  recipe.ingredients.filter((i) => food(i.food).traits.length || food(i.food).usual.kcal !== 0)
export const bodyOf = (recipe: AuthoredRecipe, lang: Lang, of = fed(recipe).filter((i) => i.does === 'body')) =>
  listed(lang, [...new Set((of.length ? of : fed(recipe)).map((i) => food(i.food).name[lang]))].slice(0, 2))

/**
 * Whether the talk names a step's centre temperature: where a food cooked from raw keeps the full figure of meat
 * (poultry, pork, minced meat, offal), or is an egg for eaters at risk, from its first step on. Sliced beef, a fillet,
 * an omelette sheet or a sponge is judged by its look: a core figure said for it is noise the cook cannot use.
 */
export function tempTold(s: AuthoredStep, recipe: AuthoredRecipe, atRisk: boolean): boolean {
  const at = recipe.steps.indexOf(s)
  return recipe.ingredients.some((i) => {
    const f = food(i.food)
    const needs = f.raw === 'cook' ? safeTemperatureOf(f) : null
    const first = recipe.steps.findIndex((x) => stepTexts(x).some((t) => refsIn(t).includes(i.ref)))
    const kept = needs !== null && (needs >= safeTemperature(['meat'])! || (atRisk && f.traits.includes('egg')))
    return kept && first >= 0 && first <= at && (s.cue.temp_c ?? 0) >= needs
  })
}

/** A cue's clauses, as `cue_clause` of the talk's lines splits them (or its sentences). */
export const cueClauses = (cue: string, lines: Record<string, string>) =>
  cue.split(new RegExp(`${lines.cue_clause}|[。.](?!\\d) ?`))

/**
 * A cue as the talk says it: without the clauses naming a temperature the food does not call for (`tempTold`); none,
 * where what is left does not read after "until" (a Japanese clause cut at its continuative, 「色がつき」).
 */
export function cueSaid(cue: string, told: boolean, lines: Record<string, string>): string {
  const temp = new RegExp(lines.cue_temp!)
  if (told || !temp.test(` ${cue}`)) return cue
  const left = cueClauses(cue, lines).filter((c) => c && !temp.test(` ${c}`))
  return new RegExp(lines.cue_reads_after_until!, 'i').test(left.at(-1) ?? '') ? left.join(lines.cue_join) : ''
}

/** Whether a mention is a family word qualifying a food also named (the 鶏 of 鶏手羽元): that food is the one asked. */
export const qualifies = (m: Mention, all: Mention[]) =>
  all.some((n) => n.ids.length > 0 && n.ids.length < m.ids.length && n.ids.every((id) => m.ids.includes(id)))

/** What in the foods a brief rules out rules them out (the wheat of soy sauce), by the traits its exclusions name. */
export const ruledBy = (brief: Brief, foods: Mention[], lang: Lang) =>
  listed(
    lang,
    [...new Set(brief.exclusions.flatMap((e) => e.traits.filter((t) => foods.some((m) => m.traits.includes(t)))))].map(
      (t) => traitLabel(t, lang),
    ),
  )

/**
 * The rules of the brief's diets the host says (knowledge/diets.json `check`): those marked `said`, and any the recipe
 * changed for or a theme asking a question names, so what was left out is said with its reason (Jain: nothing grown underground).
 */
export function dietRules(brief: Brief, decisions: Decision[], theme: string, lang: Lang): string[] {
  const changed = (d: (typeof DIETS)[number]) =>
    decisions.some((x) => x.kind === 'substitute' && [d.key, ...d.traits, ...(d.ids ?? [])].includes(x.because))
  const asked = (d: (typeof DIETS)[number]) => /[?？]/.test(theme) && d.names.some((w) => normalise(theme).includes(w))
  const said = (d: (typeof DIETS)[number]) => d.said || asked(d) || changed(d)
  return DIETS.flatMap((d) => (d.check && brief.diets?.includes(d.key) && said(d) ? [d.check[lang]] : []))
}

/** A food asked as itself (chicken breast for chicken) or by name (the coconut of coconut milk). */
export const isFood = (f: Food, id: string) => asItself(f.id, id) || f.name.en.includes(food(id).name.en)

/** The recipe's lines of the foods a text names, the first named first (「みそ」 of 味噌, the tofu of "blanch the tofu"). */
export const namedIn = (text: string, recipe: AuthoredRecipe) => [
  ...new Set(
    findMentions(text).flatMap((m) => recipe.ingredients.filter((i) => m.ids.some((id) => isFood(food(i.food), id)))),
  ),
]

/**
 * What the recipe as cooked records for a question about the foods it names (`recipe` of knowledge/keeping.json): their
 * lines (`amounts`), the step they are first cooked in (`order`), or the doneness cue of theirs, a temperature's first
 * and, for a food cooked to a safe figure, the step that checks it (a roast's, not its rest); with no food named, the
 * recipe's own check. The slots that say it and the step whose cue it is; nothing where the recipe records none.
 */
export function recorded(
  how: string,
  sentence: string,
  recipe: AuthoredRecipe,
  lang: Lang,
): { slots: Record<string, string>; step?: AuthoredStep } | undefined {
  const named = namedIn(sentence, recipe)
  const heated = recipe.steps.filter((s) => s.heat !== 'none')
  const lines = listed(
    lang,
    named.map((i) => ingredientLine(i, lang)),
  )
  if (how === 'amounts') return named.length ? { slots: { lines, servings: `${recipe.servings}` } } : undefined
  // An order is asked of the food named first ("when do I add the miso, before or after the tofu?").
  const of = (s: AuthoredStep) =>
    named.some((i) => foodsOf(s, recipe).includes(i.food) && (how !== 'order' || i === named[0]))
  const steps = named.length ? heated.filter(of) : how === 'order' ? [] : heated
  const hot = (s: AuthoredStep) => !!s.cue.temp_c
  const safe = named.some((i) => food(i.food).raw === 'cook') ? heated.find(hot) : undefined
  const step = how === 'order' ? steps[0] : (steps.find(hot) ?? safe ?? steps.at(-1))
  const said = step && { n: `${recipe.steps.indexOf(step) + 1}`, step: fillRefs(step[lang], recipe.ingredients, lang) }
  return said && step && { slots: { ...said, step: open(said.step) }, step }
}

/**
 * The dishes a list asked for ("what Peruvian dishes are there?"): the cookbook's others of the cooked dish's cuisine,
 * course and eaters (a baby's purées only for a baby) that keep to the brief and use what it has left over, those whose
 * origin holds a word of the theme ("Peru" of "Peruvian"; not one of `plain`) first; their names, at most three.
 */
export function othersOf(theme: string, plain: Set<string>, recipe: AuthoredRecipe, brief: Brief, lang: Lang) {
  const words = (theme.match(/[a-z]{4,}|\p{sc=Han}{2,}|[\p{sc=Katakana}ー]{2,}/giu) ?? []).filter((w) => !plain.has(w))
  const own = dish(recipe.dish)
  const origin = (id: string) => `${dish(id).origin.en} ${dish(id).origin.ja}`.toLowerCase()
  const named = (id: string) => words.filter((w) => origin(id).includes(w.toLowerCase().slice(0, 4))).length
  const kept = (r: AuthoredRecipe) =>
    !r.suits?.length === !recipe.suits?.length &&
    (!brief.cooked?.length ||
      r.ingredients.some((i) => food(i.food).item?.leftover_of?.some((x) => brief.cooked!.includes(x)))) &&
    !contradictsBrief(r.ingredients.map((i) => food(i.food).name[lang]).join('\n'), brief).length
  return authoredDishIds()
    .filter((id) => id !== recipe.dish && dish(id).cuisine === own.cuisine && dish(id).category === own.category)
    .sort((a, b) => named(b) - named(a))
    .filter((id) => kept(recipeFor(id)!))
    .slice(0, 3)
    .map((id) => dish(id).name[lang])
}
