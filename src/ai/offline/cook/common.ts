import type { Role, Text } from '../../food/types'
import { mustCook } from '../../food/raw'
import { oneDecimal } from '../amounts'
import type { Item, Plan } from './kit'
import { countJa, Kit } from './kit'
import { servingOf } from './serve'

/** Steps several methods share: heating the fat, the starch, finishing and serving. */

/** Rice given in bowls is already cooked; rice given in cups or grams raw is rinsed and cooked. */
export const isCooked = (item: Item) =>
  /茶碗|ご飯|bowls?\b|cooked|残り|leftover/i.test(item.amount.ja + item.amount.en + item.ing.name.en + item.ing.name.ja)

type Heat = 'low' | 'medium' | 'medium-high' | 'high'
const HEAT_JA: Record<Heat, string> = { low: '弱火', medium: '中火', 'medium-high': '中火〜強火', high: '強火' }

export const heat = (level: Heat): Text => ({ ja: HEAT_JA[level], en: `${level} heat` })

/** Heating the fat (or a dry pan when the dish has none) and starting the aromatics. */
export function heatPan(k: Kit, level: Heat, pan: Text = { ja: 'フライパン', en: 'frying pan' }): Text {
  const h = heat(level)
  const fat = k.items('fat')
  const aromatic = k.items('aromatic')
  const start = fat.length
    ? {
        ja: `${pan.ja}に${k.markJa(fat)}を入れて${h.ja}で熱し`,
        en: `Heat ${k.markEn(fat)} in a ${pan.en} over ${h.en}`,
      }
    : { ja: `${pan.ja}を${h.ja}で熱し`, en: `Heat a ${pan.en} over ${h.en}` }
  if (!aromatic.length) return { ja: `${start.ja}ておく。`, en: `${start.en}.` }
  return {
    ja: `${start.ja}、${k.markJa(aromatic)}を入れて香りが立つまで30秒ほど炒める。`,
    en: `${start.en} and cook ${k.markEn(aromatic)} for about 30 seconds, until fragrant.`,
  }
}

/** The starch of a dish, cooked the way its form needs and the dish serves it. */
export function starchStep(k: Kit, how: 'side' | 'toss' | 'chill' | 'bowl', roles: Role[] = ['starch']): Text | null {
  // What the method cooks in the dish (a risotto's rice) or has already cooked gets no step of its own.
  const items = k.items(...roles).filter((i) => !k.cooked.has(i.ing.id))
  for (const i of items) if (mustCook(i.ing)) k.cooked.add(i.ing.id)
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
          ? {
              ja: `${g.ja}はほぐしておく（冷やご飯ならなおよい）。`,
              en: `Loosen ${g.en} with your fingers (day-old rice fries best).`,
            }
          : { ja: `${g.ja}は温かいものを用意する。`, en: `Have ${g.en} warm and ready.` },
      )
    else parts.push(grainStep(k, grain))
  }
  const mochi = other.filter((i) => i.ing.group === 'grain' && i.ing.form === 'piece')
  // Bread is baked already: it is toasted, never boiled.
  const bread = other.filter((i) => i.ing.group === 'bread')
  const rest = other.filter((i) => !mochi.includes(i) && !bread.includes(i))
  // Rice cakes soften in minutes; fifteen minutes of boiling would dissolve them.
  if (mochi.length)
    parts.push({
      ja: `${k.markJa(mochi)}はオーブントースターか焼き網で5〜6分、ふくらんで焼き色がつくまで焼く。`,
      en: `Toast ${k.markEn(mochi)} in a toaster oven or under the grill for 5 to 6 minutes, until puffed and golden.`,
    })
  if (bread.length)
    parts.push({
      ja: `${k.markJa(bread)}はオーブントースターで2〜3分、こんがりと焼く。`,
      en: `Toast ${k.markEn(bread)} for 2 to 3 minutes, until crisp and golden.`,
    })
  if (rest.length) {
    const o = { ja: k.markJa(rest), en: k.markEn(rest) }
    parts.push(
      rest.every((i) => i.ing.form === 'sheet')
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
  const custom = servingOf(d)
  // A glaze brushed on before the oven is no topping at the table, and a garnish a step already
  // used (a dusting of starch on the tray) is not put on again.
  const garnish = k.items('garnish').filter((i) => !k.inDish.has(i.ing.id) && !k.used.en.has(i.ing.id))
  const v = VESSEL[vessel]!
  const figures = perServingText(k.plan)
  const n = k.plan.servings
  const pre = cookedGarnish(k, garnish)
  const g = garnish.length ? { ja: k.markJa(garnish), en: k.markEn(garnish) } : null
  // An occasion may say how it is served instead (a bento is packed and kept cool, not served hot).
  const how = k.plan.asks?.serve ?? custom.step
  const tail = { ja: `${how.ja}（1人分 ${figures.ja}）。`, en: `${how.en} (per serving: ${figures.en}).` }
  if (lead)
    return {
      ja: `${pre.ja}${lead.ja}${g ? `${g.ja}をのせ、` : ''}${tail.ja}`,
      en: `${pre.en}${lead.en} ${g ? `Top with ${g.en} and ${tail.en}` : cap(tail.en)}`.trim(),
    }
  return {
    ja: `${pre.ja}${countJa(n)}の${v.ja}に分ける。${g ? `${g.ja}をのせ、` : ''}${tail.ja}`,
    en: `${pre.en}Divide between ${n} ${n === 1 ? v.one : v.en}. ${g ? `Top with ${g.en} and ${tail.en}` : cap(tail.en)}`,
  }
}

const IN_LIQUID = new Set(['soup', 'hot_pot', 'simmer', 'noodle_soup', 'curry'])

/** An egg on top of a dish is cooked first: set in the simmering pot, or fried, never raw. */
function cookedGarnish(k: Kit, garnish: Item[]): Text {
  const eggs = garnish.filter(
    (i) => mustCook(i.ing) && i.ing.form === 'egg' && !k.plan.dish.servedRaw?.includes(i.ing.id),
  )
  if (!eggs.length) return { ja: '', en: '' }
  const e = { ja: k.markJa(eggs), en: k.markEn(eggs) }
  return IN_LIQUID.has(k.plan.dish.method)
    ? {
        ja: `煮立った鍋に${e.ja}を割り入れ、ふたをして3〜4分、白身が固まるまで煮る。`,
        en: `Crack ${e.en} into the simmering pot, cover and cook for 3 to 4 minutes, until the whites are set. `,
      }
    : {
        ja: `フッ素樹脂加工のフライパンに${e.ja}を割り入れ、中火で3分、白身が固まるまで焼く。`,
        en: `Fry ${e.en} in a non-stick frying pan over medium heat for 3 minutes, until the whites are set. `,
      }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export { Kit }

/** A whole raw grain cooked in its own water, the way its kind needs. */
export function grainStep(k: Kit, grain: Item): Text {
  const g = { ja: k.markJa([grain]), en: k.markEn([grain]) }
  if (/glutinous/.test(grain.ing.id))
    return {
      ja: `${g.ja}は洗って4時間以上（できればひと晩）水に浸し、水気を切って蒸し器に広げ、強火で25〜30分、芯がなくなるまで蒸す。`,
      en: `Rinse ${g.en}, soak it for at least 4 hours (overnight is best), drain, spread it in a cloth-lined steamer and steam over high heat for 25 to 30 minutes, until no hard core is left.`,
    }
  if (grain.ing.group === 'grain' && /rice|米/.test(grain.ing.id + grain.ing.name.ja))
    return {
      ja: `${g.ja}は水が澄むまでといで30分浸水させ、炊飯器か鍋で炊く（浸水と蒸らしを含め約1時間）。`,
      en: `Rinse ${g.en} until the water runs almost clear, soak it for 30 minutes and cook it in a lidded pot or an electric cooker (about 1 hour with soaking and steaming).`,
    }
  if (grain.ing.id === 'tapioca')
    return {
      ja: `たっぷりの湯を沸かして${g.ja}を入れ、ときどき混ぜながら25分、芯の白い点がなくなるまでゆでる。ふたをして15分蒸らし、水で洗って水気を切る。`,
      en: `Boil ${g.en} in plenty of water for 25 minutes, stirring now and then, until no white dot is left in the centre; cover off the heat for 15 minutes, then rinse and drain.`,
    }
  if (grain.ing.id === 'popcorn_kernels') return popStep(k, grain)
  if (/azuki/.test(grain.ing.id))
    return {
      ja: `${g.ja}は洗って鍋に入れ、たっぷりの水で5分ゆでてゆで汁を捨てる。新しい水を注いで弱火で60分、指でつぶれるまでやわらかく煮る（途中で水を足す）。`,
      en: `Rinse ${g.en}, boil them in plenty of water for 5 minutes and drain; cover with fresh water and simmer gently for 60 minutes, topping up the water, until they crush easily between two fingers.`,
    }
  if (grain.ing.group === 'protein')
    return {
      ja: `${g.ja}はさっと洗い、たっぷりの湯で20分、やわらかくなるまで煮て湯を切る。`,
      en: `Rinse ${g.en} and simmer in plenty of water for 20 minutes, until tender, then drain.`,
    }
  return {
    ja: `${g.ja}はさっと洗い、たっぷりの湯でやわらかくなるまで15〜20分ゆでて湯を切る。`,
    en: `Rinse ${g.en} and simmer it in plenty of water for 15 to 20 minutes, until tender, then drain.`,
  }
}

/** Popcorn pops in hot oil under a lid; kernels tossed in a bowl are not food. */
export function popStep(k: Kit, kernels: Item): Text {
  const fat = k.items('fat').filter((i) => i.ing.form === 'liquid')
  const f = fat.length
    ? { ja: k.markJa(fat), en: k.markEn(fat) }
    : { ja: 'サラダ油大さじ1', en: '1 tbsp vegetable oil' }
  return {
    ja: `ふたのできる大きな鍋に${f.ja}と${k.markJa([kernels])}を入れて中火〜強火にかけ、ふたをして鍋をゆすりながら3〜4分、はじける音が数秒おきになるまで加熱する。`,
    en: `Put ${f.en} and ${k.markEn([kernels])} in a large pan with a lid over medium-high heat, cover and shake the pan for 3 to 4 minutes, until the popping slows to a few seconds apart.`,
  }
}

/**
 * What an assembled dish (a sandwich, a roll, a salad, a rice ball, a nibble) must cook before it
 * is put together: every line the catalogue says cannot be eaten raw, by what it is. Fish the dish
 * serves raw by definition (sashimi) is bought sashimi-grade instead.
 */
export function precook(k: Kit, items: Item[] = k.plan.items): Text | null {
  // A leftover is cooked already: it is warmed in at the end, never cooked again from raw.
  const raw = items.filter((i) => mustCook(i.ing) && !k.cooked.has(i.ing.id) && !i.cooked)
  if (!raw.length) return null
  for (const i of raw) k.cooked.add(i.ing.id)
  const out: Text[] = []
  const sashimi = raw.filter((i) => k.plan.dish.servedRaw?.includes(i.ing.id))
  const is = (pick: (i: Item) => boolean) => raw.filter((i) => !sashimi.includes(i) && pick(i))
  const eggs = is((i) => i.ing.form === 'egg')
  const ground = is((i) => i.ing.group === 'protein' && i.ing.form === 'small' && i.ing.contains.includes('meat'))
  const bacon = is((i) => i.ing.id === 'bacon')
  const meat = is(
    (i) => i.ing.group === 'protein' && i.ing.contains.includes('meat') && !ground.includes(i) && !bacon.includes(i),
  )
  const fish = is(
    (i) => i.ing.group === 'protein' && i.ing.contains.includes('fish') && !i.ing.contains.includes('shellfish'),
  )
  const shellfish = is((i) => i.ing.group === 'protein' && i.ing.contains.includes('shellfish'))
  const soy = is((i) => i.ing.id === 'soy_meat')
  const roots = is((i) => i.ing.group === 'vegetable')
  const grains = is(
    (i) => ![...eggs, ...ground, ...bacon, ...meat, ...fish, ...shellfish, ...soy, ...roots].includes(i),
  )
  if (sashimi.length) out.push(sashimiGrade(k)!)
  if (eggs.length)
    out.push({
      ja: `${k.markJa(eggs)}を沸騰した湯に入れて11分ゆでて固ゆでにし、冷水にとって殻をむく。`,
      en: `Lower ${k.markEn(eggs)} into boiling water and boil for 11 minutes until hard-boiled, then cool them in cold water and peel.`,
    })
  if (ground.length) {
    const patties = k.items('wrapper').some((i) => i.ing.id === 'buns')
    const n = k.plan.servings
    out.push(
      patties
        ? {
            ja: `${k.markJa(ground)}を${n}等分して1.5cm厚さの円形にまとめ、フッ素樹脂加工のフライパンで中火で片面4〜5分ずつ、中心まで色が変わり、透き通った汁が出るまで焼く（中心温度75℃）。`,
            en: `Shape ${k.markEn(ground)} into ${n} patties 1.5 cm thick and cook them in a non-stick frying pan over medium heat for 4 to 5 minutes a side, until no pink is left in the middle and the juices run clear (75°C at the centre).`,
          }
        : {
            ja: `フッ素樹脂加工のフライパンを中火で熱し、${k.markJa(ground)}をほぐしながら5〜6分、赤いところがなくなるまで炒める。`,
            en: `Fry ${k.markEn(ground)} in a non-stick frying pan over medium heat for 5 to 6 minutes, breaking it up, until no pink is left.`,
          },
    )
  }
  if (bacon.length)
    out.push({
      ja: `${k.markJa(bacon)}をフッ素樹脂加工のフライパンで中火で4〜5分、返しながらカリッとするまで焼き、ペーパータオルにとって脂を切る。`,
      en: `Fry ${k.markEn(bacon)} in a non-stick frying pan over medium heat for 4 to 5 minutes, turning, until crisp, then drain on paper towels.`,
    })
  if (meat.length)
    out.push({
      ja: `フッ素樹脂加工のフライパンを中火〜強火で熱し、${k.markJa(meat)}を返しながら6〜8分、中まで火が通るまで焼く（切って赤いところがなく、中心温度75℃）。`,
      en: `Pan-fry ${k.markEn(meat)} in a non-stick frying pan over medium-high heat for 6 to 8 minutes, turning, until cooked through (no pink when cut, 75°C at the thickest part).`,
    })
  if (fish.length)
    out.push({
      ja: `${k.markJa(fish)}を魚焼きグリルかフライパンで6〜8分、身が白くほぐれるまで焼き、皮と骨を除いてほぐす。`,
      en: `Grill ${k.markEn(fish)} for 6 to 8 minutes, turning once, until it is opaque and flakes easily, then flake it, removing the skin and bones.`,
    })
  if (shellfish.length)
    out.push({
      ja: `${k.markJa(shellfish)}を沸騰した湯で2〜3分、色が変わって中まで白くなるまでゆで、冷水にとって水気を切る。`,
      en: `Boil ${k.markEn(shellfish)} for 2 to 3 minutes, until pink and opaque right through, then cool in cold water and drain.`,
    })
  if (soy.length)
    out.push({
      ja: `${k.markJa(soy)}を熱湯に10分つけてもどし、水気を絞ってフッ素樹脂加工のフライパンで3分炒める。`,
      en: `Soak ${k.markEn(soy)} in boiling water for 10 minutes, squeeze it dry and fry it in a non-stick pan for 3 minutes.`,
    })
  if (roots.length)
    out.push({
      ja: `${k.markJa(roots)}を水から入れて中火で15分、竹串がすっと通るまでゆで、湯を切る。`,
      en: `Put ${k.markEn(roots)} in a pan of cold water, bring to the boil and cook for 15 minutes, until a skewer slides in, then drain.`,
    })
  for (const grain of grains)
    out.push(
      grain.ing.form === 'noodle'
        ? {
            ja: `たっぷりの湯で${k.markJa([grain])}を袋の表示どおりにゆで、湯を切る。`,
            en: `Boil ${k.markEn([grain])} in plenty of water for the time on the packet and drain.`,
          }
        : grainStep(k, grain),
    )
  return { ja: out.map((o) => o.ja).join(''), en: out.map((o) => o.en).join(' ') }
}

/** Raw grains (a risotto's or a kheer's rice) that the pot cooks in the dish's own liquid. */
export function potGrains(k: Kit): Item[] {
  const grains = k
    .items('base', 'starch')
    .filter((i) => mustCook(i.ing) && i.ing.form === 'grain' && i.ing.group === 'grain')
  for (const i of grains) {
    k.cooked.add(i.ing.id)
    k.inDish.add(i.ing.id)
  }
  return grains
}

/** Dried beans (azuki, mung) boiled once and drained, then simmered soft in the dish's liquid. */
export function potPulses(k: Kit): Item[] {
  const pulses = k
    .items('base', 'veg')
    .filter((i) => mustCook(i.ing) && i.ing.form === 'small' && /azuki|mung/.test(i.ing.id))
  for (const i of pulses) k.cooked.add(i.ing.id)
  return pulses
}

export function pulseStep(k: Kit, pulses: Item[]): Text {
  const liquid = k.items('liquid')
  const l = liquid.length
    ? { ja: k.markJa(liquid), en: k.markEn(liquid) }
    : { ja: 'たっぷりの水', en: 'plenty of fresh water' }
  return {
    ja: `${k.markJa(pulses)}は洗って鍋に入れ、かぶるくらいの水で5分ゆでてゆで汁を捨てる。${l.ja}を注いで煮立て、ふたをして弱火で60分、指で軽くつぶれるまでやわらかく煮る（煮汁が減ったら水を足す）。`,
    en: `Rinse ${k.markEn(pulses)}, boil them in water to cover for 5 minutes and drain. Pour in ${l.en}, bring to the boil, cover and simmer over low heat for 60 minutes, topping up with water as needed, until they crush easily between two fingers.`,
  }
}

/** Fish a dish serves raw by definition is bought sashimi-grade and kept cold: said before any knife work. */
export function sashimiGrade(k: Kit): Text | null {
  const fish = k.plan.items.filter((i) => k.plan.dish.servedRaw?.includes(i.ing.id))
  if (!fish.length) return null
  for (const i of fish) k.cooked.add(i.ing.id)
  return {
    ja: `${k.markJa(fish)}は刺身用を買い、切る直前まで冷蔵庫で冷やしておく。`,
    en: `Buy sashimi-grade ${k.markEn(fish).replace(/^the /, '')} and keep it in the fridge until you slice it.`,
  }
}

/** Dried seaweed is soaked back to life, never fried or sweated dry. */
export const isDriedSeaweed = (i: Item) => /wakame|hijiki|arame/.test(i.ing.id) && /^dried /.test(i.ing.name.en)

export function rehydrate(k: Kit, seaweed: Item[]): Text {
  const step = {
    ja: `${k.markJa(seaweed)}はたっぷりの水に5分つけてもどし、水気を絞る。`,
    en: `Soak ${k.markEn(seaweed)} in plenty of water for 5 minutes, until soft and unfurled, then squeeze dry.`,
  }
  for (const i of seaweed) k.soaked.add(i.ing.id)
  return step
}
