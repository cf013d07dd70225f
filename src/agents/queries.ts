import { type Column, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { EmbeddedClient } from '../db/embedded'
import { flatRows, perDatabase } from '../db/prepared'
import { agents } from '../db/schema'

/**
 * An agent's name beside a row that names the agent, as a correlated lookup on the agents primary
 * key: for a single row SQLite runs it about twice as fast as the equivalent join. Used where the
 * database is remote; on the embedded driver the names come from `knownAgentNames`.
 */
export const agentName = (agentId: Column) => sql<string>`(SELECT ${agents.name} FROM ${agents} WHERE ${agents.id} = ${agentId})`

/** More distinct authors than this and the table starts over: a bound, not a working size. */
const MAX_KNOWN_NAMES = 100_000

/**
 * Agent names by id, in process, for the embedded driver. The correlated lookup costs ~1 µs a row
 * inside SQLite, a third of reading a recipe's reviews; authors repeat, so a map answers nearly
 * every name. Exact as the read cache is: the map is emptied whenever the agents table's version
 * (EmbeddedClient.version: a write through this client, or any commit by another process) moves,
 * checked before the rows that need the names are read. Undefined on a remote database, whose
 * queries keep the lookup in SQL.
 */
export const knownAgentNames = perDatabase((db) => {
  const client = db.$client instanceof EmbeddedClient ? db.$client : undefined
  if (!client) return undefined
  const byId = client.prepare('SELECT name FROM agents WHERE id = ?')
  const names = new Map<string, string | null>()
  let version = -1
  return {
    /** Call before reading rows whose authors it will be asked for. */
    check() {
      const now = client.version(['agents'])
      if (now !== version || names.size >= MAX_KNOWN_NAMES) {
        names.clear()
        version = now
      }
    },
    /** The name, as the correlated lookup would give it (null for no such agent). */
    nameOf(id: string): string | null {
      let name = names.get(id)
      if (name === undefined) {
        name = (byId.values(id)[0]?.[0] as string | undefined) ?? null
        names.set(id, name)
      }
      return name
    },
  }
})

type Named<K extends string> = { [key in K]: string }

/**
 * Reads rows with their author's name: on the embedded driver `read` runs the query without the
 * name column (`named: false`) and the names come from knownAgentNames; on a remote database the
 * query carries the correlated lookup (`named: true`). Either way each row gets `authorName`.
 */
export async function withAuthorNames<R extends { authorId: string }, N extends R & Named<'authorName'>>(
  db: Database,
  read: (named: boolean) => Promise<R[] | N[]>,
): Promise<N[]> {
  const names = knownAgentNames(db)
  if (!names) return (await read(true)) as N[]
  names.check()
  const rows = (await read(false)) as R[]
  for (const row of rows) (row as unknown as N).authorName = names.nameOf(row.authorId) as string
  return rows as unknown as N[]
}

const agentFields = getTableColumns(agents)
const toAgentRows = flatRows(agentFields)

export type AgentRow = ReturnType<typeof toAgentRows>[number]

const statements = perDatabase((db) => ({
  byKeyHash: db.select(agentFields).from(agents).where(eq(agents.keyHash, sql.placeholder('keyHash'))).limit(1).prepare(),
}))

/** Every authenticated request makes this lookup: prepared once, one probe of the unique key_hash index. */
export async function findAgentByKeyHash(db: Database, keyHash: string): Promise<AgentRow | undefined> {
  return toAgentRows(await statements(db).byKeyHash.values({ keyHash }))[0]
}
