import { escapeHtml } from '@kitajs/html'
import { attributeValue, formatDate } from '../format'
import type { Lang } from '../i18n'

/**
 * The day a record was made, as the page language writes it; the timestamp itself for machines.
 * A template of the markup `<time datetime={iso} safe>` gave (tests/pages/recipe-page-markup.test.tsx):
 * a first-read page's elements were each a walk over their attributes (issue 35).
 */
export const CalendarDate = ({ iso, lang }: { iso: string; lang: Lang }): string =>
  `<time datetime="${attributeValue(iso)}">${escapeHtml(formatDate(iso, lang))}</time>`
