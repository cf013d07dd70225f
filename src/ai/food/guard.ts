/**
 * The recipe guard: before a discussion's recipe is saved, every line of it in both languages is
 * read against the brief's exclusions with the same lexicon the brief was read with. A food a
 * line names is a violation when it carries an excluded trait, is an excluded ingredient, or is
 * a raw excluded word; a food the line negates ("egg-free", "instead of butter", 卵を使わず) is
 * not, and a food said to be made without something ("gluten-free soy sauce") loses that trait.
 */
import { findDishes } from './brief'
import { createMatcher, normalise } from './match'
import type { Brief, Exclusion, Trait, Violation } from './types'
import { findMentions, findNegations, type Mention } from './words'

export type RecipeText = {
  title_ja: string
  title_en: string
  ingredients_ja: string[]
  ingredients_en: string[]
  steps_ja: string[]
  steps_en: string[]
}

type Line = { field: string; line: string; lang: 'ja' | 'en'; listed: boolean }

/** Every line of a recipe with the field it came from ("steps_en[2]"); `listed` for the ingredient lines. */
function linesOf(draft: RecipeText): Line[] {
  const out: Line[] = [
    { field: 'title_ja', line: draft.title_ja, lang: 'ja', listed: false },
    { field: 'title_en', line: draft.title_en, lang: 'en', listed: false },
  ]
  for (const key of ['ingredients_ja', 'ingredients_en', 'steps_ja', 'steps_en'] as const) {
    draft[key].forEach((line, i) => out.push({ field: `${key}[${i}]`, line, lang: key.endsWith('_ja') ? 'ja' : 'en', listed: key.startsWith('ingredients') }))
  }
  return out
}

/**
 * In a title or a step, a food word inside a longer catalogue dish name is the dish's name, not
 * an ingredient: "tofu steak" has no beef, "matcha ice cream" may have no egg, 杏仁豆腐 no soy.
 * What the dish really holds is in the ingredient lines, which are always read word by word. A
 * title names the dish even where its whole name is also an ingredient's: a vegan "sponge cake"
 * is the cake the recipe makes, not a bought one with egg in it.
 */
function insideDishName(dishes: Array<{ at: number; end: number }>, m: Mention, title: boolean): boolean {
  return dishes.some((d) => d.at <= m.at && d.end >= m.end && (title || d.end - d.at > m.end - m.at))
}

/** The foods a line really puts in the dish: named, not negated, with what a "free" claim takes away. */
export function effectiveMentions(line: string): Array<Mention & { waived: Trait[] }> {
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
  return mentions.filter((m) => !negated.has(m)).map((m) => ({ ...m, waived: waived.get(m) ?? [] }))
}

/** Words for a broth that say nothing of what it is made from. */
const GENERIC_BROTH = new Set(['だし', '出汁', 'お出汁', 'おだし', 'だし汁', 'だしじる', 'dashi', 'dashi broth', 'stock', 'broth', 'スープ'].map(normalise))
/** What a plant broth is made from. */
const PLANT_BROTH = new Set(['kombu', 'kombu_dashi', 'dried_shiitake', 'shiitake', 'vegetable_stock'])

/**
 * "昆布と干ししいたけでだしをとる", "make a stock from kombu": a generic broth made, in the same
 * line, from plant sources only is a plant broth, not bonito dashi or chicken stock.
 */
function plantBroth(m: Mention, line: Mention[]): boolean {
  if (!GENERIC_BROTH.has(m.surface)) return false
  const others = line.filter((x) => x !== m)
  return others.some((x) => x.ids.some((id) => PLANT_BROTH.has(id))) && !others.some((x) => x.traits.some((t) => t === 'fish' || t === 'meat' || t === 'shellfish'))
}

/** Raw excluded words, matched as names are (whole words in Latin, substrings in Japanese). */
function termMatcher(exclusions: Exclusion[]) {
  const entries = exclusions.flatMap((e) => (e.terms ?? []).map((term) => ({ names: [term], value: e })))
  return entries.length ? createMatcher(entries) : null
}

/**
 * Every place the recipe breaks the brief, once per exclusion, food and line. Empty when the
 * recipe keeps to it.
 */
export function checkRecipe(draft: RecipeText, brief: Brief): Violation[] {
  if (!brief.exclusions.length) return []
  const terms = termMatcher(brief.exclusions)
  const violations: Violation[] = []
  const seen = new Set<string>()
  const report = (exclusion: Exclusion, what: string, field: string, line: string) => {
    const key = `${exclusion.name}\u0000${what}\u0000${field}`
    if (seen.has(key)) return
    seen.add(key)
    violations.push({ exclusion: exclusion.name, ingredient: what, field, line })
  }

  for (const { field, line, lang, listed } of linesOf(draft)) {
    const kept = effectiveMentions(line)
    const dishes = listed || !kept.length ? [] : findDishes(line)
    for (const m of kept) {
      if (insideDishName(dishes, m, field.startsWith('title')) || plantBroth(m, kept)) continue
      const traits = m.traits.filter((t) => !m.waived.includes(t))
      for (const exclusion of brief.exclusions) {
        const byTrait = traits.some((t) => exclusion.traits.includes(t))
        const byId = m.ids.some((id) => exclusion.ingredients.includes(id))
        if (byTrait || byId) report(exclusion, m.item ? m.item.name[lang] : m.surface, field, line)
      }
    }
    if (terms) {
      const negated = new Set(findNegations(normalise(line), terms(line).map(toMention)).flatMap((n) => n.mentions.map((x) => x.at)))
      for (const hit of terms(line)) if (!negated.has(hit.at)) report(hit.value, hit.surface, field, line)
    }
  }
  return violations
}

/** A raw word as a mention, so the same negations apply to it ("no durian"). */
function toMention(hit: { at: number; end: number; surface: string }): Mention {
  return { at: hit.at, end: hit.end, surface: hit.surface, kind: 'ingredient', traits: [], ids: [] }
}
