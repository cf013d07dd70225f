import { describe, expect, test } from 'bun:test'
import { ingredient } from '../../../src/ai/food/catalogue'
import { readBrief } from '../../../src/ai/food/brief'
import type { Brief, Lang, Trait } from '../../../src/ai/food/types'
import phrasings from './phrasings.json'

/**
 * Restriction phrasings as users type them, written by someone who had not read the reader
 * (tests/ai/food/phrasings.json): each must be read as ruling out what it says, or, where no
 * cook could tell what it rules out, as unresolved. Reading more than was asked is safe; reading
 * less is the defect.
 */
type Phrasing = {
  lang: Lang
  text: string
  excluded?: string[]
  unclear?: boolean
  hazard?: string
  not_food?: boolean
}

/** The set's words for what is ruled out, as the catalogue's traits or the foods that stand for them. */
const FOODS: Record<string, { traits: Trait[]; ids: string[] }> = {
  pork: { traits: ['meat'], ids: ['pork', 'bacon', 'ham', 'ground_pork'] },
  beef: { traits: ['meat'], ids: ['beef', 'ground_beef'] },
  poultry: { traits: ['meat'], ids: ['chicken_thigh', 'chicken_breast'] },
  crustacean: { traits: ['shellfish'], ids: ['shrimp', 'crab'] },
  mollusc: { traits: ['shellfish'], ids: ['clams', 'mussels', 'oysters', 'squid'] },
  mushroom: { traits: [], ids: ['shiitake', 'mushroom'] },
  garlic_onion: { traits: [], ids: ['garlic', 'onion'] },
}

/** The set's hazard words, as rows of knowledge/hazards.json (any one of them). */
const HAZARD_ROWS: Record<string, string[]> = {
  raw_poultry: ['raw_poultry'],
  raw_pork: ['raw_pork'],
  raw_minced_meat: ['raw_mince'],
  raw_game: ['raw_game'],
  fugu_parts: ['fugu_organs', 'fugu_home'],
  honey_infant: ['honey_baby'],
  choking_child: [
    'whole_nuts_under_4',
    'popcorn_under_4',
    'round_fruit_under_4',
    'round_sweets_under_4',
    'mochi_under_4',
  ],
  raw_kidney_beans: ['raw_kidney_beans'],
  wild_mushrooms: ['wild_mushrooms'],
  raw_egg_vulnerable: ['runny_eggs'],
  alcohol_child: ['alcohol_children'],
  unpasteurised_pregnancy: ['unpasteurised_cheese_pregnancy'],
}

/** Whether the brief keeps a food of this kind out: by a trait that covers it, or by name. */
function rulesOut(brief: Brief, what: string): boolean {
  const traits = new Set(brief.exclusions.flatMap((e) => e.traits))
  const ids = new Set(brief.exclusions.flatMap((e) => e.ingredients))
  const food = FOODS[what]
  // "No anchovies" rules out anchovies, not all fish: a named food of the kind counts.
  if (!food) return traits.has(what as Trait) || [...ids].some((id) => ingredient(id).contains.includes(what as Trait))
  if (food.traits.some((t) => traits.has(t))) return true
  // Any of the foods that stand for the word, named or covered by a trait it carries.
  return food.ids.some((id) => ids.has(id) || ingredient(id).contains.some((t) => traits.has(t)))
}

/**
 * The set lists the class beside a named member ("no bacon": pork and meat; "no shrimp":
 * crustacean and shellfish): the member is what was said, the class only its kind.
 */
function required(excluded: string[]): string[] {
  const named = (members: string[]) => members.some((m) => excluded.includes(m))
  return excluded.filter(
    (what) =>
      !(what === 'meat' && named(['pork', 'beef', 'poultry'])) &&
      !(what === 'shellfish' && named(['crustacean', 'mollusc'])),
  )
}

const cases = (phrasings as { phrasings: Phrasing[] }).phrasings

describe(`the reader on ${cases.length} restriction phrasings it was not written against`, () => {
  for (const p of cases) {
    test(`${p.lang}: ${p.text}`, () => {
      const brief = readBrief(p.text, p.lang)
      if (p.not_food) expect(brief.notFood).toBe(true)
      if (p.hazard)
        expect(
          (brief.hazards ?? []).map((h) => h.id).some((id) => (HAZARD_ROWS[p.hazard!] ?? [p.hazard]).includes(id)),
        ).toBe(true)
      if (p.unclear) expect(brief.unresolved ?? []).not.toEqual([])
      const missed = required(p.excluded ?? []).filter((what) => !rulesOut(brief, what))
      // Unclear parts may stand for the rest: a brief that refuses to cook has ruled everything out.
      if (!p.unclear) expect(missed).toEqual([])
      // A theme with no restriction is cooked: reading one into it (a cured allergy) only narrows the recipe, refusing it would be wrong.
      if (!p.unclear && !p.excluded?.length) expect(brief.unresolved ?? []).toEqual([])
    })
  }
})
