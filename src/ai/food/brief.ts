/**
 * The deterministic theme reader: the floor of the brief on both model paths. It reads what a
 * theme asks for in either language — the dish, the key ingredients, what must stay out and why,
 * the limits, temperature, season, audience and kind of food — from the catalogue's words only,
 * so the same theme always gives the same brief and a stated allergy is never missed.
 */
import { findIngredients, hasIngredient, ingredient } from './catalogue'
import { DISHES, dish as dishOf } from './dishes'
import { describedDish, family, readFamilyDish, versionUnknown } from './families'
import { applyHazards, HAZARDS } from './hazards'
import { askById, isVesselWord, LEFTOVER, LEFTOVER_WORDS, readEquipmentAsks, readOccasions, readStyles } from './asks'
import { isKitchenWord } from './asks'
import { readGoals } from './goals'
import { turnAway } from './choosing'
import { blanked, createMatcher, type Hit, LATIN, normalise, overlaps, sliceOf, type Span } from './match'
import { applyTokenReading, cleanText, unique } from './reader'
import { ignoredInstructions, withoutInstructions } from './reader/instructions'
import { readRomaji } from './reader/romaji'
import { HARM_KATAKANA } from './reader/harm'
import { READER_WORDS, withoutPermitted } from './reader/permissions'
import { japanese, type Token, tokensOf } from './reader/tokens'
import { allNames, type Brief, type Dish, type Exclusion, fillSlots, type Lang, type Trait } from './types'
import { partsOnly, TRAIT_WORDS } from './traits'
import { BABY, BABY_EXCLUSION, CATEGORY_WORDS, CHILD_EXCLUSION, CHILDREN, COMMON_KATAKANA } from './theme-words'
import { CUE_WORDS, DESSERT_FOODS, SHORT_DISH_NAMES, EQUIPMENT, FOOD_WORDS, JA_NOT_AN_INGREDIENT } from './theme-words'
import { KANJI_DIGITS, NOT_AN_INGREDIENT, NOT_A_DISH_NAME, DISH_NAME_BLOCKERS, NOT_COOKING } from './theme-words'
import { NOT_KEY_INGREDIENTS, NUMBER_WORDS, OCCASIONS, NOTES, PARTICLES_JA, pattern, SEASONS } from './theme-words'
import { SERVINGS, DAYS, GROUPS, BATCH, UNCHECKED, turnedAwaySpans, WEIGHTS } from './theme-words'
import { createFolder, ENGLISH_WORDS } from './fold'
import { findDiets, findSyndromes, HIDDEN } from './diets'
import { excludesFor, findMentions, findNegations, findSaidFoods, keysLeftIn, LEXICON_WORDS, MADE_FROM } from './words'
import { type Mention, namesADish } from './words'
import { readLeftDishes, readOnHand, readOwned, saidLeft } from './on-hand'

for (const id of [...NOT_KEY_INGREDIENTS, ...DESSERT_FOODS])
  if (!hasIngredient(id)) throw new Error(`knowledge/theme-words.json: no ingredient ${id} in the catalogue`)

/** A dish's short name that is also a food or a place ("chili", チリ). */
const SHORT_NAMED = Object.entries(SHORT_DISH_NAMES).map(([w, id]) => ({ names: [w], value: dishOf(id) }))
const SHORT_MATCH = createMatcher(SHORT_NAMED)
/** A name with or without its accents is one (hambāgu, hambagu; gulyás, gulyas): its letters composed again, so each position holds. */
export const bare = (text: string) => normalise(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
/** So is a katakana name with or without the dots between its words (パラク・パニール, パラクパニール): each hit put back where it was. */
const DOT = /(?<=[ァ-ヺー])・(?=[ァ-ヺー])/g
const DISH_NAMED = DISHES.map((d) => ({ names: allNames(d).map((n) => bare(n).replace(DOT, '')), value: d }))
const NAME_MATCH = createMatcher<Dish>(DISH_NAMED, DISH_NAME_BLOCKERS.map(bare))
/** The dishes a text names by a name, or by a dish's own word where no name stands ("a proper caesar"). */
const DISH_MATCH = (text: string): Array<Hit<Dish>> => {
  const plain = bare(text)
  const at = (i: number) => [...plain.matchAll(DOT)].reduce((n, dot) => (dot.index <= n ? n + 1 : n), i)
  const hits = NAME_MATCH(plain.replace(DOT, '')).map((h) => ({ ...h, at: at(h.at), end: at(h.end - 1) + 1 }))
  return [...hits, ...headWordHits(text).filter((h) => !hits.some((n) => overlaps(n, h)))]
}

/** The catalogue dishes named in a text, with where (in the normalised text). */
export const findDishes = (text: string) =>
  DISH_MATCH(text).map((hit) => ({ dish: hit.value, at: hit.at, end: hit.end }))

/** Kana in the other script and misspellings near a restriction, folded to the lexicon's words. */
const fold = createFolder(
  // A mock cue is a word of its own: the なん of なんちゃって is no naan.
  [...LEXICON_WORDS, ...CUE_WORDS, ...READER_WORDS.mock.before.ja, ...DISHES.flatMap(allNames)],
  [...NOT_AN_INGREDIENT, ...EQUIPMENT.flatMap((e) => e.names.flatMap((n) => n.split(/\s+/)))],
  LEXICON_WORDS,
  DISHES.flatMap(allNames),
)

// ---------------------------------------------------------------------------------------------
// Limits: time, servings, equipment

/** "15", "fifteen", "十五", "ふた" as a number. */
function numberOf(word: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word)
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]
  // 二十五: a unit (十, 百) multiplies the digit before it, or one; the last digit is added.
  if (pattern('ja_numeral').test(word)) {
    const digits = [...word].map((c) => KANJI_DIGITS[c]!)
    const [total, digit] = digits.reduce(([t, d], n) => (n >= 10 ? [t + (d || 1) * n, 0] : [t, n]), [0, 0])
    return total + digit
  }
  return KANJI_DIGITS[word]
}

/** The number a pattern's first group that took part says, where the pattern is found. */
const countIn = (name: string, text: string) => numberOf(pattern(name).exec(text)?.slice(1).find(Boolean) ?? '')
/** The numbers of every place the pattern is found. */
const factorsIn = (name: string, text: string) =>
  [...text.matchAll(pattern(name, 'g'))].map((m) => numberOf(m.slice(1).find(Boolean) ?? '') ?? 1)

const TIMES: Array<[string, (m: RegExpExecArray) => number]> = [
  ['half_hour', () => 30],
  ['minutes_en', (m) => Number(numberOf(m[1]!)) * (/^h/.test(m[2]!) ? 60 : 1)],
  ['minutes_key', (m) => Number(numberOf(m.slice(1).find(Boolean)!))],
  // 「3分の1」 is a third, not three minutes.
  ['minutes_ja', (m) => Number(numberOf(m[1]!)) * (m[2] === '時間' ? 60 : 1) + (m[3] ? 30 : 0)],
]
const stepTime = (text: string, at: number, end: number) =>
  pattern('step_time_before').test(text.slice(0, at)) || pattern('step_time_after').test(text.slice(end))
/** A time of day as minutes past midnight or noon: am, pm, 午前 and 午後 say which half of the day. */
const clockOf = (m: RegExpMatchArray) =>
  ((Number(m[2]) % (m[1] || m[6] ? 12 : 24)) + (m[1] === '午後' || m[6] === 'p' ? 12 : 0)) * 60 +
  Number(m[3] ?? m[5] ?? (m[4] ? 30 : 0))
/** The time a theme gives; of several, the cooking window said inside a meal's ("lunch is 40 min, so 20 of cooking"). */
export function readMinutes(text: string): number | undefined {
  // Two times of day ("home at 19:40, dinner by 20:00", 「7時15分のバス。今6時50分」) are the window between them,
  // the shorter way round half a day ("19:40 … by 8" is 20 minutes); the minutes of 「7時15分」 are the clock's.
  const clocks = [...text.matchAll(pattern('clock_time', 'g'))].filter((m) => m[0].trim())
  const [from, to] = [clocks[0], clocks.at(-1)]
  const apart = from && to && to !== from ? (((clockOf(to) - clockOf(from)) % 720) + 720) % 720 : 0
  const window = Math.min(apart, 720 - apart)
  const found = TIMES.flatMap(([name, read]) =>
    [...text.matchAll(pattern(name, 'g'))].map((m) => ({ at: m.index, end: m.index + m[0].length, minutes: read(m) })),
  )
    .filter(({ at, end }) => !clocks.some((c) => at < c.index + c[0].length && c.index < end))
    .concat(window ? [{ at: from!.index, end: to!.index + to![0].length, minutes: window }] : [])
    // A time a step the theme tells takes (「5時間くらい解凍」, "marinated for 2 hours") is no limit.
    .filter(({ at, end, minutes }) => minutes > 0 && minutes <= 24 * 60 && !stepTime(text, at, end))
    .sort((a, b) => a.at - b.at)
  // A time's own clause, up to the times beside it, says what the time is for.
  const own = (i: number, c = clauseAt(text, found[i]!.at)) =>
    text.slice(Math.max(c.at, found[i - 1]?.end ?? 0), Math.min(c.end, found[i + 1]?.at ?? c.end))
  const first = found.find((_, i) => found.length > 1 && pattern('cooking_window').test(own(i))) ?? found[0]
  // A share of the window said to go elsewhere ("an hour, and I need 20 of it to eat", 「1時間、そのうち20分は食べる」).
  const taken = first && countIn('minutes_taken', text.slice(first.end))
  return first && Math.round(first.minutes - (taken && taken < first.minutes ? taken : 0))
}

const HOUSEHOLD_PARTS = ['household_counted', 'household_pair', 'household_one'].map((name) => pattern(name))
const PART = `(?:${HOUSEHOLD_PARTS.map((re) => re.source).join('|')})(?:\\s*[(（][^)）]{0,12}[)）])?`
const PEOPLE = new RegExp(`^(?:${PART})+$`)
const HOUSEHOLD_ADDED = pattern('household_added')
const HOUSEHOLD = new RegExp(`${PART}(?:\\s*(?:${pattern('household_joiner').source})?\\s*${PART})*`, 'g')
/** A household's people ("me, my wife and our 3 kids", 「子ども3人と夫と私」): their sum, or the total said after them (「…の5人」);
 * a list added to the one before ("six friends coming over, plus me and my roommate") is summed with it, and people named
 * as the cook's guests ("guests are my dad and my sister") are at the table with the cook. */
function householdServings(text: string): { at: number; end: number; n: number } | undefined {
  let said: { at: number; end: number; n: number; whole: boolean; host: number } | undefined
  for (const list of text.matchAll(HOUSEHOLD)) {
    const parts = [...list[0].matchAll(new RegExp(PART, 'g'))].map((p) => HOUSEHOLD_PARTS.map((re) => re.exec(p[0])))
    const total = pattern('household_total').exec(text.slice(list.index + list[0].length))
    const count = (hit: RegExpExecArray) => numberOf(hit.slice(1).find(Boolean) ?? '1') ?? 1
    // Guests listed with the cook's own side (「…、うちの家族4人」, "…, plus me") already count the cook.
    const self = pattern('household_self').test(list[0])
    const hosted =
      !total && !self && parts.some(([c]) => !c) && pattern('household_hosted').test(text.slice(0, list.index))
    const host = hosted ? 1 : 0
    const n = total ? count(total) : parts.reduce((sum, [c, two]) => sum + (c ? count(c) : two ? 2 : 1), host)
    const [end, added] = [list.index + list[0].length, said && HOUSEHOLD_ADDED.test(text.slice(said.end, list.index))]
    if (said?.whole && !added) break
    said = added
      ? { ...said!, end, n: said!.n + n - (self ? said!.host : 0), whole: true }
      : { at: list.index, end, n, whole: !!total || parts.length + host > 1, host }
  }
  return said?.whole && said.n >= 1 ? said : undefined
}
/** The most servings this kitchen cooks (a recipe's `servings`): a count past it is cooked at it, and said. */
const MOST_SERVINGS = 100
/** Servings asked, cooked at MOST_SERVINGS past it and said so (`servingsOver`, in `unchecked` too) on every path. */
function holdServings(brief: Brief, asked: number) {
  brief.limits.servings = Math.min(asked, MOST_SERVINGS)
  if (asked <= MOST_SERVINGS) return
  const most = (slot: string) => `${slot === 'asked' ? asked : MOST_SERVINGS}`
  brief.servingsOver = fillSlots(READER_WORDS.servings_over[brief.lang], most)
  brief.unchecked = [...(brief.unchecked ?? []), brief.servingsOver]
}
/** The count the theme gives, scaled when it says so ("serves 2, x3", 「6人前を半分に」), past MOST_SERVINGS as asked. */
function readServings(text: string): number | undefined {
  // A count said after the theme corrects itself ("actually, one that makes 6", 「やっぱり4人分で」) is the one asked.
  const correction = [...text.matchAll(pattern('servings_corrected', 'g'))].at(-1)
  const corrected = correction && readServings(text.slice(correction.index + correction[0].length))
  if (corrected) return corrected
  let best = householdServings(text)
  for (const { re, n: fixed, times, plus } of best ? [] : SERVINGS) {
    const m = re.exec(text)
    const n = m && (fixed ?? (numberOf(m.slice(1).find(Boolean) ?? '') ?? 0) * times + plus)
    if (m && n && n >= 1 && (!best || m.index < best.at)) best = { at: m.index, end: m.index + m[0].length, n }
  }
  // Days of meals ("the week's lunches, just me", 月〜金): each day's servings (one unless said) that many times; not a count
  // of meals itself ("5 work lunches").
  const days = best && DAYS.cue.test(text.slice(best.at, best.end)) ? undefined : daysOf(text)
  if (!best) return days ?? [...GROUPS, BATCH].find(({ re }) => re.test(text))?.n
  // A count the theme settles on after its reason ("6 adults, but two are teenage boys so plan like 8 portions").
  // The count it scales to (「…を5倍、10人分にしたら」) is already the scaled one: no factor applies to it again.
  const settled = countIn('servings_settled', text.slice(best.end))
  if (settled) return settled
  // A scale said outright (「3日分×2人」) already counts the days; scales said one after another apply in turn.
  const factors = [...factorsIn('servings_scale', text), ...factorsIn('servings_added', text).map((share) => 1 + share)]
  const scale = factors.length ? factors.reduce((product, f) => product * f) : (days ?? 1)
  return Math.max(1, Math.round(best.n * scale))
}
/** How many days of meals a theme prepares for, by a range of weekdays or a count said beside a word of meals. */
function daysOf(text: string): number | undefined {
  if (!DAYS.cue.test(text)) return undefined
  const [a, b] = DAYS.range.exec(text)?.slice(1).filter(Boolean) ?? []
  if (a && b) return ((DAYS.names.indexOf(b) - DAYS.names.indexOf(a) + 7) % 7) + 1
  const hit = DAYS.counts.map(({ re, n }) => ({ m: re.exec(text), n })).find(({ m }) => m)
  return hit && (hit.n ?? numberOf(hit.m!.slice(1).find(Boolean) ?? ''))
}

const EQUIPMENT_MATCH = createMatcher(EQUIPMENT.map((e) => ({ names: e.names, value: e })))

/** A tool the theme says it lacks or will not use (「圧力鍋なしで」, "without a slow cooker"): a limit, not the kit to cook in. */
const toolRuledOut = (text: string, hit: Span): boolean =>
  pattern('tool_lacked_before', 'i').test(text.slice(Math.max(0, hit.at - 24), hit.at)) ||
  pattern('tool_lacked_after', 'i').test(text.slice(hit.end, hit.end + 12))
const labelOf = (text: string, h: Hit<(typeof EQUIPMENT)[number]>, lang: Lang, said = h.value.label[lang]) =>
  !toolRuledOut(text, h) || pattern('ruled_out_label').test(said)
    ? said
    : fillSlots(READER_WORDS.no_tool[lang], () => said)

// ---------------------------------------------------------------------------------------------
// Reading the exclusions

const SENTENCE_MARKS = /[.!?。！？\n]/
/** The clause around a position: between sentence or clause marks (or the sentence, given its marks). */
function clauseAt(text: string, at: number, marks = /[.!?;。！？、,\n(（)）:：—–]/): Span {
  let [start, end] = [at, at]
  while (start > 0 && !marks.test(text[start - 1]!)) start--
  while (end < text.length && !marks.test(text[end]!)) end++
  return { at: start, end }
}

/** A clause cut at its connectives ("because", "なので"), each part trimmed. */
function segmentsOf(text: string, clause: Span): Span[] {
  const joins = [...text.slice(clause.at, clause.end).matchAll(pattern('clause_joins', 'g'))]
  const ends = [...joins.map((m) => clause.at + m.index), clause.end]
  const starts = [clause.at, ...joins.map((m) => clause.at + m.index + m[0].length)]
  return starts.map((at, i) => ({ at, end: ends[i]! })).filter((p) => text.slice(p.at, p.end).trim().length > 0)
}

/**
 * What a mention rules out: a class its traits, a family and an ingredient their ids and, for an
 * allergy, the allergens every food of that name has: a soba allergy is to buckwheat, not to the
 * wheat most dried soba is cut with.
 */
type Ruled = { traits: Trait[]; ids: string[]; terms: string[] }
function ruledOut(mention: Mention, allergy: boolean): Ruled {
  if (mention.kind === 'class') {
    // "No pork" rules out pork, not all meat: the word carries meat only so a vegetarian brief catches it in a recipe.
    const traits = partsOnly(mention.traits)
    // What the class names by id beyond its traits (lamb in "red meat").
    const ids = mention.ids.filter((id) => !ingredient(id).contains.some((t) => traits.includes(t)))
    return { traits, ids, terms: [] }
  }
  const shared = mention.traits.filter((t) => mention.ids.every((id) => ingredient(id).contains.includes(t)))
  // A tomato allergy is to tomatoes, not to every nightshade: a family or a heat is no allergen.
  const found = allergy ? shared.filter((t) => !TRAIT_WORDS[t].class) : []
  // A shrimp allergy is to crustaceans, a clam allergy to molluscs: which shellfish it is says more than "shellfish".
  const allergens = partsOnly(found, false)
  // A composite is not in the catalogue: "no custard" rules it out by name (the guard reads every name of it and of what is made with it).
  return { traits: allergens, ids: mention.ids, terms: mention.composite ? [mention.surface] : [] }
}

/** What foods named together rule out; for an allergy, with every nut beside peanuts (see widenAllergy). */
function ruledOutAll(named: Mention[], allergy: boolean): Ruled {
  const outs = named.map((m) => ruledOut(m, allergy))
  const all = <K extends keyof Ruled>(k: K) => unique(outs.flatMap((o) => o[k])) as Ruled[K]
  return { traits: allergy ? widenAllergy(all('traits')) : all('traits'), ids: all('ids'), terms: all('terms') }
}
/** Peanuts and tree nuts are processed side by side: a peanut allergy keeps every nut out. */
const widenAllergy = (traits: Trait[]): Trait[] =>
  traits.includes('peanut') ? unique([...traits, 'tree_nut']) : traits

function exclusion(kind: Exclusion['kind'], name: string, { traits, ids, terms }: Ruled, lang: Lang): Exclusion {
  // An allergy takes along the foods that usually hide its allergen (hams for soy, vegetable oil for corn: diets.json `hidden`).
  const hidden = kind === 'allergy' ? HIDDEN.filter((h) => [...traits, ...ids].includes(h.for)) : []
  const hid = { ingredients: hidden.flatMap((h) => h.ingredients), terms: hidden.flatMap((h) => h.terms) }
  const out: Exclusion = {
    kind,
    name,
    excludes: excludesFor(traits, ids, terms, lang),
    traits: unique(traits),
    // A food the theme rules out takes what is made of it along (昆布NG: no kombu dashi); a diet lists its own (low-FODMAP: soybeans, not tofu).
    ingredients: unique([
      ...(kind === 'diet' ? ids : ids.flatMap((id) => [id, ...(MADE_FROM.get(id) ?? [])])),
      ...hid.ingredients,
    ]),
  }
  if (terms.length + hid.terms.length) out.terms = unique([...terms, ...hid.terms])
  return out
}

/**
 * Every exclusion the theme states: diets, allergies and plain "no X", each once, with what it
 * rules out and why. `mentions` are the foods in the (normalised) text.
 */
function readExclusions(
  theme: string,
  text: string,
  lang: Lang,
  mentions: Mention[],
  /** Spans that name no food to rule out: equipment, dish names with a romaji の in them ("buta no kakuni"), and a dish named before a list (「麻婆茄子、ねぎ抜き」). */
  notFoods: Span[],
): { exclusions: Exclusion[]; excludedSpans: Span[]; unresolved: Array<Span & { name: string }> } {
  const [exclusions, spans, unresolved]: [Exclusion[], Span[], Array<Span & { name: string }>] = [[], [], []]
  /** Whether the words of a clause up to `end` name a texture, not a food (「固い物」, "can't eat hard foods"). */
  const texture = (at: number, end: number) =>
    pattern('texture_not_food').test(
      text.slice(clauseAt(text, at).at, end).replace(pattern('cannot_eat_end_ja'), '').trim(),
    )
  /** "I'm not allergic to eggs", "we don't have any allergies": the parse puts the cue under a negation, so nothing is restricted. */
  const negatedCue = (clause: Span, cue: number): boolean =>
    tokensOf(text.slice(clause.at, cue)).some((t) => t.pos === 'negative')
  /** A word the lexicon does not know, ruled out: kept as a word the guard looks for, unless it is an allergy or a person ("彼女が食べられない"), which no word list can stand for. */
  const addRaw = (kind: Exclusion['kind'], term: string, span: Span) => {
    // "can't eat hard foods": how the dish is cut and cooked (the elderly occasion), not a food to rule out.
    if (texture(span.at, span.end)) return void spans.push(span)
    // "food allergies: eggs": an allergy cue names no food itself; the cue's own clause, read below, names what it rules out.
    if (kind === 'allergy' && VAGUE.test(term)) return
    // A person's word or a word for all of them stands where the food stood, pointing back to the foods said before it.
    const pointing = pattern('person').test(term) || VAGUE.test(term)
    if (kind === 'allergy' || pointing) {
      // 「パクチーは家族全員苦手」, 「卵も乳も全部抜き」: the foods said before it in the clause.
      const clause = clauseAt(text, span.at)
      const before = mentions.filter((m) => m.at >= clause.at && m.end <= span.at && !spans.some((s) => overlaps(s, m)))
      if (pointing && before.length)
        return add(kind, { ...span, at: before[0]!.at }, ruledOutAll(before, kind === 'allergy'))
      // "avoid: egg (child allergy)", 「卵と乳のアレルギーなので全部抜きで」: its sentence's foods, already read, are what it means.
      const whose = pointing && spans.some((s) => overlaps(s, clauseAt(text, span.at, SENTENCE_MARKS)))
      spans.push(span)
      if (!whose && !negatedCue(clauseAt(text, span.at), span.at))
        unresolved.push({ ...span, name: sliceOf(theme, text, clauseAt(text, span.at)) })
      return
    }
    add(kind, span, { terms: [term] })
  }
  const reasonAt = (at: number) => {
    const segments = segmentsOf(text, clauseAt(text, at))
    const own = segments.findIndex((s) => at >= s.at && at < s.end)
    // The part that says who, nearest the exclusion: "a guest has a peanut allergy", "one friend does not handle heat".
    const order = [own, own + 1, own - 1].filter((i) => i >= 0 && i < segments.length)
    const who = order.map((i) => segments[i]!).find((s) => pattern('person').test(text.slice(s.at, s.end)))
    return who ? sliceOf(theme, text, who).replace(pattern('particles_end_ja'), '') : undefined
  }
  /** What a span of the theme rules out, named by its words. */
  const add = (kind: Exclusion['kind'], span: Span, { traits = [], ids = [], terms = [] }: Partial<Ruled>) => {
    const ex = exclusion(kind, sliceOf(theme, text, span), { traits, ids, terms }, lang)
    // A diet's foods are checked aloud in order, those the theme names first (魚だしはNG: fish before meat).
    if (kind === 'diet') ex.excludes = ex.excludes.toSorted((a, b) => +text.includes(b) - +text.includes(a))
    spans.push(span)
    if (exclusions.some((e) => e.name === ex.name)) return
    const reason = reasonAt(span.at)
    if (reason && reason !== ex.name) ex.reason = reason
    exclusions.push(ex)
  }

  // Diets, matched as whole phrases first ("gluten-free" is a diet, not "gluten" negated).
  for (const hit of findDiets(text)) {
    const span = { at: hit.at, end: hit.end }
    const around = text.slice(hit.at, Math.min(text.length, hit.end + 12))
    // A condition that rules out no food by itself (low-salt, the elderly) is read by the token pass, not as an exclusion;
    // one keeping two kinds apart (meat and dairy) is, so the guard checks the pair.
    if (!hit.value.traits.length && !hit.value.ids?.length && !hit.value.apart) spans.push(span)
    else add(pattern('allergy_near_diet').test(around) ? 'allergy' : 'diet', span, hit.value)
  }

  // A cross-reacting group named by its syndrome ("birch pollen allergy") is a restriction read (./reader/index.ts).
  spans.push(...findSyndromes(text))

  // Allergies and plain exclusions around the foods.
  const free = mentions.filter((m) => ![...spans, ...notFoods].some((s) => overlaps(s, m)))
  for (const negation of findNegations(text, free)) {
    const span = { at: negation.at, end: negation.end }
    if (spans.some((s) => overlaps(s, span))) continue
    // "アレルギーがあるので卵は使わないで": an allergy said in the same clause makes the negation one.
    const clause = clauseAt(text, negation.at)
    const allergy = negation.allergy || pattern('allergy_in_clause').test(text.slice(clause.at, clause.end))
    // "Spam instead of pork" (Spam is pork): a swap to the same food or its kind, not a class, rules out nothing; the food
    // swapped out in the same clause is no key (年越しそばの代わり after そば ruled out keeps its dish).
    const others = free.filter((m) => !negation.mentions.includes(m))
    const had = new Set(others.flatMap((m) => (m.ids.length ? [...m.ids, ...(m.item?.contains ?? m.traits)] : [])))
    const kin = (m: Mention) => m.ids.some((id) => had.has(id))
    if (!allergy && pattern('swap_cue').test(negation.trigger) && negation.mentions.every(kin)) {
      if (others.some((m) => m.at >= clause.at && m.end <= clause.end)) spans.push(...negation.mentions)
      continue
    }
    const { traits, ids, terms } = ruledOutAll(negation.mentions, allergy)
    // A class word and an ingredient of that class are said once: "nuts" covers the walnuts.
    const named = ids.filter((id) => !ingredient(id).contains.some((t) => traits.includes(t)) || !allergy)
    // "卵・乳・小麦不使用", "no eggs or dairy": only classes of food, which is how a diet is said.
    // A food only disliked ("hates mushrooms", 「きのこが苦手」) is its own kind: left out or hidden, never an allergy or a diet.
    const diet = negation.mentions.every((m) => m.kind === 'class') ? 'diet' : 'ingredient'
    const kind = allergy ? 'allergy' : negation.dislike ? 'dislike' : diet
    add(kind, span, { traits, ids: named, terms })
  }

  // A household, a person to a line or a clause ("son: eggs; wife: no dairy", 「夫はえび、私は小麦がダメ」): a bare food given a person is their restriction.
  for (const list of personLists(text, mentions)) {
    const named = list.named.filter((m) => !spans.some((s) => overlaps(s, m)))
    if (named.length) add('allergy', list, ruledOutAll(named, true))
  }

  // Mild: no chilli, said plainly, before a word it holds ("hate anything spicy") is read as a food.
  const mild = pattern('not_spicy').exec(text)
  if (mild) {
    const span = { at: mild.index, end: mild.index + mild[0].length }
    if (!exclusions.some((e) => e.traits.includes('hot_spice'))) add('ingredient', span, { traits: ['hot_spice'] })
    else spans.push(span)
  }

  // "No X" / "X allergy" / 「Xアレルギー」 with an X the catalogue does not know: kept as a word.
  for (const m of text.matchAll(pattern('raw_prefix', 'g'))) {
    const term = m[2]!.replace(/'s$/, '')
    const span = { at: m.index! + m[0].length - m[2]!.length, end: m.index! + m[0].length }
    const taken = NOT_AN_INGREDIENT.has(term) || [...spans, ...notFoods, ...mentions].some((s) => overlaps(s, span))
    if (taken || pattern('method_after_prefix').test(term) || text[span.end] === '-') continue
    const strict = pattern('strict_prefix').test(m[1]!)
    if (!strict && activityAt(text, span)) continue
    addRaw(strict ? 'allergy' : 'ingredient', term, { at: m.index!, end: span.end })
  }
  for (const [suffix, notIngredients] of [
    ['raw_suffix_en', NOT_AN_INGREDIENT],
    ['raw_suffix_ja', JA_NOT_AN_INGREDIENT],
  ] as const)
    for (const m of text.matchAll(pattern(suffix, 'g'))) {
      const [term, span] = [m[1]!, { at: m.index!, end: m.index! + m[0].length }]
      // "three allergies" counts them: a number is no food; a dish (給食のシチュー) beside a stated allergy is why they ask.
      const dish = exclusions.length > 0 && findDishes(term).some((d) => d.end - d.at === term.length)
      const taken = dish || [...spans, ...mentions, ...notFoods].some((s) => overlaps(s, span))
      if (notIngredients.has(term) || term in NUMBER_WORDS || taken) continue
      const allergy = pattern('allergy_word').test(m[0]) || m[2] === 'が食べられない'
      addRaw(allergy ? 'allergy' : 'ingredient', term, span)
    }

  // A reaction told as a story: every food of its clause, or else of its sentence, is an allergen; the dish asked for after is kept.
  const told: Span[] = []
  for (const story of text.matchAll(new RegExp(pattern('reaction_story').source, 'g'))) {
    const within = (s: Span) => mentions.filter((m) => m.at >= s.at && m.end <= s.end)
    const clause = within(clauseAt(text, story.index))
    // Heat asked with a hospital joked about ("not hospital hot", 救急車は勘弁) caps the heat: no allergy to it.
    const capped = (m: Mention) => m.kind === 'class' && m.traits.includes('hot_spice') && pattern('fiery').test(text)
    const named = (clause.length ? clause : within(clauseAt(text, story.index, SENTENCE_MARKS))).filter(
      (m) => !spans.some((x) => overlaps(x, m)) && !capped(m),
    )
    if (!named.length) continue
    told.push(clauseAt(text, story.index, SENTENCE_MARKS))
    const at = Math.min(story.index, named[0]!.at)
    add('allergy', { at, end: Math.max(story.index + story[0].length, named.at(-1)!.end) }, ruledOutAll(named, true))
  }

  // A restriction by reference ("the list the dietitian gave us") is unreadable whatever else was read.
  const reference = pattern('restriction_by_reference').exec(text)
  const at = reference?.index ?? -1
  if (reference) unresolved.push({ at, end: at + reference[0].length, name: sliceOf(theme, text, clauseAt(text, at)) })

  // Fail closed: an allergy or "can't eat" that no food was read for is not cooked on a guess.
  for (const cue of text.matchAll(pattern('restriction_cue', 'g'))) {
    const span = { at: cue.index, end: cue.index + cue[0].length }
    const sentence = clauseAt(text, span.at, SENTENCE_MARKS)
    if ([...spans, ...unresolved, ...told].some((s) => overlaps(s, sentence))) continue
    // "the allergist cleared coconut": a cue the parse reads as a person (the allergist) states no restriction.
    if (tokensOf(text).some((t) => t.person && t.at === span.at)) continue
    const [said, after, before] = [text.slice(sentence.at, sentence.end), text.slice(span.end), text.slice(0, span.at)]
    const noFood = pattern('not_a_food_after_cue').test(after) || pattern('no_restriction_before').test(before)
    if (UNCHECKED.some(({ re }) => re.test(said)) || noFood || texture(span.at, span.end)) continue
    // "allergies in our house: peanut; sesame", "allergies — milk; eggs": a clause that ends in a colon or a dash names its foods after it, to the sentence's end.
    const head = clauseAt(text, span.at)
    const clause = /^\s*[:：—–]/.test(text.slice(head.end)) ? { ...head, end: sentence.end } : head
    if (negatedCue(clause, span.at)) {
      spans.push(clause)
      continue
    }
    // constraint_unclear only when nothing in the restriction can be named: the foods of its clause are what it rules out.
    const named = mentions.filter((m) => m.at >= clause.at && m.end <= clause.end && !spans.some((s) => overlaps(s, m)))
    const allergy = pattern('allergy_or_reaction').test(text.slice(clause.at, clause.end))
    if (named.length) add(allergy ? 'allergy' : 'ingredient', clause, ruledOutAll(named, allergy))
    else unresolved.push({ ...span, name: sliceOf(theme, text, clause) })
  }
  return { exclusions, excludedSpans: spans, unresolved }
}

/**
 * The foods each person of a household list is given: after a label ("son: eggs", 「夫はえび」,
 * "- grandma fish", "my wife to eggs") or before the person as an aside ("eggs (son)"), a bare list
 * that ends where the entry does ("son: eggs are his favourite" gives none); one person's needs a restriction cue.
 */
function personLists(text: string, mentions: Mention[]): Array<Span & { named: Mention[] }> {
  const [startsAt, endsAt] = [new Map(mentions.map((m) => [m.at, m])), new Map(mentions.map((m) => [m.end, m]))]
  const label = pattern('person_label', 'y')
  const walk = (m: Mention | undefined, next: (m: Mention) => Mention | undefined, named: Mention[] = []): Mention[] =>
    m && !named.includes(m) ? walk(next(m), next, [...named, m]) : named
  const after = (m: Mention) => startsAt.get(m.end + (pattern('join_after').exec(text.slice(m.end))?.[0].length ?? NaN))
  const before = (at: number) => endsAt.get(text.slice(0, at).replace(pattern('join_before'), '').trimEnd().length)
  const lists: Array<Span & { named: Mention[] }> = []
  let people = 0
  for (const { index: at, 0: word } of text.matchAll(pattern('person', 'g'))) {
    label.lastIndex = at + word.length
    const from = label.exec(text) ? label.lastIndex : undefined
    const aside = pattern('person_aside').test(text.slice(0, at)) && /^\s*\)/.test(text.slice(at + word.length))
    if (from === undefined && !aside) continue
    people++
    const back = () => walk(before(text.lastIndexOf('(', at)), (m) => before(m.at)).reverse()
    const named = aside ? back() : walk(startsAt.get(from!), after)
    const stop = aside ? at + word.length : (named.at(-1)?.end ?? 0)
    if (named.length && pattern('person_entry_end').test(text.slice(stop)))
      lists.push({ at: Math.min(at, named[0]!.at), end: text[stop] === ')' ? stop + 1 : stop, named })
  }
  return people > 1 || pattern('restriction_cue').test(text) ? lists : []
}

/** "i hate washing up", "no doing dishes": the parse reads the word as a verb with its particle or object, a chore, not a food ("no frosting" stays a food). */
function activityAt(text: string, span: Span): boolean {
  const tokens = tokensOf(text)
  const i = tokens.findIndex((t) => t.at === span.at)
  const [word, next] = [tokens[i], tokens[i + 1]]
  return word?.pos === 'verb' && !!next && next.at <= word.end + 1 && (next.pos === 'verb' || next.pos === 'noun')
}

const JA_GAP = /(?<=[\p{sc=Hira}\p{sc=Kana}\p{sc=Han}])[ \u3000]+(?=[\p{sc=Hira}\p{sc=Kana}\p{sc=Han}])/gu
const WORDS_APART = /[\s、。,.]/
const ENDING = /^(?:particle|auxiliary)$/
/**
 * Japanese with spaces between its words (こむぎ と だいず の アレルギー, romaji read as kana) as it is written: closed up after
 * a particle and around a word that is one or an ending; two foods a list's 「、」 (not a dish and its food); else kept (長男 卵).
 */
const unspaced = (text: string) =>
  text.replace(JA_GAP, (gap, at: number) => {
    const before = text.slice(0, at).split(WORDS_APART).at(-1)!
    const after = text.slice(at + gap.length).split(WORDS_APART)[0]!
    const ends = (word: string) => PARTICLES_JA.has(word) || japanese(word).every((t) => ENDING.test(t.pos))
    if (ends(after) || ends(before) || japanese(before).at(-1)?.pos === 'particle') return ''
    const food = (word: string, at: number) => findMentions(word).some((m) => m.at === at || m.end === at)
    return food(before, before.length) && food(after, 0) && !findDishes(before).length ? '、' : gap
  })

/** Words that stand for no food in particular ("no triggers", 「例のアレ抜き」, "avoid anything"). */
const VAGUE = pattern('vague')
/** The theme without who made a dish ("my grandma's green beans", 「祖母のレシピ」): the cook of a dish is no eater. */
const unmade = (text: string) => text.replace(pattern('maker', 'gi'), (m) => ' '.repeat(m.length))

/**
 * Read a theme into a brief. Deterministic and catalogue-bound: the same theme gives the same
 * brief, and a model's reading on the OpenAI path may add to it (`mergeBriefs`) but never remove
 * what this found.
 */
export function readBrief(raw: string, lang: Lang): Brief {
  // What shows nothing (a zero-width space inside 漂白剤) splits no word the reader looks for.
  // Romaji is read back into the harm words' katakana too, so harm is read in it as in kana (ruumumeito: ルームメイト).
  const read = withoutInstructions(readRomaji(cleanText(raw), (w) => LEXICON_KANA.has(w) || HARM_KATAKANA.has(w)))
  const { theme: unquoted, ignored } = read
  // A text given to translate is words to render, not the theme (nor an instruction to it): read blanked, said as ignored.
  ignored.push(...(unquoted.match(pattern('quoted_to_translate', 'gi')) ?? []))
  const cleaned = unquoted.replace(pattern('quoted_to_translate', 'gi'), (m) => ' '.repeat(m.length))
  // How bad or how many allergies ("卵の重度アレルギー", "egg and milk double allergy") says nothing of which foods.
  const qualified = cleaned.replace(pattern('allergy_qualifier', 'gi'), '')
  // Japanese with spaces between its words is closed up for the lexicon's words; its tokens are read as written, where the
  // parse keeps each word the asker split off (ねこに てづくり, not ねこにて…).
  const theme = unspaced(qualified)
  // Past where the theme turns to the system (`heard`) is what it was told to do, not what is asked: no hazard is read there.
  const heard = cleaned.slice(0, read.heard).replace(pattern('allergy_qualifier', 'gi'), '').length
  const ordinary = /\p{L}/u.test(qualified.slice(0, heard)) ? unspaced(qualified.slice(0, heard)) : theme
  const { text, corrections } = fold(normalise(theme), lang)
  const equipmentHits = EQUIPMENT_MATCH(text)
  const equipmentSpans = equipmentHits.map((h) => ({ at: h.at, end: h.end }))
  const mentions = findSaidFoods(text).filter((m) => !equipmentSpans.some((e) => overlaps(e, m)))

  // Every dish name in the theme, matched once: the named dish, a romaji の, one turned away, a leftover.
  const dishMatches = DISH_MATCH(text)
  // A short name names its dish where the theme names no other dish nor food but an emoji ("killer chili for game day 🌶️").
  const short = dishMatches.length ? [] : SHORT_MATCH(text)
  const at = (m: Mention) => short.some((h) => h.at === m.at && h.end === m.end)
  const other = (m: Mention) => !/\p{Extended_Pictographic}/u.test(m.surface) && !at(m)
  if (short.length && !mentions.some(other)) dishMatches.push(short[0]!)
  const romajiNo = dishMatches.filter((h) => pattern('romaji_no').test(text.slice(h.at, h.end)))
  // A dish named and then what to leave out of it ("…茄子、ねぎは抜き"): the dish's own food is not in that list.
  const listed = dishMatches.filter(
    (h) => /^\s*[、,]/.test(text.slice(h.end)) && !mentions.some((m) => m.at === h.at && m.end === h.end),
  )
  // "no tagine pot", 「タジン鍋がない」: a word right before a vessel's noun names the vessel, no food or dish to rule out.
  const vessels = tokensOf(text).filter((t, i, all) => isVesselWord(text.slice(t.end, all[i + 1]?.end).trim()))
  const notFoods = [...equipmentSpans, ...romajiNo, ...listed, ...vessels]
  const { exclusions, excludedSpans, unresolved } = readExclusions(theme, text, lang, mentions, notFoods)

  // The named dish: the longest dish name in the theme, outside what it rules out ("one bite of a cookie" in an allergy story).
  // A dish named as what is left over ("leftover roast chicken", 残りもののカレー) is an ingredient already cooked, not the dish to cook.
  const leftovers = leftoverSpans(text)
  // A dish the theme turns away ("anything but curry udon", カレーうどん以外で), wherever named, is neither asked for nor chosen;
  // nor is what the dish is made to look like ("cupcakes decorated to look like sponges", 「お寿司に見えるケーキ」): its look.
  const away = (h: Span) =>
    TURNED_AWAY.before.test(text.slice(Math.max(0, h.at - 24), h.at)) || TURNED_AWAY.after.test(text.slice(h.end))
  // A list the cue turns away is turned away whole ("other than carbonara or lasagne", 「オムライスかハンバーグ以外」): the words
  // a cue governs whose nearest dish it turns away. A cue that turns nothing away ("instead of soba") governs no list, and a
  // vessel's word in the list ("no tagine pot") is no dish.
  const within = (h: Span, spans: Span[]) => spans.some((t) => t.at <= h.at && h.end <= t.end)
  const lists = turnedAwaySpans(text, lang)
    .map((s) => s.tail)
    .filter((tail) => dishMatches.some((h) => within(h, [tail]) && away(h)))
  // A dish taken back for another named after it (「肉じゃがのつもりが気が変わった…しぐれ煮」, "ramen, on second thought udon")
  // is turned away; a dish added after the cue (「やっぱり味噌汁も」) changes no mind.
  const instead = (at: number) =>
    dishMatches.some((h) => h.at >= at && !pattern('dish_added_after', 'i').test(text.slice(h.end)))
  const change = [...text.matchAll(pattern('dish_changed', 'gi'))].findLast((m) => instead(m.index + m[0].length))
  const takenBack = (h: Span) => !!change && h.end <= change.index
  const awayDish = (h: Span) => away(h) || takenBack(h) || (within(h, lists) && !within(h, notFoods))
  // Unless named again, by other words, as its plain version ("not the cheese one, just a regular …") or after a change of
  // mind (「カレー…いや、やっぱカレー」): that is asked; so is
  // one named before in other words ("a birthday cake … must look like a real cake": the look is the dish's own).
  const plain = (l: Span) => pattern('plain_version', 'i').test(text.slice(Math.max(0, l.at - 16), l.at))
  const again = (t: (typeof dishMatches)[number]) =>
    dishMatches.some(
      (l) => l.value === t.value && l !== t && !awayDish(l) && (l.surface !== t.surface || plain(l) || takenBack(t)),
    )
  const turnedAway = dishMatches.filter((h) => dishMatches.some((t) => t.value === h.value && awayDish(t) && !again(t)))
  const passed = [...turnedAway, ...equipmentSpans, ...excludedSpans, ...leftovers]
  const dishHits = dishMatches.filter((h) => !passed.some((s) => overlaps(s, h)))
  // Another dish right after a named one, in other words ("tonjiru, that pork miso soup", 豚汁（具だくさんの味噌汁）), describes it;
  // one another is likened to ("like the solyanka my gran made", ボルシチみたいな) says how, and is asked only where no other is.
  const describes = (h: Hit<Dish>) =>
    dishHits.some((a) => a.end <= h.at && a.value !== h.value && APPOSITIVE.test(text.slice(a.end, h.at)))
  // A side of a main said as its part (「エビフライのタルタル」: the main's sauce, made for it) is the main's, not the dish asked.
  const partOf = (h: Hit<Dish>) =>
    h.value.category !== 'main' &&
    dishHits.some((a) => a.end === h.at - 1 && text[a.end] === 'の' && a.value.category === 'main')
  const longest = dishHits
    .filter((h) => !describes(h) && !partOf(h))
    .toSorted((a, b) => +likened(text, a) - +likened(text, b) || b.end - b.at - (a.end - a.at) || a.at - b.at)[0]
  // A name ends in its head: 鶏の照り焼き丼 names the bowl that starts inside the teriyaki and runs past it.
  const from = (at: number) => (/\w/.test(text[at - 1] ?? '') ? [] : DISH_MATCH(text.slice(at)).slice(0, 1))
  const runOn = (h: Hit<Dish>) =>
    Array.from({ length: h.end - h.at - 1 }, (_, i) => h.at + 1 + i)
      .flatMap((at) => from(at).map((n) => ({ ...n, at: at + n.at, end: at + n.end })))
      .find((n) => n.at < h.end && n.end > h.end)
  const named = longest && (runOn(longest) ?? longest)
  // A dish the table lacks, named by its family ("Peruvian chicken stew", "kroppkakor (…dumplings)"): it wins over a table dish named only by that family word.
  // Read where no table dish is named, or where the one named is only a family word that the theme qualifies with a place,
  // a food it lacks or a name of its own (see families.ts).
  const familyDish = readFamilyDish({
    theme,
    text,
    mentions,
    generic: named && { ...named, ingredients: named.value.ingredients.map((p) => p.id), cuisine: named.value.cuisine },
    // A food the theme turns away ("isn't just eating ice cream") is no dish asked for.
    blocked: [...excludedSpans, ...equipmentSpans, ...leftovers, ...mentions.filter(away)],
    nameWord: looksLikeAName,
  })
  // A table dish inside a longer name the theme asks for (せんべい汁 is not せんべい) is not the dish asked for.
  const askedFor = named && !familyDish ? dishAskedForIn(theme.normalize('NFKC')) : undefined
  // One after a particle (ついでに|かき揚げ), a verb's ending (控えた|肉じゃが) or a pointing word (その|あと親子丼) starts a name of
  // its own; one ending the name after a food is its head, varied by that food (チーズインハンバーグ is a hamburg steak).
  const ownName = (h: { at: number; end: number }, name: string) =>
    tokensOf(name).some((t) => t.end <= h.at && /^(?:particle|verb|auxiliary|other)$/.test(t.pos)) ||
    (h.end === name.length && findMentions(name.slice(0, h.at)).length > 0)
  const insideAskedName =
    !!askedFor && findDishes(askedFor).some((h) => h.dish === named?.value && !ownName(h, askedFor))
  const dishHit = familyDish || insideAskedName ? undefined : named
  const dish = dishHit ? styled(dishHit.value, text.slice(dishHit.at, dishHit.end), text) : null
  // A correction is a guess: what the theme ruled out as typed stays ruled out too ("no durian" is not only "no durban").
  for (const { from, to } of corrections.filter(({ to }) => !CUE_WORDS.includes(to)))
    for (const e of exclusions.filter((x) => normalise(x.name).includes(to) || normalise(x.name).includes(from)))
      Object.assign(e, { terms: unique([...(e.terms ?? []), from]), excludes: unique([...e.excludes, from]) })

  // Audience: children get no heat and no alcohol; babies no honey either.
  const baby = BABY.test(text)
  const children = baby || (CHILDREN.test(text) && !pattern('no_children').test(text))
  if (children) {
    const audience = baby ? BABY_EXCLUSION : CHILD_EXCLUSION
    exclusions.push(exclusion('ingredient', audience[lang], { traits: audience.traits, ids: [], terms: [] }, lang))
  }

  // Key ingredients: named, not negated, not ruled out by any exclusion.
  const excludedTraits = new Set(exclusions.flatMap((e) => e.traits))
  const excludedIds = new Set(exclusions.flatMap((e) => e.ingredients))
  const keys: Array<{ id: string; name: string }> = []
  for (const m of mentions) {
    if (excludedSpans.some((s) => overlaps(s, m)) || away(m)) continue
    // The dish's own name is not a key ingredient of it ("lemonade" the drink, not the mixer).
    if (dishHit && dishHit.at === m.at && dishHit.end === m.end) continue
    // A class word inside the dish's name is the dish talking ("肉" in 肉じゃが), not a choice of ingredient.
    if (dishHit && m.kind === 'class' && m.at >= dishHit.at && m.end <= dishHit.end) continue
    const item = m.item ?? findIngredients(m.surface)[0]?.ingredient
    // A food whose ruled-out part the kitchen knows a swap for (pesto's pine nuts, for a tree-nut allergy) is still asked,
    // unless said made without it (卵なしマヨネーズ): then the food is what to make, not a food to cook with.
    const madeWithout = excludedSpans.some((s) => s.end === m.at)
    const ruledOut = (t: Trait) => excludedTraits.has(t) && (madeWithout || !item?.swaps?.[t])
    if (!item || excludedIds.has(item.id) || item.contains.some(ruledOut)) continue
    if (m.kind === 'family' && m.ids.some((id) => excludedIds.has(id))) continue
    if (keys.some((k) => k.id === item.id) || NOT_KEY_INGREDIENTS.has(item.id)) continue
    const surfaceFits = lang === 'en' ? LATIN.test(m.surface) : !/^[\x20-\x7e]+$/.test(m.surface)
    keys.push({ id: item.id, name: surfaceFits ? m.surface : item.name[lang] })
  }
  // Another food said to take the dish's own food's place ("but with salmon instead", 鶏肉で作りたい): the dish's own is no key.
  // The dish's own is its food or one of that food's kind (the beef of "beef is too expensive" for stewing beef).
  // One of the kind beside the dish's own food itself is the swap ("salmon teriyaki with tuna"), not the dish's own.
  const kind = (id: string) => hasIngredient(id) && `${ingredient(id).group} ${ingredient(id).contains.join()}`
  const own = (id: string) => !!dish?.ingredients.some((p) => p.id === id)
  const ownKind = (id: string) => keys.some((k) => k.id !== id && own(k.id) && kind(k.id) === kind(id))
  const held = (id: string) =>
    own(id) || (!ownKind(id) && !!dish?.ingredients.some((p) => kind(id) && kind(p.id) === kind(id)))
  if (pattern('swap_cue').test(text) && keys.some((k) => !held(k.id)))
    keys.splice(0, Infinity, ...keys.filter((k) => !held(k.id)))

  // Limits.
  // A count past where the theme turns to the system ("…and now make it for 50") is what it was told, not what it asks.
  const [minutes, servingsAsked] = [readMinutes(text), readServings(ordinary === theme ? text : normalise(ordinary))]
  const limits: Brief['limits'] = { ...(minutes && { minutes }), ...(servingsAsked && { servings: servingsAsked }) }
  if (equipmentHits.length) {
    const labels = unique(equipmentHits.map((h) => labelOf(text, h, lang)))
    // "Only" narrows a kitchen to one appliance; a tool ruled out or a count ("one pan") is already a limit.
    const only =
      pattern('only').test(text) &&
      labels.length === 1 &&
      equipmentHits.every((h) => !toolRuledOut(text, h) && !pattern('tool_not_only').test(h.value.label.en))
    const alone = fillSlots(READER_WORDS.tool_only[lang], () => labels[0]!)
    limits.equipment = only ? alone : labels.join(lang === 'ja' ? '、' : ', ')
  }

  // Temperature, season, category and occasion words, read where no ingredient is named:
  // "sweet potato" is not a sweet, "frozen peas" not a frozen dessert, "spring onion" not spring.
  const words = unmade(blanked(text, mentions))
  const notes: string[] = []
  const [cold, hot] = [pattern('cold').test(words), pattern('hot').test(words)]
  const temperature = cold && !hot ? 'cold' : hot && !cold ? 'hot' : undefined
  const season = SEASONS.find(([re]) => re.test(words))?.[1]
  const lessHeat = findDiets(text).some((d) => d.value.lower?.includes('heat'))
  // 「辛いものを控えてます」 names heat to leave out, not to add; heat asked beside children is theirs to add at the table.
  const fiery = pattern('fiery').test(text)
  const asked = (fiery || pattern('spicy').test(text)) && !pattern('not_spicy').test(text) && (!lessHeat || children)
  const spicy = asked && !excludedTraits.has('hot_spice')
  for (const said of [temperature, season, children && 'children', baby && 'baby', spicy && 'spicy'] as const)
    if (said) notes.push(NOTES[said][lang])
  const occasions = OCCASIONS.filter((occasion) => occasion.re.test(words))
  // An occasion of knowledge/occasions.json (a brunch, a celebration) asks for food, as a dish does.
  const occasionIds = readOccasions(unmade(text))
  const occasional = occasions.length + occasionIds.length > 0

  const frozenSweet = mentions.some((m) => m.item && DESSERT_FOODS.has(m.item.id) && !away(m))
  const category =
    dish?.category ??
    (familyDish && family(familyDish.family).category) ??
    // A family word can name a kind of dish too ("noodles", 麺): read for the course, not blanked as a food.
    CATEGORY_WORDS.find(([re]) =>
      re.test(
        unmade(
          blanked(
            text,
            mentions.filter((m) => m.kind !== 'family'),
          ),
        ),
      ),
    )?.[1] ??
    (frozenSweet ? 'dessert' : undefined)

  const keyIngredientIds = keys.map((k) => k.id)
  // A cleaning question that names oil, salt on an icy road: a food word is not a cooking theme.
  const literal = text.replace(pattern('cooking_sayings', 'gi'), ' ')
  // A course word ("a soup for my script-writing team") or an occasion (a potluck) keeps the theme about food.
  // A theme of only marks and faces ("🤔", "???") asks nothing to cook: refused, not cooked on a guess.
  const offTopic =
    !dish && !category && !occasional && NOT_COOKING.test(literal) && !pattern('cooking_intent').test(literal)
  const saysNoFood = pattern('says_nothing', 'u').test(theme) || pattern('not_edible').test(text)
  const elsewhere = saysNoFood || offTopic
  // Words that look like a dish the kitchen lacks ("sarmale") make a theme about food.
  const unknown = !dish && !familyDish && !elsewhere ? unknownDishIn(theme, text, occasionIds) : undefined
  // A mood or a cuisine's style ("something cozy", 「がっつり系」) asks for food as an occasion does: the dish is chosen for it.
  const moods = readStyles(text).length > 0
  const anyAsked = [dish, familyDish, unknown, category, temperature, season, minutes, occasional, moods].some(Boolean)
  const anyNamed = mentions.length + exclusions.length + equipmentHits.length > 0 || FOOD_WORDS.test(literal)
  const food = !elsewhere && (anyAsked || anyNamed || pattern('food_emoji', 'u').test(theme))

  const brief: Brief = {
    lang,
    dishId: dish?.id ?? null,
    dish: dish ? dish.name[lang] : (familyDish?.name ?? null),
    keyIngredientIds,
    key_ingredients: keys.map((k) => k.name),
    exclusions,
    limits,
    notes: unique([...notes, ...occasions.map((occasion) => occasion.note[lang])]),
    interpreted: !dish && !familyDish && keyIngredientIds.length === 0,
    notFood: !food,
  }
  if (elsewhere) brief.asksElsewhere = true
  if (temperature) brief.temperature = temperature
  if (season) brief.season = season
  if (children) brief.audience = 'children'
  if (asked && (children || spicy)) brief.heat = children ? 'side' : fiery ? 'most' : 'more'
  readUseUp(brief, text, mentions)
  const enough = amountAsked(text, mentions)
  if (enough) brief.enough = enough
  if (category) brief.category = category
  const unchecked = readUnchecked(theme, text, lang)
  if (unchecked.length) brief.unchecked = unchecked
  if (servingsAsked) holdServings(brief, servingsAsked)
  const lower = unique(UNCHECKED.flatMap(({ re, lower }) => (lower && re.test(text) ? [lower] : [])))
  if (lower.length) brief.lower = lower
  if (unresolved.length) brief.unresolved = unique(unresolved.map((u) => u.name))
  if (unknown) brief.unknownDish = unknown
  if (familyDish) brief.familyDish = familyDish
  if (turnedAway.length) brief.turnedAway = unique(turnedAway.map((h) => h.value.id))
  // A food said to be left over is had where a way of eating it is turned away (mochi left, tired of grilled mochi);
  // one named only in the way turned away is neither had nor cooked there (readOnHand, below).
  const kept = mentions.filter((m) => !away(m))
  const had = kept.flatMap((m) => (saidLeft(text, m.at, m.end) ? m.ids : []))
  const awayFoods = unique(mentions.filter(away).flatMap((m) => m.ids)).filter((id) => !had.includes(id))
  if (awayFoods.length) brief.turnedAwayFoods = awayFoods
  const leftoverDishes = dishHits.length === 0 ? dishMatches.filter((h) => leftovers.some((s) => overlaps(s, h))) : []
  readAsks(brief, text, leftovers, leftoverDishes)
  // Styles and methods the theme turns away ("no more Chinese", 「揚げ物以外で」) are never asked (src/ai/food/choosing.ts).
  turnAway(brief, text, [...mentions.filter((m) => m.kind !== 'class'), ...dishMatches])
  // The foods a sentence says are all there is (豆腐とねぎしかない); beside a dish, one is a swap ("out of X, only have Y").
  const onlyCue = pattern('only_foods').exec(text)
  const all = onlyCue ? clauseAt(text, onlyCue.index, SENTENCE_MARKS) : { at: 0, end: -1 }
  const said = mentions.filter((m) => m.at >= all.at && m.end <= all.end && !dishHits.some((h) => overlaps(h, m)))
  const only = unique(said.flatMap((m) => m.ids).filter((id) => brief.keyIngredientIds.includes(id)))
  if (only.length > (brief.dishId ? 1 : 0)) brief.onlyFoods = only
  applyHazards(brief, unmade(ordinary), findDishes)
  // The host chooses the dish where none is named and no key food is left (one cooked added, one turned away or unsafe taken).
  brief.interpreted = !brief.dishId && !brief.familyDish && !brief.keyIngredientIds.length
  // A food asked in a way the hazard table reads is a theme about eating: a frozen turkey fried "in the driveway" is cooked there.
  if (offTopic && !saysNoFood && mentions.length && brief.hazards?.length) {
    brief.notFood = false
    delete brief.asksElsewhere
  }
  // Leaving out what a hazard's safe form adds ("can it without adding lemon juice?") is the unsafe ask, not a restriction.
  const adds = HAZARDS.flatMap((row) =>
    brief.hazards?.some((h) => h.id === row.id) ? [...(row.adds?.en ?? []), ...(row.adds?.ja ?? [])] : [],
  )
  brief.exclusions = brief.exclusions.filter(
    (e) => e.kind !== 'ingredient' || !e.excludes.some((w) => adds.includes(normalise(w))),
  )
  if (ignored.length) brief.hazards = [...(brief.hazards ?? []), ignoredInstructions(ignored, lang)]
  readOnHand(brief, text, kept)
  readLeftDishes(brief, text, findDishes(text))
  readOwned(brief, text)
  // A word the kitchen lacks outside a dish's slot is the theme's story (where, who with), not a dish it does not know.
  if (brief.unknownDish && !namesADish(theme, brief)) delete brief.unknownDish
  // A dish pointed at and described, not named (「甘辛いタレの鶏のやつ」), or named only in passing beside its description
  // (「小さい肉まんみたいなやつ」), is the one its description reads (families.ts), and the host says which.
  const pointed = !brief.familyDish && !brief.unknownDish && pattern('points_back', 'i').test(text)
  const described = pointed ? describedDish(text, lang, brief) : undefined
  if (described && described.id !== brief.dishId)
    Object.assign(brief, { dishId: described.id, dish: described.name[lang], interpreted: false, described: true })
  // A version of the dish the catalogue does not know ("Hamhung naengmyeon") is said, its nearest, the dish, cooked.
  const version =
    dishHit && dish?.id === brief.dishId && versionUnknown({ theme, text, nameWord: looksLikeAName }, dishHit, dish)
  if (version) brief.versionAsked = version
  return applyTokenReading(brief, qualified, text, findDishes, heard)
}

/** A key food the theme has a lot of: a weight or a whole one right before its name ("2 kg of", "a whole") or after it (「1本」, 「まるごと」). */
function readUseUp(brief: Brief, text: string, mentions: Mention[]): void {
  const key = (m: Mention) => m.ids.find((id) => brief.keyIngredientIds.includes(id))
  const said = (m: Mention) =>
    key(m) && (pattern('use_up_before').exec(text.slice(0, m.at)) ?? pattern('use_up_after').exec(text.slice(m.end)))
  const m = mentions.find(said)
  if (!m) return
  const [n = '', unit = ''] = said(m)!.slice(1)
  const grams = WEIGHTS[unit.toLowerCase()]
  brief.useUp = { food: key(m)!, qty: (numberOf(n) || 1) * (grams ?? 1), unit: grams ? 'g' : 'whole' }
}

/** An amount the theme has and asks is enough: a count right after a food (「麺が3玉」) or before it ("2 packs of ramen") in the asking sentence. */
function amountAsked(text: string, mentions: Mention[]): Brief['enough'] {
  const cue = pattern('ask_enough').exec(text)
  const { at: from, end } = cue ? clauseAt(text, cue.index, SENTENCE_MARKS) : { at: 0, end: -1 }
  const at = clauseAt(text, Math.max(0, from - 1), SENTENCE_MARKS).at // the sentence before too: 「うどん2玉で3人分。足りる？」
  for (const m of mentions.filter((m) => m.at >= at && m.end <= end && m.ids.length)) {
    const hit =
      pattern('amount_after').exec(text.slice(m.end, end)) ?? pattern('amount_before').exec(text.slice(at, m.at))
    const qty = hit && numberOf(hit.slice(2).find(Boolean) ?? '')
    // A weight ("1 lb of", 「500g」) is weighed against the recipe's grams.
    const grams = hit && WEIGHTS[/[a-zぁ-んァ-ヶ]+$/i.exec(hit[1]!.trim())?.[0].toLowerCase() ?? '']
    if (qty) return { foods: m.ids, said: hit[1]!.trim(), ...(grams ? { qty: qty * grams, unit: 'g' } : { qty }) }
  }
  // A count of packs said with no food ("2 packs enough?", 「麺が3玉」) is of the dish's own counted food.
  const bare = cue && pattern('amount_bare').exec(text.slice(at, end))
  const qty = bare && numberOf(bare[2] ?? bare[4]!)
  return qty ? { foods: [], qty, said: bare[1] ?? bare[3]! } : undefined
}

/**
 * A dish named by a word many dishes share (カレー, "curry") in the style of another cuisine
 * (「スパイスから作る本格インド風」, "Indian-style": the style table of knowledge/occasions.json):
 * that cuisine's dish the word names, not the everyday dish of the word's own cuisine.
 */
function styled(named: Dish, word: string, text: string): Dish {
  const cuisines = readStyles(text).flatMap((s) => s.cuisines ?? [])
  if (!cuisines.length || cuisines.includes(named.cuisine)) return named
  const naming = DISHES.filter((d) => allNames(d).some((n) => normalise(n).includes(word)))
  if (naming.length < 2) return named
  // The dish whose own name says the word with the fewest other words (キーマカレー) is the everyday one.
  const called = (d: Dish) =>
    Math.min(...[d.name.ja, d.name.en].map(normalise).map((n) => (n.includes(word) ? n.length : Infinity)))
  return naming.filter((d) => cuisines.includes(d.cuisine)).toSorted((a, b) => called(a) - called(b))[0] ?? named
}

/** A word that looks like a dish's own name the kitchen lacks: neither common English nor the lexicon's, or a katakana word it does not know. */
export function looksLikeAName(word: string): boolean {
  if (/^[\u30a1-\u30fc・]+$/.test(word))
    return word.length >= 3 && !COMMON_KATAKANA.has(word) && !LEXICON_KANA.has(word) && !findMentions(word).length
  const w = word.replace(pattern('contraction_end'), '')
  return w.length >= 3 && !/^\d/.test(w) && !plainWord(w)
}
/** A word of common English, of the lexicon, or one listed as no dish's name and no ingredient. */
const plainWord = (word: string) =>
  ENGLISH_WORDS.has(word) || LEXICON_LATIN.has(word) || NOT_A_DISH_NAME.has(word) || NOT_AN_INGREDIENT.has(word)

const TURNED_AWAY = { before: pattern('dish_turned_away_before'), after: pattern('dish_turned_away_after') }
const LIKENED = { before: pattern('dish_likened_before'), after: pattern('dish_likened_after') }
export const likened = (text: string, h: Span) =>
  LIKENED.before.test(text.slice(Math.max(0, h.at - 30), h.at)) || LIKENED.after.test(text.slice(h.end))
/** Where a theme turns from what is left over to what to make of it: an arrow, "into", "to make", 「で作る」. */
const TURNS_TO_DISH = pattern('turns_to_dish')

type Leftover = Span & { from: number }
/**
 * The spans of a theme that say a food is already cooked: a leftover word ("leftover", "yesterday's",
 * 残りの, 茹でた) and the words after it (from `from`), up to the clause's end and at most `after` characters.
 */
function leftoverSpans(text: string): Leftover[] {
  // A leftover word after the food ("so much turkey left"): the words before it in its clause.
  const after = [...text.matchAll(pattern('leftover_after', 'giu'))].map((m) => {
    const at = Math.max(clauseAt(text, m.index).at, m.index - LEFTOVER.after.en)
    return { at, from: at, end: m.index }
  })
  return (['en', 'ja'] as const)
    .flatMap((lang) =>
      [...text.matchAll(new RegExp(LEFTOVER_WORDS[lang].source, 'gi'))].map((m) => {
        const [from, clause] = [m.index + m[0].length, clauseAt(text, m.index)]
        const turn = TURNS_TO_DISH.exec(text.slice(from, clause.end))?.index ?? Infinity
        // A list in brackets right after the word (おせちの残り（黒豆、なます）) is what is left, all of it.
        const listed = /^\s*[（(][^）)]*[）)]/.exec(text.slice(from))?.[0].length ?? 0
        const end = Math.min(clause.end, from + LEFTOVER.after[lang], from + turn)
        return { at: m.index, from, end: Math.max(from + listed, end) }
      }),
    )
    .concat(after)
}

/**
 * The asks beside the dish, read into the brief: the equipment asks next to the label, the foods
 * already cooked (a food, or the main foods of a dish, named after a leftover word), the occasions
 * and the style words. Data in knowledge/equipment.json and knowledge/occasions.json.
 */
function readAsks(brief: Brief, text: string, leftovers: Leftover[], cookedDishes: Array<{ value: Dish }>): void {
  const asks = readEquipmentAsks(text)
  if (asks.length) brief.limits.asks = asks
  // An ask the data reads in words the label table lacks ("one cast-iron skillet") still shows in the public brief.
  const labels = asks.map((id) => askById(id)?.label[brief.lang] ?? id)
  if (asks.length && !brief.limits.equipment) brief.limits.equipment = labels.join(brief.lang === 'ja' ? '、' : ', ')
  // The words right after the cue, read on their own: 「茹でたじゃがいも」 has no word break before the food.
  const cookedMentions = leftovers.flatMap((s) =>
    findMentions(text.slice(s.from, s.end)).filter((m) => m.kind === 'ingredient' || m.kind === 'family'),
  )
  const excluded = new Set(brief.exclusions.flatMap((e) => e.ingredients))
  const cooked = unique([
    ...cookedMentions.flatMap((m) => (m.item ? [m.item.id] : m.ids.slice(0, 1))),
    ...cookedDishes.flatMap((d) => d.value.ingredients.filter((p) => p.role === 'base').map((p) => p.id)),
  ]).filter((id) => !excluded.has(id))
  if (cooked.length) brief.cooked = cooked
  // What is already cooked is what the theme asks to use: it is a key ingredient.
  for (const id of cooked.filter((id) => !brief.keyIngredientIds.includes(id))) {
    brief.keyIngredientIds.push(id)
    brief.key_ingredients.push(ingredient(id).name[brief.lang])
  }
  const [occasions, styles] = [readOccasions(unmade(text)), readStyles(text).map((s) => s.id)]
  if (occasions.length) brief.occasions = occasions
  if (styles.length) brief.styles = styles
  Object.assign(brief, readGoals(text, brief.lang))
}

/**
 * The first run of words that looks like a dish's own name the kitchen lacks: Latin words that
 * are neither common English nor the lexicon's, or a katakana word of three or more letters the
 * lexicon does not know. Nothing else in the theme is guessed at.
 */
function unknownDishIn(theme: string, text: string, occasions: string[]): string | undefined {
  // "the capital of peru" (a place), "she's breastfeeding" (a verb), "after chemo" and "Grandma's
  // on chemo" (undergone: after a word of `undergone` in knowledge/reader.json, or "on" held by a person or a "be"): no dish.
  const tokens = tokensOf(theme)
  const holds = (t?: Token) => !!t && (!!t.person || /^(?:is|are|am|be|was|were)$/.test(t.lemma))
  const undergone = (i: number, before = tokens[i - 1]?.lemma ?? '') =>
    READER_WORDS.undergone.en.includes(before) || (before === 'on' && holds(tokens[i - 2]))
  const unnamed = (t: Token, i: number, pos: string) => t.place || t.pos === 'verb' || t.pos === pos || undergone(i)
  const place = (w: string, pos = 'verb') => tokens.some((t, i) => unnamed(t, i, pos) && t.surface.toLowerCase() === w)
  // A contraction ("we've"), a known word made vague ("thai-ish"), a compound of known words ("kid-friendly") or one the parse
  // ends in a verb or an adjective ("witch-themed") is plain English too.
  const known = (word: string) => {
    const bare = word.replace(pattern('contraction_end'), '').replace(pattern('likeness_end'), '')
    const parts = bare.split('-')
    const compound = parts.length > 1 && (parts.every((p) => !p || plainWord(p)) || place(parts.at(-1)!, 'adjective'))
    // A letter drawn out ("sooo", "gooood") is the plain word said long.
    const drawn = ['$1', '$1$1'].some((to) => plainWord(bare.replace(/(\p{L})\1{2,}/gu, to)))
    return plainWord(bare) || compound || place(bare) || drawn
  }
  // The words of a time limit ("30 mins max") are the limit, a word after "at our" an event ("at our galentines"), and a
  // restriction's own word ("anaphylaxis") the restriction, not a name.
  const blank = (t: string, name: string) => t.replace(pattern(name, 'g'), (words) => ' '.repeat(words.length))
  const limitless = ['minutes_en', 'event_words', 'restriction_cue', 'not_a_dish_span'].reduce(blank, text)
  // An apostrophe or a hyphen joins letters; one closing a quote ("called 'poison apple'") is no letter of the name.
  const latin = [...limitless.matchAll(/[a-z\u00c0-\u024f](?:['-]?[a-z\u00c0-\u024f])*/g)]
  const run: string[] = []
  for (let i = 0; i < latin.length; i++) {
    const word = latin[i]![0].replace(/'s$/, '')
    if (word.length >= 3 && !known(word) && !/^\d/.test(word)) {
      run.push(word)
      const next = latin[i + 1]
      // A name's words stand side by side ("lumpia shanghai", "doro wat"); the run ends at a known word.
      const beside = next && latin[i]!.index! + latin[i]![0].length + 1 === next.index
      // A food right after ends it as the name's own: "shahi paneer" is a paneer dish.
      if (beside && known(next[0]) && findMentions(next[0]).length) run.push(next[0])
      else if (beside && (!known(next[0]) || (/^[a-z]{3,}$/.test(next[0]) && !ENGLISH_WORDS.has(next[0])))) continue
      break
    }
  }
  const written = theme.normalize('NFKC')
  // Said back as the theme wrote it ("Doro wat"), not as the reader lowered it.
  const [name, at] = [run.join(' '), written.toLowerCase().indexOf(run.join(' '))]
  if (run.length) return at >= 0 ? written.slice(at, at + name.length) : name
  const asked = dishAskedForIn(written)
  // A theme that names an occasion (テストが終わったお祝い) asks for food for it: a katakana word outside an asking frame is its story.
  if (asked || occasions.length) return asked
  // A katakana word before 料理, 風 or 産 is a place (ジョージア料理), before a noun it qualifies (デート飯) and people (パパママ) no dish,
  // nor one the parse reads as an adverb or a verb's stem (ゴロゴロしながら, ワクワクする: lounging, a mood), nor an appliance (ケトル).
  const after = (m: RegExpExecArray) => written.slice(m.index + m[0].length)
  const nounAfter = (m: RegExpExecArray) => tokensOf(after(m)).find((t, i) => !i && t.pos === 'noun')?.surface ?? ''
  // する is read in the theme's own parse: したい alone parses as 慕う (タコパしたい: an activity, no dish).
  const verbAfter = (m: RegExpExecArray) => tokensOf(written).find((t) => t.at === m.index + m[0].length)
  const manner = (m: RegExpExecArray) => tokensOf(m[0])[0]!.pos === 'adverb' || verbAfter(m)?.lemma === 'する'
  return (
    [...written.matchAll(/[\u30a1-\u30fc・]{3,}/g)]
      .filter(
        (m) => !pattern('place_after_katakana').test(after(m)) && !PEOPLE.test(m[0]) && !COMMON_KATAKANA.has(m[0]),
      )
      .filter((m) => !LEXICON_KANA.has(m[0]) && !findMentions(m[0]).length && !isKindWord(m[0]) && !isKitchenWord(m[0]))
      // Nor a word said twice over (カチカチ: a sound, a feel), one numbered (ステージ3) or of no dish's class (レシピ, スーパー).
      .filter((m) => !NOT_A_DISH.test(m[0]) && !/^(.{2,3})\1$/.test(m[0]) && !/^\s*\d/.test(after(m)))
      .find((m) => !manner(m) && !/^\p{Script=Han}/u.test(nounAfter(m)))?.[0]
  )
}

/** Japanese frames that ask for one dish by its name: 「Xが食べたい」「Xの作り方」「Xってできますか」「Xを。」「X（青森の郷土料理）」. */
const ASKS_FOR_DISH = pattern('asks_for_dish', 'g')
/**
 * A particle ends the words before the name only after a kanji or katakana (宮崎の冷や汁, 日にだご汁):
 * after hiragana it may be inside the name (ほうとう, のっぺい汁) or a phrase (甘いもの). A clause
 * ending (アレルギーですが, なので) ends them wherever it stands.
 */
const PARTICLE_AFTER_WORD = pattern('particle_after_word', 'gu')
/** A name's shape: two to twelve Japanese letters, not starting with a small kana or a long mark. */
const NAME_SHAPE = /^(?![ぁぃぅぇぉっゃゅょー])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]{2,12}$/u
/** Food in general or a thing pointed at, not a dish's name: 「甘いもの」「さっぱりしたの」「夏野菜」「メキシコ料理」「食べたあれ」. */
const GENERAL_FOOD = pattern('general_food')
/** Words that are no dish: a kitchen's tool (カセットコンロ), days (mon-fri, 月〜金), a recipe or use-up word (消費レシピ), a wish (作りたいんだけど). */
const NOT_A_DISH = pattern('not_a_dish_span')

/**
 * The dish a Japanese frame asks for by name, when the catalogue and the lexicon know nothing by
 * that name: the words right before the frame, from the last particle that follows a word. Food in
 * general, a kind of dish (スープ, 晩ごはん) or a food the lexicon knows names no dish.
 */
function dishAskedForIn(written: string): string | undefined {
  for (const frame of written.matchAll(ASKS_FOR_DISH)) {
    const head = written.slice(0, frame.index).replace(/[（(][^）)]*[）)]$/, '')
    const before = head.split(/[\s。、，,.!！?？「」『』（）()…〜~:：/]/).at(-1) ?? ''
    const cut = Math.max(0, ...[...before.matchAll(PARTICLE_AFTER_WORD)].map((m) => m.index + m[0].length))
    const name = before.slice(cut)
    if (!NAME_SHAPE.test(name) || GENERAL_FOOD.test(name) || isKindWord(name) || NOT_A_DISH.test(name)) continue
    if (LEXICON_KANA.has(name.replace(DOT, ''))) continue
    // A name that ends in a food the lexicon knows describes that food (夏の魚, 旬の肉); one that only starts with one may be a dish (いちご煮).
    if (!findMentions(name).some((m) => m.end === name.length)) return name
  }
  return undefined
}

/** A word for a kind of dish or meal, which names none: a course word (晩ごはん, デザート), or a word many dish names share (サラダ, スープ); by patterns and names made once below, as every word read asks it. */
const isKindWord = (word: string, at = DISH_NAMES_JA.indexOf(word)): boolean =>
  KIND_WORDS.some((x) => x.test(word)) ||
  COURSE_WORDS.some((x) =>
    [...word.matchAll(x)].some((m) => m[0].length > 1 && m.index + m[0].length === word.length),
  ) ||
  (at >= 0 && DISH_NAMES_JA.lastIndexOf('\n', DISH_NAMES_JA.lastIndexOf(word)) >= at)
const KIND_WORDS = [...CATEGORY_WORDS.map(([x]) => x), FOOD_WORDS].map((x) => new RegExp(`^(?:${x.source})$`, x.flags))
const COURSE_WORDS = CATEGORY_WORDS.map(([x]) => new RegExp(x.source, `${x.flags.replace('g', '')}g`))
const DISH_NAMES_JA = DISHES.map((d) => d.name.ja.normalize('NFKC')).join('\n') // a line each: two holding a word, two searches

const latinWords = (name: string) => normalise(name).match(/[a-z\u00c0-\u024f]+/g) ?? []
const LEXICON_LATIN = new Set(
  [...LEXICON_WORDS, ...CUE_WORDS, ...DISHES.flatMap((d) => [d.name.en, ...(d.aliases ?? [])])].flatMap(latinWords),
)
const LEXICON_FOODS = new Set(LEXICON_WORDS.flatMap(latinWords))
const foodOrKind = (word: string) => LEXICON_FOODS.has(word) || isKindWord(word)
/**
 * A dish's own word ("caesar" of chicken Caesar salad, "carbonara" of spaghetti carbonara): the one
 * word of a name that is no food, no kind of dish, no common word and no place, kept when no other
 * dish's name uses it, so that word alone names the dish.
 */
const HEAD_WORDS: Map<string, Dish> = (() => {
  const [users, heads] = [new Map<string, Set<Dish>>(), new Map<string, Dish>()]
  for (const dish of DISHES)
    for (const words of [dish.name.en, ...(dish.aliases ?? [])].map(latinWords)) {
      for (const w of words) users.set(w, (users.get(w) ?? new Set()).add(dish))
      const own = words.filter((w) => w.length > 3 && !foodOrKind(w))
      const head = own.length === 1 && words.length > 1 ? own[0]! : ''
      if (head.length > 3 && !ENGLISH_WORDS.has(head) && !NOT_A_DISH_NAME.has(head)) heads.set(head, dish)
    }
  return new Map([...heads].filter(([w]) => users.get(w)!.size === 1))
})()
/** Where a dish's own word stands as the noun: after an article ("a carbonara"), before the phrase ends ("…for 4"), not as a modifier ("our Hiroshima trip"). */
const HEAD = { before: pattern('dish_head_before'), after: pattern('dish_head_after') }
const APPOSITIVE = pattern('dish_appositive')

function headWordHits(text: string): Array<Hit<Dish>> {
  return [...text.matchAll(/[a-z\u00c0-\u024f]+/g)].flatMap((m) => {
    const [dish, end] = [HEAD_WORDS.get(m[0]), m.index + m[0].length]
    const noun = () =>
      HEAD.before.test(text.slice(Math.max(0, m.index - 40), m.index)) && HEAD.after.test(text.slice(end))
    return dish && noun() ? [{ value: dish, at: m.index, end, surface: m[0] }] : []
  })
}
const LEXICON_KANA = new Set(
  [...LEXICON_WORDS, ...DISHES.flatMap((d) => [d.name.ja, ...(d.aliases ?? [])])].map((n) => n.normalize('NFKC')),
)

/** What the theme asks that no exclusion can hold, said as the theme said it; a diet the host says it read (脂質制限) is none. */
function readUnchecked(theme: string, text: string, lang: Lang): string[] {
  const diets = findDiets(text).filter((d) => d.value.said)
  return UNCHECKED.flatMap(({ re, what }) => {
    const hit = re.exec(text)
    const span = hit && { at: hit.index, end: hit.index + hit[0].length }
    if (!span || diets.some((d) => overlaps(d, span))) return []
    const slots: Record<string, string> = { name: sliceOf(theme, text, span), what: what[lang] }
    return [fillSlots(READER_WORDS.said_unchecked[lang], (slot) => slots[slot]!)]
  })
}

// ---------------------------------------------------------------------------------------------
// A model's reading, merged onto the floor

/** What a model may add on the OpenAI path: the public brief's shape, every field optional. */
export type BriefAddition = Partial<Pick<Brief, 'dish' | 'key_ingredients' | 'limits' | 'notes'>> & {
  exclusions?: Array<{ kind?: Exclusion['kind']; name: string; excludes?: string[]; reason?: string }>
}

/** A model's exclusion read through the same lexicon: its words become traits, ids and raw terms. */
function resolveExclusion(given: NonNullable<BriefAddition['exclusions']>[number], lang: Lang): Exclusion {
  const words = unique([given.name, ...(given.excludes ?? [])].map((w) => w.trim()).filter(Boolean))
  const allergy = given.kind === 'allergy' || words.some((w) => pattern('allergy_word').test(normalise(w)))
  const ruled: Ruled = { traits: [], ids: [], terms: [] }
  for (const word of words) {
    const text = normalise(word)
    const diets = findDiets(text)
    const mentions = findMentions(text).filter((m) => !diets.some((d) => overlaps(d, m)))
    const out = ruledOutAll(mentions, allergy)
    ruled.traits.push(...diets.flatMap((d) => d.value.traits), ...out.traits)
    ruled.ids.push(...diets.flatMap((d) => d.value.ids ?? []), ...out.ids)
    ruled.terms.push(...out.terms)
    if (pattern('not_spicy').test(text)) ruled.traits.push('hot_spice')
    const known = diets.length > 0 || mentions.length > 0 || pattern('not_spicy').test(text)
    // A word the catalogue does not know at all is kept as a word the guard looks for.
    if (!known && word !== given.name && word.length <= 40) ruled.terms.push(text)
  }
  if (allergy) ruled.traits = widenAllergy(ruled.traits)
  const out = exclusion(given.kind ?? (allergy ? 'allergy' : 'ingredient'), given.name.trim(), ruled, lang)
  out.excludes = unique([...(given.excludes ?? []).map((w) => w.trim()).filter(Boolean), ...out.excludes])
  if (given.reason?.trim()) out.reason = given.reason.trim()
  return out
}

/** `read` joined to `exclusions`: a copy of it, or its lists added to the one of the same name. Returns the exclusion when it added or widened one. */
function joinExclusion(exclusions: Exclusion[], read: Exclusion): Exclusion | undefined {
  const same = exclusions.find((e) => normalise(e.name) === normalise(read.name))
  if (!same) return exclusions[exclusions.push(structuredClone(read)) - 1]
  const size = () => [same.traits, same.ingredients, same.excludes, same.terms ?? []].map((l) => l.length).join()
  const before = size()
  for (const k of ['traits', 'ingredients', 'excludes', 'terms'] as const)
    if (read[k]?.length) Object.assign(same, { [k]: unique([...(same[k] ?? []), ...read[k]]) })
  same.reason ??= read.reason
  return size() === before ? undefined : same
}

/**
 * The floor brief with what a model's structured reading adds: more exclusions (read through
 * the catalogue so the guard can check them), a dish or key ingredients the floor did not find,
 * limits it left open, more notes. Nothing the floor found is removed or weakened: its
 * exclusions stay, and an exclusion the model repeats by name only gains traits.
 *
 * A dish the model chose for a theme that named none stays `interpreted`: given the theme, a
 * dish or key ingredient the model found in its words (one the catalogue lacks) counts as named.
 */
export function mergeBriefs(floor: Brief, extra: BriefAddition, theme?: string): Brief {
  const [lang, exclusions] = [floor.lang, structuredClone(floor.exclusions)]
  let unresolved = [...(floor.unresolved ?? [])]
  for (const given of extra.exclusions ?? []) {
    if (!given?.name?.trim()) continue
    const read = withoutPermitted(resolveExclusion(given, lang), floor.permitted)
    // The model's reading may resolve what the lexicon could not: an exclusion it names in the same words, with the foods it rules out.
    if (read.traits.length || read.ingredients.length || read.terms?.length)
      unresolved = unresolved.filter((phrase) => !sharesWord(phrase, given.name))
    joinExclusion(exclusions, read)
  }

  let { dishId, dish } = floor
  const hit = extra.dish?.trim() ? DISH_MATCH(normalise(extra.dish))[0] : undefined
  if (!dish && extra.dish?.trim() && !floor.turnedAway?.includes(hit?.value.id ?? '')) {
    dishId = hit?.value.id ?? null
    dish = hit ? hit.value.name[lang] : extra.dish.trim()
  }

  const { keyIngredientIds, key_ingredients, out } = keysLeftIn(floor, exclusions)
  for (const name of extra.key_ingredients ?? []) {
    const item = findIngredients(name)[0]?.ingredient
    if (item && (out(item.id) || keyIngredientIds.includes(item.id))) continue
    if (!item && key_ingredients.includes(name.trim())) continue
    if (item) keyIngredientIds.push(item.id)
    key_ingredients.push(name.trim())
  }

  const limits: Brief['limits'] = { ...floor.limits }
  const more = extra.limits ?? {}
  for (const k of ['minutes', 'servings'] as const)
    if (limits[k] === undefined && typeof more[k] === 'number' && more[k] > 0) limits[k] = Math.round(more[k])
  if (limits.equipment === undefined && typeof more.equipment === 'string' && more.equipment.trim())
    limits.equipment = more.equipment.trim()

  const merged: Brief = {
    ...floor,
    dishId,
    dish,
    keyIngredientIds,
    key_ingredients,
    exclusions,
    limits,
    notes: unique([...floor.notes, ...(extra.notes ?? []).map((n) => n.trim()).filter(Boolean)]),
    interpreted:
      floor.interpreted &&
      !namedIn(theme, [...(floor.dish ? [] : [extra.dish ?? '']), ...(extra.key_ingredients ?? [])]),
  }
  if (unresolved.length) merged.unresolved = unresolved
  else delete merged.unresolved
  // A count only the model read is held to the kitchen's most and said, as the lexicon's is.
  if (floor.limits.servings === undefined && limits.servings) holdServings(merged, limits.servings)
  return merged
}

/** Whether two phrases share a word of three letters or more, or (in Japanese) one contains the other's name. */
function sharesWord(a: string, b: string): boolean {
  const words = (s: string) =>
    normalise(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !pattern('not_a_shared_word').test(w))
  const [left, right] = [normalise(a), normalise(b).replace(pattern('restriction_tail_ja', 'g'), '')]
  return words(b).some((w) => words(a).includes(w)) || (right.length >= 2 && left.includes(right))
}

/** Whether any of these names is written in the theme. */
const namedIn = (theme: string | undefined, names: string[]) =>
  !!theme && names.some((name) => name.trim().length > 1 && normalise(theme).includes(normalise(name).trim()))

// ---------------------------------------------------------------------------------------------
// The brief in plain words, for every prompt

/** The brief as prompt lines in the discussion's language (`prompt` in knowledge/reader.json): what to cook, what must stay out and why, the limits. */
export function briefPromptLines(brief: Brief, lang: Lang): string[] {
  const list = (items: string[]) => items.join(lang === 'ja' ? '、' : ', ')
  const lines: string[] = []
  const say = (key: keyof typeof READER_WORDS.prompt, slots: Record<string, string> = {}) =>
    lines.push(fillSlots(READER_WORDS.prompt[key][lang], (slot) => slots[slot] ?? ''))
  if (brief.notFood) say('not_food')
  if (brief.dish) say('dish', { dish: brief.dish })
  if (brief.familyDish) say('family_dish', { label: family(brief.familyDish.family).label[lang] })
  else if (!brief.notFood) say('no_dish')
  if (brief.key_ingredients.length) say('key_ingredients', { list: list(brief.key_ingredients) })
  for (const e of brief.exclusions) {
    const what = list(e.excludes.length ? e.excludes : [e.name])
    say('exclusion', { name: e.name, what, why: e.reason ? ` — ${e.reason}` : '' })
  }
  if (brief.exclusions.length) say('nowhere')
  const { minutes, servings, equipment } = brief.limits
  if (minutes !== undefined) say('minutes', { n: String(minutes) })
  if (servings !== undefined) say('servings', { n: String(servings) })
  if (equipment) say('equipment', { equipment })
  for (const note of [...brief.notes, ...(brief.contact ?? [])]) say('note', { note })
  for (const what of brief.unchecked ?? []) say('unchecked', { what })
  if (brief.harm) say('harm', { words: brief.harm.words })
  for (const h of (brief.hazards ?? []).filter((h) => h.id !== 'harm'))
    say('hazard', { name: h.name, instead: h.instead })
  if (brief.unresolved?.length) say('unresolved', { words: list(brief.unresolved) })
  return lines
}

// ---------------------------------------------------------------------------------------------
// Exclusions stated in the discussion (the host's own words)

/**
 * The exclusions a text of the discussion states ("no peanuts, my guest is allergic"), read by the
 * same reader as the theme, added to the brief so the guard holds the recipe to them too. Only
 * exclusions are taken: nothing of the brief is removed or weakened, and the rest of the text
 * (its dish, its limits, an instruction such as "ignore the allergy") changes nothing, nor does a
 * word the catalogue cannot tie to a food (talk is not a theme: "without checks" is no food). Returns the
 * same brief when the text adds nothing; else the new one and the exclusions it added or widened.
 */
export function withStatedExclusions(brief: Brief, text: string): { brief: Brief; added: Exclusion[] } {
  const read = readBrief(text, brief.lang)
  // Only exclusions tied to foods the catalogue knows: in talk, "without checks" is no food.
  const stated = read.exclusions
    .map((e) => withoutPermitted(e, brief.permitted))
    .filter((e) => e.traits.length || e.ingredients.length)
  // Who the host says it is for (a baby, a pregnancy) joins too: the guard then checks the recipe for what they must not have.
  const atRisk = unique([...(brief.atRisk ?? []), ...(read.atRisk ?? [])])
  const riskGrew = atRisk.length > (brief.atRisk?.length ?? 0)
  const exclusions = structuredClone(brief.exclusions)
  const added = stated.flatMap((read) => joinExclusion(exclusions, read) ?? [])
  // Words meant to hurt someone join too: the run then ends `harmful_request` after this turn.
  const [harm, harmed] = [brief.harm ?? read.harm, !brief.harm && !!read.harm]
  if (!added.length && !riskGrew && !harmed) return { brief, added }
  // A key ingredient the new exclusions rule out is no longer asked for (as in mergeBriefs).
  const { keyIngredientIds, key_ingredients } = keysLeftIn(brief, exclusions)
  return {
    brief: {
      ...brief,
      exclusions,
      ...(atRisk.length && { atRisk }),
      ...(harm && { harm }),
      ...(harmed && { hazards: [...(read.hazards ?? []).filter((h) => h.id === 'harm'), ...(brief.hazards ?? [])] }),
      keyIngredientIds,
      key_ingredients,
    },
    added,
  }
}
