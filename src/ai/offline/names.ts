import type { Lang } from '../prompts'
import type { LexiconEntry, Text } from './lexicon'
import type { Plan } from './plan'

/** How an ingredient is called in each language, honouring the theme's own spelling ("味噌", "prawns"). */

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/

export function nameIn(entry: LexiconEntry, lang: Lang, plan?: Plan): string {
  const own = lang === 'ja' ? entry.ja : entry.en
  const surface = plan?.surfaces.get(entry.id)
  if (!surface || entry.kind === 'dish') return own
  const sameScript = lang === 'ja' ? JAPANESE.test(surface) : !JAPANESE.test(surface)
  if (!sameScript) return own
  if (lang === 'ja') return own.includes(surface) || surface.length < 2 ? own : surface
  const lower = own.toLowerCase()
  return lower.includes(surface) || surface.includes(lower) || lower.startsWith(surface.slice(0, 5)) ? own : surface
}

/** A short name for titles: "beef" rather than "thinly sliced beef", "豚肉" rather than "豚こま切れ肉". */
function shortName(entry: LexiconEntry, lang: Lang, plan?: Plan): string {
  const full = nameIn(entry, lang, plan)
  if (lang === 'ja') {
    const bare = full.replace(/（.*?）/g, '')
    const aliases = (entry.aliases ?? []).filter((a) => JAPANESE.test(a) && a.length >= 2).sort((a, b) => a.length - b.length)
    const alias = aliases.find((a) => bare.includes(a)) ?? aliases.find((a) => a.endsWith('肉'))
    return bare.length > 4 && alias ? alias : bare
  }
  const lower = full.toLowerCase()
  const candidates = [full, ...(entry.aliases ?? [])].filter((a) => !JAPANESE.test(a) && a.length >= 3 && (lower.includes(a.toLowerCase()) || lower.startsWith(a.toLowerCase().slice(0, -1))))
  return candidates.sort((a, b) => a.length - b.length)[0] ?? full
}

export function listIn(items: string[], lang: Lang): string {
  if (lang === 'ja') return items.join('、')
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** "鮭とえび" / "salmon and shrimp". */
export function andIn(items: string[], lang: Lang): string {
  return lang === 'ja' ? items.join('と') : listIn(items, lang)
}

export const leadName = (plan: Plan, lang: Lang) => andIn(plan.leads.map((e) => nameIn(e, lang, plan)), lang)

/** The lead as people say it in conversation: "the beef", not "the thinly sliced beef". */
export const leadShort = (plan: Plan, lang: Lang) => andIn(plan.leads.map((e) => shortName(e, lang, plan)), lang)

export const pick = (text: Text, lang: Lang) => (lang === 'ja' ? text.ja : text.en)

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const titleCase = (text: string) => text.replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase()).replace(/\b(And|With|Of|In|The|A)\b/g, (w, _x, at: number) => (at === 0 ? w : w.toLowerCase()))

/** Words a theme may use around its dish and ingredients and still be a title as it stands. */
const CONNECTORS = /^(?:and|with|&|of|in|on|the|a|an|style|homemade|easy|quick|simple|classic|japanese|の|と|で|風|入り|・|-|,|、)$/i

/**
 * The recipe's title in both languages. A theme that is nothing but a dish and its ingredients
 * ("Salmon and miso rice bowl", "鶏の照り焼き") stays as the cook wrote it in its own language.
 */
export function titles(plan: Plan, extra?: LexiconEntry): Text {
  const dishJa = plan.dish.ja
  const dishEn = plan.dish.en
  // Only what the theme itself named goes into a composed title ("Beef Curry", not "Potato Potato Chips").
  const inDish = (e: LexiconEntry) => dishEn.toLowerCase().includes(shortName(e, 'en', plan).toLowerCase()) || dishJa.includes(shortName(e, 'ja', plan))
  const named = (plan.leadNamed || !plan.dishEntry ? plan.leads : [])
    .concat(plan.keys.filter((k) => !plan.leads.includes(k) && k.kind !== 'grain'))
    .filter((e) => !inDish(e))
    .slice(0, 2)
  const category = plan.category
  const joined = category === 'main' || named.length > 1
  const jaNames = named.map((e) => shortName(e, 'ja', plan))
  // "鮭のみそ丼": an ingredient and a seasoning read as the seasoning's dish.
  let ja =
    named.length === 2 && named[1]!.kind === 'seasoning' && named[0]!.kind !== 'seasoning'
      ? `${jaNames[0]}の${jaNames[1]}${dishJa}`
      : named.length
        ? `${andIn(jaNames, 'ja')}${joined ? 'の' : ''}${dishJa}`
        : dishJa
  let en = titleCase(named.length ? `${andIn(named.map((e) => shortName(e, 'en', plan)), 'en')} ${dishEn}` : dishEn)
  const theme = plan.theme.trim()
  const covered = theme.length <= 40 && !/[<>{}\[\]"`]/.test(theme) && plan.dishEntry && coveredByLexicon(plan)
  if (covered && JAPANESE.test(theme)) ja = theme
  else if (covered) en = titleCase(theme.toLowerCase())
  if (extra?.id === 'ice') return { ja: `アイス${ja}`, en: `Iced ${en}` }
  if (extra) {
    ja = `${ja}（${shortName(extra, 'ja', plan)}添え）`
    en = `${en} ${en.includes(' with ') ? 'and' : 'with'} ${titleCase(shortName(extra, 'en', plan))}`
  }
  return { ja, en }
}

function coveredByLexicon(plan: Plan): boolean {
  let rest = plan.theme.normalize('NFKC').toLowerCase()
  const names = [...plan.surfaces.values()].sort((a, b) => b.length - a.length)
  for (const name of names) rest = rest.split(name).join(' ')
  return rest.split(/\s+|(?=[のとで、・])|(?<=[のとで、・])/).every((word) => !word.trim() || CONNECTORS.test(word.trim()))
}
