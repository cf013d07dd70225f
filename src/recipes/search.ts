import { ProblemError } from '../http/problem'
import type { Category } from './model'

/**
 * The rules of a search (its statements are in search-queries.ts): the terms of `q`, the queries
 * refused, and relevance order. Relevance is a tier that depends on the recipe's own text only — 0
 * when every term is in a title, 1 when every term is in the titles or ingredients, 2 otherwise — so
 * a cursor (tier, position) stays valid while other recipes are added; within a tier, newest first.
 */
export type SearchFilter = { terms: string[]; category?: Category; author?: string }

/**
 * Whitespace (ASCII or ideographic) separates terms; each must appear somewhere in the recipe.
 * Control characters separate them too: no recipe text holds one, and a NUL inside an FTS5
 * string ends it early (a 500 on the list page, found by the fuzz).
 */
export const searchTerms = (q: string | undefined) => [...new Set((q ?? '').split(/[\s\p{Cc}]+/u).filter(Boolean))]

/**
 * A query of single characters only, over the whole catalogue, is refused: no index can answer it
 * (trigrams need three), each such character is in most recipes, and the scan that would answer
 * it costs a pass over every recipe. Two characters (豆腐, 抹茶) still scan, within the client's
 * search budget (src/limits/search-budget.ts); an author's list is small enough to scan for one.
 */
export function refusedShortQuery({ terms, author }: SearchFilter): ProblemError | undefined {
  if (author || !terms.length || terms.some((term) => [...term].length > 1)) return undefined
  return new ProblemError('validation_failed', 'The search query has no term of two characters or more.', {
    errors: [
      {
        field: 'q',
        message: `must hold a term of at least 2 characters (one-character terms such as "${terms[0]}" match nearly every recipe): use a longer word (卵焼き, not 卵), or add one`,
      },
    ],
  })
}

/** Where a match stands in relevance order. */
export type RankedMatch = { id: string; tier: number; position: number }

/** Whether `match` comes after the boundary in relevance order. */
export const comesAfter = (match: RankedMatch, after: Omit<RankedMatch, 'id'>) =>
  match.tier > after.tier || (match.tier === after.tier && match.position < after.position)
