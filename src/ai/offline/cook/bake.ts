import type { Dish, Text } from '../../food/types'
import type { Item } from './kit'
import { heatPan, serve, starchStep } from './common'
import { mustCook } from '../../food/raw'
import { numbersIn } from '../amounts'
import { CITRUS, countJa, Kit, listEn } from './kit'
import { cap } from './pan'
import { type Cooking, proposal, bilingual } from './types'

/**
 * The oven and the sweet pan: savoury bakes, cakes, cookies, pancakes and sweet doughs.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

const is = (item: Item, pattern: RegExp) => pattern.test(item.ing.id)
const CRUMB = /biscuit|cracker|cookie|graham|digestive/
const MELT = /chocolate(?!_chips)/
const SOFT = /cream_cheese|mascarpone|peanut_butter|nut_butter|tahini/

/** Crushed biscuits and melted butter pressed into the tin: what biscuits are for in a cake. */
function crust(k: Kit): Text | null {
  const crumbs = k.plan.items.filter((i) => is(i, CRUMB))
  if (!crumbs.length) return null
  const butter = k.items('fat', 'base').filter((i) => i.ing.group === 'fat' || i.ing.group === 'dairy')
  const b = butter.length
    ? { ja: `溶かした${k.markJa(butter)}と`, en: ` with the melted ${k.markEn(butter).replace(/^the /, '')}` }
    : { ja: '', en: '' }
  return {
    ja: `${k.markJa(crumbs)}を袋に入れて細かく砕き、${b.ja}混ぜて型の底に押し固める。`,
    en: `Crush ${k.markEn(crumbs)} finely in a bag, mix${b.en} and press into the bottom of the tin.`,
  }
}

/**
 * A batter in the order its ingredients need: chocolate melted, soft cheese or nut butter beaten
 * smooth, eggs whisked with the sugar, liquids whisked in, powders sifted and folded last.
 */
function batter(k: Kit, cream: boolean): Text[] {
  const items = k.items('batter', 'sweet', 'fat').filter((i) => !is(i, CRUMB) && !k.used.en.has(i.ing.id))
  const melt = items.filter((i) => is(i, MELT))
  const fats = items.filter((i) => i.role === 'fat')
  const soft = items.filter((i) => is(i, SOFT))
  const sweet = items.filter((i) => i.role === 'sweet')
  const eggs = items.filter((i) => i.ing.form === 'egg')
  const wet = items.filter(
    (i) =>
      (i.ing.form === 'liquid' || i.ing.form === 'paste') &&
      !soft.includes(i) &&
      !fats.includes(i) &&
      !sweet.includes(i),
  )
  const powders = items.filter((i) => i.ing.form === 'powder' && i.role === 'batter')
  const rest = items.filter((i) => ![...melt, ...fats, ...soft, ...sweet, ...eggs, ...wet, ...powders].includes(i))
  const steps: Text[] = []
  if (melt.length) {
    const with_ = fats.splice(0)
    steps.push({
      ja: `${k.markJa([...melt, ...with_])}を耐熱ボウルに入れ、湯せんで溶かす。`,
      en: `Melt ${k.markEn([...melt, ...with_])} together in a heatproof bowl over a pan of hot water.`,
    })
  }
  if (cream && fats.length) {
    steps.push({
      ja: `常温に戻した${k.markJa(fats)}と${k.markJa(sweet)}を白っぽくなるまで2分すり混ぜる。`,
      en: `Beat ${k.markEn(fats)} at room temperature with ${k.markEn(sweet)} for 2 minutes, until pale.`,
    })
    sweet.length = 0
    fats.length = 0
  }
  if (soft.length)
    steps.push({ ja: `${k.markJa(soft)}をなめらかになるまで練る。`, en: `Beat ${k.markEn(soft)} until smooth.` })
  if (eggs.length || sweet.length) {
    const e = eggs.length ? k.markJa(eggs) : ''
    steps.push({
      ja: `別のボウルで${[e, k.markJa(sweet)].filter(Boolean).join('と')}を${eggs.length ? 'もったりするまで3分泡立てる' : 'よく混ぜる'}。`,
      en: `In another bowl, whisk ${[eggs.length ? k.markEn(eggs) : '', k.markEn(sweet)].filter(Boolean).join(' with ')} ${eggs.length ? 'for 3 minutes, until thick and pale' : 'well'}.`,
    })
  }
  if (wet.length || rest.length)
    steps.push({
      ja: `${k.markJa([...wet, ...rest])}を加えて混ぜ、すべてを合わせる。`,
      en: `Whisk in ${k.markEn([...wet, ...rest])} and bring everything together.`,
    })
  if (powders.length)
    steps.push({
      ja: `${k.markJa(powders)}をふるい入れ、粉っぽさがなくなるまでゴムべらでさっくり混ぜる。`,
      en: `Sift in ${k.markEn(powders)} and fold with a spatula just until no dry streaks show.`,
    })
  if (fats.length)
    steps.push({ ja: `溶かした${k.markJa(fats)}を加えて混ぜる。`, en: `Fold in ${k.markEn(fats)}, melted.` })
  return steps
}

/** Oven minutes for a cake: what the dish's time leaves after mixing and, when served cold, chilling. */
const cakeOven = (d: Dish) => (d.served === 'cold' ? 30 : Math.max(20, Math.min(45, d.minutes - 35)))
const chillAfter = (d: Dish) => Math.max(60, d.minutes - cakeOven(d) - 40)

export const CAKE: Cooking = {
  equipment: bilingual('オーブンと型', 'an oven and a cake tin'),
  technique: proposal(
    0,
    '粉を最後にさっくり混ぜる生地作り',
    'folding the flour in last, barely',
    '{batter}の粉は最後にふるい入れ、ゴムべらで底から返すように、粉が見えなくなったところで止めます。混ぜすぎると{dish}が固く縮みます。',
    'Sift the flour in last and fold from the bottom, stopping the moment it disappears: overmixing makes {dish} tough and flat.',
  ),
  extra: proposal(
    20,
    '焼いたあと20分しっかり冷ましてから仕上げる工程',
    'cooling it fully for 20 minutes before finishing',
    '{dish}は焼き上がったら20分しっかり冷ますと、生地が縮まず、仕上げも溶けません。',
    'Cool {dish} fully for 20 minutes before finishing: it does not sink, and nothing on top melts.',
  ),
  shortcut: proposal(
    10,
    '天板で薄く焼いて焼き時間を縮める段取り',
    'baking it thin on a tray to shorten the bake',
    '{dish}の生地を天板に薄く流して焼けば、焼き時間が10分短くなります。',
    'Bake {dish} thin on a tray and the oven time drops by about 10 minutes.',
  ),
  done: bilingual(
    '{dish}は中央に竹串を刺して何もついてこなければ焼き上がりです。',
    '{dish} is baked when a skewer in the centre comes out clean.',
  ),
  keeps: bilingual('{dish}はラップで包んで冷蔵で2日持ちます。', '{dish} keeps 2 days in the fridge, wrapped.'),
  floor: (d) => (d.served === 'cold' ? d.minutes - 10 : 40),
  steps: (k) => {
    const d = k.plan.dish
    const oven = cakeOven(d) - (k.plan.shortcutKept ? 10 : 0)
    return [
      bilingual(
        'オーブンを170℃に予熱し、型にオーブンシートを敷く。',
        'Heat the oven to 170°C and line the tin with baking paper.',
      ),
      k.prep(),
      crust(k),
      ...batter(k, false),
      {
        ja: `生地を${k.plan.shortcutKept ? '天板に薄く流し' : '型に流し'}、170℃で${oven}分焼く。`,
        en: `Pour the batter ${k.plan.shortcutKept ? 'thinly onto a lined tray' : 'into the tin'} and bake at 170°C for ${oven} minutes.`,
      },
      {
        ja: `型から外し、網の上で${k.plan.extraKept ? '20分しっかり' : '10分'}冷ます${d.served === 'cold' ? `。さらに冷蔵庫で${Kit.minutes(chillAfter(d)).ja}冷やす` : ''}。`,
        en: `Turn it out and cool on a rack for ${k.plan.extraKept ? 'a full 20' : '10'} minutes${d.served === 'cold' ? `, then chill for ${Kit.minutes(chillAfter(d)).en}` : ''}.`,
      },
      k.has('filling') && {
        ja: `${k.items('filling').some((i) => i.ing.form === 'liquid') ? `${k.ja('filling')}を八分立てにし、` : `${k.ja('filling')}を用意し、`}${k.has('fruit') ? `${k.ja('fruit')}とともに` : ''}生地にはさんだり塗ったりして仕上げる。`,
        en: `${k.items('filling').some((i) => i.ing.form === 'liquid') ? `Whip ${k.en('filling')} to soft peaks` : `Have ${k.en('filling')} ready`} and spread it${k.has('fruit') ? ` with ${k.en('fruit')}` : ''} between and over the layers.`,
      },
      !k.has('filling') && k.has('fruit') && { ja: `${k.ja('fruit')}を飾る。`, en: `Arrange ${k.en('fruit')} on top.` },
      serve(k, 'plate', {
        ja: `${k.plan.servings}人分に切り分けて皿に盛る。`,
        en: `Cut into ${k.plan.servings} portions.`,
      }),
    ]
  },
}

/**
 * Cream cheese beaten into the batter makes a cake a cheesecake: a custard, not a sponge. The
 * dish's own parts say it (a swap in the plan does not unmake a cheesecake), by the one ingredient
 * a cheesecake is made of.
 */
export const isCheesecake = (d: Dish) =>
  d.method === 'cake' && d.ingredients.some((p) => p.role === 'batter' && p.id === 'cream_cheese')

const CHEESECAKE_OVEN = 50
const cheesecakeChill = (d: Dish) => Math.max(120, d.minutes - CHEESECAKE_OVEN - 90)

/**
 * A baked cheesecake: a biscuit crust pressed into the tin, a cream-cheese custard mixed without
 * beating in air, baked low in a water bath until the centre barely wobbles, cooled and chilled.
 */
export const CHEESECAKE: Cooking = {
  ...CAKE,
  technique: proposal(
    0,
    '湯を張った天板で低温でゆっくり焼く湯せん焼き',
    'baking it low and slow in a water bath',
    '{dish}は型を湯を張った天板にのせ、160℃でゆっくり焼きます。表面が割れず、中までなめらかに焼き上がります。',
    'Bake {dish} at 160°C with the tin standing in hot water: the top does not crack and the inside sets silky.',
  ),
  extra: proposal(
    30,
    '火を止めたオーブンで30分かけて冷ます工程',
    'cooling it for 30 minutes in the switched-off oven',
    '焼き上がったらオーブンの扉を少し開けて30分置きます。{dish}がゆっくり冷めて、沈んだり割れたりしません。',
    'Leave {dish} for 30 minutes in the switched-off oven with the door ajar: cooling slowly, it neither sinks nor cracks.',
  ),
  shortcut: proposal(
    10,
    '生地をフードプロセッサーで一度に混ぜる段取り',
    'mixing the batter in one go in a food processor',
    '{batter}をフードプロセッサーで一度に回せば、順に混ぜる手間が10分減ります。',
    'Blend the batter in a food processor in one go: 10 minutes less mixing by hand.',
  ),
  done: bilingual(
    '{dish}は縁が固まり、型をゆすると中央がわずかに揺れるくらいで焼き上がりです。',
    '{dish} is baked when the edges are set and the centre still wobbles slightly when you nudge the tin.',
  ),
  keeps: bilingual('{dish}はラップをして冷蔵で4日持ちます。', '{dish} keeps 4 days in the fridge, covered.'),
  steps: (k) => {
    const d = k.plan.dish
    const base = crust(k)
    // With no biscuits (gluten-free), the butter greases the tin instead.
    const grease = k.items('fat').filter((i) => !k.used.en.has(i.ing.id))
    const items = k.items('batter', 'sweet', 'fruit')
    const soft = items.filter((i) => is(i, SOFT))
    const sweet = k.items('sweet')
    const eggs = items.filter((i) => i.ing.form === 'egg')
    const powders = items.filter((i) => i.ing.form === 'powder' && i.role === 'batter')
    const fruit = k.items('fruit')
    const juice = fruit.filter((i) => CITRUS.test(i.ing.id))
    const wet = items.filter((i) => ![...soft, ...sweet, ...eggs, ...powders, ...fruit].includes(i))
    const juiceJa = juice.length ? `${k.markJa(juice)}の果汁` : ''
    const juiceEn = juice.length ? `the juice of ${k.markEn(juice)}` : ''
    const folded = fruit.filter((i) => !juice.includes(i))
    const mix: Text[] = k.plan.shortcutKept
      ? [
          {
            ja: `${k.markJa([...soft, ...sweet, ...eggs, ...wet, ...powders])}${juiceJa ? `、${juiceJa}` : ''}をフードプロセッサーに入れ、途中で一度側面をはらいながら、なめらかになるまで回す。`,
            en: `Put ${listEn([k.markEn([...soft, ...sweet, ...eggs, ...wet, ...powders]), juiceEn].filter(Boolean))} in a food processor and blend until smooth, scraping down the sides once.`,
          },
        ]
      : [
          {
            ja: `ボウルで${k.markJa(soft)}を練ってなめらかにし、${k.markJa(sweet)}を加えてすり混ぜる。`,
            en: `Beat ${k.markEn(soft)} in a bowl until smooth, then beat in ${k.markEn(sweet)}.`,
          },
          eggs.length > 0 && {
            ja: `${k.markJa(eggs)}を1個ずつ加え、泡立てないようにそのつど混ぜる。`,
            en: `Beat in ${k.markEn(eggs)} one at a time, mixing gently so as not to whisk in air.`,
          },
          (wet.length > 0 || juice.length > 0) && {
            ja: `${[k.markJa(wet), juiceJa].filter(Boolean).join('と')}を加えて混ぜる。`,
            en: `Stir in ${listEn([k.markEn(wet), juiceEn].filter(Boolean))}.`,
          },
          powders.length > 0 && {
            ja: `${k.markJa(powders)}をふるい入れ、粉っぽさがなくなるまで混ぜる。`,
            en: `Sift in ${k.markEn(powders)} and stir just until no dry streaks show.`,
          },
        ].filter((s): s is Text => Boolean(s))
    return [
      {
        ja: `${k.markJa(soft)}は30分前に冷蔵庫から出してやわらかくしておく。オーブンを160℃に予熱し、直径15cmの底の抜ける丸型${grease.length ? `に${k.markJa(grease)}を塗って` : 'の底に'}オーブンシートを敷き、外側をアルミホイルで包む。`,
        en: `Take ${k.markEn(soft)} out of the fridge 30 minutes ahead to soften. Heat the oven to 160°C, ${grease.length ? `grease a 15 cm loose-based round tin with ${k.markEn(grease)}, line the base with baking paper` : 'line the base of a 15 cm loose-based round tin with baking paper'} and wrap the outside in foil.`,
      },
      k.prep(),
      base && {
        ja: `${base.ja}生地を作る間、冷蔵庫で冷やしておく。`,
        en: `${base.en} Chill it while you make the batter.`,
      },
      ...mix,
      folded.length > 0 && { ja: `${k.markJa(folded)}を加えてさっくり混ぜる。`, en: `Fold in ${k.markEn(folded)}.` },
      {
        ja: `生地を型に流して表面をならし、型を天板にのせる。天板に熱湯を型の高さ2cmまで注ぎ、160℃で${CHEESECAKE_OVEN}分、縁が固まって中央がわずかに揺れるくらいまで焼く。`,
        en: `Pour the batter into the tin, smooth the top and stand the tin in a roasting tray. Pour hot water into the tray to come 2 cm up the tin and bake at 160°C for ${CHEESECAKE_OVEN} minutes, until the edges are set and the centre still wobbles slightly.`,
      },
      k.plan.extraKept &&
        bilingual(
          'オーブンの火を止め、扉を少し開けてそのまま30分置く。',
          'Turn off the oven, open the door a crack and leave the cheesecake inside for 30 minutes.',
        ),
      {
        ja: `湯から出し、型のまま網の上で1時間冷ます。ラップをかけて冷蔵庫で${Kit.minutes(cheesecakeChill(d)).ja}以上冷やす。`,
        en: `Lift the tin out of the water and cool it on a rack for 1 hour, then cover and chill for at least ${Kit.minutes(cheesecakeChill(d)).en}.`,
      },
      serve(k, 'plate', {
        ja: `型の内側にナイフを一周させて型から外し、${k.plan.servings}人分に切り分けて皿に盛る。`,
        en: `Run a knife around the inside of the tin, unmould and cut into ${k.plan.servings} portions.`,
      }),
    ]
  },
}

export const COOKIE: Cooking = {
  equipment: bilingual('オーブンと天板', 'an oven and a baking tray'),
  technique: proposal(
    0,
    'バターと砂糖をすり混ぜてから粉を合わせる生地作り',
    'creaming the butter and sugar before the flour',
    '{fat}と{sweet}を白っぽくなるまですり混ぜてから粉を合わせると、{dish}がさくっと軽く焼けます。',
    'Cream {fat} with {sweet} until pale before the flour goes in: {dish} bakes up light and crisp.',
  ),
  extra: proposal(
    30,
    '生地を30分冷やしてから焼く工程',
    'chilling the dough for 30 minutes',
    '{dish}の生地を冷蔵庫で30分休ませると、焼いても広がりすぎず形がきれいに残ります。',
    'Chill the dough for {dish} for 30 minutes: it holds its shape in the oven instead of spreading.',
  ),
  shortcut: proposal(
    10,
    'スプーンで落として焼く段取り',
    'dropping the dough from a spoon',
    '{dish}を型抜きせずにスプーンで天板に落とせば、10分は短くなります。',
    'Drop spoonfuls of {dish} dough straight onto the tray instead of rolling and cutting: 10 minutes saved.',
  ),
  done: bilingual(
    '{dish}は縁がうっすら色づけば焼き上がりで、冷めるとかたくなります。',
    '{dish} is done when the edges just colour; it firms up as it cools.',
  ),
  keeps: bilingual('{dish}は密閉容器で常温1週間持ちます。', '{dish} keeps a week in an airtight tin.'),
  floor: () => 30,
  steps: (k) => [
    bilingual(
      'オーブンを170℃に予熱し、天板にオーブンシートを敷く。',
      'Heat the oven to 170°C and line a tray with baking paper.',
    ),
    k.prep(),
    ...batter(k, true),
    k.has('fruit') && { ja: `${k.ja('fruit')}を混ぜ込む。`, en: `Mix in ${k.en('fruit')}.` },
    k.plan.extraKept &&
      bilingual('生地をラップで包み、冷蔵庫で30分休ませる。', 'Wrap the dough and chill it for 30 minutes.'),
    {
      ja: `${k.plan.shortcutKept ? 'スプーンで生地を天板に落とす。' : '生地を5mm厚さにのばして型で抜き、天板に並べる。'}${k.has('garnish') ? `${k.ja('garnish')}をのせ、` : ''}170℃で12〜15分焼く。`,
      en: `${k.plan.shortcutKept ? 'Drop spoonfuls of dough onto the tray.' : 'Roll the dough 5 mm thick, cut out shapes and lay them on the tray.'}${k.has('garnish') ? ` Top with ${k.en('garnish')} and bake` : ' Bake'} at 170°C for 12 to 15 minutes.`,
    },
    serve(k, 'plate', {
      ja: '天板の上で10分冷ましてから網に移す。',
      en: 'Cool for 10 minutes on the tray, then move to a rack.',
    }),
  ],
}

export const PANCAKE: Cooking = {
  equipment: bilingual('フライパン', 'a frying pan'),
  technique: proposal(
    0,
    '弱めの中火でふたをして焼く焼き方',
    'cooking gently over medium-low heat',
    'フライパンを一度ぬれぶきんで冷ましてから{batter}の生地を流し、弱めの中火で表面に泡が出るまで触りません。{dish}がむらなくきつね色になります。',
    'Cool the hot pan for a second on a damp cloth, pour the batter and leave it over medium-low heat until bubbles rise: {dish} browns evenly.',
  ),
  extra: proposal(
    15,
    '生地を15分休ませる工程',
    'resting the batter for 15 minutes',
    '{dish}の生地を15分休ませると、焼き上がりがふっくらしっとりします。',
    'Rest the batter for {dish} 15 minutes and it cooks up fluffier.',
  ),
  shortcut: proposal(
    5,
    '大きめに焼いて枚数を減らす段取り',
    'cooking fewer, bigger ones',
    '{dish}を大きめに焼いて枚数を減らせば、5分早く出せます。',
    'Make fewer, larger {dish}: 5 minutes sooner to the table.',
  ),
  done: bilingual(
    '{dish}は表面に穴があき、縁が乾いてきたら返しどきです。',
    '{dish} is ready to turn when bubbles pop on top and the edges look dry.',
  ),
  keeps: bilingual(
    '{dish}は1枚ずつラップして冷凍すれば2週間持ちます。',
    '{dish} freezes for 2 weeks, each one wrapped.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    ...batter(k, false).map((s) => s),
    k.plan.extraKept && bilingual('生地を15分休ませる。', 'Rest the batter for 15 minutes.'),
    heatPan(k, 'medium'),
    {
      ja: `生地を${k.plan.shortcutKept ? '大きめに' : 'お玉1杯ずつ'}流し、弱めの中火で表面に泡が出るまで2〜3分焼き、返して1〜2分焼く。`,
      en: `Pour in ${k.plan.shortcutKept ? 'large rounds' : 'a ladle at a time'} and cook over medium-low heat for 2 to 3 minutes, until bubbles rise, then turn and cook 1 to 2 minutes more.`,
    },
    k.has('filling', 'fruit') && {
      ja: `${k.ja('filling', 'fruit')}を添える。`,
      en: `Add ${k.en('filling', 'fruit')}.`,
    },
    serve(
      k,
      'plate',
      k.has('sauce')
        ? {
            ja: `${countJa(k.plan.servings)}の皿に重ね、${k.ja('sauce')}をかける。`,
            en: `Stack on ${k.plan.servings} plates and pour over ${k.en('sauce')}.`,
          }
        : undefined,
    ),
  ],
}

/**
 * Sweet doughs by what they are made of: a starch (kuzu, warabi) is stirred over the heat until
 * translucent and cut once cool; glutinous rice flour is cooked into mochi to wrap a filling, or
 * rolled into dango and boiled; anything else is cooked in a pan. A sauce with starch in it is
 * cooked until it thickens.
 */
export const SWEET_DOUGH: Cooking = {
  equipment: bilingual('ボウルと鍋', 'a bowl and a pot'),
  technique: proposal(
    0,
    '生地の水分を少しずつ加えて加減する生地作り',
    'adding the liquid to the dough a little at a time',
    '{batter}に{liquid}を少しずつ加え、やわらかさを見ながら生地を作ります。{liquid}は一度に入れないのが肝心です。',
    'Add {liquid} to {batter} a little at a time and judge the dough by feel; pouring {liquid} in at once is how it goes wrong.',
  ),
  extra: proposal(
    10,
    '生地を10分休ませる工程',
    'resting the dough for 10 minutes',
    '{dish}の生地にぬれぶきんをかけて10分休ませると、ひび割れずに扱えます。',
    'Rest the dough for {dish} under a damp cloth for 10 minutes and it handles without cracking.',
  ),
  shortcut: proposal(
    5,
    '大きめに分けて数を減らす段取り',
    'making fewer, larger pieces',
    '{dish}を大きめに分けて数を減らせば、5分は短くなります。',
    'Make {dish} into fewer, larger pieces: 5 minutes saved.',
  ),
  done: bilingual(
    '{dish}は生地が透き通ってつやが出れば火が通っています。',
    '{dish} is cooked when the dough turns translucent and glossy.',
  ),
  keeps: bilingual(
    '{dish}はその日のうちに食べ、冷蔵すると固くなります。',
    '{dish} is for the same day; the fridge makes it hard.',
  ),
  floor: () => 25,
  steps: (k) => {
    const batter = k.items('batter')
    const glutinous = batter.some((i) => /glutinous|shiratama|mochi|rice_flour|joshinko/.test(i.ing.id))
    const stirred = !glutinous && batter.some((i) => /kuzu|warabi|starch|tapioca/.test(i.ing.id))
    const moist = batter.filter((i) => i.ing.form !== 'powder')
    const sauce = k.items('sauce')
    const thick = sauce.some((i) => /starch|kuzu/.test(i.ing.id))
    // A dough made wet with tofu leaves the liquid to the thickened sauce.
    const liquidInSauce = thick && moist.length > 0
    const liquid = k.items('liquid')
    const l =
      liquid.length && !liquidInSauce ? { ja: k.markJa(liquid), en: k.markEn(liquid) } : { ja: '水', en: 'water' }
    const n = k.plan.servings * (k.plan.shortcutKept ? 3 : 4)
    const dust = k.items('garnish').filter((i) => /starch|kinako|flour/.test(i.ing.id))
    // What the mochi is rolled in is in it, not a topping at the table.
    if (stirred || (glutinous && k.has('filling'))) for (const i of dust) k.inDish.add(i.ing.id)
    const cooked: Array<Text | false | null> = stirred
      ? [
          {
            ja: `鍋に${k.ja('batter')}${k.has('sweet') ? `と${k.ja('sweet')}` : ''}を入れ、${l.ja}を少しずつ加えてダマがなくなるまで溶かす。`,
            en: `Whisk ${k.en('batter')}${k.has('sweet') ? ` and ${k.en('sweet')}` : ''} in a pan, adding ${l.en} a little at a time until smooth.`,
          },
          bilingual(
            '中火にかけ、木べらで絶えず練りながら8〜10分、全体が透き通って強い粘りが出るまで加熱する。',
            'Cook over medium heat, stirring hard all the time, for 8 to 10 minutes, until the whole mass turns translucent and very elastic.',
          ),
          k.plan.extraKept && bilingual('バットに広げて10分休ませる。', 'Spread it on a tray and rest for 10 minutes.'),
          {
            ja: `${dust.length ? `${k.markJa(dust)}を広げたバットに移して冷ます。` : '水でぬらしたバットに移して冷ます。'}冷めたら${n}等分に切り分ける。`,
            en: `Turn it out onto a tray${dust.length ? ` dusted with ${k.markEn(dust)}` : ' rinsed with cold water'} to cool. Once cool, cut into ${n} pieces.`,
          },
        ]
      : glutinous && k.has('filling')
        ? [
            {
              ja: `耐熱ボウルに${k.ja('batter')}${k.has('sweet') ? `と${k.ja('sweet')}` : ''}を入れ、${l.ja}を少しずつ加えてなめらかに溶く。`,
              en: `Mix ${k.en('batter')}${k.has('sweet') ? ` with ${k.en('sweet')}` : ''} in a heatproof bowl, adding ${l.en} a little at a time until smooth.`,
            },
            bilingual(
              'ラップをして電子レンジ（600W）で2分加熱し、よく混ぜてさらに1〜2分、透き通って粘りが出るまで加熱する。',
              'Cover and microwave at 600 W for 2 minutes, stir well, then 1 to 2 minutes more, until translucent and stretchy.',
            ),
            k.plan.extraKept &&
              bilingual('そのまま10分置いて粗熱をとる。', 'Leave it for 10 minutes to cool a little.'),
            {
              ja: `${dust.length ? `${k.markJa(dust)}をふったバットに取り出し、` : 'バットに取り出し、'}${n}等分して${k.ja('filling')}を包む。`,
              en: `Turn it out onto a tray${dust.length ? ` dusted with ${k.markEn(dust)}` : ''}, divide into ${n} and wrap each around ${k.en('filling')}.`,
            },
          ]
        : glutinous
          ? [
              {
                ja: `ボウルに${k.ja('batter')}${k.has('sweet') ? `と${k.ja('sweet')}` : ''}を入れ、${liquidInSauce ? 'よく練り混ぜ、' : `${l.ja}を少しずつ加えながら、`}耳たぶくらいのやわらかさにこねる。`,
                en: `Knead ${k.en('batter')}${k.has('sweet') ? ` with ${k.en('sweet')}` : ''}${liquidInSauce ? '' : `, adding ${l.en} a little at a time,`} until as soft as an earlobe.`,
              },
              k.plan.extraKept &&
                bilingual('ぬれぶきんをかけて10分休ませる。', 'Cover with a damp cloth and rest for 10 minutes.'),
              {
                ja: `${n}等分して丸め、沸騰した湯に入れて、浮き上がってからさらに1〜2分ゆで、冷水にとる。`,
                en: `Roll into ${n} balls, drop them into boiling water, cook 1 to 2 minutes more after they float and cool them in cold water.`,
              },
            ]
          : [
              {
                ja: `ボウルに${k.ja('batter')}${k.has('sweet') ? `と${k.ja('sweet')}` : ''}を入れ、${l.ja}を少しずつ加えてなめらかな生地にする。`,
                en: `Mix ${k.en('batter')}${k.has('sweet') ? ` with ${k.en('sweet')}` : ''}, adding ${l.en} a little at a time, into a smooth dough.`,
              },
              k.plan.extraKept &&
                bilingual('ぬれぶきんをかけて10分休ませる。', 'Cover with a damp cloth and rest for 10 minutes.'),
              {
                ja: `${n}等分して平たく丸め${k.has('filling') ? `、${k.ja('filling')}を包んで` : ''}、フッ素加工のフライパンで弱めの中火で片面3分ずつ焼く。`,
                en: `Divide into ${n}, flatten${k.has('filling') ? ` and wrap ${k.en('filling')} inside` : ''}, then cook in a non-stick pan over medium-low heat, 3 minutes a side.`,
              },
            ]
    return [
      k.prep(),
      ...cooked,
      sauce.length > 0 &&
        (thick
          ? {
              ja: `小鍋に${k.markJa(sauce)}${liquidInSauce && liquid.length ? `と${k.markJa(liquid)}` : ''}を入れてよく混ぜ、弱火で混ぜながら、とろみとつやが出るまで煮る。`,
              en: `Stir ${k.markEn(sauce)}${liquidInSauce && liquid.length ? ` with ${k.markEn(liquid)}` : ''} in a small pan over low heat until thick and glossy.`,
            }
          : { ja: `${k.markJa(sauce)}を添える。`, en: `Have ${k.markEn(sauce)} ready to spoon over.` }),
      serve(k, 'plate', {
        ja: `${countJa(k.plan.servings)}の皿に盛る${thick ? '。たれをかける' : ''}。`,
        en: `Divide between ${k.plan.servings} plates${thick ? ' and spoon the glaze over' : ''}.`,
      }),
    ]
  },
}

/** Savoury oven dishes: gratins, roasts, pizzas, pies and lasagnes. */
export const BAKE: Cooking = {
  equipment: bilingual('オーブンと耐熱皿', 'an oven and a baking dish'),
  technique: proposal(
    0,
    '高温で焼いて表面に焼き色をつける焼き方',
    'a hot oven for a browned top',
    '{base}は220℃の高温で焼き、表面にしっかり焼き色をつけます。香ばしさが{dish}の決め手です。',
    'Bake {base} in a hot 220°C oven for a properly browned top: that colour is what makes {dish}.',
  ),
  extra: proposal(
    10,
    '焼いたあと10分休ませる工程',
    'a 10-minute rest after baking',
    '{dish}は焼き上がったら10分休ませると、切っても崩れず肉汁も落ち着きます。',
    'Rest {dish} 10 minutes out of the oven: it slices cleanly and the juices settle.',
  ),
  shortcut: proposal(
    10,
    '具を先にフライパンで火を通しておく段取り',
    'pre-cooking the filling in a pan',
    '{base}と{veg}を先にフライパンで火を通せば、オーブンの時間が10分短くなります。',
    'Cook {base} and {veg} in a pan first and the oven time drops by 10 minutes.',
  ),
  done: bilingual(
    '{dish}は表面がぐつぐつと泡立ち、こんがり色づいたら焼き上がりです。',
    '{dish} is done when it bubbles at the edges and the top is deep golden.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で2日持ち、オーブントースターで温め直します。',
    '{dish} keeps 2 days in the fridge; reheat it in a toaster oven.',
  ),
  floor: () => 30,
  steps: (k) => {
    // The starch of a bake is part of it: a crust under the filling, boiled pasta or sheets layered
    // in, mash spread on top. None of it is ever served on the side.
    const starch = k.items('starch')
    const crust = starch.filter((i) => i.ing.group === 'bread' && i.ing.form === 'sheet')
    const sheets = starch.filter((i) => i.ing.group === 'noodle' && i.ing.form === 'sheet')
    const pasta = starch.filter((i) => i.ing.form === 'noodle')
    const mash = starch.filter((i) => i.ing.group === 'vegetable')
    const side = starch.filter((i) => ![...crust, ...sheets, ...pasta, ...mash].includes(i))
    for (const i of [...crust, ...sheets, ...pasta, ...mash]) {
      k.inDish.add(i.ing.id)
      k.cooked.add(i.ing.id)
    }
    const pie = crust.filter((i) => i.ing.id === 'puff_pastry')
    const lid = pie.some((i) => (numbersIn(i.amount.en)[0] ?? 1) >= 2)
    const glaze = k.items('garnish').filter((i) => i.ing.form === 'egg')
    for (const i of glaze) k.inDish.add(i.ing.id)
    const sauceItems = k.items('sauce', 'liquid', 'seasoning')
    const flour = sauceItems.filter((i) => i.ing.form === 'powder' && mustCook(i.ing))
    const roux = flour.length > 0 && k.has('fat')
    // Raw minced meat and everything under a crust, a lid of mash or layers of pasta is cooked before it goes in.
    const firstInPan =
      k.plan.shortcutKept ||
      pie.length > 0 ||
      sheets.length > 0 ||
      mash.length > 0 ||
      k.items('base').some((i) => mustCook(i.ing) && i.ing.form === 'small')
    const filling = [...k.items('aromatic'), ...k.items('base'), ...k.items('veg')]
    // A raw dough is stretched and sauced; ready-made chips are spread out and their cold sauce waits for the table.
    const dough = crust.some((i) => mustCook(i.ing))
    const fatLeft = roux || firstInPan ? [] : k.items('fat')
    const oven = pie.length ? 35 : crust.length ? 15 : k.plan.shortcutKept ? 15 : 25
    const sauced = sauceItems.length > 0
    return [
      bilingual('オーブンを220℃に予熱する。', 'Heat the oven to 220°C.'),
      k.prep(),
      starchStep(k, 'side'),
      pasta.length > 0 && {
        ja: `たっぷりの湯で${k.markJa(pasta)}を袋の表示より2分短くゆで、湯を切る。`,
        en: `Boil ${k.markEn(pasta)} in plenty of water for 2 minutes less than the packet says and drain.`,
      },
      sheets.length > 0 && {
        ja: `たっぷりの湯で${k.markJa(sheets)}を数枚ずつ3〜4分、しなやかになるまでゆで、ぬれぶきんの上に広げておく。`,
        en: `Boil ${k.markEn(sheets)} a few at a time for 3 to 4 minutes, until pliable, and lay them flat on a damp cloth.`,
      },
      mash.length > 0 && {
        ja: `${k.markJa(mash)}を水から15分、竹串がすっと通るまでゆでて湯を切り、熱いうちに${k.has('fat') ? `${k.markJa(k.items('fat'))}の半量を加えて` : ''}なめらかにつぶす。`,
        en: `Boil ${k.markEn(mash)} from cold for 15 minutes, until a skewer slides in, drain and mash while hot${k.has('fat') ? ` with half of ${k.markEn(k.items('fat'))}` : ''}.`,
      },
      firstInPan && filling.length > 0 && heatPan(k, 'medium'),
      firstInPan &&
        k.has('base', 'veg') &&
        (() => {
          const items = k.items('base', 'veg')
          const meat = items.some((i) => mustCook(i.ing) && i.ing.group === 'protein')
          const minced = items.some((i) => mustCook(i.ing) && i.ing.form === 'small')
          return {
            ja: `${k.markJa(items)}を加え、${minced ? 'ほぐしながら' : ''}5〜6分、${meat ? '赤いところがなくなるまで' : 'やわらかくなり始めるまで'}炒める。`,
            en: `Add ${k.markEn(items)} and cook for 5 to 6 minutes${minced ? ', breaking it up,' : ''} ${meat ? 'until no pink is left' : 'until it starts to soften'}.`,
          }
        })(),
      roux
        ? {
            ja: `小鍋で${k.markJa(k.items('fat'))}を溶かし、${k.markJa(flour)}を加えて1分炒め、${k.markJa(sauceItems.filter((i) => !flour.includes(i)))}を少しずつ加えて泡立て器で混ぜながら、とろみがつくまで3分煮る。`,
            en: `Melt ${k.markEn(k.items('fat'))} in a small pan, stir in ${k.markEn(flour)} for 1 minute, then whisk in ${k.markEn(sauceItems.filter((i) => !flour.includes(i)))} a little at a time and simmer for 3 minutes, stirring, until thick.`,
          }
        : sauced && (dough || pie.length > 0 || !crust.length) && k.whisk(['sauce', 'liquid', 'seasoning']),
      crust.length > 0 &&
        (pie.length
          ? {
              ja: `耐熱の型に${k.markJa(crust)}${lid ? 'の1枚' : ''}を敷き込み、底にフォークで穴をあける。`,
              en: `Line a pie dish with ${lid ? 'one sheet of ' : ''}${k.markEn(crust)} and prick the base all over with a fork.`,
            }
          : dough
            ? {
                ja: `天板に${k.markJa(crust)}を薄くのばし${sauced ? '、合わせたソースを塗る' : 'て広げる'}。`,
                en: `Stretch ${k.markEn(crust)} thin on a lightly oiled tray${sauced ? ' and spread the mixed sauce over it' : ''}.`,
              }
            : {
                ja: `天板に${k.markJa(crust)}を重ならないように広げる。`,
                en: `Spread ${k.markEn(crust)} in one layer on a tray.`,
              }),
      sheets.length > 0
        ? {
            ja: `耐熱皿に${filling.length ? `${k.markJa(filling)}と` : ''}合わせたソース、ゆでた${k.markJa(sheets)}を3回ずつ交互に重ね、最後はソースで覆う。`,
            en: `In a baking dish, layer ${filling.length ? `${k.markEn(filling)}, ` : ''}the sauce and the boiled ${k.markEn(sheets).replace(/^the /, '')} three times, finishing with sauce.`,
          }
        : (() => {
            const inside = [k.markJa(pasta), k.markJa(filling)].filter(Boolean).join('、')
            const insideEn = listEn([k.markEn(pasta), k.markEn(filling)].filter(Boolean))
            const pour = sauced && !(crust.length && !pie.length)
            const flat = crust.length > 0 && !pie.length
            const drizzle = fatLeft.length
              ? { ja: `${k.markJa(fatLeft)}を回しかけ`, en: ` and drizzle with ${k.markEn(fatLeft)}` }
              : null
            return {
              ja: `${flat ? `${k.ja('starch')}の上` : pie.length ? '型' : '耐熱皿'}に${inside}を${flat ? '散らし' : '並べ'}${pour ? '、合わせたソースをかけ' : ''}${drizzle ? `、${drizzle.ja}` : ''}${mash.length ? `、つぶした${k.markJa(mash)}を全体に広げてフォークで表面に筋をつける` : ''}る。`
                .replace(/しる。$/, 'す。')
                .replace(/ける。$/, 'ける。')
                .replace(
                  /(散らし|並べ|かけ|回しかけ)る。$/,
                  (_match, v: string) =>
                    ({ 散らし: '散らす。', 並べ: '並べる。', かけ: 'かける。', 回しかけ: '回しかける。' })[v]!,
                ),
              en: `${flat ? 'Scatter' : pie.length ? 'Fill the pastry case with' : 'Arrange'} ${insideEn}${flat ? ` over ${k.en('starch')}` : pie.length ? '' : ' in a baking dish'}${pour ? ' and pour the sauce over' : ''}${drizzle ? drizzle.en : ''}${mash.length ? `, then spread the mashed ${k.markEn(mash).replace(/^the /, '')} over the top and rough it up with a fork` : ''}.`,
            }
          })(),
      // The lid is pierced, not cut: the pastry is a sheet the catalogue gives no knife work.
      lid && {
        ja: `残りの${k.markJa(pie)}をかぶせて縁を押さえてとじ、上にナイフの先で蒸気の抜け穴を数か所あける。`,
        en: `Cover with the second sheet of ${k.markEn(pie).replace(/^the /, '')}, press the edges to seal and pierce a few steam holes in the top with the tip of a knife.`,
      },
      // "The beaten egg" is a whole egg in the catalogue; a glaze of yolks is named as yolks.
      glaze.length > 0 && {
        ja: `${k.markJa(glaze)}を溶きほぐし、表面に塗る。`,
        en: `Beat ${k.markEn(glaze)} and brush it over the top.`,
      },
      {
        ja: pie.length
          ? `220℃のオーブンで${oven}分、生地の底までこんがり焼き色がつき、中がふつふつするまで焼く。`
          : `220℃のオーブンで${oven}分、表面に焼き色がつくまで焼く。`,
        en: pie.length
          ? `Bake at 220°C for ${oven} minutes, until the pastry is golden and crisp underneath and the filling bubbles.`
          : `Bake at 220°C for ${oven} minutes, until browned on top.`,
      },
      k.plan.extraKept && bilingual('オーブンから出して10分休ませる。', 'Rest for 10 minutes out of the oven.'),
      serve(k, 'plate', {
        ja: `${countJa(k.plan.servings)}の皿に取り分ける${side.length ? `。${k.markJa(side)}を添える` : ''}。${sauced && crust.length && !dough && !pie.length ? `${k.ja('sauce', 'liquid', 'seasoning')}をのせる。` : ''}`,
        en: `Divide between ${k.plan.servings} plates${side.length ? ` with ${k.markEn(side)} alongside` : ''}.${sauced && crust.length && !dough && !pie.length ? ` Spoon ${k.en('sauce', 'liquid', 'seasoning')} on top.` : ''}`,
      }),
    ]
  },
}

export { cap }
