import { createHash } from 'node:crypto'
import type { Client } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import type * as schema from './schema'
import journal from './migrations/meta/_journal.json'
import init from './migrations/0000_init.sql' with { type: 'text' }
import ratingTriggers from './migrations/0001_rating_triggers.sql' with { type: 'text' }
import rateCounters from './migrations/0002_rate_counters.sql' with { type: 'text' }
import clusterReviews from './migrations/0003_cluster_reviews.sql' with { type: 'text' }
import recipeDocuments from './migrations/0004_recipe_documents.sql' with { type: 'text' }
import keptPagesAndRanges from './migrations/0005_kept_pages_and_ranges.sql' with { type: 'text' }
import dropKeptAnswers from './migrations/0006_drop_kept_answers.sql' with { type: 'text' }
import searchAndLifecycle from './migrations/0007_search_and_lifecycle.sql' with { type: 'text' }
import waitingPictures from './migrations/0008_waiting_pictures.sql' with { type: 'text' }
import discussionLeases from './migrations/0009_discussion_leases.sql' with { type: 'text' }
import recipeDescriptions from './migrations/0010_recipe_descriptions.sql' with { type: 'text' }
import hostTurnsAndCallbacks from './migrations/0011_host_turns_and_callbacks.sql' with { type: 'text' }
import idempotencyAndCallbackEvents from './migrations/0012_idempotency_and_callback_events.sql' with { type: 'text' }
import remixAndTranslation from './migrations/0013_remix_and_translation.sql' with { type: 'text' }
import remixCallbacks from './migrations/0014_remix_callbacks.sql' with { type: 'text' }
import prepAndCookMinutes from './migrations/0015_prep_and_cook_minutes.sql' with { type: 'text' }
import pictureSizes from './migrations/0016_picture_sizes.sql' with { type: 'text' }
import reviewsKeyedByAuthor from './migrations/0017_reviews_keyed_by_author.sql' with { type: 'text' }
import searchIndexQueue from './migrations/0018_search_index_queue.sql' with { type: 'text' }

/**
 * The migrations drizzle-kit generated, imported as text so that they are bundled into the
 * single binary (drizzle's own migrator reads them from a folder at run time). After
 * `npm run db:generate`, add the new file here; a test fails until every journal entry is listed.
 */
export const MIGRATION_SQL: Record<string, string> = {
  '0000_init': init,
  '0001_rating_triggers': ratingTriggers,
  '0002_rate_counters': rateCounters,
  '0003_cluster_reviews': clusterReviews,
  '0004_recipe_documents': recipeDocuments,
  '0005_kept_pages_and_ranges': keptPagesAndRanges,
  '0006_drop_kept_answers': dropKeptAnswers,
  '0007_search_and_lifecycle': searchAndLifecycle,
  '0008_waiting_pictures': waitingPictures,
  '0009_discussion_leases': discussionLeases,
  '0010_recipe_descriptions': recipeDescriptions,
  '0011_host_turns_and_callbacks': hostTurnsAndCallbacks,
  '0012_idempotency_and_callback_events': idempotencyAndCallbackEvents,
  '0013_remix_and_translation': remixAndTranslation,
  '0014_remix_callbacks': remixCallbacks,
  '0015_prep_and_cook_minutes': prepAndCookMinutes,
  '0016_picture_sizes': pictureSizes,
  '0017_reviews_keyed_by_author': reviewsKeyedByAuthor,
  '0018_search_index_queue': searchIndexQueue,
}

const MIGRATIONS_TABLE = '__drizzle_migrations'

/**
 * What migrating uses of a database. Spelled out here rather than imported as `Database` from
 * ./client, which runs the migrations when it opens a database: the two would import each other.
 */
type Migratable = Pick<LibSQLDatabase<typeof schema>, 'run' | 'values'> & { $client: Pick<Client, 'batch'> }

const lastApplied = async (db: Migratable) =>
  (
    await db.values<[number, string, number]>(
      sql.raw(`SELECT id, hash, created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at DESC LIMIT 1`),
    )
  )[0]

/**
 * Applies the migrations not yet applied, in one batch, keeping drizzle's own bookkeeping table.
 * Instances started together on one database race here: the batch of each one that loses fails
 * (its CREATE TABLE finds the table made), which is fine once the winner has applied them all.
 */
export async function applyMigrations(db: Migratable) {
  await db.run(
    sql.raw(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`,
    ),
  )
  try {
    await applyPending(db, await lastApplied(db))
  } catch (error) {
    const now = await lastApplied(db)
    if (!now || Number(now[2]) < journal.entries.at(-1)!.when) throw error
  }
}

async function applyPending(db: Migratable, last: [number, string, number] | undefined) {
  const statements: string[] = []
  const args: { hash: string; when: number }[] = []
  for (const entry of journal.entries) {
    if (last && Number(last[2]) >= entry.when) continue
    const text = MIGRATION_SQL[entry.tag]
    if (text === undefined) throw new Error(`Migration ${entry.tag} is in the journal but not in src/db/migrations.ts`)
    statements.push(...text.split('--> statement-breakpoint').filter((statement) => statement.trim()))
    args.push({ hash: createHash('sha256').update(text).digest('hex'), when: entry.when })
  }
  if (statements.length === 0) return
  await db.$client.batch(
    [
      ...statements,
      ...args.map(({ hash, when }) => ({
        sql: `INSERT INTO ${MIGRATIONS_TABLE} ("hash", "created_at") VALUES (?, ?)`,
        args: [hash, when],
      })),
    ],
    'write',
  )
}
