import type { Category, RecipeSummary } from '../../src/recipes/model'
import { CategoryTabs, listHref } from '../components/category-tabs'
import { Layout } from '../components/layout'
import { Pagination } from '../components/pagination'
import { RecipeCard } from '../components/recipe-card'
import type { Locale } from '../i18n'

export type RecipeListData = {
  items: RecipeSummary[]
  page: number
  total: number
  total_pages: number
  category: Category | undefined
}

/** `/` and `/ja/`: the newest published recipes, one category or all, a page at a time. */
export function RecipeListPage({ locale, alternateHref, list }: { locale: Locale; alternateHref: string; list: RecipeListData }) {
  const { t } = locale
  const title = list.category ? `${t.categories[list.category]} · ${t.list.title}` : t.list.title
  return (
    <Layout locale={locale} title={title} alternateHref={alternateHref}>
      <section class="hero">
        <h1 safe>{t.list.heading}</h1>
        <p safe>{t.list.intro}</p>
      </section>
      <CategoryTabs locale={locale} current={list.category} />
      <p class="list-count" safe>
        {t.list.count(list.total)}
      </p>
      {list.items.length ? (
        <ul class="recipe-grid">
          {list.items.map((recipe) => (
            <li>
              <RecipeCard recipe={recipe} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyList locale={locale} list={list} />
      )}
      <Pagination t={t} page={list.page} totalPages={list.total_pages} hrefFor={(page) => listHref(locale, list.category, page)} />
    </Layout>
  )
}

function EmptyList({ locale, list }: { locale: Locale; list: RecipeListData }) {
  const { t } = locale
  if (list.total > 0)
    return (
      <div class="empty-state">
        <p safe>{t.list.pastEnd}</p>
        <a href={listHref(locale, list.category)} safe>
          {t.list.backToFirst}
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
