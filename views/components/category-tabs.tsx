import { CATEGORIES, type Category } from '../../src/recipes/model'
import type { Locale } from '../i18n'

/** Where the list lives for one category (or all of them), from its first page unless told; `q` for a search. */
export const listHref = (locale: Locale, category: Category | undefined, page = 1, q?: string) => {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.size ? `?${query}` : ''
  return locale.href('/') + search
}

/** All recipes, then one tab per category; the current one is marked for assistive tech too. A search stays on. */
export function CategoryTabs({ locale, current, q }: { locale: Locale; current: Category | undefined; q?: string }) {
  const tabs: (Category | undefined)[] = [undefined, ...CATEGORIES]
  return (
    <nav class="category-tabs" aria-label={locale.t.list.categoriesLabel}>
      <ul>
        {tabs.map((category) => (
          <li>
            <a
              class="pill"
              href={listHref(locale, category, 1, q)}
              aria-current={category === current ? 'page' : undefined}
              safe
            >
              {locale.t.categories[category ?? 'all']}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
