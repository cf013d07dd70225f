/**
 * The recipe guard: before a discussion's recipe is saved, every line of it in both languages is
 * read against the brief's exclusions with the same lexicon the brief was read with. A food a
 * line names is a violation when it carries an excluded trait, is an excluded ingredient, or is
 * a raw excluded word; a food the line negates ("egg-free", "instead of butter", 卵を使わず) is
 * not, and a food said to be made without something ("gluten-free soy sauce") loses that trait.
 */
import { findDishes } from './brief'
import { hasIngredient, ingredient } from './catalogue'
import { type Composite, composite } from './composites'
import { checkHazards } from './hazards'
import { createMatcher, normalise } from './match'
import { pattern } from './theme-words'
import { type RecipeText, recipeLines } from './recipe-lines'
import type { Brief, Exclusion, Ingredient, Trait, Violation } from './types'
import { findDiets, keptApart } from './diets'
import { findMentions, findNegations, type Mention } from './words'

/**
 * In a title or a step, a food word inside a longer catalogue dish name is the dish's name, not
 * an ingredient: "tofu steak" has no beef, "matcha ice cream" may have no egg, 杏仁豆腐 no soy.
 * What the dish really holds is in the ingredient lines, which are always read word by word. A
 * title names the dish even where its whole name is also an ingredient's: a vegan "sponge cake"
 * is the cake the recipe makes, not a bought one with egg in it. So, in a step, is a composite
 * food named as the dish the title makes ("cut the brownies" in vegan brownies); elsewhere a
 * bought one is what it usually is.
 */
function insideDishName(dishes: ReturnType<typeof findDishes>, m: Mention, title: boolean, made: Set<string>): boolean {
  const named = (d: (typeof dishes)[number]) =>
    title || d.end - d.at > m.end - m.at || (!!m.composite && made.has(d.dish.id))
  return dishes.some((d) => d.at <= m.at && d.end >= m.end && named(d))
}

/**
 * A diet said of a composite right before it ("vegan custard", "gluten-free pie crust",
 * 「グルテンフリーのパン粉」): it is not the usual one, so it loses what the diet rules out. Only
 * composites: an ingredient made for a diet has its own catalogue entry (vegan butter).
 */
function dietWaived(text: string, m: Mention): Trait[] {
  if (!m.composite) return []
  const before = text.slice(0, m.at).replace(/(?:\s|-|の)$/, '')
  return findDiets(before).flatMap((hit) => (hit.end === before.length ? hit.value.traits : []))
}

/**
 * "Make the tempura batter with rice flour": a composite made in the line with a part's own
 * catalogue swap (rice flour for flour, soy milk for milk) is read with the swap, and loses what
 * the swapped part brought. The swap itself is a food of the line and is read on its own.
 */
function swappedAway(c: Composite, present: Set<string>): Trait[] {
  const kept = new Set<Trait>()
  let swapped = false
  for (const id of c.madeOf) {
    // A part that is itself a composite keeps what it is made of.
    const part = hasIngredient(id) ? ingredient(id) : undefined
    const swap = Object.values(part?.swaps ?? {}).find((to): to is string => !!to && present.has(to))
    swapped ||= !!swap
    for (const t of swap ? ingredient(swap).contains : (part?.contains ?? composite(id).traits)) kept.add(t)
  }
  if (kept.has('wheat')) kept.add('gluten')
  return swapped ? c.traits.filter((t) => !kept.has(t)) : []
}

/**
 * The foods a line really puts in the dish: named, not negated, with what a "free" claim takes
 * away. `claimed`: a composite the line says is made without something ("an egg-free custard",
 * "vegan brioche"), so not the usual bought one.
 */
export function effectiveMentions(line: string): ReadMention[] {
  if (READ.size > 4000) READ.clear()
  if (!READ.has(line)) READ.set(line, readLine(line))
  return READ.get(line)!
}

/** A line reads the same every time: a revision and the next brief re-read mostly the same lines. */
const READ = new Map<string, ReadMention[]>()
type ReadMention = Mention & { waived: Trait[]; claimed: boolean; figure: boolean }

/** A food word a step uses for something else (theme-words.json's food_figure patterns): a likeness ("look like eel", 「うなぎのように」), a texture ("a lump-free cream", 「粉っぽさ」), a measure ("for each egg"); an ingredient line names the food whatever stands round it. */
const figurative = (text: string, m: Mention) =>
  pattern('food_figure_upto').test(text.slice(0, m.end)) || pattern('food_figure_from').test(text.slice(m.end))
function readLine(line: string): ReadMention[] {
  const text = normalise(line)
  const mentions = findMentions(text)
  const negations = findNegations(text, mentions)
  const negated = new Set(negations.flatMap((n) => n.mentions))
  const waived = new Map<Mention, Trait[]>()
  for (const n of negations) {
    if (!n.modifies) continue
    const traits = n.mentions.flatMap((m) => m.traits)
    // "gluten-free" takes wheat with it: what is free of gluten has no wheat either.
    if (traits.includes('gluten')) traits.push('wheat')
    waived.set(n.modifies, [...(waived.get(n.modifies) ?? []), ...traits])
  }
  const kept = mentions.filter((m) => !negated.has(m))
  const present = new Set(kept.flatMap((m) => m.ids))
  return kept.map((m) => {
    const diet = dietWaived(text, m)
    return {
      ...m,
      waived: [...(waived.get(m) ?? []), ...diet, ...(m.composite ? swappedAway(m.composite, present) : [])],
      claimed: !!m.composite && (waived.has(m) || diet.length > 0),
      figure: figurative(text, m),
    }
  })
}

/** What a plant broth is made from. */
const PLANT_BROTH = new Set(['kombu', 'kombu_dashi', 'dried_shiitake', 'shiitake', 'vegetable_stock'])

/**
 * "昆布と干ししいたけでだしをとる", "make a stock from kombu": a generic broth made, in the same
 * line, from plant sources only is a plant broth, not bonito dashi or chicken stock.
 */
function plantBroth(m: Mention, line: Mention[]): boolean {
  if (!pattern('generic_broth').test(m.surface)) return false
  const others = line.filter((x) => x !== m)
  const animal = others.some((x) => x.traits.some((t) => t === 'fish' || t === 'meat' || t === 'shellfish'))
  return !animal && others.some((x) => x.ids.some((id) => PLANT_BROTH.has(id)))
}

/** Every place the recipe breaks the brief, once per exclusion, food and line. Empty when the recipe keeps to it. */
export function checkRecipe(draft: RecipeText, brief: Brief): Violation[] {
  if (!brief.exclusions.length) return []
  const lines = recipeLines(draft)
  // What the ingredient lines put in the dish, and every trait of it.
  const inLines = lines.flatMap((l) => (l.listed ? effectiveMentions(l.line) : []))
  const inList = new Set(inLines.flatMap((m) => m.traits.filter((t) => !m.waived.includes(t))))
  const exclusions = [...brief.exclusions, ...apartBroken(brief, inList)]
  // Raw excluded words, matched as names are (whole words in Latin, substrings in Japanese).
  const termed = brief.exclusions.flatMap((e) => (e.terms ?? []).map((term) => ({ names: [term], value: e })))
  const terms = termed.length ? createMatcher(termed) : null
  // The composites an exclusion rules out by name ("no custard"): a composite is no catalogue ingredient, so the reader
  // keeps its name as a term; every name of it, and every composite made with it (tartare sauce with mayonnaise), is out.
  const composites = (e: Exclusion) =>
    (e.terms ?? []).flatMap((t) => findMentions(normalise(t)).map((m) => m.composite))
  const named = new Map(exclusions.map((e) => [e, new Set(composites(e).flatMap((c) => (c ? [c.id] : [])))]))
  const violations = new Map<string, Violation>()
  const report = (exclusion: Exclusion, what: string, field: string, line: string) => {
    const key = `${exclusion.name}\u0000${what}\u0000${field}`
    if (!violations.has(key)) violations.set(key, { exclusion: exclusion.name, ingredient: what, field, line })
  }

  // The foods listed that keep the brief: a step's plain word for one of their group names the stand-in (油 for olive oil).
  const fits = (i: Ingredient) =>
    !exclusions.some((e) => e.ingredients.includes(i.id) || i.contains.some((t) => e.traits.includes(t)))
  const standIns = inLines.flatMap((m) => m.item ?? []).filter(fits)
  const made = new Set([draft.title_ja, draft.title_en].flatMap((title) => findDishes(title).map((d) => d.dish.id)))
  for (const { field, line, lang, listed } of lines) {
    const kept = effectiveMentions(line)
    // A meal's heading ("For the homemade ganmodoki:", no amount) names a dish the title makes, not a food bought.
    const found = kept.length && (!listed || !/\d/.test(line)) ? findDishes(line) : []
    const dishes = listed ? found.filter((d) => made.has(d.dish.id)) : found
    const byNameSpans: Array<{ exclusion: Exclusion; at: number; end: number }> = []
    for (const m of kept) {
      if (
        (m.figure && !listed) ||
        insideDishName(dishes, m, field.startsWith('title'), made) ||
        plantBroth(m, kept) ||
        // A family's word off the list ("sauce-fried noodles") names a member listed that keeps the brief (shirataki).
        (!listed && m.kind === 'family' && standIns.some((i) => m.ids.includes(i.id))) ||
        (field.startsWith('steps') && (listsIt(m, inList) || standsIn(m, standIns)))
      )
        continue
      // "An egg-free custard" in a title or a step is one the recipe makes: its listed ingredients say what it holds.
      const own = m.claimed && !listed
      // A class word that is a food's own name holds what it holds: お酒 is cooking sake, fermented (a theme's お酒なし is not).
      const held = m.kind === 'class' ? [...m.traits, ...m.ids.flatMap((id) => ingredient(id).contains)] : m.traits
      const traits = own ? [] : held.filter((t) => !m.waived.includes(t))
      for (const exclusion of exclusions.filter((e) => listed || !e.listed)) {
        const byTrait = traits.some((t) => exclusion.traits.includes(t))
        // A composite is ruled out by what it is made of ("no butter": brioche) and by its own name.
        const byId = [...m.ids, ...(own ? [] : (m.parts ?? []))].some((id) => exclusion.ingredients.includes(id))
        const byName = !!m.composite && m.composite.within.some((id) => named.get(exclusion)!.has(id))
        if (byName) byNameSpans.push({ exclusion, at: m.at, end: m.end })
        if (byTrait || byId || byName) report(exclusion, m.item ? m.item.name[lang] : m.surface, field, line)
      }
    }
    if (terms) {
      // A raw word reads as a mention, so the same negations apply to it ("no durian").
      const asMentions = terms(line).map((hit) => ({ ...hit, kind: 'ingredient' as const, traits: [], ids: [] }))
      const negated = new Set(findNegations(normalise(line), asMentions).flatMap((n) => n.mentions.map((x) => x.at)))
      // "no custard": "vanilla custard" is reported once, as the composite, not again as the word inside it.
      const reported = (hit: { value: Exclusion; at: number }) =>
        byNameSpans.some((s) => s.exclusion === hit.value && s.at <= hit.at && hit.at < s.end)
      for (const hit of terms(line))
        if (!negated.has(hit.at) && !reported(hit)) report(hit.value, hit.surface, field, line)
    }
  }
  return [...violations.values()]
}

/** A diet keeping two kinds apart (kosher-style meat and dairy), named as the theme said it, broken by a recipe listing both. */
const apartBroken = (brief: Brief, listed: Set<Trait>): Exclusion[] =>
  keptApart(brief.diets, listed).map(({ diet, out }) => ({
    kind: 'diet' as const,
    name: brief.exclusions.find((e) => e.kind === 'diet' && diet.names.includes(e.name))?.name ?? diet.names[0]!,
    excludes: [],
    traits: [out],
    ingredients: [],
  }))

/**
 * A step's word for a kind of food that names no catalogue food (「肉の色が変わったら」, "brown the
 * meat", a word for a class of foods) is the listed food of that kind: harira's lamb, not a pork it might have been. That food
 * is checked on its own ingredient line; a kind no line lists is read as the word says.
 */
const listsIt = (m: ReadMention, inList: Set<Trait>) => m.kind === 'class' && m.traits.some((t) => inList.has(t))
/** A step's plain word for a food ("oil", 油) where the list holds another of its group, its stand-in (olive oil for oil). */
const standsIn = (m: ReadMention, listed: Ingredient[]) =>
  !!m.item &&
  ![m.item.name.ja, m.item.name.en].map(normalise).includes(m.surface) &&
  listed.some((i) => i.group === m.item!.group && i !== m.item)

/**
 * The foods a sentence of the talk names that the brief rules out or makes unsafe for whom it is
 * for (a raw egg on an egg-free bowl, niboshi in a vegan soup, a runny yolk in pregnancy): a panel
 * note or a culture line is said only when this is empty. Whether the recipe holds the foods it
 * names is the cookbook's question (src/ai/cookbook/notes.ts).
 */
export function contradictsBrief(text: string, brief: Brief): string[] {
  const none = { title_ja: '', title_en: '', ingredients_ja: [], ingredients_en: [], steps_ja: [], steps_en: [] }
  const said: RecipeText = { ...none, [/[\u3040-\u30ff\u3400-\u9fff]/.test(text) ? 'steps_ja' : 'steps_en']: [text] }
  return [...new Set([...checkRecipe(said, brief), ...checkHazards(said, brief)].map((v) => v.ingredient))]
}

/**
 * A message of the talk without the sentences that offer a food the brief rules out as something to use
 * (「いくらは生たらの代わりに使えます」 to a fish-roe allergy). Naming it to leave it out ("instead of the roe, cod") is no offer.
 */
export const withoutOffers = (text: string, brief: Brief): string =>
  (text.match(/[^.!?。！？\n]*(?:[.!?。！？\n]+\s*|$)/g) ?? [])
    .filter((s) => !pattern('offer_cue', 'i').test(s) || !contradictsBrief(s, brief).length)
    .join('')
