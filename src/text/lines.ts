/**
 * Recipe text is newline-separated lines (ingredients, steps), as clients send it and the API
 * returns it. These are the one reading of that text: where it is stored, validated, drawn and shown.
 */

/**
 * The lines of newline-separated text (LF, CRLF, a lone CR, or U+2028/U+2029, which every reader
 * shows as a break: counted otherwise, 150 lines joined by U+2028 passed the 100-line limit), each
 * trimmed, blank ones dropped.
 */
export const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r\n?|\n|\u2028|\u2029/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Lines as the text the service stores: LF-separated, each trimmed, no blank lines. */
export const joinLines = (lines: readonly string[]): string => linesOf(lines.join('\n')).join('\n')

/** Text as the service stores it (see joinLines). */
export const normalizeLines = (text: string | undefined): string => linesOf(text).join('\n')
