import type { Brief, Text } from '../../food/types'
import { Kit } from '../cook'
import { listJa } from '../cook/kit'
import { panelIn, refusalIn, type Voice } from './panel'
import { line, phrase } from './phrases'
import { ref } from './refer'
import type { Scene } from './scene'

/**
 * 日本語のパネルの話し方: knowledge/phrases/ja.json の言い回しのほかに、文のつなぎ方、助詞、活用、
 * 手順の文の導き方を持つ。`Voice` の各項目は talk/en.ts の英語版と一対一で並ぶ（言語ごとにひとつ）。
 */

const said = (key: string, slots: Record<string, string | number> = {}) => line('ja', key, slots)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)
/** 「…を焼く料理」: an origin ending in a verb or adjective says what kind of food it is; one ending in a noun (「…東京ラーメン」) already does. */
const originLine = (s: Scene, kind: string) =>
  `${s.plan.dish.origin.ja}${/[うくぐすつぬぶむるいた]$/.test(s.plan.dish.origin.ja) ? kind : ''}`

/**
 * A method's own sentences (shared by every dish cooked that way), led by a phrase that names this
 * dish's lines when the first does not. A following sentence that names none of them is filler
 * every dish of the method would say, so it is left out; the dish's name at the head is dropped,
 * as the lead already says what is being talked about.
 */
function spoken(s: Scene, template: Text, lead: string): string {
  const [first = '', ...rest] = s
    .say(template)
    .split(/(?<=。)/)
    .filter(Boolean)
  if (s.namesALine(first.split('。')[0] ?? '')) return closed([first, ...rest.filter(s.namesALine)].join(''))
  const head = first.replace(new RegExp(`^${escapeRegExp(ref.dish())}(は|を)`), '')
  return closed(`${lead}、${head}${rest.filter(s.namesALine).join('')}`)
}

const japanese: Voice = {
  lang: 'ja',
  list: listJa,
  join: (parts) => parts.filter(Boolean).join(''),
  series: (items) => items.join('、'),
  notes: (notes) => notes.join('、').replace(/。$/, ''),
  clauses: (parts) => parts.join('、'),
  kept: (items) => items.join('、'),
  mins: (minutes) => Kit.minutes(minutes).ja,
  cut: (t) => said('ja.cut.tenths', { tenths: Math.max(1, Math.round((1 - t.after / t.before) * 10)) }),
  amountLine: (item, amount) => `${ref.name(item)}${amount}`,
  foods: listJa,
  // 「卵アレルギー：卵アレルギーの息子」 says it twice: a reason that already names the exclusion stands alone.
  reasonAlone: (e) => Boolean(e.reason?.includes(e.name)),
  kitchen: (equipment) => ({ whole: equipment.endsWith('なし'), tool: equipment.replace(/のみ$/, '') }),
  festive: (theme) => /週末|休日|土曜|日曜|お祝い|誕生日|パーティー|正月/.test(theme),
  weekend: (theme) => /週末|休日|土曜|日曜/.test(theme),
  familyKind: (f) => `${f.style?.style.ja ?? ''}${f.family.label.ja}`,
  origin: originLine,
  agree: () => ({}),
  capital: (text) => text,
  dishAtStart: () => ref.dish(),
  midSentence: (text) => text,
  method: (s, lead, template) => spoken(s, template, lead),
  done: (text) => text.replace(new RegExp(`^${escapeRegExp(ref.dish())}は`), ''),
  keeps: (text) => text,
  // Each change a clause; the last one ends the sentence, so a dropped line reads 「…は入れません」, never 「入れずます」.
  swapsMade: (swaps) =>
    swaps
      .map((w, i) => {
        const last = i === swaps.length - 1
        return w.to
          ? said(last ? 'ja.swaps.replaced_last' : 'host.swaps.replaced', { from: w.from.name.ja, to: w.to.name.ja })
          : said(last ? 'ja.swaps.dropped_last' : 'host.swaps.dropped', { from: w.from.name.ja })
      })
      .join('、'),
  // A clause that ends the sentence on 「使い」 takes its ending: 「…を使います」.
  swapsHeld: (uses, leaves) =>
    `${[
      uses.length && said('ja.swaps_hold.uses', { items: listJa(uses) }),
      leaves.length && said('ja.swaps_hold.leaves', { items: listJa(leaves) }),
    ]
      .filter(Boolean)
      .join('、')}${leaves.length ? '' : 'ます'}`,
  writeUp: (s, slots) => phrase('ja', s.r, 'host.write', slots),
  quoted: (words) => words.map((w) => `「${w}」`).join('、'),
  finish: (text) => text,
}

export const JAPANESE = panelIn(japanese)

export const refusalJa = (theme: string, brief: Brief) => refusalIn(japanese, theme, brief)
