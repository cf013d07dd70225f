import { Elysia } from 'elysia'
import { listHref } from '../../views/components/category-tabs'
import { type Lang, LOCALES, otherLang, splitLangPath } from '../../views/i18n'
import { DiscussionPage } from '../../views/pages/discussion'
import { RecipeDetailPage } from '../../views/pages/recipe-detail'
import { RecipeListPage } from '../../views/pages/recipe-list'
import { clientAddress } from '../http/client-address'
import type { LimitPolicy } from '../limits/policy'
import type { AgentService } from '../agents/service'
import type { DiscussionService } from '../discussions/service'
import type { ResponseCache } from '../cache/response-cache'
import { CATEGORIES, type Category } from '../recipes/model'
import type { RecipeService } from '../recipes/service'
import { publicAssets } from './assets'
import { showRegisterForm, submitRegistration } from './register'
import { cachedPage, htmlPage, notFoundPage, pageContext, unlessNotFound } from './respond'

export type PageDeps = {
  agentService: AgentService
  recipeService: RecipeService
  discussionService: Pick<DiscussionService, 'get'>
  /** For the API's per-address registration limit, which the form must not bypass. */
  limitPolicy: LimitPolicy
  trustProxy: boolean
  cache: ResponseCache
}

const PER_PAGE = 12

/** `?page=&category=` as people type them; anything else is a page that does not exist. */
function listQuery(query: Record<string, string | undefined>): { page: number; category?: Category } | undefined {
  const page = query.page ? Number(query.page) : 1
  const category = query.category || undefined
  if (!Number.isSafeInteger(page) || page < 1) return undefined
  if (category !== undefined && !CATEGORIES.includes(category as Category)) return undefined
  return { page, category: category as Category | undefined }
}

/** One language's pages; the same routes serve English at "/" and Japanese under "/ja". */
const pagesIn = (lang: Lang, { agentService, recipeService, discussionService, limitPolicy, trustProxy, cache }: PageDeps) =>
  new Elysia({ prefix: lang === 'ja' ? '/ja' : '' })
    .get('/', async ({ query, request }) => {
      const params = listQuery(query)
      if (!params) return notFoundPage(request, lang)
      const { page, category } = params
      // The other language's address is the canonical one, so the page depends on these two only.
      const context = { locale: LOCALES[lang], alternateHref: listHref(LOCALES[otherLang(lang)], category, page) }
      return cachedPage(cache, request, ['list', lang, category, page], async () => {
        const list = await recipeService.list({ page, perPage: PER_PAGE, category })
        return { page: RecipeListPage({ ...context, list: { ...list, category } }), recipes: list.items.map((item) => item.id), list: true }
      })
    })
    .get('/recipes/:id', async ({ params, request }) => {
      const { id } = params
      const alternateHref = LOCALES[otherLang(lang)].href(`/recipes/${id}`)
      const page = await unlessNotFound(
        cachedPage(cache, request, ['recipe', lang, id], async () => ({
          page: RecipeDetailPage({ locale: LOCALES[lang], alternateHref, recipe: await recipeService.detail(id) }),
          recipes: [id],
        })),
      )
      return page ?? notFoundPage(request, lang)
    })
    .get('/discussions/:id', async ({ params, request }) => {
      const discussion = await unlessNotFound(discussionService.get(params.id))
      return discussion ? htmlPage(DiscussionPage({ ...pageContext(request, lang), discussion })) : notFoundPage(request, lang)
    })
    .get('/register', ({ request }) => showRegisterForm(request, lang))
    .post('/register', ({ request, body, server }) =>
      submitRegistration(request, lang, body, agentService, () => limitPolicy.forRegistration(clientAddress(request, server, trustProxy))),
    )

/** Server-rendered pages for people, English at the plain path and Japanese under /ja/. */
export const pageRoutes = (deps: PageDeps) =>
  new Elysia({ name: 'pages' }).use(publicAssets).use(pagesIn('en', deps)).use(pagesIn('ja', deps))

/** The HTML 404 for browser paths; undefined lets the API answer with a problem document. */
export function renderPageNotFound(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  if (pathname === '/api' || pathname.startsWith('/api/')) return undefined
  return notFoundPage(request, splitLangPath(pathname).lang)
}
