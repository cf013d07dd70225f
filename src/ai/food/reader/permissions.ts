/**
 * What a theme says is fine ("tree nuts are fine", "ghee is ok for us", 「バターなら大丈夫」): the foods of
 * a clause with a permission word and no refusal word (knowledge/reader.json), or the foods after
 * "except" / before 以外. A permission is answered, not turned into an exclusion: it narrows what
 * the theme's other exclusions rule out (a peanut allergy widened to tree nuts gives them back;
 * "dairy-free, ghee is fine" keeps every other dairy food out by name and lets ghee in). It never
 * lifts the exclusion that names the same food: "egg allergy, baked egg is tolerated" stays egg-free.
 */
import { Type } from '@sinclair/typebox'
import { validated } from '../../cookbook/validate'
import { closed, bilingualList as words, bilingualText as text, eachOf, placing } from '../bilingual-schema'
import data from '../../../../knowledge/reader.json'
import { INGREDIENTS, ingredient } from '../catalogue'
import { COMPOSITES } from '../composites'
import { ALLOW_ALWAYS, DIETS, findAllowKinds } from '../diets'
import { normalise, overlaps, type Span } from '../match'
import type { Brief, DishFinder, Exclusion, HazardFinding, Lang, Trait } from '../types'
import { TRAIT_WORDS } from '../traits'
import { findMentions, findSaidFoods, type Mention, plainWords } from '../words'
import { POS, phraseMatcher, phrasesOf, type Token, tokenize, tokensOf } from './tokens'

/** The kinds of thing `not_eaten` names, read by ./instructions.ts. */
export const NOT_EATEN = [
  ...['products', 'craft', 'never_eaten', 'for_animals', 'eating', 'not_eating', 'figurative', 'cooking', 'records'],
  ...['care', 'repair', 'mend', 'grown', 'growing', 'cleaning', 'setting'],
] as const
/** The brief's lines: what it is about, what bounds it, and what it must say. */
const ABOUT_LINES = ['not_food', 'dish', 'family_dish', 'no_dish', 'key_ingredients', 'exclusion', 'nowhere'] as const
const LIMIT_LINES = ['minutes', 'servings', 'equipment', 'note', 'unchecked'] as const
const PROMPT_LINES = [...ABOUT_LINES, ...LIMIT_LINES, 'harm', 'hazard', 'unresolved'] as const
const REFUSALS = ['harm', 'unclear', 'unsafe', 'unsafe_recipe', 'violated'] as const
const CUE_LISTS = ['permission', 'refusal', 'except', 'only', 'clause_breaks', 'coordination', 'request'] as const
const USED_BY = ['eaters', 'uses', 'aims', 'markers', 'fed', 'quarry', 'between', 'visits', 'whole_words'] as const
/** What the reader says, its slots placed (`said` must place `{foods}`). */
const template = Type.Object({ en: Type.String(), ja: Type.String() }, closed)
const pos = Type.Record(Type.String(), Type.Union(POS.map((p) => Type.Literal(p))))
export const ReaderFile = Type.Object(
  {
    about: Type.String(),
    ...eachOf(['tag_pos', 'ipadic_pos'] as const, pos),
    romaji_attached: Type.Array(Type.String()),
    romaji_particles: Type.Record(Type.String(), Type.String()),
    ...eachOf(CUE_LISTS, words),
    ...eachOf(['allow_only', 'allow_eat', 'allow_said'] as const, words),
    ...eachOf(['said_allowed', 'allow_none'] as const, template),
    only_classes: Type.Array(Type.String()),
    ...eachOf(['making', 'undergone', 'question', 'confirming'] as const, words),
    ...eachOf(['said', 'said_mock', 'said_instruction'] as const, template),
    ...eachOf(['said_other_than', 'said_asked', 'said_unchecked', 'servings_over'] as const, text),
    ...eachOf(['no_tool', 'tool_only'] as const, text),
    mock: Type.Object({ before: words, after: words, base: words }, closed),
    instruction: Type.Object({ target: words, command: words }, closed),
    said_not_food: Type.Object(eachOf(['asks', 'not_eaten', 'care', 'repair'] as const, text), closed),
    said_not_food_safety: Type.Array(Type.Object({ things: words, said: text }, closed)),
    said_refused: Type.Object(eachOf(REFUSALS, text), closed),
    not_eaten: Type.Object(eachOf(NOT_EATEN, words), closed),
    used_by: Type.Object(eachOf(USED_BY, words), closed),
    prompt: Type.Object(eachOf(PROMPT_LINES, text), closed),
  },
  closed,
)

export const loadReaderWords = (input: unknown, file = 'knowledge/reader.json') =>
  placing(validated(ReaderFile, input, file), '{foods}', file)

export const READER_WORDS = loadReaderWords(data)
const WORDS = READER_WORDS
const CUE_KINDS = ['permission', 'refusal', 'except', 'clause_breaks', 'coordination'] as const
const CUES = phraseMatcher(CUE_KINDS.flatMap((kind) => phrasesOf(WORDS[kind], kind)))
const PUNCTUATION = /[,.;:!?、。！？()（）\n]|—|–|\s-\s/g

/** The foods the theme says are fine, of `mentions` (the foods of `text`, the normalised theme whose tokens these are). */
export function readPermitted(tokens: Token[], text: string, mentions: Mention[]) {
  const cues = CUES(tokens)
  const ends = (c: (typeof cues)[number]) => c.value === 'clause_breaks' || c.value === 'coordination'
  const marks = [...text.matchAll(PUNCTUATION)].map((m) => m.index)
  const cuts = [0, ...marks, ...cues.filter(ends).map((c) => c.at), text.length].sort((a, b) => a - b)
  const within = (s: Span, x: Span) => x.at >= s.at && x.end <= s.end
  const clauses: Span[] = []
  for (const [i, end] of cuts.slice(1).entries()) {
    const last = clauses.at(-1)
    const joined = cues.some((c) => c.value === 'coordination' && c.at === cuts[i])
    if (last && joined && !cues.some((c) => !ends(c) && within(last, c))) last.end = end
    else clauses.push({ at: cuts[i]!, end })
  }
  const [permitted, asked, against]: [Mention[], Mention[], Given[]] = [[], [], []]
  // "squid is ok?", 「大丈夫かな」: a permission asked is none; "ok right?", 「だよね？」 ask it confirmed, and are one.
  const question = (clause: Span) => {
    const own = tokens.filter((t) => within(clause, t))
    const tail = own.slice(own.findLastIndex((t) => t.pos !== 'particle') + 1).map((t) => t.surface)
    const last = tail.join('') || own.at(-1)?.surface.toLowerCase() || ''
    if ([...WORDS.confirming.en, ...WORDS.confirming.ja].includes(last)) return false
    return /^\s*\?/.test(text.slice(clause.end)) || WORDS.question.ja.includes(last)
  }
  const fine = (cs: typeof cues) => cs.some((c) => c.value === 'permission') && !cs.some((c) => c.value === 'refusal')
  for (const clause of clauses) {
    const here = cues.filter((c) => within(clause, c))
    const foods = mentions.filter((m) => within(clause, m))
    const except = here.find((c) => c.value === 'except')
    // An exception's foods are fine against a refusal ("no nuts except almonds", ナッツ類(ピーナッツ以外)のアレルギー),
    // out against a permission (くるみ以外はOK); with neither (ごまだれ以外で) it only says what else is wanted.
    const named = (m: Span) =>
      !!except && (tokens[except.from]!.lang === 'ja' ? m.end <= except.at : m.at >= except.end)
    const rest = here.filter((c) => c !== except && !named(c))
    const refused = rest.some((c) => c.value === 'refusal') || /^[)）]/.test(text.slice(clause.end))
    if (except && !fine(rest) && refused) permitted.push(...foods.filter(named))
    if (!fine(rest)) continue
    if (question(clause)) {
      asked.push(...foods.filter((m) => !named(m)))
      continue
    }
    permitted.push(...foods.filter((m) => !named(m) && (!ONLY(tokens, clause) || m.kind !== 'class')))
    against.push(...foods.filter(named).map(givenOf))
    // "only almonds are safe", 「ナッツはアーモンドだけ大丈夫」: the class said, or the permitted foods' own, is out but for them.
    const classes = foods.filter((m) => m.kind === 'class')
    const traits = (classes[0] ? classes : foods).flatMap((m) => m.traits.filter((t) => WORDS.only_classes.includes(t)))
    if (ONLY(tokens, clause)) against.push({ traits: [...new Set(traits)], ids: [], surface: classes[0]?.surface })
  }
  // "garlic-infused oil" permits the oil: a food joined to the next one by a hyphen or one word only says what flavours it.
  const heads = permitted.filter((m) => !mentions.some((h) => h.at > m.end && MODIFIES.test(text.slice(m.end, h.at))))
  return { permitted: heads, asked, against: against.filter((a) => a.traits.length || a.ids.length) }
}

const ONLY = (tokens: Token[], clause: Span) =>
  tokens.some((t) => t.at >= clause.at && t.end <= clause.end && [...WORDS.only.en, ...WORDS.only.ja].includes(t.lemma))
const MODIFIES = /^-[a-z]*[\s-]?$|^-?[a-z]+-$/

const idsOf = (m: Mention): string[] => (m.item ? [m.item.id] : m.ids)
const classTraits = (m: Mention): Trait[] => (m.kind === 'class' ? m.traits : [])
/**
 * A permitted food: a class's traits, or ingredient ids; `surface` as the theme wrote it; `swallowed` when
 * the exclusion's own words ran over this very mention ("no nuts, almonds and walnuts are fine").
 */
type Given = { surface?: string; traits: Trait[]; ids: string[]; swallowed?: boolean }
const givenOf = (m: Mention): Given => ({ surface: m.surface, traits: classTraits(m), ids: idsOf(m) })

/** The exclusion with the permission taken out of it, or the same exclusion when the permission cannot narrow it. */
function narrowed(e: Exclusion, m: Given): Exclusion {
  // The exclusion that names this very food elsewhere stands: a permission never lifts what it names.
  const name = normalise(e.name)
  if (m.surface && !m.swallowed && name.includes(normalise(m.surface))) return e
  // A class given back takes out only what the exclusion did not name as narrowly: "fish allergy, seafood is fine"
  // keeps the fish out, "seafood allergy, fish is fine" lets it in.
  const named = new Set(
    findMentions(name)
      .filter((x) => !m.swallowed || x.surface !== m.surface)
      .flatMap((x) => (x.traits.every((t) => m.traits.includes(t)) ? x.traits : [])),
  )
  const traits = m.traits.filter((t) => !named.has(t))
  const show = (x: Exclusion) => shown(x, m.surface ? [normalise(m.surface)] : [])
  if (m.traits.length) return show({ ...e, traits: e.traits.filter((t) => !traits.includes(t)) })
  const carried = new Set(m.ids.flatMap((id) => ingredient(id).contains))
  const shared = e.traits.filter((t) => carried.has(t))
  if (!shared.length && !e.ingredients.some((id) => m.ids.includes(id))) return e
  // A trait the permitted food carries is ruled out food by food instead, every other food that carries it still out.
  const byName = INGREDIENTS.filter((i) => !m.ids.includes(i.id) && i.contains.some((t) => shared.includes(t)))
  return show({
    ...e,
    traits: e.traits.filter((t) => !shared.includes(t)),
    ingredients: [...new Set([...e.ingredients, ...byName.map((i) => i.id)])].filter((id) => !m.ids.includes(id)),
  })
}

/**
 * The exclusion's words without those naming only what it no longer rules out: the host never promises to leave out a
 * permitted food, nor says less than is ruled out: a class still out but for the permitted foods is said with them
 * ("tree nuts other than walnuts").
 */
const shown = (e: Exclusion, permitted: string[] = []): Exclusion => {
  const out = (m: Mention) =>
    m.traits.some((t) => e.traits.includes(t)) || idsOf(m).some((i) => e.ingredients.includes(i))
  const said = (w: string): string[] => {
    const named = findMentions(normalise(w))
    if (named.every(out)) return [w]
    const held = (m: Mention) => e.ingredients.some((i) => ingredient(i).contains.some((t) => m.traits.includes(t)))
    const kept = named.find((m) => m.kind === 'class' && held(m))
    const given = [...named.filter((m) => m.kind !== 'class' && !out(m)).map((m) => m.surface), ...permitted]
    const lang = /[\u3040-\u9fff]/.test(w) ? 'ja' : 'en'
    const line = WORDS.said_other_than[lang].replace('{class}', kept?.surface ?? '')
    return kept && given.length ? [line.replace('{foods}', listed(given, lang))] : []
  }
  return { ...e, excludes: e.excludes.flatMap(said) }
}

/** The brief with what the theme permits answered: exclusions narrowed, `permitted` set, and a note the host says. */
export function applyPermissions(brief: Brief, tokens: Token[], text: string, mentions: Mention[]): void {
  const { permitted, against, asked } = readPermitted(tokens, text, mentions)
  if (asked.length) applyAsked(brief, asked)
  if (!permitted.length) return
  // What the theme sets against a permission is ruled out, by its words or its traits': the permission narrows it next.
  const out = against.map(({ surface, traits, ids }): Exclusion => {
    const excludes = surface ? [surface] : plainWords(traits, brief.lang)
    const e: Exclusion = { kind: 'ingredient', name: excludes[0]!, excludes, traits, ingredients: ids }
    return permitted.reduce((x, m) => narrowed(x, { ...givenOf(m), swallowed: true }), e)
  })
  let exclusions = brief.exclusions
  for (const m of permitted)
    exclusions = exclusions.map((e) => {
      const at = text.indexOf(normalise(e.name))
      // Not when the exclusion's own words hold the permission word: then the two readings disagree, and the exclusion stands.
      const holds = at >= 0 && at <= m.at && m.end <= at + normalise(e.name).length
      const swallowed = holds && !CUES(tokensOf(e.name)).some((c) => c.value === 'permission')
      return narrowed(e, { ...givenOf(m), swallowed })
    })
  brief.exclusions = [...exclusions, ...out.filter((e) => !exclusions.some((x) => x.name.includes(e.name)))]
  brief.permitted = {
    traits: [...new Set(permitted.flatMap(classTraits))],
    ingredients: [...new Set(permitted.flatMap((m) => (m.kind === 'class' ? [] : idsOf(m))))],
  }
  // A diet said by what is out and what is fine: 「魚はOKだけど肉はなし」 is pescatarian.
  const ruled = (t: Trait) => brief.exclusions.some((e) => e.traits.includes(t))
  const said = DIETS.filter((d) => d.fine?.every((t) => brief.permitted?.traits.includes(t)) && d.traits.every(ruled))
  if (said.length) brief.diets = [...new Set([...(brief.diets ?? []), ...said.map((d) => d.key)])]
  const checks = said.flatMap((d) => (d.check ? [d.check[brief.lang]] : []))
  const foods = permitted.map((m) => m.surface)
  const saying = WORDS.said[brief.lang].replace('{foods}', listed(foods, brief.lang))
  brief.notes = [...new Set([...brief.notes, ...checks, saying])]
}

/**
 * Foods the theme asks about ("shellfish allergy, squid is ok?"): they stay out wherever its restrictions, or a part of the
 * same broader kind, reach them (squid, a mollusc, beside shellfish or a crustacean allergy), and the host answers the
 * question in its first turn: that the allergist decides, and what kind of food it is (`asked` of knowledge/traits.json).
 */
function applyAsked(brief: Brief, asked: Mention[]): void {
  const lang = brief.lang
  const ruled = new Set(brief.exclusions.flatMap((e) => e.traits))
  const broad = (t: Trait) => TRAIT_WORDS[t].within
  const kin = (t: Trait) =>
    ruled.has(t) || [...ruled].some((r) => r === broad(t) || (!!broad(t) && broad(r) === broad(t)))
  const near = asked.filter((m) => m.traits.some(kin))
  // Asked beside no restriction of its kind (「ぶどうは大丈夫かな」 for a child), the question is the hazard table's.
  if (!near.length) return
  const [names, ids] = [near.map((m) => m.surface), [...new Set(near.flatMap(idsOf))]]
  brief.exclusions.push({ kind: 'ingredient', name: names[0]!, excludes: names, traits: [], ingredients: ids })
  brief.asked = ids
  const kinds = near.flatMap((m) => m.traits.flatMap((t) => TRAIT_WORDS[t].asked?.[lang] ?? []))
  const said = [WORDS.said_asked[lang].replace('{foods}', listed(names, lang)), ...new Set(kinds)]
  brief.unchecked = [...new Set([...(brief.unchecked ?? []), said.join(lang === 'ja' ? '' : ' ')])]
}

/** An exclusion a model or a later turn states, with what the theme permits taken out: "almonds are fine" stays fine. */
export const withoutPermitted = (e: Exclusion, permitted: Brief['permitted']): Exclusion =>
  permitted
    ? narrowed(narrowed(e, { traits: permitted.traits, ids: [] }), { traits: [], ids: permitted.ingredients })
    : e

export const listed = (foods: string[], lang: Lang) => [...new Set(foods)].join(lang === 'ja' ? '、' : ', ')

const ALLOW_CUES = phraseMatcher(
  (['only', 'eat', 'said'] as const).flatMap((kind) => phrasesOf(WORDS[`allow_${kind}`], kind)),
)
const ONLY_WORDS = [...WORDS.allow_only.en, ...WORDS.allow_only.ja]
/**
 * What a theme says is ALL an eater may have ("she can only eat rice, chicken and carrots", 「食べていいのは野菜と豆と米だけ」,
 * "nothing but fruit and yogurt, doctor's orders"): a sentence with an only word and a word of eating or of a rule, and the
 * foods and kinds (`allow_kinds` of knowledge/diets.json) it names after the only word in English, before it in Japanese
 * (or anywhere in it where none stand there). Not a class narrowed ("nuts: only almonds", an allergy's kind): those foods all
 * share a trait a class said or an exclusion holds. Each food lets in its own kin (short-grain rice for rice).
 */
function readAllowed(tokens: Token[], text: string, mentions: Mention[], brief: Brief, findDish: DishFinder) {
  for (const s of text.matchAll(/[^.!?。！？\n]+/g)) {
    const span = { at: s.index, end: s.index + s[0].length }
    const own = tokens.filter((t) => t.at >= span.at && t.end <= span.end)
    const cues = ALLOW_CUES(own)
    // だけ and しか are particles, which no phrase starts on: they are found as words, as is an only inside a longer cue.
    const said = cues.find((c) => c.value === 'said')
    const only = said ?? cues.find((c) => c.value === 'only') ?? own.find((t) => ONLY_WORDS.includes(t.lemma))
    if (!only || !(said || cues.some((c) => c.value === 'eat'))) continue
    // A dish in the list (おかゆ) lets in its own foods, as a kind does.
    const at = (h: Span & { value: string[] }) => ({ at: h.at + span.at, end: h.end + span.at, ids: kin(h.value) })
    const dishes = findDish(s[0]).map((h) => ({ ...h, value: h.dish.ingredients.map((p) => p.id) }))
    const kinds = [...findAllowKinds(s[0]), ...dishes].map(at)
    const named = [
      ...mentions.map((m) => ({ at: m.at, end: m.end, ids: kin(idsOf(m)), traits: classTraits(m) })),
      ...kinds.filter((k) => !mentions.some((m) => overlaps(m, k))).map((k) => ({ ...k, traits: [] as Trait[] })),
    ]
    const inside = named.filter((m) => m.at >= span.at && m.end <= span.end)
    const ja = /[\u3040-\u9fff]/.test(text.slice(only.at, only.end))
    // A Japanese only word narrows what stands right before it: 大人だけ (only the adults) lists no food.
    if (ja && !said && !inside.some((m) => m.end <= only.at && only.at - m.end <= 1)) continue
    const side = inside.filter((m) => (ja ? m.end <= only.at : m.at >= only.end))
    const foods = side.length ? side : inside
    // An exclusion whose words run over the only word (しか食べられない read as "cannot eat") is this list misread.
    const over = (e: Exclusion, at = text.indexOf(normalise(e.name))) =>
      at >= 0 && at <= only.at && at + e.name.length >= only.end
    const held = new Set([...brief.exclusions.filter((e) => !over(e)), ...inside].flatMap((e) => e.traits))
    const each = foods.filter((m) => !m.traits.length).map((m) => m.ids.flatMap((id) => ingredient(id).contains))
    // A class listed beside foods none of which it holds (卵と牛乳と食パン, "eggs and milk") is one of the list, no kind narrowed.
    const listed =
      foods.length > 1 && foods.some((m) => m.traits.length && !each.some((c) => c.some((t) => m.traits.includes(t))))
    if (!listed && (!each.length || each.every((traits) => traits.some((t) => held.has(t))))) continue
    const ids = foods.flatMap((m) => m.ids)
    const list = { at: Math.min(...foods.map((m) => m.at)), end: Math.max(...foods.map((m) => m.end)) }
    return { span, list, ids: [...new Set(ids)], said: foods.map((m) => text.slice(m.at, m.end)) }
  }
  return undefined
}
/** A food and its kin: the foods of its family, and those whose English name ends in its own. */
const kin = (ids: string[]) => {
  // Its name ends in the food's: brown rice of rice, not onion of green onion, nor udon of ramen noodles; nothing the food does not carry.
  const ends = (a: string, b: string) => ` ${a}`.endsWith(` ${b}`)
  const of = (i: (typeof INGREDIENTS)[number], id: string, food = ingredient(id)) =>
    i.group === food.group &&
    (ends(i.name.en, food.name.en) || (!!i.staple && i.staple === food.staple)) &&
    i.contains.every((t) => food.contains.includes(t))
  return [...ids, ...INGREDIENTS.filter((i) => ids.some((id) => of(i, id))).map((i) => i.id)]
}

/** The allow-list as an exclusion of every other food (water always in), said aloud; what the theme ruled out inside it is no refusal. */
/** The dishes a text names (brief.ts `findDishes`), passed in: the reader cannot import the brief. */
export function applyAllowed(brief: Brief, text: string, heard: number, findDish: DishFinder) {
  const mentions = findSaidFoods(text).filter((m) => m.end <= heard)
  const allowed = readAllowed(tokenize(text), text, mentions, brief, findDish)
  if (!allowed) return
  // A food ruled out among (or over) the allowed ones' words (たまご of おかゆとたまごとだいこんだけ, 魚 of 白身魚; the whole of
  // ごはんとにんじんしかたべられない) is a misreading of the list;
  // one ruled out elsewhere stays out of it.
  const within = (e: Exclusion, at = text.indexOf(normalise(e.name))) =>
    at >= 0 && overlaps({ at, end: at + normalise(e.name).length }, allowed.list)
  const kept = brief.exclusions.filter((e) => !within(e))
  const out = (id: string) =>
    kept.some((e) => e.ingredients.includes(id) || ingredient(id).contains.some((t) => e.traits.includes(t)))
  // The pantry basics are in unless ruled out, or the list names one of them (then water alone is): "beef and salt" has no oil.
  const basics = allowed.ids.some((id) => ALLOW_ALWAYS.includes(id)) ? ALLOW_ALWAYS.slice(0, 1) : ALLOW_ALWAYS
  const lets = new Set([...allowed.ids, ...basics].filter((id) => !out(id)))
  const excludes = [WORDS.said_allowed[brief.lang].replace('{foods}', listed(allowed.said, brief.lang))]
  // A made food (crispy onions, prawn crackers) is none of the allowed ones either.
  const ingredients = [...INGREDIENTS, ...COMPOSITES].flatMap((i) => (lets.has(i.id) ? [] : [i.id]))
  const name = text.slice(allowed.span.at, allowed.span.end).trim()
  brief.exclusions = [...kept, { kind: 'diet', name, excludes, traits: [], ingredients, listed: true }]
  brief.allowed = [...lets]
  brief.allowedSaid = listed(allowed.said, brief.lang)
  // All the eater may have is no all the kitchen has: nothing is to be bought, nothing outside the list put in.
  delete brief.onlyFoods
}

/** No authored dish keeps to the allow-list with its main foods in it: the host says so in round 1 and nothing is published. */
export const noneAllowed = (brief: Brief, said = brief.allowedSaid ?? ''): HazardFinding => {
  const instead = WORDS.allow_none[brief.lang].replace('{foods}', said)
  return { id: 'allow_list', name: said, instead, refused: true }
}
