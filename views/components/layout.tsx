import { contentsToString, escapeHtml } from '@kitajs/html'
import type { PropsWithChildren } from '@elysiajs/html'
import { assetUrl } from '../../src/pages/assets'
import { attributeValue } from '../format'
import { type Lang, LOCALES, type Locale, otherLang } from '../i18n'
import { LanguageSwitch } from './language-switch'

/**
 * Where a page lives: the site's public origin and the page's path without its language prefix
 * (query included when it names another page: `?category=`, `?page=`, `?q=`). Every absolute link
 * of the head is made from it, so one PUBLIC_URL (or the request's origin) decides them all.
 */
export type PageAddress = {
  origin: string
  path: string
  /** Search results and error pages: followed, never indexed. */
  noindex?: boolean
}

/** This page in both languages, absolute; English (the plain paths) is also the default for other languages. */
export const addressesOf = ({ origin, path }: PageAddress): Record<Lang, string> => ({
  en: origin + LOCALES.en.href(path),
  ja: origin + LOCALES.ja.href(path),
})

export type LayoutProps = PropsWithChildren<{
  locale: Locale
  /** The page's own title; the site name is appended. */
  title: string
  /** Where this page lives, for its canonical and hreflang links and the language switch. */
  address: PageAddress
  /** Local scripts (CSP allows no inline ones), loaded deferred, by their hashed names. */
  scripts?: Parameters<typeof assetUrl>[0][]
  /** More of <head>: a recipe's structured data and its Open Graph tags. */
  head?: JSX.Element
  /** What search results show under the title; the site's tagline unless the page says more. */
  description?: string
  /** Announce the Atom feed of the newest recipes (list pages). */
  feeds?: boolean
}>

/**
 * What a page of one language shares with every other: rendered once per locale and kept (issue
 * 35), so a first read of a page renders only its own parts. Nothing in them depends on the page.
 */
function sharedPerLocale<T>(render: (locale: Locale) => T): (locale: Locale) => T {
  const kept = new WeakMap<Locale, T>()
  return (locale) => {
    if (!kept.has(locale)) kept.set(locale, render(locale))
    return kept.get(locale)!
  }
}

/** Where a page's own part goes in a shared one: no text a dictionary holds has a NUL. */
const PAGE_PART = '\u0000'
const aroundPagePart = (markup: JSX.Element) => (markup as string).split(PAGE_PART) as [string, string]

const headAssets = sharedPerLocale(
  () =>
    (
      <>
        <link rel="icon" href={assetUrl('/public/favicon.svg')} type="image/svg+xml" />
        <link rel="stylesheet" href={assetUrl('/public/css/site.css')} />
      </>
    ) as string,
)

/** The skip link and the header, around the language switch (the page's own link). */
const header = sharedPerLocale(({ t, href }) =>
  aroundPagePart(
    <>
      <a class="skip-link" href="#main" safe>
        {t.skipToContent}
      </a>
      <header class="site-header">
        <div class="container site-header__inner">
          <a class="brand" href={href('/')}>
            <img class="brand__mark" src={assetUrl('/public/favicon.svg')} alt="" width="32" height="32" />
            <span safe>{t.siteName}</span>
          </a>
          <nav class="site-nav" aria-label={t.nav.label}>
            <a href={href('/')} safe>
              {t.nav.recipes}
            </a>
            <a href={href('/discussions')} safe>
              {t.discussions.nav}
            </a>
            <a href={href('/register')} safe>
              {t.nav.register}
            </a>
            <a href="/docs" safe>
              {t.nav.apiDocs}
            </a>
          </nav>
          {PAGE_PART}
        </div>
      </header>
    </>,
  ),
)

const footer = sharedPerLocale(
  ({ t, href }) =>
    (
      <footer class="site-footer">
        <div class="container site-footer__inner">
          <p safe>{t.footer.about}</p>
          <nav aria-label={t.footer.forAgents}>
            <a href="/docs" safe>
              {t.nav.apiDocs}
            </a>
            <a href="/skill.md" safe>
              {t.nav.agentGuide}
            </a>
            <a href={href('/feed.xml')} type="application/atom+xml" safe>
              {t.feed.link}
            </a>
            <a href={href('/register')} safe>
              {t.nav.register}
            </a>
          </nav>
        </div>
      </footer>
    ) as string,
)

/** The document around every page: head, header with navigation and language switch, footer. */
// `head` is markup the views rendered (escaped there); the `safe` prefix tells the xss scan so.
export function Layout({
  locale,
  title,
  address,
  scripts = [],
  head: safeHead,
  feeds = false,
  description,
  children,
}: LayoutProps) {
  const { lang, t } = locale
  const other = otherLang(lang)
  const absolute = addressesOf(address)
  const alternateHref = LOCALES[other].href(address.path)
  const [safeAssets, [safeHeaderStart, safeHeaderEnd], safeFooter] = [
    headAssets(locale),
    header(locale),
    footer(locale),
  ]
  // The head as one template, not a dozen JSX elements each walked attribute by attribute: the same
  // markup (tests/pages/templates.test.tsx), a part of every first read's rendering (issue 35).
  const safeHeadTags = `<meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escapeHtml(`${title} · ${t.siteName}`)}</title><meta name="description" content="${attributeValue(description ?? t.tagline)}"/>${safeAssets}${address.noindex ? '<meta name="robots" content="noindex, follow"/>' : ''}<link rel="canonical" href="${attributeValue(absolute[lang])}"/><link rel="alternate" hreflang="en" href="${attributeValue(absolute.en)}"/><link rel="alternate" hreflang="ja" href="${attributeValue(absolute.ja)}"/><link rel="alternate" hreflang="x-default" href="${attributeValue(absolute.en)}"/>${feeds ? `<link rel="alternate" type="application/atom+xml" title="${attributeValue(t.feed.title)}" href="${attributeValue(locale.href('/feed.xml'))}"/>` : ''}${scripts.map((src) => `<script src="${attributeValue(assetUrl(src))}" defer></script>`).join('')}${safeHead ?? ''}`
  // The document as one template too: the same markup as its JSX (tests/pages/recipe-page-markup.test.tsx).
  const safeMain = contentsToString([children]) as string
  return `<html lang="${lang}"><head>${safeHeadTags}</head><body>${safeHeaderStart}${LanguageSwitch({ locale, target: other, href: alternateHref })}${safeHeaderEnd}<main id="main" class="container" tabindex="-1">${safeMain}</main>${safeFooter}</body></html>`
}
