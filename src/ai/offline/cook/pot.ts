import type { Text } from '../../food/types'
import {
  heatPan,
  isDriedSeaweed,
  potGrains,
  potPulses,
  precook,
  pulseStep,
  rehydrate,
  sashimiGrade,
  serve,
  starchStep,
} from './common'
import { mustCook } from '../../food/raw'
import type { Kit } from './kit'
import type { Item } from './kit'
import { cap, withSide } from './pan'
import { type Cooking, fill, proposal, bilingual } from './types'
import { CITRUS, listEn } from './kit'

/**
 * Pot cooking: simmered dishes, soups, curries, hot pots, noodle soups, pasta and rice bowls.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

const POT = bilingual('鍋', 'a pot')
const pot = bilingual('鍋', 'pot')

/** The liquid poured over what is in the pot, brought to the boil and skimmed. */
function boil(k: Kit, minutes: number, level = '弱火', levelEn = 'low heat'): Text {
  const liquid = k.items('liquid')
  const l = liquid.length
    ? { ja: `${k.markJa(liquid)}を注ぎ、`, en: `Pour in ${k.markEn(liquid)}, ` }
    : { ja: 'ひたひたの水を注ぎ、', en: 'Add water just to cover, ' }
  return {
    ja: `${l.ja}煮立ったらあくを取り、ふたをして${level}で${minutes}分煮る。`,
    en: `${l.en}bring to the boil, skim, cover and simmer over ${levelEn} for ${minutes} minutes.`,
  }
}

/** The seasoning (and a separately mixed sauce) stirred in at the end of the simmer. */
function season(k: Kit, minutes: number, lastJa = '煮る', lastEn = 'simmer'): Text | null {
  const add = k.add(['seasoning', 'sauce'])
  if (!add) return null
  return {
    ja: `${add.ja}、さらに${minutes}分${lastJa}。`,
    en: `${cap(add.en)}, then ${lastEn} for ${minutes} minutes more.`,
  }
}

/** Minutes of simmering that fit the dish: what is left of its time after prep and finishing. */
const simmerMinutes = (k: Kit, prep: number, most: number) =>
  Math.max(5, Math.min(most, k.plan.dish.minutes - prep - (k.plan.shortcutKept ? k.plan.cooking.shortcut.minutes : 0)))

export const SIMMER: Cooking = {
  equipment: POT,
  technique: proposal(
    0,
    '{base}を焼き付けてから煮る手順',
    'browning {base} before it simmers',
    '{base}は煮る前に鍋で表面を焼き付けます。{base}のうま味が閉じ込められ、煮汁にもコクが出ます。',
    'Brown {base} in the pot before any liquid goes in: the flavour stays in and the cooking liquid gets depth.',
  ),
  extra: proposal(
    15,
    '火を止めて15分置き、味を含ませる工程',
    'a 15-minute rest off the heat so the flavour soaks in',
    '{dish}が煮えたら火を止めて15分置きます。冷める間に味が{base}や{veg}の中まで入ります。',
    'Once cooked, turn off the heat and leave it 15 minutes: {base} and {veg} drink in the cooking liquid as it cools.',
  ),
  shortcut: proposal(
    10,
    '{knife}を小さめに切って煮る時間を縮める段取り',
    'cutting {knife} smaller to shorten the simmer',
    '{knife}をひと回り小さく切れば、煮る時間が10分短くなります。',
    'Cut {knife} a size smaller and the simmer is about 10 minutes shorter.',
  ),
  done: bilingual(
    '{dish}は{veg}に竹串がすっと通り、煮汁が少しとろりとしたら出来上がりです。',
    '{dish} is ready when a skewer slides through {veg} and the cooking liquid has thickened a little.',
  ),
  keeps: bilingual(
    '{dish}は翌日の方が味がなじむくらいで、冷蔵で2日持ちます。',
    '{dish} tastes even better the next day and keeps 2 days in the fridge.',
  ),
  floor: () => 20,
  steps: (k) => {
    const grains = potGrains(k)
    const pulses = potPulses(k)
    // Eggs never brown in a pot: for a long simmer (oden) they go in hard-boiled and peeled, in a
    // short sauce (shakshuka) they are cracked in at the end and poached until the whites set.
    const eggs = k.items('base').filter((i) => i.ing.form === 'egg' && mustCook(i.ing))
    const longSimmer = k.plan.dish.minutes >= 60
    const brown = k.items('base').filter((i) => !grains.includes(i) && !pulses.includes(i) && !eggs.includes(i))
    return [
      k.prep(),
      k.plan.shortcutKept &&
        k.cuttable('veg').length > 0 && {
          ja: `${k.markJa(k.cuttable('veg'))}は火が早く通るよう、ひと回り小さめに切りそろえる。`,
          en: `Cut ${k.markEn(k.cuttable('veg'))} a size smaller than usual so it cooks faster.`,
        },
      k.whisk(['sauce']),
      starchStep(k, 'side'),
      eggs.length > 0 && longSimmer && precook(k, eggs),
      pulses.length > 0 && pulseStep(k, pulses),
      !pulses.length && heatPan(k, 'medium', pot),
      brown.length > 0 && {
        ja: `${k.markJa(brown)}を入れ、表面に焼き色がつくまで3分焼き付ける。`,
        en: `Add ${k.markEn(brown)} and brown it all over for 3 minutes.`,
      },
      k.has('veg') && fill(bilingual('{veg}を加えて1分炒め合わせる。', 'Add {veg} and stir for 1 minute.'), k, true),
      grains.length > 0 && grainInPot(k, grains),
      eggs.length > 0 &&
        longSimmer && {
          ja: `殻をむいた${k.markJa(eggs)}を加える。`,
          en: `Add the peeled boiled ${k.markEn(eggs).replace(/^the /, '')}.`,
        },
      !pulses.length && boil(k, grains.length ? Math.max(18, simmerMinutes(k, 15, 20)) : simmerMinutes(k, 15, 20)),
      season(k, 5),
      eggs.length > 0 &&
        !longSimmer && {
          ja: `くぼみを作って${k.markJa(eggs)}を割り入れ、ふたをして弱火で5〜7分、白身が固まるまで煮る。`,
          en: `Make hollows in the sauce, crack ${k.markEn(eggs)} into them, cover and cook over low heat for 5 to 7 minutes, until the whites are set.`,
        },
      k.plan.extraKept &&
        bilingual(
          '火を止めてふたをしたまま15分置き、味を含ませる。',
          'Turn off the heat and leave it covered for 15 minutes so the flavour soaks in.',
        ),
      serve(k, 'bowl', withSide(k, 'bowl')),
    ]
  },
}

/** Raw rice or grain stirred in the fat before the liquid, so it cooks in the dish and drinks its flavour. */
function grainInPot(k: Kit, grains: Parameters<Kit['markJa']>[0]): Text {
  return {
    ja: `${k.markJa(grains)}を洗わずに加え、1〜2分、粒の縁が透き通るまで炒める。`,
    en: `Add ${k.markEn(grains)} unwashed and stir for 1 to 2 minutes, until the edges of the grains turn translucent.`,
  }
}

export const SOUP: Cooking = {
  equipment: POT,
  technique: proposal(
    0,
    '{veg}をじっくり炒めて甘みを出す下ごしらえ',
    'sweating {veg} slowly before the liquid goes in',
    '{liquid}を入れる前に{veg}を弱めの火で5分炒めて甘みを引き出します。それが{dish}の味の土台になります。',
    'Sweat {veg} gently for 5 minutes before {liquid} goes in: that sweetness is the backbone of the soup.',
  ),
  extra: proposal(
    10,
    '仕上げ前に10分煮込んで味を重ねる工程',
    'ten more minutes of simmering to build the flavour',
    'もう10分弱火で煮込むと、{base}と{veg}の味がスープに溶け出します。',
    'Ten more minutes on a low simmer draws the flavour of {base} and {veg} into the soup.',
  ),
  shortcut: proposal(
    5,
    '{knife}を薄切りにして早く煮える段取り',
    'slicing {knife} thin so it cooks faster',
    '{knife}を薄めに切れば5分早く煮えます。平日の夜の{dish}にはこれで十分です。',
    'Slice {knife} thinner and {dish} is done 5 minutes sooner; on a weeknight that is enough.',
  ),
  done: bilingual(
    '{dish}は{veg}がやわらかくなり、味見して塩気が決まれば完成です。',
    '{dish} is ready when {veg} is tender and a taste tells you the seasoning is right.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で2日、小分けにすれば冷凍で1か月持ちます。',
    '{dish} keeps 2 days in the fridge or a month frozen in portions.',
  ),
  floor: () => 15,
  steps: (k) => {
    const grains = potGrains(k)
    const fat = k.has('fat')
    const seaweed = k.items('base', 'veg').filter(isDriedSeaweed)
    // Tofu and leafy greens only need heating through; with no fat, soaked seaweed goes in with them.
    const late = k
      .items('base', 'veg')
      .filter((i) => i.ing.soup === 'late' || wiltsInSoup(i) || (!fat && seaweed.includes(i)))
    const veg = k.items('veg').filter((i) => !late.includes(i) && !seaweed.includes(i))
    // The raw rice of the soup (samgyetang) gets its own step, not a second one with the rest of the base.
    const base = k.items('base').filter((i) => !grains.includes(i) && !late.includes(i))
    const stirred = [...base, ...seaweed.filter((i) => !late.includes(i))]
    // Greens that only wilt at the end gain nothing from a thinner cut.
    const thin = k.cuttable('veg').filter((i) => !late.includes(i))
    // Raw rice in a soup is a porridge (okayu, congee, samgyetang's stuffing): it needs 40 minutes or
    // more to break down, however soon the vegetables would be done.
    const simmer =
      (grains.length ? Math.max(PORRIDGE_MINUTES, simmerMinutes(k, 10, 60)) : simmerMinutes(k, 12, 15)) +
      (k.plan.extraKept ? 10 : 0)
    return [
      k.prep(),
      k.plan.shortcutKept &&
        thin.length > 0 && {
          ja: `${k.markJa(thin)}は早く煮えるよう薄めに切る。`,
          en: `Slice ${k.markEn(thin)} on the thin side so ${thin.length > 1 ? 'they cook' : 'it cooks'} quickly.`,
        },
      seaweed.length > 0 && rehydrate(k, seaweed),
      starchStep(k, 'side'),
      // Only fat sweats: with none, everything starts in the cold liquid and nothing touches a dry pot.
      ...(fat
        ? [
            heatPan(k, 'medium', pot),
            veg.length > 0 && {
              ja: `${k.markJa(veg)}を入れ、弱めの中火で5分、甘みが出るまで炒める。`,
              en: `Add ${k.markEn(veg)} and sweat over medium-low heat for 5 minutes, until soft and sweet.`,
            },
            stirred.length > 0 && {
              ja: `${k.markJa(stirred)}を加えてさっと炒め合わせる。`,
              en: `Add ${k.markEn(stirred)} and stir briefly.`,
            },
            grains.length > 0 && grainInPot(k, grains),
            boil(k, simmer),
          ]
        : [
            grains.length > 0 && {
              ja: `${k.markJa(grains)}をさっと洗って水気を切る。`,
              en: `Rinse ${k.markEn(grains)} and drain.`,
            },
            coldStart(k, [...k.items('aromatic'), ...grains, ...base, ...veg], simmer),
          ]),
      late.length > 0 && {
        ja: `${k.markJa(late)}を加え、2分ほど温まるまで煮る。`,
        en: `Add ${k.markEn(late)} and simmer for about 2 minutes, just to heat through.`,
      },
      // Flour or starch in the seasoning thickens only once it has simmered, and tastes raw until then;
      // miso loses its aroma if it boils.
      k.items('seasoning').some((i) => i.ing.boil === 'never') && !k.items('seasoning').some((i) => i.ing.thickens)
        ? (() => {
            const add = k.add(['seasoning'])!
            return {
              ja: `火を弱め、${add.ja}、煮立たせないように温める。`,
              en: `Lower the heat, ${add.en}, and heat through without letting it boil.`,
            }
          })()
        : season(k, 2, '煮る', 'simmer, stirring,'),
      serve(k, 'bowl', withSide(k, 'bowl')),
    ]
  },
}

const PORRIDGE_MINUTES = 40

/** Greens cut into lengths wilt in a minute or two; cabbage and kimchi in pieces cook with the rest. */
const wiltsInSoup = (i: Item) =>
  i.role === 'veg' && i.ing.form === 'leaf' && /lengths/.test((i.cut ?? i.ing.cut)?.en ?? '')

/** What goes into the pot with the cold liquid when there is no fat to start it in, brought to the boil and simmered. */
function coldStart(k: Kit, items: Item[], minutes: number): Text {
  const liquid = k.has('liquid') ? k.both('liquid') : { ja: 'ひたひたの水', en: 'water just to cover' }
  if (!items.length)
    return {
      ja: `鍋に${liquid.ja}を入れて中火にかけ、煮立つ直前まで温める。`,
      en: `Heat ${liquid.en} in a pot over medium heat until it is just about to boil.`,
    }
  return {
    ja: `鍋に${k.markJa(items)}と${liquid.ja}を入れて中火にかけ、煮立ったらあくを取り、ふたをして弱火で${minutes}分煮る。`,
    en: `Put ${k.markEn(items)} in a pot with ${liquid.en}, bring to the boil over medium heat, skim, cover and simmer over low heat for ${minutes} minutes.`,
  }
}

/** The home cook's shortcut for a curry: its pieces cut small, so they are tender sooner. */
const cutSmall = (k: Kit): Text | false =>
  k.plan.shortcutKept &&
  k.cuttable('base', 'veg').length > 0 && {
    ja: `${k.markJa(k.cuttable('base', 'veg'))}は小さめに切りそろえる。`,
    en: `Cut ${k.markEn(k.cuttable('base', 'veg'))} on the small side.`,
  }

/** A curry's pot heated with what starts it (fat, or a splash of water), its aromatics cooked golden in it. */
const heatWithAromatics = (k: Kit, start: Text, minutes: number): Text => ({
  ja: `鍋に${start.ja}を入れて中火で熱し${k.has('aromatic') ? `、${k.ja('aromatic')}を${minutes}分ほど、色づくまで炒める` : 'ておく'}。`,
  en: `Heat ${start.en} in a pot over medium heat${k.has('aromatic') ? ` and cook ${k.en('aromatic')} for about ${minutes} minutes, until golden` : ''}.`,
})

export const CURRY: Cooking = {
  equipment: POT,
  technique: proposal(
    0,
    '{aromatic}を色づくまで炒めるベース作り',
    'cooking {aromatic} until golden for the base',
    '{aromatic}を中火で8分、あめ色の手前まで炒めます。{dish}の甘みとコクはここで決まります。',
    'Cook {aromatic} over medium heat for 8 minutes, until golden: the sweetness and depth of the curry are set right there.',
  ),
  extra: proposal(
    15,
    '火を止めて15分休ませる工程',
    'a 15-minute rest before serving',
    '味を決めたあと火を止めて15分休ませると、{dish}のとろみが落ち着き味がまとまります。',
    'Rest {dish} off the heat for 15 minutes once it is seasoned: the sauce settles and the flavours marry.',
  ),
  shortcut: proposal(
    10,
    '{knife}を小さく切る段取り',
    'cutting {knife} small',
    '{knife}を小さめに切れば、{dish}の煮込みが10分短くなります。',
    'Cut {knife} small and {dish} simmers 10 minutes less.',
  ),
  done: bilingual(
    '{dish}は{veg}がやわらかく、ソースがスプーンの背にからめば出来上がりです。',
    '{dish} is ready when {veg} is tender and the sauce coats the back of a spoon.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で2日持ちますが、じゃがいもが入るなら冷凍は避けます。',
    '{dish} keeps 2 days in the fridge; if it has potatoes, do not freeze it.',
  ),
  floor: () => 25,
  steps: (k) => [
    k.prep(),
    cutSmall(k),
    starchStep(k, 'side'),
    heatWithAromatics(k, k.has('fat') ? k.both('fat') : bilingual('少量の水', 'a splash of water'), 8),
    k.has('base') &&
      fill(
        bilingual(
          '{base}を加え、表面の色が変わるまで3分炒める。',
          'Add {base} and cook for 3 minutes, until it changes colour all over.',
        ),
        k,
        true,
      ),
    k.has('veg') && fill(bilingual('{veg}を加えて2分炒める。', 'Add {veg} and stir for 2 minutes.'), k, true),
    boil(k, simmerMinutes(k, 20, 20), '弱めの中火', 'medium-low heat'),
    k.has('seasoning') && {
      ja: `いったん火を止め、${k.add(['seasoning'])!.ja}、再び弱火で5分、ときどき混ぜながら煮る。`,
      en: `Turn off the heat, ${k.add(['seasoning'])!.en}, then simmer over low heat for 5 minutes, stirring now and then.`,
    },
    k.plan.extraKept &&
      bilingual('火を止めてふたをし、15分休ませる。', 'Take it off the heat, cover and rest for 15 minutes.'),
    serve(k, 'plate', withSide(k, 'plate')),
  ],
}

/** Pastes and spices that are fried in the fat before any liquid; a roux, a liquid or sugar goes in at the end. */
const blooms = (k: Kit) =>
  k
    .items('seasoning')
    .filter((i) => !i.ing.roux && (i.ing.form === 'paste' || (i.ing.group === 'spice' && i.ing.form !== 'liquid')))

/**
 * A curry built on a paste or spices rather than a roux (Thai and Indian curries): the paste is
 * fried in the fat before the liquid, and only the salty or sweet seasoning waits for the end.
 */
export const CURRY_SPICED: Cooking = {
  ...CURRY,
  technique: proposal(
    0,
    'ペーストやスパイスを油で炒めて香りを立たせる手順',
    'frying the paste and spices in the fat before any liquid',
    'ペーストやスパイスは、液体を入れる前に油で1〜2分炒めます。香りが油に移り、{dish}の味に奥行きが出ます。',
    'Fry the paste and spices in the hot fat for a minute or two before any liquid goes in: their aroma moves into the fat and {dish} gains depth.',
  ),
  steps: (k) => {
    const marinade = marinadeOf(k)
    const bloom = blooms(k).filter((i) => !marinade.includes(i))
    const late = k.items('seasoning').filter((i) => !bloom.includes(i) && !marinade.includes(i))
    const fat = k.has('fat') ? k.both('fat') : bilingual('少量の油', 'a little oil')
    const base = k.items('base')
    // Marinated pieces are browned (or charred under the grill) before the sauce is started, and only go back in to simmer.
    const browned =
      marinade.length > 0 &&
      (k.plan.extraKept
        ? {
            ja: `漬けておいた${k.markJa(base)}をアルミ箔を敷いた天板に並べ、魚焼きグリルか高温のグリルで8〜10分、途中で返しながら縁に焦げ目がつくまで焼く。`,
            en: `Lay the marinated ${k.markEn(base).replace(/^the /, '')} on a foil-lined tray and cook under a hot grill for 8 to 10 minutes, turning once, until charred at the edges.`,
          }
        : {
            ja: `鍋に${fat.ja}を入れて中火〜強火で熱し、漬けておいた${k.markJa(base)}を入れ、返しながら5〜6分、ところどころ焼き色がつくまで焼き、いったん取り出す。`,
            en: `Heat ${fat.en} in a pot over medium-high heat and brown the marinated ${k.markEn(base).replace(/^the /, '')} for 5 to 6 minutes, turning, until coloured in places, then lift it out onto a plate.`,
          })
    const searedInPot = marinade.length > 0 && !k.plan.extraKept
    return [
      k.prep(),
      cutSmall(k),
      marinade.length > 0 && marinate(k, marinade, bloom),
      starchStep(k, 'side'),
      browned,
      searedInPot
        ? {
            ja: `同じ鍋を中火にし${k.has('aromatic') ? `、${k.ja('aromatic')}を5分ほど、色づくまで炒める` : 'ておく'}。`,
            en: `Lower the heat to medium${k.has('aromatic') ? ` and cook ${k.en('aromatic')} in the same pot for about 5 minutes, until golden` : ''}.`,
          }
        : heatWithAromatics(k, fat, 5),
      bloom.length > 0 &&
        (marinade.length > 0
          ? {
              ja: `残りの${k.markJa(bloom)}を加え、焦がさないように1分、香りが立つまで炒める。`,
              en: `Add the rest of ${k.markEn(bloom)} and fry for 1 minute, stirring so nothing catches, until fragrant.`,
            }
          : {
              ja: `${k.markJa(bloom)}を加え、焦がさないように1〜2分、香りが立つまで炒める。`,
              en: `Add ${k.markEn(bloom)} and fry for 1 to 2 minutes, stirring so nothing catches, until fragrant.`,
            }),
      k.has('base') &&
        (marinade.length > 0
          ? fill(bilingual('焼いた{base}を鍋に戻す。', 'Return {base} to the pot.'), k, true)
          : fill(
              bilingual(
                '{base}を加え、全体にからめながら3分炒める。',
                'Add {base} and cook for 3 minutes, turning it in the paste.',
              ),
              k,
              true,
            )),
      k.has('veg') && fill(bilingual('{veg}を加えて2分炒める。', 'Add {veg} and stir for 2 minutes.'), k, true),
      boil(k, simmerMinutes(k, 20, 15), '弱めの中火', 'medium-low heat'),
      late.length > 0 && {
        ja: `${k.markJa(late)}を加えて味を調え、さらに2分煮る。`,
        en: `Season with ${k.markEn(late)} and simmer 2 minutes more.`,
      },
      k.plan.extraKept &&
        !marinade.length &&
        bilingual('火を止めてふたをし、15分休ませる。', 'Take it off the heat, cover and rest for 15 minutes.'),
      serve(k, 'plate', withSide(k, 'plate')),
    ]
  },
}

/** A marinade (yogurt) seasoning a curry of solid pieces, or the lemon that replaces it, is not part of the sauce. */
function marinadeOf(k: Kit): Item[] {
  if (!k.solids().length) return []
  return k.items('seasoning').filter((i) => i.ing.marinade || i.replaces?.ing.marinade)
}

/** The pieces sit in the yogurt with half the spices, which tenderises them and seasons them through. */
function marinate(k: Kit, marinade: Item[], spices: Item[]): Text {
  const s = spices.length
    ? { ja: `に${k.markJa(spices)}の半量を混ぜ`, en: ` with half of ${k.markEn(spices)}` }
    : { ja: 'を混ぜ', en: '' }
  // Lemon standing in for yogurt was squeezed at the board: it is its juice that goes in.
  const juice = marinade.some((i) => CITRUS.test(i.ing.id))
  const m = juice
    ? { ja: `${k.markJa(marinade)}の果汁`, en: `the juice of ${k.markEn(marinade)}` }
    : { ja: k.markJa(marinade), en: k.markEn(marinade) }
  return {
    ja: `ボウルで${m.ja}${s.ja}、${k.markJa(k.solids())}によくからめて冷蔵庫で30分以上（できればひと晩）漬ける。`,
    en: `Mix ${m.en}${s.en} in a bowl, coat ${k.markEn(k.solids())} in it and marinate in the fridge for at least 30 minutes (overnight is best).`,
  }
}

/**
 * A curry whose pieces are marinated in yogurt (tikka masala, butter chicken): a rest off the heat
 * does nothing for it, the tandoor's char does.
 */
export const CURRY_MARINATED: Cooking = {
  ...CURRY_SPICED,
  extra: proposal(
    10,
    '漬けた{base}をグリルで焦げ目がつくまで焼く工程',
    'charring the marinated {base} under a hot grill',
    '漬け込んだ{base}を鍋で焼く代わりに高温のグリルで焼くと、タンドールで焼いたような香ばしい焦げ目がつき、ソースに香りが移ります。',
    'Char the marinated {base} under a hot grill instead of browning it in the pot: it takes on the smoky edges of a tandoor, and the sauce tastes of them.',
  ),
}

export const HOT_POT: Cooking = {
  equipment: bilingual('土鍋か深い鍋', 'a clay pot or deep pan'),
  technique: proposal(
    0,
    '火の通りにくいものから順に入れる鍋の段取り',
    'adding to the pot in order of cooking time',
    '{liquid}が煮立ったら、火の通りにくい{veg}から入れ、{base}は最後にさっと煮ます。{base}も{veg}も煮えすぎません。',
    'Once {liquid} boils, {veg} goes in first and {base} last, just long enough: nothing overcooks.',
  ),
  extra: proposal(
    10,
    '{liquid}を10分煮出して味を深める工程',
    'simmering {liquid} 10 minutes first to deepen it',
    '具を入れる前に{liquid}を10分煮出すと、スープの味がぐっと深くなります。',
    'Give {liquid} ten minutes on its own before anything goes in: the soup gets much deeper.',
  ),
  shortcut: proposal(
    5,
    '具をすべて先に切って並べておく段取り',
    'cutting everything onto one tray before the pot goes on',
    '{veg}も{base}も最初に全部切ってバットに並べておけば、5分は早く食卓に出せます。',
    'Cut {veg} and {base} onto one tray before the pot goes on: at least 5 minutes faster to the table.',
  ),
  done: bilingual(
    '{dish}は{base}に火が通り、{veg}がくたっとしたら食べ頃です。',
    '{dish} is ready to eat when {base} is cooked and {veg} has wilted.',
  ),
  keeps: bilingual(
    '{dish}の残ったスープは翌日の雑炊やうどんに使えます。',
    "The leftover soup of {dish} makes the next day's rice porridge or noodles.",
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    k.plan.shortcutKept &&
      bilingual(
        '切った具はすべてバットに並べ、コンロの近くに置いておく。',
        'Lay everything you have cut on one tray beside the stove.',
      ),
    k.whisk(['sauce']),
    starchStep(k, 'side'),
    {
      ja: `土鍋に${k.has('liquid') ? k.ja('liquid') : '水'}を入れて中火にかけ${k.has('seasoning') ? `、${k.add(['seasoning'])!.ja}` : ''}、煮立たせる${k.plan.extraKept ? '。そのまま弱火で10分煮出す' : ''}。`,
      en: `Bring ${k.has('liquid') ? k.en('liquid') : 'water'} to the boil in a clay pot or deep pan over medium heat${k.has('seasoning') ? `; ${k.add(['seasoning'])!.en}` : ''}${k.plan.extraKept ? ', then let it simmer on its own for 10 minutes' : ''}.`,
    },
    k.has('veg') &&
      fill(bilingual('{veg}を入れてふたをし、5分煮る。', 'Add {veg}, cover and simmer for 5 minutes.'), k, true),
    k.has('base') &&
      fill(
        bilingual(
          '{base}を加え、火が通るまで3〜4分煮る。',
          'Add {base} and simmer for 3 to 4 minutes, until cooked through.',
        ),
        k,
        true,
      ),
    serve(
      k,
      'bowl',
      k.has('sauce')
        ? {
            ja: `${k.plan.servings}つの器に取り分け、${k.ja('sauce')}をつけだれにする。`,
            en: `Ladle into ${k.plan.servings} bowls and offer ${k.en('sauce')} for dipping.`,
          }
        : undefined,
    ),
  ],
}

/** The soup started in the pot: aromatics fried in the fat first, or, with no fat, simmered in the liquid. */
function soupBase(k: Kit): Text {
  const liquid = k.has('liquid') ? k.both('liquid') : { ja: '水', en: 'water' }
  const aromatic = k.has('aromatic') ? k.both('aromatic') : null
  if (k.has('fat')) {
    const fat = k.both('fat')
    return {
      ja: `鍋に${fat.ja}を入れて中火で熱し、${aromatic ? `${aromatic.ja}を30秒炒め、` : ''}${liquid.ja}を注いで煮立てる。`,
      en: `Heat ${fat.en} in a pot over medium heat${aromatic ? `, cook ${aromatic.en} for 30 seconds,` : ''} then pour in ${liquid.en} and bring it to the boil.`,
    }
  }
  return {
    ja: `鍋に${liquid.ja}${aromatic ? `と${aromatic.ja}` : ''}を入れて煮立てる。`,
    en: `Bring ${liquid.en} to the boil in a pot${aromatic ? ` with ${aromatic.en}` : ''}.`,
  }
}

export const NOODLE_SOUP: Cooking = {
  equipment: bilingual('鍋2つ', 'two pots'),
  technique: proposal(
    0,
    '麺とスープを別の鍋で仕上げる段取り',
    'noodles and soup finished in separate pots',
    '{starch}は別の鍋でゆで、湯を切ってから熱い{liquid}に入れます。スープが粉っぽく濁らず、{starch}ものびません。',
    'Boil {starch} in a separate pot and drain before it meets the hot {liquid}: the soup stays clear and the noodles keep their bite.',
  ),
  extra: proposal(
    10,
    'スープを10分煮出す工程',
    'ten minutes of simmering the soup',
    '{liquid}に{aromatic}と{seasoning}を合わせて10分煮出すと、スープに香りが移ります。',
    'Simmer {liquid} with {aromatic} and {seasoning} for 10 minutes and the soup carries their aroma.',
  ),
  shortcut: proposal(
    5,
    '器を先に温めておく段取り',
    'warming the bowls first',
    '{dish}の器に湯を張って温めておけば、盛り付けで慌てず5分は無駄が減ります。',
    'Warm the bowls for {dish} with hot water first and plating takes 5 fewer minutes of fuss.',
  ),
  done: bilingual(
    '{dish}は{starch}に芯がなく、スープが熱々のうちに出せれば成功です。',
    '{dish} is right when {starch} has no hard core and the soup is still piping hot at the table.',
  ),
  keeps: bilingual(
    '{dish}のスープは冷蔵で2日持ちますが、{starch}はその都度ゆでます。',
    'The soup of {dish} keeps 2 days in the fridge; boil {starch} fresh each time.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    k.plan.shortcutKept && bilingual('器に熱湯を張って温めておく。', 'Fill the bowls with hot water to warm them.'),
    soupBase(k),
    k.has('seasoning') && {
      ja: `${k.add(['seasoning'])!.ja}、弱火で${k.plan.extraKept ? 10 : 3}分煮てスープを作る。`,
      en: `${cap(k.add(['seasoning'])!.en)} and simmer over low heat for ${k.plan.extraKept ? 10 : 3} minutes to make the soup.`,
    },
    k.has('base') &&
      fill(
        bilingual(
          '{base}をスープで3〜4分煮て火を通す（火が通っているものは温める）。',
          'Cook {base} in the soup for 3 to 4 minutes (just warm through anything already cooked).',
        ),
        k,
        true,
      ),
    k.has('veg') && fill(bilingual('{veg}を加えて1〜2分煮る。', 'Add {veg} for 1 to 2 minutes.'), k, true),
    starchStep(k, 'bowl'),
    serve(k, 'bowl', {
      ja: `湯を切った麺を${k.plan.servings}つの器に分け、熱いスープと具を注ぐ。`,
      en: `Divide the drained noodles between ${k.plan.servings} bowls and ladle the hot soup and toppings over them.`,
    }),
  ],
}

export const PASTA: Cooking = {
  equipment: bilingual('大きな鍋とフライパン', 'a large pot and a frying pan'),
  technique: proposal(
    0,
    'ゆで汁でソースをつなぐ仕上げ',
    'binding the sauce with the pasta water',
    '{starch}のゆで汁をお玉1杯とっておき、ソースと{starch}を合わせるときに加えてなめらかにつなぎます。',
    'Keep a ladle of the water {starch} cooked in and toss it with the sauce: the starch makes it cling and turn silky.',
  ),
  extra: proposal(
    10,
    'ソースを10分煮詰める工程',
    'ten minutes of reducing the sauce',
    'ソースを弱火で10分煮詰めれば、{base}と{veg}の味が凝縮します。',
    'Reduce the sauce for 10 minutes over low heat and the flavour of {base} and {veg} concentrates.',
  ),
  shortcut: proposal(
    5,
    '湯を沸かす間にソースを作る段取り',
    'making the sauce while the water heats',
    '湯が沸くのを待つ間に{base}のソースを作れば、全体で5分は短くなります。',
    'Make the sauce with {base} while the water comes to the boil: 5 minutes off the total.',
  ),
  done: bilingual(
    '{dish}は{starch}に芯がわずかに残り、ソースが全体にからんでいれば完成です。',
    '{dish} is done when {starch} is just al dente and the sauce coats every strand.',
  ),
  keeps: bilingual(
    '{dish}は作りたてを食べ切る料理で、ソースだけなら冷蔵で2日持ちます。',
    '{dish} is for eating at once; the sauce alone keeps 2 days in the fridge.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.prep(),
    k.plan.shortcutKept
      ? fill(
          bilingual(
            '大きな鍋で湯を沸かし始め、沸くのを待つ間に次のソースを作る。',
            'Put a large pot of water on to boil and make the sauce while it heats.',
          ),
          k,
          true,
        )
      : bilingual('大きな鍋にたっぷりの湯を沸かす。', 'Bring a large pot of water to the boil.'),
    heatPan(k, 'medium'),
    k.has('base') && fill(bilingual('{base}を加えて3分炒める。', 'Add {base} and cook for 3 minutes.'), k, true),
    k.has('veg') && fill(bilingual('{veg}を加えて2〜3分炒める。', 'Add {veg} and cook for 2 to 3 minutes.'), k, true),
    k.has('liquid') &&
      fill(
        bilingual(
          `{liquid}を加え、弱火で${k.plan.extraKept ? 10 : 3}分煮る。`,
          `Add {liquid} and simmer over low heat for ${k.plan.extraKept ? 10 : 3} minutes.`,
        ),
        k,
        true,
      ),
    !k.has('liquid') &&
      k.plan.extraKept &&
      bilingual('ソースを弱火で10分煮詰める。', 'Let the sauce reduce over low heat for 10 minutes.'),
    {
      ja: `${k.ja('starch')}を袋の表示より1分短くゆで、ゆで汁をお玉1杯取り分けてから湯を切る。`,
      en: `Boil ${k.en('starch')} for 1 minute less than the packet says, keep a ladle of the cooking water and drain.`,
    },
    k.items('sauce').some((i) => i.ing.form === 'egg')
      ? {
          // An egg sauce (carbonara) must thicken on gentle heat to be cooked, without scrambling.
          ja: `${k.ja('starch')}をフライパンに移し、${k.add(['sauce', 'seasoning'], false)!.ja}、ごく弱火で加熱しながらゆで汁を少しずつ加え、1〜2分、卵がとろりと固まり始めるまで（約70℃）絶えずあえる。`,
          en: `Tip ${k.en('starch')} into the pan, ${k.add(['sauce', 'seasoning'], false)!.en}, and toss over very low heat for 1 to 2 minutes, adding the pasta water a little at a time, until the egg thickens into a creamy sauce (about 70°C) without scrambling.`,
        }
      : {
          ja: `${k.ja('starch')}をフライパンに移し、${k.has('sauce', 'seasoning') ? `${k.add(['sauce', 'seasoning'], false)!.ja}、` : ''}ゆで汁を少しずつ加えながら1分あえてソースをつなぐ。`,
          en: `Tip ${k.en('starch')} into the pan, ${k.has('sauce', 'seasoning') ? `${k.add(['sauce', 'seasoning'], false)!.en}, ` : ''}and toss for 1 minute, adding the cooking water a little at a time until the sauce clings.`,
        },
    serve(k, 'plate'),
  ],
}

export const RICE_BOWL: Cooking = {
  equipment: bilingual('フライパンか小鍋', 'a frying pan or small pan'),
  technique: proposal(
    0,
    '{base}を煮汁でさっと煮て、汁ごとのせる丼の作り方',
    'cooking {base} briefly and spooning it over with its juices',
    '{base}は煮すぎず、汁ごと{starch}にのせます。汁が{starch}にしみるのが{dish}の醍醐味です。',
    'Cook {base} only briefly and spoon it over {starch} with its juices: rice soaking up the sauce is the whole point of a bowl.',
  ),
  extra: proposal(
    10,
    '{base}に10分の下味',
    'a 10-minute seasoning of {base}',
    '{base}に{sauce}を少しからめて10分置くと、味がぼやけません。',
    'Toss {base} with a little {sauce} and give it 10 minutes: the flavour will not be washed out.',
  ),
  shortcut: proposal(
    5,
    'ご飯を電子レンジで温める段取り',
    'warming the rice in the microwave',
    '炊いておいた{starch}を電子レンジで温めれば、5分は短縮できます。',
    'Warm {starch} from the fridge in the microwave and save 5 minutes.',
  ),
  done: bilingual(
    '{dish}は{base}に火が通り、汁が{starch}に少ししみたところが食べ頃です。',
    '{dish} is at its best when {base} is just cooked and the juices have started to soak into {starch}.',
  ),
  keeps: bilingual(
    '{dish}の具だけなら冷蔵で翌日まで持ち、食べる直前にご飯にのせます。',
    'The topping of {dish} keeps until the next day in the fridge; spoon it over fresh rice.',
  ),
  floor: () => 15,
  steps: (k) => {
    // A bowl on vinegared rice (kaisendon, chirashi) is assembled cold: sashimi-grade fish laid on
    // raw, everything else cooked on its own and cooled, eggs as thin omelette strips; no pan sauce.
    if (k.items('seasoning').some((i) => i.ing.id === 'rice_vinegar')) {
      const rice = k.items('starch')
      const seasoning = k.items('seasoning', 'liquid')
      const eggs = k.eggs()
      const veg = k.items('veg')
      const toppings = k.items('base').filter((i) => !eggs.includes(i))
      return [
        sashimiGrade(k),
        k.prep(),
        starchStep(k, 'bowl'),
        {
          ja: `${k.markJa(rice)}が温かいうちに${k.markJa(seasoning)}を回しかけ、切るように混ぜて人肌に冷ます。`,
          en: `Fold ${k.markEn(seasoning)} into ${k.markEn(rice)} while it is warm and fan it to body temperature.`,
        },
        precook(k, toppings),
        veg.length > 0 && {
          ja: `${k.markJa(veg)}を沸騰した湯で2分、歯ごたえが残る程度にゆで、ざるに上げて冷ます。`,
          en: `Blanch ${k.markEn(veg)} in boiling water for 2 minutes, until just tender, then drain and leave to cool.`,
        },
        eggs.length > 0 && {
          ja: `${k.markJa(eggs)}を溶きほぐし、フッ素樹脂加工のフライパンに薄く流して弱火で1分焼き、返して10秒焼く。残りも同様に焼き、重ねて巻いて端から細切りにする。`,
          en: `Beat ${k.markEn(eggs)} and pour a thin layer into a non-stick frying pan over low heat; cook for 1 minute until set, flip for 10 seconds and slide out. Repeat with the rest, then roll the sheets up and slice into fine strips.`,
        },
        serve(k, 'bowl', {
          ja: `${k.ja('starch')}を${k.plan.servings}つの器に盛り、${[k.markJa(veg), k.markJa(toppings), eggs.length ? '錦糸卵' : ''].filter(Boolean).join('、')}を彩りよく散らす。${k.has('sauce') ? `${k.ja('sauce')}を添える。` : ''}`,
          en: `Spoon ${k.en('starch')} into ${k.plan.servings} bowls and scatter ${listEn([k.markEn(veg), k.markEn(toppings), eggs.length ? 'the omelette strips' : ''].filter(Boolean))} over the top.${k.has('sauce') ? ` Offer ${k.en('sauce')} alongside.` : ''}`,
        }),
      ]
    }
    // An egg with no liquid to set in (bibimbap) is fried and laid on top, not poured over.
    const eggsPoured = k.has('liquid')
    return [
      k.prep(),
      k.whisk(['sauce']),
      k.plan.extraKept &&
        k.solids().length > 0 &&
        fill(
          bilingual(
            `${k.markJa(k.solids())}に{sauce}を少しからめ、10分置く。`,
            `Toss ${k.markEn(k.solids())} with a little of {sauce} and leave it for 10 minutes.`,
          ),
          k,
          true,
        ),
      k.plan.shortcutKept
        ? fill(
            bilingual(
              '{starch}を電子レンジで温める（600Wで2分）。',
              'Warm {starch} in the microwave (2 minutes at 600 W).',
            ),
            k,
            true,
          )
        : starchStep(k, 'bowl'),
      heatPan(k, 'medium'),
      k.solids().length > 0 && {
        ja: `${k.markJa(k.solids())}を入れて中火で3〜4分、火が通るまで焼く。`,
        en: `Cook ${k.markEn(k.solids())} over medium heat for 3 to 4 minutes, until done.`,
      },
      k.has('veg') && fill(bilingual('{veg}を加えて2分火を通す。', 'Add {veg} and cook for 2 minutes.'), k, true),
      (k.has('liquid', 'seasoning', 'sauce') && {
        ja: `${k.add(['liquid', 'seasoning', 'sauce'])!.ja}、1分煮からめる。`,
        en: `${cap(k.add(['liquid', 'seasoning', 'sauce'])!.en)} and let it bubble for 1 minute.`,
      }) as Text | false,
      // Eggs go over the topping last and only just set, as in oyakodon: never seared with the meat.
      k.eggs().length > 0 &&
        eggsPoured && {
          ja: `溶きほぐした${k.markJa(k.eggs())}を回し入れ、ふたをして弱火で1分ほど、半熟に固まるまで煮る。`,
          en: `Pour ${k.markEn(k.eggs())}, beaten, over everything, cover and cook over low heat for about 1 minute, until just set.`,
        },
      k.eggs().length > 0 &&
        !eggsPoured && {
          ja: `具を取り出し、同じフライパンに${k.markJa(k.eggs())}を割り入れ、中火で3分、白身が固まるまで焼く。`,
          en: `Lift everything out of the pan, crack ${k.markEn(k.eggs())} into it and fry over medium heat for 3 minutes, until the whites are set.`,
        },
      serve(k, 'bowl', {
        ja: `${k.ja('starch')}を${k.plan.servings}つの器に盛り、具を汁ごとのせる。`,
        en: `Spoon ${k.en('starch')} into ${k.plan.servings} bowls and top with everything from the pan, juices and all${k.eggs().length && !eggsPoured ? ', with a fried egg on each' : ''}.`,
      }),
    ]
  },
}

/**
 * A rice bowl whose rice goes in raw (takikomi gohan, biryani, paella): the rice is cooked in the
 * dish's own liquid with everything else on top, never cooked apart and warmed.
 */
export const RICE_POT: Cooking = {
  equipment: bilingual('ふたつきの厚手の鍋', 'a heavy lidded pot'),
  technique: proposal(
    0,
    '米を具と同じ汁で炊き上げる炊き込み',
    'cooking the raw rice in the same liquid as everything else',
    '{starch}は別に炊かず、{liquid}と具と一緒に鍋で炊きます。米が具のうま味を全部吸うのが{dish}です。',
    'Do not cook {starch} apart: it cooks in {liquid} with everything else and drinks up all the flavour; that is what {dish} is.',
  ),
  extra: proposal(
    10,
    '炊き上がってから10分蒸らす工程',
    'ten minutes of steaming under the lid once it is cooked',
    '火を止めてからふたを開けずに10分蒸らすと、{starch}の芯まで火が通ってふっくらします。',
    'Leave the lid on for 10 minutes off the heat: the steam finishes {starch} right to the core.',
  ),
  shortcut: proposal(
    5,
    '具を炒めずに米の上にのせて炊く段取り',
    'laying the toppings on the rice without frying them first',
    '{base}を炒めずに米の上に広げて炊けば、フライパンがいらず5分短くなります。',
    'Spread {base} over the rice without frying it first: no frying pan, and 5 minutes saved.',
  ),
  done: bilingual(
    '{dish}は{starch}に芯がなく、鍋底の汁気がなくなっていれば炊き上がりです。',
    '{dish} is done when {starch} has no hard core and no liquid is left in the bottom of the pot.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で翌日まで持ち、電子レンジで温め直します。',
    '{dish} keeps until the next day in the fridge; reheat it in the microwave.',
  ),
  floor: () => 50,
  steps: (k) => {
    const grains = potGrains(k)
    const g = { ja: k.markJa(grains), en: k.markEn(grains) }
    const wet = k.add(['liquid', 'seasoning', 'sauce'])
    return [
      {
        ja: `${g.ja}は水が澄むまでといで30分浸水させ、ざるに上げる。`,
        en: `Rinse ${g.en} until the water runs almost clear, soak it for 30 minutes and drain.`,
      },
      k.prep(),
      heatPan(k, 'medium', pot),
      !k.plan.shortcutKept &&
        k.has('base') &&
        fill(
          bilingual(
            '{base}を入れて3〜4分、表面の色が変わるまで炒める。',
            'Add {base} and cook for 3 to 4 minutes, until it changes colour all over.',
          ),
          k,
          true,
        ),
      k.has('veg') && fill(bilingual('{veg}を加えて1分炒める。', 'Add {veg} and stir for 1 minute.'), k, true),
      // The raw grain is named as listed: a bare "rice" is cooked rice in the catalogue, a bare 米 short-grain rice.
      {
        ja: `${g.ja}を加えて1分炒め合わせ、${wet ? wet.ja : `${g.ja}の1.2倍の水を注ぎ`}、全体を平らにならす。`,
        en: `Add ${g.en} and stir for 1 minute, ${wet ? wet.en : 'pour in 1.2 times its volume of water'}, and level the top.`,
      },
      k.plan.shortcutKept &&
        k.has('base') && {
          ja: `${k.ja('base')}を${g.ja}の上に広げてのせる。`,
          en: `Spread ${k.en('base')} over ${g.en}.`,
        },
      {
        ja: `ふたをして強火で煮立て、弱火にして15分、${g.ja}に芯がなくなるまで炊く。`,
        en: `Cover, bring to the boil over high heat, then cook over low heat for 15 minutes, until ${g.en} has no hard core and the liquid is absorbed.`,
      },
      {
        ja: `火を止め、ふたをしたまま${k.plan.extraKept ? 10 : 5}分蒸らす。`,
        en: `Turn off the heat and leave it covered for ${k.plan.extraKept ? 10 : 5} minutes to steam.`,
      },
      serve(k, 'bowl', {
        ja: `底から大きく混ぜ、${k.plan.servings}つの器に盛る。`,
        en: `Fold it over gently from the bottom and divide between ${k.plan.servings} bowls.`,
      }),
    ]
  },
}
