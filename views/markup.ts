import { type Lang, type Locale, LOCALES } from './i18n'

/**
 * The same markup as one contiguous string. @kitajs/html builds markup by concatenation, which
 * leaves a string of many pieces; markup kept and put into many pages is made contiguous once, so
 * encoding each page does not walk those pieces again.
 */
export const flat = (markup: JSX.Element): JSX.Element => (typeof markup === 'string' ? (markup.charCodeAt(0), markup) : markup)

/** What a view prepares once for each page language (its templates, its fixed markup) rather than per render. */
export const byLanguage = <T,>(prepare: (locale: Locale) => T): Record<Lang, T> => ({ en: prepare(LOCALES.en), ja: prepare(LOCALES.ja) })
