/**
 * Which methods each known path takes, for the `405` + `Allow` answer to a known path asked with
 * another method (api-decisions.md, "Methods and odd requests"). Learnt once from the app's routes
 * after they are all registered; a path no route matches stays a 404.
 */
export type AllowedMethods = (path: string) => string[] | undefined

type Route = { method: string; path: string }

/** `:id` matches one segment and `*` the rest, as in Elysia's router. */
const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}/?$`)

export function createMethodTable() {
  let table: { pattern: RegExp; methods: Set<string> }[] = []
  const allowed: AllowedMethods = (path) => {
    const methods = new Set<string>()
    for (const entry of table) if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method)
    if (!methods.size) return undefined
    // Bun answers HEAD wherever GET is routed.
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods]
  }
  return {
    allowed,
    learn(routes: Route[]) {
      const byPath = new Map<string, Set<string>>()
      for (const { method, path } of routes) byPath.set(path, (byPath.get(path) ?? new Set()).add(method.toUpperCase()))
      table = [...byPath].map(([path, methods]) => ({ pattern: toPattern(path), methods }))
    },
  }
}
