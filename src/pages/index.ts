import { Elysia } from 'elysia'
import { listHref } from '../../views/components/category-tabs'
import { type Lang, LOCALES, otherLang, splitLangPath } from '../../views/i18n'
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
import { PAGING } from '../http/paging'
import { CATEGORIES, type Category } from '../recipes/model'
import type { RecipeService } from '../recipes/service'
import { publicAssets } from './assets'
import { showRegisterForm, submitRegistration } from './register'
import { atomFeed, FEED_SIZE, robotsTxt, SITEMAP_RECIPES, sitemap } from './feeds'
import { createOriginKeeper, type OriginKeeper, siteOrigin } from './origin'
import { cachedPage, cachedText, htmlPage, notFoundPage, pageContext, unlessNotFound } from './respond'

export type PageDeps = {
  agentService: AgentService
  recipeService: RecipeService
  discussionService: Pick<DiscussionService, 'get' | 'list'>
  /** For the API's per-address registration limit, which the form must not bypass. */
  limitPolicy: LimitPolicy
  trustProxy: boolean
  cache: ResponseCache
}

const PER_PAGE = 12

/** `?page=` as people type it; undefined for anything that is not a page number. */
function pageNumber(query: Record<string, string | undefined>): number | undefined {
  const page = query.page ? Number(query.page) : 1
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

/** The API's limit on a search; a longer one from the box is cut there rather than refused. */
const MAX_QUERY = 200

/** `?page=&category=&q=` as people type them; anything else is a page that does not exist. */
function listQuery(query: Record<string, string | undefined>): { page: number; category?: Category; q?: string } | undefined {
  const page = pageNumber(query)
  const category = query.category || undefined
  const q = [...(query.q ?? '').trim()].slice(0, MAX_QUERY).join('') || undefined
  if (page === undefined) return undefined
  if (category !== undefined && !CATEGORIES.includes(category as Category)) return undefined
  return { page, category: category as Category | undefined, q }
}

const XML = 'application/xml; charset=utf-8'

/** One language's pages; the same routes serve English at "/" and Japanese under "/ja". */
const pagesIn = (lang: Lang, { agentService, recipeService, discussionService, limitPolicy, trustProxy, cache }: PageDeps, keepsOrigin: OriginKeeper) =>
  new Elysia({ prefix: lang === 'ja' ? '/ja' : '' })
    .get('/', async ({ query, request, server }) => {
      const params = listQuery(query)
      if (!params) return notFoundPage(request, lang)
      const { page, category, q } = params
      // The other language's address is the canonical one, so the page depends on these three only.
      const context = { locale: LOCALES[lang], alternateHref: listHref(LOCALES[otherLang(lang)], category, page, q) }
      return cachedPage(cache, request, ['list', lang, category, page, q], async () => {
        const list = await recipeService.list({ page, perPage: PER_PAGE, category, q }, { client: clientAddress(request, server, trustProxy), singleCharacters: 'scan' })
        return { page: RecipeListPage({ ...context, list: { ...list, category, q } }), recipes: list.items.map((item) => item.id), list: true }
      })
    })
    .get('/recipes/:id', async ({ params, request }) => {
      const { id } = params
      const alternateHref = LOCALES[otherLang(lang)].href(`/recipes/${id}`)
      // Its structured data and Open Graph tags name absolute URLs: one answer per origin.
      const origin = siteOrigin(request, trustProxy)
      const page = await unlessNotFound(
        cachedPage(
          cache,
          request,
          ['recipe', lang, id, origin],
          async () => ({
            page: RecipeDetailPage({ locale: LOCALES[lang], alternateHref, recipe: await recipeService.detail(id), origin }),
            recipes: [id],
          }),
          { keep: keepsOrigin(origin) },
        ),
      )
      return page ?? notFoundPage(request, lang)
    })
    .get('/agents/:id', async ({ params, query, request }) => {
      const { id } = params
      const page = pageNumber(query)
      if (page === undefined) return notFoundPage(request, lang)
      const alternateHref = LOCALES[otherLang(lang)].href(`/agents/${encodeURIComponent(id)}`) + (page > 1 ? `?page=${page}` : '')
      const answer = await unlessNotFound(
        cachedPage(cache, request, ['agent', lang, id, page], async () => {
          const [profile, recipes, ids] = await Promise.all([
            agentService.publicProfile(id),
            recipeService.list({ page, perPage: PER_PAGE, author: id }),
            agentService.recipeIds(id),
          ])
          // The counts and rating cover every recipe of theirs, not only the page shown.
          return { page: AgentProfilePage({ locale: LOCALES[lang], alternateHref, profile, recipes }), recipes: ids, list: true }
        }),
      )
      return answer ?? notFoundPage(request, lang)
    })
    .get('/discussions', async ({ query, request }) => {
      const page = pageNumber(query)
      if (page === undefined) return notFoundPage(request, lang)
      // Not kept: a running discussion's status changes without a write the cache hears of.
      const [running, finished] = await Promise.all([
        discussionService.list({ perPage: PAGING.maxPerPage, status: 'running' }),
        discussionService.list({ page, perPage: PER_PAGE, finished: true }),
      ])
      return htmlPage(DiscussionListPage({ ...pageContext(request, lang), lists: { running: running.items, finished } }))
    })
    .get('/feed.xml', ({ request }) => {
      const origin = siteOrigin(request, trustProxy)
      const make = async () => {
        const { items } = await recipeService.list({ page: 1, perPage: FEED_SIZE })
        return { body: atomFeed(LOCALES[lang], origin, items), recipes: items.map((item) => item.id), list: true }
      }
      return cachedText(cache, request, ['feed', lang, origin], 'application/atom+xml; charset=utf-8', make, { keep: keepsOrigin(origin) })
    })
    .get('/discussions/:id', async ({ params, request }) => {
      const discussion = await unlessNotFound(discussionService.get(params.id))
      return discussion ? htmlPage(DiscussionPage({ ...pageContext(request, lang), discussion })) : notFoundPage(request, lang)
    })
    .get('/register', ({ request }) => showRegisterForm(request, lang))
    .post('/register', ({ request, body, server }) =>
      submitRegistration(request, lang, body, agentService, () => limitPolicy.forRegistration(clientAddress(request, server, trustProxy))),
    )

/** What crawlers read first: one of each for the whole site, both languages inside. */
const crawlerRoutes = ({ recipeService, trustProxy, cache }: PageDeps, keepsOrigin: OriginKeeper) =>
  new Elysia()
    .get('/sitemap.xml', ({ request }) => {
      const origin = siteOrigin(request, trustProxy)
      const make = async () => {
        const recipes = await recipeService.newestIds(SITEMAP_RECIPES)
        return { body: sitemap(origin, recipes), recipes: recipes.map((recipe) => recipe.id), list: true }
      }
      return cachedText(cache, request, ['sitemap', origin], XML, make, { keep: keepsOrigin(origin) })
    })
    .get('/robots.txt', ({ request }) => {
      const origin = siteOrigin(request, trustProxy)
      return cachedText(cache, request, ['robots', origin], 'text/plain; charset=utf-8', async () => ({ body: robotsTxt(origin), recipes: [] }), { keep: keepsOrigin(origin) })
    })

/** Server-rendered pages for people, English at the plain path and Japanese under /ja/. */
export const pageRoutes = (deps: PageDeps) => {
  const keepsOrigin = createOriginKeeper()
  return new Elysia({ name: 'pages' }).use(publicAssets).use(crawlerRoutes(deps, keepsOrigin)).use(pagesIn('en', deps, keepsOrigin)).use(pagesIn('ja', deps, keepsOrigin))
}

/** The HTML 404 for browser paths; undefined lets the API answer with a problem document. */
export function renderPageNotFound(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  if (pathname === '/api' || pathname.startsWith('/api/')) return undefined
  return notFoundPage(request, splitLangPath(pathname).lang)
}
