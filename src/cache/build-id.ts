import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the answers are made by: the code, the views, and the packages that render them. */
const SOURCES = ['src', 'views', 'package.json', 'package-lock.json']

/** Set by scripts/build.ts in the single binary: the hash of the sources it was built from. */
declare const RECIPE_SERVICE_SOURCE_HASH: string | undefined

/**
 * Each file by its path inside the checkout, not its absolute one: one build checked out at two
 * places (two hosts, two release folders) must name itself the same, or their ETags would differ.
 */
function hashTree(hasher: Bun.CryptoHasher, root: string, path: string) {
  const full = join(root, path)
  if (statSync(full).isDirectory())
    for (const name of readdirSync(full).sort()) hashTree(hasher, root, join(path, name))
  else hasher.update(path).update(readFileSync(full))
}

/** A hash of the sources in a checkout (~15-50 ms: read once per process). */
export function sourceHash(root = join(import.meta.dir, '..', '..')): string {
  const hasher = new Bun.CryptoHasher('sha256')
  for (const source of SOURCES) hashTree(hasher, root, source)
  return hasher.digest('base64url').slice(0, 16)
}

let derived: string | undefined

/**
 * Names the code that makes the answers, so that no cached bytes or ETag outlive an upgrade:
 * `BUILD_ID` when given (a release tag or commit); in the single binary, the hash of the sources
 * it was built from; run from a checkout, the hash of its sources. Every instance of one build
 * derives the same id, so their ETags agree behind one shared cache.
 */
export function buildId(env: Record<string, string | undefined> = process.env): string {
  if (env.BUILD_ID) return env.BUILD_ID
  if (typeof RECIPE_SERVICE_SOURCE_HASH === 'string') return RECIPE_SERVICE_SOURCE_HASH
  derived ??= sourceHash()
  return derived
}
