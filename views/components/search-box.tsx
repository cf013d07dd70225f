import { type Category, SEARCH_MAX_LENGTH } from '../../src/recipes/model'
import type { Locale } from '../i18n'

/** The search form of the list pages: a GET to the list itself, keeping the category shown. */
export function SearchBox({
  locale,
  q,
  category,
}: {
  locale: Locale
  q: string | undefined
  category: Category | undefined
}) {
  const { t } = locale
  return (
    <search>
      <form class="search-box" method="get" action={locale.href('/')}>
        <label class="visually-hidden" for="search-q" safe>
          {t.search.label}
        </label>
        <input
          id="search-q"
          class="search-box__input"
          type="search"
          name="q"
          value={q ?? ''}
          maxlength={String(SEARCH_MAX_LENGTH)}
          placeholder={t.search.placeholder}
        />
        {category && <input type="hidden" name="category" value={category} />}
        <button class="button search-box__submit" type="submit" safe>
          {t.search.submit}
        </button>
      </form>
    </search>
  )
}
