import { contentsToString, type PropsWithChildren } from '@kitajs/html'
import { type Locale, otherLang } from '../i18n'
import { byLanguage } from '../markup'
import { type SlotValues, template } from '../template'
import { LanguageSwitch } from './language-switch'

export type LayoutProps = PropsWithChildren<{
  locale: Locale
  /** The page's own title; the site name is appended. */
  title: string
  /** This same page in the other language. */
  alternateHref: string
  /** Local scripts (CSP allows no inline ones), loaded deferred. */
  scripts?: string[]
}>

const documentSlots = { text: ['title', 'alternateHref'], markup: ['scripts', 'content'] } as const

/** The document around every page, rendered once per language: each page fills in its slots. */
const documentIn = byLanguage((locale) => template(documentSlots, (slots) => <Document locale={locale} {...slots} />))

/** Every page: its own title, address in the other language, scripts and content inside the document. */
export function Layout({ locale, title, alternateHref, scripts = [], children }: LayoutProps) {
  return documentIn[locale.lang]({
    title,
    alternateHref,
    scripts: scripts.map((src) => <script src={src} defer />).join(''),
    // Several JSX children arrive as an array; the slot takes them joined.
    content: contentsToString([children]),
  })
}

/** Head, header with navigation and language switch, the page's content, footer. */
function Document({ locale, title, alternateHref, scripts, content }: SlotValues<typeof documentSlots> & { locale: Locale }) {
  const { lang, t } = locale
  const other = otherLang(lang)
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title safe>{`${title} · ${t.siteName}`}</title>
        <meta name="description" content={t.tagline} />
        <link rel="icon" href="/public/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/public/css/site.css" />
        <link rel="alternate" hreflang={other} href={alternateHref} />
        {scripts}
      </head>
      <body>
        <a class="skip-link" href="#main" safe>
          {t.skipToContent}
        </a>
        <header class="site-header">
          <div class="container site-header__inner">
            <a class="brand" href={locale.href('/')}>
              <img class="brand__mark" src="/public/favicon.svg" alt="" width="32" height="32" />
              <span safe>{t.siteName}</span>
            </a>
            <nav class="site-nav" aria-label={t.nav.label}>
              <a href={locale.href('/')} safe>
                {t.nav.recipes}
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
          {content}
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
