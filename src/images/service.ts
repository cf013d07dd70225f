import type { Database } from '../db/client'
import { loggableError } from '../db/errors'
import { notFound } from '../http/problem'
import { newId, nowIso } from '../ids'
import { type PictureSubject, pictureSubjectOf, recipesWaitingForPicture } from '../recipes/queries'
import { findImage, insertRecipeImage } from './queries'

export type GeneratedImage = { bytes: Uint8Array; mediaType: string }

export type { PictureSubject }

export type PictureQueueSettings = {
  /** Recipes waiting for, or being given, a picture; past it a recipe waits in the database instead. */
  capacity: number
  /** Pictures made at once (the worker threads, for the offline model). */
  concurrency: number
  /** Waits before the second, third… attempt at a picture; after the last one it waits for the next start. */
  retryDelaysMs: number[]
  /** Recipes without a picture taken from the database in one look, oldest first. */
  resumeBatch: number
}

const DEFAULTS: PictureQueueSettings = {
  capacity: 10_000,
  concurrency: 1,
  retryDelaysMs: [1_000, 5_000, 30_000],
  resumeBatch: 500,
}

/**
 * A picture's strong ETag: 128 bits from its bytes (two 64-bit hashes), so the same picture always
 * has the same one. A picture never changes under its id, so no adversary can pick bytes to match
 * another's tag: SHA-256 of a ~90 KB picture took ~56 µs of the request thread, these two ~5 µs.
 */
export const imageEtag = (bytes: Uint8Array) =>
  `"${Buffer.from(new BigUint64Array([Bun.hash.xxHash3(bytes), Bun.hash.wyhash(bytes)]).buffer).toString('base64url')}"`

/**
 * Recipe pictures live in the database (so every instance can serve them) and are immutable:
 * a new picture gets a new id, which lets clients cache each URL forever.
 *
 * A created recipe is answered at once and its picture made later, from a bounded queue of recipe
 * ids. The queue is only a shortcut: the database says which recipes still need a picture (published,
 * `image_id` null). A recipe the full queue turns away, or one left waiting by a restart, is found
 * there again: at start (`resumeWaiting`), and whenever the queue drains after turning one away.
 */
export function createImageService(
  db: Database,
  hooks: { pictureStored(recipeId: string): void; draw(recipe: PictureSubject): Promise<GeneratedImage> },
  settings: Partial<PictureQueueSettings> = {},
) {
  const { capacity, concurrency, retryDelaysMs, resumeBatch } = { ...DEFAULTS, ...settings }
  /** Recipe id → attempts made, for every recipe in the queue (waiting, being drawn, or waiting to retry). */
  const queued = new Map<string, number>()
  const ready: string[] = []
  let drawing = 0
  let looking = false
  /** A recipe without a picture may be missing from the queue: look in the database once it drains. */
  let behind = false
  /** Waiting recipes up to this list position have been taken from the database since start. */
  let lookedTo = 0
  let drained: { promise: Promise<void>; resolve(): void } | undefined

  async function store(recipeId: string, image: GeneratedImage): Promise<string> {
    const id = newId()
    await insertRecipeImage(
      db,
      {
        id,
        mediaType: image.mediaType,
        data: Buffer.from(image.bytes),
        etag: imageEtag(image.bytes),
        createdAt: nowIso(),
      },
      recipeId,
    )
    hooks.pictureStored(recipeId)
    return id
  }

  /** Adds a recipe to the queue; false when the queue is full (the recipe keeps waiting in the database). */
  function enqueue(recipeId: string): boolean {
    if (queued.has(recipeId)) return true
    if (queued.size >= capacity) {
      behind = true
      return false
    }
    queued.set(recipeId, 0)
    ready.push(recipeId)
    pump()
    return true
  }

  async function illustrate(recipeId: string) {
    const recipe = await pictureSubjectOf(db, recipeId)
    // Gone, or given a picture since it was queued (by its discussion, or another instance).
    if (!recipe || recipe.imageId) return
    await store(recipeId, await hooks.draw(recipe))
  }

  function finish(recipeId: string, error?: unknown) {
    const attempts = queued.get(recipeId)! + 1
    if (error === undefined) queued.delete(recipeId)
    else if (attempts > retryDelaysMs.length) {
      queued.delete(recipeId)
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'image generation gave up until the next start',
          recipe_id: recipeId,
          ...loggableError(error),
        }),
      )
    } else {
      queued.set(recipeId, attempts)
      // A retry waiting does not keep the process alive: a stopped service finds the recipe at its next start.
      setTimeout(
        () => {
          ready.push(recipeId)
          pump()
        },
        retryDelaysMs[attempts - 1],
      ).unref()
    }
  }

  function pump() {
    while (drawing < concurrency && ready.length) {
      const recipeId = ready.shift()!
      drawing++
      illustrate(recipeId)
        .then(
          () => finish(recipeId),
          (error) => finish(recipeId, error ?? 'unknown error'),
        )
        .finally(() => {
          drawing--
          pump()
        })
    }
    if (drawing || ready.length || looking) return
    // A queue full of retries waiting for their turn takes nothing new until one of them is done.
    if (behind && queued.size < capacity) void resumeWaiting()
    else if (!queued.size) {
      drained?.resolve()
      drained = undefined
    }
  }

  /**
   * Queues the oldest published recipes without a picture that are not queued yet, as many as fit.
   * A read of the partial index recipes_waiting_picture (migration 0008, `recipesWaitingForPicture`):
   * without it this walked every recipe's position (~0.3 s at 100k, blocking the thread).
   */
  async function resumeWaiting(): Promise<number> {
    if (looking) return 0
    looking = true
    behind = false
    let found = 0
    try {
      const room = Math.min(resumeBatch, capacity - queued.size)
      if (room <= 0) {
        behind = true
        return 0
      }
      const rows = await recipesWaitingForPicture(db, lookedTo, room)
      for (const { id, position } of rows) {
        lookedTo = Math.max(lookedTo, position ?? 0)
        if (!queued.has(id)) found++
        enqueue(id)
      }
      if (rows.length === room) behind = true
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'looking for recipes without a picture failed',
          ...loggableError(error),
        }),
      )
    } finally {
      looking = false
      pump()
    }
    return found
  }

  return {
    store,

    async load(id: string) {
      const image = await findImage(db, id)
      if (!image) throw notFound(`Image ${id}`)
      return image
    },

    enqueue,
    resumeWaiting,

    /** Recipes in the queue: waiting, being drawn, or waiting to retry. */
    queued: () => queued.size,

    /** Resolves once the queue is empty and nothing is being drawn (tests, graceful shutdown). */
    settled(): Promise<void> {
      if (!queued.size && !drawing && !looking && !behind) return Promise.resolve()
      if (!drained) {
        let resolve!: () => void
        const promise = new Promise<void>((r) => (resolve = r))
        drained = { promise, resolve }
      }
      return drained.promise
    },
  }
}

export type ImageService = ReturnType<typeof createImageService>
