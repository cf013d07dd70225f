import { type Dictionary, en } from './en'
import { ja } from './ja'

export type Lang = 'en' | 'ja'
export type { Dictionary }

/** English lives at the plain paths, Japanese under /ja. */
export type Locale = {
  lang: Lang
  t: Dictionary
  /** Prefixes a site path ("/recipes/1") with this language's root. */
  href(path: string): string
}

const locale = (lang: Lang, t: Dictionary, prefix: string): Locale => ({
  lang,
  t,
  href: (path) => (path === '/' && prefix ? `${prefix}/` : prefix + path),
})

export const LOCALES: Record<Lang, Locale> = { en: locale('en', en, ''), ja: locale('ja', ja, '/ja') }

export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'ja' : 'en')

/** The page language a path belongs to, and the path without its language prefix. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/ja' || pathname.startsWith('/ja/')) return { lang: 'ja', path: pathname.slice(3) || '/' }
  return { lang: 'en', path: pathname }
}
