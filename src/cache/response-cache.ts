/**
 * The service's one cache, in a sentence: the bytes of public read answers (JSON and HTML) in
 * memory, keyed by this build and what the answer shows, each entry tagged with the recipes it
 * shows, dropped by the writes that change those recipes, least recently used first past a bound.
 *
 * - Explicit: the service operations that change data call `recipeChanged` / `listsChanged`
 *   (src/app.ts wires them); nothing here reads SQL or watches tables.
 * - A new recipe changes every list at once: `listsChanged` moves the lists' generation and a list
 *   answer of an older one is never served again (dropped when next asked for, or as the least
 *   recently used). Dropping each list there and then walked every kept list's tags on the request
 *   thread: with 1,000 list pages kept, a burst's first creation held it 7–14 ms (issue 35).
 * - Another process on the same file: `dataVersion` (SQLite's count of other connections' commits)
 *   is checked at most every `checkEveryMs`, and any change clears everything.
 * - A remote database, whose other clients we never hear from: entries live `ttlMs` at most.
 * - Nothing is ever written to the database; a new process starts empty.
 * - Answers that belong to a group (a page under one origin, src/cache/origins.ts) hold at most an
 *   equal share of the bounds between the groups that have answers: past it a group's own least
 *   recently used answer goes, never another group's.
 */

export type CachedAnswer = {
  body: Uint8Array<ArrayBuffer>
  /** A strong validator: the build that made the bytes and a hash of the bytes. */
  etag: string
}

/** What a read makes on a miss: the answer's bytes and the recipes it shows. */
export type MadeAnswer = {
  body: string | Uint8Array<ArrayBuffer>
  /** Every recipe whose change alters these bytes. */
  recipes: readonly string[]
  /** A list: any newly published recipe changes it (totals, positions). */
  list?: boolean
}

/** The writes' side: what the service operations call after they change data. */
export type DataChanges = {
  /** Anything a recipe shows changed: its text, picture, reviews, rating, publication. */
  recipeChanged(id: string): void
  /** A recipe entered or left the lists. */
  listsChanged(): void
}

export type ResponseCacheOptions = {
  buildId: string
  maxBytes: number
  maxEntries: number
  /** Local file: other connections' commit count (PRAGMA data_version). */
  dataVersion?: () => number
  checkEveryMs?: number
  /** Remote database: how long an entry may be served. */
  ttlMs?: number
  now?: () => number
}

type Entry = CachedAnswer & {
  key: string
  /** The recipes it shows, as `tagOf` numbers. */
  tags: readonly number[]
  expires: number
  group?: string
  /** A list's: the lists' generation it shows; served only while that is the current one. */
  lists: number | undefined
}

/** How an answer is kept: in a group (one origin's pages) whose share is bounded, or not at all. */
export type KeepOptions = { keep?: boolean; group?: string }

const utf8 = new TextEncoder()

/**
 * A recipe's tag: a 32-bit hash of its id. The index of tags then holds numbers and the keys the
 * entries already hold, where a string id and a `Set` per recipe were three more cells for the
 * collector to walk at every full collection, tens of thousands of them with a full cache (issue
 * 35: the mixed run's p99 was a full collection's). Two recipes of one hash drop each other's
 * answers: a miss more, never an older answer.
 */
const tagOf = (recipeId: string) => Bun.hash.crc32(recipeId) | 0

export function createResponseCache({
  buildId,
  maxBytes,
  maxEntries,
  dataVersion,
  checkEveryMs = 0,
  ttlMs,
  now = performance.now.bind(performance),
}: ResponseCacheOptions) {
  const buildTag = buildId.slice(0, 12)
  /** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
  const entries = new Map<string, Entry>()
  /** Tag → the key of the one answer that shows it, or the keys of several. */
  const tagged = new Map<number, string | string[]>()
  /** Each group's answers, least recently used first, and their bytes. */
  const groups = new Map<string, { keys: Set<string>; bytes: number }>()
  let bytes = 0
  /** Moves on every invalidation: an answer made across one may show the old data, so it is not kept. */
  let generation = 0
  /** Moves on every `listsChanged`: a list answer kept from an earlier one shows old lists. */
  let listsGeneration = 0
  /**
   * Answers being made, by key, with the generation they started in: a miss joins one made since
   * the last invalidation instead of making the same bytes again (single flight). One started
   * before an invalidation may show the old data, so a later miss does not join it.
   */
  const making = new Map<string, { generation: number; entry: Promise<Entry> }>()
  let seenVersion = dataVersion?.()
  let checkedAt = now()
  const enabled = maxBytes > 0 && maxEntries > 0 && ttlMs !== 0

  function remove(entry: Entry) {
    entries.delete(entry.key)
    bytes -= entry.body.byteLength
    const group = entry.group === undefined ? undefined : groups.get(entry.group)
    if (group) {
      group.keys.delete(entry.key)
      group.bytes -= entry.body.byteLength
      if (group.keys.size === 0) groups.delete(entry.group!)
    }
    for (const tag of entry.tags) untag(tag, entry.key)
  }

  function untag(tag: number, key: string) {
    const keys = tagged.get(tag)
    if (keys === key) tagged.delete(tag)
    else if (Array.isArray(keys)) {
      const at = keys.indexOf(key)
      if (at >= 0) keys.splice(at, 1)
      if (keys.length === 1) tagged.set(tag, keys[0]!)
    }
  }

  function addTag(tag: number, key: string) {
    const keys = tagged.get(tag)
    if (keys === undefined) tagged.set(tag, key)
    else if (typeof keys === 'string') {
      if (keys !== key) tagged.set(tag, [keys, key])
    } else if (!keys.includes(key)) keys.push(key)
  }

  function dropTagged(tag: number) {
    generation++
    const keys = tagged.get(tag)
    if (keys === undefined) return
    for (const key of typeof keys === 'string' ? [keys] : [...keys]) remove(entries.get(key)!)
  }

  function clear() {
    generation++
    entries.clear()
    tagged.clear()
    groups.clear()
    bytes = 0
  }

  /** Another process's commit clears everything: data_version cannot say what it changed. */
  function noticeOtherWriters(at: number) {
    if (!dataVersion || at - checkedAt < checkEveryMs) return
    checkedAt = at
    const version = dataVersion()
    if (version !== seenVersion) {
      seenVersion = version
      clear()
    }
  }

  function seal(key: string, made: MadeAnswer, at: number, group: string | undefined, lists: number): Entry {
    const body = typeof made.body === 'string' ? utf8.encode(made.body) : made.body
    return {
      key,
      body,
      etag: `"${buildTag}-${Bun.hash(body).toString(36)}"`,
      tags: made.recipes.map(tagOf),
      expires: ttlMs === undefined ? Infinity : at + ttlMs,
      ...(group !== undefined && { group }),
      lists: made.list ? lists : undefined,
    }
  }

  const overShare = (group: { keys: Set<string>; bytes: number }) =>
    group.keys.size > Math.max(1, Math.floor(maxEntries / groups.size)) || group.bytes > maxBytes / groups.size

  /** A group past its share gives up its own least recently used answers (never the one just stored). */
  function holdToShare(name: string) {
    const group = groups.get(name)!
    while (group.keys.size > 1 && overShare(group)) remove(entries.get(group.keys.values().next().value!)!)
  }

  /**
   * What goes when the cache is full: the oldest answer of a group past its share (shares shrink as
   * groups appear), else the least recently used answer of all.
   */
  function leastUseful(): Entry {
    for (const group of groups.values()) if (overShare(group)) return entries.get(group.keys.values().next().value!)!
    return entries.values().next().value!
  }

  function store(entry: Entry) {
    if (entry.body.byteLength > maxBytes) return
    // Two misses of one key, made side by side: the later replaces the earlier.
    const racing = entries.get(entry.key)
    if (racing) remove(racing)
    entries.set(entry.key, entry)
    bytes += entry.body.byteLength
    for (const tag of entry.tags) addTag(tag, entry.key)
    if (entry.group !== undefined) {
      let group = groups.get(entry.group)
      if (!group) {
        group = { keys: new Set(), bytes: 0 }
        groups.set(entry.group, group)
      }
      group.keys.add(entry.key)
      group.bytes += entry.body.byteLength
      holdToShare(entry.group)
    }
    while (bytes > maxBytes || entries.size > maxEntries) remove(leastUseful())
  }

  async function miss(
    fullKey: string,
    at: number,
    make: () => Promise<MadeAnswer>,
    keep: boolean,
    group: string | undefined,
  ): Promise<CachedAnswer> {
    const joined = making.get(fullKey)
    if (joined?.generation === generation) return joined.entry
    const before = generation
    const lists = listsGeneration
    const flight = { generation: before, entry: make().then((answer) => seal(fullKey, answer, at, group, lists)) }
    making.set(fullKey, flight)
    try {
      const entry = await flight.entry
      if (enabled && keep && generation === before) store(entry)
      return entry
    } finally {
      if (making.get(fullKey) === flight) making.delete(fullKey)
    }
  }

  return {
    /**
     * The answer for `key`, made by `make` on a miss (and kept unless data changed meanwhile, or
     * `keep` is false: an answer for a one-off variant, such as a Host nobody else sends), within
     * its `group`'s share when it has one.
     */
    answer(
      key: string,
      make: () => Promise<MadeAnswer>,
      { keep = true, group }: KeepOptions = {},
    ): CachedAnswer | Promise<CachedAnswer> {
      const fullKey = `${buildId}\u0000${key}`
      const at = now()
      noticeOtherWriters(at)
      const hit = entries.get(fullKey)
      if (hit && hit.expires > at && (hit.lists === undefined || hit.lists === listsGeneration)) {
        // Back in as the most recently used.
        entries.delete(fullKey)
        entries.set(fullKey, hit)
        const keys = hit.group === undefined ? undefined : groups.get(hit.group)?.keys
        keys?.delete(fullKey)
        keys?.add(fullKey)
        // A hit answers synchronously: each promise between a request and its bytes costs ~1.5 µs.
        return hit
      }
      if (hit) remove(hit)
      return miss(fullKey, at, make, keep, group)
    },

    recipeChanged: (id: string) => dropTagged(tagOf(id)),
    listsChanged: () => {
      generation++
      listsGeneration++
    },
    clear,
    stats: () => ({ entries: entries.size, bytes }),
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>
