/**
 * What the reader adds to a brief the lexicon has read: the diets and conditions the theme names
 * (knowledge/diets.json), with who they are for and what the host says it checks; what it says is
 * fine (./permissions.ts); a dish to imitate (./mock.ts); and harm meant for someone (./harm.ts), read on the theme's tokens. Called once by `readBrief`, on the cleaned
 * theme.
 */
import { CONTACT, CROSS_REACTIONS, DIETS, findCrossAsk, findDiets, findSyndromes } from '../diets'
import { normalise } from '../match'
import type { Brief, DishFinder } from '../types'
import { excludesFor, findSaidFoods } from '../words'
import { harmSentence, readHarm } from './harm'
import { asksSomething, madeNotEaten } from './instructions'
import { applyMock } from './mock'
import { applyAllowed, applyPermissions } from './permissions'
import { tokenize } from './tokens'

export { cleanText } from './clean'

export const unique = <T>(items: T[]): T[] => [...new Set(items)]

/**
 * The diets the theme names, misspelled or not ("veggan"), those its audience is (生後6ヶ月: infant; one it wholly is rules
 * its foods out), the kitchen asks they make (raw: no heat), and cross-reacting foods ruled out where the theme names their
 * syndrome, states two of them or asks for them.
 */
function applyDiets(brief: Brief, folded: string): void {
  const named = unique(findDiets(folded).map((hit) => hit.value))
  const atRisk = unique([...(brief.atRisk ?? []), ...named.flatMap((d) => d.audience ?? [])])
  const heard = DIETS.filter((d) => !named.includes(d) && !d.named && d.audience?.some((a) => atRisk.includes(a)))
  const diets = [...named, ...heard]
  const allergies = brief.exclusions.filter((e) => e.kind === 'allergy')
  const out = allergies.flatMap((e) => e.ingredients)
  // A cross-reacting group is read as its syndrome where the theme names it, states two of its foods, or asks for it.
  const [syndromes, asked] = [findSyndromes(folded).map((h) => h.value), findCrossAsk(folded).length > 0]
  const stated = (c: (typeof CROSS_REACTIONS)[number]) => c.foods.filter((id) => out.includes(id)).length
  const cross = CROSS_REACTIONS.filter((c) => stated(c) || syndromes.includes(c))
  // Foods usually fine cooked through (raw apple with birch pollen) are said to be cooked, unless the theme asks them out.
  const ruled = cross.filter((c) => (syndromes.includes(c) || stated(c) > 1 || asked) && (!c.cooked || asked))
  for (const { label, foods } of ruled) {
    const excludes = excludesFor([], foods, [], brief.lang)
    brief.exclusions.push({ kind: 'allergy', name: label[brief.lang], traits: [], ingredients: foods, excludes })
  }
  for (const d of heard.filter((d) => d.audience!.every((a) => atRisk.includes(a)))) {
    const traits = d.traits.filter((t) => !brief.exclusions.some((e) => e.traits.includes(t)))
    const ingredients = d.ids ?? []
    const excludes = excludesFor(traits, ingredients, [], brief.lang)
    const name = d.check?.[brief.lang].split(':')[0] || excludes.join(', ')
    if (excludes.length) brief.exclusions.push({ kind: 'ingredient', name, traits, ingredients, excludes })
  }
  brief.notes = unique([...brief.notes, ...cross.filter((c) => !ruled.includes(c)).map((c) => c.check[brief.lang])])
  const asks = unique([...(brief.limits.asks ?? []), ...diets.flatMap((d) => d.asks ?? [])])
  if (asks.length) brief.limits.asks = asks
  // An allergy whose usual risk is contact (soba water, a shared fryer), or a diet kept for one (coeliac): said aloud.
  const said = new Set<string>([...allergies.flatMap((e) => e.traits), ...diets.map((d) => d.key)])
  const contact = CONTACT.filter((c) => c.for.some((key) => said.has(key)))
  if (contact.length) brief.contact = contact.map((c) => c.check[brief.lang])
  if (!diets.length) return
  brief.diets = diets.map((d) => d.key)
  if (atRisk.length) brief.atRisk = atRisk
  const lower = unique([...(brief.lower ?? []), ...diets.flatMap((d) => d.lower ?? [])])
  if (lower.length) brief.lower = lower
  brief.notes = unique([...brief.notes, ...diets.flatMap((d) => (d.check ? [d.check[brief.lang]] : []))])
}

/** `folded`: the theme normalised, misspellings folded; `heard`: where it speaks to the system, past which no food is given back. */
export function applyTokenReading(brief: Brief, cleaned: string, folded: string, findDish: DishFinder, heard: number) {
  applyDiets(brief, folded)
  const [tokens, text] = [tokenize(cleaned), normalise(cleaned)]
  const mentions = findSaidFoods(text)
  const said = mentions.filter((m) => m.end <= heard)
  applyPermissions(brief, tokens, text, said)
  // What is allowed is read as folded, so a misspelt food ("chiken") is let in by its own name.
  applyAllowed(brief, folded, heard, findDish)
  applyMock(brief, tokens, cleaned, findDish)
  if (brief.notFood && asksSomething(tokens, cleaned)) brief.asksElsewhere = true
  const deadly = (brief.hazards ?? []).some((h) => h.refused)
  const [named, dishes] = [!!(brief.dishId || brief.familyDish || brief.unknownDish), findDish(cleaned)]
  // Soap, a bath bomb, polymer clay: made, not eaten, so the theme asks for something other than food. A word guessed as a
  // dish the kitchen lacks with nothing else of food (VLOOKUP beside Excel) names no dish beside a product.
  const guessed = !brief.dishId && !brief.familyDish && !brief.occasions?.length && !brief.category && !mentions.length
  // An occasion (a bento, a brunch) is a meal asked for, as a named dish is.
  const products = madeNotEaten(tokens, cleaned, (named && !guessed) || !!brief.occasions?.length, dishes)
  if (products.length) Object.assign(brief, { notFood: true, asksElsewhere: true })
  if (products.length) delete brief.unknownDish
  const dish = named && !products.length
  // What the theme tells the system (after `heard`) is read for harm apart: an order to it ("use the eggs after all") hurts no
  // one the ask before it names, yet a harm wished there is still the asker's. Blanking keeps every offset.
  const harmIn = (part: string, said = normalise(part)) =>
    readHarm(tokenize(part), part, { text: said, mentions: findSaidFoods(said), deadly, dish, dishes, products, brief })
  const harm =
    heard > 0 && heard < cleaned.length
      ? harmIn(cleaned.slice(0, heard)) || harmIn(' '.repeat(heard) + cleaned.slice(heard))
      : harmIn(cleaned)
  if (harm) {
    brief.harm = harm
    // The host's first turn says it on both paths, as every refusal is said: plainly, with nothing cooked.
    const said = harmSentence(harm, brief.lang)
    brief.hazards = [{ id: 'harm', name: harm.words, instead: said, refused: true }, ...(brief.hazards ?? [])]
  }
  return brief
}
