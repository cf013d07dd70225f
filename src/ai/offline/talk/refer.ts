import type { Ingredient, Lang } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import type { Cooking } from '../cook/types'
import type { Item, Plan } from '../plan'
import { lineEn } from '../recipe'

/**
 * How a person refers to what has already been said. The prose tables write markers, not names:
 * an ingredient, the dish, a proposal. A turn is then rendered in reading order, so the first
 * mention in a turn names a line in full (「豚バラかたまり肉」, "pork belly"), later ones by its short
 * name (「豚肉」, "the pork") or a plainer word (「お肉」, "the meat"); the dish is named at most
 * twice a turn and is "the dish" after that; a proposal is quoted in full the first time the panel
 * hears it and by a short name ever after ("Daniel's browning", 「小林さんの時短案」).
 */

const OPEN = '\u0001'
const CLOSE = '\u0002'

export type Which = 'technique' | 'extra' | 'shortcut'

export const ref = {
  /** An ingredient's name. */
  name: (i: Item) => `${OPEN}i${i.ing.id}${CLOSE}`,
  /** An ingredient's name with its amount (「しょうゆ大さじ2」, "2 tbsp soy sauce"). */
  amount: (i: Item) => `${OPEN}I${i.ing.id}${CLOSE}`,
  /** The dish's name; `D`: at the start of an English sentence. */
  dish: () => `${OPEN}d${CLOSE}`,
  Dish: () => `${OPEN}D${CLOSE}`,
  /** A proposal, by which of the three it is. */
  proposal: (which: Which) => `${OPEN}p${which}${CLOSE}`,
}

/** Whether a text still holds markers (a helper that measures text must render it first). */
export const marked = (text: string) => text.includes(OPEN)

const meat = (ing: Ingredient) => ing.group === 'protein' && ing.contains.includes('meat')

/** What a cook calls a line once it has been named: 「豚バラかたまり肉」→「豚肉」, "thinly sliced beef" → "beef". */
export function shortName(ing: Ingredient, lang: Lang): string {
  const full = ing.name[lang]
  if (lang === 'ja') {
    const plain = full.replace(/（[^）]*）/g, '').replace(/^生(?=[ぁ-んァ-ヶ一-龥])/, '')
    if (meat(ing) && /肉$/.test(plain) && plain.length > 3) {
      if (ing.contains.includes('pork')) return '豚肉'
      if (ing.contains.includes('beef')) return /ひき|びき|ミンチ/.test(plain) ? 'ひき肉' : '牛肉'
      if (/鶏/.test(plain)) return '鶏肉'
    }
    return plain.replace(/の切り身$/, '').replace(/の蒲焼き$/, '') || full
  }
  if (meat(ing)) {
    if (/chicken/.test(full)) return 'chicken'
    if (/\bpork\b/.test(full) && !/ground/.test(full)) return 'pork'
    if (/\bbeef\b|steak/.test(full) && !/ground/.test(full)) return 'beef'
    if (/\blamb\b/.test(full) && !/ground/.test(full)) return 'lamb'
  }
  return full
    .replace(/^(thinly sliced|sliced|cooked|canned|boiled|fresh|frozen|firm|shop-bought|store-bought) /, '')
    .replace(/ \([^)]*\)$/, '')
}

/** A plainer word still, for a third mention: 「お肉」, "the meat"; none for most lines. */
function plainer(ing: Ingredient, lang: Lang): string | undefined {
  if (meat(ing)) return lang === 'ja' ? 'お肉' : 'meat'
  if (ing.group === 'protein' && ing.contains.includes('fish') && !/roe|卵|子$/.test(ing.name.en + ing.name.ja))
    return lang === 'ja' ? '魚' : 'fish'
  return undefined
}

/** The noun a Japanese proposal ends in: 「…煮る手順」→「手順」. */
const TAIL_JA =
  /(二段炒め|炒め方|煮方|ゆで方|和え方|混ぜ方|炊き方|作り方|湯せん焼き|生地作り|ベース作り|下ごしらえ|温度管理|とろみづけ|組み立て|一手間|下準備|下味|段取り|手順|工程|焼き方|揚げ方|包み方|巻き方|握り方|蒸し方|仕上げ|順番)$/

/** A proposal's short name in Japanese: 「焼き付け」 from 「…を焼き付けてから煮る手順」, else its last noun, 「15分の工程」 for a timed extra. */
export function shortLabelJa(label: string, which: Which, minutes: number): string {
  if (which === 'shortcut') return '時短案'
  const tail = label.match(TAIL_JA)?.[1]
  const body = label.replace(/^.*?[をに](?=[^をに]*$)/, '')
  const verb = body.match(/^([ぁ-んァ-ヶ一-龥]+?)(?:てから|して|て)/)?.[1]
  if (which === 'extra') return minutes ? `${minutes}分の${tail ?? '工程'}` : (tail ?? '一手間')
  if (tail === '手順' && verb && verb.length <= 6) return verb
  return tail ?? '工夫'
}

const NUMBER_WORDS = /^(ten|fifteen|twenty|thirty|five|another|an extra|a few)\b/

/** A proposal's short name in English, without an article: "browning", "double fry", "extra 15 minutes", "shortcut". */
export function shortLabelEn(label: string, which: Which, minutes: number): string {
  if (which === 'shortcut') return 'shortcut'
  if (which === 'extra' && minutes) return `extra ${minutes} minutes`
  const gerund = label.match(/^(\w+ing)\b/)?.[1]
  if (gerund) return gerund
  const head = label
    .replace(/^(a|an|the) /, '')
    .split(/ (?:for|of|on|in|to|so|before|after|with|from|without|rather|instead|that|which)\b|[:,;]/)[0]!
    .trim()
  if (NUMBER_WORDS.test(head)) return 'extra step'
  return head.split(' ').length <= 3 ? head : which === 'technique' ? 'technique' : 'extra step'
}

const OWNER: Record<Which, PanelRole> = { technique: 'chef', extra: 'chef', shortcut: 'home_cook' }

export type Renderer = {
  lang: Lang
  plan: Plan
  role: PanelRole
  /** What was said before this turn, to tell a proposal the panel has heard from one it has not. */
  before: string[]
  /** A proposal's label filled with this turn's markers (see scene.say). */
  label: (which: Which) => string
  /** The text a dish's name gives way to after its second mention in a turn. */
  dishAgain: string
}

/**
 * Renders a turn's markers in reading order. The same form of a name is never used twice in one
 * sentence: the second mention takes the short name, a third the plainer word.
 */
export function render(text: string, r: Renderer): string {
  const seen = new Map<string, number>()
  let inSentence = new Set<string>()
  let dishes = 0
  let sentenceStart = 0
  const heard = new Set<Which>()
  const items = new Map(r.plan.items.map((i) => [i.ing.id, i]))
  const nameOf = (item: Item, out: string, amount = false, rest = ''): string => {
    const ing = item.ing
    // A name alone drops its packet note: 「豚バラかたまり肉（かたまり）」, "pork belly (in a piece)" say it with the amount only.
    const full = ing.name[r.lang].replace(/（[^）]*）$| \([^)]*\)$/, '')
    // The plainer word names one line only where no other line shares it (「豚ロース肉と生ハム」 are both 「お肉」), and never beside an amount.
    const plainWord = plainer(ing, r.lang)
    const plain =
      amount || r.plan.items.some((o) => o.ing.id !== ing.id && plainer(o.ing, r.lang) === plainWord)
        ? undefined
        : plainWord
    const [whole, short] = [full, shortName(ing, r.lang)]
    const n = seen.get(ing.id) ?? 0
    seen.set(ing.id, n + 1)
    // First in the turn: in full; after that the short name and the full name in turn, as people
    // vary how they say a thing; the plainer word only where both are in the sentence already.
    // A line said with its amount is a line of the recipe: its full name, unless the sentence has it already.
    const order = [
      ...new Set(
        (n === 0 || amount ? [whole, short] : n % 2 ? [short, whole] : [whole, short]).concat(plain ? [plain] : []),
      ),
    ]
    const pick = order.find((f) => !inSentence.has(f) && !sentenceOf(out).includes(f))
    if (pick) {
      inSentence.add(pick)
      return pick
    }
    // Inside a quoted proposal the name is part of what was proposed: said as it is, never as a pronoun.
    if (inLabel) return order[0]!
    // Every form already said in this sentence: 「それ」 before a particle, as a person would say it;
    // never in a list (「それとそれ」, "it and it") and never in English, where the name is said again.
    if (r.lang === 'ja' && /^[をはがにもで]/.test(rest) && !/[と、]$/.test(out)) return 'それ'
    return order[0]!
  }
  // 塩分 and 糖分 are figures, not the salt or the sugar on the list.
  // A quoted theme is the user's words, not the panel's mention.
  const sentenceOf = (out: string) =>
    out
      .slice(sentenceStart)
      .replace(/塩分|糖分/g, '')
      .replace(/「[^」]*」|"[^"]*"/g, '')
      .split(r.plan.name[r.lang])
      .join('·')
  const literal = (which: Which) => {
    const label = r.plan.cooking[which].label[r.lang]
    return label
      .split(/\{\w+\}/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim()
  }
  const heardBefore = (which: Which) => {
    const piece = literal(which)
    return piece.length >= 4 && r.before.some((t) => t.includes(piece))
  }
  let out = ''
  let rest = text
  let inLabel = false
  for (;;) {
    const m = /\u0001([iIdDpLl])([^\u0002]*)\u0002/.exec(rest)
    if (!m) break
    out += rest.slice(0, m.index)
    rest = rest.slice(m.index + m[0].length)
    // A sentence ended in the plain text between two markers: names may be said in full again.
    const end =
      r.lang === 'ja'
        ? Math.max(out.lastIndexOf('。'), out.lastIndexOf('？'))
        : Math.max(out.lastIndexOf('. '), out.lastIndexOf('? '), out.lastIndexOf('; '))
    if (end + 1 > sentenceStart) {
      sentenceStart = end + 1
      inSentence = new Set()
    }
    const [, kind, arg] = m
    if (kind === 'L' || kind === 'l') {
      inLabel = kind === 'L'
      continue
    }
    if (kind === 'i' || kind === 'I') {
      const item = items.get(arg!)
      if (!item) continue
      const name = nameOf(item, out, kind === 'I', rest)
      if (kind === 'i' && name === 'it') out = `${out.replace(/\bthe $/, '')}it`
      else if (kind === 'i') out += name
      // An amount is never said of a pronoun (「それ小さじ1」): it keeps the line's full name.
      else if (name === 'それ' || name === 'it')
        out += r.lang === 'ja' ? `${item.ing.name.ja}${item.amount.ja}` : lineEn(item.amount.en, item.ing)
      else
        out +=
          r.lang === 'ja'
            ? `${name}${item.amount.ja}`
            : lineEn(item.amount.en, { ...item.ing, name: { ...item.ing.name, en: name } })
    } else if (kind === 'd' || kind === 'D') {
      dishes++
      const said = dishes <= 2 ? r.plan.name[r.lang] : r.dishAgain
      out += kind === 'D' ? said.charAt(0).toUpperCase() + said.slice(1) : said
    } else if (kind === 'p') {
      const which = arg as Which
      const cooking: Cooking = r.plan.cooking
      const full = !heard.has(which) && !heardBefore(which)
      heard.add(which)
      if (full) {
        // The label goes back into the text, so its own names are rendered (and counted) in place.
        const label =
          r.lang === 'ja'
            ? `「${r.label(which)}」`
            : /'s $/.test(out)
              ? r.label(which).replace(/^(a|an|the) /, '')
              : r.label(which)
        rest = `${OPEN}L${CLOSE}${label}${OPEN}l${CLOSE}${rest}`
        continue
      }
      const minutes = cooking[which].minutes
      const short =
        r.lang === 'ja'
          ? shortLabelJa(cooking[which].label.ja, which, minutes)
          : shortLabelEn(cooking[which].label.en, which, minutes)
      if (r.lang === 'ja')
        out += /さんの$/.test(out)
          ? short
          : r.role === OWNER[which]
            ? `私の${short}`
            : `${short === '時短案' ? '' : 'その'}${short}`
      else {
        // "Daniel's browning", "the browning": an English short name takes the article the text before it lacks.
        const owned = /'s $/.test(out)
        const article = /\b(the|a|an|my|your|this|that) $/i.test(out)
        out += owned || article ? short : r.role === OWNER[which] ? `my ${short}` : `the ${short}`
      }
    }
  }
  out += rest
  return out
}
