import { describe, expect, test } from 'bun:test'
import { createElement } from '@kitajs/html'
import { template } from '../../views/template'

const HOSTILE = `<script>alert("x")</script> & 'quoted' "double" &amp;`

/** The same JSX twice: rendered directly with the values, and as a template filled with them. */
const card = ({ href, title, note, badge }: { href: string; title: string; note: string; badge: JSX.Element }) => (
  <article class="card" data-note={note}>
    {badge}
    <a href={href} title={`${title}!`} safe>
      {title}
    </a>
    <p safe>{`${note} · ${title}`}</p>
  </article>
)
const cardTemplate = template({ text: ['href', 'title', 'note'], markup: ['badge'] }, card)

describe('template', () => {
  test('gives the bytes of the JSX rendered directly, escaping each text value as the JSX does there', () => {
    for (const value of [HOSTILE, '', 'plain', '日本語 "引用"', '\uE000"0\uE001'])
      for (const badge of ['<b>new</b>', ''] as JSX.Element[]) {
        const values = { href: `/x?q=${value}&p=2`, title: value, note: value, badge }
        expect(cardTemplate(values)).toBe(card(values))
      }
  })

  test('puts markup slots in as they are and repeats a slot wherever the JSX uses it', () => {
    const filled = cardTemplate({ href: '/a', title: 'T<', note: 'n', badge: <em>hot</em> }) as string
    expect(filled).toContain('<em>hot</em>')
    expect(filled).toContain('title="T<!"')
    expect(filled).toContain('>T&lt;</a>')
    expect(filled).toContain('n · T&lt;')
  })

  // Written without JSX: xss-scan would (rightly) reject the mistakes these make on purpose.
  test('refuses a text slot the JSX does not escape', () => {
    expect(() => template({ text: ['name'] }, ({ name }) => createElement('p', null, name))).toThrow('text where the JSX does not escape it')
  })

  test('refuses a markup slot the JSX escapes', () => {
    expect(() => template({ text: [], markup: ['body'] }, ({ body }) => createElement('p', { safe: true }, body))).toThrow('markup where the JSX escapes it')
  })

  test('refuses a promise where markup goes, as a page refuses an async view', () => {
    expect(() => cardTemplate({ href: '/a', title: 't', note: 'n', badge: Promise.resolve('<b>late</b>') })).toThrow('views must render synchronously')
  })

  test('refuses slots the JSX never uses', () => {
    expect(() => template({ text: ['used', 'forgotten'] }, ({ used }) => <p safe>{used}</p>)).toThrow('never used: forgotten')
  })
})
