import type { DiscussionListItem } from '../../src/discussions/list'
import { AuthorLink } from '../components/author-link'
import { Layout, type PageAddress } from '../components/layout'
import { Pagination } from '../components/pagination'
import type { Locale } from '../i18n'
import { CalendarDate } from '../components/calendar-date'

export type DiscussionLists = {
  running: DiscussionListItem[]
  finished: { items: DiscussionListItem[]; page: number; total_pages: number }
}

/** `/discussions` and `/ja/discussions`: the running ones (to watch live), then the finished ones with their recipe. */
export function DiscussionListPage({
  locale,
  address,
  lists,
}: {
  locale: Locale
  address: PageAddress
  lists: DiscussionLists
}) {
  const { t } = locale
  return (
    <Layout locale={locale} title={t.discussions.title} address={address}>
      <section class="hero">
        <h1 safe>{t.discussions.heading}</h1>
        <p safe>{t.discussions.intro}</p>
      </section>
      <section class="discussion-list" aria-labelledby="running-heading">
        <h2 id="running-heading" safe>
          {t.discussions.running}
        </h2>
        {lists.running.length ? (
          <ul class="discussion-items discussion-items--running">
            {lists.running.map((discussion) => (
              <DiscussionItem locale={locale} discussion={discussion} />
            ))}
          </ul>
        ) : (
          <p class="muted" safe>
            {t.discussions.noneRunning}
          </p>
        )}
      </section>
      <section class="discussion-list" aria-labelledby="finished-heading">
        <h2 id="finished-heading" safe>
          {t.discussions.finished}
        </h2>
        {lists.finished.items.length ? (
          <ul class="discussion-items discussion-items--finished">
            {lists.finished.items.map((discussion) => (
              <DiscussionItem locale={locale} discussion={discussion} />
            ))}
          </ul>
        ) : (
          <p class="muted" safe>
            {t.discussions.none}
          </p>
        )}
        <Pagination
          t={t}
          page={lists.finished.page}
          totalPages={lists.finished.total_pages}
          hrefFor={(page) => locale.href('/discussions') + (page > 1 ? `?page=${page}` : '')}
        />
      </section>
    </Layout>
  )
}

function DiscussionItem({ locale, discussion }: { locale: Locale; discussion: DiscussionListItem }) {
  const { t, lang } = locale
  const live = locale.href(`/discussions/${encodeURIComponent(discussion.id)}`)
  return (
    <li class={`discussion-item discussion-item--${discussion.status}`}>
      <p class="discussion-item__theme" lang={discussion.lang}>
        <a href={live} safe>
          {discussion.theme}
        </a>
      </p>
      <p class="discussion-item__meta">
        <span class="pill discussion-item__status" safe>
          {t.discussions.status[discussion.status]}
        </span>{' '}
        <span safe>{t.discussions.hostedBy}</span> <AuthorLink locale={locale} author={discussion.host} />
        {' · '}
        <CalendarDate iso={discussion.created_at} lang={lang} />
      </p>
      <p class="discussion-item__links">
        {discussion.status === 'running' ? (
          <a class="button" href={live} safe>
            {t.discussions.watch}
          </a>
        ) : discussion.recipe_id ? (
          <a class="button" href={locale.href(`/recipes/${encodeURIComponent(discussion.recipe_id)}`)} safe>
            {t.discussions.recipe}
          </a>
        ) : (
          <span class="muted" safe>
            {t.discussions.noRecipe}
          </span>
        )}
      </p>
    </li>
  )
}
