import type { Ingredient, Lang, Season, Text, Trait } from '../../food/types'
import type { PanelRole, TurnContext } from '../../turn-context'
import { Kit, starItems } from '../cook'
import { partItems } from '../cook/types'
import { numbersIn, scaleAmount } from '../amounts'
import { type Serving, servingOf } from '../cook/serve'
import type { Item, Plan, Swap } from '../plan'
import { type Rng, rng } from '../random'
import { titleOf } from '../recipe'
import { HIDDEN, LABEL } from './hidden'
import { ref, render, type Which } from './refer'

/**
 * Everything a turn talks about, drawn from the plan so that what is said is what is cooked: the
 * swaps and why, the labels to check, the proposals by name, the figures per serving. The panel
 * (panel.ts) chooses the lines from the phrase files and the two voices (en.ts, ja.ts) only
 * phrase it.
 */
export type Scene = {
  ctx: TurnContext
  lang: Lang
  plan: Plan
  names: Record<PanelRole, string>
  r: Rng
  theme: string
  title: Text
  /** A method or serving template in this turn's language, with the dish's lines as markers (see refer.ts). */
  say: (template: Text) => string
  /** A turn's text with its markers said as a person says them: names in full once, then short. */
  render: (text: string) => string
  /** What a trimmed line measured before the nutritionist's trim, when its printed amount shows the cut. */
  trimmedFrom: (item: Item) => Text | undefined
  serving: Serving
  season: Season | undefined
  /** Ingredients of the recipe at their best in that season. */
  seasonal: Item[]
  /** The theme's key ingredients as cooked (after swaps). */
  keys: Item[]
  /** Each ruled-out dish ingredient, with why it carries the trait when its name does not say so. */
  swaps: Array<Swap & { note?: Text }>
  /** Safe ingredients that still deserve a look at the label. */
  labels: Array<{ item: Item; note: Text }>
  /** Whether anything a member says has already been said (the transcript so far). */
  spoke: (role: PanelRole, round: number) => boolean
  /** What round 2 argues about: one axis this dish's data makes worth arguing, the same for every turn of the discussion. */
  axis: Axis
  /** The line that carries most of a nutrient per serving (the soy sauce for the salt, the chicken for the protein). */
  carrier: (key: 'salt' | 'sugar' | 'protein') => Item | undefined
  /** Lines that must be cooked through (raw meat, fish, eggs): what the safety point is about. */
  raw: Item[]
  /** The line most of the shopping goes on: the protein, else the cheese or nuts, else the body of the dish. */
  costly: Item | undefined
  /** The lines the dish is known by: its declared core, else its star lines, never a crust (the cream cheese of a cheesecake, not its biscuit base). */
  star: Item[]
  /** The words the brief excludes, each once (two exclusions may both name eggs), at most four. */
  excludedWords: string[]
  /** Whether a text names any line of the recipe in this language (then it needs no lead to say what it is about). */
  namesALine: (text: string) => boolean
}

/**
 * The points a panel can argue beyond time. Each is offered only where the dish's data gives it
 * something to say: safety where a line must be cooked through, nutrition where a line carries the
 * protein or a trim is proposed, cost where one line is most of the shopping, time where the
 * chef's extra costs minutes.
 */
export type Axis = 'time' | 'texture' | 'authenticity' | 'nutrition' | 'safety' | 'cost' | 'equipment'

/** A theme quoted back: trimmed to a readable length, whole words where it can. */
function quote(theme: string): string {
  const plain = theme.replace(/\s+/g, ' ').trim()
  if (plain.length <= 80) return plain
  const cut = plain.slice(0, 77)
  return `${cut.replace(/\s+\S*$/, '') || cut}…`
}

/** Whether a line is weighed or spooned (soy sauce, sugar), so measuring it is the point; counted lines (12 biscuits, 2 eggs) are not. */
export const poured = (i: Item) => /\d\s*(g|kg|ml|l)\b|tbsp|tsp|cup|pinch/.test(i.amount.en)

/** The lines a cook would name first: the dish's body, not its seasoning or garnish. */
export const mainItems = (p: Plan) => {
  // Water and salt go into a dough or a pot, but nobody says a dish is made of them.
  const body = p.items.filter(
    (i) => !['seasoning', 'garnish', 'fat', 'ice', 'sweet'].includes(i.role) && !['water', 'salt'].includes(i.ing.id),
  )
  return (body.length ? body : p.items).slice(0, 4)
}

const MONTH_SEASON: Season[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
]

/**
 * A method's template as the panel says it: each {part} named by markers, at most two lines, and
 * never eggs beside a piece of meat (the pork is seared, the boiled eggs are not): a technique is
 * said of what it applies to. The recipe's own `fill` names every line; talk names the ones that matter.
 */
function talkFill(template: Text, kit: Kit, lang: Lang): string {
  const items = (key: string): Item[] => {
    if (key === 'main') return starItems(kit)
    // What a knife cuts to save time is one line, the one that sets the cooking time.
    if (key === 'knife') return (partItems(kit, 'knife') ?? starItems(kit)).slice(0, 1)
    return partItems(kit, key) ?? starItems(kit)
  }
  const said = (key: string): Item[] => {
    const all = items(key)
    // What a technique is said of: not the eggs beside the meat, nor the crumbs or liquid mixed into it.
    const solid = all.filter(
      (i) => i.ing.form !== 'egg' && i.ing.form !== 'powder' && i.ing.form !== 'liquid' && i.ing.group !== 'bread',
    )
    return (solid.length ? solid : all).slice(0, 2)
  }
  if (lang === 'ja')
    return template.ja.replace(/\{(\w+)\}/g, (_m, key: string) =>
      key === 'dish' ? ref.dish() : said(key).map(ref.name).join('と'),
    )
  return template.en.replace(
    /\{(\w+)\}( (is|has|stays|shows|keeps|looks|cooks|breaks|drinks|springs)\b)?/g,
    (_m, key: string, verb?: string) => {
      if (key === 'dish') return `${ref.dish()}${verb ?? ''}`
      const found = said(key)
      const names = found.map(ref.name)
      const filled = `the ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`
      if (!verb) return filled
      const plural = found.length > 1 || (/s$/.test(found[0]!.ing.name.en) && !/ss$/.test(found[0]!.ing.name.en))
      return `${filled}${plural ? verb.replace(/ is$/, ' are').replace(/ has$/, ' have').replace(/s$/, '') : verb}`
    },
  )
}

export function sceneOf(ctx: TurnContext, plan: Plan): Scene {
  const lang = ctx.lang
  const kit = new Kit(plan)
  const d = plan.dish
  // The season the culture expert speaks to: the theme's, else the dish's own; a year-round dish has none.
  const season = ctx.brief.season ?? d.season?.[0]
  const seasonal = season ? plan.items.filter((i) => i.ing.season?.includes(season)) : []
  const keys = plan.items.filter(
    (i) =>
      ctx.brief.keyIngredientIds.includes(i.ing.id) ||
      (i.replaces && ctx.brief.keyIngredientIds.includes(i.replaces.ing.id)),
  )
  const hiddenNote = (ing: Ingredient, why: Trait | 'named') =>
    why === 'named' ? undefined : HIDDEN.find((h) => h.trait === why && h.ids.includes(ing.id))?.note
  const swaps = plan.swaps.map((s) => ({ ...s, note: hiddenNote(s.from, s.why) }))
  const labels = plan.items.flatMap((item) => {
    const hit = LABEL.find((l) => plan.banned.includes(l.trait) && l.ids.includes(item.ing.id))
    return hit ? [{ item, note: hit.note }] : []
  })
  const carrier = (key: 'salt' | 'sugar' | 'protein') =>
    plan.items.reduce<Item | undefined>(
      (best, i) => ((i.ing[key] ?? 0) * i.ratio > (best ? (best.ing[key] ?? 0) * best.ratio : 0) ? i : best),
      undefined,
    )
  const raw = plan.items.filter((i) => i.ing.raw === 'cook' && (i.ing.group === 'protein' || i.ing.form === 'egg'))
  const costly =
    plan.items.find((i) => i.ing.group === 'protein') ??
    plan.items.find((i) => i.ing.group === 'nut' || (i.ing.group === 'dairy' && i.ing.form !== 'liquid'))
  // A dish cooked from the theme's words has no canon to be faithful to.
  const axes: Axis[] = plan.family ? ['texture', 'equipment'] : ['texture', 'authenticity', 'equipment']
  if (plan.cooking.extra.minutes || plan.minutes.limit) axes.push('time')
  if (raw.length) axes.push('safety')
  if (plan.trim || carrier('protein')) axes.push('nutrition')
  if (costly) axes.push('cost')
  return {
    ctx,
    lang,
    plan,
    names: ctx.names,
    r: rng(ctx.seed, `${ctx.role}:${ctx.round}:${ctx.kind}`),
    theme: quote(ctx.theme),
    title: titleOf(plan),
    say: (template) => talkFill(template, kit, lang),
    render: (text) =>
      render(text, {
        lang,
        plan,
        role: ctx.role,
        before: ctx.transcript.map((t) => t.text),
        label: (which: Which) => talkFill(plan.cooking[which].label, kit, lang),
        dishAgain:
          lang === 'ja'
            ? d.category === 'dessert'
              ? 'このお菓子'
              : d.category === 'drink'
                ? 'この飲み物'
                : 'この料理'
            : d.category === 'drink'
              ? 'the drink'
              : 'the dish',
      }),
    trimmedFrom: (item) => {
      if (!plan.trim?.ids.includes(item.ing.id)) return undefined
      const part = d.ingredients.find((p) => p.id === item.ing.id)
      if (!part) return undefined
      const from = scaleAmount(part.amount, plan.servings / 2, item.ing.form === 'egg')
      // A cut the printed amounts cannot show (大さじ1/2 stays 大さじ1/2) is not said as a cut of that line,
      // nor is one whose units differ or whose number did not go down.
      const unit = (t: string) => t.replace(/[\d/ .]+/g, '').trim()
      const [was, now] = [numbersIn(from.en), numbersIn(item.amount.en)]
      const smaller =
        unit(from.en) === unit(item.amount.en) &&
        was.length > 0 &&
        now.length > 0 &&
        now.reduce((a, b) => a + b, 0) < was.reduce((a, b) => a + b, 0)
      return from.ja === item.amount.ja || from.en === item.amount.en || !smaller ? undefined : from
    },
    serving: servingOf(d),
    season,
    seasonal,
    keys,
    swaps,
    // One note once: kombu dashi and shiitake share the same warning about dashi granules.
    labels: labels.filter((l, i) => labels.findIndex((o) => o.note.en === l.note.en) === i).slice(0, 2),
    spoke: (role, round) => ctx.transcript.some((t) => t.role === role && t.round === round),
    // Seeded by the discussion, not the turn, so every member argues the same point.
    axis: rng(ctx.seed, `axis:${d.id}`).pick(axes),
    carrier,
    raw,
    costly,
    star: (() => {
      const declared = plan.items.filter((i) => d.core?.includes(i.ing.id))
      // A crust or bread base is what a dish sits on, not what it is known by.
      // A stand-in (shiitake for the pork of a vegan ramen) is not what the dish is known by either.
      const known = starItems(kit).filter((i) => !['bread', 'baking'].includes(i.ing.group) && !i.replaces)
      // One line, the one a technique is said of: the pork of a kakuni, not the pork and the boiled eggs.
      // A spice or a sauce is what a dish tastes of, not what a cook handles: the chicken of a doro wat, not its berbere.
      const body = (i: Item) =>
        i.ing.form !== 'egg' &&
        !['seasoning', 'sauce', 'fat', 'garnish', 'sweet'].includes(i.role) &&
        !['powder', 'liquid', 'paste'].includes(i.ing.form)
      const one = (items: Item[]) => items.find(body)
      const first =
        one(declared) ?? one(known) ?? mainItems(plan).find(body) ?? declared[0] ?? known[0] ?? mainItems(plan)[0]!
      return [first]
    })(),
    excludedWords: [...new Set(ctx.brief.exclusions.flatMap((e) => e.excludes))].slice(0, 4),
    namesALine: (text) =>
      /\u0001[iI]/.test(text) || plan.items.some((i) => text.toLowerCase().includes(i.ing.name[lang].toLowerCase())),
  }
}

export { MONTH_SEASON }
