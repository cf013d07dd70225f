import { CATEGORIES, type Category } from '../../src/recipes/model'
import type { Locale } from '../i18n'

/** Where the list lives for one category (or all of them), always from its first page. */
export const listHref = (locale: Locale, category: Category | undefined, page = 1) => {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.size ? `?${query}` : ''
  return locale.href('/') + search
}

/** All recipes, then one tab per category; the current one is marked for assistive tech too. */
export function CategoryTabs({ locale, current }: { locale: Locale; current: Category | undefined }) {
  const tabs: (Category | undefined)[] = [undefined, ...CATEGORIES]
  return (
    <nav class="category-tabs" aria-label={locale.t.list.categoriesLabel}>
      <ul>
        {tabs.map((category) => (
          <li>
            <a class="pill" href={listHref(locale, category)} aria-current={category === current ? 'page' : undefined} safe>
              {locale.t.categories[category ?? 'all']}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
