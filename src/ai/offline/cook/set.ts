import type { Dish, Text } from '../../food/types'
import type { Item } from './kit'
import { serve } from './common'
import { mustCook } from '../../food/raw'
import { Kit } from './kit'
import { cap } from './pan'
import { type Cooking, fill, proposal, bilingual } from './types'

/**
 * Set and frozen sweets: custards, jellies, chilled cakes and ices. How a sweet sets decides its
 * steps: gelatin is bloomed and dissolved below the boil, agar must boil for two minutes, eggs
 * are cooked gently in a water bath, starch is cooked until it thickens, and every one of them
 * needs its hours in the fridge, which no shortcut shortens.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

type Agent = 'gelatin' | 'agar' | 'egg' | 'starch' | 'whip' | 'none'

/** How the setting part sets, as its catalogue entry says (`sets`), an egg by its form; anything else is whipped. */
export function agentOf(item: Item | undefined): Agent {
  if (!item) return 'none'
  return item.ing.sets ?? (item.ing.form === 'egg' ? 'egg' : 'whip')
}

/** How long it must chill, read from the dish's own time: what is left after the hands-on part. */
export const chillMinutes = (d: Dish, active = 30) => Math.max(60, d.minutes - active)

function setStep(k: Kit, agent: Agent, setting: Item[]): Text[] {
  const s = { ja: k.markJa(setting), en: k.markEn(setting) }
  const liquid = k.items('liquid')
  const sweet = k.items('sweet')
  const l = { ja: liquid.length ? k.markJa(liquid) : '水', en: liquid.length ? k.markEn(liquid) : 'water' }
  const sw = sweet.length
    ? { ja: `${k.markJa(sweet)}を加えて溶かし`, en: `stir in ${k.markEn(sweet)} until dissolved` }
    : null
  switch (agent) {
    case 'gelatin':
      return [
        {
          ja: `${s.ja}を大さじ2の水にふり入れ、5分ふやかす。`,
          en: `Sprinkle ${s.en} over 2 tbsp water and leave it 5 minutes to soften.`,
        },
        {
          ja: `鍋に${l.ja}を入れて弱火で温め、沸騰直前（60〜70℃）で火を止める。${sw ? `${sw.ja}、` : ''}ふやかしたゼラチンを加えて完全に溶かす（沸騰させると固まりにくくなる）。`,
          en: `Warm ${l.en} in a pan over low heat and take it off just before it simmers (60 to 70°C)${sw ? `, ${sw.en}` : ''}, then stir in the softened gelatin until completely dissolved; boiling would weaken the set.`,
        },
      ]
    case 'agar':
      return [
        {
          ja: `鍋に${l.ja}と${s.ja}を入れてよく混ぜ、中火にかけて沸騰したら弱火で2分、混ぜながら煮溶かす${sw ? `。${sw.ja}て火を止める` : ''}。`,
          en: `Whisk ${s.en} into ${l.en} in a pan, bring to the boil and simmer for 2 minutes, stirring, until dissolved${sw ? `; ${sw.en} and take it off the heat` : ''}; agar only sets after it has boiled.`,
        },
      ]
    case 'egg':
      return [
        { ja: `${l.ja}を鍋で人肌（約50℃）に温める。`, en: `Warm ${l.en} to about 50°C.` },
        {
          ja: `ボウルで${s.ja}${sweet.length ? `と${k.markJa(sweet)}` : ''}を泡立てないように混ぜ、温めた液を少しずつ加えてこし器でこす。`,
          en: `Whisk ${s.en}${sweet.length ? ` with ${k.markEn(sweet)}` : ''} without making it foam, add the warm liquid a little at a time and strain.`,
        },
      ]
    case 'starch':
      return [
        {
          ja: `鍋に${l.ja}と${s.ja}を入れてよく溶き、中火で絶えず混ぜながら、とろみがついてからさらに1分加熱する${sw ? `。${sw.ja}、火を止める` : ''}。`,
          en: `Whisk ${s.en} into ${l.en} in a pan and cook over medium heat, stirring all the time, for 1 minute after it thickens${sw ? `; ${sw.en}` : ''}.`,
        },
      ]
    case 'whip':
      return [
        {
          ja: `${s.ja}をボウルで角が立つまで泡立てる${sw ? `。${sw.ja}、なめらかに混ぜる` : ''}。`,
          en: `Whip ${s.en} to soft peaks${sw ? ` and ${sw.en}` : ''}.`,
        },
      ]
    case 'none':
      return [
        {
          ja: `${l.ja}${sweet.length ? `に${k.markJa(sweet)}を加えて` : 'を'}よく混ぜる。`,
          en: `Mix ${l.en}${sweet.length ? ` with ${k.markEn(sweet)}` : ''} well.`,
        },
      ]
  }
}

/** Fruit in a set sweet: puréed into the mixture when it is the body, laid in the cups when it is a piece. */
function fruitStep(k: Kit): Text | null {
  const fruit = k.items('fruit')
  if (!fruit.length) return null
  const puree = fruit.filter(
    (i) =>
      i.ing.form === 'piece' && (i.ing.group === 'vegetable' || /mango|pumpkin|banana|avocado|peach/.test(i.ing.id)),
  )
  const pieces = fruit.filter((i) => !puree.includes(i))
  const out: Text[] = []
  if (puree.length)
    out.push({
      ja: `${k.markJa(puree)}は${puree.some((i) => i.ing.group === 'vegetable') ? '電子レンジ（600W）で4分加熱してやわらかくし、' : ''}なめらかにつぶして液に混ぜ込む。`,
      en: `${puree.some((i) => i.ing.group === 'vegetable') ? `Microwave ${k.markEn(puree)} at 600 W for 4 minutes until soft, mash it` : `Purée ${k.markEn(puree)}`} until smooth and stir it into the mixture.`,
    })
  if (pieces.length)
    out.push({ ja: `${k.markJa(pieces)}を器に分け入れる。`, en: `Divide ${k.markEn(pieces)} between the cups.` })
  return { ja: out.map((o) => o.ja).join(''), en: out.map((o) => o.en).join(' ') }
}

/** A sauce for a set sweet: caramel waits in the bottom of the cups; anything else goes on top at the end. */
function sauceStep(k: Kit, when: 'under' | 'over'): Text | null {
  const sauce = k.items('sauce').filter((i) => /caramel/.test(i.ing.id) === (when === 'under'))
  if (!sauce.length) return null
  if (when === 'under')
    return {
      ja: `${k.markJa(sauce)}を器の底に入れておく。`,
      en: `Spoon ${k.markEn(sauce)} into the bottom of each cup first.`,
    }
  const fruit = sauce.filter((i) => i.ing.group === 'fruit')
  const other = sauce.filter((i) => !fruit.includes(i))
  const out: Text[] = []
  if (fruit.length)
    out.push({
      ja: `${k.markJa(fruit)}をフォークでつぶしてソースにし、上にかける。`,
      en: `Crush ${k.markEn(fruit)} with a fork into a quick sauce and spoon it over.`,
    })
  if (other.length)
    out.push({
      ja: `食べる直前に${k.markJa(other)}をかける。`,
      en: `Spoon ${k.markEn(other)} over just before serving.`,
    })
  return { ja: out.map((o) => o.ja).join(''), en: out.map((o) => o.en).join(' ') }
}

const chillText = (d: Dish) => Kit.minutes(chillMinutes(d))

/** The filled cups cooled and set in the fridge; the home cook's shortcut starts them the night before. */
function chillToSet(k: Kit): Text {
  const chill = chillText(k.plan.dish)
  return {
    ja: `粗熱をとり、冷蔵庫で${chill.ja}以上${k.plan.shortcutKept ? '（できれば前の晩から）' : ''}冷やし固める。`,
    en: `Cool, then chill for at least ${chill.en}${k.plan.shortcutKept ? ', ideally from the night before' : ''} until set.`,
  }
}

export const CUSTARD: Cooking = {
  equipment: bilingual('鍋と器、冷蔵庫', 'a pan, cups and a fridge'),
  technique: proposal(
    0,
    '液をこし、固める材料に合った火の入れ方をする仕上げ',
    'straining the mixture and setting it the way {setting} needs',
    '{dish}の液は必ずこして泡を取り除きます。{setting}に合わせて火を入れることが大事で、卵ならやさしく、寒天ならしっかり沸騰させ、ゼラチンなら沸騰させません。それで{dish}がなめらかに固まります。',
    'Always strain the mixture and skim the foam, then set {setting} exactly as it needs: eggs gently, agar at a full boil, gelatin never boiled. That is what makes {dish} silky.',
  ),
  extra: proposal(
    0,
    '表面の泡をバーナーやスプーンで消す一手間',
    'skimming every bubble off the surface',
    '器に注いだあと表面の泡をスプーンで消すと、{dish}の表面が鏡のように仕上がります。',
    'Skim every bubble off the filled cups and {dish} sets with a mirror-smooth top.',
  ),
  shortcut: proposal(
    0,
    '前日に作っておく段取り',
    'making it the day before',
    '{dish}は冷やす時間が一番長いので、前の晩に作っておけば当日は出すだけです。',
    '{dish} spends most of its time in the fridge: make it the night before and there is nothing left to do on the day.',
  ),
  done: bilingual(
    '{dish}は器を傾けても表面が流れず、中央がわずかに揺れる程度なら固まっています。',
    '{dish} has set when the surface holds as you tilt the cup and only the very centre wobbles.',
  ),
  keeps: bilingual('{dish}はラップをして冷蔵で2日持ちます。', '{dish} keeps 2 days in the fridge, covered.'),
  floor: (d) => d.minutes,
  steps: (k) => {
    const setting = k.items('setting')
    const agent = agentOf(setting[0])
    return [
      k.prep(),
      sauceStep(k, 'under'),
      ...setStep(k, agent, setting),
      fruitStep(k),
      {
        ja: `こし器でこしながら器に注${k.plan.extraKept ? 'ぎ、表面の泡をスプーンで消す' : 'ぐ'}。`,
        en: `Strain into the cups${k.plan.extraKept ? ' and skim every bubble off the top' : ''}.`,
      },
      agent === 'egg' &&
        bilingual(
          '天板に湯を張って150℃のオーブンで30分、または蒸し器の弱火で15分、中央がわずかに揺れるまで蒸し焼きにする。',
          'Bake in a water bath at 150°C for 30 minutes, or steam over low heat for 15 minutes, until only the centre wobbles.',
        ),
      chillToSet(k),
      sauceStep(k, 'over'),
      serve(k, 'bowl', { ja: '', en: '' }),
    ]
  },
}

export const JELLY: Cooking = {
  ...CUSTARD,
  technique: proposal(
    0,
    '{setting}の性質に合わせた溶かし方',
    'dissolving {setting} the way it needs',
    '{setting}は扱いを間違えると固まりません。{setting}には、ゼラチンなら沸騰させず、寒天なら逆にしっかり2分沸騰させるという決まりがあります。',
    '{setting} fails if it is handled wrong: gelatin must never boil, and agar must boil for two full minutes.',
  ),
  extra: proposal(
    0,
    '少し冷ましてから果物を入れる一手間',
    'cooling the liquid before the fruit goes in',
    '液をとろみがつくまで冷ましてから{fruit}を入れると、浮かずに全体に散ります。',
    'Let the liquid cool until it just thickens before adding {fruit}: it stays suspended instead of floating.',
  ),
  done: bilingual(
    '{dish}は器を揺らしても表面が割れずにぷるんと戻れば食べ頃です。',
    '{dish} is ready when it wobbles back into place without cracking.',
  ),
  steps: (k) => {
    const setting = k.items('setting')
    return [
      k.prep(),
      ...setStep(k, agentOf(setting[0]), setting),
      k.has('fruit') && {
        ja: `${k.plan.extraKept ? '液をとろみがつくまで冷ましてから、' : ''}${k.ja('fruit')}とともに器に分け入れる。`,
        en: `${k.plan.extraKept ? 'Let the liquid cool until it just thickens, then pour' : 'Pour'} it into the cups with ${k.en('fruit')}.`,
      },
      !k.has('fruit') && bilingual('器に注ぎ分ける。', 'Pour into the cups.'),
      chillToSet(k),
      serve(k, 'bowl', { ja: '', en: '' }),
    ]
  },
}

/** No-bake chilled cakes and mousses: a base or crust, a creamy filling set cold. */
export const CHILLED: Cooking = {
  ...CUSTARD,
  technique: proposal(
    0,
    '{filling}をなめらかにしてから合わせる手順',
    'beating {filling} smooth before anything joins it',
    '{filling}は最初に常温でなめらかに練ってから他を合わせます。ダマが残ると{dish}の口当たりが台なしです。',
    'Beat {filling} smooth at room temperature before anything else goes in: lumps ruin the texture of {dish}.',
  ),
  extra: proposal(
    0,
    '型ごと冷凍庫で15分締めてから冷蔵する一手間',
    'fifteen minutes in the freezer before the fridge',
    '冷蔵の前に冷凍庫で15分締めると、{dish}の切り口がきれいに決まります。',
    'Fifteen minutes in the freezer before the fridge gives {dish} clean slices.',
  ),
  steps: (k) => {
    const d = k.plan.dish
    const sabayon = cookedEggs(k, 'sabayon')
    const setting = k.items('setting').filter((i) => !k.cooked.has(i.ing.id))
    const filling = k.items('filling').filter((i) => !k.cooked.has(i.ing.id))
    const crumbs = k.items('base').filter((i) => /biscuit|cracker|cookie|ladyfinger|sponge|castella/.test(i.ing.id))
    const base = k.items('base').filter((i) => !crumbs.includes(i))
    const fatBase = base.filter((i) => i.ing.group === 'fat' || /butter/.test(i.ing.id))
    const melt = base.filter((i) => !fatBase.includes(i))
    return [
      k.prep(),
      crumbs.length &&
        (/ladyfinger|sponge|castella/.test(crumbs.map((c) => c.ing.id).join())
          ? {
              ja: `${k.markJa(crumbs)}を${k.has('liquid') ? `${k.ja('liquid')}にさっとひたして` : ''}器の底に並べる。`,
              en: `Dip ${k.markEn(crumbs)} briefly${k.has('liquid') ? ` in ${k.en('liquid')}` : ''} and line the bottom of the dish.`,
            }
          : {
              ja: `${k.markJa(crumbs)}を細かく砕き${fatBase.length ? `、溶かした${k.markJa(fatBase)}と混ぜて` : ''}型の底に押し固める。`,
              en: `Crush ${k.markEn(crumbs)} finely${fatBase.length ? `, mix with ${k.markEn(fatBase)}, melted,` : ''} and press into the bottom of the tin.`,
            }),
      melt.length && {
        ja: `${k.markJa(melt)}を湯せんで溶かす。`,
        en: `Melt ${k.markEn(melt)} over a pan of hot water.`,
      },
      sabayon,
      filling.length > 0 && {
        ja: `${k.markJa(filling)}を常温に戻し、なめらかになるまで練る${sabayon ? '。冷ました卵液を加えてさっくり混ぜる' : ''}。`,
        en: `Beat ${k.markEn(filling)} at room temperature until smooth${sabayon ? ', then fold in the cooled egg mixture' : ''}.`,
      },
      !filling.length &&
        sabayon &&
        bilingual('溶かしたものに冷ました卵液を加えてさっくり混ぜる。', 'Fold the cooled egg mixture into it.'),
      ...(setting.length ? setStep(k, agentOf(setting[0]), setting) : []),
      k.items('sweet').some((i) => !k.used.en.has(i.ing.id)) && {
        ja: `${k.markJa(k.items('sweet').filter((i) => !k.used.en.has(i.ing.id)))}を加えて溶かす。`,
        en: `Stir in ${k.markEn(k.items('sweet').filter((i) => !k.used.en.has(i.ing.id)))} until dissolved.`,
      },
      k.has('liquid') &&
        !k.items('liquid').every((i) => k.used.en.has(i.ing.id)) && {
          ja: `${k.ja('liquid')}を加える。`,
          en: `Add ${k.en('liquid')}.`,
        },
      k.has('fruit') && {
        ja: `${k.ja('fruit')}を加え、すべてをなめらかに合わせる。`,
        en: `Add ${k.en('fruit')} and bring everything together until smooth.`,
      },
      {
        ja: `型に流し入れ${k.plan.extraKept ? '、冷凍庫で15分締めてから' : '、'}冷蔵庫で${chillText(d).ja}以上冷やし固める。`,
        en: `Pour into the tin${k.plan.extraKept ? ', give it 15 minutes in the freezer, then' : ' and'} chill for at least ${chillText(d).en} until set.`,
      },
      serve(k, 'plate', { ja: `${k.plan.servings}人分に切り分ける。`, en: `Cut into ${k.plan.servings} portions.` }),
    ]
  },
}

export const FROZEN: Cooking = {
  equipment: bilingual('ミキサーと冷凍庫', 'a blender and a freezer'),
  technique: proposal(
    0,
    '凍らせる途中で数回かき混ぜる手順',
    'stirring it several times as it freezes',
    '冷凍庫で1時間ごとにフォークでかき混ぜると、氷の粒が細かくなり{dish}の口当たりがなめらかになります。',
    'Fork {dish} through every hour as it freezes: the crystals stay small and it turns out smooth.',
  ),
  extra: proposal(
    0,
    '果物を先に凍らせておく一手間',
    'freezing {fruit} first',
    '{fruit}を先に凍らせてからミキサーにかけると、すぐに食べられる固さになります。',
    'Freeze {fruit} before blending and it comes out firm enough to eat straight away.',
  ),
  shortcut: proposal(
    0,
    '小さな容器に小分けにして凍らせる段取り',
    'freezing it in small pots',
    '{dish}を小さな容器に小分けにして凍らせれば早く固まり、食べる分だけ出せます。',
    'Freeze {dish} in small pots: it sets faster and you take out only what you need.',
  ),
  done: bilingual(
    '{dish}はスプーンがすっと入り、溶けずに形が残ればちょうどよい固さです。',
    '{dish} is right when a spoon goes in easily and the scoop holds its shape.',
  ),
  keeps: bilingual(
    '{dish}は冷凍で2週間持ちますが、出す10分前に冷蔵庫へ移すと食べやすくなります。',
    '{dish} keeps 2 weeks frozen; move it to the fridge 10 minutes before serving.',
  ),
  floor: (d) => d.minutes,
  steps: (k) =>
    k.has('ice') && !k.has('liquid')
      ? [
          // Shaved ice: the ice is the dish, the rest is its syrup and topping.
          k.prep(),
          k.has('fruit', 'sweet') && {
            ja: `${k.ja('fruit', 'sweet')}を合わせてつぶし、ソースにする。`,
            en: `Crush ${k.en('fruit', 'sweet')} together into a sauce.`,
          },
          k.plan.extraKept &&
            bilingual('器を冷凍庫で10分冷やしておく。', 'Chill the bowls in the freezer for 10 minutes.'),
          {
            ja: `${k.ja('ice')}をかき氷器か袋に入れて麺棒で細かく砕き、器にふんわり盛る。`,
            en: `Shave ${k.en('ice')} in a shaver, or crush it finely in a bag with a rolling pin, and heap it loosely into the bowls.`,
          },
          serve(k, 'glass', { ja: 'ソースをかける。', en: 'Spoon the sauce over.' }),
        ]
      : [
          k.prep(),
          k.plan.extraKept &&
            k.has('fruit') &&
            fill(bilingual('{fruit}を冷凍庫で凍らせておく。', 'Freeze {fruit} ahead.'), k, true),
          ...(() => {
            const custard = cookedEggs(k, 'custard')
            const left = (role: 'fruit' | 'liquid' | 'sweet') =>
              k.items(role).filter((i) => !custard || !k.used.en.has(i.ing.id))
            const rest = [...left('fruit'), ...left('liquid'), ...left('sweet')]
            return [
              custard,
              {
                ja: `${[custard ? '冷ましたカスタード' : '', k.markJa(rest)].filter(Boolean).join('と')}をミキサーでなめらかになるまで1分攪拌する。`,
                en: `Blend ${[custard ? 'the cooled custard' : '', rest.length ? k.markEn(rest) : ''].filter(Boolean).join(' with ')} for 1 minute, until smooth.`,
              },
            ]
          })(),
          k.has('ice') && {
            ja: `${k.ja('ice')}を加えてさらに30秒攪拌する。`,
            en: `Add ${k.en('ice')} and blend 30 seconds more.`,
          },
          {
            ja: `${k.plan.shortcutKept ? '小さな容器に小分けにして' : '保存容器に入れて'}冷凍庫で${Kit.minutes(chillMinutes(k.plan.dish, 15)).ja}以上凍らせ、途中1時間ごとにフォークでかき混ぜる。`,
            en: `Pour into ${k.plan.shortcutKept ? 'small freezer pots' : 'a freezer box'} and freeze for at least ${Kit.minutes(chillMinutes(k.plan.dish, 15)).en}, forking it through every hour.`,
          },
          serve(k, 'glass', { ja: `${k.plan.servings}つの器に盛る。`, en: `Scoop into ${k.plan.servings} glasses.` }),
        ],
}

export { cap }

/**
 * Raw eggs in a sweet that is never baked (a mousse, a tiramisu, an ice cream) are cooked first:
 * whisked with the sugar over simmering water to 70°C, or stirred into a custard at 80°C.
 */
export function cookedEggs(k: Kit, how: 'sabayon' | 'custard'): Text | null {
  const eggs = k.plan.items.filter((i) => i.ing.form === 'egg' && mustCook(i.ing) && i.role !== 'garnish')
  if (!eggs.length) return null
  for (const i of eggs) k.cooked.add(i.ing.id)
  const sweet = k.items('sweet').filter((i) => i.ing.form === 'powder')
  const sw = sweet.length ? { ja: `と${k.markJa(sweet)}`, en: ` with ${k.markEn(sweet)}` } : { ja: '', en: '' }
  if (how === 'sabayon')
    return {
      ja: `耐熱ボウルに${k.markJa(eggs)}${sw.ja}を入れ、沸騰直前の湯せんにかけて4〜5分泡立て、もったりと白っぽく70℃になるまで火を通す。湯せんから外し、冷めるまで泡立てる。`,
      en: `Whisk ${k.markEn(eggs)}${sw.en} in a heatproof bowl over barely simmering water for 4 to 5 minutes, until thick, pale and 70°C on a thermometer, then take it off the heat and whisk until cool.`,
    }
  const liquid = k.items('liquid').filter((i) => !eggs.includes(i))
  const l = liquid.length ? { ja: k.markJa(liquid), en: k.markEn(liquid) } : { ja: '牛乳', en: 'the milk' }
  return {
    ja: `鍋で${l.ja}を沸騰直前まで温める。ボウルで${k.markJa(eggs)}${sw.ja}をすり混ぜ、温めた液を少しずつ加えて鍋に戻し、弱火で絶えず混ぜながら、へらにとろりと膜がつくまで（80℃、沸騰させない）煮る。こして冷ます。`,
    en: `Bring ${l.en} just to a simmer. Whisk ${k.markEn(eggs)}${sw.en}, pour in the hot liquid a little at a time, return it all to the pan and cook over low heat, stirring all the time, until it coats the back of a spoon (80°C, never boiling). Strain and cool.`,
  }
}
