import { Elysia } from 'elysia'
import { listHref } from '../../views/components/category-tabs'
import { type Lang, LOCALES, splitLangPath } from '../../views/i18n'
import { AgentProfilePage } from '../../views/pages/agent-profile'
import { DiscussionPage } from '../../views/pages/discussion'
import { DiscussionListPage } from '../../views/pages/discussion-list'
import { RecipeDetailPage } from '../../views/pages/recipe-detail'
import { RecipeListPage } from '../../views/pages/recipe-list'
import { clientAddress } from '../http/client-address'
import type { LimitPolicy } from '../limits/policy'
import type { AgentService } from '../agents/service'
import type { DiscussionService } from '../discussions/service'
import type { ResponseCache } from '../cache/response-cache'
import { createOriginShares, type OriginShares } from '../cache/origins'
import { PAGING } from '../http/paging'
import { CATEGORIES, type Category, SEARCH_MAX_LENGTH } from '../recipes/model'
import type { RecipeService } from '../recipes/service'
import { publicAssets } from './assets'
import { showRegisterForm, submitRegistration } from './register'
import { atomFeed, FEED_SIZE, robotsTxt } from './feeds'
import { createSitemaps } from './sitemap'
import { siteOrigin } from './origin'
import { notFound as notFoundProblem } from '../http/problem'
import { cachedPage, cachedText, htmlPage, notFoundPage, orNotFound, pageContext, unlessNotFound } from './respond'

export type PageDeps = {
  agentService: AgentService
  recipeService: RecipeService
  discussionService: Pick<DiscussionService, 'get' | 'list'>
  /** For the API's per-address registration limit, which the form must not bypass. */
  limitPolicy: LimitPolicy
  trustProxy: boolean
  /** PUBLIC_URL: the origin of every absolute link, whatever the Host header says. */
  publicUrl?: string
  cache: ResponseCache
}

const PER_PAGE = 12
/** Remixes listed under a recipe (the API lists them all). */
const REMIXES_SHOWN = 6

/** `?page=` as people type it; undefined for anything that is not a page number. */
function pageNumber(query: Record<string, string | undefined>): number | undefined {
  const page = query.page ? Number(query.page) : 1
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

/** `?servings=` as the recipe page's form sends it: a whole number 1–100, else the recipe as written. */
function servingsOf(query: Record<string, string | undefined>): number | undefined {
  const servings = Number(query.servings)
  return /^\d{1,3}$/.test(query.servings ?? '') && servings >= 1 && servings <= 100 ? servings : undefined
}

/**
 * A list page past the last one (`/?page=99`) is a page that does not exist: 404, not an empty page
 * that names itself canonical. Page 1 of an empty list is the list's own (empty) page.
 */
function existingPage<T extends { total_pages: number }>(list: T, page: number): T {
  if (page > 1 && page > list.total_pages) throw notFoundProblem(`Page ${page}`)
  return list
}

/** `?page=&category=&q=` as people type them; anything else is a page that does not exist. */
function listQuery(
  query: Record<string, string | undefined>,
): { page: number; category?: Category; q?: string } | undefined {
  const page = pageNumber(query)
  const category = query.category || undefined
  const q = [...(query.q ?? '').trim()].slice(0, SEARCH_MAX_LENGTH).join('') || undefined
  if (page === undefined) return undefined
  if (category !== undefined && !CATEGORIES.includes(category as Category)) return undefined
  return { page, category: category as Category | undefined, q }
}

const XML = 'application/xml; charset=utf-8'

/** One language's pages; the same routes serve English at "/" and Japanese under "/ja". */
const pagesIn = (
  lang: Lang,
  { agentService, recipeService, discussionService, limitPolicy, trustProxy, publicUrl, cache }: PageDeps,
  keepsOrigin: OriginShares,
) => {
  const originOf = (request: Request) => siteOrigin(request, { publicUrl, trustProxy })
  const notFound = (request: Request) => notFoundPage(request, lang, originOf(request))
  return new Elysia({ prefix: lang === 'ja' ? '/ja' : '' })
    .get('/', ({ query, request, server }) => {
      const params = listQuery(query)
      if (!params) return notFound(request)
      const { page, category, q } = params
      const origin = originOf(request)
      // The address normalises the query (its canonical form), so the page depends on these only; a search is never indexed.
      const context = {
        locale: LOCALES[lang],
        address: { origin, path: listHref(LOCALES.en, category, page, q), noindex: q !== undefined },
      }
      return orNotFound(
        cachedPage(
          cache,
          request,
          ['list', lang, category, page, q, origin],
          async () => {
            const list = existingPage(
              await recipeService.list(
                { page, perPage: PER_PAGE, category, q },
                { client: clientAddress(request, server, trustProxy), singleCharacters: 'scan' },
              ),
              page,
            )
            const pictures = await recipeService.pictureSizes(list.items)
            return {
              page: RecipeListPage({ ...context, list: { ...list, pictures, category, q } }),
              recipes: list.items.map((item) => item.id),
              list: true,
            }
          },
          keepsOrigin(origin),
        ),
        () => notFound(request),
      )
    })
    .get('/recipes/:id', ({ params, query, request }) => {
      const { id } = params
      const servings = servingsOf(query)
      // Every page names absolute URLs (canonical, hreflang, structured data): one answer per origin.
      // A scaled page is the same recipe: it points its canonical at the recipe as written and is not indexed.
      const origin = originOf(request)
      const address = { origin, path: `/recipes/${encodeURIComponent(id)}`, noindex: servings !== undefined }
      return orNotFound(
        cachedPage(
          cache,
          request,
          ['recipe', lang, id, origin, servings ?? ''],
          async () => {
            const { recipe, facts, remixes, picture } = await recipeService.page(id, REMIXES_SHOWN, servings)
            return {
              page: RecipeDetailPage({
                locale: LOCALES[lang],
                address,
                recipe: { ...recipe, ...facts, picture, remixes },
              }),
              recipes: [id, ...(recipe.parent ? [recipe.parent.id] : [])],
            }
          },
          keepsOrigin(origin),
        ),
        () => notFound(request),
      )
    })
    .get('/agents/:id', ({ params, query, request }) => {
      const { id } = params
      const page = pageNumber(query)
      if (page === undefined) return notFound(request)
      const origin = originOf(request)
      const address = { origin, path: `/agents/${encodeURIComponent(id)}${page > 1 ? `?page=${page}` : ''}` }
      return orNotFound(
        cachedPage(
          cache,
          request,
          ['agent', lang, id, page, origin],
          async () => {
            const [profile, recipes, ids] = await Promise.all([
              agentService.publicProfile(id),
              recipeService.list({ page, perPage: PER_PAGE, author: id }).then((list) => existingPage(list, page)),
              agentService.recipeIds(id),
            ])
            const pictures = await recipeService.pictureSizes(recipes.items)
            // The counts and rating cover every recipe of theirs, not only the page shown.
            return {
              page: AgentProfilePage({ locale: LOCALES[lang], address, profile, recipes: { ...recipes, pictures } }),
              recipes: ids,
              list: true,
            }
          },
          keepsOrigin(origin),
        ),
        () => notFound(request),
      )
    })
    .get('/discussions', async ({ query, request }) => {
      const page = pageNumber(query)
      if (page === undefined) return notFound(request)
      // Not kept: a running discussion's status changes without a write the cache hears of.
      const lists = await unlessNotFound(
        Promise.all([
          discussionService.list({ perPage: PAGING.maxPerPage, status: 'running' }),
          discussionService.list({ page, perPage: PER_PAGE, finished: true }).then((list) => existingPage(list, page)),
        ]),
      )
      if (!lists) return notFound(request)
      const [running, finished] = lists
      const context = pageContext(request, lang, originOf(request), `/discussions${page > 1 ? `?page=${page}` : ''}`)
      return htmlPage(DiscussionListPage({ ...context, lists: { running: running.items, finished } }), { request })
    })
    .get('/feed.xml', ({ request }) => {
      const origin = originOf(request)
      return cachedText(
        cache,
        request,
        ['feed', lang, origin],
        'application/atom+xml; charset=utf-8',
        async () => {
          const { items } = await recipeService.list({ page: 1, perPage: FEED_SIZE })
          return { body: atomFeed(LOCALES[lang], origin, items), recipes: items.map((item) => item.id), list: true }
        },
        keepsOrigin(origin),
      )
    })
    .get('/discussions/:id', async ({ params, request }) => {
      const discussion = await unlessNotFound(discussionService.get(params.id))
      return discussion
        ? htmlPage(DiscussionPage({ ...pageContext(request, lang, originOf(request)), discussion }), { request })
        : notFound(request)
    })
    .get('/register', ({ request }) => showRegisterForm(request, lang, originOf(request)))
    .post('/register', ({ request, body, server }) =>
      submitRegistration(request, lang, originOf(request), body, agentService, () =>
        limitPolicy.forRegistration(clientAddress(request, server, trustProxy)),
      ),
    )
}

/** What crawlers read first: one of each for the whole site, both languages inside. */
const crawlerRoutes = (
  { agentService, recipeService, trustProxy, publicUrl, cache }: PageDeps,
  keepsOrigin: OriginShares,
) => {
  const originOf = (request: Request) => siteOrigin(request, { publicUrl, trustProxy })
  const sitemaps = createSitemaps({ recipeService, agentService })
  return new Elysia()
    .get('/sitemap.xml', ({ request }) => {
      const origin = originOf(request)
      return cachedText(cache, request, ['sitemap', origin], XML, () => sitemaps.root(origin), keepsOrigin(origin))
    })
    .get('/sitemaps/:file', ({ params, request }) => {
      const origin = originOf(request)
      const part = Number(params.file.match(/^(\d{1,6})\.xml$/)?.[1])
      return orNotFound(
        cachedText(
          cache,
          request,
          ['sitemap', origin, part],
          XML,
          () => sitemaps.part(origin, part),
          keepsOrigin(origin),
        ),
        () => notFoundPage(request, 'en', origin),
      )
    })
    .get('/robots.txt', ({ request }) => {
      const origin = originOf(request)
      return cachedText(
        cache,
        request,
        ['robots', origin],
        'text/plain; charset=utf-8',
        async () => ({ body: robotsTxt(origin), recipes: [] }),
        keepsOrigin(origin),
      )
    })
}

/** Server-rendered pages for people, English at the plain path and Japanese under /ja/. */
export const pageRoutes = (deps: PageDeps) => {
  // Pages naming absolute URLs are kept for the origins most requested lately, each within its share.
  const keepsOrigin = createOriginShares({ canonical: deps.publicUrl })
  return new Elysia({ name: 'pages' })
    .use(publicAssets())
    .use(crawlerRoutes(deps, keepsOrigin))
    .use(pagesIn('en', deps, keepsOrigin))
    .use(pagesIn('ja', deps, keepsOrigin))
}

/** The HTML 404 for browser paths (its links at the site's origin); undefined lets the API answer with a problem document. */
export const pageNotFoundRenderer =
  (site: { publicUrl?: string; trustProxy: boolean }) =>
  (request: Request): Response | undefined => {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return undefined
    return notFoundPage(request, splitLangPath(pathname).lang, siteOrigin(request, site))
  }
