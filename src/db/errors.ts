/** True when a write failed on a UNIQUE or PRIMARY KEY constraint (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { cause?: unknown; code?: string; message?: string } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (
      /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(String(current.code)) ||
      /UNIQUE constraint failed/.test(String(current.message))
    )
      return true
  }
  return false
}

type ErrorLink = { cause?: unknown; code?: unknown; message?: unknown; name?: unknown }

/** Each error of `error`'s cause chain (drizzle wraps the driver's error), outermost first, at most 8. */
function* chainOf(error: unknown): Generator<ErrorLink> {
  for (
    let current = error as ErrorLink | undefined, depth = 0;
    current && typeof current === 'object' && depth < 8;
    current = current.cause as ErrorLink | undefined, depth++
  )
    yield current
}

/** drizzle's wrappers (DrizzleQueryError, DrizzleError): their message holds the SQL and, after "params:", the values bound to it. */
const isQueryWrapper = (link: ErrorLink) =>
  typeof link.message === 'string' && /^Failed (query|to run the query)/.test(link.message)

/** True when the database answered the error: a driver code (SQLITE_…) or drizzle's wrapper anywhere in the chain. */
export function isDatabaseError(error: unknown): boolean {
  for (const link of chainOf(error)) if (isQueryWrapper(link) || /^SQLITE_/.test(String(link.code))) return true
  return false
}

/**
 * The disk (or SQLite's max_page_count) is full: SQLITE_FULL, or the driver's words for it where a
 * remote server reports no code. Writes fail until an operator makes room; reads still work.
 */
export function isStorageFull(error: unknown): boolean {
  for (const link of chainOf(error))
    if (/^SQLITE_FULL/.test(String(link.code)) || /database or disk is full/i.test(String(link.message ?? '')))
      return true
  return false
}

/**
 * A database error as a log line may show it: the driver's code (SQLITE_FULL, SQLITE_BUSY…) and
 * its own message, found down drizzle's cause chain. Never drizzle's wrapper text ("Failed query:
 * … params: …"), whose parameters are key hashes and what users wrote.
 */
export function describeDatabaseError(error: unknown): { code: string; cause: string } {
  let code: string | undefined
  let cause: string | undefined
  for (const link of chainOf(error)) {
    if (typeof link.code === 'string') code = link.code
    if (typeof link.message === 'string' && !isQueryWrapper(link)) cause = link.message
  }
  return { code: code ?? 'unknown', cause: cause ?? (error instanceof Error ? error.name : typeof error) }
}

/** The call frames of a stack, without its first lines (they repeat the message). */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined

/**
 * What a log line may say of any error. A database error: its code and cause only. Anything
 * else: its text and call frames.
 */
export function loggableError(error: unknown): Record<string, string | undefined> {
  const stack = framesOf((error as ErrorLink & { stack?: unknown })?.stack)
  if (isDatabaseError(error)) return { ...describeDatabaseError(error), stack }
  return { error: String(error), stack }
}
