/** A theme meant to hurt someone, read from its parse with knowledge/harm.json as an act on a target: who is harmed, what goes
 * into their food (a product, a drug, a poison, their allergen) and how. No product name decides alone; a weapon or a poison does. */
import { Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import { distance } from 'fastest-levenshtein'
import { toHiragana } from 'wanakana'
import { bilingualList as words, bilingualText as text, closed, eachOf, oneOf, placing } from '../bilingual-schema'
import data from '../../../../knowledge/harm.json'
import type { Brief, Lang, Trait } from '../types'
import { escapeRegExp, inside, normalise, type Span } from '../match'
import { findMentions, findNegations, type Mention } from '../words'
import { aState, ByEffect, readIntent } from './intent'
import { imitatedIn } from './mock'
import { kanaMatcher, type PhraseHit, phraseMatcher, phrasesOf, type Token, tokensOf } from './tokens'

const SUBSTANCE_KINDS = ['product', 'poison', 'toxic', 'drug', 'tool', 'spoiled'] as const
/** A harm in what is served, or in what the theme means to do with food. */
const SERVED_HARMS = ['poison', 'drug', 'spoiled', 'non_food'] as const
const HARM_KINDS = [...SERVED_HARMS, 'weapon', 'intent', 'prank', 'allergy', 'animal', 'hidden', 'self_harm'] as const
/** The file's plain word lists, each a role a word plays in the parse (`LISTS`). */
const WORD_LISTS = [
  ...['animal_poison', 'intent', 'grudge', 'cause', 'covert', 'put_in', 'meal', 'weapon', 'idiom', 'prank', 'blast'],
  ...['device', 'rig', 'allergy', 'prove', 'deadly', 'likeness', 'taking', 'safety', 'self', 'harmless', 'vague'],
  ...['self_harm', 'vanish', 'fasting', 'least', 'owner', 'disclaimer', 'meddle', 'mistaken', 'things', 'spike'],
  ...['bearer', 'dose', 'held', 'dislike', 'cared_for', 'play', 'told', 'done_for', 'spell', 'anaphor', 'eased'],
  ...['consent', 'detect', 'body', 'excess', 'asking', 'coming', 'in_care', 'wished_end', 'jest', 'earnest', 'untrue'],
] as const
export const HarmFile = Type.Object(
  {
    about: Type.String(),
    ...eachOf(WORD_LISTS, words),
    substances: Type.Array(Type.Object({ kind: oneOf(SUBSTANCE_KINDS), ...words.properties }, closed)),
    effects: Type.Object({ harmful: words, covert_only: words }, closed),
    targets: Type.Object({ person: words, animal: words }, closed),
    free_of: Type.Object({ before: words, after: words }, closed),
    ...eachOf(['said', 'said_self', 'said_care', 'said_danger'] as const, text),
    dangers: Type.Array(Type.Object({ words: Type.Array(words), said: text }, closed)),
    grievances: Type.Array(Type.Object({ words: Type.Array(words), said: text }, closed)),
    what: Type.Object(eachOf(HARM_KINDS, text), closed),
    emoji: Type.Record(Type.String(), text),
    by_effect: ByEffect,
    restricted: Type.Object(
      {
        lowered: Type.Record(Type.String(), Type.Array(Type.String())),
        forms: words,
        swapped: words,
        kept: Type.Record(Type.String(), words),
      },
      closed,
    ),
  },
  closed,
)
export type HarmKind = (typeof HARM_KINDS)[number]

export const loadHarmWords = (input: unknown, file = 'knowledge/harm.json') =>
  placing(validated(HarmFile, input, file), '{what}', file)

const HARM = loadHarmWords(data)

/** Each role a word can play in the parse, and its list in the file. */
const LISTS = {
  ...(Object.fromEntries(WORD_LISTS.map((k) => [k, HARM[k]])) as Record<(typeof WORD_LISTS)[number], typeof HARM.self>),
  harmful_effect: HARM.effects.harmful,
  covert_effect: HARM.effects.covert_only,
  person: HARM.targets.person,
  animal: HARM.targets.animal,
}
type Role = `substance:${(typeof SUBSTANCE_KINDS)[number]}` | keyof typeof LISTS
type Hit = PhraseHit<Role>
const SUBSTANCES = HARM.substances.map((s) => ({ ...s, role: `substance:${s.kind}` as Role }))
const ROLES = [...SUBSTANCES, ...Object.entries(LISTS).map(([role, w]) => ({ ...w, role: role as Role }))]
const SIGNALS = phraseMatcher<Role>(ROLES.flatMap((w) => phrasesOf(w, w.role)))
/** The file's katakana words (ルームメイト), which Japanese typed in romaji ("ruumumeito") is read back into. */
export const HARM_KATAKANA = new Set(ROLES.flatMap((w) => w.ja).filter((w) => /^[ァ-ヿ]{3,}$/.test(w)))

/** `care`: a medicine hidden with no harm wished; `danger`: products mixed with no one to hurt; `help`: for the grievance named. */
export type Harm = { kind: HarmKind; words: string; care?: true; danger?: Said; why?: Said; help?: Said }
type Said = { en: string; ja: string }

/** The first row whose every group of words the theme says: of `dangers`, why it harms; of `grievances`, what helps instead. */
function saidOf(rows: typeof HARM.dangers) {
  const match = phraseMatcher(rows.flatMap((d, i) => d.words.flatMap((w, g) => phrasesOf(w, `${i}.${g}`))))
  return (tokens: Token[]) => {
    const said = new Set(match(tokens).map((h) => h.value))
    return rows.find((d, i) => d.words.every((_, g) => said.has(`${i}.${g}`)))?.said as Said | undefined
  }
}
const [dangerIn, grievanceIn] = [saidOf(HARM.dangers), saidOf(HARM.grievances)]
/** How someone lives that keeps a trait out of their food ("sober", 禁酒中), though the brief rules out nothing for it. */
const KEPT = phraseMatcher(Object.entries(HARM.restricted.kept).flatMap(([trait, w]) => phrasesOf(w, trait as Trait)))

/** "…なんて冗談だけど、", "lol jk.": a disclaimer, the endings after it and the mark closing it are read as unsaid: it cancels
 * nothing, and what it stood between (ガラスを…冗談だけど、混ぜる) is one request again. */
function withoutDisclaimers(tokens: Token[], cleaned: string): Token[] {
  const aside = new Set<number>()
  // Spelt as listed: "just kids" shares its roots with "just kidding".
  const spelt = (h: Hit) => HARM.disclaimer[tokens[h.from]!.lang].includes(cleaned.slice(h.at, h.end).toLowerCase())
  for (const h of SIGNALS(tokens).filter((h) => h.value === 'disclaimer' && spelt(h))) {
    let to = h.to
    while (/^(?:particle|auxiliary)$/.test(tokens[to]?.pos ?? '') && tokens[to]!.lang === 'ja') to++
    for (let i = h.from; i < to + (tokens[to]?.pos === 'symbol' ? 1 : 0); i++) aside.add(i)
  }
  return tokens.filter((_, i) => !aside.has(i))
}

/** How far (in tokens) an English verb of harm reaches for its object ("poison the neighbour's cat"), and a cause for its
 * effect ("so she gets really sick"). */
const [OBJECT_REACH, EFFECT_REACH] = [4, 6]

/** An allergen put on purpose into the food of someone allergic to it: a food the theme adds (not one it negates)
 * with a trait of the allergy it states, or ('it') that allergen, hidden and put in as "some" ("get some into his cake"). */
function allergenAdded(text: string, mentions: Mention[], covert: boolean | 'it', told: Hit[]) {
  // A word in scare quotes ("she's 'allergic' to peanuts") still says it: its quotes become spaces before it, keeping every offset.
  const said = findNegations(text.replace(/(?<=^|\s)['‘"“](\p{L}+)['’"”](?=\s|[,.!?]|$)/gu, '  $1'), mentions)
  const allergies = said.filter((n) => n.allergy)
  // What the theme leaves out (卵なしのプリン) is not added; one quoted or beside a `told` word is what someone is told, and in.
  const quoted = (n: { at: number; end: number }) =>
    /[「“"][^」”"]*$/.test(text.slice(0, n.at)) || told.some((h) => h.at - n.end <= 2 && n.at - h.end <= 2)
  const negations = (covert === 'it' ? said.filter((n) => !n.allergy) : said).filter((n) => !quoted(n))
  const left = new Set(negations.filter((n) => !n.allergy).flatMap((n) => n.mentions.flatMap((m) => m.traits)))
  const allergic = new Set<Trait>(allergies.flatMap((n) => n.mentions.flatMap((m) => m.traits)))
  const negated = new Set(negations.flatMap((n) => n.mentions.map((m) => m.at)))
  const added = mentions.filter((m) => !negated.has(m.at))
  // "peanut hidden so my allergic roommate won't notice": an allergy that names no food, hidden from its owner, is to the food hidden.
  if (!allergic.size) return covert && added.length > 0
  return added.some((m) => m.traits.some((t) => allergic.has(t) && !left.has(t)))
}

/** Kanji words of every role as their hiragana readings (下剤 as げざい, 彼女 as かのじょ), split where the text spells them so. */
const KANA_SPELLINGS = kanaMatcher(ROLES.flatMap(({ ja, role }) => ja.map((phrase) => ({ phrase, value: role }))))

/** Substance words the table missed: English of six letters or more one letter off ("laxitive", not in a dish), kanji in kana. */
function looseSubstances(tokens: Token[], cleaned: string, hits: Array<Hit>, dishes: Span[]): Array<Hit> {
  const free = (from: number, to: number) => !hits.some((h) => h.from < to && from < h.to)
  const out: Array<Hit> = []
  tokens.forEach((t, i) => {
    const word = t.lemma.toLowerCase()
    if (t.lang !== 'en' || word.length < 6 || !free(i, i + 1) || inside(t, dishes)) return
    const near = SUBSTANCES.find((s) => s.en.some((w) => w[0] === word[0] && distance(w, word) === 1))
    if (near) out.push({ value: near.role, from: i, to: i + 1, at: t.at, end: t.end })
  })
  out.push(...KANA_SPELLINGS(tokens, cleaned).filter((h) => free(h.from, h.to)))
  // 期限がだいぶ切れた: a Japanese substance phrase with an adverb inside it.
  const adverbs = spanning(tokens, (t) => t.lang === 'ja' && t.pos === 'adverb')
  return [...out, ...adverbs.filter((h) => h.value.startsWith('substance:') && free(h.from, h.to))]
}

/** The signals of the tokens read without those `left` out, mapped back onto `tokens`: a phrase with words inside it. */
function spanning(tokens: Token[], left: (t: Token, i: number) => boolean): Hit[] {
  const kept = tokens.flatMap((t, i) => (left(t, i) ? [] : [i]))
  return SIGNALS(kept.length < tokens.length ? kept.map((i) => tokens[i]!) : []).flatMap((h) => {
    const [from, to] = [kept[h.from]!, kept[h.to - 1]! + 1]
    return to - from > h.to - h.from ? [{ ...h, from, to }] : []
  })
}

/** "laxative-free", "no bleach", 下剤なし: the substance is ruled out where it is named. */
function freeOf(tokens: Token[], hit: Hit): boolean {
  const [lang, before] = [tokens[hit.from]!.lang, tokens[hit.from - 1]?.surface.toLowerCase() ?? '']
  const after = tokens.slice(hit.to, hit.to + 2).map((t) => t.surface.toLowerCase())
  const ruled = (w: string) => (lang === 'en' ? after[0] === w : after.join('').startsWith(w))
  return HARM.free_of.before[lang].includes(before) || HARM.free_of.after[lang].some(ruled)
}

/** "I'm allergic to fish", 「私は卵アレルギー」: the asker's own allergy; not "my allergic roommate" ("my" says whose). */
function ownAllergy(self: Array<Hit>, allergy: Array<Hit>, targets: Array<{ from: number }>) {
  const whose = (at: number) => targets.some((t) => t.from === at)
  return allergy.some((a) => !whose(a.to) && self.some((s) => s.to <= a.from && a.from - s.to < 4 && !whose(s.to)))
}

/** An act negated is unsaid ("don't blow it up", "nobody gets sick", 「壊してほしくない」): a negation before (English) or after it. */
const UNSAID: Role[] = ['blast', 'meddle', 'prank']
/**
 * A putting or a hiding negated just before it, in English only ("isn't going to sneak them in", past what is to come;
 * not "aren't, so I can 'accidentally'"): in Japanese a negation after a putting is what it hides (入れたらバレない).
 */
const UNSAID_EN: Role[] = ['put_in', 'covert']
const putNegated = (tokens: Token[], h: Hit) =>
  UNSAID_EN.includes(h.value) &&
  tokens[h.from]!.lang === 'en' &&
  tokens
    .slice(0, h.from)
    .filter((w) => !HARM.coming.en.includes(w.lemma))
    .slice(-2)
    .some((w) => w.pos === 'negative')
function negated(tokens: Token[], hit: Hit): boolean {
  const ja = tokens[hit.from]!.lang === 'ja'
  const words = tokens.slice(0, hit.from).filter((t) => t.pos !== 'particle')
  const near = ja ? tokens.slice(hit.to, hit.to + 3) : words.slice(-2)
  return near.some((t) => t.pos === 'negative' || (!ja && /^(?:no|nobody|never)$/.test(t.lemma)))
}

/** "hot chocolate bombs", 「爆弾おにぎり」, "flavor-bomb": a weapon's word beside a food, a meal, a dish or after a `harmless` word. */
function namesAFood(tokens: Token[], hit: Hit, { hits, dishes }: { hits: Array<Hit>; dishes: Span[] }): boolean {
  const beside = [tokens[hit.from - 1], tokens[hit.to]].filter((t): t is Token => !!t && t.pos !== 'symbol')
  const word = (h: Hit) => h.value === 'meal' || (h.value === 'harmless' && h.to === hit.from)
  const food = (t: Token) => findMentions(normalise(t.surface)).length > 0 || inside(t, dishes)
  return beside.some((t) => food(t) || inside(t, hits.filter(word)))
}
const isNoun = (t: Token) => t.pos === 'noun'

/** "a deadly look-alike mushroom", "which mushroom … is deadly?": a food, not the dish ("a deadly chocolate cake" is praise). */
function deadlyFood(tokens: Token[], hit: Hit, dishes: Span[]): boolean {
  const food = (t: Token) => isNoun(t) && findMentions(normalise(t.surface)).length > 0 && !inside(t, dishes)
  const after = tokens.slice(hit.to, hit.to + 3).find(isNoun)
  const be = /^(?:be|is|are|was|were)$/.test(tokens[hit.from - 1]?.lemma ?? '')
  const before = be ? tokens.slice(Math.max(0, hit.from - 7), hit.from) : []
  return (!!after && food(after)) || before.some(food)
}

/** The tokens from..to as a hit of the kind `value`. */
function tokenSpan(tokens: Token[], value: Role, from: number, to: number): Hit {
  return { value, from, to, at: tokens[from]!.at, end: tokens[to - 1]!.end }
}

/** What a verb of putting in puts: the nouns before を or the verb (虫を仕込む, 何か入れて), or after an English verb up to a
 * preposition ("mix crushed glass into") and after a "with" that follows the food ("lace the dip with something"). */
function putObjects(tokens: Token[], put: Hit, food: (o: Hit) => boolean) {
  const hit = ([from, to]: [number, number]) => tokenSpan(tokens, put.value, from, to)
  if (tokens[put.from]!.lang === 'ja') {
    // ウォッカをこっそり足す, 子どもにたくさん食べさせる: an adverb, or how much, may stand between the object and its verb.
    let end = put.from
    // ガレットを「小麦だけだよ」って言って食べさせる: what they are told may stand between the object and its verb.
    const [said, told] = [tokens[end - 3]?.surface ?? '', tokens[end - 2]?.lemma ?? '']
    if (tokens[end - 1]?.surface === 'て' && HARM.told.ja.includes(told) && /^(?:って|と)$/.test(said))
      end = tokens.slice(0, end - 3).findLastIndex((t) => t.surface === 'を') + 1 || end
    while (tokens[end - 1]?.pos === 'adverb' || tokens[end - 1]?.adverbial) end--
    // 人参をカレーに入れる: where it goes (…に) may stand between the object and its verb.
    if (tokens[end - 1]?.surface === 'に' && tokens[end - 2]?.pos === 'noun') {
      let at = end - 1
      while (tokens[at - 1]?.pos === 'noun') at--
      if (tokens[at - 1]?.surface === 'を') end = at
    }
    if (tokens[end - 1]?.surface === 'を') end--
    let from = end
    const joins = (t?: Token) => /^[のとか]$/.test(t?.surface ?? '') && (t!.surface === 'か' || from < end)
    while (tokens[from - 1]?.pos === 'noun' || (joins(tokens[from - 1]) && tokens[from - 2]?.pos === 'noun')) from--
    return from < end ? [hit([from, end])] : []
  }
  const after = (from: number): [number, number] => {
    while (tokens[from]?.pos === 'particle' && tokens[from]!.lemma !== 'with') from++
    let to = from
    while (tokens[to]?.pos === 'noun' || tokens[to]?.pos === 'adjective') to++
    return [from, to]
  }
  const next = after(put.to)
  // "how many drops do I put in": with nothing after the verb, what it puts is the nouns before its subject.
  const subject = (t?: Token) => !!t && (/^(?:verb|auxiliary)$/.test(t.pos) || HARM.self.en.includes(t.lemma))
  let end = put.from
  while (next[0] === next[1] && end > put.from - 3 && subject(tokens[end - 1])) end--
  let from = end
  while (end < put.from && tokens[from - 1]?.pos === 'noun') from--
  const first: [number, number] = from < end ? [from, end] : next
  const w = tokens.findIndex((t, i) => i >= first[1] && i < first[1] + 6 && t.lemma === 'with')
  const spans = [first, ...(w > 0 && first[1] > first[0] && food(hit(first)) ? [after(w + 1)] : [])]
  return spans.filter(([from, to]) => to > from).map(hit)
}

/** Whether what is put in goes into food: "glass into his soup" (after in/into/onto), スープにガラスを, ナイフを仕込んだパン. */
function intoFood(tokens: Token[], o: Hit, dish: (span: Hit) => boolean): boolean {
  const span = (from: number, to: number) => tokenSpan(tokens, o.value, from, to)
  if (tokens[o.from]!.lang === 'en') {
    const into = tokens.findIndex((t, i) => i >= o.to && i < o.to + 2 && /^(?:in|into|onto)$/.test(t.lemma))
    return into > 0 && into + 1 < tokens.length && dish(span(into + 1, Math.min(tokens.length, into + 5)))
  }
  // Or the food it is put into follows the verb that puts it (ナイフを仕込んだパン).
  const ni = tokens.findIndex((t, i) => i < o.from && i >= o.from - 3 && t.surface === 'に')
  const after = o.to + 1 < tokens.length && dish(span(o.to + 1, Math.min(tokens.length, o.to + 5)))
  return after || (ni > 0 && dish(span(Math.max(0, ni - 3), ni)))
}

/** The first food the brief rules out for its eater (`ruled`) named as added: not in words `aside` (a negation, the restriction's own
 * words, a dish's name: 塩分制限, 味噌汁), nor in its low form (減塩醤油, "low-sodium soy sauce") or swapped out ("swap the sugar
 * for", 砂糖の代わりに). */
function restrictedAdded(text: string, mentions: Mention[], aside: Span[], ruled: (m: Mention) => boolean) {
  const { forms, swapped } = HARM.restricted
  const low = [...forms.en, ...forms.ja]
  const kept = (m: Span, before = text.slice(0, m.at).toLowerCase()) =>
    low.some((f) => before.trimEnd().replace(/-$/, '').endsWith(f)) ||
    swapped.en.some((w) => before.slice(-24).includes(w)) ||
    swapped.ja.some((w) => text.startsWith(w, m.end))
  const said = [...aside, ...low.flatMap((f) => spansOf(text.toLowerCase(), f))]
  return mentions.find((m) => !said.some((n) => n.at <= m.at && m.end <= n.end) && !kept(m) && ruled(m))
}

/** Whether a `told` word claims what is named at `name`, in one clause: English after it, a few words between ("label it GF",
 * "tell her the stew is vegan"); Japanese before it, only particles between (グルテンフリーに見える, 「ヴィーガンだよ」って伝える:
 * the quote's closing mark is no word). */
function claimOf(tokens: Token[], text: string, told: Hit, name: Span): boolean {
  const ja = tokens[told.from]!.lang === 'ja'
  const [from, to] = ja ? [name.end, told.at] : [told.end, name.at]
  const between = tokens.filter((t) => from <= t.at && t.end <= to && !/^[」』"”]$/.test(t.surface))
  if (from > to || /[,.;:!?、。，！？\n]/.test(text.slice(from, to))) return false
  return ja ? between.length <= 3 && between.every((t) => /^(?:particle|auxiliary)$/.test(t.pos)) : between.length <= 4
}

/** A joke marked ("lol", "in a good way", 💀, （笑）, 美味しすぎ; a w after Japanese): its words whole, a Latin one not inside a word. */
const jesting = (cleaned: string, text = cleaned.toLowerCase()) =>
  [...HARM.jest.en, ...HARM.jest.ja].some((w) =>
    /^[a-z ]+$/.test(w)
      ? new RegExp(`(?<![a-z${w === 'w' ? '\\x00-\\x7f' : ''}])${w}+(?![a-z])`).test(text)
      : text.includes(w),
  )

/** Where `words` are said in `text`. */
const spansOf = (text: string, words: string) =>
  [...text.matchAll(new RegExp(escapeRegExp(words), 'g'))].map((m) => ({ at: m.index, end: m.index + words.length }))

/** The theme's words that show the harm, from the first signal that decided it to the last. */
const span = (cleaned: string, hits: Array<Span>) =>
  cleaned.slice(Math.min(...hits.map((h) => h.at)), Math.max(...hits.map((h) => h.end))).trim()

/** "that'll knock him out": a phrasal verb of harm read without whom it holds, asked for (after "to", a modal, first) or wished. */
function heldEffects(tokens: Token[], targets: Hit[], wished = false): Hit[] {
  const whose = (t?: Token) =>
    t?.pos === 'particle' ? t.lemma !== 'to' : [...HARM.self.en, ...HARM.owner.en].includes(t?.lemma ?? '')
  const held = new Set<number>()
  for (const t of targets.filter((t) => tokens[t.from]!.lang === 'en'))
    for (let i = t.to - 1; i >= t.from || whose(tokens[i]); i--) held.add(i)
  const asked = ({ from }: Hit, t = tokens[from - 1]) =>
    wished || !t || /^(?:to|will|would|can|could)$|'ll$/.test(t.lemma) || t.pos === 'symbol'
  const holding = (h: Hit) => h.value === 'held' || (h.value === 'harmful_effect' && asked(h))
  return spanning(tokens, (_, i) => held.has(i)).filter(holding)
}

/** A picture stands for a word: each emoji of the file read as its CLDR name at its place (💊をこっそり🍵に: 薬を…湯飲みに). */
function withEmoji(tokens: Token[], cleaned: string) {
  const lang = /[ぁ-ヿ\u3400-\u9fff]/.test(cleaned) ? 'ja' : 'en'
  const named = [...cleaned.matchAll(/\p{Extended_Pictographic}/gu)].flatMap(({ 0: emoji, index: at }) =>
    tokensOf(HARM.emoji[emoji]?.[lang] ?? '').map((t) => ({ ...t, at, end: at + emoji.length })),
  )
  const marks = (t: Token) => /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)+$/u.test(t.surface)
  return named.length ? [...tokens.filter((t) => !marks(t)), ...named].sort((a, b) => a.at - b.at) : tokens
}

/** The signals, and those of a kana word read as its dictionary form (ねむらせたい: 眠らせる) where its own spelling meets none. */
function signalsOf(tokens: Token[], kana = /^[ぁ-ヿ]+$/): Hit[] {
  const hits = SIGNALS(tokens)
  const read = (t: Token) => (kana.test(t.surface) && kana.test(t.lemma) ? { ...t, reading: toHiragana(t.lemma) } : t)
  const more = SIGNALS(tokens.map(read)).filter((f) => !hits.some((h) => h.from < f.to && f.from < h.to))
  return [...hits, ...more].sort((a, b) => a.from - b.from)
}

type HarmContext = {
  text: string
  mentions: Mention[]
  deadly: boolean
  dish: boolean
  dishes: Span[]
  products: Span[]
  brief?: Pick<Brief, 'exclusions' | 'atRisk' | 'lower' | 'hazards'>
}

/** What the theme asks that is meant to hurt someone, or undefined; `deadly`: a hazard nothing makes safe (fugu liver). */
export function readHarm(theme: Token[], cleaned: string, read: HarmContext): Harm | undefined {
  const { text, mentions, deadly, dish, dishes, products, brief } = read
  // 来れなくしてやる, 盛っとく: an ending of doing it to someone adds no act, so the verb is read as する.
  const doing = (t: Token) => (HARM.done_for.ja.includes(t.lemma) ? { ...t, lemma: 'する' } : t)
  const tokens = withoutDisclaimers(withEmoji(theme, cleaned), cleaned).map(doing)
  // A food someone dislikes (魚嫌い, "hates fish") is kept from their dish, yet is no food they must not have.
  const [negations, dislikes] = [findNegations(text, mentions), [...HARM.dislike.en, ...HARM.dislike.ja]]
  const by = (t: Trait, dislike: boolean) =>
    negations.some((n) => dislikes.includes(n.trigger) === dislike && n.mentions.some((m) => m.traits.includes(t)))
  const abstained = KEPT(tokens)
  const traits = [...(brief?.exclusions.flatMap((e) => e.traits) ?? []), ...abstained.map((h) => h.value)]
  const ruledOut = traits.filter((t) => !by(t, true) || by(t, false))
  // A food a condition or diet rules out by name (salt for high blood pressure, bananas for kidney disease), not one disliked.
  const disliked = (id: string) =>
    negations.some((n) => dislikes.includes(n.trigger) && n.mentions.some((m) => m.ids.includes(id)))
  const lowered = brief?.lower?.flatMap((l) => HARM.restricted.lowered[l] ?? []) ?? []
  const ruledIds = [...(brief?.exclusions.flatMap((e) => e.ingredients) ?? []), ...lowered].filter(
    (id) => !disliked(id),
  )
  // Ill will and hiding read again with whom they hold taken out: "teach my mother-in-law a lesson", "without an old man noticing".
  const seen = signalsOf(tokens)
  const whom = seen.filter((h) => ['person', 'self', 'owner'].includes(h.value))
  const holds = (i: number) =>
    whom.some((h) => h.from <= i + (/^(?:a|an|the)$/.test(tokens[i]!.lemma) ? 1 : 0) && i < h.to)
  const rejoined = whom.length ? spanning(tokens, (_, i) => holds(i)) : []
  const signals = [...seen, ...rejoined.filter((h) => ['intent', 'grudge', 'covert'].includes(h.value))]
  // A substance in quotes ("'antifreeze' cocktail", 「毒入りワイン」って) or before `likeness` (石けんそっくり, not 洗剤が見えないように)
  // names a look; quotes open at a word's start and close at its end (no apostrophe of "don't").
  // "muffins with castor beans in them": a word for someone ("them", read in "themed") names no look.
  const likeIt = (h: Hit, l: Hit) =>
    !tokens.slice(h.to, l.from).some((t) => /^[がをは]$/.test(t.surface)) &&
    !signals.some((p) => p.from === l.from && p.value === 'person')
  // 毒りんごカップケーキ, "poison apple cupcakes": a poison on a food that heads a dish's name is the dish's look too.
  const aFood = (t?: Token) => !!t && isNoun(t) && (findMentions(normalise(t.surface)).length > 0 || inside(t, dishes))
  const onDish = (h: Hit, [food, dish] = tokens.slice(h.to, h.to + 2)) =>
    h.value === 'substance:poison' && aFood(food) && aFood(dish) && dish!.at - food!.end <= 1
  const look = (h: Hit) =>
    onDish(h) || signals.some((l) => l.value === 'likeness' && l.from >= h.to && l.from - h.to < 3 && likeIt(h, l))
  const quoted = (h: Hit) =>
    /(?:(?:^|\s)['"“‘]|「)[^'"「」“”‘’]*$/.test(cleaned.slice(0, h.at)) &&
    /^[^'"「」“”‘’]*(?:['"”’](?=\s|[,.!?)]|$)|」(?=って|と))/.test(cleaned.slice(h.end))
  // A pictured substance (☠) is one put in ("a bit of ☠ in them"), not a skull iced on a cookie.
  const pictured = (h: Hit, put = signals.some((p) => p.value === 'put_in') || tokens[h.to]?.lemma === 'in') =>
    /\p{Extended_Pictographic}/u.test(cleaned.slice(h.at, h.end)) && !put
  // 入れなきゃ: a putting-in negated by its own ending; "puppy chow": an animal's word naming a dish, no target.
  const modifies = (t?: Token) => t?.lang === 'en' && isNoun(t) && !findMentions(t.lemma).length
  const hits = [...signals, ...looseSubstances(tokens, cleaned, signals, dishes)].filter(
    (h) =>
      !((h.value.startsWith('substance:') || h.value === 'animal_poison') && (freeOf(tokens, h) || pictured(h))) &&
      !((h.value.startsWith('substance:') || h.value === 'animal_poison' || h.value === 'intent') && quoted(h)) &&
      !(['substance:poison', 'substance:product', 'intent'].includes(h.value) && look(h)) &&
      !(UNSAID.includes(h.value) && negated(tokens, h)) &&
      !putNegated(tokens, h) &&
      !(h.value === 'put_in' && tokens[h.to]?.pos === 'negative') &&
      !(h.value === 'animal' && modifies(tokens[h.to])) &&
      // エビ粉, "chili powder": a vague word after a food is part of its name.
      !(h.value === 'vague' && findMentions(normalise(tokens[h.from - 1]?.surface ?? '')).length > 0),
  )
  const all = (role: Role) => hits.filter((h) => h.value === role)
  const has = (role: Role) => hits.some((h) => h.value === role)
  // Why it harms, where the substance has a danger to say (eye drops in a drink poison).
  const [why, help] = [dangerIn(tokens), grievanceIn(tokens)]
  const aside = { ...(why && { why }), ...(help && { help }) }
  const found = (kind: HarmKind, hits: Array<Span>): Harm => ({ kind, words: span(cleaned, hits), ...aside })
  // Whose food it is names a person too ("the driver's soda"), as does a name's ("on Jenna's one").
  const whose = (t: Token, i: number) =>
    /['’]s$/.test(t.surface) && (/^[A-Z]/.test(t.surface) || hits.some((h) => h.value === 'meal' && h.from === i + 1))
  const owner = (t: Hit, { en, ja } = HARM.owner) =>
    /['’]s$/.test(tokens[t.to - 1]!.surface) ||
    en.includes(tokens[t.from]!.lemma) ||
    ja.includes(tokens[t.to]?.surface ?? '')
  const one = (i: number, value: Role = 'put_in') => tokenSpan(tokens, value, i, i + 1)
  // A word of a dish's name the parser takes for someone ("tacos al pastor", "shepherd's pie") names no one.
  const named = (t: Token, i: number) =>
    ((t.person && !HARM.things.en.includes(t.lemma)) || whose(t, i)) && !inside(t, dishes)
  const claimed = (i: number) => hits.some((h) => h.from <= i && i < h.to)
  const people = tokens.flatMap((t, i) => (named(t, i) && !claimed(i) ? [one(i, 'person')] : []))
  // A slighting word for someone (あいつ) is someone too: a dose, a verb of harm or an effect aimed at them; "they" only after
  // someone is named ("residents … so they"), not "my pills … so they go down".
  const someone = [...all('person'), ...people, ...all('animal'), ...all('bearer')]
  const targets = [...someone, ...all('anaphor').filter((a) => someone.some((t) => t.to <= a.from))]
  // Food to put something into: a meal word or a named dish, not an ingredient of a soap or a weed killer.
  const food = has('meal') || dish
  // "so she gets food poisoning" wishes it; "how to avoid food poisoning" asks for safety: an effect word is no safety word.
  const sameSpan = (h: Hit, role: Role) => hits.some((e) => e.value === role && e.from === h.from && e.to === h.to)
  // "prove it's safe", 平気だって証明したい: a safety word beside a proving is the claim to disprove, not safety asked.
  const proved = (h: Hit) => all('prove').some((p) => Math.max(p.from - h.to, h.from - p.to) <= 3)
  const safety = all('safety').some((h) => !sameSpan(h, 'harmful_effect') && !proved(h))
  const context = [...all('meal'), ...targets, ...all('put_in'), ...all('covert')]
  // A food whose label hides another ("worcestershire sneaks anchovies in") is an English verb's subject (酒こっそり盛る: object).
  const foodsIn = (o: Hit) => findMentions(normalise(cleaned.slice(o.at, o.end)))
  const byFood = (h: Hit) => {
    const i = tokens.slice(0, h.from).findLastIndex((t) => t.pos !== 'adverb')
    const [verb, subject] = [tokens[h.from]!, tokens[i]]
    const glued = subject?.pos === 'noun' && !/[^\s\p{L}]/u.test(cleaned.slice(subject.at, verb.at))
    return verb.pos === 'verb' && verb.lang === 'en' && glued && foodsIn(one(i)).length > 0
  }
  // Whether they would notice, taste or find it out, asked ("would he taste it", "before anyone notices", バレますか), hides it.
  const asked = (d: Hit, t = targets.find((t) => t.to <= d.from && d.from - t.to <= 2)) =>
    tokens[d.from]!.lang === 'ja' || (!!t && HARM.asking.en.includes(tokens[t.from - 1]?.lemma ?? ''))
  const noticed = all('detect').filter((d) => asked(d) && !/^[とを]$/.test(tokens[d.from - 1]?.surface ?? ''))
  // Hidden from the eater: "slip" and "sneak" also only put something in; "can't tell it's vegan" hides no food, "pretend
  // it's vegan" does.
  const restrictions = (brief?.exclusions ?? []).flatMap((e) => spansOf(text, normalise(e.name)))
  const unnoticed = (c: Hit) => !sameSpan(c, 'told') && restrictions.some((r) => claimOf(tokens, text, c, r))
  const unseen = all('covert').filter(
    (c) => !all('put_in').some((p) => p.from === c.from) && !byFood(c) && !unnoticed(c),
  )
  const hidden = [...unseen, ...noticed]
  // "bath bomb", "flavor bomb": a weapon's word inside a product's name or beside a food names no weapon.
  const weapon = all('weapon').filter((h) => !namesAFood(tokens, h, { hits, dishes }) && !inside(h, products))
  if (weapon.length) return found('weapon', weapon)
  // "so I never wake up", 消えたい: the asker's own harm, unless it ends someone else's ("so my landlord never wakes up").
  const before = (h: Hit, role: Role, reach: number) => all(role).filter((s) => s.to <= h.from && h.from - s.to < reach)
  const mine = (h: Hit, reach: number) => before(h, 'self', reach).some((s) => !tokens.slice(s.to, h.from).some(isNoun))
  const vanish = all('vanish').filter((h) => mine(h, 4) || before(h, 'fasting', 5).length)
  // A joke marked ("lol", 💀, （笑）) or a dish named by a verb of harm (murder burger): what it does to its eaters is praise.
  const jest =
    (dish || has('meal') || mentions.length > 0) &&
    (jesting(cleaned) ||
      all('intent').some((h) => tokens[h.from]!.pos !== 'verb' && namesAFood(tokens, h, { hits, dishes }))) &&
    !hits.some((h) => /^(?:substance:|grudge|earnest|covert|spike|dose)/.test(h.value))
  const dishName = (h: Hit) => jest && namesAFood(tokens, h, { hits, dishes })
  const ending = [
    ...all('self_harm').filter((h) => !dishName(h)),
    ...vanish,
    ...(has('least') ? all('harmful_effect') : []),
  ]
  if (ending.length) return found(targets.length && !ending.some((h) => mine(h, 1)) ? 'intent' : 'self_harm', ending)
  // "turn a pressure cooker into something that explodes", 「圧力鍋を爆発させる」: a device rigged to explode.
  for (const blast of safety ? [] : all('blast')) {
    const device = all('device').find((d) => d.to <= blast.from && blast.from - d.to < EFFECT_REACH)
    const en = tokens[blast.from]!.lang === 'en'
    const rigs = (r: Hit) =>
      en ? r.to <= device!.from && device!.from - r.to < OBJECT_REACH : r.from >= device!.to && r.from - blast.to < 3
    const rig = device && all('rig').find(rigs)
    if (rig) return found('weapon', [rig, device, blast])
  }
  // "to poison my landlord" is the verb of harm, read below; the noun is the substance, as is どく (parsed as 退く).
  const poison = all('substance:poison').filter((h) => tokens[h.from]!.pos !== 'verb' || tokens[h.from]!.lang === 'ja')
  // A poison said to look like a food or worried about, a game's prop, or a food's own toxin the hazard table reads (which
  // part of a fugu holds it), with no one to give it to: a risk to say or a look.
  const wary = (has('mistaken') || has('play') || !!brief?.hazards?.length) && !targets.length && !has('put_in')
  if (poison.length && !safety && !wary) return found('poison', [...poison, ...context])
  const [ill, product] = [has('intent') || has('grudge'), all('substance:product')]
  if (product.length && (food || targets.length || has('put_in') || has('covert'))) {
    const danger = targets.length || has('covert') || ill ? undefined : dangerIn(tokens)
    return { ...found('non_food', [...product, ...context]), ...(danger && { danger }) }
  }
  // Sleep, drink or quiet is harm hidden, put in unnamed, or wished on a resented animal not the asker's (the dog next door).
  const resented = has('grudge') && all('animal').some((a) => !all('self').some((s) => [0, 1].includes(a.from - s.to)))
  const marked = (o: Hit, r: Role[]) => hits.some((h) => r.includes(h.value) && h.from < o.to && o.from < h.to)
  const isFood = (o: Hit) =>
    marked(o, ['meal']) || foodsIn(o).length > 0 || dishes.some((d) => d.at < o.end && o.at < d.end)
  // A food hidden for someone's good ("sneak spinach into his smoothie so he's calmer") brings its calm by no drug.
  const hidesFood = (p: Hit) => {
    // What follows "into" or "to" is where it goes ("sneak into her cocktail", "add to his tea"), not what is put.
    const into = (o: Hit) => tokens.slice(p.to - 1, o.from).some((t) => /^(?:in|into|onto|to)$/.test(t.lemma))
    const objects = putObjects(tokens, p, isFood).filter((o) => !into(o))
    return objects.length > 0 && objects.every((o) => isFood(o) && !marked(o, ['vague']))
  }
  const foodHidden = has('put_in') && all('put_in').every(hidesFood)
  // A food "with" something it is served with puts that in too: "meatballs with a little something extra".
  const served = tokens.flatMap((t, i) => (t.lemma === 'with' && i && isFood(one(i - 1)) ? [one(i)] : []))
  const unnamed = (has('covert') && !foodHidden) || (has('vague') && (has('put_in') || served.length > 0)) || resented
  // 寝込んでる: what the target already has (て/で + いる) is why one cooks for them, not a wish; nor is sleeping better.
  const state = (h: Hit) =>
    /^[てで](?:る|い(?!ただ))/.test(cleaned.slice(h.end)) || marked(h, ['eased']) || aState(tokens, h)
  // Care is for someone one gives medicine to (a parent, a child), not a boss's coffee nor a prank.
  const caredFor = () =>
    !has('prank') && tokens.some((t) => HARM.cared_for[t.lang].includes(t.lemma.toLowerCase().replace(/['’]s$/, '')))
  // Given on purpose: to prove an allergy ("peanut oil … to prove it", 反応見たい), or a dose asked ("how many of grandma's pills").
  const given = has('put_in') || has('covert') || has('prove') || has('dose')
  // A medicine someone takes (処方された薬) is care unless harm is said; one's own (母の薬) unless put in or hidden.
  const own = (h: Hit) => all('person').some((t) => h.from - t.to <= 2 && t.to <= h.from && owner(t))
  // After the drug, an English taking word is a verb ("meds prescribed"), not where it goes ("pills on his salad").
  const past = (t: Hit, h: Hit) => t.from >= h.to && tokens[t.from]!.lang === 'en' && tokens[t.from]!.pos !== 'verb'
  const taken = (h: Hit) => all('taking').some((t) => t.from - h.to < 3 && h.from - t.to < 5 && !past(t, h))
  // Alcohol, or a drug not their own, for someone in the asker's charge (a child, a patient; babysitting, 介護): a sleep or a
  // quiet wished on them through it ("whiskey in their bedtime milk so they sleep through") doses them, however caring.
  const drink = mentions.filter((m) => m.traits.includes('alcohol') && !negations.some((n) => n.mentions.includes(m)))
  const young = brief?.atRisk?.some((a) => a !== 'pregnancy' && a !== 'immunocompromised' && a !== 'elderly')
  const charge =
    (has('in_care') || !!young) && (drink.length > 0 || all('substance:drug').some((d) => !own(d) && !taken(d)))
  // Wished on them, not told of them: a cause right before them in English ("so they sleep through"; not "once the kids are
  // asleep", "a calm afternoon"), in Japanese a wish or a purpose ending it (寝てほしい, 眠らせる, 静かになるように).
  const aimedAt = (e: Hit) =>
    tokens[e.from]!.lang === 'ja'
      ? HARM.wished_end.ja.some((w) => tokens[e.to - 1]!.lemma.endsWith(w)) ||
        tokens.slice(e.to, e.to + 3).some((t) => HARM.cause.ja.includes(t.surface))
      : tokens[e.to]?.pos !== 'noun' &&
        targets.some((t) => e.from - t.to <= 3 && all('cause').some((c) => c.to <= t.from && t.from - c.to <= 1))
  const calmed = charge && all('covert_effect').some((e) => aimedAt(e) && !state(e) && !negated(tokens, e))
  // A calm is wished hidden, in ill will (あいつを眠らせる), on one in the asker's charge, or dosed on one not cared for.
  const wished = unnamed || has('bearer') || (ill && has('person')) || (given && !foodHidden && !caredFor()) || calmed
  const felt = [...all('harmful_effect'), ...(wished ? all('covert_effect') : [])]
  const effects = felt.filter((h) => !negated(tokens, h) && !(safety && sameSpan(h, 'safety')) && !state(h))
  // "so he can't go to school", 来られないように: an effect said by what it stops them doing (intent.ts).
  const stopped = safety ? undefined : readIntent(tokens, { hits, targets, food, found })
  if (drink.length && (calmed || (charge && stopped?.kind === 'intent'))) return found('drug', [...drink, ...effects])
  // "throw off his INR", 薬が効かなくなる: a medicine someone takes, upset through their food when wished or hidden.
  if (has('meddle') && has('substance:drug') && targets.length && !safety && (ill || has('covert')))
    return found('intent', [...all('meddle'), ...targets])
  // Something unnamed: not a food or a harmless thing right after "something" ("something sweet", not "some cake").
  const plain = (i: number) => i < tokens.length && (foodsIn(one(i)).length > 0 || marked(one(i), ['harmless']))
  const unnamedThing = all('vague').some((v) => !marked(v, ['covert']) && !plain(v.to) && !plain(v.to + 1))
  const dosed = (h: Hit) => (taken(h) ? ill || effects.length > 0 : !own(h) || given)
  const drug = has('meddle') && !given ? [] : all('substance:drug').filter(dosed)
  // A harm said needs no one named: "knock out the whole party … which pills dissolve best in buttercream".
  // A dose of a drug not the asker's own asked into food ("how many of nan's tablets could go into a pie") is given to someone.
  const dosing = has('dose') && drug.some((d) => !mine(d, 2))
  const reached = targets.length || has('covert') || has('intent') || effects.length || dosing
  const care = !ill && !effects.length && !has('dose') && caredFor() && stopped?.kind !== 'intent'
  if (drug.length && reached && (food || has('put_in')))
    return { ...found('drug', [...drug, ...context]), ...(care && { care }) }
  // A knife or a file baked into a cake: a tool hidden in food is no longer a tool for cooking.
  if (has('substance:tool') && hidden.length && (food || has('put_in')))
    return found('non_food', [...all('substance:tool'), ...hidden])
  // Food gone off given knowingly: hidden from them, or put in where no safety is asked ("is it still OK for the kids?").
  if (has('substance:spoiled') && targets.length && (hidden.length || (has('put_in') && !safety)))
    return found('spoiled', [...all('substance:spoiled'), ...targets, ...hidden])
  const held = safety ? [] : heldEffects(tokens, targets, wished)
  if (held.length) return found('intent', held)
  // A verb of harm aimed at someone (after it in English, before in Japanese); revenge (仕返し) only with a harm to it.
  const harmed = effects.length > 0 || unnamed || hidden.length > 0 || (has('put_in') && (!foodHidden || has('excess')))
  const aiming = all('intent').filter((h) => !negated(tokens, h) && (harmed || !sameSpan(h, 'grudge')))
  for (const intent of safety || jest ? [] : aiming) {
    const en = tokens[intent.from]!.lang === 'en'
    const reaches = (t: Hit) => (en ? t.from >= intent.to && t.from - intent.to < OBJECT_REACH : t.to <= intent.from)
    // A slighting word for someone takes a verb of harm only where it drugs (あいつに一服盛る): あいつを鍋で殺しにかかる is a boast.
    const aimed = targets.find((t) => reaches(t) && (t.value !== 'bearer' || sameSpan(intent, 'spike')))
    if (aimed) return found('intent', [intent, aimed])
  }
  // A cause, the target, then what happens to them ("make him sleep", 腹を下す料理): in English the nearest target, its cause
  // at most three words before ("so he gets dizzy", not "because she is sick"); "nuts make him ill" tells a fact.
  const agrees = (t: Token, s: Token) =>
    t.surface.toLowerCase() !== t.lemma || findMentions(normalise(s.surface)).length > 0
  const thing = (s?: Token) => /^(?:noun|adjective)$/.test(s?.pos ?? '')
  const told = ({ from }: Hit, t = tokens[from]!, s = tokens[from - 1]) =>
    t.lang === 'en' && t.pos === 'verb' && thing(s) && !targets.some((x) => x.to === from) && agrees(t, s!)
  const causes = all('cause').filter((c) => !told(c))
  // Words between an English verb and whom it reaches, not counting how many ("gives every one of them").
  const gap = (from: number, to: number) =>
    tokens.slice(from, to).filter((t) => !/^(?:particle|number)$/.test(t.pos)).length
  // A heat the eater asked for (本人リクエスト, "he asked for it"), with nothing hidden, is their own challenge.
  for (const effect of has('consent') && !hidden.length ? [] : effects) {
    const ja = tokens[effect.from]!.lang === 'ja'
    const before = targets.filter((t) => t.to <= effect.from && ((food && ja) || effect.from - t.to < EFFECT_REACH))
    for (const target of ja ? before : before.filter((t) => !before.some((u) => u.from > t.from)).slice(0, 1)) {
      const putting = all('put_in').filter((c) => ja || (effect.from - target.to <= 3 && gap(c.to, target.from) <= 2))
      const leads = (c: Hit) => (ja ? c.from >= target.to : c.to <= target.from && gap(c.to, target.from) <= 3)
      const cause = [...causes, ...putting].find(leads)
      // A causative verb is its own cause (眠らせる, 吐かせる, split 寝込ま+せる), and so is a degree said beside it (寝込むくらい).
      const causative = /せる$/.test(tokens[effect.to - 1]!.lemma) || /^さ?せる$/.test(tokens[effect.to]?.lemma ?? '')
      const after = tokens[effect.to + (causative ? 1 : 0)]
      const degree = [tokens[effect.from - 1], after].some((t) => HARM.cause.ja.includes(t?.surface ?? ''))
      // The dish whose effect it is (病院送りになる料理) is made for it.
      const aimed = all('meal').some((m) => m.from >= effect.to && m.from - effect.to <= 3)
      // Making someone reach it (病院送りにしたろか, にしてやる) is its own cause; not making them (にしないように) is care.
      const [ni, suru, not] = tokens.slice(effect.to, effect.to + 3)
      const made = ni?.surface === 'に' && suru?.lemma === 'する' && not?.pos !== 'negative'
      if (cause || (ja && (degree || causative || aimed || made)))
        return found('intent', [cause ?? effect, target, effect])
    }
  }
  const alone = (v: Hit) => tokens[v.from - 1]?.pos === 'verb' && !/^(?:noun|adjective)$/.test(tokens[v.to]?.pos ?? '')
  // Aimed at someone else, given or disguised for one resented: "add peanuts" names no one, "I'm allergic" is the asker's.
  const askers = ownAllergy(all('self'), all('allergy'), targets)
  const allergic = !safety && has('allergy') && targets.length && (given || (has('mistaken') && ill)) && !askers
  // "hide some in", or a putting-in with no object (わからないように出汁に混ぜたい), stands for the allergen stated.
  const elided = all('vague').some(alone) || all('put_in').some((p) => !putObjects(tokens, p, isFood).length)
  // A dish named after the allergen served plainly to the one allergic (エビチリ for a son) asks a version they can eat; plainly,
  // only the allergy said and what a verb puts count, not a food asked about beside them (ホワイトソースはどうすれば).
  const plainly = !has('covert') && !has('prove') && !ill && !effects.length
  const allergens = negations.filter((n) => n.allergy).flatMap((n) => n.mentions)
  const counted = [...allergens, ...all('put_in').flatMap((p) => putObjects(tokens, p, isFood))]
  const put = plainly ? mentions.filter((m) => inside(m, counted) && !inside(m, dishes)) : mentions
  if (allergic && allergenAdded(text, put, has('covert') && (elided ? 'it' : true), all('told')))
    return found('allergy', [...all('allergy'), ...all('covert'), ...all('put_in')])
  // What the brief rules out for whom it is for (an allergy, a condition's salt or sugar, alcohol for a child), put in where they
  // will not notice, to prove them wrong or in ill will ("so he learns"): a food of it named where no negation holds it.
  // Not a food inside the restriction's own words (塩分制限, "low-salt"), nor one a condition lowers in a dish's name (味噌汁).
  // Nor one imitated ("mock duck", なんちゃって酢豚), made within the restriction ("vegan mac and cheese") or resembled
  // ("looks like real cheese"): none of it is put in.
  const within = [...mentions, ...dishes].filter((s) =>
    restrictions.some((r) => r.end <= s.at && /^[\s\-の]*$/.test(text.slice(r.end, s.at))),
  )
  const resembled = all('mistaken').flatMap((h) =>
    h.to < tokens.length ? [tokenSpan(tokens, h.value, h.to, Math.min(tokens.length, h.to + 3))] : [],
  )
  const imitated = imitatedIn(tokens).map(({ words, at }) => ({ at, end: at + words.length }))
  const unsaid = [...negations, ...restrictions, ...abstained, ...within, ...resembled, ...imitated]
  const lowIn = (m: Mention) => m.ids.some((id) => lowered.includes(id)) && inside(m, dishes)
  // A dish made free of what the theme leaves out (卵なしのプリン) carries none of it.
  const left = new Set(negations.flatMap((n) => (n.allergy ? [] : n.mentions.flatMap((m) => m.traits))))
  const ruledTrait = (m: Mention) => (t: Trait) => ruledOut.includes(t) && !(left.has(t) && inside(m, dishes))
  const ruled = (m: Mention) => m.traits.some(ruledTrait(m)) || (m.ids.some((id) => ruledIds.includes(id)) && !lowIn(m))
  // A restriction claimed of the food ("looks gluten-free", ヴィーガンだって言って) hides from the one who keeps it what the theme
  // puts in against it, or what it says the claim hides ("but isn't", 実は).
  const claims = all('told').filter((c) => !negated(tokens, c) && restrictions.some((r) => claimOf(tokens, text, c, r)))
  // "doesn't have to be fancy" says what else the dish need not be; "but isn't gluten-free", "…have to be." the claim.
  const describes = ({ end }: Hit, next = tokens.find((t) => t.at >= end)) =>
    next?.lang === 'en' &&
    /^(?:adjective|noun|verb)$/.test(next.pos) &&
    !/[,.;:!?]/.test(text.slice(end, next.at)) &&
    !restrictions.some((r) => r.at === next.at)
  const untrue = all('untrue').filter((u) => claims.some((c) => u.from >= c.from) && !describes(u))
  const meant = hidden.length || claims.length || (targets.length && (has('prove') || ill))
  const hiddenFrom =
    meant && !safety && (targets.length || brief?.atRisk?.length) && (ruledOut.length || ruledIds.length)
  const added = hiddenFrom ? restrictedAdded(text, mentions, unsaid, ruled) : undefined
  // Alcohol so hidden doses an adult (rum soaked into the cake of one who has given up drink); a child's is kept from them.
  const drugged = added?.traits.includes('alcohol') && !brief?.atRisk?.includes('child')
  const hidingWords = [...hidden, ...claims, ...untrue, ...all('prove'), ...all('grudge'), ...targets]
  if (hiddenFrom && ((hidden.length && elided) || added || untrue.length))
    return found(drugged ? 'drug' : 'hidden', hidingWords)
  // Not food, or a drink hidden, put into the food of someone targeted; a vague "something" only where harm is said or hidden.
  // A thing put in that is food, or names where it goes (a meal, someone's), is no harm by itself.
  const edible = (o: Hit) => marked(o, ['meal', 'person', 'animal', 'self']) || isFood(o)
  // An unknown word served to someone (子どもに副菜を) is a food, a thing put in only into food or with harm or hiding said.
  const harmSaid = ill || has('covert') || hidden.length > 0 || effects.length > 0
  for (const put of targets.length || has('intent') ? [...all('put_in'), ...served].filter((p) => !byFood(p)) : [])
    for (const o of putObjects(tokens, put, edible)) {
      // Hidden, or put in by a verb of hiding ("sneak gluten into", "hides gin"): alcohol is a drug, a food ruled out for them is hidden.
      const traits = foodsIn(o).flatMap((m) => m.traits)
      const covertly = hidden.length > 0 || all('covert').some((c) => c.from === put.from)
      if (covertly && traits.includes('alcohol')) return found('drug', [put, o])
      if (covertly && targets.length && traits.some((t) => ruledOut.includes(t))) return found('hidden', [put, o])
      if (edible(o) || marked(o, ['harmless'])) continue
      if (!harmSaid && !intoFood(tokens, o, isFood)) continue
      if (!marked(o, ['vague']) || effects.length || ill || covertly) return found('non_food', [put, o])
    }
  // The act as roles, over every sentence: something unnamed or no food put into another's food (a group's too), or itself what is
  // hidden ("something she won't taste", not "… won't know is vegan"), hidden from them, dosed to work on them (効くようにする混ぜ物)
  // or in ill will; or an effect wished on their body ("her stomach to regret it", お腹が忘れないように), what brings it asked.
  const kept = (v: Hit) => hidden.some((h) => [1, 2].includes(h.from - v.to) && tokens[h.to]?.pos !== 'verb')
  const putIn = has('put_in') || served.length > 0 || all('vague').some((v) => kept(v) || tokens[v.to]?.lemma === 'in')
  const wish = has('dose') || has('spike') || (ill && food) || (has('spell') && effects.length > 0)
  const secret = hidden.length ? targets.length || food : wish && targets.length
  const near = (b: Hit) => [...all('cause'), ...all('put_in')].some((c) => Math.abs(c.from - b.to) < 6)
  const ahead = (b: Hit) => HARM.coming.en.includes(tokens[b.to]?.lemma ?? '')
  const wishedOn = (b: Hit) => (tokens[b.from]!.lang === 'ja' ? near(b) : ahead(b))
  const body = targets.length && (has('vague') || has('dose')) && !has('eased') && all('body').some(wishedOn)
  // A drink spiked "without anyone noticing" needs no one named: the hiding says someone drinks it.
  if (!safety && ((!foodHidden && ((secret && putIn && unnamedThing) || body)) || (has('spike') && hidden.length > 0)))
    return found(body || effects.length ? 'intent' : 'drug', [...all('vague'), ...all('put_in'), ...hidden, ...effects])
  // Resented, or ill will kept hidden, it is wished however far the effect is said from them ("a meatball that shuts him up").
  if ((resented || (ill && hidden.length)) && food && effects.length)
    return found('intent', [...all('grudge'), ...effects])
  // A prank played through someone's food: something put in, or their own meal ("my friend's food", 友達の弁当).
  const theirs = all('meal').filter((m) => targets.some((t) => m.from === t.to || (m.from === t.to + 1 && owner(t))))
  if (!safety && has('prank') && targets.length && (has('put_in') || theirs.length) && mentions.length)
    return found('prank', [...all('prank'), ...theirs, ...all('put_in')])
  // A substance that hurts, put into food for someone, is poisoning: a plant part toxic in number (apple seeds) wished, hidden or
  // dosed (何個食べさせたら, not 何個まで; 効くくらい), a hazard nothing makes safe, a food said deadly ("a deadly look-alike mushroom").
  const asIf = (d: Hit) =>
    !cleaned.startsWith('何', d.at) || all('put_in').some((p) => p.from > d.from && tokens[p.to]?.surface === 'たら')
  const toxic = has('substance:toxic') && !safety && (all('dose').some(asIf) || ill || harmSaid)
  const said = safety ? [] : all('deadly').filter((h) => deadlyFood(tokens, h, dishes))
  if ((deadly || toxic || said.length) && targets.length && (has('put_in') || theirs.length || (said.length && food)))
    return found('poison', [...all('substance:toxic'), ...said, ...targets, ...all('put_in')])
  if (has('animal') && has('animal_poison') && (has('put_in') || (food && ill)))
    return found('animal', [...all('animal'), ...all('animal_poison'), ...all('put_in')])
  return stopped
}

/** What the host says, plainly, before the run ends `harmful_request`. */
export function harmSentence(harm: Harm, lang: Lang): string {
  if (harm.kind === 'self_harm') return HARM.said_self[lang]
  if (harm.danger) return HARM.said_danger[lang].replace('{danger}', harm.danger[lang])
  const [gap, after] = [lang === 'ja' ? '' : ' ', harm.care ? HARM.said_care[lang] : harm.help?.[lang]]
  const said = HARM.said[lang].replace('{what}', HARM.what[harm.kind][lang])
  return said.replace('{why}', harm.why ? gap + harm.why[lang] : '') + (after ? gap + after : '')
}
