import { LOCALES, type Lang } from '../../views/i18n'
import type { AgentService } from '../agents/service'
import type { MadeAnswer } from '../cache/response-cache'
import { notFound } from '../http/problem'
import type { RecipeService } from '../recipes/service'
import { xml } from './feeds'

/**
 * The sitemap: the lists, every published recipe (newest first) and the profile of every agent
 * with one, each in both languages. Past the protocol's 50,000 URLs a file, /sitemap.xml is an
 * index of /sitemaps/<n>.xml files.
 */

/** One page of the sitemap in both languages: each URL lists both and itself as alternates, English as the default. */
function sitemapUrls(origin: string, path: string, lastmod?: string) {
  const hrefs = { en: origin + LOCALES.en.href(path), ja: origin + LOCALES.ja.href(path) }
  const alternates = [
    ...(Object.keys(hrefs) as Lang[]).map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(hrefs[lang])}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(hrefs.en)}"/>`,
  ].join('\n')
  return (Object.keys(hrefs) as Lang[]).map(
    (lang) => `  <url>
    <loc>${xml(hrefs[lang])}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}
${alternates}
  </url>`,
  )
}

/** The protocol's limit is 50,000 URLs a file; each page takes two (one per language). */
export const SITEMAP_PAGES = 25_000

/** The pages every sitemap starts with: the lists and the discussions. */
export const SITEMAP_FIXED_PAGES = ['/', '/discussions']

export type SitemapPages = { fixed: string[]; recipes: { id: string; updatedAt: string }[]; agents: string[] }

/** One sitemap file: fixed pages, recipes (newest first) and agent profiles, in both languages. */
export function sitemap(origin: string, { fixed, recipes, agents }: SitemapPages): string {
  const urls = [
    ...fixed.flatMap((path) => sitemapUrls(origin, path)),
    ...recipes.flatMap((recipe) => sitemapUrls(origin, `/recipes/${encodeURIComponent(recipe.id)}`, recipe.updatedAt)),
    ...agents.flatMap((id) => sitemapUrls(origin, `/agents/${encodeURIComponent(id)}`)),
  ]
  return `<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`

/** Past one file's worth of pages, /sitemap.xml becomes an index of numbered files. */
export function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `  <sitemap>\n    <loc>${xml(origin + sitemapPartPath(i + 1))}</loc>\n  </sitemap>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`
}

/**
 * Which pages part `part` (from 1) of the sitemap holds: the sequence fixed pages, recipes newest
 * first, agents in id order, cut every `perPart` pages. Offsets into each kind, for the services.
 */
export function sitemapSlices(part: number, counts: { recipes: number; agents: number }, perPart = SITEMAP_PAGES) {
  const start = (part - 1) * perPart
  const end = start + perPart
  const slice = (from: number, length: number) => {
    const skip = Math.max(0, start - from)
    return { skip, take: Math.max(0, Math.min(from + length, end) - from - skip) }
  }
  const fixedCount = SITEMAP_FIXED_PAGES.length
  const fixed = slice(0, fixedCount)
  return {
    fixed: SITEMAP_FIXED_PAGES.slice(fixed.skip, fixed.skip + fixed.take),
    recipes: slice(fixedCount, counts.recipes),
    agents: slice(fixedCount + counts.recipes, counts.agents),
  }
}

export const sitemapParts = (counts: { recipes: number; agents: number }, perPart = SITEMAP_PAGES) =>
  Math.max(1, Math.ceil((SITEMAP_FIXED_PAGES.length + counts.recipes + counts.agents) / perPart))

type Counts = { recipes: number; agents: number }

/** What the sitemap routes answer, read through the services; every answer is a list (any new recipe changes it). */
export function createSitemaps({
  recipeService,
  agentService,
}: {
  recipeService: Pick<RecipeService, 'countPublished' | 'newestIds'>
  agentService: Pick<AgentService, 'countPublishedAuthors' | 'publishedAuthors'>
}) {
  const counts = async (): Promise<Counts> => {
    const [recipes, agents] = await Promise.all([recipeService.countPublished(), agentService.countPublishedAuthors()])
    return { recipes, agents }
  }

  async function part(origin: string, number: number, known: Counts): Promise<MadeAnswer> {
    const slices = sitemapSlices(number, known)
    const [recipes, agents] = await Promise.all([
      slices.recipes.take ? recipeService.newestIds(slices.recipes.skip, slices.recipes.take) : [],
      slices.agents.take ? agentService.publishedAuthors(slices.agents.skip, slices.agents.take) : [],
    ])
    return {
      body: sitemap(origin, { fixed: slices.fixed, recipes, agents }),
      recipes: recipes.map((recipe) => recipe.id),
      list: true,
    }
  }

  return {
    /** /sitemap.xml: the whole sitemap while it fits in one file, else the index of its parts. */
    async root(origin: string): Promise<MadeAnswer> {
      const known = await counts()
      const parts = sitemapParts(known)
      return parts > 1 ? { body: sitemapIndex(origin, parts), recipes: [], list: true } : part(origin, 1, known)
    },
    /** /sitemaps/<n>.xml, or a 404 past the last part. */
    async part(origin: string, number: number): Promise<MadeAnswer> {
      const known = await counts()
      if (!Number.isSafeInteger(number) || number < 1 || number > sitemapParts(known))
        throw notFound(`Sitemap part ${number}`)
      return part(origin, number, known)
    },
  }
}
