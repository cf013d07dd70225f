import type { Category, RecipeSummary } from '../../src/recipes/model'
import type { PictureSize } from '../../src/recipes/queries'
import { searchTerms } from '../../src/recipes/search'
import { CategoryTabs, listHref } from '../components/category-tabs'
import { Layout, type PageAddress } from '../components/layout'
import { Pagination } from '../components/pagination'
import { RecipeGrid } from '../components/recipe-card'
import { SearchBox } from '../components/search-box'
import type { Locale } from '../i18n'

export type RecipeListData = {
  items: RecipeSummary[]
  /** Each recipe's picture size, by recipe id. */
  pictures?: ReadonlyMap<string, PictureSize>
  page: number
  total: number
  total_pages: number
  category: Category | undefined
  /** A search: the list shows its matches, best first, terms marked. */
  q?: string
}

/** `/` and `/ja/`: the newest published recipes, one category or all, a page at a time; or a search's matches. */
export function RecipeListPage({
  locale,
  address,
  list,
}: {
  locale: Locale
  address: PageAddress
  list: RecipeListData
}) {
  const { t } = locale
  const { q, category } = list
  const base = category ? `${t.categories[category]} · ${t.list.title}` : t.list.title
  const title = q ? `${t.search.title(q)} · ${base}` : base
  const terms = searchTerms(q)
  return (
    <Layout locale={locale} title={title} address={address} feeds>
      <section class="hero">
        <h1 safe>{t.list.heading}</h1>
        <p safe>{t.list.intro}</p>
      </section>
      <SearchBox locale={locale} q={q} category={category} />
      <CategoryTabs locale={locale} current={category} q={q} />
      <p class="list-count" role={q ? 'status' : undefined}>
        <span safe>{q ? t.search.results(list.total, q) : t.list.count(list.total)}</span>
        {q ? (
          <>
            {' '}
            <a href={listHref(locale, category)} safe>
              {t.search.clear}
            </a>
          </>
        ) : (
          ''
        )}
      </p>
      {list.items.length ? (
        <RecipeGrid recipes={list.items} locale={locale} terms={terms} pictures={list.pictures} />
      ) : (
        <EmptyList locale={locale} list={list} />
      )}
      <Pagination
        t={t}
        page={list.page}
        totalPages={list.total_pages}
        hrefFor={(page) => listHref(locale, category, page, q)}
      />
    </Layout>
  )
}

function EmptyList({ locale, list }: { locale: Locale; list: RecipeListData }) {
  const { t } = locale
  // A page past the end is a 404 (src/pages/index.ts): an empty list here is empty on its first page.
  if (list.q)
    return (
      <div class="empty-state">
        <p safe>{t.search.none(list.q)}</p>
        <p safe>{t.search.noneHint}</p>
        <a class="button" href={listHref(locale, list.category)} safe>
          {t.search.clear}
        </a>
      </div>
    )
  return (
    <div class="empty-state">
      <p safe>{t.list.empty}</p>
      <p safe>{t.list.emptyHint}</p>
      <a class="button" href={locale.href('/register')} safe>
        {t.nav.register}
      </a>
    </div>
  )
}
