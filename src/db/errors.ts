/** True when a write failed on a UNIQUE or PRIMARY KEY constraint (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { cause?: unknown; code?: string; message?: string } | undefined; current; current = current.cause as typeof current) {
    if (/SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(String(current.code)) || /UNIQUE constraint failed/.test(String(current.message))) return true
  }
  return false
}
