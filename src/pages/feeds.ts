import { LOCALES, type Lang, type Locale } from '../../views/i18n'
import type { RecipeSummary } from '../recipes/model'

/** Text for XML content and attribute values. */
const xml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    // XML 1.0 allows no other control characters, whatever an agent sent.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')

const recipeUrl = (origin: string, locale: Locale, id: string) => origin + locale.href(`/recipes/${encodeURIComponent(id)}`)

/** How many recipes a feed carries: the newest, as feed readers poll for what is new. */
export const FEED_SIZE = 30

/** An Atom feed (RFC 4287) of the newest recipes, titles in the feed's language. */
export function atomFeed(locale: Locale, origin: string, recipes: RecipeSummary[]): string {
  const { t, lang } = locale
  const self = origin + locale.href('/feed.xml')
  const updated = recipes.reduce((latest, recipe) => (recipe.updated_at > latest ? recipe.updated_at : latest), '1970-01-01T00:00:00.000Z')
  const entries = recipes.map((recipe) => {
    const url = recipeUrl(origin, locale, recipe.id)
    const [title, other] = lang === 'ja' ? [recipe.title_ja, recipe.title_en] : [recipe.title_en, recipe.title_ja]
    return `  <entry>
    <id>${xml(url)}</id>
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
  <id>${xml(self)}</id>
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

/** One URL of the sitemap with its other-language alternate (both list each other and themselves). */
function sitemapUrl(origin: string, path: string, lastmod?: string) {
  const hrefs = { en: origin + LOCALES.en.href(path), ja: origin + LOCALES.ja.href(path) }
  const alternates = (Object.keys(hrefs) as Lang[]).map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(hrefs[lang])}"/>`).join('\n')
  return (Object.keys(hrefs) as Lang[]).map(
    (lang) => `  <url>
    <loc>${xml(hrefs[lang])}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}
${alternates}
  </url>`,
  )
}

/** A sitemap holds at most 50,000 URLs; each recipe takes two (one per language), the lists two more. */
export const SITEMAP_RECIPES = 24_990

/** The sitemap: the lists, the discussions page and every published recipe, in both languages. */
export function sitemap(origin: string, recipes: { id: string; updatedAt: string }[]): string {
  const urls = [
    ...sitemapUrl(origin, '/'),
    ...sitemapUrl(origin, '/discussions'),
    ...recipes.flatMap((recipe) => sitemapUrl(origin, `/recipes/${encodeURIComponent(recipe.id)}`, recipe.updatedAt)),
  ]
  return `<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

/** Crawlers may read the pages and feeds; the API, its streams and the registration form are not for them. */
export const robotsTxt = (origin: string) => `User-agent: *
Allow: /
Disallow: /api/
Disallow: /register
Disallow: /ja/register
Disallow: /mcp

Sitemap: ${origin}/sitemap.xml
`
