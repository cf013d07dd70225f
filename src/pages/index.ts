import { Elysia } from 'elysia'
import type { AgentService } from '../agents/service'
import type { RecipeService } from '../recipes/service'

export type PageDeps = { agentService: AgentService; recipeService: RecipeService }

/** Server-rendered pages for people, English at the plain path and Japanese under /ja/. */
export const pageRoutes = (_deps: PageDeps) => new Elysia({ name: 'pages' })

/** The HTML 404 for browser paths; undefined lets the API answer with a problem document. */
export const renderPageNotFound = (_request: Request): Response | undefined => undefined
