import { describe, expect, test } from 'bun:test'
import { imageEtag } from '../../src/images/service'

describe('a picture’s ETag (issue 35: a cheaper strong validator than SHA-256)', () => {
  test('the same bytes give the same tag; a byte changed anywhere gives another', () => {
    const bytes = new Uint8Array(90_000).map((_, i) => (i * 7919) % 251)
    const tag = imageEtag(bytes)
    expect(tag).toMatch(/^"[\w-]{22}"$/)
    expect(imageEtag(bytes.slice())).toBe(tag)
    const tags = new Set([tag])
    for (const at of [0, 45_000, 89_999]) {
      const changed = bytes.slice()
      changed[at]! ^= 1
      tags.add(imageEtag(changed))
    }
    tags.add(imageEtag(bytes.subarray(0, 89_999)))
    expect(tags.size).toBe(5)
  })
})
