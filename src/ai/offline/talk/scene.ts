import type { Ingredient, Lang, Season, Text, Trait } from '../../food/types'
import type { PanelRole, TurnContext } from '../../turn-context'
import { Kit, fill, starItems } from '../cook'
import { type Serving, servingOf } from '../cook/serve'
import type { Item, Plan, Swap } from '../plan'
import { type Rng, rng } from '../random'
import { titleOf } from '../recipe'
import { HIDDEN, LABEL } from './hidden'

/**
 * Everything a turn talks about, drawn from the plan so that what is said is what is cooked: the
 * swaps and why, the labels to check, the proposals by name, the figures per serving. The prose
 * tables (en.ts, ja.ts) only phrase it.
 */
export type Scene = {
  ctx: TurnContext
  lang: Lang
  plan: Plan
  names: Record<PanelRole, string>
  r: Rng
  theme: string
  title: Text
  /** A method or serving template in this turn's language, with the dish's names filled in. */
  say: (template: Text) => string
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
  const body = p.items.filter((i) => !['seasoning', 'garnish', 'fat', 'ice', 'sweet'].includes(i.role) && !['water', 'salt'].includes(i.ing.id))
  return (body.length ? body : p.items).slice(0, 4)
}

const MONTH_SEASON: Season[] = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter']

export function sceneOf(ctx: TurnContext, plan: Plan): Scene {
  const lang = ctx.lang
  const kit = new Kit(plan)
  const d = plan.dish
  // The season the culture expert speaks to: the theme's, else the dish's own; a year-round dish has none.
  const season = ctx.brief.season ?? d.season?.[0]
  const seasonal = season ? plan.items.filter((i) => i.ing.season?.includes(season)) : []
  const keys = plan.items.filter((i) => ctx.brief.keyIngredientIds.includes(i.ing.id) || (i.replaces && ctx.brief.keyIngredientIds.includes(i.replaces.ing.id)))
  const hiddenNote = (ing: Ingredient, why: Trait | 'named') => (why === 'named' ? undefined : HIDDEN.find((h) => h.trait === why && h.id.test(ing.id))?.note)
  const swaps = plan.swaps.map((s) => ({ ...s, note: hiddenNote(s.from, s.why) }))
  const labels = plan.items.flatMap((item) => {
    const hit = LABEL.find((l) => plan.banned.includes(l.trait) && l.id.test(item.ing.id))
    return hit ? [{ item, note: hit.note }] : []
  })
  const carrier = (key: 'salt' | 'sugar' | 'protein') =>
    plan.items.reduce<Item | undefined>((best, i) => ((i.ing[key] ?? 0) * i.ratio > (best ? (best.ing[key] ?? 0) * best.ratio : 0) ? i : best), undefined)
  const raw = plan.items.filter((i) => i.ing.raw === 'cook' && (i.ing.group === 'protein' || i.ing.form === 'egg'))
  const costly = plan.items.find((i) => i.ing.group === 'protein') ?? plan.items.find((i) => i.ing.group === 'nut' || (i.ing.group === 'dairy' && i.ing.form !== 'liquid'))
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
    say: (template) => fill(template, kit)[lang],
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
      return declared.length ? declared.slice(0, 2) : known.length ? known : mainItems(plan).slice(0, 1)
    })(),
    excludedWords: [...new Set(ctx.brief.exclusions.flatMap((e) => e.excludes))].slice(0, 4),
    namesALine: (text) => plan.items.some((i) => text.toLowerCase().includes(i.ing.name[lang].toLowerCase())),
  }
}

export { MONTH_SEASON }
