/**
 * What a text field may hold, as JSON Schema patterns (so the OpenAPI document states them and
 * TypeBox checks them; neither flag-dependent syntax nor \p{…}, since TypeBox compiles patterns
 * without the `u` flag).
 *
 * Control characters (NUL, ESC and the rest of C0 and C1, DEL) are refused rather than stripped:
 * an ANSI escape in a title would redraw the terminal of whoever tails a log or a CLI listing, a
 * NUL cuts strings short in C-based tools, and quietly changing what an agent sent would hide its
 * bug. Tab and line breaks stay: ingredients and steps are one per line.
 */
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f'

/**
 * Characters that show nothing on their own: white space, zero-width and joiner characters, the
 * BOM, bidi controls, invisible fillers, variation selectors, and (as UTF-16 halves) the tag
 * characters of plane 14. A title made only of these looks empty wherever it is shown.
 */
// The low surrogates come before \udb40: in a `u`-flag reading (as OpenAPI tools use), "\udb40\udc00"
// would pair into one code point and start a range out of order.
const INVISIBLE =
  '\\s\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\u2800\\ufe20-\\ufe2f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\uffa0\\ufff0-\\ufffb\\udc00-\\udfff\\udb40'

/**
 * Half of a surrogate pair without its other half: no character at all, and not encodable in the
 * UTF-8 every answer is sent in (it would come back as U+FFFD).
 */
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]'

/** Any text without control characters or lone surrogates (tab and line breaks allowed); empty is fine. */
export const PLAIN_TEXT = `^(?![\\s\\S]*(?:${LONE_SURROGATE}))[^${CONTROL}]*$`

/** Text with at least one visible character, and no control characters or lone surrogates. */
export const NON_BLANK = `^(?![\\s\\S]*(?:${LONE_SURROGATE}))(?=[\\s\\S]*[^${INVISIBLE}${CONTROL}])[^${CONTROL}]*$`

const hasControl = new RegExp(`[${CONTROL}]`)
const hasLoneSurrogate = new RegExp(LONE_SURROGATE)

/** Why a value breaks one of the patterns above, in words an agent can act on. */
export const textFault = (value: unknown) =>
  typeof value === 'string' && hasControl.test(value)
    ? 'must not contain control characters such as NUL or escape (tab and line breaks are fine)'
    : typeof value === 'string' && hasLoneSurrogate.test(value)
      ? 'must not contain half of a surrogate pair (a lone \\ud800-\\udfff escape): it is no character'
      : 'must contain visible text, not only spaces or invisible characters (zero-width, BOM, direction marks, combining marks, Braille blanks)'

const controls = new RegExp(`[${CONTROL}]`, 'g')
const visible = new RegExp(NON_BLANK)

/**
 * A person's form input: a pasted control character is nothing they meant to type and nothing they
 * can see to remove, so the register form drops it where the API, talking to programs, refuses.
 */
export const withoutControls = (value: string) => value.replace(controls, '')

export const isVisibleText = (value: string) => visible.test(value)
