import { type Category, findMatches, type Found, type LexiconEntry, lexiconEntry, type MethodId, type Season, type Text } from './lexicon'
import { type Method, methodFor, type Proposal } from './methods'
import { rng } from './random'

/**
 * What the offline panel will cook for a theme: the dish, its key ingredients, and the proposal
 * each specialist brings. Everything follows from the theme and the seed, so every turn of the
 * discussion (each a separate model call) arrives at the same plan and builds on the others.
 */

export type Cut = { entry: LexiconEntry; from: Text; to: Text; factor: number }
export type Amount = { q: Text; scale: number }

/** An ingredient's amount in this method (a cake needs more sugar than a stir-fry), with its nutrition scale. */
function amountIn(method: Method, entry: LexiconEntry): Amount {
  const own = method.amounts?.[entry.id]
  return own ? { q: { ja: own[0], en: own[1] }, scale: own[2] } : { q: entry.quantity, scale: 1 }
}

/** Only sugar that is added counts against the limit; the sugar in milk and fruit does not. */
export const nutrient = (entry: LexiconEntry, key: 'protein' | 'salt' | 'sugar') =>
  key === 'sugar' && !['seasoning', 'sweet', 'drink'].includes(entry.kind) ? 0 : (entry[key] ?? 0)

export type Plan = {
  theme: string
  seed: number
  category: Category
  method: Method
  /** The dish as the panel calls it, and its lexicon entry when the theme named one. */
  dish: Text
  dishEntry?: LexiconEntry
  /** The ingredients the theme named (not the dish), with the spelling the theme used. */
  keys: LexiconEntry[]
  surfaces: Map<string, string>
  /** The star of the dish: the theme's protein or flavour, or the method's default. */
  leads: LexiconEntry[]
  /** Whether the theme itself named the lead (else it is the dish's or the method's usual one). */
  leadNamed: boolean
  /** Everything the base recipe uses, before the panel's decisions. */
  base: LexiconEntry[]
  season: Season
  seasonNamed: boolean
  technique: Proposal
  extra: Proposal & { minutes: number }
  shortcut: Proposal & { saves: number }
  touch: LexiconEntry
  boost: LexiconEntry
  seasonal: LexiconEntry
  garnish: LexiconEntry
  cheapGarnish: LexiconEntry
  /** The nutritionist's cuts: the saltiest (or, for sweets, sweetest) ingredients and their new amounts. */
  cuts: Cut[]
  /** What an ingredient weighs in before any cut. */
  amount: (entry: LexiconEntry) => Amount
  /** The point of contention: the chef's extra is set aside, or the culture expert's garnish is swapped. */
  contest: 'extra' | 'garnish'
  origin: Text
}

const CATEGORY_WORDS: Array<[Category, RegExp]> = [
  ['drink', /\b(drinks?|beverages?|juice|cocktail|mocktail)\b|飲み物|ドリンク|ジュース/i],
  ['dessert', /\b(desserts?|sweets?|sweet treat|treat|pudding|baking)\b|デザート|スイーツ|甘い|お菓子|和菓子|洋菓子/i],
  ['snack', /\b(snacks?|nibbles?|appeti[sz]ers?|finger food|bar food|party food|side dish)\b|おやつ|おつまみ|つまみ|軽食|間食|副菜/i],
  ['main', /\b(dinner|lunch|supper|meal|main|entrée|entree)\b|夕食|晩ごはん|晩御飯|昼ごはん|ランチ|主菜|定食|ごはん/i],
]

const SEASON_WORDS: Array<[Season, RegExp]> = [
  ['spring', /\bspring\b|春|花見|桜|sakura/i],
  ['summer', /\bsummer\b|\bhot day|heatwave|夏|暑い|梅雨|rainy season/i],
  ['autumn', /\b(autumn|fall)\b|秋|紅葉|harvest/i],
  ['winter', /\bwinter\b|\bcold\b|christmas|冬|寒い|クリスマス|お正月|new year/i],
]

const SEASONS: Season[] = ['spring', 'summer', 'autumn', 'winter']

/** The chef's extra when the lead is not meat: a sizzling aromatic oil poured over at the end. */
const AROMATIC_OIL: Method['extra'] = {
  label: { ja: '仕上げの香味油', en: 'sizzling aromatic oil' },
  say: { ja: '最後に煙が出るまで熱した油大さじ1を、刻んだねぎとしょうがにジュッとかけて香りを立たせたい', en: 'pour a spoonful of smoking-hot oil over chopped green onion and ginger at the very end, so the whole dish smells wonderful' },
  step: { ja: '仕上げに長ねぎとしょうがを細かく刻んでのせ、煙が出るまで熱した油大さじ1をジュッとかける。', en: 'At the end, top with finely chopped green onion and ginger and pour over 1 tbsp of smoking-hot oil.' },
  needs: ['green_onion', 'ginger', 'oil'],
  minutes: 5,
  last: true,
}
const NOODLES = ['udon_noodles', 'ramen_noodles', 'soba_noodles', 'rice_noodles', 'spaghetti']

/** Dishes named by a category word ("a drink", "a snack") yield to anything more specific. */
const GENERIC_DISHES = new Set(['soda', 'nibbles'])

/** The dish a theme without one becomes, by what it is made of. */
/** What a theme without a dish or ingredients asks for, by its words. */
const MOODS: Array<[RegExp, MethodId]> = [
  [/breakfast|brunch|朝ごはん|朝食|モーニング/i, 'sandwich'],
  [/picnic|bento|lunch ?box|packed lunch|お弁当|弁当|ピクニック/i, 'onigiri'],
  [/party|potluck|パーティー|おもてなし/i, 'dumpling'],
  [/healthy|light|diet|ヘルシー|さっぱり|ダイエット/i, 'salad'],
  [/cos[yz]|comfort|warm|rainy|cold night|温まる|ほっこり|雨/i, 'stew'],
]

const FISH = ['salmon', 'tuna', 'mackerel', 'cod', 'yellowtail']
const SEAFOOD = ['shrimp', 'squid', 'octopus', 'scallop', 'clams', 'crab']

function inferMethod(theme: string, keys: LexiconEntry[], hinted: Category | undefined, pick: <T>(items: readonly T[]) => T): MethodId {
  const kinds = new Set(keys.map((k) => k.kind))
  const has = (ids: string[]) => keys.some((k) => ids.includes(k.id))
  if (!keys.length && !hinted) return MOODS.find(([words]) => words.test(theme))?.[1] ?? pick(['stir_fry', 'rice_bowl', 'soup', 'glaze', 'curry'] as const)
  const alone = keys.find((k) => k.alone && (!hinted || methodFor(k.alone).category === hinted))
  if (alone?.alone) return alone.alone
  const sweetOnly = keys.some((k) => ['fruit', 'sweet'].includes(k.kind)) && keys.every((k) => ['fruit', 'sweet', 'nut', 'dairy'].includes(k.kind))
  const category = hinted ?? (kinds.has('drink') ? 'drink' : sweetOnly ? 'dessert' : 'main')
  if (category === 'drink') return kinds.has('fruit') || kinds.has('vegetable') ? 'smoothie' : kinds.has('drink') ? 'latte' : pick(['smoothie', 'cooler'] as const)
  if (category === 'dessert') return kinds.has('fruit') ? pick(['cake', 'custard', 'pancake', 'frozen'] as const) : pick(['cake', 'custard'] as const)
  if (category === 'snack') return keys.some((k) => k.id === 'potato') ? 'chips' : 'nibble'
  if (keys.some((k) => k.id === 'spaghetti')) return 'pasta'
  if (keys.some((k) => NOODLES.includes(k.id))) return 'noodle_soup'
  if (keys.some((k) => k.id === 'bread')) return 'sandwich'
  if (has(FISH)) return pick(['glaze', 'grill', 'rice_bowl', 'simmer'] as const)
  if (has(SEAFOOD)) return pick(['stir_fry', 'pasta', 'fried_rice'] as const)
  if (has(['tofu', 'atsuage'])) return pick(['stir_fry', 'soup', 'rice_bowl'] as const)
  if (kinds.has('protein') && !has(['egg'])) return pick(['stir_fry', 'glaze', 'curry', 'donburi', 'simmer', 'grill'] as const)
  if (has(['rice', 'short_grain_rice'])) return pick(['fried_rice', 'onigiri'] as const)
  if (has(['cheese', 'cream', 'milk'])) return 'bake'
  if (has(['egg'])) return pick(['fried_rice', 'donburi', 'sandwich'] as const)
  return pick(['stir_fry', 'soup', 'curry', 'salad'] as const)
}

const LEAD_KINDS: Record<Category, LexiconEntry['kind'][]> = {
  main: ['protein', 'vegetable', 'grain', 'fruit', 'nut', 'dairy'],
  snack: ['vegetable', 'protein', 'grain', 'nut', 'dairy', 'fruit'],
  dessert: ['sweet', 'drink', 'fruit', 'nut', 'dairy', 'vegetable'],
  drink: ['drink', 'fruit', 'sweet', 'vegetable', 'dairy', 'nut'],
}

/** The first candidate not already used, else the first. */
function firstFree(ids: string[], taken: Set<string>, r: ReturnType<typeof rng>): LexiconEntry {
  const free = ids.filter((id) => !taken.has(id))
  return lexiconEntry(free.length ? (free.length > 1 && r.chance(0.35) ? free[1]! : free[0]!) : ids[0]!)
}

/** Amounts such as "大さじ2" / "2 tbsp" / "40g" scaled by `factor`, rounded to what a cook can measure. */
function scaleQuantity(q: Text, factor: number): Text | undefined {
  const spoons = (n: number) => Math.max(0.5, Math.round(n * factor * 2) / 2)
  const ja = q.ja.match(/^(大さじ|小さじ)(\d+(?:\/\d+)?)$/) ?? q.ja.match(/^()(\d+)(g|ml)$/)
  const en = q.en.match(/^(\d+(?:\/\d+)?) (tbsp|tsp)$/) ?? q.en.match(/^(\d+) (g|ml)$/)
  if (!ja || !en) return undefined
  const value = (s: string) => (s.includes('/') ? Number(s.split('/')[0]) / Number(s.split('/')[1]) : Number(s))
  if (ja[1]) {
    const n = spoons(value(ja[2]!))
    const whole = Math.floor(n)
    const half = n - whole ? '1/2' : ''
    return {
      ja: `${ja[1]}${whole ? whole : ''}${whole && half ? 'と' : ''}${half}`,
      en: `${whole ? whole : ''}${whole && half ? ' ' : ''}${half} ${en[2]}`,
    }
  }
  const n = Math.max(5, Math.round((value(ja[2]!) * factor) / 5) * 5)
  return { ja: `${n}${ja[3]}`, en: `${n} ${en[2]}` }
}

/** What one serving should stay under: salt for savoury dishes, sugar for sweet ones (grams). */
export const LIMITS: Record<Category, { measure: 'salt' | 'sugar'; grams: number }> = {
  main: { measure: 'salt', grams: 2.5 },
  snack: { measure: 'salt', grams: 1.2 },
  dessert: { measure: 'sugar', grams: 15 },
  drink: { measure: 'sugar', grams: 10 },
}

/**
 * The nutritionist's cuts: the heaviest contributors first, each by a quarter, or by half when a
 * quarter is not enough, until the serving is under the limit (two cuts at most).
 */
function cutsFor(entries: LexiconEntry[], category: Category, method: Method, keys: LexiconEntry[]): Cut[] {
  const { measure, grams } = LIMITS[category]
  const weight = (e: LexiconEntry) => nutrient(e, measure) * amountIn(method, e).scale
  // The theme's star ingredients are what the cook asked for: the cuts fall on the rest.
  const cuttable = entries
    .filter((e) => weight(e) > 0 && !keys.includes(e) && ['seasoning', 'sweet', 'drink'].includes(e.kind) && scaleQuantity(amountIn(method, e).q, 0.5))
    .sort((a, b) => weight(b) - weight(a))
  let total = entries.reduce((sum, e) => sum + weight(e), 0) / 2
  const cuts: Cut[] = []
  for (const entry of cuttable.slice(0, 2)) {
    if (total <= grams) break
    const share = weight(entry) / 2
    const factor = total - share * 0.25 <= grams ? 0.75 : 0.5
    const from = amountIn(method, entry).q
    const to = scaleQuantity(from, factor)!
    if (to.en === from.en) continue
    cuts.push({ entry, from, to, factor })
    total -= share * (1 - factor)
  }
  return cuts
}

export function planFor(theme: string, seed: number): Plan {
  const r = rng(seed, `plan:${theme}`)
  const found: Found[] = findMatches(theme)
  const dishes = found.filter((f) => f.entry.dish)
  // "chicken salad sandwich" is a sandwich: the last dish named is the head of the phrase.
  const dishEntry = (dishes.filter((f) => !GENERIC_DISHES.has(f.entry.id)).at(-1) ?? dishes[0])?.entry
  const keys = found.filter((f) => !f.entry.dish).map((f) => f.entry)
  const surfaces = new Map(found.map((f) => [f.entry.id, f.surface]))
  const hinted = CATEGORY_WORDS.find(([, words]) => words.test(theme))?.[0]
  const specific = dishEntry && !GENERIC_DISHES.has(dishEntry.id) ? dishEntry : undefined
  const methodId = specific?.dish?.method ?? inferMethod(theme, keys, hinted ?? dishEntry?.dish?.category, r.pick)
  const method = methodFor(methodId)
  const category = specific?.dish?.category ?? method.category
  const seasonWord = SEASON_WORDS.find(([, words]) => words.test(theme))?.[0]
  const season = seasonWord ?? r.pick(SEASONS)

  // The lead: the theme's own star ingredients, else the dish's usual one, else what the theme named at all, else the method's.
  const leadKinds = LEAD_KINDS[category]
  const dishBase = (dishEntry?.dish?.base ?? []).map(lexiconEntry)
  const sweet = category === 'dessert' || category === 'drink'
  // In a savoury dish the lead is what gets seared or simmered: meat, fish or tofu before vegetables, eggs last.
  const ranked = sweet
    ? keys.filter((k) => leadKinds.slice(0, 2).includes(k.kind))
    : [keys.filter((k) => k.kind === 'protein' && k.id !== 'egg'), keys.filter((k) => k.kind === 'vegetable'), keys.filter((k) => k.id === 'egg')].find((group) => group.length) ?? []
  const leads = ranked.slice(0, 2)
  const usual = dishBase.find((e) => (sweet ? ['sweet', 'drink', 'fruit'] : ['protein']).includes(e.kind) && e.id !== 'egg')
  const named = keys.find((k) => leadKinds.includes(k.kind) && k.kind !== 'grain')
  if (!leads.length && !usual && named) leads.push(named)
  const leadNamed = leads.length > 0
  // Without meat in the theme, a vegetarian theme keeps the method's default protein out.
  const vegetarian = /vegetarian|vegan|plant-based|meat-free|ベジ|菜食|肉なし/i.test(theme)
  const fallback = vegetarian && lexiconEntry(method.lead).kind === 'protein' ? lexiconEntry('tofu') : lexiconEntry(method.lead)
  if (!leads.length) leads.push(usual ?? fallback)
  // A theme that names its own protein replaces the dish's usual one (eggs stay: they hold dishes together).
  const namesProtein = keys.some((k) => k.kind === 'protein')
  const base: LexiconEntry[] = []
  const add = (e: LexiconEntry) => base.some((b) => b.id === e.id) || base.push(e)
  for (const e of [...leads, ...keys, ...dishBase.filter((e) => !namesProtein || e.kind !== 'protein' || e.id === 'egg' || keys.includes(e)), ...method.pantry.map(lexiconEntry)]) add(e)
  // Noodle soups need noodles even when neither the theme nor the dish says which.
  if (method.id === 'noodle_soup' && !base.some((e) => NOODLES.includes(e.id))) add(lexiconEntry('udon_noodles'))

  const taken = new Set(base.map((e) => e.id))
  // Marinades and sears are for meat and fish; a vegetable or egg lead gets the other technique, and an aromatic finish.
  const meaty = leads.some((e) => e.kind === 'protein' && e.id !== 'egg')
  const fits = method.technique.filter((t) => meaty || !t.meat)
  const technique = fits.length === 2 ? fits[r.next() < 0.5 ? 0 : 1]! : (fits[0] ?? method.technique[0])
  const extra = meaty || !method.extra.meat ? method.extra : AROMATIC_OIL
  const touch = firstFree(method.touch, taken, r)
  taken.add(touch.id)
  const seasonalId = method.seasonal[season]
  const seasonal = taken.has(seasonalId) ? firstFree(Object.values(method.seasonal), taken, r) : lexiconEntry(seasonalId)
  taken.add(seasonal.id)
  const boost = firstFree(method.boost, taken, r)
  taken.add(boost.id)
  const garnish = firstFree(method.garnish, taken, r)
  taken.add(garnish.id)
  const fallbacks = { main: ['sesame', 'green_onion', 'pepper', 'parsley'], snack: ['sesame', 'pepper', 'nori'], dessert: ['cocoa', 'kinako', 'cinnamon'], drink: ['lime', 'lemon', 'cinnamon'] }[category]
  const cheapGarnish = lexiconEntry([method.cheapGarnish, ...fallbacks].find((id) => !taken.has(id)) ?? method.cheapGarnish)

  // The cut is measured on everything the panel has proposed, so the final recipe stays under the limit.
  const proposedNeeds = [...(technique.needs ?? []), ...(extra.needs ?? []), ...(method.shortcut.needs ?? [])].map(lexiconEntry)
  const cuts = cutsFor([...base, touch, boost, seasonal, garnish, ...proposedNeeds], category, method, leads)

  return {
    theme,
    seed,
    category,
    method,
    dish: specific ? { ja: specific.ja, en: specific.en } : method.name,
    dishEntry: specific,
    keys,
    surfaces,
    leads,
    leadNamed,
    base,
    season,
    seasonNamed: Boolean(seasonWord),
    technique,
    extra,
    shortcut: method.shortcut,
    touch,
    boost,
    seasonal,
    garnish,
    cheapGarnish,
    cuts,
    amount: (entry) => amountIn(method, entry),
    contest: r.chance(0.5) ? 'extra' : 'garnish',
    origin: specific?.dish?.origin ?? { ja: '家庭ごとに工夫されてきた料理で、決まった正解がないのが魅力です', en: 'is a dish every household adapts, with no single right version' },
  }
}
