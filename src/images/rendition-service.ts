import type { Database } from '../db/client'
import { notFound } from '../http/problem'
import { findImage, findImageTag } from './queries'
import { type RenditionInput, WEBP_OPTIONS } from './render'
import { parseRendition, RENDITION_FORMATS } from './renditions'
import { imageEtag } from './service'

/** Renditions made by this process, kept while they fit: about 3,000 at 10 KiB (a WebP at 800 wide). */
const KEPT_BYTES = 32 * 1_048_576

/**
 * What a rendition's bytes follow from besides its picture and its name: the codec and its
 * settings. A change to either must change this, and so every rendition's ETag.
 */
const RENDERING = `jsquash-webp-1.5.0 ${JSON.stringify(WEBP_OPTIONS)}; box filter; png sub 3`

/** A rendition's strong ETag, from its picture's and its name: known without making it. */
const renditionEtag = (pictureEtag: string, name: string) =>
  imageEtag(new TextEncoder().encode(`${pictureEtag} ${name} ${RENDERING}`))

/**
 * The renditions of the stored pictures (src/images/renditions.ts). Each is made on its first
 * request, by `render` (the worker pool, ahead of the pictures being drawn: a reader waits for
 * it), never on the thread that serves requests, and kept in memory by this process; identical
 * requests at once share one rendering. Nothing is written: reads never change the database, and
 * a rendition is a pure function of its picture, which never changes.
 */
export function createRenditionService(db: Database, render: (input: RenditionInput) => Promise<Uint8Array>) {
  const kept = new Map<string, Promise<Uint8Array>>()
  const sizes = new Map<string, number>()
  let keptBytes = 0

  function keep(key: string, bytes: Uint8Array) {
    if (!kept.has(key) || sizes.has(key)) return
    sizes.set(key, bytes.byteLength)
    keptBytes += bytes.byteLength
    for (const [oldest] of kept) {
      if (keptBytes <= KEPT_BYTES) break
      keptBytes -= sizes.get(oldest) ?? 0
      sizes.delete(oldest)
      kept.delete(oldest)
    }
  }

  function made(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    let bytes = kept.get(key)
    if (bytes) kept.delete(key)
    else {
      bytes = make()
      bytes.then(
        (done) => keep(key, done),
        () => kept.get(key) === bytes && kept.delete(key),
      )
    }
    // Most recently used last: the first entries are the ones to let go.
    kept.set(key, bytes)
    return bytes
  }

  return {
    /**
     * A rendition by its picture's id and its name (`4x3-800.webp`): its ETag and type at once, its
     * bytes when asked. 404 for an unknown picture or name, and for a picture that is not a PNG
     * (pages offer renditions only of PNGs: src/recipes/queries.ts `pictureSizes`).
     */
    async rendition(id: string, name: string) {
      const wanted = parseRendition(name)
      const image = wanted && (await findImageTag(db, id))
      if (!wanted || !image || image.mediaType !== 'image/png') throw notFound(`Image rendition ${id}/${name}`)
      return {
        etag: renditionEtag(image.etag, name),
        mediaType: RENDITION_FORMATS[wanted.format],
        bytes: () =>
          made(`${id}/${name}`, async () => {
            const picture = await findImage(db, id)
            if (!picture) throw notFound(`Image ${id}`)
            return render({ png: picture.data, aspect: wanted.aspect, width: wanted.width, format: wanted.format })
          }),
      }
    },
  }
}

export type RenditionService = ReturnType<typeof createRenditionService>
