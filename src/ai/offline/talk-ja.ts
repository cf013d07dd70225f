import { lexiconEntry } from './lexicon'
import { leadShort as leadName } from './names'
import { LIMITS } from './plan'
import type { Scene } from './scene'

/** 日本語のパネル: 役割ごとに1つの関数が、ラウンドに応じて話す。 */

const san = (name: string) => `${name}さん`

/** 栄養士が加える食材の効用（種類ごと）。 */
const BENEFIT: Partial<Record<string, string>> = { vegetable: '食物繊維とビタミン', fruit: 'ビタミンCと食物繊維', dairy: 'たんぱく質とカルシウム', nut: '良質な脂質と食感', grain: '食物繊維', protein: 'たんぱく質' }

const isSweet = (s: Scene) => s.plan.category === 'dessert' || s.plan.category === 'drink'

function host(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  const sweet = isSweet(s)
  const lead = leadName(plan, 'ja')
  if (round === 1) {
    const open = r.pick(['皆さん、よろしくお願いします。', 'お集まりいただきありがとうございます。', 'では始めましょう。'])
    const goal = plan.category === 'drink' ? '甘いだけでなくバランスのよい一杯' : plan.category === 'dessert' ? '特別な技術がなくても特別感のあるデザート' : plan.category === 'snack' ? '気づけばなくなっているようなおつまみ' : '味に満足感があって、平日の夜にも作れる一皿'
    return `${open}今日のテーマは「${s.theme}」です。私はこれを、${plan.leadNamed ? `${lead}を主役にした2人分の${plan.dish.ja}` : `定番の${plan.dish.ja}2人分（まずは${lead}の風味から）`}と受け取りました。たたき台は、${lead}に${s.plan.base.slice(1, 4).map(s.name).join('、')}を合わせ、${plan.method.equipment.ja}で約${plan.method.minutes}分で作るものです。目標は、${goal}を、${s.season}らしく仕上げることです。まず${san(n.chef)}に技術面から口火を切っていただき、続いて${san(n.nutritionist)}、${san(n.culture)}、${san(n.home_cook)}に、数字を添えた具体的な提案を1つずつお願いします。`
  }
  if (round === 2) {
    const cut = plan.cuts.length ? `${san(n.nutritionist)}の${s.cutNames}を減らして${s.name(plan.boost)}を足す案` : `${san(n.nutritionist)}の${s.name(plan.boost)}を足す案`
    const tension = plan.cuts.length
      ? `もう1つは、${sweet ? '甘さを控えて物足りなくならないか' : '減塩で味がぼやけないか'}です。${san(n.chef)}、減らした分の味をどう補いますか。`
      : `もう1つは、具が増えて${plan.dish.ja}の食感が損なわれないかです。${san(n.chef)}、${s.name(plan.boost)}と${s.name(plan.seasonal)}はどの段階で入れるのがよいでしょう。`
    return `第2ラウンドです。ここまでの有力な提案は、${san(n.chef)}の${f(plan.technique.label)}、${cut}、${san(n.culture)}の${s.season}の${s.name(plan.seasonal)}、そして${san(n.home_cook)}の${f(plan.shortcut.label)}です。ぶつかる点が2つあります。${san(n.chef)}の${f(plan.extra.label)}は${plan.extra.minutes}分かかりますが、${san(n.home_cook)}は約${plan.method.minutes - plan.shortcut.saves}分で仕上げたい。${tension}${san(n.home_cook)}、${f(plan.extra.label)}は時間に見合いますか。${san(n.culture)}、時短しても料理らしさは保てるでしょうか。`
  }
  const kept = [
    `${san(n.chef)}の${f(plan.technique.label)}`,
    plan.cuts.length ? `${san(n.nutritionist)}の${s.cutText}減らす案と、それを補う${san(n.chef)}の${s.name(plan.touch)}` : `${san(n.chef)}の仕上げの${s.name(plan.touch)}`,
    `${s.name(plan.boost)}と${san(n.culture)}の${s.name(plan.seasonal)}`,
    `${san(n.home_cook)}の${f(plan.shortcut.label)}`,
  ]
  const aside = s.decisions.extraKept
    ? `${f(plan.extra.label)}は残します。一方、${s.name(plan.garnish)}は見送り、代わりに${san(n.home_cook)}の${s.name(s.decisions.garnish)}を使います。`
    : `${f(plan.extra.label)}は見送ります。手間の割に得るものが少ないという${san(n.home_cook)}の指摘はもっともです。仕上げの${s.name(s.decisions.garnish)}はそのまま残します。`
  return `決まったことをまとめます。採用するのは、${kept.join('、')}です。${aside}最終的なレシピは「${s.title.ja}」、2人分、${plan.method.equipment.ja}で約${s.minutes.final}分${s.after.produce >= 50 ? `、1人分の${plan.category === 'main' ? '野菜' : '果物と野菜'}は約${s.after.produce}g` : ''}です。異論がなければ、この形でまとめます。`
}

function chef(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  const sweet = isSweet(s)
  if (round === 1) {
    const thanks = s.spoke('host', 1) ? `${san(n.host)}、ありがとうございます。` : ''
    return `${thanks}${r.pick(['この料理の出来は、ひとつの工程で決まると思っています。', 'まず、味を左右する工程から話します。', '技術の話から始めさせてください。'])}私の提案は${f(plan.technique.label)}です。${f(plan.technique.say)}と考えています。さらに、${f(plan.extra.label)}も入れたい。${f(plan.extra.say)}のです。${plan.extra.minutes}分ほど余分にかかりますが、味の差ははっきり出ます。仕上げに${s.amount(plan.touch)}を最後に加えれば、塩や砂糖を足さなくても全体が引き締まります。`
  }
  if (round === 2) {
    const cutLine = plan.cuts.length
      ? `${san(n.nutritionist)}の、${s.cutText}減らす案に賛成です。最後の${s.name(plan.touch)}と${f(plan.technique.label)}がきちんと効いていれば、物足りなさは出ません。${sweet ? '甘さ' : '味つけ'}は2回に分け、最後の前に必ず味見をします。`
      : `${san(n.nutritionist)}の数字に賛成です。${s.name(plan.boost)}は最後の数分だけ加えるので、色も残り、味も薄まりません。`
    const extraLine =
      plan.contest === 'extra'
        ? `私の${f(plan.extra.label)}については、時間が問題なら真っ先に削ってかまいません。ただし、削るのはそれだけで、${f(plan.technique.label)}は譲れません。`
        : `ただ、${f(plan.extra.label)}は残したい。${plan.extra.minutes}分のほとんどは放っておく時間なので、その間に${san(n.home_cook)}には片づけを進めてもらえます。`
    const seasonal = sweet
      ? `${san(n.culture)}の${s.name(plan.seasonal)}にも賛成で、みずみずしさが映えるよう最後にのせます。`
      : `${san(n.culture)}の${s.name(plan.seasonal)}にも賛成で、歯ごたえと色が残るよう後半に加えます。`
    return `${cutLine}${seasonal}${extraLine}`
  }
  return `${san(n.host)}のまとめに同意します。最後に火加減の目安をひとつ。${f(plan.method.done)}。`
}

function nutritionist(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, before, after } = s
  const sweet = isSweet(s)
  const limit = LIMITS[plan.category]
  if (round === 1) {
    const opener = s.spoke('chef', 1) ? `${san(n.chef)}の案を前提に、1人分の数字を見てみます。` : '1人分の数字を見てみます。'
    const sources = plan.base.filter((e) => (e.protein ?? 0) * plan.amount(e).scale >= 5 && e.kind !== 'grain').slice(0, 2).map(s.name)
    const protein = sweet || !sources.length ? '' : `${sources.join('と')}からたんぱく質が約${before.protein}gとれ、${before.protein >= 20 ? '主菜として十分です' : '主菜としてはやや少なめです'}。`
    const benefit = BENEFIT[plan.boost.kind] ?? '食物繊維と彩り'
    const produce = sweet
      ? `${benefit}のために、${s.amount(plan.boost)}を加えることを提案します。`
      : before.produce < 30
        ? `今の案には野菜がほとんど入っていないので、${benefit}のために${s.amount(plan.boost)}を加えることを提案します。`
        : before.produce < 150
        ? `${sweet ? '果物と野菜' : '野菜'}は約${before.produce}gしかないので、最低150gにしたい。そこで${benefit}のために${s.amount(plan.boost)}を加えることを提案します。`
        : `${sweet ? '果物と野菜' : '野菜'}は約${before.produce}gと悪くありませんが、${benefit}のために${s.amount(plan.boost)}も加えたいと思います。`
    const measure = sweet ? '糖分' : '塩分'
    const now = sweet ? s.planned.sugar : s.planned.salt
    const verdict = now <= limit.grams ? `1人分の目安${limit.grams}g以内に収まります` : `目安の${limit.grams}gにかなり近づきます`
    const cut = plan.cuts.length
      ? `気になるのは${measure}です。このままだと1人分約${sweet ? before.sugar : before.salt}gで、主に${s.cutNames}から来ています。${s.cutText}減らせば約${now}gになり、${verdict}。`
      : `${measure}は1人分約${sweet ? before.sugar : before.salt}gともともと控えめなので、味つけはこのままでよいと思います。`
    return `${opener}${protein}${produce}${cut}`
  }
  if (round === 2) {
    const gain = sweet ? `砂糖を足さずに${BENEFIT[plan.seasonal.kind] ?? '風味'}が加わります` : `${s.name(plan.boost)}と合わせると1人分の野菜は約${after.produce}gになります`
    return `${san(n.culture)}の${s.name(plan.seasonal)}に賛成です。${s.season}が旬で栄養価も高く、${gain}。${san(n.chef)}に改善をひとつ。${plan.cuts.length ? `減らした分を${s.name(plan.touch)}で補うのは正しいやり方なので、食卓で${s.cutNames}を足さないようにしましょう。` : `${s.name(plan.touch)}は塩も砂糖も使わずに味を足せるので、味つけはこのままにして、食卓でも何も足さないようにしましょう。`}${san(n.home_cook)}の${s.f(plan.shortcut.label)}は栄養面では何も変わらないので、支持します。`
  }
  const numbers = sweet ? `1人分で加える砂糖は約${after.sugar}g${after.protein >= 5 ? `、たんぱく質は約${after.protein}g` : ''}` : `1人分でたんぱく質約${after.protein}g、野菜約${after.produce}g、塩分約${after.salt}g`
  const tip = plan.category === 'drink' ? '単独で甘い飲み物として飲むより、食事と一緒に楽しんでください' : '飲み物は甘いものより水かお茶を合わせてください'
  return `${san(n.host)}のまとめを確認しました。${numbers}になります。最後にひとつ、${tip}。`
}

function culture(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, r } = s
  if (round === 1) {
    const link = !s.spoke('nutritionist', 1) ? '' : isSweet(s) ? `果物の甘みが加わるので、${san(n.nutritionist)}の砂糖を控える方針にも合います。` : `${san(n.nutritionist)}の野菜を増やす方針にも合います。`
    const seasonLine = plan.seasonNamed ? `テーマにも${s.season}とありますが、` : r.pick([`${s.season}に作るなら、`, `季節を${s.season}と考えると、`])
    return `まず少し歴史を。${plan.dish.ja}は${plan.origin.ja}。${seasonLine}${s.name(plan.seasonal)}が一番おいしい時期なので、${s.amount(plan.seasonal)}を加えることを提案します。${link}盛りつけは伝統にならって、仕上げに${s.name(plan.garnish)}を添えたい。日本の家庭でよく見る出し方で、ほとんどお金をかけずに彩りとアクセントが加わります。`
  }
  if (round === 2) {
    const garnishLine =
      plan.contest === 'garnish'
        ? `${s.name(plan.garnish)}が手に入りにくければ、もっと身近なものでもかまいません。何か一つのせることが大事です。`
        : `${s.name(plan.garnish)}は残したい。これがあるからこそ${plan.dish.ja}らしく見えるのです。`
    return `${san(n.home_cook)}の${s.f(plan.shortcut.label)}に賛成です。実際の家庭はたいていそうやって作っていますし、伝統はいつも平日の台所に合わせて変わってきました。少しだけ改善するなら、${san(n.chef)}の${s.f(plan.technique.label)}は残しましょう。料理の個性はその工程から生まれます。${garnishLine}`
  }
  const other = Object.entries(plan.method.seasonal).find(([season, id]) => season !== plan.season && id !== plan.seasonal.id)
  const seasonJa: Record<string, string> = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' }
  const swap = other ? `${s.season}以外なら、${s.name(plan.seasonal)}の代わりに${seasonJa[other[0]]}は${s.name(lexiconEntry(other[1]))}を使ってください。` : ''
  return `${san(n.host)}のまとめに賛成です。${swap}できたてを大皿で食卓の真ん中に出すのがおすすめです。`
}

function homeCook(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n } = s
  if (round === 1) {
    const react = s.spoke('chef', 1) ? `${san(n.chef)}の案はおいしそうですが、平日の夜に${s.f(plan.extra.label)}は正直きついです。` : ''
    return `普通の家の台所の立場から話します。${react}私の提案は${s.f(plan.shortcut.label)}です。${s.f(plan.shortcut.say)}。これなら${plan.method.equipment.ja}で全体が約${plan.method.minutes - plan.shortcut.saves}分、費用は1人分およそ${s.yen}円${plan.leadNamed || plan.leads.some((e) => e.kind === 'protein') ? `で、いちばんかかるのは${leadName(plan, 'ja')}です` : 'です'}。ほかは普通のスーパーでそろいます。`
  }
  if (round === 2) {
    if (plan.contest === 'extra')
      return `${san(n.chef)}の${s.f(plan.extra.label)}には反対です。${plan.extra.minutes}分も延びますし、${s.f(plan.technique.label)}があれば十分に深い味になります。${s.f(plan.extra.label)}は見送って、私の${s.f(plan.shortcut.label)}を残しましょう。そうすれば${plan.method.minutes - plan.shortcut.saves}分で食卓に出せて、また作ろうと思える料理になります。`
    return `${san(n.chef)}の${s.f(plan.extra.label)}は、ほかの作業と並行できるなら賛成です。でも${san(n.culture)}の${s.name(plan.garnish)}には反対です。数グラムのためにわざわざ買うことになり、残りは使い切れずに捨てることになりがちです。${s.name(plan.cheapGarnish)}なら同じ役目をずっと安く果たせて、たいていの家にあります。`
  }
  return `${san(n.host)}、私もそれで大丈夫です。約${s.minutes.final}分、1人分およそ${s.yen}円です。最後に実用的な一言を。${s.f(plan.method.keeps)}。`
}

export const JAPANESE = { host, chef, nutritionist, culture, home_cook: homeCook }
