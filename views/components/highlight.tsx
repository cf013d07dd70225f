/**
 * A text with every occurrence of the search terms marked, case-insensitively (as the search
 * matches). Each piece is escaped on its own (`safe`), so a term can never cut an entity or a tag.
 */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const pieces = splitByTerms(text, terms)
  return <>{pieces.map((piece) => (piece.hit ? <mark safe>{piece.text}</mark> : <span safe>{piece.text}</span>))}</>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text cut at the terms' occurrences (longest term first where they overlap). */
export function splitByTerms(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const usable = [...terms].filter(Boolean).sort((a, b) => b.length - a.length)
  if (!usable.length) return [{ text, hit: false }]
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'giu')
  return text
    .split(pattern)
    .map((piece, i) => ({ text: piece, hit: i % 2 === 1 }))
    .filter((piece) => piece.text)
}
