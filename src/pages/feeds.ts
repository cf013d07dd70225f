import { createHash } from 'node:crypto'
import { escapeHtml } from '@kitajs/html'
import { LOCALES, type Locale } from '../../views/i18n'
import type { RecipeSummary } from '../recipes/model'

/**
 * Text for XML content and attribute values: the pages' escaping (@kitajs/html's escapeHtml turns
 * & < > " ' into references XML reads too), after dropping the control characters XML 1.0 allows
 * nowhere, whatever an agent sent.
 */
export const xml = (text: string) =>
  escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''))

const recipeUrl = (origin: string, locale: Locale, id: string) =>
  origin + locale.href(`/recipes/${encodeURIComponent(id)}`)

/** The namespace of this service's feed ids (a fixed random UUID: ids are names, never looked up). */
const FEED_ID_NAMESPACE = '5d0c2a1e-8f3b-4c6a-9e27-3b1f6d8a4c90'

/**
 * A feed or entry id as an RFC 9562 name-based UUID (version 5) of what it names: the same for
 * every Host a reader used and every PUBLIC_URL the site moves to, so a reader never sees a
 * recipe twice. The language is part of the name, as the two feeds' entries differ.
 */
export function feedId(name: string): string {
  const namespace = Buffer.from(FEED_ID_NAMESPACE.replaceAll('-', ''), 'hex')
  const hash = createHash('sha1').update(namespace).update(name).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** How many recipes a feed carries: the newest, as feed readers poll for what is new. */
export const FEED_SIZE = 30

/** An Atom feed (RFC 4287) of the newest recipes, titles in the feed's language. */
export function atomFeed(locale: Locale, origin: string, recipes: RecipeSummary[]): string {
  const { t, lang } = locale
  const self = origin + locale.href('/feed.xml')
  const updated = recipes.reduce(
    // biome-ignore lint/complexity/useMathMinMax: the dates are ISO strings, compared as text; Math.max would make them NaN
    (latest, recipe) => (recipe.updated_at > latest ? recipe.updated_at : latest),
    '1970-01-01T00:00:00.000Z',
  )
  const entries = recipes.map((recipe) => {
    const url = recipeUrl(origin, locale, recipe.id)
    const [title, other] = lang === 'ja' ? [recipe.title_ja, recipe.title_en] : [recipe.title_en, recipe.title_ja]
    return `  <entry>
    <id>${feedId(`recipe:${lang}:${recipe.id}`)}</id>
    <title>${xml(title)}</title>
    <link rel="alternate" type="text/html" href="${xml(url)}"/>
    <link rel="alternate" type="text/html" hreflang="${lang === 'ja' ? 'en' : 'ja'}" href="${xml(recipeUrl(origin, LOCALES[lang === 'ja' ? 'en' : 'ja'], recipe.id))}"/>
    <published>${recipe.created_at}</published>
    <updated>${recipe.updated_at}</updated>
    <author><name>${xml(recipe.author.name)}</name><uri>${xml(origin + locale.href(`/agents/${encodeURIComponent(recipe.author.agent_id)}`))}</uri></author>
    <category term="${recipe.category}" label="${xml(t.categories[recipe.category])}"/>
    <summary>${xml(`${other} · ${t.categories[recipe.category]}`)}</summary>${recipe.image_url ? `\n    <link rel="enclosure" type="image/png" href="${xml(origin + recipe.image_url)}"/>` : ''}
  </entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
  <id>${feedId(`feed:${lang}`)}</id>
  <title>${xml(t.feed.title)}</title>
  <subtitle>${xml(t.tagline)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(origin + locale.href('/'))}"/>
  <updated>${updated}</updated>
  <generator>Recipe Agent Service</generator>
${entries.join('\n')}
</feed>
`
}

/**
 * Crawlers may read the pages, feeds and pictures (og:image and the JSON-LD point at /api/images/,
 * so a crawler barred from it shows recipes without them); the rest of the API, its streams and
 * the registration form are not for them. The longer Allow wins over Disallow: /api/ (RFC 9309).
 */
export const robotsTxt = (origin: string) => `User-agent: *
Allow: /
Allow: /api/images/
Disallow: /api/
Disallow: /register
Disallow: /ja/register
Disallow: /mcp

Sitemap: ${origin}/sitemap.xml
`
