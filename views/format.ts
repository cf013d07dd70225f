import type { Lang } from './i18n'

const formats = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
  ja: new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** A timestamp as a calendar date in the page language (UTC, so every reader sees the same day). */
export const formatDate = (iso: string, lang: Lang) => formats[lang].format(new Date(iso))

type Title = { text: string; lang: Lang }

/** Both titles of a recipe, the page language's first. */
export function titlesFor(recipe: { title_ja: string; title_en: string }, lang: Lang): { primary: Title; secondary: Title } {
  const ja: Title = { text: recipe.title_ja, lang: 'ja' }
  const en: Title = { text: recipe.title_en, lang: 'en' }
  return lang === 'ja' ? { primary: ja, secondary: en } : { primary: en, secondary: ja }
}

/** Fills "{name}" slots of a dictionary pattern; the same patterns reach the live script as data. */
export const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot))
