/**
 * Words a step says only because a food with a trait is in it: the alcohol of wine, sake or mirin boiled off. When
 * the brief rules the trait out and no line holds it any more (the wine swapped for grape juice), the steps stop
 * saying it (knowledge/cookbook.json `trait_gone`), so a halal stew neither promises nor cooks off alcohol.
 */
import type { Lang } from '../food/types'
import { withoutClausesOf } from './clauses'
import { food } from './foods'
import { RULES } from './rules'
import type { Ruled } from './substitutions'
import type { AuthoredRecipe, AuthoredStep } from './types'

const LANGS: Lang[] = ['ja', 'en']

export function withoutGoneTraits(recipe: AuthoredRecipe, ruled: Ruled): AuthoredRecipe {
  const held = new Set<string>(recipe.ingredients.flatMap((i) => food(i.food).traits))
  const out: ReadonlySet<string> = ruled.traits
  const gone = RULES.trait_gone.traits.filter((t) => out.has(t.trait) && !held.has(t.trait))
  if (!gone.length) return recipe
  const said = (lang: Lang) => new RegExp(gone.map((t) => t.word[lang]).join('|'), 'i')
  const text = (s: string, lang: Lang) =>
    gone.flatMap((t) => t.text[lang]).reduce((out, [from, to]) => out.replace(new RegExp(from, 'g'), to), s)
  // A cue's clauses naming the trait go; one that said nothing else says the boil of its trait's data instead.
  const cue = (s: string, lang: Lang) => {
    const which = gone.find((t) => new RegExp(t.word[lang], 'i').test(s))
    return which ? (withoutClausesOf(s, (c) => said(lang).test(c), lang) ?? which.cue[lang]) : s
  }
  const step = (s: AuthoredStep): AuthoredStep => ({
    ...s,
    ...Object.fromEntries(LANGS.map((lang) => [lang, text(s[lang], lang)])),
    cue: { ...s.cue, ...Object.fromEntries(LANGS.map((lang) => [lang, cue(s.cue[lang], lang)])) },
  })
  return { ...recipe, steps: recipe.steps.map(step) }
}
