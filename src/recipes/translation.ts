import type { LineKind, Translator } from '../ai/translate'
import type { Database } from '../db/client'
import { loggableError } from '../db/errors'
import { nowIso } from '../ids'
import { linesOf } from '../text/lines'
import { clearTranslationDue, findRecipe, storeTranslation, translationDueIds } from './queries'

/** The line fields the model may fill from Japanese (English is optional on a recipe; Japanese is required). */
export const TRANSLATABLE = [
  { field: 'ingredients_en', source: 'ingredientsJa', target: 'ingredientsEn', kind: 'ingredients' },
  { field: 'steps_en', source: 'stepsJa', target: 'stepsEn', kind: 'steps' },
] as const satisfies ReadonlyArray<{ field: string; source: string; target: string; kind: LineKind }>

/** Recipes taken from the database in one look at start. */
const RESUME_BATCH = 200

/**
 * Fills a recipe's missing English from its Japanese, off the request path. The database says
 * which recipes are due (`translation_due`, set in the same write that created or changed the
 * recipe), so a restart loses none: what is left is taken again at start. One recipe at a time:
 * it is background work, and a remote model is a network call, not this thread's CPU.
 */
export function createTranslationService(
  db: Database,
  hooks: { translate: Translator; translated(recipeId: string): void },
) {
  const queue: string[] = []
  const queued = new Set<string>()
  let running: Promise<void> | undefined

  async function translateOne(id: string) {
    const row = await findRecipe(db, id)
    if (!row?.translationDue) return
    const filled: { ingredients_en?: string; steps_en?: string } = {}
    for (const { field, source, target, kind } of TRANSLATABLE) {
      const lines = linesOf(row[source])
      if (row[target] !== '' || !lines.length) continue
      const english = await hooks.translate(lines, kind)
      if (english) filled[field] = english.join('\n')
    }
    if (!Object.keys(filled).length) return clearTranslationDue(db, id)
    const marked = [...new Set([...markedFields(row.machineTranslated), ...Object.keys(filled)])]
    const stored = await storeTranslation(db, id, row, filled, marked, nowIso())
    if (stored) hooks.translated(id)
  }

  function drain() {
    running ??= (async () => {
      await null
      while (queue.length) {
        const id = queue.shift()!
        try {
          await translateOne(id)
        } catch (error) {
          // Left due in the database: taken again at the next start.
          console.error(
            JSON.stringify({ level: 'warn', msg: 'translation failed', recipe_id: id, ...loggableError(error) }),
          )
        } finally {
          queued.delete(id)
        }
      }
      running = undefined
    })()
    return running
  }

  function enqueue(id: string) {
    if (queued.has(id)) return
    queued.add(id)
    queue.push(id)
    void drain()
  }

  async function settled() {
    while (running) await running
  }

  return {
    /** A recipe whose English is missing: translated soon, in the background. */
    enqueue,
    /** What a stopped service left due, a batch at a time. */
    async resumeDue() {
      let after = ''
      for (;;) {
        const ids = await translationDueIds(db, RESUME_BATCH, after)
        for (const id of ids) enqueue(id)
        await settled()
        if (ids.length < RESUME_BATCH) return
        after = ids.at(-1)!
      }
    },
    /** Resolves when nothing is queued (tests, shutdown). */
    settled,
  }
}

/** The fields a stored recipe says the model filled. */
export function markedFields(stored: string | null): string[] {
  return stored ? (JSON.parse(stored) as string[]) : []
}

export type TranslationService = ReturnType<typeof createTranslationService>
