import { type Food, food } from '../../cookbook/foods'
import { explains, fillRefs, kitchenSaid, nutritionOf } from '../../cookbook/render'
import { among, bodyOf, clipped, echoes, fits, foodsOf, has, hasStaple, namedIn } from '../../cookbook/notes'
import { isFood, listed, open, othersOf, recorded } from '../../cookbook/notes'
import { cueClauses, cueSaid, dietRules, qualifies, ruledBy } from '../../cookbook/notes'
import { saltiest, sideShortcut, stepClause, tempTold, toolWords, wordsOf } from '../../cookbook/notes'
import type { AuthoredIngredient, AuthoredRecipe, AuthoredStep, Decision } from '../../cookbook/types'
import { occasionById, readOccasions } from '../../food/asks'
import { ageStage } from '../../food/choosing'
import { OCCASIONS as NOTED } from '../../food/theme-words'
import { contradictsBrief, effectiveMentions } from '../../food/guard'
import { dish, hasDish } from '../../food/dishes'
import { findDiets } from '../../food/diets'
import { GOALS_FILE } from '../../food/goals'
import { normalise } from '../../food/match'
import { allNames, fillSlots, type Ingredient, type Lang, type Text, type Trait } from '../../food/types'
import { findMentions, type Mention } from '../../food/words'
import type { PanelRole } from '../../turn-context'
import type { Cooked } from '../cookbook'
import KEEPING from '../../../../knowledge/keeping.json'
import OCCASIONS from '../../../../knowledge/occasions.json'
import { rng, seedOf } from '../random'
import { LINES, line, phrase } from './phrases'
import { enoughAnswer } from './host-reply'

/** The specialists' authored notes of this dish, by role. */
type Notes = Record<Exclude<PanelRole, 'host'>, string[]>
export type Facts = ReturnType<typeof buildFacts>

/** What a step's text and pan say is done: "lower it into the oil" in the deep pan is deep-frying. */
const doneIn = (s: AuthoredStep, lang: Lang) => `${s[lang]} ${LINES[lang][`vessel.${s.vessel}`] ?? ''}`

/** The kinds of heat a text names (`act.hot.*`), by family (`heat_kin.*`: frying and baking are one dry heat): a line
 * naming one no step uses ("simmered in a pot" of a toaster gratin) is not this recipe's to say. */
const heats = (lang: Lang, text: string) =>
  Object.keys(LINES[lang]).flatMap((k) =>
    k.startsWith('act.hot.') && k !== 'act.hot.warm' && new RegExp(LINES[lang][k]!, 'i').test(text)
      ? [LINES[lang][`heat_kin.${k.slice(8)}`] ?? k.slice(8)]
      : [],
  )
/** Whether a text names only foods, tools and kinds of heat the recipe as cooked has (see `fits`). */
export function ownLine(text: string, recipe: AuthoredRecipe, brief: Cooked['brief'], lang: Lang): boolean {
  const used = new Set(recipe.steps.flatMap((s) => heats(lang, doneIn(s, lang))))
  return heats(lang, text).every((h) => used.has(h)) && fits(text, recipe, brief, toolWords(LINES[lang]))
}

const PLAIN = new Set([...KEEPING.plain.en, ...KEEPING.plain.ja])
const PICKED = new Set(NOTED.flatMap((o) => (o.picked ? [o.note.en, o.note.ja] : [])))
/** How the dish's kind of cooking keeps (knowledge/keeping.json), by its method in the dish catalogue. */
const keptAs = (recipe: AuthoredRecipe) =>
  KEEPING.methods.find((g) => hasDish(recipe.dish) && g.methods.includes(dish(recipe.dish).method))

/** The theme with each keeping word that only says a food's form or where it was kept blanked ("frozen fries",
 * 冷凍うどん, 冷凍の餃子, "mince from the freezer"): a frozen food the cook has asks nothing of how the dish keeps. */
function formless(theme: string, names: string[] = []): string {
  const foods = [...findMentions(theme).map((m) => m.surface), ...names.filter(Boolean)]
  const words = KEEPING.questions.flatMap((k) => ('keeping' in k ? Object.values(k.theme) : []))
  const after = (end: number) => theme.slice(end).replace(/^(?:の|\s)/u, '')
  const formOf = (at: number, end: number) =>
    /\b(?:from|out of|in) (?:the|my|our) $/i.test(theme.slice(0, at)) || foods.some((f) => after(end).startsWith(f))
  const blank = (w: string, at: number) => (formOf(at, at + w.length) ? ' '.repeat(w.length) : w)
  // Each span is blanked at its own length, so the spans after it keep the places they had in the theme.
  return words.reduce((t, w) => t.replace(new RegExp(w, 'giu'), (m, ...a) => blank(m, a.at(-2))), theme)
}

/** What answers the theme's question (knowledge/keeping.json): the note sharing most words with the clause that asks it
 * (a keeping one in the kind's words), else the step a `step` kind asks about; else how the dish's kind keeps (beside no
 * hazard); else the food carrying the quality asked; else the foods or dish it names; else nothing, said unless silent. */
type Question = { notes: Notes; recipe: AuthoredRecipe; lang: Lang; brief: Cooked['brief']; styled?: string } & {
  variant?: string
  /** What the adapter decided: a food asked about that it replaced is answered by what took its place. */
  decisions: Decision[]
  /** The recipe's own answers by question kind (recipe `answers`), those that fit it as cooked. */
  answers: Record<string, string>
  /** A step's doneness cue as said, its temperature kept. */
  cue: (s: AuthoredStep) => string
}
/** The theme's question as asked, what answers it (the host's to say) and whether an authored note does; no `note` when nothing does. */
type Answer = { ask: string; note?: string; found?: boolean; tool?: { word: string; step: AuthoredStep } }
function answerOf(theme: string, q: Question): Answer | undefined {
  const { notes, recipe, lang, brief, styled } = q
  const sentences = theme.split(/(?<=[.!?。！？…\n])/)
  const dot = lang === 'ja' ? '。' : '. '
  // A wish to know why (「すが立つ理由も知りたい」) asks as a question mark does.
  const why = new RegExp(line(lang, 'answer_why'), 'iu')
  const marked = sentences.filter((c) => /[?？]/.test(c) || why.test(c)).join(' ')
  const all: string[] = Object.values(notes).flat()
  const asked = clipped(open(marked.trim()), 90)
  const enough = enoughAnswer(brief, recipe, lang) // an amount asked to be enough: the adapted recipe's count says it
  if (enough) return { ask: asked, note: enough, found: true }
  // An allergy's cross-contact warning answers what nothing else does ("what do I watch in choc chips?").
  const contact = (brief.contact ?? []).join(lang === 'ja' ? '' : ' ')
  // Asked whether it is safe (「目を離しても平気？」, "can he do the flambé?"), the hazard rows that fired answer first:
  // not as asked, and what is done instead; those the question names, else the first.
  const hazards = (brief.hazards ?? []).filter((h) => !h.refused)
  const named = hazards.filter((h) => marked.includes(h.name))
  const answering = marked ? (named.length ? named : hazards.slice(0, 1)) : []
  // A row's own answer to "still ok?" (read22's `answer`: only if it stayed cold) is said before what is done instead.
  const instead = answering.map((h) => [h.answer, h.instead].flatMap((x) => (x ? [open(x)] : [])).join(dot)).join(dot)
  if (answering.length)
    return { ask: asked, note: answering.some((h) => h.answer) ? instead : line(lang, 'answer.hazard', { instead }) }
  // A food said to be fine, or asked about, beside an allergy it can cross-react with (squid beside shellfish) is no
  // one's to vouch for here.
  const allergies = brief.exclusions.flatMap((e) => (e.kind === 'allergy' ? e.traits : []))
  const among = (traits: string[]) => (t: string) => traits.includes(t)
  // A bought food whose make varies by brand (a pancake mix) is no one's to vouch for either: its label is.
  const cross = (f: Food) =>
    KEEPING.unvouched.find(
      (r) => (r.traits?.some(among(f.traits)) || r.foods?.includes(f.id)) && r.allergy.some(among(allergies)),
    )
  const fine = [...(brief.permitted?.ingredients ?? []), ...findMentions(marked).flatMap((m) => m.ids)]
  const vouched = marked ? fine.map(food).find(cross) : undefined
  const say = vouched && cross(vouched)!.say[lang].replace('{food}', vouched.name[lang])
  if (say) return { ask: asked, note: say.replace('{body}', bodyOf(recipe, lang)) }
  // A question on a food the brief rules out ("what stands in for garlic?"): the diet's own rule naming it, whole.
  const out = findMentions(marked).filter((m) => contradictsBrief(m.surface, brief).length)
  const rule =
    out.length && dietRules(brief, q.decisions, theme, lang).find((r) => out.some((m) => r.includes(m.surface)))
  if (rule) return { ask: asked, note: rule, found: true }
  // A kind's `{tool}` stands for its tool words (a question whether a frying pan will do).
  const tool = (k: object | undefined, l: Lang) => (k && 'tool' in k ? (k.tool as Record<Lang, string>)[l] : '')
  const re = (p: Record<Lang, string>, k?: object) =>
    (['en', 'ja'] as const).map((l) => new RegExp(p[l].replaceAll('{tool}', tool(k, l)), 'iu'))
  // Of the kinds asked, the one a question mark asks ("I want to make it ahead. Will it freeze?") first.
  const asksIn = (k: Kind) => (text: string) => re(k.theme, k).some((r) => r.test(text))
  const kinds = KEEPING.questions.filter((k) => asksIn(k)(theme))
  const kind = kinds.find((k) => asksIn(k)(marked)) ?? kinds[0]
  // Asked whether the kitchen the theme has will do, the version written for it answers before the recipe's own way.
  if (q.variant && brief.limits.asks?.length && kinds.some((k) => 'tool' in k)) return { ask: asked, note: q.variant }
  // What the recipe itself records answers first, every kind asked: its authored answer, else its lines, steps, cues.
  const asking = (k: Kind) => sentences.find(asksIn(k)) ?? theme
  const records = marked ? [...new Set(kinds.flatMap((k) => recipeAnswer(k, asking(k), q) ?? []))] : []
  if (records.length) return { ask: asked, note: records.join(dot), found: true }
  if (!kind) {
    if (styled) return { ask: clipped(theme, 90), note: styled, found: true }
    // The note sharing most words with the question, two at least; a why by one naming it (「すが立たず」 of 「すが立つ」).
    const words = wordsOf(marked.replace(why, ' ')).filter((w) => !has(recipe.title[lang])(w) && !PLAIN.has(w))
    const shared = (n: string) => words.filter(has(n)).length
    const reason = all.filter((n) => shared(n) >= (why.test(marked) ? 1 : 2)).sort((a, b) => shared(b) - shared(a))[0]
    if (reason) return { ask: asked, note: reason, found: true }
    // Asked whether it can be done in the kitchen the theme has (「卵焼き器ないと無理？」), the version written for it answers.
    if (q.variant && brief.limits.asks?.length) return { ask: asked, note: q.variant, found: true }
    const foods = marked && foodAnswer(marked, theme, q)
    const opened = marked && new RegExp(line(lang, 'answer_open'), 'iu').test(marked)
    // A question on a food the recipe cooks that nothing answers is said open, with the step that decides it.
    const note = foods || contact || stepToWatch(marked, theme, q)
    return foods || opened || namedIn(marked, recipe).length ? { ask: asked, note } : undefined
  }
  // The clause between commas that asks it ("the crosses always come out blobby"), else its whole sentence.
  const own = (c?: string) => {
    const rest = re(kind.theme, kind).reduce((text, r) => text.replace(new RegExp(r.source, 'giu'), ' '), c ?? '')
    return [...new Set(wordsOf(rest))].filter((w) => !PLAIN.has(w))
  }
  const asks = asksIn(kind)
  const sentence = sentences.find((c) => asks(c) && /[?？]/.test(c)) ?? sentences.find(asks) ?? theme
  const part = sentence.split(/[,;:、，—]/).find((c) => asks(c) && own(c).length)
  // The dish's own name is in every note: it picks none.
  const words = [...new Set([...own(part), ...own(sentence)])].filter((w) => !has(recipe.title[lang])(w))
  // A note on keeping or on a part made as asked says so in the kind's words; any other shares a word of the question.
  const score = (note: string) => {
    const said = 'note' in kind && re(kind.note!).some((r) => r.test(note))
    const shared = words.filter(has(note)).length
    return ('keeping' in kind || 'answer' in kind ? said : shared) ? shared + (said ? 0.5 : 0) : 0
  }
  const best = all.filter((n) => score(n) > 0).sort((a, b) => score(b) - score(a))[0]
  const ask = clipped(open(part ?? sentence), 90)
  // A part made as asked (a crisp rice crust), by a note in its words else the kind's way, where the recipe has that part.
  if ('answer' in kind && recipe.ingredients.some((i) => kind.foods!.includes(i.food)))
    return { ask, note: best ?? kind.answer![lang], found: !!best }
  // Whether a tool will do is the version cooked for it to say, before a trouble the adapter answered (a second fry).
  if ('tool' in kind && (q.variant || !styled)) return toolAnswer(ask, sentence, kind.tool!, q)
  if (styled) return { ask, note: styled, found: true }
  const found = 'list' in kind ? othersOf(theme, PLAIN, recipe, brief, lang) : []
  if (found.length) return { ask, note: line(lang, 'answer.list', { dishes: listed(lang, found) }) }
  // Asked whether a food can go ("do I need all the pork?"), a note not naming it leaves the recipe to answer.
  const gone = new RegExp(line(lang, 'answer_without'), 'iu').test(sentence) ? findMentions(part ?? sentence) : []
  // A question a step can settle (keeping.json `step`) that no note answers, of no food the recipe lacks: that step says it.
  const ours = 'step' in kind && !best && findMentions(sentence).every((m) => namedIn(m.surface, recipe)[0])
  const step = ours && !gone.length && /[?？]/.test(sentence) && stepAbout(sentence, q, undefined, true)
  if (step) return { ask, note: wording(theme, lang)('answer.step', stepSaid(step, q)), found: true }
  if (best && gone.every((m) => has(best)(m.surface.toLowerCase()))) return { ask, note: best, found: true }
  const kept = keptAs(recipe)
  if ('keeping' in kind && kept && !brief.hazards?.length) {
    const foods = recipe.ingredients.map((i) => i.food)
    const more = kind.keeping === 'keeps' ? KEEPING.caveats.filter((c) => c.foods.some((id) => foods.includes(id))) : []
    const said = [kept[kind.keeping as 'ahead' | 'keeps'], ...more.map((c) => c.keeps)].map((x) => open(x[lang]))
    return { ask, note: said.join(dot) }
  }
  // The food that carries the quality asked about (the cost is the budget's, said by the adapter).
  const carrier = 'carried' in kind && recipe.ingredients.find((i) => words.some(has(food(i.food).name[lang])))
  if (carrier) return { ask, note: line(lang, 'answer.carried', { food: food(carrier.food).name[lang] }) }
  // A kind said only when it is answered (a quality, a list) leaves the question a question mark asks.
  const foods = foodAnswer('silent' in kind ? marked : gone.length ? (part ?? sentence) : sentence, theme, q)
  if (foods) return { ask: 'silent' in kind ? asked : ask, note: foods }
  // A question about the dish named, when another is cooked ("something in place of toshikoshi soba"): the one cooked answers it.
  const other = brief.dishId !== recipe.dish && brief.dishId && hasDish(brief.dishId) ? dish(brief.dishId) : undefined
  const said = other && [other.name[lang], ...(other.aliases ?? [])].find((n) => sentence.includes(n))
  if (said) return { ask, note: wording(theme, lang)('answer.dish', { dish: said, title: recipe.title[lang] }) }
  return 'silent' in kind ? undefined : { ask, note: contact || stepToWatch(sentence, theme, q) }
}

type Kind = (typeof KEEPING.questions)[number]
/** A question the recipe's data answers: its kind's authored answer, else its records (an order by the act asked, if any). */
function recipeAnswer(kind: Kind, sentence: string, q: Question): string | undefined {
  const how = 'recipe' in kind && kind.recipe
  // What goes wrong is answered where the answer names what the question does (a soggy roll; not loose pleats).
  const words = wordsOf(sentence).filter((w) => !PLAIN.has(w) && !has(q.recipe.title[q.lang])(w))
  const own = q.answers[kind.id]
  if (own && ('keeping' in kind || words.some(has(own)))) return own
  const found = how ? recorded(how, sentence, q.recipe, q.lang) : undefined
  // A doneness asked of what the question names ("how dark is too dark?": the roux's step), not the first hot step.
  const step = how === 'doneness' ? stepAbout(sentence, q, found?.step) : found?.step
  const said = step ? stepSaid(step, q, namedIn(sentence, q.recipe)[0]) : { cue: '', does: '' }
  const act = how === 'order' && sentence.match(RegExp(kind.theme[q.lang], 'iu'))?.[0].match(/^\w+(?=.*first$)/)?.[0]
  if (how === 'order' && !(said.does && (!act || new RegExp(`\\b${act}`, 'i').test(said.does)))) return undefined
  return found && wording(sentence, q.lang)(`answer.${how}`, { ...found.slots, ...said })
}

/** A step as an answer says it: its number, its cue, what it does (of the food asked), in lower case in a sentence. */
const stepSaid = (s: AuthoredStep, q: Question, of?: AuthoredIngredient) => ({
  n: `${q.recipe.steps.indexOf(s) + 1}`,
  cue: q.cue(s),
  does: stepClause(s, q.recipe, q.lang, LINES[q.lang], of)?.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase()) ?? '',
})

/** How much a step is about a question (words shared, its cue's twice, each food named that it uses twice: 「みそ」 of 味噌;
 * beside a given step, not the dish's name), and the step most about it: a tie or none shared keeps the given. */
function about(question: string, { recipe, lang }: Question, given?: AuthoredStep, byFood?: boolean) {
  const words = [...new Set(wordsOf(question))].filter((w) => !PLAIN.has(w) && !(given && has(recipe.title[lang])(w)))
  const foods = byFood ? namedIn(question, recipe).map((i) => i.food) : []
  const shared = (text: string) => words.filter(has(text)).length
  const fed = (s: AuthoredStep) => shared(s.cue[lang]) + foodsOf(s, recipe).filter((f) => foods.includes(f)).length
  return (s: AuthoredStep) => shared(fillRefs(s[lang], recipe.ingredients, lang)) + 2 * fed(s) + (s === given ? 0.5 : 0)
}
function stepAbout(question: string, q: Question, given?: AuthoredStep, byFood?: boolean) {
  const score = about(question, q, given, byFood)
  const [best, next] = q.recipe.steps.toSorted((a, b) => score(b) - score(a))
  return best && score(best) >= 1 && score(best) !== (next && score(next)) ? best : given
}

/** Where nothing recorded answers a question, the step it is about to watch by its cue: never a step it names nothing of. */
const stepToWatch = (question: string, theme: string, q: Question, s = stepAbout(question, q)) =>
  s && stepSaid(s, q).does ? wording(theme, q.lang)('answer.check', stepSaid(s, q)) : undefined

/** An answer's wording, picked by the theme so the same answer is not worded the same in every discussion. */
const wording = (theme: string, lang: Lang) => (key: string, slots: Record<string, string>) =>
  phrase(lang, rng(seedOf(theme), key), key, slots)

/** A question about foods ("is momen all right?", "just lamb, cabbage, peppercorns right?") and the theme's foods the
 * recipe lacks, answered from it as cooked: one it uses is a yes but in an open question (how much, which first), with
 * the rest asked if those are all; asked to leave it out, whether the dish stands without it; one ruled out stays out,
 * never a stand-in (the smoked cod); a stand-in takes its food's place. A hazard's rule answers (meat thawed on the counter). */
function foodAnswer(sentence: string, theme: string, { recipe, lang, brief, decisions }: Question) {
  if (brief.hazards?.length || !sentence.trim()) return undefined
  const say = wording(theme, lang)
  const dishNames = hasDish(recipe.dish) ? Object.values(dish(recipe.dish).name) : []
  const named = [brief.dish, ...dishNames].join(' ').toLowerCase()
  const titled = (m: Mention) => Object.values(recipe.title).join(' ').toLowerCase().includes(m.surface.toLowerCase())
  const own = recipe.ingredients.map((i) => food(i.food))
  const names = (fs: Array<{ name: Text }>) => [...new Set(fs.map((f) => f.name[lang]))]
  const said = (ms: Mention[] = []) => listed(lang, [...new Set(ms.map((m) => m.surface))])
  // A food of the name asked is one ("tofu" of thick fried tofu), never a stand-in for itself.
  const uses = (m: Mention) =>
    own.filter((f) =>
      m.ids.length
        ? m.ids.some((id) => isFood(f, id)) || f.name[lang].toLowerCase().includes(m.surface.toLowerCase())
        : m.traits.some((t) => f.traits.includes(t)),
    )
  const lacks = (id: string) => brief.keyIngredientIds.includes(id) && !own.some((f) => isFood(f, id))
  const asked = [...findMentions(sentence), ...findMentions(theme).filter((m) => m.ids.some(lacks) && !titled(m))]
    .filter((m, _, all) => !qualifies(m, all))
    .filter(
      (m, i, all) => !named.includes(m.surface.toLowerCase()) && all.findIndex((n) => `${n.ids}` === `${m.ids}`) === i,
    )
  // A stand-in of the same group, made of what the recipe's food is (pork for pork), or that food's own swap.
  const made = (x?: Ingredient) => (f: Food) =>
    x?.group === (f.item?.group ?? 0) &&
    ((x!.contains.length && x!.contains.every((t) => f.traits.includes(t))) ||
      Object.values(f.item!.swaps ?? {}).includes(x!.id))
  const stand = (m: Mention) => own.find(made(m.ids.length === 1 ? food(m.ids[0]!).item : undefined))
  // A food ruled out that the adapter replaced, asked about ("hummus w/o tahini?"), is answered by what took its place.
  const swapped = (m: Mention) =>
    /[?？]/.test(sentence)
      ? decisions.flatMap((d) => (d.kind === 'substitute' && d.to && m.ids.includes(d.from) ? [food(d.to)] : []))[0]
      : undefined
  // A food the recipe's own words make (the sambal of a nasi lemak, no line of its own) is never said to be missing.
  const text = `${recipe.description[lang]} ${recipe.steps.map((s) => s[lang]).join(' ')}`.toLowerCase()
  const ruled = (m: Mention) => contradictsBrief(m.surface, brief)
  const kinds = { in: uses, swapped, ruled, stands: stand, its: (m: Mention) => text.includes(m.surface.toLowerCase()) }
  const kind = (m: Mention) => Object.entries(kinds).find(([, k]) => [k(m)].flat().some(Boolean))?.[0] ?? 'none'
  const by = Object.groupBy(asked, kind)
  const bodies = recipe.ingredients.filter((i) => i.does === 'body')
  const body = bodyOf(recipe, lang)
  const used = names((by.in ?? []).flatMap(uses))
  const rest = names(own).filter((n) => !used.includes(n))
  const asks = (key: string, text = sentence) => new RegExp(line(lang, key), 'iu').test(text)
  const opened = (m: Mention) => sentence.split(/[?？]/).some((c) => c.includes(m.surface) && asks('answer_open', c))
  const plainly = names((by.in ?? []).filter((m) => !opened(m)).flatMap(uses))
  const why = ruledBy(brief, by.ruled ?? [], lang)
  // Left out, a food of a body of three or more goes; the main food, or one of two, is the dish.
  const heart = (m: Mention) =>
    uses(m).some((f) => f.item?.group === 'protein' || (bodies.length < 3 && bodies.some((i) => i.food === f.id)))
  const yes = (m: Mention) => say(`answer.food.${heart(m) ? 'heart' : 'without'}`, { food: m.surface })
  // A yes or a stand-in answers a question on using a food (入れていい), never how it cooks ("does lime cook the fish?").
  const using = asks('answer_uses') && !asks('answer_without')
  return [
    ...(by.in && asks('answer_without') && !by.swapped ? by.in.map(yes) : []),
    using && plainly.length > 0 && say('answer.food.in', { foods: listed(lang, plainly) }),
    by.in && rest.length && asks('answer_only') && say('answer.food.rest', { rest: listed(lang, rest.slice(0, 5)) }),
    ...(using ? (by.stands ?? []) : []).map((m) =>
      say('answer.food.stands', { food: m.surface, for: stand(m)!.name[lang] }),
    ),
    ...(by.swapped ?? []).map((m) => say('answer.food.stands', { food: swapped(m)!.name[lang], for: m.surface })),
    by.none && say('answer.food.none', { foods: said(by.none), body }),
    // A food ruled out is the theme's own rule: said back only where nothing else was asked, with what in it rules it out.
    by.ruled?.length === asked.length && say(`answer.food.ruled${why && '.why'}`, { foods: said(by.ruled), body, why }),
  ]
    .filter(Boolean)
    .join(lang === 'ja' ? '。' : '. ')
}

/** Whether a tool will do ("does a frying pan work?"; not the one the theme has none of): the note that names it, else
 * the version for that kitchen, else the longest step the recipe already does with it (「鍋かフライパンで」), else open. */
function toolAnswer(ask: string, sentence: string, tools: Record<Lang, string>, q: Omit<Question, 'brief'>): Answer {
  const lacking = /^(?:が|は|も)?(?:ない|無い)|(?:without|\bno|have no) (?:a |an |the |my |any )?(?:\w+ )?$/iu
  const word = [...sentence.matchAll(new RegExp(tools[q.lang], 'giu'))]
    .filter((m) => !lacking.test(sentence.slice(m.index + m[0].length)) && !lacking.test(sentence.slice(0, m.index)))
    .at(0)?.[0]
  const named = word && [...Object.values(q.notes)].flat().find((n) => n.toLowerCase().includes(word.toLowerCase()))
  if (named || q.variant) return { ask, note: named || q.variant, found: true }
  const step = q.recipe.steps
    .filter((s) => word && s.heat !== 'none' && doneIn(s, q.lang).toLowerCase().includes(word.toLowerCase()))
    .sort((a, b) => b.minutes - a.minutes)[0]
  return step && word ? { ask, tool: { word, step } } : { ask }
}

/** A name unknown to the table that is the dish cooked in the theme's words ("grandma's hittsumi soup"), adding no food. */
function ownName({ asked, adaptation: { recipe } }: Cooked): boolean {
  if (!asked?.why.match(/^(unknown|no_recipe)$/) || !hasDish(recipe.dish)) return false
  const said = asked.name.toLowerCase()
  const held = allNames(dish(recipe.dish)).find((n) => said.includes(n.toLowerCase()))
  return !!held && !effectiveMentions(said.replace(held.toLowerCase(), ' ')).length
}

/** Facts are a pure function of the cooked recipe, the theme and the language; each of a discussion's fifteen turns asks
 * for them, so they are built once per discussion and language and dropped with the cooked recipe. */
const factsByCooked = new WeakMap<Cooked, Map<string, Facts>>()
export function factsOf(cooked: Cooked, theme: string, lang: Lang, key = `${lang}\n${theme}`): Facts {
  const byAsk = factsByCooked.get(cooked) ?? factsByCooked.set(cooked, new Map()).get(cooked)!
  return byAsk.get(key) ?? byAsk.set(key, buildFacts(cooked, theme, lang)).get(key)!
}

function buildFacts(cooked: Cooked, theme: string, lang: Lang) {
  const { adaptation, draft, brief } = cooked
  const { recipe, decisions } = adaptation
  const [desc, eater] = [draft[`description_${lang}`], ageStage(theme)]
  // A name that repeats the word before its ref ("parboiled {offal}" of "parboiled offal", 「豚こま切れ{肉}」) is said once.
  const once = new RegExp(LINES[lang].word_twice!, 'gu')
  const t = (text: Text) => open(fillRefs(text[lang], recipe.ingredients, lang).replace(once, '$1'))
  // A step or a cue is said inside a sentence of the talk: in English it starts in lower case.
  const inner = (text: Text) => (lang === 'en' ? t(text).replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase()) : t(text))
  // The one filter the members' talk passes (the host's is the brief's): each food it names, absent too, is the recipe's
  // (as written, its class, its own words), the theme's or the named dish's; each diet it names, the brief's or theme's.
  const dishFoods = hasDish(brief.dishId ?? '') ? dish(brief.dishId!).ingredients.map((p) => p.id) : []
  const foods = [recipe, adaptation.base].flatMap((r) => r.ingredients.map((i) => i.food))
  const ours = among([...foods, ...dishFoods, ...findMentions(theme).flatMap((m) => m.ids)])
  const classes = new Set(foods.flatMap((id) => food(id).traits))
  const lore = hasDish(recipe.dish) ? dish(recipe.dish).origin[lang] : ''
  // An aim the theme states (knowledge/goals.json `aims`: focus, a cold), answered by the recipe's foods.
  const inTheme = (words: Record<string, string>, text = theme) =>
    Object.values(words).some((w) => new RegExp(w, 'iu').test(text))
  const aim = GOALS_FILE.aims.find((a) => inTheme(a.theme))
  const steps = recipe.steps.flatMap((s) => [t(s), t(s.cue)])
  const words = [theme, draft[`title_${lang}`], desc, lore, aim?.says[lang], ...steps].join('\n').toLowerCase()
  const held = new Set([...(brief.diets ?? []), ...findDiets(normalise(words)).map((d) => d.value.key)])
  const holds = (text: string) =>
    findMentions(text).every(
      (m) =>
        ours({ ...m, waived: [], claimed: false, figure: false }) ||
        m.ids.some((id) => classes.has(id as Trait)) ||
        ((!m.ids.length || draft[`title_${lang}`].includes(m.surface)) && words.includes(m.surface.toLowerCase())) ||
        new RegExp(`\\p{sc=Hira}${RegExp.escape(m.surface)}\\p{sc=Hira}`, 'u').test(text),
    ) && findDiets(normalise(text)).every((d) => held.has(d.value.key))
  // An emptied cue is no clause to say after "until"; one ending on a noun (「皮がパリパリ」) runs on as 「…なのを」.
  const clause = (cue: string) => /\S/.test(cue) && new RegExp(line(lang, 'cue_reads_after_until'), 'i').test(cue)
  const noun = (cue: string) => clause(cue) && !new RegExp(line(lang, 'cue_predicate')).test(cue)
  // A cue ending on a continuative (「赤みが残らず」, 「小さくなり」) is said in its plain form (`cue_end` → `cue_end_said`).
  const plain = (end: string) => line(lang, 'cue_end_said').match(new RegExp(`${end}=(\\S+)`))?.[1] ?? end
  const spoken = (cue: string, c = cue.replace(new RegExp(line(lang, 'cue_end'), 'u'), plain)) =>
    `${c}${noun(c) ? line(lang, 'cue_noun_tail') : ''}`.replace(/。(?=.)/g, '、')
  // A doneness check in the recipe's words: the clauses (or sentences) of its cue that name the temperature, else that
  // alone; a figure the food does not call for (`tempTold`) is not heard in the cue as said.
  const temp = new RegExp(line(lang, 'cue_temp'))
  const heard = (s: AuthoredStep) => tempTold(s, recipe, !!brief.atRisk?.length)
  const cueOf = (s: AuthoredStep) => cueSaid(inner(s.cue).replace(/ ?[（(][^（(]*[）)]$/, ''), heard(s), LINES[lang])
  const checked = (s: AuthoredStep) => {
    const said = cueClauses(inner(s.cue), LINES[lang]).filter((c) => temp.test(` ${c}`))
    // A clause that leans on the subject before it ("and reads 63 °C") is said with it, the whole cue.
    if (new RegExp(line(lang, 'cue_no_subject')).test(said[0] ?? '')) return inner(s.cue)
    return clause(`${said}`) ? said.join(line(lang, 'cue_join')) : line(lang, 'temp.centre', { temp: s.cue.temp_c! })
  }
  const [hottest] = recipe.steps.filter((s) => s.cue.temp_c).toSorted((a, b) => b.cue.temp_c! - a.cue.temp_c!)
  // An English clause is said as the step where you do it, worded per step by the seed; a step with none, by its number.
  const asSaid = (s: AuthoredStep, n = recipe.steps.indexOf(s), does = stepClause(s, recipe, lang, LINES[lang])) =>
    lang === 'ja'
      ? does!
      : phrase(lang, rng(seedOf(theme), `step${n}`), does ? 'en.step.named' : 'step.numbered', {
          does: inner({ en: does ?? '', ja: '' }),
          n: n + 1,
        })
  // A step as the talk refers to it, never by its text; `clause`: its cue reads after "until".
  const step = (s: AuthoredStep) => ({
    where: asSaid(s),
    n: recipe.steps.indexOf(s) + 1,
    cue: spoken(cueOf(s)),
    clause: clause(cueOf(s)),
    minutes: s.minutes,
    ...(s.cue.temp_c ? { temp: s.cue.temp_c } : {}),
  })
  // The chef's step: the longest, of steps as long the one more goes into (not the tofu blanched alone).
  const heated = recipe.steps.filter((s) => s.heat !== 'none')
  const [technique, ...rest] = [...(heated.length ? heated : recipe.steps)].sort(
    (a, b) => b.minutes - a.minutes || b.en.split('{').length - a.en.split('{').length,
  )
  const next = rest.find((s) => s !== recipe.steps.at(-1) && holds(t(s)))
  // What a home cook gets done ahead is a cold step no one names: frying the pork "first, at home" is no plan.
  const unnamed = recipe.steps.filter((s) => ![technique, next, recipe.steps.at(-1)].includes(s) && !s.cue.temp_c)
  const prep = unnamed.find((s) => s.heat === 'none' && holds(t(s)))
  const name = (id: string) => food(id).name[lang]
  const group = (id: string) => food(id).item?.group ?? ''
  const [variant] = decisions.flatMap((d) => (d.kind === 'variant' ? [t(d.note)] : []))
  // A note that does not fit the recipe as cooked (the eggs of an egg-free pudding, an oven no step uses) is not said;
  // one stating its own salt, protein or energy figure says its point without the clauses carrying it, if one is left.
  const noted = (key: string) => new RegExp(line(lang, key), 'i')
  const [figure, bare] = [noted('figure_in_note'), noted('figure_bare')]
  const [leansBack, restriction] = [noted('note_leans_back'), noted('note_restriction')]
  const ruledOut = (text: string) => contradictsBrief(`${findMentions(text).map((m) => m.surface)}`, brief).length > 0
  // What is left over is talked of only where there is some: a batch, or a theme that keeps or makes ahead.
  const keepWords = new RegExp(KEEPING.questions.find((k) => k.id === 'keep')!.note![lang], 'i')
  // A frozen food the cook has (冷凍うどん, "frozen spinach") asks nothing of keeping: only the theme's own asking does.
  const dishNames = hasDish(brief.dishId ?? '') ? [brief.dish ?? '', ...allNames(dish(brief.dishId!))] : []
  const asksKeeping = KEEPING.questions.some((k) => 'keeping' in k && inTheme(k.theme, formless(theme, dishNames)))
  const leftovers = draft.servings > 4 || asksKeeping
  const moments = OCCASIONS.moments.filter((m) => inTheme(m.words))
  // Where the theme names an occasion (a camp, an anniversary), a note on everyday cooking ("a busy weeknight") is beside it.
  const special = !!(brief.occasions?.length || brief.notes.length || moments.length)
  const everyday = new RegExp(line(lang, 'note_everyday'), 'iu')
  const current = (text: string) => {
    const parts = text.split(lang === 'ja' ? /(?<=。)/ : /(?<=[;:.])\s+/)
    const kept = figure.test(text) ? parts.filter((part) => !bare.test(part)) : parts
    const said = open(kept.join(lang === 'ja' ? '' : ' ').replace(/[;:,]$/, ''))
    // Nor one holding a condition the theme lacks: eaters, an occasion, a restriction, leftovers nobody has.
    const asked =
      holds(said) &&
      readOccasions(said).every((id) => brief.occasions?.includes(id)) &&
      (!ageStage(said) || !!eater) &&
      (!restriction.test(said) || ruledOut(said)) &&
      (leftovers || !keepWords.test(said)) &&
      !(special && everyday.test(said)) &&
      // Nor a tip against what the kitchen asks (a small pan for each portion, asked for one pan).
      !(brief.limits.asks ?? []).some((a) => new RegExp(LINES[lang][`note_against.${a}`] || '$^', 'i').test(said))
    return said && asked && (kept[0] === parts[0] || !leansBack.test(said)) && ownLine(said, recipe, brief, lang)
      ? [said]
      : []
  }
  const notes = Object.fromEntries(
    Object.entries(recipe.notes).map(([role, list]) => [role, list.flatMap((n) => current(t(n)))]),
  ) as Notes
  // A trouble the adapter answered by the recipe's own note (a style: "it clumped"), or a budget, is the question answered.
  const [styled] = decisions.flatMap((d) => (d.kind === 'condition' && /answer|budget/.test(d.what) ? [d] : []))
  // A cook's answer names only foods the recipe as cooked has and the brief allows; asked, a tool or a heat it lacks.
  const said = Object.entries(recipe.answers ?? {}).map(([kind, text]) => [kind, t(text)])
  const answers = Object.fromEntries(said.filter(([, x]) => fits(x!, recipe, brief, { heat: /(?!)/, tools: [] })))
  const cue = (s: AuthoredStep) => spoken(inner(s.cue).replace(/ ?[（(][^（(]*[）)]$/, ''))
  const q = { notes, recipe, lang, brief, styled: styled && t(styled.note), variant, decisions, answers, cue }
  const asked = answerOf(formless(theme, dishNames), q)
  // A tool asked about that the recipe already uses: the step said with it, its minutes and its cue.
  const used = asked?.tool && step(asked.tool.step)
  const toolSaid =
    used && line(lang, `answer.tool${used.clause ? '' : '.plain'}`, { ...used, clause: '', tool: asked.tool!.word })
  // Else a question naming a food the adapter swapped ("is a flax egg fine?") is answered by what went in and why,
  // never naming the food ruled out (a sentence offering it is cut).
  const dot = lang === 'ja' ? '。' : '. '
  const ids = asked && !asked.note ? findMentions(asked.ask).flatMap((m) => m.ids) : []
  const [swap] = decisions.flatMap((d) =>
    d.kind === 'substitute' && d.to && [d.from, d.to].some((x) => ids.includes(x!)) ? [d] : [],
  )
  const swapSaid = swap && wording(theme, lang)('answer.food.in', { foods: name(swap.to!) }) + dot + t(swap.reason)
  const answer = asked && { ask: asked.ask, found: asked.found, note: toolSaid || asked.note || swapSaid || undefined }
  // A rule the theme names (of a food or a trait: "no shame" is none) is said whole; of one it adds, only the words the
  // theme says. A stated allergy has the labels of the bought sauces and stocks (made of more than themselves) read.
  const named = (word: string) => theme.normalize('NFKC').toLowerCase().includes(word.normalize('NFKC').toLowerCase())
  const ruled = brief.exclusions.filter((e) => e.traits.length || e.ingredients.length)
  const stated = ruled.filter((e) => [e.name, ...e.excludes].some(named))
  const sold = (i?: Ingredient) => i && (i.stock || (i.group === 'seasoning' && i.contains.length > 0))
  const bought = [...new Set(recipe.ingredients.flatMap((i) => (sold(food(i.food).item) ? [name(i.food)] : [])))]
  const watch = [...new Set(stated.filter((e) => e.kind === 'allergy').map((e) => e.excludes[0]!))]
  const labels = { foods: listed(lang, bought.slice(0, 3)), allergen: listed(lang, watch) }
  const low = brief.lower?.find((n) => n !== 'heat' && recipe.ingredients.some((i) => food(i.food).item?.[n]))
  const carriers = recipe.ingredients.filter((i) => low && food(i.food).item?.[low]).map((i) => name(i.food))
  const carried = low && { nutrient: line(lang, `nutrient.${low}`), foods: listed(lang, [...new Set(carriers)]) }
  // Said aloud, the description keeps only its sentences of the recipe as cooked ("simmered in a pot" goes for a toaster's);
  // a meal's, its dishes by their titles and which goes on first, is said whole.
  const described = (desc.match(lang === 'ja' ? /[^。]+。?/g : /[^.!?]+[.!?]*\s*/g) ?? [])
    .filter((x) => cooked.meal || (ownLine(x, recipe, brief, lang) && !(special && everyday.test(x))))
    .join('')
    .trim()
  // What the dish is and where it comes from is the culture expert's to tell: with no note of their own, its history
  // even where the description says the same (the host then leaves it to them), else the description itself.
  const story = hasDish(recipe.dish) ? current(t(dish(recipe.dish).origin))[0] : undefined
  const lone = !notes.culture.some((n) => n !== answer?.note)
  // How long it keeps is said from one source: a note that tells it (any role's), else the kind's row, never both.
  const kept = keptAs(recipe)
  const told = Object.values(notes).some((n) => n.some((x) => keepWords.test(x)))
  const keptSaid = kept && inner(kept.keeps).split(/(?<=。)|\. /)[0]!
  const keeps = !told && leftovers && keptSaid
  // An occasion or a person the theme names (occasions.json `moments`), spoken to with the recipe's own content: how far
  // ahead its kind is made, how it keeps; not said where the kind has no such row.
  const slots: Record<string, unknown> = {
    keeps: keptSaid,
    title: draft[`title_${lang}`],
    minutes: draft.total_minutes,
  }
  // Not of a dish its own steps leave for hours (marinated overnight): "dress it just before eating" contradicts it.
  slots.ahead = kept && !recipe.steps.some((s) => s.heat === 'none' && s.minutes >= 240) && inner(kept.ahead)
  const moment = moments
    .map((m) => fillSlots(m.says[lang], (k) => String(slots[k] || '\0')))
    .find((said) => !said.includes('\0'))
  const origin = story && (lone || !echoes(story, desc)) ? story : lone && !cooked.meal ? described : undefined
  const serves = recipe.ingredients.filter((i) => aim?.foods.includes(i.food) || aim?.groups.includes(group(i.food)))
  const [aimed, title] = [[...new Set(serves.map((i) => name(i.food)))].slice(0, 3), draft[`title_${lang}`]]
  const warned = (brief.hazards ?? []).filter((h) => !h.refused && !answer?.note?.includes(open(h.instead)))
  return {
    lang,
    holds,
    aim:
      aim &&
      (aimed.length ? aim.says : aim.none)[lang].replace('{foods}', listed(lang, aimed)).replace('{title}', title),
    theme: clipped(theme, 80),
    title: draft[`title_${lang}`],
    // The dish the theme names, when the title does not already say it; whether it asks for plain steps (not a kitchen).
    // Never a dish the reader guessed from a word ("cookies" is no ask for butter cookies): only one the theme says.
    named: [brief.dish].find((d) => d && named(d) && !draft[`title_${lang}`].toLowerCase().includes(d.toLowerCase())),
    // A dish read from the theme's description, not its name: the host says which it took.
    fromDescription: !!brief.described,
    explain: explains(brief.limits.asks),
    description: !cooked.meal && origin && (origin === described || echoes(origin, desc)) ? '' : described,
    servings: draft.servings,
    minutes: draft.total_minutes,
    // A step done ahead is said only where the brief presses for time, cooks ahead or names an occasion.
    pressed: !!(decisions.some((d) => d.kind === 'time') || asksKeeping || brief.occasions?.length),
    category: draft.category,
    staple: hasStaple(recipe),
    body: bodyOf(recipe, lang),
    // What the theme states it rules out, each once, but a food the recipe holds a kind of (an egg-free mayonnaise).
    rules: [...new Set(stated.flatMap((e) => (named(e.name) ? e.excludes : e.excludes.filter(named))))]
      .filter((w) => !recipe.ingredients.some((i) => name(i.food).toLowerCase().endsWith(w.toLowerCase())))
      .filter(holds)
      .slice(0, 4),
    // What the theme lowers that foods kept still carry (an okonomiyaki sauce's sugar): no rule then says none is hidden.
    ...(carried && { carried }),
    // Bought sauces and stocks whose labels the nutritionist reads for a stated allergy, instead of the rules.
    ...(watch.length && bought.length && { labels }),
    contact: (brief.contact ?? []).filter((c) => !answer?.note?.includes(c)),
    ...(answer && { answer }),
    swaps: decisions.flatMap((d) => {
      // A main the theme named is said where the dish it named holds the food replaced (chicken for a hitsumabushi's
      // eel), not where it named the dish the new main makes (teriyaki salmon); a swap for money is the budget's.
      if (d.kind !== 'substitute' || d.because === 'budget') return []
      if (d.because === d.to && !dishFoods.includes(d.from)) return []
      // `bare`: what goes in brings nothing of its own (water for the wine), a leaving-out no one calls a version.
      const bare = !d.to || !food(d.to).usual.kcal
      return [{ from: name(d.from), to: d.to && name(d.to), changes: inner(d.changes), reason: inner(d.reason), bare }]
    }),
    ...(variant !== undefined && { variant }),
    scale: decisions.find((d) => d.kind === 'scale') as Extract<Decision, { kind: 'scale' }> | undefined,
    time: decisions.find((d) => d.kind === 'time') as Extract<Decision, { kind: 'time' }> | undefined,
    // Who eats it as read (a baby of 7 months), then what was decided for them; not a safety step (the host said its
    // hazard) nor a note quoting a step (the host's line on the kitchen says it): the talk pastes neither.
    others: [
      ...(eater ? [eater.reading[lang]] : []),
      ...dietRules(brief, decisions, theme, lang),
      ...decisions.flatMap((d) =>
        (d.kind === 'cooked_already' || d.kind === 'cannot' || d.kind === 'condition') &&
        d !== styled &&
        !recipe.steps.some((s) => t(d.note).includes(t(s)))
          ? [t(d.note)]
          : [],
      ),
    ],
    // What the occasion asks of the cook (packing, keeping it cold), when the adapter's own step has not said it.
    occasion: (brief.occasions ?? [])
      .flatMap((id) => occasionById(id)?.says ?? [])
      .filter((says) => (['ja', 'en'] as const).every((l) => ownLine(says[l], recipe, brief, l)))
      .find((says) => !decisions.some((d) => d.kind === 'condition' && d.note === says))?.[lang],
    moment,
    // What is left and eaten hot again (a stew, not a potato salad) is reheated to the recipe's hottest check, its figure
    // said whatever the food: reheating is judged by the centre's temperature, not by the look the cooking was.
    ...(leftovers && (kept?.reheat ?? draft.category === 'main') && { reheat: hottest && spoken(checked(hottest)) }),
    // How what is left keeps (its first sentence), unless the host's answer said it: a week's batch or a busy cook's.
    ...(keeps && !answer?.note?.includes(keeps) && { keeps }),
    safety: decisions.some((d) => d.kind === 'safety'),
    notes,
    technique: step(technique!),
    // The chef's last word and the home cook's: steps no one has named, the home cook's a cold one first.
    ...(next && { next: step(next) }),
    ...(prep && clause(cueOf(prep)) && { prep: step(prep) }),
    // Every step by its cue: what a member with nothing else left still has of this recipe.
    steps: recipe.steps.map(step),
    // Each ingredient by its prep and its job in the dish (`does.*`): facts every recipe has in plenty.
    parts: recipe.ingredients.map((i) => ({
      name: name(i.food),
      prep: (i.prep?.[lang] ?? '').replace(/。/g, '、'),
      does: line(lang, `does.${i.does}`),
      job: i.does,
    })),
    doneness: recipe.steps.filter(heard).map((s) => ({ ...step(s), cue: spoken(checked(s)) })),
    ...(origin && { origin }),
    // Two foods of one name (a light and a dark soy sauce, both "soy sauce") are said once.
    salty: [...new Set(saltiest(recipe).map(name))],
    // Whether the home cook's first note saves time or work, so round 2 can weigh it against the chef's step.
    shortcut: !!notes.home_cook[0] && sideShortcut(notes.home_cook[0], technique, recipe, line(lang, 'note_shortcut')),
    // The figures the published recipe carries; the cookbook always works them out, a hosted model's draft may not.
    nutrition: draft.nutrition ?? nutritionOf(recipe)!,
    // A hazard the answer said is not said twice; where the host chose the dish, the occasion named ("surprise me") says why.
    hazards: warned,
    unchecked: [...brief.notes.filter((n) => !brief.dishId && PICKED.has(n)), ...(brief.unchecked ?? [])],
    // A dish the theme named that is not what is cooked, and why (the chooser's own first pick is nobody's question).
    ...(cooked.asked &&
      (brief.dishId || brief.unknownDish || brief.familyDish) &&
      !ownName(cooked) && { asked: cooked.asked }),
    kitchen: kitchenSaid(brief.limits.asks, lang),
    kitchenBroken: !!cooked.kitchen,
    notFood: brief.notFood,
  }
}
