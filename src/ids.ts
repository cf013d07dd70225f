/** Opaque, time-sortable identifiers (UUIDv7): ordering by id is ordering by creation time. */
export const newId = () => Bun.randomUUIDv7()
export const nowIso = () => new Date().toISOString()
