import type { Text } from '../../food/types'
import type { Item } from './kit'
import { grainStep, serve } from './common'
import { mustCook } from '../../food/raw'
import { type Cooking, fill, proposal, bilingual } from './types'

/**
 * Drinks: blended smoothies, hot drinks and cold coolers.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

/** A powder such as matcha or cocoa is whisked smooth in a little liquid before the rest goes in. */
const powders = (items: Item[]) => items.filter((i) => i.ing.form === 'powder' || /matcha|cocoa/.test(i.ing.id))
const isSparkling = (i: Item) => /sparkling|soda|tonic|ginger_ale|cola|ramune/.test(i.ing.id)

export const SMOOTHIE: Cooking = {
  equipment: bilingual('ミキサー', 'a blender'),
  technique: proposal(
    0,
    '液体を先に入れてから固いものを入れる攪拌の順番',
    'liquid in the blender first, solids on top',
    'ミキサーには{liquid}を先に入れ、{fruit}をその上にのせます。刃が空回りせず、{dish}が30秒でなめらかになります。',
    'Pour {liquid} into the blender first and pile {fruit} on top: the blades catch at once and it is smooth in 30 seconds.',
  ),
  extra: proposal(
    10,
    '{fruit}を10分冷凍庫で冷やす一手間',
    'ten minutes of chilling {fruit} in the freezer',
    '{fruit}を切って冷凍庫で10分冷やすと、氷で薄めずに冷たく濃厚に仕上がります。',
    'Give the cut {fruit} 10 minutes in the freezer: it comes out cold and thick without watering it down with ice.',
  ),
  shortcut: proposal(
    3,
    '切らずにちぎって入れる段取り',
    'breaking the fruit by hand instead of cutting',
    '{fruit}を包丁を使わず手でちぎって入れれば、3分短く洗い物も減ります。',
    'Break {fruit} up by hand instead of cutting: 3 minutes saved and no board to wash.',
  ),
  done: bilingual(
    '{dish}はグラスを傾けてもったりと流れ、粒が残っていなければ完成です。',
    '{dish} is done when it pours thickly from the glass with no bits left.',
  ),
  keeps: bilingual(
    '{dish}は分離しやすいので作ってすぐに飲みます。',
    '{dish} separates as it stands: drink it right away.',
  ),
  floor: () => 5,
  steps: (k) => [
    k.plan.shortcutKept ? null : k.prep(),
    k.plan.shortcutKept &&
      k.has('fruit', 'veg') &&
      fill(bilingual('{fruit}は包丁を使わず手でちぎる。', 'Break {fruit} into pieces by hand.'), k, true),
    k.plan.extraKept &&
      k.has('fruit') &&
      fill(bilingual('{fruit}を冷凍庫で10分冷やす。', 'Chill {fruit} in the freezer for 10 minutes.'), k, true),
    {
      ja: `ミキサーに${k.has('liquid') ? `${k.ja('liquid')}を先に入れ、` : ''}${[k.ja('fruit'), k.ja('veg'), k.ja('sweet')].filter(Boolean).join('、')}を加えて${k.has('ice') ? `${k.ja('ice')}とともに` : ''}30秒〜1分、なめらかになるまで攪拌する。`,
      en: `Pour ${k.has('liquid') ? `${k.en('liquid')} into the blender first, then add ` : 'into the blender '}${[k.en('fruit'), k.en('veg'), k.en('sweet')].filter(Boolean).join(', ')}${k.has('ice') ? ` with ${k.en('ice')}` : ''} and blend for 30 seconds to 1 minute, until smooth.`,
    },
    serve(k, 'glass'),
  ],
}

export const HOT_DRINK: Cooking = {
  equipment: bilingual('小鍋', 'a small pan'),
  technique: proposal(
    0,
    '沸騰させずに温める温度管理',
    'heating it without letting it boil',
    '{mixer}は沸騰させず、鍋の縁がふつふつしたら火を止めます。{mixer}に膜が張らず、香りも飛びません。',
    'Never let {mixer} boil: take it off when the edge just trembles. No skin forms on {mixer} and the aroma stays.',
  ),
  extra: proposal(
    5,
    '{seasoning}を5分煮出して香りを移す工程',
    'five minutes of simmering {seasoning} for more aroma',
    '{seasoning}を先に5分煮出すと香りがしっかり移ります。',
    'Simmer {seasoning} on its own for 5 minutes first and the drink carries its aroma.',
  ),
  shortcut: proposal(
    3,
    '電子レンジで温める段取り',
    'warming it in the microwave',
    '{mixer}をカップごと電子レンジで温めれば鍋を洗う手間もなく、3分早くできます。',
    'Warm {mixer} in the mug in the microwave: 3 minutes faster and no pan to wash.',
  ),
  done: bilingual(
    '{dish}は湯気が立ち、縁がふつふつと揺れるくらいが飲み頃です。',
    '{dish} is ready when it steams and the edge just trembles.',
  ),
  keeps: bilingual(
    '{dish}は作りたてを飲み、温め直すなら沸騰させないようにします。',
    '{dish} is for drinking fresh; if you rewarm it, never let it boil.',
  ),
  floor: () => 5,
  steps: (k) => {
    const liquid = k.items('liquid')
    const pw = powders(liquid)
    const tea = liquid.filter((i) => /tea|coffee|leaf/.test(i.ing.id) && !pw.includes(i))
    const plain = liquid.filter((i) => !pw.includes(i) && !tea.includes(i))
    const p = { ja: k.markJa(pw), en: k.markEn(pw) }
    return [
      k.prep(),
      plain.length && {
        ja: `${k.markJa(plain)}を小鍋に入れて温め${k.has('seasoning') ? `、${k.ja('seasoning')}を加えて${k.plan.extraKept ? 5 : 2}分煮出す` : 'る'}。`,
        en: `Warm ${k.markEn(plain)} in a small pan${k.has('seasoning') ? ` and simmer ${k.en('seasoning')} in it for ${k.plan.extraKept ? 5 : 2} minutes` : ''}.`,
      },
      tea.length && {
        ja: `${k.markJa(tea)}を加えて3分煮出し、茶こしでこす。`,
        en: `Add ${k.markEn(tea)}, let it steep for 3 minutes and strain.`,
      },
      pw.length && {
        ja: `${p.ja}を${plain.length ? '温めた湯の一部' : '少量の湯'}で茶せんかスプーンでダマなく溶く。`,
        en: `Whisk ${p.en} smooth with ${plain.length ? 'a little of the hot liquid' : 'a splash of hot water'}.`,
      },
      k.has('seasoning') && !plain.length && { ja: `${k.ja('seasoning')}を加える。`, en: `Add ${k.en('seasoning')}.` },
      k.has('mixer') && {
        ja: `${k.ja('mixer')}を${k.plan.shortcutKept ? 'カップに入れて電子レンジ（600W）で1分半温め' : '別の小鍋で沸騰させないように温め'}、泡立て器で泡立てて注ぐ。`,
        en: `Warm ${k.en('mixer')} ${k.plan.shortcutKept ? 'in the mug in the microwave, 90 seconds at 600 W' : 'in another small pan without letting it boil'}, froth it with a whisk and pour it in.`,
      },
      k.has('sweet') && { ja: `${k.ja('sweet')}を加えて溶かす。`, en: `Stir in ${k.en('sweet')} until dissolved.` },
      serve(k, 'glass'),
    ]
  },
}

export const COOLER: Cooking = {
  equipment: bilingual('グラスとマドラー', 'glasses and a long spoon'),
  technique: proposal(
    0,
    '甘みを先に溶かしてから炭酸を注ぐ順番',
    'dissolving the sweetener before anything fizzy goes in',
    '{sweet}は{fruit}の果汁で先に溶かしておき、炭酸や冷たいものは最後に静かに注ぎます。{dish}の甘さが底にたまらず、泡も抜けません。',
    'Dissolve {sweet} in the juice of {fruit} first and pour anything fizzy or cold last and gently: no sugar sinks to the bottom and the bubbles stay.',
  ),
  extra: proposal(
    10,
    'グラスを冷凍庫で10分冷やす一手間',
    'ten minutes of chilling the glasses',
    'グラスを冷凍庫で10分冷やしておけば、氷が溶けにくく{dish}が最後まで薄まりません。',
    'Chill the glasses in the freezer for 10 minutes: the ice lasts and {dish} does not water down.',
  ),
  shortcut: proposal(
    3,
    'ピッチャーでまとめて作る段取り',
    'mixing it in one jug',
    '{dish}を1杯ずつ作らずピッチャーでまとめて作れば、3分早く注げます。',
    'Mix {dish} in one jug instead of glass by glass: 3 minutes quicker to pour.',
  ),
  done: bilingual(
    '{dish}は味見して甘さと酸味がつり合い、泡がしっかり立っていれば完成です。',
    '{dish} is right when sweet and sour balance on a taste and it is still lively.',
  ),
  keeps: bilingual(
    '{dish}は炭酸が抜けるので注いだらすぐに出します。',
    '{dish} loses its life as it stands: pour and serve at once.',
  ),
  floor: () => 5,
  steps: (k) => {
    // Tea bags or leaves are brewed in boiling water and cooled before they join a cold drink.
    const leaves = k.items('mixer', 'liquid').filter((i) => /tea/.test(i.ing.id) && !/ml/.test(i.amount.en))
    const water = leaves.length ? k.items('mixer').filter((i) => i.ing.id === 'water') : []
    const raw = k.plan.items.filter((i) => mustCook(i.ing))
    const mixers = k.items('mixer').filter((i) => !leaves.includes(i) && !water.includes(i))
    const fizzy = mixers.filter(isSparkling)
    const still = mixers.filter((i) => !fizzy.includes(i))
    const pw = powders(still)
    const where = k.plan.shortcutKept ? { ja: 'ピッチャー', en: 'a jug' } : { ja: 'グラス', en: 'the glasses' }
    return [
      k.plan.extraKept &&
        bilingual('グラスを冷凍庫で10分冷やしておく。', 'Chill the glasses in the freezer for 10 minutes.'),
      k.prep(),
      ...raw.map((i) => grainStep(k, i)),
      leaves.length > 0 && {
        ja: `${water.length ? k.markJa(water) : '湯300ml'}を沸騰させて火を止め、${k.markJa(leaves)}を入れて4分蒸らし、茶こしでこして冷まし、冷蔵庫で冷やす。`,
        en: `Bring ${water.length ? k.markEn(water) : '300 ml water'} to the boil, take it off the heat, steep ${k.markEn(leaves)} for 4 minutes, strain, cool and chill.`,
      },
      pw.length && {
        ja: `${k.markJa(pw)}を少量の水でダマなく溶く。`,
        en: `Whisk ${k.markEn(pw)} smooth with a splash of water.`,
      },
      k.has('fruit', 'seasoning', 'sweet') && {
        ja: `${where.ja}に${[k.ja('fruit'), k.ja('seasoning'), k.ja('sweet')].filter(Boolean).join('、')}を入れ、${k.has('fruit', 'seasoning') ? '軽くつぶしながら' : ''}甘みが溶けるまで混ぜる。`,
        en: `Put ${[k.en('fruit'), k.en('seasoning'), k.en('sweet')].filter(Boolean).join(', ')} in ${where.en} and ${k.has('fruit', 'seasoning') ? 'muddle lightly, stirring' : 'stir'} until the sweetener has dissolved.`,
      },
      k.has('ice') && { ja: `${k.ja('ice')}を入れる。`, en: `Add ${k.en('ice')}.` },
      // The brewed tea is named as listed: a bare お茶 is green tea and "tea" black tea in the catalogue.
      (still.length || fizzy.length || leaves.length) && {
        ja: `${[leaves.length ? `冷やした${k.markJa(leaves)}を注ぎ` : '', still.filter((i) => !pw.includes(i)).length ? `${k.markJa(still.filter((i) => !pw.includes(i)))}を注ぎ` : '', pw.length ? '溶いたものを加え' : '', fizzy.length ? `最後に${k.markJa(fizzy)}を静かに注ぎ` : ''].filter(Boolean).join('、')}、マドラーで底から一度だけ混ぜる。`,
        en: `${cap([leaves.length ? `pour in ${k.markEn(leaves).replace(/^the /, 'the chilled ')}` : '', still.filter((i) => !pw.includes(i)).length ? `pour in ${k.markEn(still.filter((i) => !pw.includes(i)))}` : '', pw.length ? 'add the whisked powder' : '', fizzy.length ? `top up gently with ${k.markEn(fizzy)}` : ''].filter(Boolean).join(', then '))} and stir once from the bottom.`,
      },
      serve(
        k,
        'glass',
        k.plan.shortcutKept
          ? { ja: `${k.plan.servings}つのグラスに注ぎ分ける。`, en: `Pour into ${k.plan.servings} glasses.` }
          : { ja: '', en: '' },
      ),
    ]
  },
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
export type { Text }
