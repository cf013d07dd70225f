/** Harm said by its effect on someone or by a product named by its use, read on the parse (knowledge/harm.json `by_effect`). */
import { Type } from '@sinclair/typebox'
import data from '../../../../knowledge/harm.json'
import { bilingualList, closed, eachOf } from '../bilingual-schema'
import type { Span } from '../match'
import { phraseMatcher, phrasesOf, type Token } from './tokens'

const ROLES = ['unable', 'inability', 'confined', 'purpose', 'thing', 'used_on', 'reason'] as const
export const ByEffect = Type.Object({ about: Type.String(), ...eachOf(ROLES, bilingualList) }, closed)
const MATCH = phraseMatcher(ROLES.flatMap((r) => phrasesOf(data.by_effect[r], r)))
type At = { from: number; to: number }
type Read<T> = { hits: Array<{ value: string }>; targets: At[]; food: boolean; found: (k: Kind, at: Span[]) => T }
type Kind = 'intent' | 'non_food'
const inside = (h: At, from: number, to: number) => h.from >= from && h.to <= to
const near = (a: number, b: number, most: number) => b >= a && b - a <= most
/** The roles, where a Japanese particle may start one (くらい, ので). */
const roles = (ts: Token[]) => MATCH(ts.map((t) => (t.pos === 'particle' ? { ...t, pos: 'other' as const } : t)))
/** Negated after a Japanese verb that can (起き上がれない, 出られない, 運転できない), or after 二度と (`twice`). */
const cannot = (ts: Token[], u: At, twice: boolean) =>
  ts.slice(u.to, u.to + 3).some((t) => t.pos === 'negative') &&
  (twice || [u.to - 1, u.to].some((i) => /(?:^られ|[えけげせてねべめれ]|でき)る$/.test(ts[i]?.lemma ?? '')))
/** An effect said as a state the eater is already in, not a wish: a reason before it in English ("because he's stuck"); in
 * Japanese in its clause, right after it or after what happened (出られないので, お腹をこわしたので; not 入れたいので). */
const clause = (ts: Token[], a: number, b: number) => a <= b && !ts.slice(a, b).some((t) => t.pos === 'symbol')
const after = (ts: Token[], e: At, r: number) =>
  ts[r]!.lang === 'en' ? near(r, e.from, 5) : clause(ts, e.to, r) && (r - e.to < 2 || /^[ただ]$/.test(ts[r - 1]!.lemma))
export const aState = (ts: Token[], e: At) => roles(ts).some((h) => h.value === 'reason' && after(ts, e, h.from))
/** What the theme wishes on someone through food (or a thing made for it: 来ないようなパフェ): `intent`, or `non_food`. */
export function readIntent<T>(tokens: Token[], { hits, targets, food, found }: Read<T>) {
  const [roled, marks] = [roles(tokens), tokens.flatMap((t, i) => (t.pos === 'symbol' ? [i] : []))]
  const all = (role: string) => roled.filter((h) => h.value === role)
  const heads = all('purpose').some((p) => tokens[p.to + (tokens[p.to]?.surface === 'の' ? 1 : 0)]?.pos === 'noun')
  const asked = hits.some((h) => h.value === 'put_in' || h.value === 'vague')
  if (!targets.length || !(food || heads || asked)) return undefined
  for (const p of all('purpose')) {
    // Its clause, after it in English naming someone first ("so she can't…"), before it in Japanese; no degree ("so rich").
    const en = tokens[p.from]!.lang === 'en'
    const [from, to] = en
      ? [p.to, marks.find((m) => m >= p.to) ?? tokens.length]
      : [(marks.findLast((m) => m < p.from) ?? -1) + 1, p.from]
    const aimed = !en || targets.some((t) => inside(t, p.to, p.to + 5))
    if (!aimed || /^(?:adjective|adverb)$/.test(tokens[p.to]?.pos ?? '') || aState(tokens, { from, to })) continue
    const never = all('inability').filter((n) => inside(n, from, to))
    // "can't get up", 起き上がれない, 二度と来ない; a room as the place (トイレに), nothing negated, not a head (トイレ掃除).
    const unable = (u: At) => (en ? never.some((n) => near(n.to, u.from, 2)) : cannot(tokens, u, !!never.length))
    const room = (c: At) => tokens[c.to]?.pos !== 'noun' && !tokens.slice(from, to).some((t) => t.pos === 'negative')
    const effect = (role: string, holds: (h: At) => boolean) => all(role).some((h) => inside(h, from, to) && holds(h))
    if (effect('unable', unable) || effect('confined', room)) return found('intent', tokens.slice(from, to))
  }
  // "the stuff for weeds", 排水口のやつ: a thing described by a use no food has.
  for (const t of all('thing')) {
    const en = tokens[t.from]!.lang === 'en'
    const use = all('used_on').find((u) => near(u.to, t.from, 2) || (en && near(t.to, u.from, 4)))
    if (use) return found('non_food', tokens.slice(Math.min(use.from, t.from), Math.max(use.to, t.to)))
  }
  return undefined
}
