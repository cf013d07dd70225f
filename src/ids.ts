/** Opaque, time-sortable identifiers (UUIDv7): ordering by id is ordering by creation time. */
export const newId = () => Bun.randomUUIDv7()
export const nowIso = () => new Date().toISOString()

/** What newId makes (a UUID), as regular-expression source. */
export const ID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
export const isId = (value: string) => new RegExp(`^${ID_SOURCE}$`).test(value)
