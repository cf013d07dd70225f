import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { images } from '../db/schema'

export type ImageRow = typeof images.$inferSelect

export async function insertImage(db: Database, image: typeof images.$inferInsert) {
  await db.insert(images).values(image)
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
