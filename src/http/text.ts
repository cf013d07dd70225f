import { FormatRegistry } from '@sinclair/typebox'

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

/** Why a value breaks one of the rules above, in words an agent can act on. */
export function textFault(value: unknown): string {
  if (typeof value === 'string' && hasControl.test(value))
    return 'must not contain control characters such as NUL or escape (tab and line breaks are fine)'
  if (typeof value === 'string' && !isWellFormed(value))
    return 'must be well-formed Unicode: a lone surrogate (half of a UTF-16 pair) cannot be stored'
  return 'must contain visible text, not only spaces or invisible characters (zero-width, BOM, direction marks, combining marks, Braille blanks)'
}

/** Whether a schema is one of the text rules above, so a validation error can say which in words. */
export const isTextRule = (schema: { pattern?: string; format?: string } | undefined) =>
  schema?.pattern === NON_BLANK ||
  schema?.pattern === PLAIN_TEXT ||
  schema?.format === VISIBLE_TEXT_FORMAT ||
  schema?.format === WELL_FORMED_TEXT_FORMAT

const controls = new RegExp(`[${CONTROL}]`, 'g')

/**
 * A person's form input: a pasted control character is nothing they meant to type and nothing they
 * can see to remove, so the register form drops it where the API, talking to programs, refuses.
 */
export const withoutControls = (value: string) => value.replace(controls, '')
