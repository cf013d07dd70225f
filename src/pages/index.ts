import { Elysia } from 'elysia'
import { type Lang, LOCALES, otherLang, splitLangPath } from '../../views/i18n'
import { DiscussionPage } from '../../views/pages/discussion'
import { RecipeDetailPage } from '../../views/pages/recipe-detail'
import { RecipeListPage } from '../../views/pages/recipe-list'
import { clientAddress } from '../http/client-address'
import type { LimitPolicy } from '../limits/policy'
import type { AgentService } from '../agents/service'
import type { DiscussionService } from '../discussions/service'
import { derivedFrom } from '../db/read-cache'
import { CATEGORIES, type Category } from '../recipes/model'
import type { RecipeService } from '../recipes/service'
import { publicAssets } from './assets'
import { showRegisterForm, submitRegistration } from './register'
import { htmlPage, notFoundPage, pageBytes, pageContext, unlessNotFound } from './respond'

export type PageDeps = {
  agentService: AgentService
  recipeService: RecipeService
  discussionService: Pick<DiscussionService, 'get'>
  /** For the API's per-address registration limit, which the form must not bypass. */
  limitPolicy: LimitPolicy
  trustProxy: boolean
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

/**
 * A list page is a pure function of the service's answer and its context (language, the other
 * language's address), and the service hands out the same answer object until a table it read
 * changes: the page is kept on that answer (derivedFrom), as fresh as the answer itself. The
 * other language's address carries the query string as typed, so a few variants per answer are
 * kept (derivedFrom's bound) and odd query strings only push out each other.
 */
function renderedFrom(answer: object, context: ReturnType<typeof pageContext>, render: () => JSX.Element): Uint8Array<ArrayBuffer> {
  return derivedFrom(answer, `html ${context.locale.lang} ${context.alternateHref}`, () => pageBytes(render()))
}

/**
 * A recipe's page in one language, or undefined for an id that is not a published recipe. It
 * depends on the recipe and the language only (the other language's address is the recipe's own,
 * whatever query the request had), so it is kept with the recipe's JSON (RecipeService.detailRendering).
 */
export const recipePage = (recipeService: RecipeService, id: string, lang: Lang) =>
  unlessNotFound(
    recipeService.detailRendering(id, `html:${lang}`, (recipe) =>
      pageBytes(RecipeDetailPage({ locale: LOCALES[lang], alternateHref: LOCALES[otherLang(lang)].href(`/recipes/${id}`), recipe })),
    ),
  )

/** One language's pages; the same routes serve English at "/" and Japanese under "/ja". */
const pagesIn = (lang: Lang, { agentService, recipeService, discussionService, limitPolicy, trustProxy }: PageDeps) =>
  new Elysia({ prefix: lang === 'ja' ? '/ja' : '' })
    .get('/', async ({ query, request }) => {
      const params = listQuery(query)
      if (!params) return notFoundPage(request, lang)
      const list = await recipeService.list({ ...params, perPage: PER_PAGE })
      const context = pageContext(request, lang)
      return htmlPage(renderedFrom(list, context, () => RecipeListPage({ ...context, list: { ...list, category: params.category } })))
    })
    .get('/recipes/:id', async ({ params, request }) => {
      const page = await recipePage(recipeService, params.id, lang)
      return page ? htmlPage(page) : notFoundPage(request, lang)
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
