import { FormatRegistry, Kind, Type, TypeRegistry } from '@sinclair/typebox'
import { textLength } from '../text/length'

/**
 * What a text field may hold. Two layers, because generic JSON Schema tools (jsonschema-rs,
 * Python's `re`, RE2) read only the plain core of ECMA-262 regular expressions:
 *
 * - a `pattern` every dialect reads (no lookaround, no `\p{…}`, no lone-surrogate escapes), which
 *   states the control-character rule and "not only white space";
 * - a `format` checked in code (`visible-text`, `well-formed-text`), which holds the rules a
 *   portable pattern cannot say: what shows nothing (format characters, combining marks, Braille
 *   blanks) and lone surrogates. Tools that do not know the format pass it by, as JSON Schema says.
 *
 * Control characters (NUL, ESC and the rest of C0 and C1, DEL) are refused rather than stripped:
 * an ANSI escape in a title would redraw the terminal of whoever tails a log or a CLI listing, a
 * NUL cuts strings short in C-based tools, and quietly changing what an agent sent would hide its
 * bug. Tab and line breaks stay: ingredients and steps are one per line.
 */
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f'

/** Any text without control characters (tab and line breaks allowed); empty is fine. */
export const PLAIN_TEXT = `^[^${CONTROL}]*$`

/**
 * Text with a character other than white space, and no control characters. Leading white space
 * (VT and FF are controls) and the first other character are disjoint classes, so a match never
 * backtracks over a long value.
 */
export const NON_BLANK = `^[^\\S\\u000b\\u000c]*[^\\s${CONTROL}][^${CONTROL}]*$`

/**
 * Shows nothing on its own: white space (U+2028/U+2029 included), format characters (zero-width,
 * BOM, bidi controls, tags), combining marks with nothing to combine with, default-ignorable
 * fillers (Hangul fillers, variation selectors) and the Braille blank U+2800, which looks like a
 * space in every font.
 */
const SHOWS_SOMETHING = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u

/** A lone surrogate cannot be written as UTF-8: the database would keep U+FFFD in its place. */
const isWellFormed = (value: string) => value.isWellFormed()

export const isVisibleText = (value: string) => isWellFormed(value) && SHOWS_SOMETHING.test(value)

/**
 * Format characters that are shown, or that text needs to be read right: the zero-width joiner
 * and non-joiner (emoji sequences, Persian, Indic scripts), the direction marks LRM, RLM and ALM,
 * and the prepended concatenation marks of Arabic, Syriac and Kaithi, which are drawn.
 */
const NEEDED_FORMAT = new Set(
  [0x200c, 0x200d, 0x200e, 0x200f, 0x061c, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f]
    .concat([0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd])
    .map((code) => String.fromCodePoint(code)),
)
const FORMAT = /\p{Cf}/gu
/** A subdivision flag (🏴 and tag letters ending in CANCEL TAG) is the one use of tag characters. */
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu

/**
 * The first invisible format character in `value` that changes what text reads as without
 * showing: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that reorder
 * what is shown, tag characters (U+E0000–U+E007F) that carry hidden ASCII, zero-width spaces, word
 * joiners, soft hyphens and BOMs that split a word (a hazard reading would no longer find it),
 * invisible operators. Refused, not removed, wherever they stand in the value.
 */
export function hiddenFormatCharacter(value: string): string | undefined {
  for (const [found] of value.replace(FLAG_TAGS, '').matchAll(FORMAT)) if (!NEEDED_FORMAT.has(found)) return found
}

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

export const VISIBLE_TEXT_FORMAT = 'visible-text'
export const WELL_FORMED_TEXT_FORMAT = 'well-formed-text'
FormatRegistry.Set(VISIBLE_TEXT_FORMAT, isVisibleText)
FormatRegistry.Set(WELL_FORMED_TEXT_FORMAT, isWellFormed)

/** Schema options of a text field that must show something (titles, names, comments, themes). */
export const visibleText = { pattern: NON_BLANK, format: VISIBLE_TEXT_FORMAT } as const
/** Schema options of a text field that may be empty (English lines, an agent's description). */
export const plainText = { pattern: PLAIN_TEXT, format: WELL_FORMED_TEXT_FORMAT } as const

/** What each format means, in the words a schema's reader gets where the format itself is left out. */
const FORMAT_PROSE: Record<string, string> = {
  [VISIBLE_TEXT_FORMAT]:
    'Must show something: a value made only of white space, invisible or format characters (zero-width, BOM, direction marks), combining marks or Braille blanks is refused (422), as is a lone surrogate.',
  [WELL_FORMED_TEXT_FORMAT]: 'A lone surrogate (half of a UTF-16 pair) is refused (422).',
}

/**
 * A schema as strict validators take it (Ajv's defaults stop on an unknown format): the two
 * formats above become the prose of the field's description, while `pattern` and the lengths keep
 * what a portable regular expression can say. The API still checks the formats in code.
 */
export function withPortableText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPortableText)
  if (typeof value !== 'object' || value === null) return value
  const { format, ...rest } = value as Record<string, unknown>
  const prose = typeof format === 'string' ? FORMAT_PROSE[format] : undefined
  const schema: Record<string, unknown> = prose
    ? { ...rest, description: rest.description ? `${rest.description} ${prose}` : prose }
    : (value as Record<string, unknown>)
  return Object.fromEntries(Object.entries(schema).map(([key, child]) => [key, withPortableText(child)]))
}

const hasControl = new RegExp(`[${CONTROL}]`)

type TextLimits = { minLength?: number; maxLength?: number }

/**
 * Why a value breaks the rules of a text field (`schema`: its pattern or format, and its lengths),
 * in words an agent can act on: the first rule it breaks, each with its own message.
 */
export function textFault(value: unknown, schema: TextLimits & { format?: string } = {}): string | undefined {
  if (typeof value !== 'string') return 'must be a string'
  if (hasControl.test(value))
    return 'must not contain control characters such as NUL or escape (tab and line breaks are fine)'
  if (!isWellFormed(value))
    return 'must be well-formed Unicode: a lone surrogate (half of a UTF-16 pair) cannot be stored'
  if (schema.format !== WELL_FORMED_TEXT_FORMAT && !SHOWS_SOMETHING.test(value))
    return 'must contain visible text, not only spaces or invisible characters (zero-width, BOM, direction marks, combining marks, Braille blanks)'
  const hidden = hiddenFormatCharacter(value)
  if (hidden)
    return `must not contain invisible format characters (found ${codePoint(hidden)}): bidi overrides and isolates, tag characters, zero-width spaces, word joiners, soft hyphens and BOMs are refused, not removed`
  const length = textLength(value)
  const { minLength = 0, maxLength = Infinity } = schema
  if (length < minLength || length > maxLength)
    return `must be ${maxLength === Infinity ? `at least ${minLength}` : minLength > 0 ? `${minLength} to ${maxLength}` : `at most ${maxLength}`} characters (Unicode code points) after trimming; this has ${length}`
  return undefined
}

/** The kind of a text field's schema: checked by textFault, so every rule above holds and says its own message. */
const TEXT_KIND = 'Text'
TypeRegistry.Set(TEXT_KIND, (schema: TextLimits & { format?: string }, value) => textFault(value, schema) === undefined)

type TextFieldOptions = TextLimits & { description: string; examples?: string[] }

/**
 * A text field: `visible` (must show something) or `plain` (may be empty). Its JSON Schema is a
 * plain string with a pattern, a format and lengths, as documented; the server checks it with
 * textFault, since a JSON Schema validator counts `maxLength` before trimming (and TypeBox counts
 * UTF-16 units: 101 emoji failed a 200-character title).
 */
export const textField = (rule: 'visible' | 'plain', options: TextFieldOptions) =>
  Type.Unsafe<string>({
    ...options,
    ...(rule === 'visible' ? visibleText : plainText),
    type: 'string',
    [Kind]: TEXT_KIND,
  })

/** Whether a schema is one of the text rules above, so a validation error can say which in words. */
export const isTextRule = (schema: { pattern?: string; format?: string; [Kind]?: string } | undefined) =>
  schema?.[Kind] === TEXT_KIND ||
  schema?.pattern === NON_BLANK ||
  schema?.pattern === PLAIN_TEXT ||
  schema?.format === VISIBLE_TEXT_FORMAT ||
  schema?.format === WELL_FORMED_TEXT_FORMAT

const controls = new RegExp(`[${CONTROL}]`, 'g')

/**
 * A person's form input: a pasted control or hidden format character is nothing they meant to type
 * and nothing they can see to remove, so the register form drops it where the API, talking to
 * programs, refuses.
 */
export const withoutHiddenCharacters = (value: string) => {
  let shown = value.replace(controls, '')
  for (let hidden = hiddenFormatCharacter(shown); hidden; hidden = hiddenFormatCharacter(shown))
    shown = shown.replaceAll(hidden, '')
  return shown
}
