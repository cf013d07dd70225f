import type { Brief, Ingredient } from '../../food/types'
import { Kit } from '../cook'
import { listEn } from '../cook/kit'
import { lineEn } from '../recipe'
import { panelIn, refusalIn, type Voice } from './panel'
import { line } from './phrases'
import { ref } from './refer'

/**
 * English as the panel speaks it: what the language does beyond the words of
 * knowledge/phrases/en.json. Each member of `Voice` has its Japanese counterpart in talk/ja.ts:
 * the two are parallel by design, one per language.
 */

const said = (key: string, slots: Record<string, string | number> = {}) => line('en', key, slots)
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
const festive = (theme: string) => /weekend|saturday|sunday|party|birthday|holiday/i.test(theme)

/**
 * A method's own sentence (shared by every dish cooked that way) said as the end of a sentence that
 * names this dish's lines, so the panel speaks of these ingredients rather than reciting the method.
 */
const after = (lead: string, text: string) =>
  `${lead}: ${text
    .replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase())
    .replace(/([.!?])\s+(?=\S)/g, '; ')
    .replace(/; ([A-Z])(?=[a-z])/g, (_m, c: string) => `; ${c.toLowerCase()}`)}`

/** Whether English says these foods in the plural: two lines, or one whose name is ("prawns", not "glass"). */
const plural = (things: Ingredient[]) => things.length > 1
const sounds = (things: Ingredient[]) => plural(things) || /[^s]s$/.test(things[0]!.name.en)

const english: Voice = {
  lang: 'en',
  list: listEn,
  join: (parts) => parts.filter(Boolean).join(' '),
  series: (items) => items.join('; '),
  notes: (notes) => notes.join('; ').replace(/\.$/, ''),
  clauses: (parts) => parts.join(''),
  // Semicolons between the kept proposals: a serving label has commas of its own ("cold, as an Italian dolce is").
  kept: (items) => `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`,
  mins: (minutes) => Kit.minutes(minutes).en,
  cut: (t) => {
    const share = Math.round((1 - t.after / t.before) * 100)
    return share === 20 ? said('en.cut.fifth') : share === 50 ? said('en.cut.half') : said('en.cut.percent', { share })
  },
  amountLine: (item, amount) => lineEn(amount, item.ing),
  foods: (words) => listEn(words).replace(/, and /g, ' and '),
  reasonAlone: () => false,
  kitchen: (equipment) => ({ whole: /^(?:no|without) | only$/.test(equipment), tool: equipment }),
  festive,
  weekend: festive,
  familyKind: (f) => {
    const kind = [f.style?.style.en, f.family.label.en].filter(Boolean).join(' ')
    const a = /s$|rice|fish|bread|custard/.test(f.family.label.en) ? '' : /^[aeiou]/i.test(kind) ? 'an ' : 'a '
    return `${a}${kind}`
  },
  origin: (s) => s.plan.dish.origin.en,
  agree: (things) => ({
    are: () => (sounds(things) ? 'are' : 'is'),
    s: () => (plural(things) ? '' : 's'),
    do: () => (plural(things) ? 'do' : 'does'),
    goes: () => (plural(things) ? 'they go' : 'it goes'),
    them: () => (plural(things) ? 'them' : 'it'),
    their: () => (plural(things) ? 'their' : 'its'),
  }),
  capital: cap,
  dishAtStart: () => ref.Dish(),
  midSentence: (text) => text.replace(/^(?!I )./, (c) => c.toLowerCase()),
  method: (s, lead, template, how) => {
    const text = how.close ? closed(s.say(template)) : s.say(template)
    // A method's sentence that already names this dish's lines needs no lead.
    return how.always || !s.namesALine(text.split(/[.:;]/)[0] ?? '') ? after(lead, text) : text
  },
  done: (text) => text.replace(/^\u0001d\u0002 (is|are) /, 'it is '),
  keeps: (text) => text.replace(/^\u0001d\u0002 /, 'it '),
  swapsMade: (swaps) =>
    swaps
      .map((w) =>
        w.to
          ? said('host.swaps.replaced', { from: w.from.name.en, to: w.to.name.en })
          : said('host.swaps.dropped', { from: w.from.name.en, are: sounds([w.from]) ? 'are' : 'is' }),
      )
      .join(', '),
  swapsHeld: (uses, leaves) => listEn([...uses, ...leaves.map((item) => said('en.swaps_hold.dropped', { item }))]),
  // The English host writes up in one wording, not host.write's several (a choice the transcripts hold).
  writeUp: (_s, slots) => said('en.write', slots),
  quoted: (words) => words.map((w) => `"${w}"`).join(', '),
  /** Sentences start with a capital even where a template begins with a dish name ("custard pudding has set…"). */
  finish: (text) => text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase()),
}

export const ENGLISH = panelIn(english)

export const refusalEn = (theme: string, brief: Brief) => refusalIn(english, theme, brief)
