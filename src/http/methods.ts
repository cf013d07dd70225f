/**
 * The app's routes as the error handler needs them, learnt once after every route is registered:
 * which methods each known path takes, for the `405` + `Allow` answer to a known path asked with
 * another method (docs/api.md, "Methods and odd requests"; a path no route matches stays a
 * 404), and each route's query schema, to name the parameter behind a conversion error.
 */
type Route = { method: string; path: string; hooks?: { query?: unknown } }
type QueryProperties = Record<string, Record<string, unknown> & { anyOf?: Record<string, unknown>[] }>

/** `:id` matches one segment and `*` the rest, as in Elysia's router. */
const toPattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*')}/?$`,
  )

export function createRouteTable() {
  let table: { pattern: RegExp; methods: Set<string>; path: string }[] = []
  let routes: Route[] = []
  return {
    /** The methods a path takes, or undefined for a path no route matches. */
    allowed(path: string): string[] | undefined {
      const methods = new Set<string>()
      // A route naming the path exactly owns it: GET /api/agents/register is not GET /api/agents/:id.
      const exact = table.filter((entry) => entry.path === path || `${entry.path}/` === path)
      for (const entry of exact.length ? exact : table)
        if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method)
      if (!methods.size) return undefined
      // Bun answers HEAD wherever GET is routed.
      if (methods.has('GET')) methods.add('HEAD')
      return [...methods]
    },
    /** The query parameters' schemas of the route `route` (its pattern, as Elysia names it). */
    queryProperties(method: string, route: string): QueryProperties {
      const query = routes.find((candidate) => candidate.method === method && candidate.path === route)?.hooks?.query as
        | { properties?: QueryProperties }
        | undefined
      return query?.properties ?? {}
    },
    learn(appRoutes: Route[]) {
      routes = appRoutes
      const byPath = new Map<string, Set<string>>()
      for (const { method, path } of appRoutes)
        byPath.set(path, (byPath.get(path) ?? new Set()).add(method.toUpperCase()))
      table = [...byPath].map(([path, methods]) => ({ pattern: toPattern(path), methods, path }))
    },
  }
}

export type RouteTable = Pick<ReturnType<typeof createRouteTable>, 'allowed' | 'queryProperties'>
