import type { Variant, VariantStep } from '../../food/asks'
import { mustCook } from '../../food/raw'
import type { Role, Text } from '../../food/types'
import type { Item } from './kit'
import { isCooked, serve } from './common'
import type { Kit } from './kit'
import { type Cooking, proposal, starItems } from './types'

/**
 * A method's variant (knowledge/equipment.json) as a way of cooking: its step templates filled
 * with the plan's lines. `{base,veg}` names the lines of those parts (marking them used), and a
 * step whose placeholder has no line is left out; `[ … ]` is dropped when a placeholder inside it
 * is empty; `{fat?}` says the usual word when the dish has none; `{starch:raw}`, `{starch:cooked}`,
 * `{starch:noodle}`, `{seasoning:paste}` and `{seasoning!paste}` pick lines by state or form;
 * `{main}` is the dish's star and `{n}` the servings.
 */

const USUAL: Record<string, Text> = {
  fat: { ja: '少量の油', en: 'a little oil' },
  liquid: { ja: '水', en: 'water' },
}

/** The lines one `role[:filter]` or `role!filter` names. */
function pick(k: Kit, spec: string): Item[] {
  const [, role, sign, filter] = /^(\w+)(?:([:!])(\w+))?$/.exec(spec.trim()) ?? []
  if (!role) return []
  const items = k.items(role as Role)
  if (!filter) return items
  const has = (i: Item) => {
    if (filter === 'raw') return mustCook(i.ing) && !isCooked(i)
    if (filter === 'cooked') return !mustCook(i.ing) || isCooked(i)
    return i.ing.form === filter
  }
  return items.filter((i) => (sign === '!' ? !has(i) : has(i)))
}

/** The lines a placeholder's list names, each once. */
function group(k: Kit, key: string): Item[] {
  if (key === 'main') return starItems(k).filter((i) => !i.cooked)
  const out: Item[] = []
  for (const spec of key.split(',')) for (const item of pick(k, spec)) if (!out.includes(item)) out.push(item)
  return out
}

/** One template filled; null when a placeholder outside brackets has no line. */
function fillOne(template: string, k: Kit, lang: 'ja' | 'en'): string | null {
  let missing = false
  const render = (part: string, optional: boolean): string | null => {
    let empty = false
    const out = part.replace(/\{([\w,:!?]+)\}/g, (_m, raw: string) => {
      if (raw === 'n') return String(k.plan.servings)
      const usual = raw.endsWith('?') ? USUAL[raw.slice(0, -1)] : undefined
      const items = group(k, raw.replace(/\?$/, ''))
      if (!items.length) {
        if (usual) return usual[lang]
        empty = true
        return ''
      }
      return lang === 'ja' ? k.markJa(items) : k.markEn(items)
    })
    if (empty) {
      if (!optional) missing = true
      return null
    }
    return out
  }
  // Brackets first: each is kept only when every placeholder in it has a line.
  const withOptional = template.replace(/\[([^\]]*)\]/g, (_m, inner: string) => {
    const scratch = inner.match(/\{([\w,:!?]+)\}/g) ?? []
    const allThere = scratch.every((p) => {
      const key = p.slice(1, -1)
      return key === 'n' || key.endsWith('?') || group(k, key).length > 0
    })
    return allThere ? (render(inner, true) ?? '') : ''
  })
  const out = render(withOptional, false)
  // A dropped bracket may leave a sentence that starts mid-clause ("[Pour in … and ]spoon …").
  return missing || out === null ? null : out.charAt(0).toUpperCase() + out.slice(1)
}

/** Whether a step's placeholders (outside brackets) all have lines, without marking anything used. */
function applies(template: string, k: Kit): boolean {
  const outside = template.replace(/\[[^\]]*\]/g, '')
  return (outside.match(/\{([\w,:!?]+)\}/g) ?? []).every((p) => {
    const key = p.slice(1, -1)
    return key === 'n' || key === 'main' || key.endsWith('?') || group(k, key).length > 0
  })
}

function stepOf(step: VariantStep, k: Kit): Text | null {
  if ('do' in step) {
    if (step.do === 'prep') return k.prep()
    if (step.do === 'whisk') return k.whisk(step.roles as Role[])
    const lead = step.lead
      ? { ja: fillOne(step.lead.ja, k, 'ja') ?? '', en: fillOne(step.lead.en, k, 'en') ?? '' }
      : undefined
    return serve(k, step.vessel, lead)
  }
  if (step.unless?.some((spec) => group(k, spec).length > 0)) return null
  if (!applies(step.ja, k) || !applies(step.en, k)) return null
  const ja = fillOne(step.ja, k, 'ja')
  const en = fillOne(step.en, k, 'en')
  return ja && en ? { ja, en } : null
}

/** Whether a variant suits this dish: every `when` part present, no `not_with` part. */
export function variantSuits(v: Variant, k: Kit): boolean {
  return (
    (v.when ?? []).every((spec) => group(k, spec).length > 0) &&
    !(v.not_with ?? []).some((spec) => group(k, spec).length > 0)
  )
}

/**
 * The method as the variant makes it: its own steps and equipment, a technique that says what the
 * variant does, and no extra or shortcut of the stove's to argue over (their minutes are the
 * variant's own).
 */
export function variantCooking(base: Cooking, v: Variant): Cooking {
  return {
    ...base,
    equipment: v.equipment,
    technique: proposal(
      0,
      `${v.equipment.ja}での作り方`,
      `the ${v.equipment.en.replace(/^(?:a|an|one) /, '')} method`,
      v.says.ja,
      v.says.en,
    ),
    extra: { ...base.extra, minutes: 0 },
    shortcut: { ...base.shortcut, minutes: 0 },
    floor: () => v.minutes,
    steps: (k) => v.steps.map((s) => stepOf(s, k)),
  }
}
