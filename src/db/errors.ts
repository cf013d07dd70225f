/** True when a write failed on a UNIQUE or PRIMARY KEY constraint (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { cause?: unknown; code?: string; message?: string } | undefined; current; current = current.cause as typeof current) {
    if (/SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(String(current.code)) || /UNIQUE constraint failed/.test(String(current.message))) return true
  }
  return false
}

type ErrorLink = { cause?: unknown; code?: unknown; message?: unknown }

/**
 * A database error as a log line may show it: the driver's code (SQLITE_FULL, SQLITE_BUSY…) and
 * its own message, found down drizzle's cause chain. Never drizzle's wrapper text ("Failed query:
 * … params: …"), whose parameters are key hashes and what users wrote.
 */
export function describeDatabaseError(error: unknown): { code: string; cause: string } {
  let code: string | undefined
  let cause: string | undefined
  for (let current = error as ErrorLink | undefined, depth = 0; current && depth < 8; current = current.cause as ErrorLink | undefined, depth++) {
    if (typeof current.code === 'string') code = current.code
    const message = typeof current.message === 'string' ? current.message : undefined
    if (message && !message.startsWith('Failed query')) cause = message
  }
  return { code: code ?? 'unknown', cause: cause ?? (error instanceof Error ? error.name : typeof error) }
}
