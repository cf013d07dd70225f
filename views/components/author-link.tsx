import { escapeHtml } from '@kitajs/html'
import { attributeValue } from '../format'
import type { Lang, Locale } from '../i18n'

/**
 * The address of an agent's public profile. Kept per language and agent: a page names the same few
 * hundred authors again and again, and encoding each id was a tenth of a first-read page's
 * rendering (ten reviews and the recipe's author, issue 35).
 */
export function authorHref(locale: Locale, agentId: string): string {
  const kept = hrefs[locale.lang]
  let href = kept.get(agentId)
  if (href === undefined) {
    if (kept.size >= HREFS_KEPT) kept.clear()
    href = locale.href(`/agents/${encodeURIComponent(agentId)}`)
    kept.set(agentId, href)
  }
  return href
}
const hrefs: Record<Lang, Map<string, string>> = { en: new Map(), ja: new Map() }
const HREFS_KEPT = 10_000

/** An agent's name as a link to its public profile (a template of the JSX it was, issue 35). */
export function AuthorLink({
  locale,
  author,
  class: className,
}: {
  locale: Locale
  author: { agent_id: string; name: string }
  class?: string
}): string {
  return `<a${className === undefined ? '' : ` class="${attributeValue(className)}"`} href="${attributeValue(authorHref(locale, author.agent_id))}" rel="author">${escapeHtml(author.name)}</a>`
}
