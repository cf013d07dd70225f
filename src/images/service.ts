import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { images } from '../db/schema'
import { notFound } from '../http/problem'
import { newId, nowIso } from '../ids'
import { setRecipeImage } from '../recipes/queries'

export type GeneratedImage = { bytes: Uint8Array; mediaType: string }

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000]

/**
 * Recipe pictures live in the database (so every instance can serve them) and are immutable:
 * a new picture gets a new id, which lets clients cache each URL forever.
 */
export function createImageService(db: Database, hooks: { pictureStored(recipeId: string): void }) {
  const background = new Set<Promise<void>>()

  async function store(recipeId: string, image: GeneratedImage): Promise<string> {
    const id = newId()
    const etag = `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 27)}"`
    await db.insert(images).values({ id, mediaType: image.mediaType, data: Buffer.from(image.bytes), etag, createdAt: nowIso() })
    await setRecipeImage(db, recipeId, id, nowIso())
    hooks.pictureStored(recipeId)
    return id
  }

  return {
    store,

    async load(id: string) {
      const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1)
      if (!image) throw notFound(`Image ${id}`)
      return image
    },

    /** Generates in the background with backoff; a recipe never waits on, or is lost to, its picture. */
    generateInBackground(recipeId: string, generate: () => Promise<GeneratedImage>, delays = RETRY_DELAYS_MS) {
      const attempt = async (tries: number): Promise<void> => {
        try {
          await store(recipeId, await generate())
        } catch (error) {
          if (tries >= delays.length) {
            console.error(JSON.stringify({ level: 'error', msg: 'image generation gave up', recipe_id: recipeId, error: String(error) }))
            return
          }
          await Bun.sleep(delays[tries]!)
          return attempt(tries + 1)
        }
      }
      const job = attempt(0).finally(() => background.delete(job))
      background.add(job)
      return job
    },

    /** Resolves when no background generation is left (tests, graceful shutdown). */
    async settled() {
      while (background.size) await Promise.allSettled([...background])
    },
  }
}

export type ImageService = ReturnType<typeof createImageService>
