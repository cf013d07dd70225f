import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { setRecipeImage } from '../recipes/queries'
import { images } from '../db/schema'

export type ImageRow = typeof images.$inferSelect

/**
 * Stores a picture and makes it the recipe's in one write: one commit instead of two, shared with
 * the other writes of its turn (src/db/embedded.ts).
 */
export async function insertRecipeImage(db: Database, image: ImageRow, recipeId: string) {
  await db.$client.batch(
    [
      {
        sql: 'INSERT INTO images (id, media_type, data, etag, created_at) VALUES (?, ?, ?, ?, ?)',
        args: [image.id, image.mediaType, image.data, image.etag, image.createdAt],
      },
      setRecipeImage(recipeId, image.id, image.createdAt),
    ],
    'write',
  )
}

export async function findImage(db: Database, id: string): Promise<ImageRow | undefined> {
  const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1)
  return image
}

/** A picture's media type and ETag without its bytes: enough to answer a 304 for any of its renditions. */
export async function findImageTag(db: Database, id: string) {
  const [image] = await db
    .select({ mediaType: images.mediaType, etag: images.etag })
    .from(images)
    .where(eq(images.id, id))
    .limit(1)
  return image
}
