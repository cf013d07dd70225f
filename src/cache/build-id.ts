import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the answers are made by: the code, the views, and the packages that render them. */
const SOURCES = ['src', 'views', 'package.json', 'package-lock.json']

function hashTree(hasher: Bun.CryptoHasher, path: string) {
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) hashTree(hasher, join(path, name))
  else hasher.update(path).update(readFileSync(path))
}

/**
 * Names the code that makes the answers, so that no cached bytes or ETag outlive an upgrade.
 * `BUILD_ID` when given (a release tag or commit); else a hash of the sources when run from a
 * checkout; else (the single binary) a hash of the executable, which holds all of them. Every
 * instance of one build derives the same id, so their ETags agree behind one shared cache.
 */
export function buildId(env: Record<string, string | undefined> = process.env, root = join(import.meta.dir, '..', '..')): string {
  if (env.BUILD_ID) return env.BUILD_ID
  const hasher = new Bun.CryptoHasher('sha256')
  try {
    for (const source of SOURCES) hashTree(hasher, join(root, source))
  } catch {
    hasher.update(readFileSync(process.execPath))
  }
  return hasher.digest('base64url').slice(0, 16)
}
