/**
 * How long text is, for every length limit of the API and MCP: Unicode code points after
 * trimming, not UTF-16 units (an emoji is one character, not two) and not grapheme clusters (a
 * family emoji of three people and two joiners is five). A limit is the same number in every
 * language a client is written in, and spaces around the text, which are not stored, do not count.
 */
export function textLength(value: string): number {
  let length = 0
  for (const _ of value.trim()) length++
  return length
}
