import { formatDate } from '../format'
import type { Lang } from '../i18n'

/** The day a record was made, as the page language writes it; the timestamp itself for machines. */
export function CalendarDate({ iso, lang }: { iso: string; lang: Lang }) {
  return (
    <time datetime={iso} safe>
      {formatDate(iso, lang)}
    </time>
  )
}
