import { NAME_LIKE } from '../../food/theme-words'
import { traitLabel } from '../../food/traits'
import { type Brief, type Text, type Trait, TRAITS } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { asksAloud, kitchenDeclined } from '../asks'
import { Kit } from '../cook'
import { perServingText } from '../cook/common'
import { listJa } from '../cook/kit'
import type { Item } from '../plan'
import { phrase } from './phrases'
import { ref, type Which } from './refer'
import { mainItems, poured, type Scene } from './scene'

/**
 * 日本語のパネル: 役割とラウンドごとに、場面（plan）から言い回しを組み立てる。どの文にもこの料理・
 * この条件の中身（名前、分量、数字）が入るので、テーマが違えば文も違う。
 */

// Names, the dish and proposals are written as markers and said in reading order (see refer.ts):
// in full the first time, short after that.
const dish = (_s: Scene) => ref.dish()
const amount = (i: Item) => ref.amount(i)
const name = (i: Item) => ref.name(i)
const names = (items: Item[]) => listJa(items.map(name))
const mins = (m: number) => Kit.minutes(m).ja
const label = (_s: Scene, which: Which) => ref.proposal(which)
const say = (s: Scene, key: string, slots: Record<string, string | number> = {}) => phrase('ja', s.r, key, slots)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A line with the amount the panel started from: before the nutritionist's trim, what the dish measures. */
const before = (s: Scene) => (i: Item) => (s.trimmedFrom(i) ? `${name(i)}${s.trimmedFrom(i)!.ja}` : amount(i))
/** The cooking the dish belongs to, as a cook says it: 「和食」「韓国料理」; 「本場」 for a dish of no one cuisine. */
const CUISINE_JA: Record<string, string> = {
  japanese: '和食',
  korean: '韓国料理',
  chinese: '中国料理',
  thai: 'タイ料理',
  vietnamese: 'ベトナム料理',
  indian: 'インド料理',
  western: '洋食',
  italian: 'イタリア料理',
  french: 'フランス料理',
  mexican: 'メキシコ料理',
  middle_eastern: '中東料理',
  american: 'アメリカ料理',
}
const originShort = (s: Scene) => CUISINE_JA[s.plan.dish.cuisine] ?? '本場'

const TRAIT: Record<Trait, string> = Object.fromEntries(TRAITS.map((t) => [t, traitLabel(t, 'ja')])) as Record<
  Trait,
  string
>

const SEASON = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' } as const

function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  // 「卵アレルギー：卵アレルギーの息子」 says it twice: a reason that already names the exclusion stands alone.
  const out = b.exclusions.map(
    (e) =>
      `${listJa(e.excludes)}を使わないこと（${e.reason?.includes(e.name) ? e.reason : `${e.name}${e.reason ? `：${e.reason}` : ''}`}）`,
  )
  if (b.audience === 'children') out.push('子ども向けなので辛いものとお酒は使わない')
  if (b.limits.minutes) out.push(`${b.limits.minutes}分以内`)
  if (b.limits.servings) out.push(`${b.limits.servings}人分`)
  if (b.limits.equipment)
    out.push(
      b.limits.equipment.endsWith('なし')
        ? `${b.limits.equipment}で作ること`
        : `道具は${b.limits.equipment.replace(/のみ$/, '')}だけ`,
    )
  if (b.temperature) out.push(b.temperature === 'cold' ? '冷たい料理' : '温かい料理')
  return out
}

const excluded = (s: Scene) => listJa(s.excludedWords) || listJa(s.plan.banned.map((t) => TRAIT[t]))
const nutrient = (s: Scene) =>
  s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink' ? '糖分' : '塩分'
const nutrientOf = (n: 'salt' | 'sugar') => (n === 'salt' ? '塩分' : '糖分')
const perServing = (s: Scene, value?: number) => perServingText(s.plan, value).ja
/** How much was cut, as a cook says it: 「2割」「4割」. */
const cutJa = (t: { before: number; after: number }) => `${Math.max(1, Math.round((1 - t.after / t.before) * 10))}割`
const swapped = (s: Scene) => s.swaps.filter((w) => w.to)
const dropped = (s: Scene) => s.swaps.filter((w) => !w.to)

function reading(s: Scene): string {
  const p = s.plan
  const b = s.ctx.brief
  if (b.notFood) {
    const plain = NAME_LIKE.test(s.theme.normalize('NFKC').trim())
      ? `はっきり言っておくと、「${s.theme}」という料理や食材を私は知らないので、その名前どおりには作れません。当て推量はせず、`
      : `はっきり言っておくと、「${s.theme}」は料理のテーマではなく、作る料理の名前がどこにもありません。ごまかさずに、`
    return `${plain}代わりに${dish(s)}を作ることを提案します。${mins(p.minutes.dish)}ほどで誰でも作れる${p.dish.category === 'drink' ? '飲み物' : '一品'}です。`
  }
  if (p.declined) {
    const d = p.declined
    const without = listJa([...d.traits.map((t) => TRAIT[t]), ...d.ingredients.map((i) => i.name.ja)])
    const lost = d.ingredients.length
      ? d.ingredients
      : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return `最初に正直にお伝えすると、${d.dish.name.ja}は${without}なしでは作れません。${listJa(lost.map((i) => i.name.ja)) || TRAIT[d.traits[0]!]}こそがこの料理そのものだからです。別のものに${d.dish.name.ja}の名前をつけることはせず、代わりに条件に合う${dish(s)}を、${names(mainItems(p).slice(0, 2))}で作ります。`
  }
  if (p.family) return familyReading(s)
  if (b.dishId) {
    // 「かぼちゃを軸にしたかぼちゃコロッケ」 says the pumpkin twice: a line the dish's name already says is not named again.
    const unnamed = mainItems(p)
      .slice(0, 2)
      .filter((i) => !p.name.ja.includes(i.ing.name.ja))
    return say(s, 'host.named_kept', { dish: dish(s), built: unnamed.length ? `${names(unnamed)}を軸にした` : '' })
  }
  if (b.unknownDish)
    return `はっきり言っておくと、「${b.unknownDish}」という料理を私は知らないので、その名前を別の料理につけることはしません。正直に作れるのは${names(mainItems(s.plan).slice(0, 2))}で作る${dish(s)}で、レシピにもそう書きます。`
  if (s.keys.length)
    return `テーマに${names(s.keys)}が挙がっていますが、私の知っている料理名はないので、${s.keys.length > 1 ? 'どれも' : 'それを'}添え物ではなく実際の工程で使う${dish(s)}を提案します。`
  return `私の知っている料理名はないので、${b.notes[0] ? `テーマの「${b.notes.slice(0, 2).join('、').replace(/。$/, '')}」に合う` : 'テーマに合う'}、${names(s.star)}を使った${dish(s)}を提案します。`
}

/** A dish the table does not know, cooked under the theme's name by its family: said plainly, with what it is built from. */
function familyReading(s: Scene): string {
  const f = s.plan.family!
  const asked = s.ctx.brief.familyDish!.name
  const seasoned = f.style ? s.plan.items.filter((i) => f.style!.seasonings.includes(i.ing.id)) : []
  const uses = [
    s.keys.length && `${names(s.keys)}はテーマのとおりに使い`,
    seasoned.length && `${names(seasoned)}で味をつけ`,
  ]
    .filter(Boolean)
    .join('、')
  return `はっきり言っておくと、「${asked}」の決まったレシピは私の手元にないので、テーマに書かれたことをもとに${f.style?.style.ja ?? ''}${f.family.label.ja}として、${f.template.name.ja}の組み立てで作ります。${uses ? `${uses}ますが、` : ''}本場の${asked}そのものだとは言わず、レシピにもそう書きます。`
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return `ひとつ正直に言うと、${dish(s)}には${cold ? '冷やし固める時間を含めて' : ''}最低でも${mins(p.minutes.floor)}かかり、条件の${p.minutes.limit}分には収まりません（レシピ全体で約${mins(p.minutes.final)}、約${p.minutes.final - p.minutes.limit}分オーバーです）。できないことを約束するより今はっきり言っておき、手を動かす部分を時間内に収めて、残りは前もって準備する形にします。`
}

/** The lines the nutritionist's trim takes down: what the cut comes off, never the line that merely carries the most. */
const trimmedItems = (s: Scene) => s.plan.items.filter((i) => s.plan.trim?.ids.includes(i.ing.id))
/** The ingredients the dish is known by (its star lines). */
const core = (s: Scene) => s.star
const coreNames = (s: Scene) => names(core(s))
const main2 = (s: Scene) => names(mainItems(s.plan).slice(0, 2))
const carrierOf = (s: Scene) =>
  s.carrier(s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink' ? 'sugar' : 'salt')
const safetyItems = (s: Scene) => s.raw.filter((i) => !s.plan.dish.servedRaw?.includes(i.ing.id))
/** 「…を焼く料理です」: the origin clause ends in a plain verb, so it reads as what kind of food the dish is. */
const kind = (s: Scene) =>
  s.plan.dish.category === 'drink' ? '飲み物' : s.plan.dish.category === 'dessert' ? 'お菓子' : '料理'
/** 「…を焼く料理」: an origin ending in a verb or adjective says what kind of food it is; one ending in a noun (「…東京ラーメン」) already does. */
const originLine = (s: Scene) =>
  `${s.plan.dish.origin.ja}${/[うくぐすつぬぶむるいた]$/.test(s.plan.dish.origin.ja) ? kind(s) : ''}`

/**
 * A method's own sentences (shared by every dish cooked that way), led by a phrase that names this
 * dish's lines. A following sentence that names none of them is filler every dish of the method
 * would say, so it is left out; the dish's name at the head is dropped, as the lead already says
 * what is being talked about.
 */
function method(s: Scene, lead: string, template: Text): string {
  const [first = '', ...rest] = s
    .say(template)
    .split(/(?<=。)/)
    .filter(Boolean)
  const head = first.replace(new RegExp(`^${dish(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(は|を)`), '')
  return `${lead}、${head}${rest.filter(s.namesALine).join('')}`
}

/** The lead a method sentence needs: none when it already names this dish's lines, else one that does. */
const leadFor = (s: Scene, template: Text, named: string, plain = '') =>
  s.namesALine(s.say(template).split('。')[0] ?? '') ? plain : named
/** A sentence as said: a template written without its full stop (a variant's `says`) gets one. */
const closed = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)

const spoken = (s: Scene, template: Text, named: string) => closed(spokenText(s, template, named))
const spokenText = (s: Scene, template: Text, named: string) => {
  const lead = leadFor(s, template, named)
  return lead
    ? method(s, lead, template)
    : s
        .say(template)
        .split(/(?<=。)/)
        .filter((t, i) => i === 0 || s.namesALine(t))
        .join('')
}

/** The round-2 question the host puts to the chef, on the axis the scene chose, with this dish's lines and figures. */
function axisQuestion(s: Scene): string {
  const p = s.plan
  const n = s.names
  switch (s.axis) {
    case 'time':
      return `ぶつかるのは時間で、${n.chef}さん、${label(s, 'extra')}で${p.cooking.extra.minutes || '数'}分延びても${p.minutes.limit ? `（条件は${p.minutes.limit}分）` : ''}、${coreNames(s)}にそれだけかける価値はありますか。`
    case 'texture':
      return `${n.chef}さん、決めたいのは食感で、${label(s, 'shortcut')}にしても${coreNames(s)}の歯ざわりは損なわれませんか。`
    case 'authenticity':
      return `${n.chef}さん、${originLine(s)}だそうですが、作り方をどこまで変えても${coreNames(s)}の味は保てますか。`
    case 'nutrition': {
      const pr = s.carrier('protein')
      const c = carrierOf(s)
      return `数字も見ておきたいところで、${pr ? `たんぱく質の大半は${amount(pr)}から、` : ''}${c ? `${nutrient(s)}の大半は${amount(c)}から来ています` : `${coreNames(s)}が中心です`}。${n.chef}さん、調味料を控えても${coreNames(s)}をおいしくする工夫はありますか。`
    }
    case 'safety':
      return `${n.chef}さん、${listJa(safetyItems(s).map(amount))}を使うので速さより安全が先ですが、${safetyItems(s).length > 1 ? 'どれも' : ''}中まで火が通ったことはどう確かめますか。`
    case 'cost':
      return `${n.chef}さん、材料費の大半は${amount(s.costly!)}ですが、その作り方で${name(s.costly!)}を無駄なく生かせますか。`
    case 'equipment':
      return `${n.chef}さん、道具は${s.say(p.cooking.equipment)}${s.ctx.brief.limits.equipment ? `（条件は${s.ctx.brief.limits.equipment}）` : ''}ですが、${coreNames(s)}のために家庭の台所にないものは要りませんか。`
  }
}

/** The chef's answer to that question, from the dish's method and lines. */
function axisAnswer(s: Scene): string {
  const p = s.plan
  const n = s.names
  const star = core(s)
  switch (s.axis) {
    case 'time':
      return p.extraKept
        ? `${n.host}さん、${coreNames(s)}の味の深みは${label(s, 'extra')}で生まれるので、かける価値はあります。${spoken(s, p.cooking.extra.say, `${amount(star[0]!)}なら`)}`
        : `${n.host}さん、今回は${label(s, 'extra')}を見送っても、${label(s, 'technique')}だけで${coreNames(s)}は十分おいしくなります。`
    case 'texture':
      return `${n.host}さん、${coreNames(s)}の食感は時間ではなく${label(s, 'technique')}で決まります。${spoken(s, p.cooking.technique.say, `${listJa(star.map(amount))}なら`)}`
    case 'authenticity':
      return `${n.host}さん、${coreNames(s)}は譲れませんが、${label(s, 'technique')}まわりの段取りの順番なら、本場の家庭のやり方の範囲で変えられます。`
    case 'nutrition': {
      const c = carrierOf(s)
      return `${n.host}さん、${c ? `${nutrient(s)}の大半は${amount(c)}なので、そこだけは計量して最後の分を入れる前に味見し、` : '調味料は何回かに分けて入れて味見し、'}${coreNames(s)}のうまみは${label(s, 'technique')}で引き出します。`
    }
    case 'safety': {
      const raw = safetyItems(s)
      return `${n.host}さん、${names(raw)}だけは急がず、中心まで火を通して、赤いところや生の部分が残っていない状態で出します。${spoken(s, p.cooking.done, `${listJa(raw.map(amount))}の場合`)}`
    }
    case 'cost':
      return `${n.host}さん、${label(s, 'technique')}こそ${amount(s.costly!)}を無駄にしないやり方です。${spoken(s, p.cooking.technique.say, `${name(s.costly!)}で言えば`)}`
    case 'equipment':
      return `${n.host}さん、${label(s, 'technique')}に要るのは${s.say(p.cooking.equipment)}だけで、${coreNames(s)}の様子をよく見ていれば、特別な道具は要りません。`
  }
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const base = `${p.servings}人分で、${listJa(mainItems(p).map(before(s)))}を${s.say(p.cooking.equipment)}で作り、全体で約${mins(p.minutes.dish)}かかる形`
    const open = say(s, 'host.open', { theme: s.theme, base })
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const briefLine = [
      brief.length
        ? `条件は${brief.join('、')}で、${main2(s)}の量と扱いもそれに合わせます。`
        : unchecked.length
          ? ''
          : `アレルギーや食事制限、時間の条件はないので、${listJa(
              [
                ...core(s),
                ...mainItems(p)
                  .filter((i) => !core(s).includes(i))
                  .slice(0, 1),
              ].map(name),
            )}をどう生かすかに集中できます。`,
      ...unchecked.map((u) => `はっきりお伝えしておきます。${u}`),
      ...(s.ctx.brief.hazards ?? []).map(
        (h) => `安全のためにひとつ言っておくと、「${h.name}」については、${h.instead}`,
      ),
    ].join('')
    const first = mainItems(p)[0]!
    const check = p.banned.length
      ? `材料をひとつずつ条件に照らして確かめてください`
      : carrierOf(s) && carrierOf(s) !== first
        ? `${before(s)(carrierOf(s)!)}で1人分の数字がどうなるかを出してください`
        : `1人分の${nutrient(s)}とたんぱく質がどうなるかを出してください`
    const weekday = /週末|休日|土曜|日曜|お祝い|誕生日|パーティー|正月/.test(s.theme) ? '家庭で' : '平日の夜に'
    const invite = `${n.chef}さんは${name(first)}の扱いを、${n.nutritionist}さんは${check}。${n.culture}さんには${originShort(s)}として外せない点を、${n.home_cook}さんには約${mins(p.minutes.dish)}かかる${name(first)}の段取りが${weekday}無理なくできるかを聞かせてください。`
    // When the panel cooks something other than what was asked, it says so before sketching what it cooks.
    const kitchen = kitchenDeclined(p, 'ja')
    const elsewhere = s.ctx.brief.notFood || p.declined || s.ctx.brief.unknownDish || p.family || kitchen
    const opening = elsewhere
      ? `今日のテーマは「${s.theme}」ですが、${kitchen || reading(s)}たたき台は${base}です。`
      : `${open}${reading(s)}`
    return `${opening}${briefLine}${timeWarning(s)}${asksAloud(p, 'ja')}${invite}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? `${n.nutritionist}さんの${nutrientOf(p.trim.nutrient)}${oneDecimal(p.trim.before)}gから${oneDecimal(p.trim.after)}gへの調整`
      : `1人分${perServing(s)}なら問題ないという${n.nutritionist}さんの見立て`
    const heard = `${coreNames(s)}について、ここまでに${n.chef}さんの${label(s, 'technique')}と${label(s, 'extra')}、${trim}、${n.culture}さんの「${s.serving.label.ja}」、${n.home_cook}さんの${label(s, 'shortcut')}が出ました。`
    return `${heard}${axisQuestion(s)}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [`${n.chef}さんの${label(s, 'technique')}`]
    if (p.trim)
      kept.push(`${n.nutritionist}さんの${nutrientOf(p.trim.nutrient)}1人分${oneDecimal(p.trim.after)}gへの調整`)
    kept.push(`${n.culture}さんの「${s.serving.label.ja}」`)
    if (p.extraKept) kept.push(`${n.chef}さんの${label(s, 'extra')}`)
    if (p.shortcutKept) kept.push(`${n.home_cook}さんの${label(s, 'shortcut')}`)
    const aside = [
      !p.extraKept && `${n.chef}さんの${label(s, 'extra')}`,
      !p.shortcutKept && `${n.home_cook}さんの${label(s, 'shortcut')}`,
    ].filter(Boolean) as string[]
    const why = p.extraKept
      ? `${coreNames(s)}には${mins(p.cooking.extra.minutes || 1)}かける価値があるので`
      : p.minutes.limit
        ? `条件が${p.minutes.limit}分なので`
        : `${coreNames(s)}は${n.chef}さんの${label(s, 'technique')}だけで十分おいしくなるので`
    const decided = `まとめると、${kept.join('、')}を採用します。${aside.length ? `${aside.join('と')}は、${why}見送ります。` : ''}`
    // Each change a clause; the last one ends the sentence, so a dropped line reads 「…は入れません」, never 「入れずます」.
    const clauses = [
      ...swapped(s).map((w) => [
        `${w.from.name.ja}の代わりに${w.to!.name.ja}を使い`,
        `${w.from.name.ja}の代わりに${w.to!.name.ja}を使います`,
      ]),
      ...dropped(s).map((w) => [`${w.from.name.ja}は入れず`, `${w.from.name.ja}は入れません`]),
    ]
    const swaps = clauses.length
      ? `条件に合わせて、${[...clauses.slice(0, -1).map((c) => c[0]), clauses.at(-1)![1]].join('、')}。`
      : p.banned.length
        ? `条件に照らしても、${main2(s)}は置き換えなしで使えます。`
        : ''
    return `${decided}${swaps}${say(s, 'host.write', { title: s.title.ja, servings: p.servings, items: listJa(mainItems(p).map(amount)), minutes: mins(p.minutes.final), figures: perServing(s) })}`
  },
}

function swapCraft(s: Scene): string {
  const w = swapped(s)[0]
  if (!w) return ''
  const to = w.to!
  const how =
    to.form === 'powder'
      ? '完全に溶かしてからでないと役目を果たしません'
      : to.form === 'liquid'
        ? `${w.from.name.ja}と同じところで量って加え、味を見ながら調整します`
        : to.form === 'noodle'
          ? 'ゆで時間が短く崩れやすいので、袋の表示どおりにゆでて水で洗います'
          : to.form === 'grain'
            ? '洗ってから別に火を通す必要があります'
            : to.name.ja.includes(w.from.name.ja)
              ? `使い方は${w.from.name.ja}と同じで、買うときに表示を確かめるだけです`
              : `${w.from.name.ja}とは火の通り方が違うので、別にタイミングを見ます`
  return `${w.from.name.ja}が使えないので${to.name.ja}に替えますが、${how}。`
}

const chef = {
  1: (s: Scene) => {
    const p = s.plan
    // The chef speaks of the line the dish is known by: the salmon of a salmon bowl, not its rice.
    const first = core(s)[0] ?? mainItems(p)[0]!
    // A proposal that names its own lines is not led by them again (「豆腐には「豆腐と…」」).
    const named = (which: Which) => /\{\w+\}/.test(p.cooking[which].label.ja)
    const opener = say(s, named('technique') ? 'chef.opener_named' : 'chef.opener', {
      host: s.names.host,
      first: name(first),
      technique: label(s, 'technique'),
    })
    const extra = p.cooking.extra.minutes
      ? `さらに、${p.cooking.extra.minutes}分余計にかかりますが、${named('extra') ? '' : `${main2(s)}のために`}${label(s, 'extra')}も加えたいです。`
      : `さらに、時間は増えず手間が少し増えるだけの${label(s, 'extra')}を、${coreNames(s)}のために加えたいです。`
    return `${opener}${spoken(s, p.cooking.technique.say, `${name(first)}で言えば`)}${swapCraft(s)}${extra}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const c = carrierOf(s)
    const trim = p.trim
      ? `${n.nutritionist}さん、${listJa(
          trimmedItems(s)
            .filter((i) => !core(s).includes(i))
            .map(name),
        )}を減らす形なら、${nutrientOf(p.trim.nutrient)}1人分${oneDecimal(p.trim.after)}gへの調整に賛成で、最後に${trimmedItems(s).some((i) => core(s).includes(i)) ? '' : `${coreNames(s)}の`}味を見て整えます。`
      : `${n.nutritionist}さん、${c ? `${nutrient(s)}の大半は${name(c)}なので` : `1人分${perServing(s)}なら`}、${c && core(s).includes(c) ? '' : `${coreNames(s)}の`}${nutrient(s) === '糖分' ? '甘さ' : '味付け'}を減らす必要はないと思います。`
    const extra =
      s.axis === 'time'
        ? ''
        : p.extraKept
          ? `${n.home_cook}さん、${label(s, 'extra')}はぜいたくではなく、${coreNames(s)}の味を決める大事な時間です。`
          : `${n.home_cook}さん、時間が足りないなら${label(s, 'extra')}は外して、${coreNames(s)}には${label(s, 'technique')}をきちんとやることに集中します。`
    return `${axisAnswer(s)}${trim}${extra}`
  },
  3: (s: Scene) =>
    say(s, 'chef.close', {
      host: s.names.host,
      star: coreNames(s),
      done: s.say(s.plan.cooking.done).replace(new RegExp(`^${escapeRegExp(dish(s))}は`), ''),
    }),
}

const nutritionist = {
  1: (s: Scene) => {
    const p = s.plan
    const parts: string[] = []
    const c = carrierOf(s)
    const source = c
      ? `で、${nutrient(s)}のいちばんの出どころは${core(s).includes(c) ? `${before(s)(c)}そのもの` : `${coreNames(s)}ではなく${before(s)(c)}`}です`
      : ''
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(
        `${dish(s)}の材料${p.dish.ingredients.length}品すべてを、${main2(s)}も含めて${excluded(s)}の観点で確認しました。`,
      )
      for (const w of s.swaps.slice(0, 3)) {
        // 「卵は卵を含むので」 says nothing: an ingredient that is the trait itself is simply ruled out.
        const itself = w.why !== 'named' && w.from.name.ja.includes(TRAIT[w.why])
        const why = w.why === 'named' ? '条件で名指しされているので、' : itself ? '' : `${TRAIT[w.why]}を含むので、`
        // A note that only says the trait again (「乳製品です」 after 「乳製品を含むので」) is left unsaid.
        const note =
          w.note && !itself && w.why !== 'named' && !w.note.ja.includes(TRAIT[w.why]) ? `（${w.note.ja}）` : ''
        parts.push(`${w.from.name.ja}は${why}${w.to ? `${w.to.name.ja}に替えます` : '使いません'}${note}。`)
      }
      for (const l of s.labels) parts.push(`${name(l.item)}について、${l.note.ja}。`)
      if (!s.swaps.length) parts.push(`${main2(s)}をはじめ、該当する材料はひとつもないので、置き換えは要りません。`)
      parts.push(`1人分はおよそ${perServing(s, p.trim?.before)}${source}。`)
    } else
      parts.push(
        `アレルギーや食事制限の条件はないので数字だけ見ておくと、1人分はおよそ${perServing(s, p.trim?.before)}${source}。`,
      )
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      // Each line said from its old amount to its new one; a line whose printed amount did not change is only said to be used more lightly.
      const shown = trimmed.filter((i) => s.trimmedFrom(i))
      const lines = shown.length
        ? listJa(shown.map((i) => `${name(i)}を${s.trimmedFrom(i)!.ja}から${i.amount.ja}`))
        : listJa(trimmed.map(name))
      const asked = s.ctx.brief.lower?.includes(p.trim.nutrient) ? 'テーマのとおり減塩にします。' : ''
      parts.push(
        `${asked}${say(s, shown.length ? 'nutritionist.trim' : 'nutritionist.trim_plain', { star: coreNames(s), lines, nutrient: nutrientOf(p.trim.nutrient), before: oneDecimal(p.trim.before), after: oneDecimal(p.trim.after), share: cutJa(p.trim) })}`,
      )
    } else
      parts.push(
        `${nutrient(s)}は目安の範囲内なので${coreNames(s)}の${nutrient(s) === '糖分' ? '甘さ' : '味付け'}を減らす提案はしませんが、${c && !poured(c) ? `${core(s).includes(c) ? '' : `${amount(c)}は`}分量どおりに使ってください` : `${c ? name(c) : nutrient(s) === '塩分' ? '調味料' : '甘味料'}は目分量でなく計量してください`}。`,
      )
    return parts.join('')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pr = s.carrier('protein')
    const said = pr
      ? `${n.chef}さんの${label(s, 'technique')}で数える必要のあるものは増えませんし、たんぱく質の大半は${amount(pr)}からとれるので、バランスは取れています。`
      : `${n.chef}さんの${label(s, 'technique')}は、${main2(s)}の数字に影響しないので支持します。`
    const stance = p.shortcutKept
      ? `${n.home_cook}さんの${label(s, 'shortcut')}は、${main2(s)}について私が見る数字を何も変えないので賛成です。`
      : `${n.home_cook}さんの${label(s, 'shortcut')}は${main2(s)}の手間を減らしますが、栄養面の得はないので、判断は${n.host}さんにお任せします。`
    const uses = swapped(s).map((w) => w.to!.name.ja)
    const leaves = dropped(s).map((w) => w.from.name.ja)
    const check = s.swaps.length
      ? `置き換えも手順にきちんと入っていて、${[uses.length && `${listJa(uses)}を使い`, leaves.length && `${listJa(leaves)}は入れていません`].filter(Boolean).join('、')}${leaves.length ? '' : 'ます'}。`
      : ''
    return `${said}${stance}${check}`
  },
  3: (s: Scene) => {
    const c = carrierOf(s)
    return say(s, 'nutritionist.close', {
      host: s.names.host,
      star: coreNames(s),
      figures: perServing(s),
      measure: c
        ? `${core(s).includes(c) ? `その${c.amount.ja}` : amount(c)}は${poured(c) ? '目分量にせず計量して' : '分量どおりに'}使ってください`
        : `${listJa(mainItems(s.plan).map(amount))}は書いたとおりに量ってください`,
    })
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const star = coreNames(s)
    const seasonLine = s.season
      ? s.seasonal.length
        ? `${SEASON[s.season]}は${names(s.seasonal.slice(0, 2))}がおいしい時期です。`
        : p.dish.season?.includes(s.season)
          ? `もともと${SEASON[s.season]}の料理で、${star}がその季節の味です。`
          : `${SEASON[s.season]}の定番ではありませんが、${star}に季節外れの材料はありません。`
      : ''
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length
      ? `何ものせないと家庭でも寂しく見えるので、仕上げに${listJa(garnish.map(amount))}をのせることを提案します。`
      : ''
    return `${dish(s)}は、${originLine(s)}です。${seasonLine}${finish}${star}がなければ別の${kind(s)}になってしまうので、ほかの何を変えてもそこは残し、「${s.serving.label.ja}」で出すことを提案します。`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    return p.shortcutKept
      ? `${n.nutritionist}さんは数字の面から${n.home_cook}さんの${label(s, 'shortcut')}に賛成しましたが、${coreNames(s)}には手を付けない工夫なので、${originShort(s)}のやり方から見ても賛成です。${n.chef}さんの${label(s, 'technique')}も、${coreNames(s)}を本場の家庭と同じように扱っています。`
      : `${n.nutritionist}さんは${n.home_cook}さんの${label(s, 'shortcut')}の判断を${n.host}さんに預けましたが、${originShort(s)}のやり方から見ると反対で、${coreNames(s)}の食感はその工程をきちんとやってこそ生まれます。${n.chef}さんの${label(s, 'technique')}は、${coreNames(s)}を本場の家庭と同じように扱う作り方なので支持します。`
  },
  3: (s: Scene) =>
    say(s, 'culture.close', {
      host: s.names.host,
      star: coreNames(s),
      serving: s.serving.label.ja,
      kind: kind(s),
      season: s.season ? `し、${SEASON[s.season]}にもよく合います` : '',
    }),
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const amounts = listJa(mainItems(p).map(amount))
    const time = limit
      ? p.minutes.dish <= limit
        ? `${amounts}なら約${mins(p.minutes.dish)}で、条件の${limit}分に収まります。`
        : `条件は${limit}分ですが、${amounts}だとふつう約${mins(p.minutes.dish)}かかるので、どこかを削る必要があります。`
      : p.servings !== 2
        ? `${p.servings}人分に合わせて${amounts}に換算し、始めから終わりまで約${mins(p.minutes.dish)}です。`
        : `2人分なら${amounts}がちょうどよく、始めから終わりまで約${mins(p.minutes.dish)}です。`
    const kit = `${s.ctx.brief.limits.equipment ? `使える道具が${s.ctx.brief.limits.equipment}なので、` : ''}${/\{\w+\}/.test(p.cooking.shortcut.label.ja) ? '' : `${coreNames(s)}を早く出すために、`}時短には${label(s, 'shortcut')}を提案します。`
    return `${time}${kit}${spoken(s, p.cooking.shortcut.say, `${name(mainItems(p)[0]!)}の場合`)}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const pay =
      s.axis === 'cost' && s.costly
        ? `${amount(s.costly)}がいちばん高い材料なので、そこにはお金をかけて、ほかで節約します。`
        : s.axis === 'equipment'
          ? `${coreNames(s)}に使う${s.say(p.cooking.equipment)}はたいていの家庭にあるので、新しく買う道具はありません。`
          : ''
    return p.extraKept
      ? `${n.culture}さんの言う本場のやり方も踏まえて、${n.chef}さんの${label(s, 'extra')}は、${coreNames(s)}のためなら${p.minutes.limit ? `${p.minutes.limit}分の中でも` : ''}かける価値があり、${p.shortcutKept ? `${label(s, 'shortcut')}で時間を取り戻せます` : '待つ間にほかの準備ができます'}。${pay}`
      : `${n.culture}さんの言う本場のやり方は尊重しつつも、${p.minutes.limit ? `${p.minutes.limit}分しかないので` : /週末|休日|土曜|日曜/.test(s.theme) ? '家族が待っているので' : '平日の夜なので'}、${n.chef}さんの${label(s, 'extra')}には反対で、${label(s, 'shortcut')}の方が早く${main2(s)}を出せて、味も十分です。${pay}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit
      ? p.overLimit
        ? `${p.minutes.limit}分に収まらないことは、${coreNames(s)}のレシピにそのまま書きます。`
        : `${main2(s)}まで含めて約${mins(p.minutes.final)}で、条件の${p.minutes.limit}分に収まります。`
      : ''
    return say(s, 'home_cook.close', { host: s.names.host, star: coreNames(s), keeps: s.say(p.cooking.keeps), fits })
  },
}

const table = { host, chef, nutritionist, culture, home_cook }
export const JAPANESE = Object.fromEntries(
  Object.entries(table).map(([role, rounds]) => [
    role,
    Object.fromEntries(Object.entries(rounds).map(([round, speak]) => [round, (s: Scene) => s.render(speak(s))])),
  ]),
) as Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>>

/** The host's only turn when the theme cannot be cooked: the words it could not read, or what is unsafe, and what to ask instead. */
export function refusalJa(theme: string, brief: Brief): string {
  const unresolved = brief.unresolved ?? []
  if (unresolved.length) {
    return `今日のテーマは「${theme}」です。最初にはっきり言います。${unresolved.map((w) => `「${w}」`).join('、')}が何を除くのか、私には具体的な食材に結びつけられません。当て推量で作ると、食べられないものを出してしまうおそれがあります。だから今回はレシピを作りません。除きたい食材の名前（たとえば「トマト、じゃがいも、ピーマン」）を書いて、もう一度始めてください。`
  }
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return `今日のテーマは「${theme}」です。最初にはっきり言います。${refused.map((h) => h.instead).join('')}安全に作れる形が残らないので、今回はレシピを作りません。`
}
