import type { Role, Text } from '../../food/types'
import { type Item, Kit, type Proposal } from './kit'

export type { Cooking, Proposal } from './kit'

const STAR_ROLES: Role[] = ['base', 'filling', 'fruit', 'starch', 'batter', 'liquid', 'veg', 'mixer']

/** The ingredient a dish is known by, for talk: its base, else its filling, fruit, starch … */
export function starItems(k: Kit) {
  for (const role of STAR_ROLES) {
    const items = k.items(role)
    if (items.length) return items.slice(0, 2)
  }
  return k.plan.items.slice(0, 1)
}

/** Where a template's part is missing, the part that does its job in this dish. */
const FALLBACK: Record<string, Role[]> = {
  sauce: ['seasoning', 'liquid'],
  seasoning: ['sauce', 'sweet'],
  base: ['filling', 'veg', 'fruit'],
  veg: ['aromatic', 'fruit', 'garnish', 'base'],
  liquid: ['mixer', 'sauce'],
  mixer: ['liquid'],
  filling: ['base', 'veg', 'fruit'],
  fruit: ['sweet', 'filling', 'liquid'],
  sweet: ['fruit'],
  setting: ['batter'],
  batter: ['setting'],
  wrapper: ['starch'],
  starch: ['wrapper'],
}

/**
 * The lines a template's {part} names: {knife}, what a knife can cut; a role, its lines, else those
 * of the part that does its job in this dish. Undefined where the dish has none of them.
 */
export function partItems(k: Kit, part: string): Item[] | undefined {
  if (part === 'knife')
    return [k.cuttable('base', 'veg'), k.cuttable('veg', 'fruit', 'filling')].find((items) => items.length)
  return [part, ...(FALLBACK[part] ?? [])].map((role) => k.items(role as Role)).find((items) => items.length)
}

/**
 * Fills {role} and {main} placeholders with the plan's names (English with "the"); {dish} is the
 * dish's name. A role the dish lacks falls back to its star ingredient, so no template prints a
 * hole. `mark`: the names count as used in a recipe step.
 */
export function fill(template: Text, k: Kit, mark = false): Text {
  const names = (lang: 'ja' | 'en', key: string): string => {
    if (key === 'dish') return k.plan.name[lang]
    const items = (key === 'main' ? undefined : partItems(k, key)) ?? starItems(k)
    if (!mark) {
      const scratch = new Kit(k.plan)
      return lang === 'ja' ? scratch.markJa(items) : scratch.markEn(items)
    }
    return lang === 'ja' ? k.markJa(items) : k.markEn(items)
  }
  return {
    ja: template.ja.replace(/\{(\w+)\}/g, (_m, key: string) => names('ja', key)),
    en: template.en.replace(
      /\{(\w+)\}( (is|has|stays|shows|keeps|looks|cooks|breaks|drinks|springs)\b)?/g,
      (_m, key: string, verb?: string) => {
        const filled = names('en', key)
        if (!verb) return filled
        // "the eggplants and bamboo shoots are tender", "the tofu is": the verb follows what was filled in.
        const plural = / and |, /.test(filled) || (/s$/.test(filled) && !/ss$/.test(filled))
        return `${filled}${plural ? verb.replace(/ is$/, ' are').replace(/ has$/, ' have').replace(/s$/, '') : verb}`
      },
    ),
  }
}

/** Shorthand for the method tables. */
export const bilingual = (ja: string, en: string): Text => ({ ja, en })
export const proposal = (
  minutes: number,
  labelJa: string,
  labelEn: string,
  sayJa: string,
  sayEn: string,
): Proposal => ({
  minutes,
  label: bilingual(labelJa, labelEn),
  say: bilingual(sayJa, sayEn),
})
