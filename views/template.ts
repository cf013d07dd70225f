import { escapeHtml } from '@kitajs/html'

/**
 * Where a slot stands in a template's markup: its number between private-use characters (never in
 * a view's own markup, left alone by both of @kitajs/html's escapes) around a quote, which shows
 * how the JSX escaped the slot there: `&quot;` as text (`safe`), `&#34;` as an attribute value, `"`
 * not at all (markup put in as it is).
 */
const SLOT = /\uE000("|&quot;|&#34;)(\d+)\uE001/
const marker = (index: number) => `\uE000"${index}\uE001`

/** The escaping @kitajs/html gives each kind of place, so a filled template has the bytes the JSX would have. */
const ESCAPES: Record<string, ((value: string) => string) | undefined> = {
  '&quot;': escapeHtml,
  // Attribute values are double-quoted, and @kitajs/html escapes only the quote in them.
  '&#34;': (value) => (value.includes('"') ? value.replaceAll('"', '&#34;') : value),
  '"': undefined,
}

// The table above relies on Bun's escapeHtml (what @kitajs/html uses under Bun) writing the quote as `&quot;`.
if (escapeHtml('"') !== '&quot;') throw new Error('templates need the escapeHtml of Bun, which @kitajs/html uses there')

/** A template's slot names: text slots take text and are escaped, markup slots take rendered markup as it is. */
export type Slots = { text: readonly string[]; markup?: readonly string[] }

/** What a template with these slots is filled with (and renders its markers from). */
export type SlotValues<S extends Slots> = Record<S['text'][number], string> & Record<NonNullable<S['markup']>[number], JSX.Element>

/**
 * Markup written in JSX once, with named slots, filled per use by joining its fixed pieces with
 * the values. @kitajs/html builds every element again on each render (walking its attributes and
 * leaving a dozen string pieces that encoding the page walks again), and a page repeats some
 * elements a dozen times: a review, a list line, a recipe card. (@kitajs/html 3 had `Html.compile`
 * for this; version 4 has none.)
 *
 * The JSX is written as any view, `safe` included, so xss-scan checks it as one, and each text
 * slot is filled escaped as @kitajs/html escaped its marker there. Rendering the template fails if
 * the JSX leaves a text slot unescaped or escapes a markup slot.
 */
export function template<const S extends Slots>(slots: S, render: (markers: SlotValues<S>) => JSX.Element): (values: SlotValues<S>) => JSX.Element {
  type Name = keyof SlotValues<S> & string
  const names: Name[] = [...slots.text, ...(slots.markup ?? [])]
  const rendered = render(Object.fromEntries(names.map((name, index) => [name, marker(index)])) as SlotValues<S>)
  if (typeof rendered !== 'string') throw new TypeError('a template must render synchronously')

  // split keeps the two captured groups: [fixed, quote, slot number, fixed, quote, slot number, …, fixed]
  const parts = rendered.split(SLOT)
  const fixed: string[] = []
  const fills: { name: Name; escape: ((value: string) => string) | undefined }[] = []
  for (let index = 0; index < parts.length; index += 3) {
    fixed.push(parts[index]!)
    if (index + 1 === parts.length) break
    const name = names[Number(parts[index + 2])]!
    const escape = ESCAPES[parts[index + 1]!]
    const isText = slots.text.includes(name)
    if (isText !== (escape !== undefined)) throw new Error(`template slot "${name}": ${isText ? 'text where the JSX does not escape it' : 'markup where the JSX escapes it'}`)
    fills.push({ name, escape })
  }
  const unused = names.filter((name) => !fills.some((fill) => fill.name === name))
  if (unused.length) throw new Error(`template slots never used: ${unused.join(', ')}`)

  return (values): JSX.Element => {
    let markup = fixed[0]!
    for (let index = 0; index < fills.length; index++) {
      const { name, escape } = fills[index]!
      const value = values[name]
      // Views have no async components; a promise here would be a bug, not markup to wait for.
      if (typeof value !== 'string') throw new TypeError(`template slot "${name}" got no string: views must render synchronously`)
      markup += (escape ? escape(value) : value) + fixed[index + 1]!
    }
    return markup
  }
}
