import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { perDatabase } from '../db/prepared'
import { type PictureSize, setRecipeImage } from '../recipes/queries'
import { images } from '../db/schema'

export type ImageRow = typeof images.$inferSelect

/** A PNG's signature and its IHDR chunk's length (13) and type: its width and height follow. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]

/** The first 24 bytes of a PNG of this size: what pngSize reads. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24)
  bytes.set(PNG_HEAD)
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

/** A PNG's width and height from its first 24 bytes; null for a picture in another format. */
export function pngSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 24 || PNG_HEAD.some((byte, i) => bytes[i] !== byte)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, 24)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** Written beside a PNG, in the same batch, so pages never read a picture to size it (migration 0016). */
export const INSERT_SIZE = 'INSERT INTO image_sizes (image_id, width, height) VALUES (?, ?, ?)'

/**
 * Stores a picture and makes it the recipe's in one write: one commit instead of two, shared with
 * the other writes of its turn (src/db/embedded.ts).
 */
export async function insertRecipeImage(db: Database, image: ImageRow, recipeId: string) {
  const size = pngSize(image.data)
  await db.$client.batch(
    [
      {
        sql: 'INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, ?, ?, ?, ?)',
        args: [image.id, image.mediaType, image.data, image.etag, image.createdAt],
      },
      ...(size ? [{ sql: INSERT_SIZE, args: [image.id, size.width, size.height] }] : []),
      setRecipeImage(recipeId, image.id, image.createdAt),
    ],
    'write',
  )
}

/**
 * A picture and its tag, read on every rendition's request: prepared once, as drizzle rendering the
 * query for each call cost more than the lookup (issue 35). No LIMIT: the id is the primary key,
 * and a bound LIMIT costs SQLite more than the lookup it limits.
 */
const statements = perDatabase((db) => ({
  image: db
    .select()
    .from(images)
    .where(eq(images.id, sql.placeholder('id')))
    .prepare(),
  tag: db
    .select({ mediaType: images.mediaType, etag: images.etag })
    .from(images)
    .where(eq(images.id, sql.placeholder('id')))
    .prepare(),
}))

export async function findImage(db: Database, id: string): Promise<ImageRow | undefined> {
  return (await statements(db).image.all({ id }))[0]
}

/** A picture's media type and ETag without its bytes: enough to answer a 304 for any of its renditions. */
export async function findImageTag(db: Database, id: string) {
  return (await statements(db).tag.all({ id }))[0]
}
