/**
 * The folder rules docs/architecture.md states ("Rules of the layout"), checked on the module graph:
 * which folders may import which, where SQL is written, and what each feature folder holds.
 */
import { describe, expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { cycles, importGraph, imports, ROOT, sourceFiles } from './module-graph'

/** The folders of one noun each: routes, services and models of one part of the service. */
const FEATURES = ['agents', 'recipes', 'reviews', 'discussions', 'images', 'mcp', 'guide', 'pages']
/** What every feature shares: none of them may import a feature. */
const SHARED = ['http', 'cache', 'db', 'limits', 'text', 'idempotency']

/** `src/recipes/model.ts` → `src/recipes`; a file at the top of src/ is its own folder; views/ is one. */
const folderOf = (path: string) => {
  const parts = relative(ROOT, path).split('/')
  if (parts[0] === 'views') return 'views'
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.join('/')
}

const graph = importGraph({ typeOnly: true })
/** Every import from one folder into another, as "from -> to" file pairs. */
const crossings = [...graph].flatMap(([from, targets]) =>
  targets
    .filter((to) => graph.has(to) && folderOf(to) !== folderOf(from))
    .map((to) => ({ from, to, fromFolder: folderOf(from), toFolder: folderOf(to) })),
)
const show = (crossing: { from: string; to: string }) =>
  `${relative(ROOT, crossing.from)} -> ${relative(ROOT, crossing.to)}`

describe('folder rules (docs/architecture.md)', () => {
  test('the folders named here exist, so a renamed one is not silently unchecked', () => {
    for (const folder of [...FEATURES, ...SHARED])
      expect({ folder, exists: existsSync(join(ROOT, 'src', folder)) }).toEqual({ folder, exists: true })
  })

  test('no shared folder (http, cache, db, limits, text, idempotency) imports a feature: the OpenAPI document is assembled in src/openapi.ts', () => {
    const upward = crossings.filter(
      ({ fromFolder, toFolder }) =>
        SHARED.some((name) => fromFolder === `src/${name}`) && FEATURES.some((name) => toFolder === `src/${name}`),
    )
    expect(upward.map(show)).toEqual([])
  })

  test('features import each other one way only: no ring such as agents -> recipes -> reviews -> agents', () => {
    const features = new Map<string, string[]>(FEATURES.map((name) => [join(ROOT, 'src', name), []]))
    for (const { fromFolder, toFolder } of crossings) {
      const from = join(ROOT, fromFolder)
      const to = join(ROOT, toFolder)
      if (features.has(from) && features.has(to) && !features.get(from)!.includes(to)) features.get(from)!.push(to)
    }
    expect(cycles(features)).toEqual([])
  })

  test('views never reach the database: they are given data', () => {
    const toDb = crossings.filter(({ fromFolder, toFolder }) => fromFolder === 'views' && toFolder === 'src/db')
    expect(toDb.map(show)).toEqual([])
  })

  test('only src/server.ts loads src/app.ts', () => {
    expect(
      crossings.filter(({ to }) => relative(ROOT, to) === 'src/app.ts').map(({ from }) => relative(ROOT, from)),
    ).toEqual(['src/server.ts'])
  })

  /**
   * SQL is written in queries.ts (or a `<topic>-queries.ts` beside it): a feature's other modules
   * neither import drizzle nor the tables (src/db/schema.ts), not even for a type: a row's type is
   * exported by the queries that read it.
   */
  test('SQL only in queries.ts: no other module of a feature imports drizzle or the tables', () => {
    const isQueries = (path: string) => /(^|-)queries\.ts$/.test(path.split('/').at(-1)!)
    const offenders = FEATURES.flatMap((name) => sourceFiles(join(ROOT, 'src', name)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !isQueries(path))
      .filter((path) =>
        imports(readFileSync(join(ROOT, path), 'utf8')).some(
          ({ specifier }) =>
            specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || specifier.endsWith('/db/schema'),
        ),
      )
    expect(offenders).toEqual([])
  })

  test('each feature with tables keeps its model, rules, statements and routes apart', () => {
    for (const name of ['agents', 'recipes', 'reviews', 'discussions', 'images'])
      for (const file of ['model.ts', 'service.ts', 'queries.ts', 'routes.ts'])
        expect({ file: `src/${name}/${file}`, exists: existsSync(join(ROOT, 'src', name, file)) }).toEqual({
          file: `src/${name}/${file}`,
          exists: true,
        })
  })
})
