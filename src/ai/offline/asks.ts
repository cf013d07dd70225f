import {
  type AskFit,
  allowedHeat,
  askPhrase,
  equipmentBreaks,
  type Heat,
  LEFTOVER,
  METHOD_EQUIPMENT,
  OCCASION_RULES,
  occasionById,
  SCALE,
  type Variant,
  VARIANTS,
} from '../food/asks'
import type { Lang, Text } from '../food/types'
import { type Cooking, Kit } from './cook'
import { listJa } from './cook/kit'
import { variantCooking, variantSuits } from './cook/variants'
import { dish as dishById, ingredient } from './food'
import type { Item, Plan } from './plan'
import { stepsOf } from './recipe'

/**
 * The theme's asks held in the plan (issue 22, point 3), after the dish is planned and before a
 * word is said: the equipment (the method's own steps when they fit the kitchen, else the first of
 * its variants whose steps do, else the host says what cannot be done), leftovers (warmed, never
 * cooked from raw, and the time shrinks), occasions (a step and how it is served), big batches,
 * and a total the steps can account for. Rules are data: knowledge/equipment.json and
 * knowledge/occasions.json.
 */

const HEAT_NAME: Record<Heat, Text> = {
  stove: { ja: 'コンロ', en: 'a stove' },
  stove_extra: { ja: '2つ目の鍋', en: 'a second pot' },
  oven: { ja: 'オーブン', en: 'an oven' },
  grill: { ja: 'グリル', en: 'a grill' },
  rice_cooker: { ja: '炊飯器', en: 'a rice cooker' },
  microwave: { ja: '電子レンジ', en: 'a microwave' },
  toaster_oven: { ja: 'オーブントースター', en: 'a toaster oven' },
  kettle: { ja: 'やかん', en: 'a kettle' },
  cold: { ja: '包丁とボウル', en: 'a knife and a bowl' },
}

/** A leftover line of the theme: the same food, or the same animal where the dish names another cut. */
function isLeftover(item: Item, cooked: Set<string>): boolean {
  if (!['base', 'filling', 'veg', 'fruit'].includes(item.role)) return false
  if (cooked.has(item.ing.id)) return true
  if (item.ing.group !== 'protein') return false
  const animal = (traits: readonly string[]) =>
    traits.find((t) => t === 'poultry' || t === 'pork' || t === 'beef' || t === 'fish' || t === 'shellfish')
  const mine = animal(item.ing.contains)
  return !!mine && [...cooked].some((id) => animal(ingredient(id).contains) === mine)
}

/** Minutes the steps themselves state (the longer end of a range; an overnight rest is 8 hours). */
export function stepMinutes(steps: string[]): number {
  let total = 0
  for (const s of steps) {
    for (const m of s.matchAll(
      /(\d+(?:\.\d+)?|½|1½)(?:\s*(?:to|-|–)\s*(\d+(?:\.\d+)?|½|1½))?\s*(minutes?|mins?|hours?|h\b)/g,
    )) {
      const n = (x: string) => (x === '½' ? 0.5 : x === '1½' ? 1.5 : Number(x))
      const value = n(m[2] ?? m[1]!)
      total += /^h/.test(m[3]!) ? value * 60 : value
    }
    if (/overnight/.test(s)) total += 480
    if (/packet time|time on the packet/.test(s)) total += 8
  }
  return Math.round(total)
}

/** The step an occasion, a big batch or a leftover adds, around the method's own steps. */
function withAskSteps(cooking: Cooking, fit: AskFit, heat: Heat): Cooking {
  return {
    ...cooking,
    steps: (k) => {
      const own = cooking.steps(k).filter((s): s is Text => Boolean(s) && typeof s === 'object')
      const start: Text[] = []
      const end: Text[] = []
      const n = k.plan.servings
      if (fit.batches) {
        const key = (
          heat === 'stove_extra' ? 'stove' : heat === 'grill' ? 'oven' : heat === 'kettle' ? 'cold' : heat
        ) as keyof typeof SCALE
        const said = SCALE[key] as Text
        start.push({
          ja: said.ja.replace('{n}', String(n)).replace('{m}', String(fit.batches.m)),
          en: said.en.replace('{n}', String(n)).replace('{m}', String(fit.batches.m)),
        })
      }
      for (const id of fit.occasions) {
        const rule = occasionById(id)!
        // Whole nuts are chopped for the small ones (under four) the hazard table names; flour, pastes and seeds are not whole nuts.
        if (rule.nuts && k.plan.brief.atRisk?.some((r) => r === 'under_4' || r === 'baby')) {
          const nuts = k.plan.items.filter(
            (i) =>
              i.ing.group === 'nut' &&
              (i.ing.form === 'piece' || i.ing.form === 'small') &&
              !/sesame|flour|paste|butter|marzipan|tahini/.test(i.ing.id),
          )
          if (nuts.length)
            start.push({
              ja: rule.nuts.ja.replace('{nuts}', k.markJa(nuts)),
              en: rule.nuts.en.replace('{nuts}', k.markEn(nuts)),
            })
        }
        if (rule.step?.at === 'start') start.push({ ja: rule.step.ja, en: rule.step.en })
        if (rule.step?.at === 'end') end.push({ ja: rule.step.ja, en: rule.step.en })
      }
      const left = k.leftovers()
      if (left.length) {
        // A hot dish warms the leftover in at the end; a cold one gets it ready first and builds with it.
        const said = k.warmsLeftovers ? LEFTOVER.warm : LEFTOVER.cold
        const step = { ja: said.ja.replace('{items}', k.markJa(left)), en: said.en.replace('{items}', k.markEn(left)) }
        if (k.warmsLeftovers) end.unshift(step)
        else start.push(step)
      }
      // After the knife work (the first step when it is one), and before the last step (the serving).
      const prep = own.length > 1 && /切る|cut|slice|chop|mince|dice|grate|peel/i.test(own[0]!.en + own[0]!.ja) ? 1 : 0
      return [...own.slice(0, prep), ...start, ...own.slice(prep, -1), ...end, ...own.slice(-1)]
    },
  }
}

/** The heat a way of cooking leans on most, for the big-batch step. */
const mainHeat = (uses: Heat[]): Heat => uses.find((h) => h !== 'cold') ?? 'cold'

/** Every way of cooking the plan's dish, its own first, that the kitchen allows by the data. */
function candidates(plan: Plan, askIds: string[]): Array<{ cooking: Cooking; variant?: Variant; uses: Heat[] }> {
  const allowed = allowedHeat(askIds)
  const entry = METHOD_EQUIPMENT[plan.dish.method]
  const out: Array<{ cooking: Cooking; variant?: Variant; uses: Heat[] }> = []
  if (entry.uses.every((h) => allowed.has(h))) out.push({ cooking: plan.cooking, uses: entry.uses })
  const kit = new Kit(plan)
  for (const id of entry.variants) {
    const v = VARIANTS[id]!
    if (v.uses.every((h) => allowed.has(h)) && variantSuits(v, kit))
      out.push({ cooking: variantCooking(plan.cooking, v), variant: v, uses: v.uses })
  }
  return out
}

/** The plan with its lines marked as the theme says: leftovers cooked, with the word on their line. */
function markLeftovers(plan: Plan): Item[] {
  const cooked = new Set(plan.brief.cooked ?? [])
  if (!cooked.size) return plan.items
  return plan.items.map((item) =>
    isLeftover(item, cooked)
      ? {
          ...item,
          cooked: true,
          amount: {
            ja: `${item.amount.ja}${LEFTOVER.line.ja}`,
            en: /\{\}/.test(item.amount.en) ? item.amount.en : `${item.amount.en} {}${LEFTOVER.line.en}`,
          },
        }
      : item,
  )
}

/**
 * The plan holding the theme's asks. Tries the method's own steps and then its variants, each
 * checked by the words its steps actually say; the first that keeps to the kitchen is cooked.
 */
export function fitAsks(plan: Plan): Plan {
  const brief = plan.brief
  const askIds = brief.limits.asks ?? []
  const occasions = (brief.occasions ?? []).filter((id) => occasionById(id))
  const items = markLeftovers(plan)
  const cookedIds = items.filter((i) => i.cooked).map((i) => i.ing.id)
  if (!askIds.length && !occasions.length && !cookedIds.length && plan.servings <= SCALE.over && !brief.limits.minutes)
    return plan
  const serve = occasions.map((id) => occasionById(id)!.serve).find(Boolean)
  const fit: AskFit = { asks: askIds, cooked: cookedIds, occasions, ...(serve ? { serve } : {}) }
  const base: Plan = { ...plan, items, asks: fit }

  const options = askIds.length
    ? candidates(base, askIds)
    : [{ cooking: base.cooking, uses: METHOD_EQUIPMENT[plan.dish.method].uses }]
  let chosen: { plan: Plan; steps: { ja: string[]; en: string[] } } | null = null
  let firstBreaks: string[] = []
  for (const option of options) {
    const variant = option.variant
    const batch = variant?.batch ?? SCALE.per_batch
    const m = Math.ceil(plan.servings / batch)
    const f: AskFit = {
      ...fit,
      ...(variant ? { variant } : {}),
      ...(plan.servings > SCALE.over || (variant?.batch && m > 1)
        ? { batches: { m, heat: mainHeat(option.uses) } }
        : {}),
    }
    const trial: Plan = { ...base, asks: f, cooking: withAskSteps(option.cooking, f, mainHeat(option.uses)) }
    if (variant) {
      const minutes = variant.minutes + (m > 1 ? (m - 1) * (variant.batch_minutes ?? 0) : 0)
      trial.extraKept = false
      trial.shortcutKept = false
      trial.minutes = { ...plan.minutes, dish: minutes, final: minutes, floor: minutes }
    }
    const steps = stepsOf(trial)
    const breaks = equipmentBreaks(steps, askIds)
    if (!breaks.length) {
      chosen = { plan: trial, steps }
      break
    }
    if (!firstBreaks.length) firstBreaks = breaks
  }
  if (!chosen) {
    const trial: Plan = {
      ...base,
      asks: { ...fit, unfit: firstBreaks.length ? firstBreaks : ['no way of cooking fits'] },
      cooking: withAskSteps(base.cooking, fit, mainHeat(METHOD_EQUIPMENT[plan.dish.method].uses)),
    }
    chosen = { plan: trial, steps: stepsOf(trial) }
  }
  const out = chosen.plan
  // The dish the theme named, replaced because no way of making it fits the kitchen.
  if (askIds.length && brief.dishId && brief.dishId !== out.dish.id && !out.declined) {
    const named = dishById(brief.dishId)
    const allowed = allowedHeat(askIds)
    out.asks = {
      ...out.asks!,
      declinedDish: { name: named.name, needs: METHOD_EQUIPMENT[named.method].uses.filter((h) => !allowed.has(h)) },
    }
  }
  // An honest total: what the steps themselves take, plus the knife work; a leftover needs only its warming.
  const said = stepMinutes(chosen.steps.en)
  const prep = chosen.steps.en.some((s) => /\b(?:cut|slice|chop|mince|dice|grate|peel)\b/i.test(s)) ? 5 : 2
  const honest = said + prep
  const final =
    cookedIds.length && !out.asks?.variant
      ? Math.max(10, Math.min(out.minutes.final, honest))
      : Math.max(out.minutes.final, honest)
  const limit = out.minutes.limit
  // The floor is never less than what the steps themselves state.
  // What the host first sketches is never less than what the steps state either.
  out.minutes = {
    ...out.minutes,
    dish: cookedIds.length || out.asks?.variant ? final : Math.max(out.minutes.dish, honest),
    final,
    floor: Math.min(final, Math.max(out.minutes.floor, honest)),
  }
  out.overLimit = limit !== undefined && final > limit
  return out
}

/**
 * The host's first words when the dish the theme named cannot be made in its kitchen: what it
 * needs that the kitchen lacks, and the closest honest dish cooked instead. Empty otherwise.
 */
export function kitchenDeclined(plan: Plan, lang: Lang): string {
  const fit = plan.asks
  if (!fit?.declinedDish) return ''
  const needs = fit.declinedDish.needs.map((h) => HEAT_NAME[h][lang])
  const dish = plan.name[lang]
  if (lang === 'ja') {
    const phrase = listJa(fit.asks.map((a) => askPhrase(a, 'ja')))
    return `正直に言うと、${fit.declinedDish.name.ja}は${phrase}では作れません（${needs.join('と') || '使えない道具'}が要ります）。代わりに、${phrase}で無理なく作れる${dish}にします。`
  }
  const phrase = fit.asks.map((a) => askPhrase(a, 'en')).join(' and ')
  return `I have to be honest: ${fit.declinedDish.name.en} cannot be made ${phrase}, because it needs ${needs.join(' and ') || 'equipment we do not have'}. The closest honest dish we can cook ${phrase} is ${dish}.`
}

/**
 * What the host says in round 1 of how the asks are held: the equipment variant (or what cannot
 * be done with the kitchen), the leftovers, the occasions. Empty when the theme asked none.
 */
export function asksAloud(plan: Plan, lang: Lang): string {
  const fit = plan.asks
  if (!fit) return ''
  const ja = lang === 'ja'
  const out: string[] = []
  const phrase = listJa(fit.asks.map((a) => askPhrase(a, lang)))
  const phraseEn = fit.asks.map((a) => askPhrase(a, 'en')).join(' and ')
  const allowed = allowedHeat(fit.asks)
  const dish = plan.name[lang]
  if (fit.variant) {
    const out_ = METHOD_EQUIPMENT[plan.dish.method].uses
      .filter((h) => !allowed.has(h) && h !== 'cold')
      .map((h) => HEAT_NAME[h][lang])
    out.push(
      ja
        ? `${phrase}という条件なので、${out_.length ? `${out_.join('や')}は使わず、` : ''}${fit.variant.says.ja}。`
        : `Since the kitchen is ${phraseEn.replace(/^(?:with|in) /, '')}, ${out_.length ? `${out_.join(' and ')} ${out_.length > 1 ? 'are' : 'is'} out: ` : ''}${fit.variant.says.en}.`,
    )
  } else if (fit.unfit?.length && fit.asks.length) {
    out.push(
      ja
        ? `ただし、${dish}には${phrase}では作れない工程が残ります。正直にお伝えしておきます。`
        : `I must be plain: ${dish} cannot be made ${phraseEn} alone; one step still needs more than that, and I will not pretend otherwise.`,
    )
  } else if (fit.asks.length) {
    out.push(
      ja
        ? `道具は${phrase}という条件で、${dish}はその中で作れます。`
        : `The kitchen is ${phraseEn.replace(/^(?:with|in) /, '')}, and ${dish} can be made within it as it is.`,
    )
  }
  const left = plan.items.filter((i) => i.cooked)
  if (left.length) {
    const names = ja ? listJa(left.map((i) => i.ing.name.ja)) : left.map((i) => `the ${i.ing.name.en}`).join(' and ')
    const said = LEFTOVER.says[lang]
      .replace('{items}', names)
      .replace('{is}', left.length > 1 ? 'are' : 'is')
      .replace('{minutes}', String(plan.minutes.final))
    out.push(ja ? said : said.charAt(0).toUpperCase() + said.slice(1))
  }
  for (const id of fit.occasions) out.push(OCCASION_RULES.find((o) => o.id === id)!.says[lang])
  if (fit.batches && plan.servings > SCALE.over)
    out.push(
      ja
        ? `${plan.servings}人分なので分量はすべてその数に合わせ、${fit.batches.m}回に分けるか大きな鍋や器で作ります。`
        : `For ${plan.servings} servings every amount is scaled up, and it is cooked in ${fit.batches.m} batches or in large vessels.`,
    )
  return out.join(ja ? '' : ' ')
}
