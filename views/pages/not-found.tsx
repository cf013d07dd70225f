import { Layout, type PageAddress } from '../components/layout'
import type { Locale } from '../i18n'

/** The 404 for people, with a way back and the other language one click away. */
export function NotFoundPage({ locale, address }: { locale: Locale; address: PageAddress }) {
  const { t } = locale
  return (
    <Layout locale={locale} title={t.notFound.title} address={address}>
      <section class="panel not-found">
        <p class="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 safe>{t.notFound.heading}</h1>
        <p safe>{t.notFound.body}</p>
        <p class="actions">
          <a class="button button--primary" href={locale.href('/')} safe>
            {t.notFound.home}
          </a>
          <a href="/skill.md" safe>
            {t.nav.agentGuide}
          </a>
        </p>
      </section>
    </Layout>
  )
}
