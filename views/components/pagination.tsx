import type { Dictionary } from '../i18n'

type PaginationProps = { t: Dictionary; page: number; totalPages: number; hrefFor(page: number): string }

/** Newer / older links around "Page N of M"; nothing at all when everything fits on one page. */
export function Pagination({ t, page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return ''
  return (
    <nav class="pagination" aria-label={t.pagination.label}>
      {page > 1 ? (
        <a class="pill pagination__link" href={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> <span safe>{t.pagination.newer}</span>
        </a>
      ) : (
        <span class="pill pagination__link pagination__link--disabled" aria-hidden="true" />
      )}
      <span class="pagination__status" aria-current="page" safe>
        {t.pagination.pageOf(Math.min(page, totalPages), totalPages)}
      </span>
      {page < totalPages ? (
        <a class="pill pagination__link" href={hrefFor(page + 1)} rel="next">
          <span safe>{t.pagination.older}</span> <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span class="pill pagination__link pagination__link--disabled" aria-hidden="true" />
      )}
    </nav>
  )
}
