/**
 * The first-read paths of the in-process cold tools (bench/cold-ab.ts, bench/cold-profile.ts,
 * bench/first-read-stages.ts), read from the seed they open. They read bench/.data/cold-*.txt,
 * which `bench/run.ts` rewrites from whichever file it last ran on: after a full run those named
 * the 100k file's recipes, and every first read of the 10k seed was a 404 (a detail or a page) or
 * an empty list page past the end. Shuffled with a fixed seed, so two trees and two runs read the
 * same paths in the same order; the shapes are bench/run.ts's (half the ids as JSON, the other half
 * as pages, every other page in Japanese; every list page of the whole list and of each category).
 */
import { Database } from 'bun:sqlite'

const PER_PAGE = 20

/** A deterministic shuffle (mulberry32): the same order in every process. */
function shuffled<T>(items: T[], seed = 35): T[] {
  let state = seed
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

export type ColdKind = 'detail' | 'html' | 'lists'

/** The paths of `kind` over the published recipes of the database file at `dbPath`. */
export function coldPaths(dbPath: string, kind: ColdKind): string[] {
  const db = new Database(dbPath, { readonly: true })
  try {
    if (kind === 'lists') {
      const total = db.query<{ n: number | null }, []>('SELECT max(list_position) AS n FROM recipes').get()?.n ?? 0
      const pages = Array.from({ length: Math.ceil(total / PER_PAGE) }, (_, i) => `/api/recipes?page=${i + 1}`)
      const byCategory = db
        .query<{ category: string; n: number }, []>(
          'SELECT category, max(category_position) AS n FROM recipes WHERE category_position IS NOT NULL GROUP BY category ORDER BY category',
        )
        .all()
      for (const { category, n } of byCategory)
        for (let page = 1; page <= Math.ceil(n / PER_PAGE); page++)
          pages.push(`/api/recipes?category=${category}&page=${page}`)
      return shuffled(pages)
    }
    const ids = shuffled(
      db
        .query<{ id: string }, []>('SELECT id FROM recipes WHERE list_position IS NOT NULL ORDER BY list_position')
        .all()
        .map((row) => row.id),
    )
    const half = Math.floor(ids.length / 2)
    return kind === 'detail'
      ? ids.slice(0, half).map((id) => `/api/recipes/${id}`)
      : ids.slice(half).map((id, i) => `/${i % 2 ? 'ja/' : ''}recipes/${id}`)
  } finally {
    db.close()
  }
}
