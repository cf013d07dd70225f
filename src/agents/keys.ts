import { createHash, randomBytes } from 'node:crypto'

/** Recognisable in logs and secret scanners: "rak" = recipe agent key. */
const API_KEY_PREFIX = 'rak_'

/** 32 random bytes = 256 bits of entropy, base64url so it survives headers and shells unquoted. */
export const generateApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url')

/**
 * A key with 256 random bits cannot be brute-forced from its hash, so a plain SHA-256 is enough
 * (no slow KDF needed) and lets a key be found by an index lookup. Comparing hashes through the
 * index also means the secret itself is never compared byte by byte.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** Reading a key off a request is HTTP's (the response cache needs it too); here for the agents' code. */
export { carriesKey, presentedKey } from '../http/credentials'
