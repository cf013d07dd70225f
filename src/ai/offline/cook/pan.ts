import type { Text } from '../../food/types'
import { heatPan, serve, starchStep } from './common'
import { countJa, type Kit } from './kit'
import { type Cooking, fill, proposal, bilingual } from './types'

/**
 * Frying-pan cooking: stir-fries, fried rice, grilled and pan-fried things, savoury pancakes.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

const FRYING_PAN = bilingual('フライパン', 'a frying pan')

/** Part of the sauce or seasoning rubbed into the base and left to stand: the chef's marinade. Eggs are not marinated. */
function marinade(k: Kit, minutes: number): Text | null {
  const solids = k.solids()
  if (!solids.length) return null
  return fill(
    bilingual(
      `${k.markJa(solids)}に{sauce}の一部（大さじ1ほど）をもみ込み、${minutes}分置く。`,
      `Rub ${k.markEn(solids)} with about 1 tbsp of {sauce} and leave it for ${minutes} minutes.`,
    ),
    k,
    true,
  )
}

/** The base seared and lifted out; eggs in it are scrambled softly and lifted out after. */
function searBase(k: Kit): Array<Text | null> {
  const solids = k.solids()
  const eggs = k.eggs()
  return [
    solids.length
      ? {
          ja: `${k.markJa(solids)}を広げ入れ、触らずに2分焼き付けてから返してさらに1〜2分焼き、いったん取り出す。`,
          en: `Spread ${k.markEn(solids)} in the pan, leave it untouched for 2 minutes to brown, turn it for 1 to 2 minutes more, then lift it out.`,
        }
      : null,
    eggs.length
      ? {
          ja: `${k.markJa(eggs)}を溶きほぐして流し入れ、大きく混ぜながら1分ほどふんわりした炒り卵にし、いったん取り出す。`,
          en: `Beat ${k.markEn(eggs)}, pour them into the hot pan and scramble them softly for about 1 minute, then lift them out.`,
        }
      : null,
  ]
}

export const STIR_FRY: Cooking = {
  equipment: FRYING_PAN,
  technique: proposal(
    0,
    '{base}を先に焼き付けて取り出す二段炒め',
    'a two-stage stir-fry that sears {base} first',
    '{base}を先に強火で焼き付けていったん取り出し、野菜を炒めてから戻します。{base}は固くならず、{veg}も水っぽくなりません。',
    'Sear {base} first over high heat, lift it out, cook {veg}, then return it. {base} stays tender and {veg} never stews in its own juice.',
  ),
  extra: proposal(
    15,
    '{base}に15分の下味',
    'a 15-minute marinade for {base}',
    '{base}に{sauce}を少しもみ込んで15分置けば、中まで味が入ります。',
    'Rub {base} with a spoonful of {sauce} and give it 15 minutes: it is seasoned all the way through.',
  ),
  shortcut: proposal(
    5,
    '{veg}を一度にまとめて炒める段取り',
    'cooking {veg} in one batch',
    '{veg}は分けずに固いものから順に同じフライパンへ入れれば、5分は短くなります。',
    'Put {veg} into the same pan in one batch, hardest first, and you save about 5 minutes.',
  ),
  done: bilingual(
    '{base}の中心まで火が通り、{veg}にまだ歯ごたえが残っていれば{dish}の完成です。',
    '{dish} is done when {base} is cooked through and {veg} still has a little bite.',
  ),
  keeps: bilingual(
    '{dish}は作りたてが一番で、残ったら冷蔵して翌日までに温め直して食べ切ります。',
    '{dish} is best straight from the pan; leftovers keep in the fridge until the next day and reheat in a hot pan.',
  ),
  floor: () => 10,
  steps: (k) => [
    k.prep(),
    k.whisk(['sauce']),
    starchStep(k, k.items('starch').some((i) => i.ing.form === 'noodle') ? 'toss' : 'side'),
    k.plan.extraKept && marinade(k, 15),
    heatPan(k, 'high'),
    ...searBase(k),
    k.has('veg') &&
      (k.plan.shortcutKept
        ? fill(
            bilingual(
              '{veg}を固いものから順に一度に入れ、強火で3分炒める。',
              'Add {veg} in one batch, hardest first, and stir-fry over high heat for 3 minutes.',
            ),
            k,
            true,
          )
        : fill(
            bilingual(
              '{veg}を固いものから1分ずつずらして入れ、強火で合わせて3〜4分炒める。',
              'Add {veg} a minute apart, hardest first, and stir-fry over high heat for 3 to 4 minutes in all.',
            ),
            k,
            true,
          )),
    tossBack(k),
    serve(k, 'plate', withSide(k, 'plate')),
  ],
}

/** The seared base back in the pan with the noodles, sauce and seasoning, tossed until glossy. */
function tossBack(k: Kit): Text {
  const back = k.has('base')
    ? { ja: `${k.ja('base')}を戻し入れ、`, en: `Return ${k.en('base')} to the pan, ` }
    : { ja: '', en: '' }
  const noodles = k.items('starch').filter((i) => i.ing.form === 'noodle')
  const n = noodles.length
    ? { ja: `${k.markJa(noodles)}を加えてほぐし、`, en: `add ${k.markEn(noodles)} and loosen them, ` }
    : { ja: '', en: '' }
  const add = k.add(['sauce', 'seasoning'], false)
  return {
    ja: `${back.ja}${n.ja}${add ? `${add.ja}、` : ''}全体にからめて1分炒め合わせる。`,
    en: `${back.en || 'Then '}${n.en}${add ? `${add.en}, ` : ''}and toss for 1 minute until everything is glossy.`.replace(
      /^then /,
      'Then ',
    ),
  }
}

export const FRIED_RICE: Cooking = {
  equipment: FRYING_PAN,
  technique: proposal(
    0,
    '{starch}を強火で広げて水分を飛ばす炒め方',
    'frying {starch} spread thin over high heat',
    '{starch}はフライパンに広げて30秒ずつ触らずに焼き、水分を飛ばしてから返します。これで{dish}がパラっと仕上がります。',
    'Spread {starch} thin and leave it 30 seconds at a time before turning: the steam escapes and every grain separates.',
  ),
  extra: proposal(
    10,
    '{starch}を広げて10分冷ます下準備',
    'ten minutes of spreading {starch} out to dry',
    '炊きたてなら{starch}をバットに広げて10分冷ますだけで、べたつきが消えます。',
    'If {starch} is freshly cooked, spread it on a tray for 10 minutes: the surface dries and it stops clumping.',
  ),
  shortcut: proposal(
    5,
    '具を全部一緒に炒める段取り',
    'frying all the other ingredients together',
    '{base}と{veg}を分けずに一度に炒めれば5分短くなり、フライパンもひとつで済みます。',
    'Fry {base} and {veg} together in one go: about 5 minutes saved, and still one pan.',
  ),
  done: bilingual(
    '{starch}が一粒ずつほぐれ、鍋肌からパチパチと音がすれば{dish}の出来上がりです。',
    '{dish} is ready when {starch} separates grain by grain and crackles against the pan.',
  ),
  keeps: bilingual(
    '{dish}は冷凍もでき、小分けにして1か月、電子レンジで温め直せます。',
    '{dish} freezes well in portions for a month and reheats in the microwave.',
  ),
  floor: () => 10,
  steps: (k) => [
    k.prep(),
    starchStep(k, 'toss'),
    k.plan.extraKept &&
      fill(
        bilingual(
          '{starch}をバットに薄く広げ、10分おいて表面を乾かす。',
          'Spread {starch} thinly on a tray and leave it for 10 minutes to dry.',
        ),
        k,
        true,
      ),
    k.whisk(['sauce']),
    heatPan(k, 'high'),
    k.plan.shortcutKept
      ? k.has('base', 'veg') &&
        fill(
          bilingual(
            '{base}と{veg}を一度に入れ、強火で2〜3分炒める。',
            'Add {base} and {veg} together and fry over high heat for 2 to 3 minutes.',
          ),
          k,
          true,
        )
      : k.has('base', 'veg') &&
        ({
          ja: `${k.has('base') ? `${k.ja('base')}を入れて強火で2分炒め、` : ''}${k.has('veg') ? `${k.ja('veg')}を加えてさらに1〜2分炒める。` : '火を通す。'}`,
          en: `${k.has('base') ? `Fry ${k.en('base')} over high heat for 2 minutes` : 'Heat through'}${k.has('veg') ? `, then add ${k.en('veg')} for 1 to 2 minutes more.` : '.'}`,
        } as Text),
    fill(
      bilingual(
        '{starch}を加えて広げ、30秒ずつ触らずに焼いては返すことを3〜4分繰り返す。',
        'Add {starch}, spread it out and fry for 3 to 4 minutes, leaving it 30 seconds at a time before turning.',
      ),
      k,
      true,
    ),
    k.has('sauce', 'seasoning') && {
      ja: `${k.add(['sauce', 'seasoning'], false)!.ja}、さらに1分炒めて全体になじませる。`,
      en: `${cap(k.add(['sauce', 'seasoning'], false)!.en)} and fry for 1 minute more so every grain is coated.`,
    },
    serve(k, 'plate'),
  ],
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Plates with the starch served alongside (rice, bread), when the dish has a side left to serve. */
export function withSide(k: Kit, vessel: 'plate' | 'bowl'): Text | undefined {
  const side = k
    .items('starch')
    .filter(
      (i) => (i.ing.form === 'grain' || i.ing.form === 'sheet' || i.ing.group === 'bread') && !k.inDish.has(i.ing.id),
    )
  if (!side.length) return undefined
  const where = vessel === 'plate' ? { ja: '皿', en: 'plates' } : { ja: '器', en: 'bowls' }
  return {
    ja: `${countJa(k.plan.servings)}の${where.ja}に盛り、${k.markJa(side)}を添える。`,
    en: `Divide between ${k.plan.servings} ${where.en} with ${k.markEn(side)} alongside.`,
  }
}

/** The sauce poured over what is in the pan at the end and turned in it until glazed. */
const glaze = (k: Kit): Text | false =>
  k.has('sauce') &&
  fill(
    bilingual(
      '{sauce}を回し入れ、弱火で1分からめて照りを出す。',
      'Pour in {sauce} and let it bubble over low heat for 1 minute, turning until glazed.',
    ),
    k,
    true,
  )

export const GRILL: Cooking = {
  equipment: bilingual('フライパンか魚焼きグリル', 'a frying pan or grill'),
  technique: proposal(
    0,
    '{base}を動かさずに片面ずつ焼く焼き方',
    'grilling {base} one side at a time without moving it',
    '{base}は焼き始めたら動かさず、片面にしっかり焼き色をつけてから一度だけ返します。{base}の表面が香ばしく、中は乾きません。',
    'Once {base} is in the pan, leave it alone: brown one side properly and turn it only once. The outside of {base} caramelises and the inside stays juicy.',
  ),
  extra: proposal(
    20,
    '{base}を常温に20分戻す下準備',
    'letting {base} come to room temperature for 20 minutes',
    '{base}を焼く20分前に冷蔵庫から出しておくと、中まで均一に火が入ります。',
    'Take {base} out of the fridge 20 minutes ahead: it cooks evenly to the centre.',
  ),
  shortcut: proposal(
    3,
    '返したあとふたをして焼く段取り',
    'covering the pan for the second side',
    '{base}を返したらふたをして蒸し焼きにすれば、中まで3分早く火が通ります。',
    'Cover the pan once {base} is turned and it cooks through about 3 minutes sooner.',
  ),
  done: bilingual(
    '{base}の厚い部分を押して弾力が戻り、透明な肉汁が出れば{dish}の焼き上がりです。',
    '{dish} is done when the thickest part of {base} springs back and the juices run clear.',
  ),
  keeps: bilingual(
    '{dish}は焼いたその日に食べるのが基本ですが、冷蔵で翌日まで持ちます。',
    '{dish} is best the day it is grilled; it keeps in the fridge until the next day.',
  ),
  floor: () => 12,
  steps: (k) => {
    // Minced meat is kneaded and shaped into patties before the pan; beaten eggs are set in thin
    // layers. Neither goes into the pan as loose pieces "laid" there.
    const minced = k
      .items('base')
      .some((i) => i.ing.form === 'small' && i.ing.group === 'protein' && i.ing.contains.includes('meat'))
    const eggs = !minced && k.items('base').length > 0 && k.items('base').every((i) => i.ing.form === 'egg')
    const n = k.plan.servings
    if (minced)
      return [
        k.prep(),
        {
          ja: `ボウルに${k.ja('base')}${k.has('seasoning') ? `と${k.ja('seasoning')}` : ''}を入れ、粘りが出るまで1分よく練り、${n}等分して2cm厚さの小判形にまとめ、中央を軽くくぼませる${k.plan.extraKept ? '。焼く前に20分置いて常温に戻す' : ''}。`,
          en: `Knead ${k.en('base')}${k.has('seasoning') ? ` with ${k.en('seasoning')}` : ''} in a bowl for 1 minute, until sticky, shape into ${n} ovals 2 cm thick and press a shallow dip into the centre of each${k.plan.extraKept ? '; leave them for 20 minutes to reach room temperature before cooking' : ''}.`,
        },
        k.whisk(['sauce']),
        starchStep(k, 'side'),
        heatPan(k, 'medium'),
        bilingual(
          'パテを入れて中火で3分焼き、返してふたをし、弱火で6〜8分、押すと透き通った汁が出るまで焼く（中心温度75℃）。',
          'Cook the patties over medium heat for 3 minutes, turn them, cover and cook over low heat for 6 to 8 minutes, until clear juices run when pressed (75°C at the centre).',
        ),
        k.has('veg') &&
          fill(bilingual('空いたところで{veg}を2〜3分焼く。', 'Cook {veg} alongside for 2 to 3 minutes.'), k, true),
        glaze(k),
        serve(k, 'plate', withSide(k, 'plate')),
      ]
    if (eggs)
      return [
        k.prep(),
        {
          ja: `${k.ja('base')}を溶きほぐし${k.has('seasoning', 'sauce') ? `、${k.ja('seasoning', 'sauce')}を加えて混ぜる` : ''}。`,
          en: `Beat ${k.en('base')}${k.has('seasoning', 'sauce') ? ` with ${k.en('seasoning', 'sauce')}` : ''}.`,
        },
        heatPan(k, 'medium'),
        bilingual(
          '卵液の1/3量を流し入れ、半熟になったら奥から手前へ巻く。巻いた卵を奥へ戻し、残りを2回に分けて同じように流しては巻き、弱火で1分、中まで火を通す。',
          'Pour in a third of the egg, and when it is half set roll it towards you; push the roll back, pour in the rest in two more goes, rolling each time, then cook over low heat for 1 minute so it sets through.',
        ),
        serve(k, 'plate', {
          ja: `食べやすく切って${countJa(n)}の皿に盛る。`,
          en: `Slice and divide between ${n} plates.`,
        }),
      ]
    return [
      k.prep(),
      k.plan.extraKept &&
        fill(
          bilingual(
            '{base}を冷蔵庫から出し、20分置いて常温に戻す。',
            'Take {base} out of the fridge and leave it for 20 minutes to reach room temperature.',
          ),
          k,
          true,
        ),
      k.has('seasoning') &&
        (k.items('seasoning').some((i) => i.ing.form === 'egg')
          ? // Eggs and milk are a soak (French toast), not a seasoning to sprinkle.
            {
              ja: `バットに${k.ja('seasoning')}を入れてよく混ぜ、${k.ja('base')}を両面5分ずつひたして液を吸わせる。`,
              en: `Whisk ${k.en('seasoning')} in a shallow dish and soak ${k.en('base')} in it for 5 minutes a side.`,
            }
          : {
              ja: `${k.ja('base')}に${k.ja('seasoning')}をまぶす。`,
              en: `Season ${k.en('base')} with ${k.en('seasoning')}.`,
            }),
      k.whisk(['sauce']),
      starchStep(k, 'side'),
      heatPan(k, 'medium-high'),
      k.plan.shortcutKept
        ? fill(
            bilingual(
              '{base}を入れて動かさずに4分焼き、返してふたをし、弱めの中火で3分蒸し焼きにする。',
              'Lay {base} in the pan and cook it untouched for 4 minutes, turn it, cover and cook 3 minutes more over medium heat.',
            ),
            k,
            true,
          )
        : fill(
            bilingual(
              '{base}を入れて動かさずに4分焼き、返して弱めの中火で4〜5分焼く。',
              'Lay {base} in the pan and cook it untouched for 4 minutes, turn it and cook 4 to 5 minutes more over medium heat.',
            ),
            k,
            true,
          ),
      k.has('veg') &&
        fill(bilingual('空いたところで{veg}を2〜3分焼く。', 'Grill {veg} alongside for 2 to 3 minutes.'), k, true),
      glaze(k),
      serve(k, 'plate', withSide(k, 'plate')),
    ]
  },
}

export const SAVORY_PANCAKE: Cooking = {
  equipment: FRYING_PAN,
  technique: proposal(
    0,
    '生地を混ぜすぎず、押さえずに焼く焼き方',
    'a barely mixed batter, never pressed down in the pan',
    '{batter}の生地は粉が見えなくなる程度に混ぜ、焼くときはへらで押さえません。{dish}の中がふんわり、外がカリッとします。',
    'Mix {batter} only until no dry flour shows, and never press it down in the pan: it stays light inside and crisp outside.',
  ),
  extra: proposal(
    15,
    '生地を15分休ませる工程',
    'resting the batter for 15 minutes',
    '{batter}の生地を15分休ませると水分がなじみ、{dish}がしっとり焼き上がります。',
    'Rest the batter of {batter} for 15 minutes: it hydrates and {dish} turns out tender.',
  ),
  shortcut: proposal(
    5,
    '大きく1枚で焼く段取り',
    'one large pancake instead of several',
    '{dish}を小さく何枚も焼かずに大きく1枚焼いて切り分ければ、5分は早く出せます。',
    'Cook {dish} as one large round and cut it, rather than several small ones: about 5 minutes faster.',
  ),
  done: bilingual(
    '{dish}は縁がカリッと色づき、中央を押して生地がついてこなければ焼き上がりです。',
    '{dish} is done when the edges are crisp and brown and the centre no longer feels wet.',
  ),
  keeps: bilingual(
    '{dish}は焼きたてが一番ですが、冷めたらフライパンで両面を温め直せばカリッと戻ります。',
    'Cold {dish} crisps up again in a dry pan, a minute a side.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    k.whisk(['sauce']),
    {
      ja: `ボウルに${k.ja('batter')}を入れ、粉が見えなくなる程度にさっくり混ぜる${k.has('base', 'veg') ? `。${k.ja('base', 'veg')}を加えて混ぜる` : ''}。`,
      en: `Mix ${k.en('batter')} in a bowl only until no dry streaks show${k.has('base', 'veg') ? `, then fold in ${k.en('base', 'veg')}` : ''}.`,
    },
    k.plan.extraKept && bilingual('生地を15分休ませる。', 'Rest the batter for 15 minutes.'),
    heatPan(k, 'medium'),
    k.plan.shortcutKept
      ? bilingual(
          '生地を全部流し入れて大きく1枚に広げ、押さえずに中火で5分、返して4分焼く。',
          'Pour in all the batter as one large pancake and cook it without pressing for 5 minutes, then turn it and cook 4 minutes more.',
        )
      : bilingual(
          '生地を2回に分けて流し入れ、押さえずに中火で片面4分ずつ焼く。',
          'Cook the batter in two batches without pressing, 4 minutes a side over medium heat.',
        ),
    k.has('seasoning') && { ja: `${k.ja('seasoning')}をふる。`, en: `Season with ${k.en('seasoning')}.` },
    serve(k, 'plate', {
      ja: `食べやすく切って${countJa(k.plan.servings)}の皿に盛る。${k.has('sauce') ? `${k.ja('sauce')}を表面に塗る。` : ''}`,
      en: `Cut into wedges and divide between ${k.plan.servings} plates.${k.has('sauce') ? ` Brush ${k.en('sauce')} over the top.` : ''}`,
    }),
  ],
}
