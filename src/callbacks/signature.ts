import { createHmac, randomBytes } from 'node:crypto'

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the receiver checks
 * `webhook-signature` against an HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed
 * with the bytes of the secret after its `whsec_` prefix (base64), and refuses a timestamp far
 * from its clock, so a captured request cannot be replayed later.
 */

const SECRET_PREFIX = 'whsec_'

/** 32 random bytes, as Standard Webhooks writes a secret: `whsec_` and their base64. */
export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64')

/** The key bytes of a `whsec_` secret. */
const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** The three headers of one attempt; `timestamp` is Unix seconds, fresh for every attempt. */
export const signedHeaders = (secret: string, id: string, timestamp: number, body: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signatureOf(secret, id, timestamp, body),
})
