import type { Lang } from './i18n'

const formats = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
  ja: new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** A timestamp as a calendar date in the page language (UTC, so every reader sees the same day). */
export function formatDate(iso: string, lang: Lang): string {
  // A UTC timestamp's day is its first ten characters: pages show many dates of few days, and
  // Intl's formatting is the larger part of a first-read page's dates (issue 35).
  if (iso[10] !== 'T' || !iso.endsWith('Z')) return formats[lang].format(new Date(iso))
  const key = lang + iso.slice(0, 10)
  let text = formattedDays.get(key)
  if (text === undefined) {
    if (formattedDays.size >= FORMATTED_DAYS_KEPT) formattedDays.clear()
    text = formats[lang].format(new Date(iso))
    formattedDays.set(key, text)
  }
  return text
}
const formattedDays = new Map<string, string>()
const FORMATTED_DAYS_KEPT = 10_000

/**
 * A value in an attribute of a template that stands in for JSX, written as @kitajs/html writes it
 * (only `"` escaped, as `&#34;`), so the template's markup is JSX's byte for byte.
 */
export const attributeValue = (value: string) => (value.includes('"') ? value.replaceAll('"', '&#34;') : value)

type Title = { text: string; lang: Lang }

/** Both titles of a recipe, the page language's first. */
export function titlesFor(
  recipe: { title_ja: string; title_en: string },
  lang: Lang,
): { primary: Title; secondary: Title } {
  const ja: Title = { text: recipe.title_ja, lang: 'ja' }
  const en: Title = { text: recipe.title_en, lang: 'en' }
  return lang === 'ja' ? { primary: ja, secondary: en } : { primary: en, secondary: ja }
}

/** Fills "{name}" slots of a dictionary pattern; the same patterns reach the live script as data. */
export const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot))

/** Whole hours and the minutes left over: what both a reader's "1 hr 5 min" and ISO 8601's PT1H5M are made of. */
export const hoursAndMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 })

/**
 * The preparation and cooking minutes a page states, on the page and in its JSON-LD alike: a part
 * of no minutes is left out, and both are when together they exceed the total time (a model's
 * estimate can; the API refuses it from an author).
 */
export function partTimes(recipe: {
  prep_minutes: number | null
  cook_minutes: number | null
  total_minutes: number | null
}): { prep?: number; cook?: number } {
  const { prep_minutes: prep, cook_minutes: cook, total_minutes: total } = recipe
  if (total !== null && (prep ?? 0) + (cook ?? 0) > total) return {}
  return { ...(prep && { prep }), ...(cook && { cook }) }
}

/** A recipe's total time as an ISO 8601 duration (schema.org totalTime): 35 → PT35M, 65 → PT1H5M. */
export function isoDuration(total: number): string {
  const { hours, minutes } = hoursAndMinutes(total)
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`
}

/** The description in the page language, else the other one (with its language, for the lang attribute). */
export function descriptionFor(
  recipe: { description_ja: string | null; description_en: string | null },
  lang: Lang,
): { text: string; lang: Lang } | undefined {
  const [first, second]: Lang[] = lang === 'ja' ? ['ja', 'en'] : ['en', 'ja']
  for (const which of [first, second]) {
    const text = which === 'ja' ? recipe.description_ja : recipe.description_en
    if (text) return { text, lang: which }
  }
  return undefined
}
