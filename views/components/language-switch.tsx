import { escapeHtml } from '@kitajs/html'
import { attributeValue } from '../format'
import type { Lang, Locale } from '../i18n'

/** The switch's globe, the same on every page: rendered once (issue 35). */
const safeGlobe = (
  <svg class="lang-switch__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-4A8 8 0 0 1 18.9 8ZM12 4a13.6 13.6 0 0 1 1.9 4h-3.8A13.6 13.6 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4Zm.8 2h3a15.7 15.7 0 0 0 1.3 4A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-4 15.7 15.7 0 0 0-1.3 4ZM12 20a13.6 13.6 0 0 1-1.9-4h3.8A13.6 13.6 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4Z" />
  </svg>
) as string

/** A link to the same page in the other language, written in that language so its readers find it (a template of its JSX). */
export const LanguageSwitch = ({ locale, target, href }: { locale: Locale; target: Lang; href: string }): string =>
  `<a class="pill lang-switch" href="${attributeValue(href)}" hreflang="${target}" lang="${target}" title="${attributeValue(locale.t.languageSwitch.description)}">${safeGlobe}<span>${escapeHtml(locale.t.languageSwitch.label)}</span></a>`
