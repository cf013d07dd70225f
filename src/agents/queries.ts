import { and, type Column, count, eq, getTableColumns, isNotNull, sql, sum } from 'drizzle-orm'
import { type Database, embeddedClientOf, type Statement } from '../db/client'
import { flatRows, perDatabase } from '../db/prepared'
import { agents, recipes } from '../db/schema'

/**
 * An agent's name beside a row that names the agent, as a correlated lookup on the agents primary
 * key: for a single row SQLite runs it about twice as fast as the equivalent join.
 */
export const agentName = (agentId: Column) =>
  sql<string>`(SELECT ${agents.name} FROM ${agents} WHERE ${agents.id} = ${agentId})`

/**
 * Whether a read names its rows' agents beside each row (agentName) rather than from agentNames.
 * In process a lookup per row was half the cost of a first read of a page of reviews and a third of
 * a list page's statement (issue 35), and one more statement for the names not yet known costs
 * microseconds. Over the network that statement is a second round trip, which costs more than the
 * lookups: there the names come beside each row.
 */
export const namesBeside = (db: Database) => embeddedClientOf(db) === undefined

/**
 * Agents' names by id. No request renames an agent (setAgentKey changes only its key), so a name
 * once read holds in every process.
 */
const knownNames = new Map<string, string>()
const KNOWN_NAMES_KEPT = 50_000

/** The names of the agents `ids`, read once per process: a map holding at least every one of them that exists. */
export async function agentNames(db: Database, ids: Iterable<string>): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set(ids)]
  let unknown = wanted.filter((id) => !knownNames.has(id))
  if (!unknown.length) return knownNames
  // Past the bound the map starts again, with this read's names, known ones included.
  if (knownNames.size + unknown.length > KNOWN_NAMES_KEPT) {
    knownNames.clear()
    unknown = wanted
  }
  for (const { id, name } of await statements(db).names.all({ ids: JSON.stringify(unknown) })) knownNames.set(id, name)
  return knownNames
}

/** An agent as stored (key hash included: never shown as it is). */
export type Agent = typeof agents.$inferSelect

const agentFields = getTableColumns(agents)

/** Inserts an agent; `then` joins the same transaction (the answer an Idempotency-Key keeps). */
export async function insertAgent(db: Database, agent: typeof agents.$inferInsert, then: Statement[] = []) {
  const insert = db.insert(agents).values(agent).toSQL()
  await db.$client.batch([{ sql: insert.sql, args: insert.params as Statement['args'] }, ...then], 'write')
}

/** Replaces an agent's key hash in one write, so the old key stops working at once. */
export async function setAgentKey(db: Database, id: string, keyHash: string, rotatedAt: string) {
  await db.update(agents).set({ keyHash, keyRotatedAt: rotatedAt }).where(eq(agents.id, id))
}
const toAgentRows = flatRows(agentFields)

export type AgentRow = ReturnType<typeof toAgentRows>[number]

const statements = perDatabase((db) => ({
  names: db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(sql`${agents.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare(),
  byKeyHash: db
    .select(agentFields)
    .from(agents)
    // No LIMIT: key_hash is unique, and a bound LIMIT made the lookup 3-4x dearer (issue 35).
    .where(eq(agents.keyHash, sql.placeholder('keyHash')))
    .prepare(),
}))

/** Every authenticated request makes this lookup: prepared once, one probe of the unique key_hash index. */
export async function findAgentByKeyHash(db: Database, keyHash: string): Promise<AgentRow | undefined> {
  return toAgentRows(await statements(db).byKeyHash.values({ keyHash }))[0]
}

/** The public face of an agent: never its key hash. */
export async function findPublicAgent(db: Database, id: string) {
  const [row] = await db
    .select({ id: agents.id, name: agents.name, description: agents.description, createdAt: agents.createdAt })
    .from(agents)
    .where(eq(agents.id, id))
  return row
}

/** How many published recipes the agent wrote and the reviews over all of them (off the author index). */
export async function authorStats(db: Database, id: string) {
  const [row] = await db
    .select({
      recipes: count(),
      ratingCount: sum(recipes.ratingCount).mapWith(Number),
      ratingSum: sum(recipes.ratingSum).mapWith(Number),
    })
    .from(recipes)
    .where(and(eq(recipes.authorId, id), isNotNull(recipes.listPosition)))
  return { recipes: row?.recipes ?? 0, ratingCount: row?.ratingCount ?? 0, ratingSum: row?.ratingSum ?? 0 }
}

/** Ids of the agent's published recipes: what a cached profile must be dropped with. */
export async function authorRecipeIds(db: Database, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.authorId, id), isNotNull(recipes.listPosition)))
  return rows.map((row) => row.id)
}

/** Agents with a published recipe (whose profile pages have something to show), in id order, for the sitemap. */
const publishedAuthorIds = sql`SELECT DISTINCT ${recipes.authorId} AS id FROM ${recipes} WHERE ${recipes.listPosition} IS NOT NULL`

export async function countPublishedAuthors(db: Database): Promise<number> {
  const [row] = await db.values<[number]>(sql`SELECT count(*) FROM (${publishedAuthorIds})`)
  return Number(row?.[0] ?? 0)
}

export async function publishedAuthors(db: Database, offset: number, limit: number): Promise<string[]> {
  const rows = await db.values<[string]>(sql`${publishedAuthorIds} ORDER BY id LIMIT ${limit} OFFSET ${offset}`)
  return rows.map(([id]) => id)
}
