/**
 * Asks a theme makes beside its dish, as data a cook can edit: the kitchen's equipment
 * (knowledge/equipment.json: which heat each ask allows, what each method's steps use, the
 * variants a real cook would make instead), occasions, leftovers and style words
 * (knowledge/occasions.json). Their shapes are JSON Schemas (knowledge/schemas) the tests hold them
 * to; a pattern that does not compile or a method without equipment stops the start. `readAsks` reads a theme's asks into
 * the brief; the offline panel (src/ai/offline/cookbook.ts) checks an authored recipe's steps
 * against them (`equipmentBreaks`) and has the host say what it cannot keep.
 */
import EQUIPMENT_DATA from '../../../knowledge/equipment.json'
import OCCASION_DATA from '../../../knowledge/occasions.json'
import { compileBilingual, compilePattern, matchesEither } from './bilingual-schema'
import { escapeRegExp } from './match'
import { type Cuisine, type Lang, METHODS, type MethodId, type Season } from './types'

/** What heat a kitchen has, in the order the file describes it: an ask allows some, a method's steps use some. */
export type Heat = keyof typeof EQUIPMENT_DATA.heats
export const HEATS = Object.keys(EQUIPMENT_DATA.heats) as Heat[]
type Bilingual = Record<Lang, string>
type Words = Record<Lang, string[]>
type AskWords = Record<'names' | 'breaks', Words> & Partial<Record<'vessels' | 'preps', Words>>
type AskSaid = Record<'label' | 'phrase', Bilingual> & Partial<Record<'device' | 'counted' | 'absent', Bilingual>>
export type EquipmentAsk = { id: string; allows: Heat[] } & AskWords & AskSaid
export type Variant = { id: string; uses: Heat[] }
type Served = 'hot' | 'cold' | 'room'
type Preferred = { prefer: { methods: MethodId[]; served: Served[] }; avoid: { methods: MethodId[] } }
type OccasionSays = Partial<Record<'serve' | 'nuts', Bilingual>> & { step?: { at: 'start' | 'end' } & Bilingual }
export type Occasion = { id: string; words: Bilingual; says: Bilingual; crowd?: number } & Preferred & OccasionSays
type StyleAsks = { season?: Season; served?: Served } & Partial<Record<'methods' | 'avoid', MethodId[]>>
export type Style = { id: string; words: Bilingual; cuisines?: Cuisine[]; places?: string[][] } & StyleAsks

// The files' shapes are published as JSON Schemas (knowledge/schemas/equipment.schema.json, occasions.schema.json),
// which the tests hold the files to; here each pattern is compiled and each method and variant checked when it loads.
type Methods = Record<MethodId, { uses: Heat[]; variants: string[] }>
type EquipmentFile = Record<'only' | 'vessel_words' | 'kitchen', Bilingual> & { asks: EquipmentAsk[] }
const EQUIPMENT_FILE = EQUIPMENT_DATA as unknown as EquipmentFile & { variants: Variant[]; methods: Methods }
const OCCASION_FILE = OCCASION_DATA as unknown as { occasions: Occasion[]; styles: Style[]; leftover: Leftover }
type Leftover = Record<'words' | 'says' | 'warm' | 'cold' | 'name' | 'line', Bilingual> & LeftoverUse
type LeftoverUse = { after: Record<Lang, number>; methods: MethodId[] }

export const EQUIPMENT_ASKS: EquipmentAsk[] = EQUIPMENT_FILE.asks
export const VARIANTS: Record<string, Variant> = Object.fromEntries(EQUIPMENT_FILE.variants.map((v) => [v.id, v]))
export const OCCASION_RULES: Occasion[] = OCCASION_FILE.occasions
export const LEFTOVER = OCCASION_FILE.leftover
export const STYLES: Style[] = OCCASION_FILE.styles

/** What each method's own steps use, and its variants, in the order a cook would reach for them. */
export const METHOD_EQUIPMENT = EQUIPMENT_FILE.methods

// Every method is declared, every variant a method names exists, every pattern compiles.
for (const m of Object.keys(METHODS))
  if (!METHOD_EQUIPMENT[m as MethodId]) throw new Error(`knowledge/equipment.json: method ${m} declares no equipment`)
for (const [m, entry] of Object.entries(METHOD_EQUIPMENT)) {
  if (!(m in METHODS)) throw new Error(`knowledge/equipment.json: ${m} is no method`)
  for (const v of entry.variants)
    if (!VARIANTS[v]) throw new Error(`knowledge/equipment.json (method ${m}): no variant ${v}`)
}
const LANGS = ['ja', 'en'] as const
const compiled = (list: Record<Lang, string[]>, where: string) =>
  Object.fromEntries(LANGS.map((l) => [l, list[l].map((s) => compilePattern(s, where))])) as Record<Lang, RegExp[]>
const BREAK_PATTERNS = Object.fromEntries(
  EQUIPMENT_ASKS.map((a) => {
    const where = `knowledge/equipment.json (${a.id})`
    const [vessels, preps] = [a.vessels, a.preps].map((w) => (w ? compiled(w, where) : null))
    return [a.id, { breaks: compiled(a.breaks, where), vessels, preps }]
  }),
)
const wordsOf = <T extends { id: string; words: Bilingual }>(list: T[]) =>
  list.map((entry) => ({ entry, re: compileBilingual(entry.words, `knowledge/occasions.json (${entry.id})`) }))
const OCCASION_WORDS = wordsOf(OCCASION_RULES)
// A style is read by its words, or by its country's name before a word of cooking (タイ料理, 韓国っぽい, "korea food").
const countried = (s: Style, l: Lang) =>
  `${s.words[l]}|(?:${(s.places?.[0] ?? []).map(escapeRegExp).join('|') || '(?!)'})${OCCASION_DATA.style_suffix[l]}`
const STYLE_WORDS = wordsOf(STYLES.map((s) => ({ ...s, words: { en: countried(s, 'en'), ja: countried(s, 'ja') } })))
const asksSaying = (key: 'device' | 'counted' | 'absent') =>
  EQUIPMENT_ASKS.flatMap((a) => (a[key] ? [{ ask: a, re: compileBilingual(a[key], `equipment.json (${a.id})`) }] : []))
const [DEVICE_WORDS, COUNTED, ABSENT] = (['device', 'counted', 'absent'] as const).map(asksSaying)
const VESSEL_WORDS = compileBilingual(EQUIPMENT_FILE.vessel_words, 'knowledge/equipment.json (vessel_words)')
/** Whether a word the theme wrote is a cooking vessel (a mess tin, 「メスティン」), never a dish's name. */
export const isVesselWord = (word: string): boolean => matchesEither(VESSEL_WORDS, word.toLowerCase())
const ONLY_WORDS = compileBilingual(EQUIPMENT_FILE.only, 'knowledge/equipment.json (only)')
const KITCHEN_WORDS = compileBilingual(EQUIPMENT_FILE.kitchen, 'knowledge/equipment.json (kitchen)')
const KITCHEN_ENDS = [KITCHEN_WORDS.en, KITCHEN_WORDS.ja].map((re) => new RegExp(`(?:${re.source})$`, re.flags))
/** Whether a word the theme wrote ends in a kitchen's appliance or vessel (「ケトル」, 「カセットコンロ」), never a dish's name. */
export const isKitchenWord = (word: string): boolean => KITCHEN_ENDS.some((re) => re.test(word.toLowerCase()))
export const LEFTOVER_WORDS = compileBilingual(LEFTOVER.words, 'knowledge/occasions.json (leftover)')

export const askById = (askId: string): EquipmentAsk | undefined => EQUIPMENT_ASKS.find((a) => a.id === askId)
export const occasionById = (id: string): Occasion | undefined => OCCASION_RULES.find((o) => o.id === id)

// "microwave-only" and "microwave only" are one ask.
const plainName = (s: string) => s.toLowerCase().replace(/-/g, ' ')
const NAMES = EQUIPMENT_ASKS.flatMap((ask) =>
  [...ask.names.en, ...ask.names.ja].map((n) => ({ ask, name: plainName(n) })),
).sort((a, b) => b.name.length - a.name.length)

/** The equipment asks a (folded, lower-case) theme makes: each ask whose phrase stands in it. */
export function readEquipmentAsks(text: string): string[] {
  // Longest names first, each taken out of the text once read: ノンフライヤー is the air fryer, not ノンフライ in it.
  const { named } = NAMES.reduce(
    ({ rest, named }, { ask, name }) =>
      rest.includes(name) ? { rest: rest.split(name).join(' '), named: named.add(ask) } : { rest, named },
    { rest: plainName(text), named: new Set<EquipmentAsk>() },
  )
  const found = EQUIPMENT_ASKS.filter((a) => named.has(a))
  // A count of one beside a vessel ("one mess tin", 「メスティン1個」) is the ask too.
  found.push(...COUNTED.filter(({ re }) => matchesEither(re, text)).map(({ ask }) => ask))
  // One device said to be all there is (「レンジしかない」), or tools ("only a hob and a pot": no oven, by `absent`).
  for (const sentence of text.split(/(?<!\.)\.(?!\.)|[!?。！？\n,、;:：]/)) {
    if (!matchesEither(ONLY_WORDS, sentence)) continue
    const [device, ...more] = DEVICE_WORDS.filter(({ re }) => matchesEither(re, sentence))
    const rest = device && !more.length ? sentence.split(device.re.en).join(' ').split(device.re.ja).join(' ') : null
    if (rest !== null && !matchesEither(KITCHEN_WORDS, rest)) found.push(device!.ask)
    else if (matchesEither(KITCHEN_WORDS, sentence))
      found.push(...ABSENT.filter(({ re }) => !matchesEither(re, sentence)).map(({ ask }) => ask))
  }
  return [...new Set(found.map((a) => a.id))]
}

/** The heat every ask allows: what is left when each ask has taken away what it rules out. */
const allowedHeat = (askIds: string[]) =>
  HEATS.filter((h) => askIds.every((id) => askById(id)?.allows.includes(h) ?? true))

const readWords = <T>(list: Array<{ entry: T; re: Record<Lang, RegExp> }>, text: string) =>
  list.filter(({ re }) => matchesEither(re, text)).map(({ entry }) => entry)
/** The occasions a theme names (in both languages' words: a theme mixes them). */
export const readOccasions = (text: string): string[] => readWords(OCCASION_WORDS, text).map((o) => o.id)
/** The style words of a theme, with what each asks of the dish. */
export const readStyles = (text: string): Style[] => readWords(STYLE_WORDS, text)

/**
 * Where a step breaks an ask: the first step of either language that says a word the ask rules
 * out, or a second cooking vessel under "one pan". Empty when every step keeps to the kitchen.
 */
export function equipmentBreaks(steps: Record<Lang, string[]>, askIds: string[]): string[] {
  const found: string[] = []
  for (const askId of askIds) {
    const rule = BREAK_PATTERNS[askId]
    if (!rule) continue
    for (const lang of LANGS) {
      for (const s of steps[lang]) {
        const hit = rule.breaks[lang].map((re) => re.exec(s)).find(Boolean)
        if (hit) found.push(`${askId}: "${hit[0]}" in "${s.slice(0, 80)}"`)
      }
      if (rule.vessels) {
        const all = steps[lang].join('\n')
        const used = rule.vessels[lang].filter((re) => re.test(all))
        if (used.length > 1)
          found.push(`${askId}: ${used.length} vessels (${used.map((re) => all.match(re)?.[0]).join(', ')})`)
      }
    }
  }
  return found
}

/** Whether a preparation line of a recipe ("thinly sliced") says a word an ask rules out (`preps`: no knife). */
export const prepsBreak = (lines: Array<{ prep?: Bilingual }>, askIds: string[]): boolean =>
  lines.some(({ prep }) =>
    askIds.some((id) => LANGS.some((l) => BREAK_PATTERNS[id]?.preps?.[l].some((re) => re.test(prep?.[l] ?? '')))),
  )

/** What the host calls an ask ("with only a rice cooker"). */
export const askPhrase = (askId: string, lang: Lang): string => askById(askId)?.phrase[lang] ?? askId

/** Whether a method meets the kitchen by what its data declares, by its own steps or one of its variants (the planner then checks the steps). */
export function declaredFit(m: MethodId, askIds: string[], allowed = allowedHeat(askIds)): boolean {
  const { uses, variants } = METHOD_EQUIPMENT[m]
  return [uses, ...variants.map((v) => VARIANTS[v]!.uses)].some((heats) => heats.every((h) => allowed.includes(h)))
}
