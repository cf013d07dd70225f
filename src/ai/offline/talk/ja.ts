import { NAME_LIKE } from '../../food/theme-words'
import type { Brief, Trait } from '../../food/types'
import type { PanelRole } from '../../turn-context'
import { oneDecimal } from '../amounts'
import { Kit, starItems } from '../cook'
import { perServingText } from '../cook/common'
import { listJa } from '../cook/kit'
import type { Item } from '../plan'
import type { Scene } from './scene'

/**
 * 日本語のパネル: 役割とラウンドごとに、場面（plan）から言い回しを組み立てる。どの文にもこの料理・
 * この条件の中身（名前、分量、数字）が入るので、テーマが違えば文も違う。
 */

/** 料理の本体になる材料（調味料や飾りではなく）を最初に挙げる。 */
const mainItems = (p: Scene['plan']) => {
  const body = p.items.filter((i) => !['seasoning', 'garnish', 'fat', 'ice', 'sweet'].includes(i.role))
  return (body.length ? body : p.items).slice(0, 4)
}

const dish = (s: Scene) => s.plan.name.ja
const amount = (i: Item) => `${i.ing.name.ja}${i.amount.ja}`
const name = (i: Item) => i.ing.name.ja
const names = (items: Item[]) => listJa(items.map(name))
const mins = (m: number) => Kit.minutes(m).ja
const label = (s: Scene, which: 'technique' | 'extra' | 'shortcut') => `「${s.say(s.plan.cooking[which].label)}」`

const TRAIT: Record<Trait, string> = {
  meat: '肉',
  fish: '魚',
  shellfish: '甲殻類・貝',
  egg: '卵',
  milk: '乳製品',
  honey: 'はちみつ',
  wheat: '小麦',
  gluten: 'グルテン',
  peanut: 'ピーナッツ',
  tree_nut: 'ナッツ類',
  soy: '大豆',
  sesame: 'ごま',
  buckwheat: 'そば',
  alcohol: 'アルコール',
  hot_spice: '辛いもの',
  nightshade: 'ナス科の野菜',
  mustard: 'マスタード',
  celery: 'セロリ',
  pork: '豚肉',
  beef: '牛肉',
  poultry: '鶏肉',
}

const SEASON = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' } as const

function constraints(s: Scene): string[] {
  const b = s.ctx.brief
  const out = b.exclusions.map((e) => `${listJa(e.excludes)}は使わない（${e.name}${e.reason ? `：${e.reason}` : ''}）`)
  if (b.audience === 'children') out.push('子ども向けなので辛いものとお酒は使わない')
  if (b.limits.minutes) out.push(`${b.limits.minutes}分以内`)
  if (b.limits.servings) out.push(`${b.limits.servings}人分`)
  if (b.limits.equipment) out.push(`使える道具は${b.limits.equipment}`)
  if (b.temperature) out.push(b.temperature === 'cold' ? '冷たい料理' : '温かい料理')
  return out
}

const excluded = (s: Scene) => listJa(s.ctx.brief.exclusions.flatMap((e) => e.excludes).slice(0, 4)) || listJa(s.plan.banned.map((t) => TRAIT[t]))
const nutrient = (s: Scene) => (s.plan.dish.category === 'dessert' || s.plan.dish.category === 'drink' ? '糖分' : '塩分')
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
      ? `はっきり言っておきます。「${s.theme}」という料理や食材を私は知らないので、その名前どおりには作れません。当て推量はせず、`
      : `はっきり言っておきます。「${s.theme}」は料理のテーマではなく、作る料理の名前がどこにもありません。ごまかさずに、`
    return `${plain}代わりに${dish(s)}を作ることを提案します。${mins(p.minutes.dish)}ほどで誰でも作れる${p.dish.category === 'drink' ? '飲み物' : '一品'}です。`
  }
  if (p.declined) {
    const d = p.declined
    const without = listJa([...d.traits.map((t) => TRAIT[t]), ...d.ingredients.map((i) => i.name.ja)])
    const lost = d.ingredients.length ? d.ingredients : s.swaps.filter((w) => d.dish.ingredients.some((part) => part.id === w.from.id)).map((w) => w.from)
    return `最初に正直にお伝えします。${d.dish.name.ja}は${without}なしでは作れません。${listJa(lost.map((i) => i.name.ja)) || TRAIT[d.traits[0]!]}こそがこの料理そのものだからです。別のものに${d.dish.name.ja}の名前をつけることはせず、代わりに条件に合う${dish(s)}を作ります。`
  }
  if (b.dishId) return `料理名がはっきり書かれているので、似たものではなく${dish(s)}を${dish(s)}として作ります。`
  if (b.unknownDish) return `はっきり言っておきます。「${b.unknownDish}」という料理を私は知らないので、その名前を別の料理につけることはしません。正直に作れるのは${dish(s)}で、レシピにもそう書きます。`
  if (s.keys.length) return `${names(s.keys)}は挙がっていますが、私の知っている料理名はないので、${names(s.keys)}を添え物ではなく実際の工程で使う${dish(s)}を提案します。`
  return `私の知っている料理名はないので、${b.notes[0] ? `テーマの「${b.notes.slice(0, 2).join('、').replace(/。$/, '')}」に合う` : 'テーマに合う'}${dish(s)}を提案します。`
}

function timeWarning(s: Scene): string {
  const p = s.plan
  if (!p.overLimit || !p.minutes.limit) return ''
  const cold = p.dish.served === 'cold' && p.minutes.floor >= 60
  return `ひとつ正直に言うと、${dish(s)}には${cold ? '冷やし固める時間を含めて' : ''}最低でも${mins(p.minutes.floor)}かかり、条件の${p.minutes.limit}分には収まりません。できないことを約束するより今はっきり言っておき、手を動かす部分を時間内に収めて、残りは前もって準備する形にします。`
}

const host = {
  1: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const open = s.r.pick([`皆さん、今日のテーマは「${s.theme}」です。`, `今日のテーマは「${s.theme}」。`, `まずテーマ「${s.theme}」の確認から始めます。`])
    const brief = constraints(s)
    const unchecked = s.ctx.brief.unchecked ?? []
    const briefLine = [
      brief.length ? `条件は、${brief.join('、')}です。` : unchecked.length ? '' : `アレルギーや食事制限、時間の条件はないので、${p.servings}人分の${dish(s)}を作ることがすべてです。`,
      ...unchecked.map((u) => `はっきりお伝えしておきます。${u}`),
      ...(s.ctx.brief.hazards ?? []).map((h) => `安全のために一つ。「${h.name}」については、${h.instead}`),
    ].join('')
    const base = `たたき台は${p.servings}人分で${listJa(mainItems(p).map(amount))}、${s.say(p.cooking.equipment)}を使って全体で約${mins(p.minutes.dish)}です。`
    const check = p.banned.length ? `すべての材料を${excluded(s)}の観点で確かめてください` : '1人分の数字を出してください'
    const invite = `${n.chef}さんは${dish(s)}の技術から、${n.nutritionist}さんは${check}。${n.culture}さんは${dish(s)}の由来を、${n.home_cook}さんは時間と手間の現実を見てください。`
    return `${open}${reading(s)}${briefLine}${base}${timeWarning(s)}${invite}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? `${n.nutritionist}さんは${nutrientOf(p.trim.nutrient)}を${cutJa(p.trim)}減らして1人分${oneDecimal(p.trim.before)}gから${oneDecimal(p.trim.after)}gに`
      : `${n.nutritionist}さんは1人分${perServing(s)}なら問題なしとし`
    const checked = p.banned.length ? `、${excluded(s)}について全材料を確認済み` : ''
    const extra = p.cooking.extra.minutes
    const pull = extra
      ? `${dish(s)}の時間で、${n.chef}さんの${label(s, 'extra')}は${extra}分増え、${n.home_cook}さんの${label(s, 'shortcut')}は${p.cooking.shortcut.minutes}分減る点です${p.minutes.limit ? `（条件は${p.minutes.limit}分）` : ''}。`
      : `${n.chef}さんの${label(s, 'extra')}と${n.home_cook}さんの${label(s, 'shortcut')}が、同じ${dish(s)}の中では両立しにくい点です。`
    return `第2ラウンド、${dish(s)}の形が見えてきました。${n.chef}さんは${label(s, 'technique')}、${trim}${checked}。${n.culture}さんは「${s.serving.label.ja}」、${n.home_cook}さんは${label(s, 'shortcut')}を提案しています。ぶつかるのは、${pull}${n.chef}さん、${p.trim ? `${nutrientOf(p.trim.nutrient)}${oneDecimal(p.trim.after)}gでも` : '必要な置き換えをしても'}${dish(s)}らしさは保てますか。${n.home_cook}さん、${label(s, 'extra')}は時間をかける価値がありますか。${n.culture}さん、${label(s, 'shortcut')}は${dish(s)}として許されますか。`
  },
  3: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const kept = [`${n.chef}さんの${label(s, 'technique')}`]
    if (p.trim) kept.push(`${n.nutritionist}さんの${nutrientOf(p.trim.nutrient)}1人分${oneDecimal(p.trim.after)}gへの調整`)
    kept.push(`${n.culture}さんの「${s.serving.label.ja}」`)
    if (p.extraKept) kept.push(`${n.chef}さんの${label(s, 'extra')}`)
    if (p.shortcutKept) kept.push(`${n.home_cook}さんの${label(s, 'shortcut')}`)
    const aside = [!p.extraKept && `${n.chef}さんの${label(s, 'extra')}`, !p.shortcutKept && `${n.home_cook}さんの${label(s, 'shortcut')}`].filter(Boolean) as string[]
    const why = p.extraKept ? `${dish(s)}にはその時間をかける価値があるから` : p.minutes.limit ? `条件が${p.minutes.limit}分だから` : `時間について${n.home_cook}さんの意見に説得力があったから`
    const swaps = swapped(s).length || dropped(s).length
      ? `条件に合わせて、${[...swapped(s).map((w) => `${w.from.name.ja}の代わりに${w.to!.name.ja}を使い`), ...dropped(s).map((w) => `${w.from.name.ja}は入れず`)].join('、')}ます。`
      : ''
    const free = p.banned.length ? `${excluded(s)}を含むものは一切入りません。` : ''
    return `${dish(s)}について決まったことをまとめます。採用するのは${kept.join('、')}です。${aside.length ? `見送るのは${aside.join('と')}で、${why}です。` : `${dish(s)}について見送る提案はありません。`}${swaps}${free}最終的なレシピは「${s.title.ja}」、${p.servings}人分、全体で約${mins(p.minutes.final)}、1人分${perServing(s)}です。異論がなければ、この「${s.title.ja}」でレシピを書きます。`
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
            : `${w.from.name.ja}とは火の通り方が違うので、別にタイミングを見ます`
  return `${w.from.name.ja}が使えないので${to.name.ja}に替えますが、${how}。`
}

const chef = {
  1: (s: Scene) => {
    const p = s.plan
    const opener = s.r.pick([`${s.names.host}さん、ありがとうございます、${dish(s)}は一つの工程で決まります。`, `${dish(s)}はまず技術の話からです。`, `${dish(s)}の出来を左右する工程から話します。`])
    const extra = p.cooking.extra.minutes ? `${dish(s)}には${p.cooking.extra.minutes}分${s.r.pick(['余計にかかりますが', '長くかかりますが', '足されますが'])}、味の違いははっきり出ます。` : `${dish(s)}の時間は増えず、手間が少し増えるだけです。`
    return `${opener}${dish(s)}には${label(s, 'technique')}を提案します。${s.say(p.cooking.technique.say)}${swapCraft(s)}さらに${dish(s)}に${label(s, 'extra')}も加えたいです。${s.say(p.cooking.extra.say)}${extra}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const trim = p.trim
      ? `${n.nutritionist}さんの${nutrientOf(p.trim.nutrient)}1人分${oneDecimal(p.trim.after)}gへの調整に賛成です。${label(s, 'technique')}がきちんと効いていれば${dish(s)}の味はぼやけませんし、最後に味見して整えます。`
      : `${n.nutritionist}さんの言うとおり、1人分${perServing(s)}なら減らす必要はないという意見に賛成です。バランスの取れた${dish(s)}には手を入れたくありません。`
    const extra = p.extraKept
      ? `${n.home_cook}さん、${label(s, 'extra')}がぜいたくだという意見には反対です。${s.say(p.cooking.extra.say)}`
      : `${n.home_cook}さん、時間が足りないなら${label(s, 'extra')}は外すことに賛成です。${label(s, 'technique')}だけでも${dish(s)}は十分おいしくなります。`
    return `${trim}${extra}`
  },
  3: (s: Scene) => `${s.names.host}さん、「${s.title.ja}」で異論ありません。${s.say(s.plan.cooking.done)}`,
}

const nutritionist = {
  1: (s: Scene) => {
    const p = s.plan
    const parts: string[] = []
    if (s.ctx.brief.exclusions.length || p.banned.length) {
      parts.push(`${dish(s)}の材料${p.dish.ingredients.length}品すべてを、${excluded(s)}の観点で確認しました。`)
      for (const w of s.swaps.slice(0, 3)) {
        const why = w.why === 'named' ? '条件で名指しされているので' : w.note ? `${w.note.ja}。つまり${TRAIT[w.why]}を含むので` : `${TRAIT[w.why]}を含むので`
        parts.push(`${w.from.name.ja}は${why}、${w.to ? `${w.to.name.ja}に替えます` : '使いません'}。`)
      }
      for (const l of s.labels) parts.push(`${name(l.item)}について、${l.note.ja}。`)
      if (!s.swaps.length) parts.push(`${excluded(s)}を含む材料はひとつもないので、${dish(s)}は置き換えなしで作れます。`)
    } else parts.push(`条件にアレルギーや食事制限はないので、${dish(s)}の数字から見ていきます。`)
    const figures = perServing(s, p.trim?.before)
    parts.push(`1人分はおよそ${figures}です。`)
    if (p.trim) {
      const trimmed = p.items.filter((i) => p.trim!.ids.includes(i.ing.id))
      parts.push(`${s.ctx.brief.lower?.includes(p.trim.nutrient) ? 'テーマのとおり' : ''}${nutrientOf(p.trim.nutrient)}を${cutJa(p.trim)}減らし、${listJa(trimmed.map(amount))}にすることを提案します。これで1人分${oneDecimal(p.trim.after)}gになります。`)
    } else parts.push(`${dish(s)}の${nutrient(s)}は1人分${oneDecimal(nutrient(s) === '塩分' ? p.perServing.salt : p.perServing.sugar)}gで目安の範囲内なので減らす提案はしませんが、${nutrient(s) === '塩分' ? '調味料' : '甘味料'}は目分量でなく計量してください。`)
    return parts.join('')
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    const stance = p.shortcutKept
      ? `${n.home_cook}さんの${label(s, 'shortcut')}に賛成です。${dish(s)}について私が測る数字は何も変わりません。`
      : `${n.home_cook}さんの${label(s, 'shortcut')}には少し反対です。${dish(s)}の時間は減っても栄養面の得はないので、判断は司会にお任せします。`
    const check = s.swaps.length
      ? `${n.chef}さんの${dish(s)}の手順でも置き換えは守られています。${listJa(swapped(s).map((w) => w.to!.name.ja).concat(dropped(s).map((w) => `${w.from.name.ja}なし`)))}で、全行を読み直しました。`
      : `${n.chef}さんの${label(s, 'technique')}は${dish(s)}の数字に影響しないので支持します。`
    return `${stance}${check}`
  },
  3: (s: Scene) => {
    const p = s.plan
    const free = p.banned.length ? `、${excluded(s)}を含むものは入っていません` : ''
    return `${s.names.host}さん、確認しました、「${s.title.ja}」は1人分${perServing(s)}${free}。`
  },
}

const culture = {
  1: (s: Scene) => {
    const p = s.plan
    const seasonLine = s.season
      ? s.seasonal.length
        ? `${SEASON[s.season]}は${names(s.seasonal.slice(0, 2))}がおいしい時期で、${dish(s)}に合います。`
        : p.dish.season?.includes(s.season)
          ? `${dish(s)}はもともと${SEASON[s.season]}の料理です。`
          : `${dish(s)}は${SEASON[s.season]}の定番ではありませんが、季節外れの材料はありません。`
      : ''
    const core = starItems(new Kit(p))
    const garnish = p.items.filter((i) => i.added === 'garnish')
    const finish = garnish.length ? `仕上げに${listJa(garnish.map(amount))}をのせることを提案します。何ものせない${dish(s)}は、家庭でも寂しく見えます。` : ''
    return `${dish(s)}は、${p.dish.origin.ja}。${seasonLine}${finish}${dish(s)}は本場で食べられているとおり「${s.serving.label.ja}」で出すことを提案します。ほかの何を変えても${names(core)}は残します。それがなければ${dish(s)}ではなくなります。`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    return p.shortcutKept
      ? `${n.home_cook}さんの${label(s, 'shortcut')}に賛成です。${dish(s)}の本質は変わらず、本場の家庭でも同じ工夫をします。${n.chef}さんの${label(s, 'technique')}も料理に忠実です。`
      : `${n.home_cook}さんの${label(s, 'shortcut')}には、${dish(s)}に関しては反対です。${dish(s)}らしい食感はその工程をきちんとやることで生まれます。${n.chef}さんの${label(s, 'technique')}を、${dish(s)}の本場の家庭の作り方として支持します。`
  },
  3: (s: Scene) => `${s.names.host}さん、「${s.serving.label.ja}」で出す「${s.title.ja}」は由来を大切にしています。${s.season ? `${SEASON[s.season]}にもふさわしい${dish(s)}です。` : ''}`,
}

const home_cook = {
  1: (s: Scene) => {
    const p = s.plan
    const limit = p.minutes.limit
    const time = limit
      ? p.minutes.dish <= limit
        ? `${dish(s)}は約${mins(p.minutes.dish)}で、条件の${limit}分に収まります。`
        : `条件は${limit}分ですが、${dish(s)}はふつう約${p.minutes.dish}分かかるので、どこかを削る必要があります。`
      : `${dish(s)}は始めから終わりまで約${mins(p.minutes.dish)}です。`
    const scaled = p.servings !== 2 ? `${p.servings}人分に合わせて分量を換算し、${listJa(mainItems(p).map(amount))}にしました。` : `2人分なら${listJa(mainItems(p).map(amount))}がちょうどいい量です。`
    const kit = `${dish(s)}の道具は${s.say(p.cooking.equipment)}${s.ctx.brief.limits.equipment ? `で、条件は${s.ctx.brief.limits.equipment}です` : 'があれば足ります'}。`
    return `${time}${scaled}${kit}${dish(s)}の時短には${label(s, 'shortcut')}を提案します。${s.say(p.cooking.shortcut.say)}`
  },
  2: (s: Scene) => {
    const p = s.plan
    const n = s.names
    return p.extraKept
      ? `${n.chef}さんの${label(s, 'extra')}に賛成です。${p.minutes.limit ? `${p.minutes.limit}分の中に収まりますし` : `${dish(s)}のためならかける価値があり`}、${p.shortcutKept ? `${label(s, 'shortcut')}で取り戻せます` : '待つ間にほかの準備ができます'}。`
      : `${n.chef}さんの${label(s, 'extra')}には反対です。${p.minutes.limit ? `${p.minutes.limit}分しかないなら` : '平日の夜なら'}、${label(s, 'shortcut')}の方が早く${dish(s)}を出せて、味も正直です。`
  },
  3: (s: Scene) => {
    const p = s.plan
    const fits = p.minutes.limit ? (p.overLimit ? `${p.minutes.limit}分には収まらないことも、レシピにそのまま書きます。` : `約${mins(p.minutes.final)}で、条件の${p.minutes.limit}分に収まります。`) : ''
    return `${s.say(p.cooking.keeps)}${fits}`
  },
}

export const JAPANESE: Record<PanelRole, Record<1 | 2 | 3, (s: Scene) => string>> = { host, chef, nutritionist, culture, home_cook }

/** The host's only turn when the theme cannot be cooked: the words it could not read, or what is unsafe, and what to ask instead. */
export function refusalJa(theme: string, brief: Brief): string {
  const unresolved = brief.unresolved ?? []
  if (unresolved.length) {
    return `今日のテーマは「${theme}」です。最初にはっきり言います。${unresolved.map((w) => `「${w}」`).join('、')}が何を除くのか、私には具体的な食材に結びつけられません。当て推量で作ると、食べられないものを出してしまうおそれがあります。だから今回はレシピを作りません。除きたい食材の名前（たとえば「トマト、じゃがいも、ピーマン」）を書いて、もう一度始めてください。`
  }
  const refused = (brief.hazards ?? []).filter((h) => h.refused)
  return `今日のテーマは「${theme}」です。最初にはっきり言います。${refused.map((h) => h.instead).join('')}安全に作れる形が残らないので、今回はレシピを作りません。`
}
