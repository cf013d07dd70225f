/** A step's or cue's clauses, split where a cook's sentence joins them, so one can go without leaving a broken sentence. */
import type { Lang } from '../food/types'

export const CLAUSE = { ja: /(、)/, en: /(, and |, | and )/ }

/**
 * A text of several clauses without the ones `gone` says are the food's ("the oil is red and the
 * garlic smells sweet"; "pour the egg around it"), its closing stop kept; null when none or all are.
 */
export function withoutClausesOf(text: string, gone: (clause: string) => boolean, lang: Lang): string | null {
  const parts = text.split(CLAUSE[lang])
  const clauses = parts.filter((_, i) => i % 2 === 0)
  const kept = clauses.flatMap((c, i) => (gone(c) ? [] : [i]))
  if (!kept.length || kept.length === clauses.length) return null
  const out = kept.map((i, k) => (k === 0 ? clauses[i] : `${parts[i * 2 - 1] ?? parts[1]}${clauses[i]}`)).join('')
  const stop = text.match(/[。.]$/)?.[0] ?? ''
  return out.endsWith(stop) ? out : out + stop
}
