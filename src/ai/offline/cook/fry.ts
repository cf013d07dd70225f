import type { Text } from '../../food/types'
import { grainStep, heatPan, serve, starchStep } from './common'
import { mustCook } from '../../food/raw'
import type { Kit } from './kit'
import { cap, withSide } from './pan'
import { type Cooking, fill, proposal, bilingual } from './types'

/**
 * Frying and steaming: deep-fried dishes and snacks, dumplings, steamed dishes.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

/** Coating in order: powders first, then anything wet (egg, batter liquid), then crumbs or sheets. */
function coat(k: Kit, what: Text): Text | null {
  const coating = k.items('coating')
  if (!coating.length) return null
  const dry = coating.filter((i) => i.ing.form === 'powder')
  const wet = coating.filter((i) => i.ing.form === 'egg' || i.ing.form === 'liquid')
  const crumbs = coating.filter((i) => !dry.includes(i) && !wet.includes(i))
  const ja: string[] = []
  const en: string[] = []
  if (wet.length && dry.length && !crumbs.length) {
    ja.push(`${k.markJa(dry)}と${k.markJa(wet)}を混ぜて衣を作り、${what.ja}にからめる`)
    en.push(`whisk ${k.markEn(dry)} with ${k.markEn(wet)} into a batter and dip ${what.en} in it`)
  } else {
    if (dry.length) {
      ja.push(`${what.ja}に${k.markJa(dry)}を薄くまぶし`)
      en.push(`dust ${what.en} lightly with ${k.markEn(dry)}`)
    }
    if (wet.length) {
      ja.push(`溶いた${k.markJa(wet)}にくぐらせ`)
      en.push(`dip in the beaten ${listOf(k.markEn(wet))}`)
    }
    if (crumbs.length) {
      ja.push(`${k.markJa(crumbs)}をしっかり押さえつける`)
      en.push(`press on ${k.markEn(crumbs)} firmly`)
    }
  }
  // The last clause ends the sentence: 「まぶし」 becomes 「まぶす」, 「くぐらせ」 「くぐらせる」.
  return {
    ja: `${ja.join('、')}。`.replace(/まぶし。$/, 'まぶす。').replace(/くぐらせ。$/, 'くぐらせる。'),
    en: `${cap(en.join(', then '))}.`,
  }
}

const listOf = (names: string) => names.replace(/^the /, '')

/** What goes into the oil, named, so the step says what it fries: the coated pieces, or the base itself. */
function fried(k: Kit): Text {
  const items = k.items('base', 'filling', 'veg')
  if (!items.length) return { ja: '具', en: 'the pieces' }
  return { ja: k.markJa(items), en: k.markEn(items) }
}

/** Frying oil: the dish's `fat`, heated to the temperature the dish needs. */
function oil(k: Kit, celsius: number): Text {
  const fat = k.items('fat')
  return fat.length
    ? {
        ja: `${k.markJa(fat)}を鍋に3cmほど入れ、${celsius}℃に熱する。`,
        en: `Heat ${k.markEn(fat)}, about 3 cm deep, in a heavy pan to ${celsius}°C.`,
      }
    : {
        ja: `揚げ油を鍋に3cmほど入れ、${celsius}℃に熱する。`,
        en: `Heat oil for frying, about 3 cm deep, in a heavy pan to ${celsius}°C.`,
      }
}

export const DEEP_FRY: Cooking = {
  equipment: bilingual('揚げ鍋と温度計', 'a heavy pan and a thermometer'),
  technique: proposal(
    0,
    '低温で揚げてから高温で二度揚げする揚げ方',
    'a double fry: low first, then hot',
    '{base}は170℃で中まで火を通し、いったん取り出して4分休ませてから190℃で1分、二度揚げします。{dish}の衣がカリッと、中はジューシーに仕上がります。',
    'Fry {base} at 170°C to cook it through, rest it 4 minutes, then give it 1 minute at 190°C: a crisp shell and a juicy middle.',
  ),
  extra: proposal(
    20,
    '{base}に20分の下味',
    'a 20-minute seasoning of {base}',
    '{base}に{seasoning}をもみ込んで20分置くと、衣の内側までしっかり味がつきます。',
    'Rub {seasoning} into {base} and give it 20 minutes: the seasoning goes right under the crust.',
  ),
  shortcut: proposal(
    5,
    '揚げ焼きにする段取り',
    'shallow-frying instead of deep-frying',
    '{base}を油1cmで揚げ焼きにすれば、油の準備と片付けで5分は短くなり、油も少なく済みます。',
    'Shallow-fry {base} in 1 cm of oil instead: about 5 minutes less of heating and cleaning, and far less oil.',
  ),
  done: bilingual(
    '{dish}は衣がきつね色になり、油の泡が小さく静かになったら揚がっています。',
    '{dish} is done when the crust is golden and the bubbles in the oil turn small and quiet.',
  ),
  keeps: bilingual(
    '{dish}は冷めたらオーブントースターで5分温め直すと衣が戻ります。',
    'Cold {dish} crisps up again after 5 minutes in a toaster oven.',
  ),
  floor: () => 20,
  steps: (k) => {
    // Potato or squash under a crumb coat is a croquette: cooked, mashed and shaped before it is coated.
    const mash = k
      .items('base')
      .filter((i) => i.ing.group === 'vegetable' && /potato|pumpkin|squash|taro/.test(i.ing.id))
    const croquette = mash.length > 0 && k.items('coating').some((i) => /panko/.test(i.ing.id))
    // A cutlet over rice with an onion, a stock sauce and eggs is set with the egg in the sauce (katsudon).
    const don =
      k.items('starch').some((i) => i.ing.form === 'grain') &&
      k.items('sauce').some((i) => i.ing.form === 'liquid') &&
      k.has('veg') &&
      k.plan.items.some((i) => i.ing.form === 'egg')
    const n = k.plan.servings * 2
    const coated: Text = croquette
      ? { ja: '成形したたね', en: 'the shaped croquettes' }
      : don
        ? { ja: k.ja('base'), en: k.en('base') }
        : { ja: k.ja('base', 'filling', 'veg'), en: k.en('base', 'filling', 'veg') }
    const inOil: Text = croquette
      ? { ja: 'コロッケ', en: 'the croquettes' }
      : don
        ? { ja: k.ja('base'), en: k.en('base') }
        : fried(k)
    const others = croquette ? k.items('base', 'filling', 'veg').filter((i) => !mash.includes(i)) : []
    return [
      k.prep(),
      !don && k.whisk(['sauce']),
      starchStep(k, 'side'),
      croquette && {
        ja: `${k.markJa(mash)}を水から15分、竹串がすっと通るまでゆでて湯を切り、熱いうちになめらかにつぶす。`,
        en: `Boil ${k.markEn(mash)} from cold for 15 minutes, until a skewer slides in, drain and mash while hot.`,
      },
      croquette &&
        others.length > 0 && {
          ja: `フッ素樹脂加工のフライパンを中火で熱し、${k.markJa(others)}を5〜6分、${others.some((i) => mustCook(i.ing)) ? 'ほぐしながら赤いところがなくなるまで' : 'しんなりするまで'}炒める。`,
          en: `Fry ${k.markEn(others)} in a non-stick frying pan over medium heat for 5 to 6 minutes${others.some((i) => mustCook(i.ing)) ? ', breaking it up, until no pink is left' : ', until soft'}.`,
        },
      croquette && {
        ja: `${k.markJa(mash)}のマッシュに${[others.length ? '炒めたもの' : '', k.has('seasoning') ? k.ja('seasoning') : ''].filter(Boolean).join('と')}を混ぜ、${n}等分して2cm厚さの小判形にまとめ、冷ます${k.plan.extraKept ? '（冷蔵庫で20分冷やすと崩れにくい）' : ''}。`,
        en: `Mix ${[others.length ? 'the fried mixture' : '', k.has('seasoning') ? k.en('seasoning') : ''].filter(Boolean).join(' and ')} into the mashed ${k.markEn(mash).replace(/^the /, '')}, divide into ${n} and shape into ovals 2 cm thick; let them cool${k.plan.extraKept ? ' (20 minutes in the fridge helps them hold)' : ''}.`,
      },
      !croquette &&
        k.has('seasoning') &&
        fill(
          bilingual(
            `{base}に{seasoning}をもみ込み、${k.plan.extraKept ? 20 : 5}分置く。`,
            `Rub {seasoning} into {base} and leave it for ${k.plan.extraKept ? 20 : 5} minutes.`,
          ),
          k,
          true,
        ),
      coat(k, coated),
      k.plan.shortcutKept
        ? {
            ja: `フライパンに${k.has('fat') ? k.ja('fat') : '油'}を1cm入れて170℃に熱し、${inOil.ja}を片面3分ずつ揚げ焼きにし、返して1分強火で色よく仕上げる。`,
            en: `Heat ${k.has('fat') ? k.en('fat') : 'oil'} 1 cm deep in a frying pan to 170°C, shallow-fry ${inOil.en} 3 minutes a side, then turn up the heat for a final minute to brown.`,
          }
        : oil(k, 170),
      !k.plan.shortcutKept && {
        ja: `${inOil.ja}を170℃で3〜4分揚げて取り出し、4分休ませてから190℃で1分、二度揚げする。`,
        en: `Fry ${inOil.en} for 3 to 4 minutes at 170°C, lift out and rest for 4 minutes, then fry again at 190°C for 1 minute.`,
      },
      bilingual('網にのせて油を切る。', 'Drain on a rack.'),
      don && {
        ja: `小さなフライパンに${k.ja('sauce')}と${k.ja('veg')}を入れて中火で3分煮る。揚げたものを2cm幅に切ってのせる。残りの溶き卵を回し入れ、ふたをして弱めの中火で1〜2分、卵が半熟に固まるまで煮る。`,
        en: `Simmer ${k.en('veg')} in ${k.en('sauce')} in a small frying pan over medium heat for 3 minutes. Cut the cutlets into 2 cm strips and lay them on top. Pour over the rest of the beaten egg, cover and cook over medium-low heat for 1 to 2 minutes, until the egg is just set.`,
      },
      serve(
        k,
        don ? 'bowl' : 'plate',
        don
          ? {
              ja: `${k.ja('starch')}を${k.plan.servings}つの丼に盛り、卵でとじたものを汁ごとすべらせるようにのせる。`,
              en: `Spoon ${k.en('starch')} into ${k.plan.servings} bowls and slide the cutlet and egg on top with the sauce.`,
            }
          : (withSide(k, 'plate') ??
              (k.has('sauce')
                ? {
                    ja: `${k.plan.servings}つの皿に盛り、${k.ja('sauce')}を添える。`,
                    en: `Divide between ${k.plan.servings} plates with ${k.en('sauce')} alongside.`,
                  }
                : undefined)),
      ),
    ]
  },
}

export const FRIED_SNACK: Cooking = {
  ...DEEP_FRY,
  technique: proposal(
    0,
    '{base}の水気を拭いて薄く衣をつける揚げ方',
    'drying {base} and coating it thinly',
    '{base}の水気をよく拭いてから薄く衣をつけると、油はねが減り、軽くカリッと揚がります。',
    'Pat {base} completely dry and coat it thinly: less spitting oil and a light, crisp bite.',
  ),
  extra: proposal(
    15,
    '揚げる前に15分冷蔵庫で休ませる工程',
    'fifteen minutes in the fridge before frying',
    '{base}に衣をつけたら冷蔵庫で15分休ませると、揚げても衣がはがれません。',
    'Chill the coated {base} for 15 minutes and the coating stays on in the oil.',
  ),
  steps: (k) => [
    k.prep(),
    k.whisk(['sauce']),
    k.has('seasoning') &&
      fill(
        bilingual('{base}の水気を拭き、{seasoning}をまぶす。', 'Pat {base} dry and toss with {seasoning}.'),
        k,
        true,
      ),
    coat(k, { ja: k.ja('base'), en: k.en('base') }),
    k.plan.extraKept && bilingual('衣をつけたものを冷蔵庫で15分休ませる。', 'Chill the coated pieces for 15 minutes.'),
    k.plan.shortcutKept
      ? {
          ja: `フライパンに${k.has('fat') ? k.ja('fat') : '油'}を1cm入れて170℃に熱し、${fried(k).ja}を片面2〜3分ずつ揚げ焼きにする。`,
          en: `Heat ${k.has('fat') ? k.en('fat') : 'oil'} 1 cm deep in a frying pan to 170°C and shallow-fry ${fried(k).en} for 2 to 3 minutes a side.`,
        }
      : oil(k, 175),
    !k.plan.shortcutKept && {
      ja: `${fried(k).ja}を少しずつ入れて3〜4分、きつね色になるまで揚げる。`,
      en: `Fry ${fried(k).en} in small batches for 3 to 4 minutes, until golden.`,
    },
    bilingual('網にのせて油を切る。', 'Drain on a rack.'),
    serve(
      k,
      'plate',
      k.has('sauce')
        ? {
            ja: `${k.plan.servings}つの皿に盛り、${k.ja('sauce')}を添える。`,
            en: `Divide between ${k.plan.servings} plates with ${k.en('sauce')} alongside.`,
          }
        : undefined,
    ),
  ],
}

export const DUMPLING: Cooking = {
  equipment: bilingual('ふたつきのフライパン', 'a lidded frying pan'),
  technique: proposal(
    0,
    '焼いてから蒸し、最後に水分を飛ばす焼き方',
    'fry, steam, then fry again',
    '{dish}の底に焼き色をつけてから水を入れてふたをして蒸し、最後にふたを取って水分を飛ばします。{wrapper}の底はパリッと、上はもちっとします。',
    'Brown the bottoms of {dish}, add water and steam under the lid, then uncover and let the water cook off: crisp bottoms, tender tops.',
  ),
  extra: proposal(
    15,
    '{filling}を15分冷やしてから包む工程',
    'chilling {filling} for 15 minutes before wrapping',
    '{filling}を冷蔵庫で15分冷やすと脂が締まり、包みやすく肉汁も逃げません。',
    'Chill {filling} for 15 minutes: the fat firms up, it wraps easily and the juices stay in.',
  ),
  shortcut: proposal(
    10,
    'ひだを作らず半月に折る包み方',
    'folding into half-moons without pleats',
    '{wrapper}でひだを作らず半分に折ってとじるだけなら、包む時間が10分短くなります。',
    'Fold {wrapper} into plain half-moons instead of pleating: 10 minutes less of wrapping.',
  ),
  done: bilingual(
    '{dish}は底がきつね色で、皮が透き通ってきたら焼き上がりです。',
    '{dish} is done when the bottoms are golden and the wrappers turn translucent.',
  ),
  keeps: bilingual(
    '{dish}は焼く前の状態で冷凍すれば1か月持ち、凍ったまま焼けます。',
    'Uncooked {dish} freezes for a month and cooks straight from frozen.',
  ),
  floor: () => 30,
  steps: (k) => [
    k.prep(),
    {
      ja: `ボウルに${k.ja('filling')}${k.has('seasoning') ? `と${k.ja('seasoning')}` : ''}を入れ、粘りが出るまで1分よく混ぜる。`,
      en: `Mix ${k.en('filling')}${k.has('seasoning') ? ` with ${k.en('seasoning')}` : ''} in a bowl for 1 minute, until sticky.`,
    },
    k.plan.extraKept && bilingual('あんを冷蔵庫で15分冷やす。', 'Chill the filling for 15 minutes.'),
    {
      ja: `${k.ja('wrapper')}の中央にあんを小さじ山盛り1ずつのせ、縁を水でぬらして${k.plan.shortcutKept ? '半分に折ってとじる' : 'ひだを寄せながら包む'}。`,
      en: `Put a heaped teaspoon of filling in the middle of each of ${k.en('wrapper')}, wet the edge and ${k.plan.shortcutKept ? 'fold into a half-moon' : 'pleat to seal'}.`,
    },
    k.whisk(['sauce']),
    heatPan(k, 'medium'),
    {
      ja: `${k.plan.name.ja}を並べて2分焼き、底に焼き色がついたら${k.has('liquid') ? k.ja('liquid') : '水100ml'}を注いでふたをし、5分蒸し焼きにする。ふたを取って1〜2分、水分を飛ばす。`,
      en: `Arrange the ${k.plan.name.en} and fry for 2 minutes until browned underneath, pour in ${k.has('liquid') ? k.en('liquid') : '100 ml water'}, cover and steam for 5 minutes, then uncover and cook 1 to 2 minutes until the water is gone.`,
    },
    serve(
      k,
      'plate',
      k.has('sauce')
        ? {
            ja: `${k.plan.servings}つの皿に盛り、${k.ja('sauce')}を添える。`,
            en: `Divide between ${k.plan.servings} plates with ${k.en('sauce')} for dipping.`,
          }
        : undefined,
    ),
  ],
}

export const STEAM: Cooking = {
  equipment: bilingual('蒸し器かふたつきの鍋', 'a steamer or lidded pot'),
  technique: proposal(
    0,
    '湯気が上がってから入れ、火を弱めて蒸す蒸し方',
    'steaming gently once the steam is up',
    '{dish}は蒸し器の湯気がしっかり上がってから入れ、あとは弱めの中火にします。強すぎると{base}に穴があいたり固くなったりします。',
    'Only put it in once the steamer is fully steaming, then turn it down: too hard a boil toughens {base} or pits it with holes.',
  ),
  extra: proposal(
    10,
    '蒸したあと10分置いて落ち着かせる工程',
    'ten minutes of resting after steaming',
    '火を止めてふたをしたまま10分置くと、余熱で{base}の中まで均一に火が通ります。',
    'Leave {dish} covered off the heat for 10 minutes: the remaining heat finishes {base} evenly.',
  ),
  shortcut: proposal(
    5,
    '電子レンジで蒸す段取り',
    'steaming in the microwave',
    '{base}を耐熱皿にのせてラップをし、電子レンジで加熱すれば5分は早くなります。',
    'Covered in a heatproof dish in the microwave, {base} is done about 5 minutes sooner.',
  ),
  done: bilingual(
    '{dish}は竹串を刺して透明な汁が出れば蒸し上がりです。',
    '{dish} is done when a skewer brings up clear juices.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で翌日まで持ち、蒸し直すか電子レンジで温めます。',
    '{dish} keeps until the next day; re-steam it or warm it in the microwave.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    k.whisk(['sauce']),
    k.has('setting', 'liquid') && {
      ja: `${k.ja('setting', 'liquid')}${k.has('seasoning') ? `と${k.ja('seasoning')}` : ''}をよく混ぜ、こし器でこす。`,
      en: `Whisk ${k.en('setting', 'liquid')}${k.has('seasoning') ? ` with ${k.en('seasoning')}` : ''} and strain.`,
    },
    // Raw sticky rice is soaked overnight and steamed half an hour; twelve minutes would leave it hard.
    ...k
      .items('base')
      .filter((i) => mustCook(i.ing) && i.ing.form === 'grain')
      .map((i) => {
        k.cooked.add(i.ing.id)
        return grainStep(k, i)
      }),
    k.items('base', 'veg').some((i) => !k.cooked.has(i.ing.id)) &&
      (() => {
        const items = k.items('base', 'veg').filter((i) => !k.cooked.has(i.ing.id))
        return {
          ja: `耐熱の器に${k.markJa(items)}を並べ${k.has('seasoning') ? `、${k.ja('seasoning')}をふる` : 'る'}。`,
          en: `Arrange ${k.markEn(items)} in a heatproof dish${k.has('seasoning') ? ` and season with ${k.en('seasoning')}` : ''}.`,
        }
      })(),
    k.items('base', 'veg', 'setting', 'liquid').some((i) => !k.cooked.has(i.ing.id)) &&
      (k.plan.shortcutKept
        ? bilingual(
            'ラップをふんわりかけ、電子レンジ（600W）で4〜5分加熱する。',
            'Cover loosely with film and microwave at 600 W for 4 to 5 minutes.',
          )
        : bilingual(
            '湯気の上がった蒸し器に入れ、ふたをして弱めの中火で12分蒸す。',
            'Set it in a fully steaming steamer, cover and steam over medium-low heat for 12 minutes.',
          )),
    k.plan.extraKept &&
      bilingual('火を止め、ふたをしたまま10分置く。', 'Turn off the heat and leave it covered for 10 minutes.'),
    serve(
      k,
      'bowl',
      k.has('sauce')
        ? {
            ja: `${k.plan.servings}つの器に分け、${k.ja('sauce')}をかける。`,
            en: `Divide between ${k.plan.servings} bowls and spoon over ${k.en('sauce')}.`,
          }
        : undefined,
    ),
  ],
}
