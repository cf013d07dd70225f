import type { PropsWithChildren } from '@elysiajs/html'
import { assetUrl, inlineStylesheet } from '../../src/pages/assets'
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
  /**
   * Link the stylesheet instead of carrying it inline: for pages that go out uncompressed (they
   * hold a secret or a one-time token, src/pages/respond.ts), where 23 KB of raw CSS would cost
   * more than the request for the compressed, cached file.
   */
  linkStylesheet?: boolean
}>

/** The document around every page: head, header with navigation and language switch, footer. */
// `head` is markup the views rendered (escaped there); the `safe` prefix tells the xss scan so.
export function Layout({
  locale,
  title,
  address,
  scripts = [],
  head: safeHead,
  feeds = false,
  linkStylesheet = false,
  description,
  children,
}: LayoutProps) {
  const { lang, t } = locale
  const other = otherLang(lang)
  const absolute = addressesOf(address)
  const alternateHref = LOCALES[other].href(address.path)
  // Our own file, not text anyone sent; escaping would break its `>` selectors.
  const safeStylesheet = inlineStylesheet.css
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title safe>{`${title} · ${t.siteName}`}</title>
        <meta name="description" content={description ?? t.tagline} />
        <link rel="icon" href={assetUrl('/public/favicon.svg')} type="image/svg+xml" />
        {linkStylesheet ? (
          <link rel="stylesheet" href={assetUrl('/public/css/site.css')} />
        ) : (
          <style>{safeStylesheet}</style>
        )}
        {address.noindex && <meta name="robots" content="noindex, follow" />}
        <link rel="canonical" href={absolute[lang]} />
        <link rel="alternate" hreflang="en" href={absolute.en} />
        <link rel="alternate" hreflang="ja" href={absolute.ja} />
        <link rel="alternate" hreflang="x-default" href={absolute.en} />
        {feeds && (
          <link rel="alternate" type="application/atom+xml" title={t.feed.title} href={locale.href('/feed.xml')} />
        )}
        {scripts.map((src) => (
          <script src={assetUrl(src)} defer />
        ))}
        {safeHead}
      </head>
      <body>
        <a class="skip-link" href="#main" safe>
          {t.skipToContent}
        </a>
        <header class="site-header">
          <div class="container site-header__inner">
            <a class="brand" href={locale.href('/')}>
              <img class="brand__mark" src={assetUrl('/public/favicon.svg')} alt="" width="32" height="32" />
              <span safe>{t.siteName}</span>
            </a>
            <nav class="site-nav" aria-label={t.nav.label}>
              <a href={locale.href('/')} safe>
                {t.nav.recipes}
              </a>
              <a href={locale.href('/discussions')} safe>
                {t.discussions.nav}
              </a>
              <a href={locale.href('/register')} safe>
                {t.nav.register}
              </a>
              <a href="/docs" safe>
                {t.nav.apiDocs}
              </a>
            </nav>
            <LanguageSwitch locale={locale} target={other} href={alternateHref} />
          </div>
        </header>
        <main id="main" class="container" tabindex="-1">
          {children}
        </main>
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
              <a href={locale.href('/feed.xml')} type="application/atom+xml" safe>
                {t.feed.link}
              </a>
              <a href={locale.href('/register')} safe>
                {t.nav.register}
              </a>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  )
}
