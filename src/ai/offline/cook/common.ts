import type { Role, Text } from '../../food/types'
import { oneDecimal } from '../amounts'
import type { Item, Plan } from '../plan'
import { Kit } from './kit'
import { SERVING } from './serve'

/** Steps several methods share: heating the fat, the starch, finishing and serving. */

/** Rice given in bowls is already cooked; rice given in cups or grams raw is rinsed and cooked. */
export const isCooked = (item: Item) => /茶碗|ご飯|bowls?\b|cooked|残り|leftover/i.test(item.amount.ja + item.amount.en + item.ing.name.en + item.ing.name.ja)

type Heat = 'low' | 'medium' | 'medium-high' | 'high'
const HEAT_JA: Record<Heat, string> = { low: '弱火', medium: '中火', 'medium-high': '中火〜強火', high: '強火' }

export const heat = (level: Heat): Text => ({ ja: HEAT_JA[level], en: `${level} heat` })

/** Heating the fat (or a dry pan when the dish has none) and starting the aromatics. */
export function heatPan(k: Kit, level: Heat, pan: Text = { ja: 'フライパン', en: 'frying pan' }): Text {
  const h = heat(level)
  const fat = k.items('fat')
  const aromatic = k.items('aromatic')
  const start = fat.length
    ? { ja: `${pan.ja}に${k.markJa(fat)}を入れて${h.ja}で熱し`, en: `Heat ${k.markEn(fat)} in a ${pan.en} over ${h.en}` }
    : { ja: `${pan.ja}を${h.ja}で熱し`, en: `Heat a ${pan.en} over ${h.en}` }
  if (!aromatic.length) return { ja: `${start.ja}ておく。`, en: `${start.en}.` }
  return {
    ja: `${start.ja}、${k.markJa(aromatic)}を入れて香りが立つまで30秒ほど炒める。`,
    en: `${start.en} and cook ${k.markEn(aromatic)} for about 30 seconds, until fragrant.`,
  }
}

/** The starch of a dish, cooked the way its form needs and the dish serves it. */
export function starchStep(k: Kit, how: 'side' | 'toss' | 'chill' | 'bowl', roles: Role[] = ['starch']): Text | null {
  const items = k.items(...roles)
  if (!items.length) return null
  const parts: Text[] = []
  const noodles = items.filter((i) => i.ing.form === 'noodle')
  const grains = items.filter((i) => i.ing.form === 'grain')
  const other = items.filter((i) => i.ing.form !== 'noodle' && i.ing.form !== 'grain')
  if (noodles.length) {
    const n = { ja: k.markJa(noodles), en: k.markEn(noodles) }
    const ice = how === 'chill' ? k.items('ice') : []
    if (how === 'chill')
      parts.push({
        ja: `たっぷりの湯で${n.ja}を袋の表示どおりにゆで、ざるに上げて流水でもみ洗いし、${ice.length ? `${k.markJa(ice)}を入れた冷水で` : '冷水で'}しっかり冷やして水気をよく切る。`,
        en: `Boil ${n.en} in plenty of water for the time on the packet, drain, rinse under cold running water, chill them in ${ice.length ? `a bowl of cold water with ${k.markEn(ice)}` : 'cold water'} and drain very well.`,
      })
    else
      parts.push({
        ja: `たっぷりの湯で${n.ja}を袋の表示どおりにゆで、湯を切る。`,
        en: `Boil ${n.en} in plenty of water for the time on the packet and drain.`,
      })
  }
  for (const grain of grains) {
    const g = { ja: k.markJa([grain]), en: k.markEn([grain]) }
    if (isCooked(grain))
      parts.push(
        how === 'toss'
          ? { ja: `${g.ja}はほぐしておく（冷やご飯ならなおよい）。`, en: `Loosen ${g.en} with your fingers (day-old rice fries best).` }
          : { ja: `${g.ja}は温かいものを用意する。`, en: `Have ${g.en} warm and ready.` },
      )
    else if (grain.ing.group === 'grain' && /rice|米/.test(grain.ing.id + grain.ing.name.ja))
      parts.push({
        ja: `${g.ja}は水が澄むまでといで30分浸水させ、炊飯器か鍋で炊く（浸水と蒸らしを含め約1時間）。`,
        en: `Rinse ${g.en} until the water runs almost clear, soak it for 30 minutes and cook it in a lidded pot or an electric cooker (about 1 hour with soaking and steaming).`,
      })
    else
      parts.push({
        ja: `${g.ja}はさっと洗い、たっぷりの湯でやわらかくなるまで15〜20分ゆでて湯を切る。`,
        en: `Rinse ${g.en} and simmer it in plenty of water for 15 to 20 minutes, until tender, then drain.`,
      })
  }
  if (other.length) {
    const o = { ja: k.markJa(other), en: k.markEn(other) }
    parts.push(
      other.every((i) => i.ing.form === 'sheet')
        ? { ja: `${o.ja}は食べる直前に軽く温める。`, en: `Warm ${o.en} just before serving.` }
        : { ja: `${o.ja}はやわらかくなるまで15分ほどゆでる。`, en: `Boil ${o.en} for about 15 minutes, until tender.` },
    )
  }
  return { ja: parts.map((p) => p.ja).join(''), en: parts.map((p) => p.en).join(' ') }
}

const VESSEL: Record<string, Text & { one: string }> = {
  glass: { ja: 'グラス', en: 'glasses', one: 'glass' },
  bowl: { ja: '器', en: 'bowls', one: 'bowl' },
  plate: { ja: '皿', en: 'plates', one: 'plate' },
}

/**
 * How much is in one serving, as the nutritionist quotes it and the recipe prints it: the same
 * words from the same figures, turn and recipe. Protein under half a gram is not worth a number
 * (a lemonade has none); `salt`/`sugar` may be given to quote a figure before a trim.
 */
export function perServingText(plan: Plan, value?: number): Text {
  const { protein } = plan.perServing
  const sweet = plan.dish.category === 'dessert' || plan.dish.category === 'drink'
  const raw = value ?? (sweet ? plan.perServing.sugar : plan.perServing.salt)
  // A figure that rounds to nothing is said as under a tenth of a gram, never as zero.
  const tiny = raw < 0.05
  const p = protein >= 0.5 ? oneDecimal(protein) : null
  return {
    ja: `${p ? `たんぱく質${p}g、` : ''}${sweet ? '糖分' : '塩分'}${tiny ? '0.1g未満' : `${oneDecimal(raw)}g`}`,
    en: `${p ? `${p} g protein and ` : ''}${tiny ? 'under 0.1' : oneDecimal(raw)} g ${sweet ? 'sugar' : 'salt'}`,
  }
}

/**
 * The last step: the garnish, the culture expert's way of serving it (kept), the servings and the
 * per-serving figures. `lead`, when given, is a whole sentence that already puts the dish on
 * its plates or bowls (a noodle soup is assembled, not divided).
 */
export function serve(k: Kit, vessel: 'glass' | 'bowl' | 'plate', lead?: Text): Text {
  const d = k.plan.dish
  const custom = SERVING[d.cuisine][d.served]
  // A garnish a step already used (a dusting of starch on the tray) is not put on again.
  const garnish = k.items('garnish').filter((i) => !k.used.en.has(i.ing.id))
  const v = VESSEL[vessel]!
  const figures = perServingText(k.plan)
  const n = k.plan.servings
  const g = garnish.length ? { ja: k.markJa(garnish), en: k.markEn(garnish) } : null
  const tail = { ja: `${custom.step.ja}（1人分 ${figures.ja}）。`, en: `${custom.step.en} (per serving: ${figures.en}).` }
  if (lead)
    return {
      ja: `${lead.ja}${g ? `${g.ja}をのせ、` : ''}${tail.ja}`,
      en: `${lead.en} ${g ? `Top with ${g.en} and ${tail.en}` : cap(tail.en)}`,
    }
  return {
    ja: `${n}つの${v.ja}に分ける。${g ? `${g.ja}をのせ、` : ''}${tail.ja}`,
    en: `Divide between ${n} ${n === 1 ? v.one : v.en}. ${g ? `Top with ${g.en} and ${tail.en}` : cap(tail.en)}`,
  }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export { Kit }
