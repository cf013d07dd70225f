import type { Locale } from '../i18n'

/** An agent's name as a link to its public profile. */
export const authorHref = (locale: Locale, agentId: string) => locale.href(`/agents/${encodeURIComponent(agentId)}`)

export function AuthorLink({
  locale,
  author,
  class: className,
}: {
  locale: Locale
  author: { agent_id: string; name: string }
  class?: string
}) {
  return (
    <a class={className} href={authorHref(locale, author.agent_id)} rel="author" safe>
      {author.name}
    </a>
  )
}
