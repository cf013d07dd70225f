import type { Text } from '../../food/types'
import { isCooked, precook, sashimiGrade, serve, starchStep } from './common'
import { mustCook } from '../../food/raw'
import { countJa, type Item, type Kit } from './kit'
import { cap } from './pan'
import { type Cooking, fill, proposal, bilingual } from './types'

/**
 * Cold and assembled food: chilled noodles, salads, rolls, sandwiches, rice balls, dips and nibbles.
 * Each method is a language-parallel table (ja beside en, in the shape of `Cooking`), so methods
 * look alike; a step that methods really share is one function.
 */

const BOWL = bilingual('ボウルと鍋', 'a bowl and a pot')

/** Eggs in an assembled dish are cooked first: a thin omelette or a boiled egg, never raw. */
function eggs(k: Kit, style: 'sheet' | 'boiled'): Text | null {
  const items = k.plan.items.filter((i) => i.ing.form === 'egg')
  if (!items.length) return null
  for (const i of items) k.cooked.add(i.ing.id)
  const e = { ja: k.markJa(items), en: k.markEn(items) }
  return style === 'sheet'
    ? {
        ja: `${e.ja}を溶きほぐし、フライパンで弱火で1分ずつ薄焼きにする。冷めたら重ねて巻き、細く切る。`,
        en: `Beat ${e.en} and cook thin omelettes in a non-stick pan over low heat, about 1 minute each. When they are cool, roll them up and slice into thin strips.`,
      }
    : {
        ja: `${e.ja}を沸騰した湯に入れて11分ゆでて固ゆでにし、冷水にとって殻をむく。`,
        en: `Lower ${e.en} into boiling water and boil for 11 minutes until hard-boiled, then cool them in cold water and peel.`,
      }
}

/** What a salad boils until tender first (`salad: 'boiled'` in the catalogue), unless it came cooked. */
const needsCooking = (i: Item) => !i.cooked && i.ing.salad === 'boiled'

/** The non-egg items of these roles, for assembly lines (eggs are prepared by `eggs`). */
const notEgg = (k: Kit, ...roles: Parameters<Kit['items']>) => k.items(...roles).filter((i) => i.ing.form !== 'egg')

export const COLD_NOODLE: Cooking = {
  equipment: BOWL,
  technique: proposal(
    0,
    'ゆでた麺を流水でもみ洗いして氷水で締める手順',
    'rinsing the boiled noodles and chilling them hard',
    '{starch}はゆでたらすぐ流水でもみ洗いしてぬめりを落とし、冷水でしっかり締めます。{dish}のコシはこの一手で出ます。',
    'Rinse {starch} under cold running water the moment it is drained, rub off the starch and chill it hard: that is where the bite of a cold noodle comes from.',
  ),
  extra: proposal(
    15,
    '{sauce}を15分冷蔵庫で冷やす工程',
    'chilling {sauce} for 15 minutes',
    '{sauce}を先に作って冷蔵庫で15分冷やしておけば、最後まで冷たいまま食べられます。',
    'Make {sauce} first and give it 15 minutes in the fridge: the dish stays cold to the last mouthful.',
  ),
  shortcut: proposal(
    5,
    '具を切る間に湯を沸かす段取り',
    'boiling the water while cutting the toppings',
    '湯を沸かしている間に{veg}を切れば、5分は短くなります。',
    'Put the water on first and cut {veg} while it heats: 5 minutes saved.',
  ),
  done: bilingual(
    '{dish}は{starch}が芯まで冷たく、水気がしっかり切れていれば成功です。',
    '{dish} works when {starch} is cold right through and well drained.',
  ),
  keeps: bilingual(
    '{dish}はのびやすいので、食べる直前に麺を締めて盛り付けます。',
    'Noodles for {dish} go soft if they wait: chill and plate them just before eating.',
  ),
  floor: () => 15,
  steps: (k) => [
    k.plan.shortcutKept
      ? bilingual(
          '大きな鍋にたっぷりの湯を沸かし始め、沸くまでの間に具を準備する。',
          'Put a large pot of water on to boil and prepare the toppings while it heats.',
        )
      : null,
    k.prep(),
    eggs(k, 'sheet'),
    precook(k, k.items('base', 'veg')),
    k.has('sauce', 'seasoning') && {
      ja: `${k.whisk(['sauce', 'seasoning'])!.ja.replace(/る。$/, '')}、${k.plan.extraKept ? '冷蔵庫で15分冷やす' : '冷蔵庫に入れておく'}。`,
      en: `${k.whisk(['sauce', 'seasoning'])!.en.replace(/\.$/, '')}, then ${k.plan.extraKept ? 'chill it for 15 minutes' : 'keep it in the fridge'}.`,
    },
    starchStep(k, 'chill'),
    (() => {
      const toppings = notEgg(k, 'base', 'veg')
      const egg = k.plan.items.some((i) => i.ing.form === 'egg')
      // Plain cold noodles (zaru soba) are dipped, not dressed.
      if (!toppings.length && !egg)
        return {
          ja: `${countJa(k.plan.servings)}の器に麺を盛り、冷やしたたれを小さな器に入れて添える。`,
          en: `Divide the noodles between ${k.plan.servings} plates and serve the chilled sauce in small cups for dipping.`,
        }
      return {
        ja: `${countJa(k.plan.servings)}の器に麺を分けて盛り、${[k.markJa(toppings), egg ? '錦糸卵' : ''].filter(Boolean).join('と')}を彩りよく並べて、冷やしたたれをかける。`,
        en: `Divide the noodles between ${k.plan.servings} bowls, arrange ${[k.markEn(toppings), egg ? 'the egg strips' : ''].filter(Boolean).join(' and ')} on top and pour over the chilled sauce.`,
      }
    })(),
    serve(k, 'bowl', { ja: '', en: '' }),
  ],
}

export const SALAD: Cooking = {
  equipment: bilingual('ボウル', 'a large bowl'),
  technique: proposal(
    0,
    '{veg}の水気をしっかり切ってから和える手順',
    'drying {veg} thoroughly before dressing',
    '{veg}は洗ったら水気をよく拭き取ります。水が残ると{sauce}が薄まり、{dish}の味がぼやけます。',
    'Dry {veg} properly after washing: any water left dilutes the dressing and blurs the flavour.',
  ),
  extra: proposal(
    10,
    '{veg}を冷水に10分つけてパリッとさせる工程',
    'ten minutes in cold water to crisp {veg}',
    '{veg}を冷水に10分つけるとパリッとして、食感が一段よくなります。',
    'Ten minutes in cold water makes {veg} crisp and lively.',
  ),
  shortcut: proposal(
    3,
    'ドレッシングを器の底で混ぜる段取り',
    'mixing the dressing in the bottom of the serving bowl',
    '{sauce}を盛る器の底で直接混ぜれば、{dish}の洗い物も時間も3分減ります。',
    'Whisk {sauce} straight in the serving bowl: 3 minutes and a bowl less to wash for {dish}.',
  ),
  done: bilingual(
    '{dish}は食べる直前に和え、{veg}がしんなりする前に出せば成功です。',
    '{dish} is right when it is dressed at the last minute and {veg} is still crisp.',
  ),
  keeps: bilingual(
    '{dish}は和えると持たないので、ドレッシングは別に冷蔵で3日保存します。',
    'Once dressed, {dish} does not keep; the dressing alone keeps 3 days in the fridge.',
  ),
  floor: () => 10,
  steps: (k) => {
    // Meat and fish pieces in a salad are poached gently; potatoes, pumpkin, broccoli and the like
    // are boiled and cooled before a salad takes them; anything else raw is cooked its own way.
    const poach = notEgg(k, 'base').filter(
      (i) => mustCook(i.ing) && !i.cooked && i.ing.form === 'piece' && i.ing.group === 'protein',
    )
    const cooked = [...notEgg(k, 'base'), ...k.items('veg')].filter(needsCooking).filter((i) => !poach.includes(i))
    for (const i of [...poach, ...cooked]) k.cooked.add(i.ing.id)
    const crisp = k.items('veg').filter((i) => !cooked.includes(i) && i.ing.form === 'leaf')
    const dressing = k.items('sauce', 'seasoning')
    return [
      k.prep(),
      cooked.length > 0 && {
        ja: `${k.markJa(cooked)}は沸騰した湯でやわらかくなるまで（5〜12分）ゆで、ざるに上げて冷ます。`,
        en: `Boil ${k.markEn(cooked)} until tender (5 to 12 minutes), drain and let cool.`,
      },
      k.plan.extraKept &&
        crisp.length > 0 && {
          ja: `${k.markJa(crisp)}を冷水に10分つけてパリッとさせ、水気をよく拭く。`,
          en: `Soak ${k.markEn(crisp)} in cold water for 10 minutes to crisp, then dry well.`,
        },
      eggs(k, 'boiled'),
      starchStep(k, 'chill'),
      poach.length > 0 && {
        ja: `${k.markJa(poach)}は沸騰直前の湯で8〜10分ゆでて中まで火を通し（切って赤いところがないこと）、冷ましておく。`,
        en: `Poach ${k.markEn(poach)} in barely simmering water for 8 to 10 minutes, until cooked through with no pink inside, then let it cool.`,
      },
      precook(k),
      dressing.length > 0 &&
        (k.plan.shortcutKept
          ? {
              ja: `盛り付ける器の底で${k.whisk(['sauce', 'seasoning'])!.ja.replace(/^(.+?)を小さなボウルに量り入れ、/, '$1を量り入れ、')}`,
              en: k.whisk(['sauce', 'seasoning'])!.en.replace('into a small bowl', 'straight into the serving bowl'),
            }
          : k.whisk(['sauce', 'seasoning'])),
      {
        ja: `${k.markJa([...notEgg(k, 'base'), ...k.items('veg'), ...k.items('fruit')])}を合わせ${dressing.length ? '、食べる直前に合わせた調味料で和える' : 'る'}。`,
        en: `Combine ${k.markEn([...notEgg(k, 'base'), ...k.items('veg'), ...k.items('fruit')])}${dressing.length ? ' and toss with the dressing just before serving' : ''}.`,
      },
      serve(k, 'plate'),
    ]
  },
}

export const ROLL: Cooking = {
  equipment: bilingual('巻きすかまな板', 'a rolling mat or board'),
  technique: proposal(
    0,
    '具を詰めすぎずに手前からきつく巻く巻き方',
    'rolling tightly from the near edge without overfilling',
    '{filling}は欲張らずに手前に寄せて置き、手前からきつく巻きます。{dish}の切り口がきれいに決まります。',
    'Do not overfill: lay {filling} near the edge and roll tightly away from you. The cut ends of {dish} come out neat.',
  ),
  extra: proposal(
    10,
    '巻いたあと10分なじませる工程',
    'resting the rolls for 10 minutes before cutting',
    '巻き終わりを下にして10分置くと{dish}の形が落ち着き、切っても崩れません。',
    'Rest {dish} seam side down for 10 minutes and it holds together when cut.',
  ),
  shortcut: proposal(
    5,
    '切らずに半分にして出す段取り',
    'serving them halved rather than sliced',
    '{dish}を細かく切らずに半分に切るだけにすれば5分短く、崩れる心配も減ります。',
    'Just halve {dish} instead of slicing it: 5 minutes saved and fewer broken pieces.',
  ),
  done: bilingual(
    '{dish}は巻き終わりがしっかりとじ、切り口から{filling}がきれいに見えれば完成です。',
    '{dish} is done when the seam holds and {filling} shows neatly in the cut.',
  ),
  keeps: bilingual(
    '{dish}は乾きやすいので、ラップで包んで作ったその日のうちに食べます。',
    '{dish} dries out quickly: wrap it and eat it the same day.',
  ),
  floor: () => 15,
  steps: (k) => [
    starchStep(k, 'side'),
    k.items('starch').some((i) => i.ing.form === 'grain') &&
      k.has('seasoning') && {
        ja: `温かいうちに${k.ja('seasoning')}を混ぜ合わせ、うちわであおいで人肌に冷ます。`,
        en: `While it is warm, fold in ${k.en('seasoning')} and fan it to body temperature.`,
      },
    sashimiGrade(k),
    k.prep(),
    eggs(k, 'sheet'),
    precook(k),
    k.whisk(['sauce']),
    {
      ja: `${k.ja('wrapper')}を広げ、${k.has('starch') ? `${k.ja('starch')}を薄く広げて、` : ''}手前に${k.markJa(notEgg(k, 'filling')) || '具'}${k.plan.items.some((i) => i.ing.form === 'egg') ? 'と卵' : ''}を置き、手前からきつく巻く。`,
      en: `Lay out ${k.en('wrapper')}${k.has('starch') ? `, spread ${k.en('starch')} thinly over it` : ''}, place ${k.markEn(notEgg(k, 'filling')) || 'the filling'}${k.plan.items.some((i) => i.ing.form === 'egg') ? ' and the egg' : ''} along the near edge and roll up tightly.`,
    },
    k.plan.extraKept &&
      bilingual('巻き終わりを下にして10分置き、形を落ち着かせる。', 'Rest the rolls seam side down for 10 minutes.'),
    serve(k, 'plate', {
      ja: `${k.plan.shortcutKept ? '半分に切って' : '濡らした包丁で食べやすく切って'}${countJa(k.plan.servings)}の皿に盛る。${k.has('sauce') ? `${k.ja('sauce')}を添える。` : ''}`,
      en: `${k.plan.shortcutKept ? 'Halve the rolls' : 'Slice the rolls with a wet knife'} and divide between ${k.plan.servings} plates.${k.has('sauce') ? ` Offer ${k.en('sauce')} for dipping.` : ''}`,
    }),
  ],
}

export const SANDWICH: Cooking = {
  equipment: bilingual('まな板と包丁', 'a board and a serrated knife'),
  technique: proposal(
    0,
    'パンに油分を塗って水分を防ぐ組み立て',
    'a fat layer on the bread to keep it from going soggy',
    '{wrapper}の内側に{fat}を端まで薄く塗ると、{filling}の水分がしみず、時間がたってもべちゃっとしません。',
    'Spread {fat} thinly right to the edges of {wrapper}: the moisture of {filling} cannot soak in, so it stays crisp for hours.',
  ),
  extra: proposal(
    10,
    '{filling}の水気を10分切る工程',
    'draining {filling} for 10 minutes',
    '切った{filling}をペーパーにのせて10分置き、水気を切っておきます。',
    'Lay the cut {filling} on paper towels for 10 minutes to drain.',
  ),
  shortcut: proposal(
    3,
    '切らずに包んで持っていく段取り',
    'wrapping it whole instead of cutting',
    'お弁当なら{dish}を切らずにラップで包んで持っていけば、3分短く形も崩れません。',
    'For a packed lunch, wrap {dish} whole and cut it later: 3 minutes saved and it holds its shape.',
  ),
  done: bilingual(
    '{dish}は押さえても{filling}がはみ出さず、切り口がきれいなら完成です。',
    '{dish} is ready when it holds together under a gentle press and cuts cleanly.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で半日まで、作ったその日のうちに食べます。',
    '{dish} keeps half a day in the fridge; eat it the same day.',
  ),
  floor: () => 10,
  steps: (k) => [
    k.prep(),
    eggs(k, 'boiled'),
    k.items('filling').some((i) => i.ing.form === 'egg') &&
      bilingual('ゆで卵をフォークで粗くつぶす。', 'Mash the boiled eggs roughly with a fork.'),
    precook(k),
    (() => {
      // Only cut produce weeps; what was just cooked is not laid out to drain.
      const wet = k
        .items('filling')
        .filter(
          (i) =>
            (i.ing.group === 'vegetable' || i.ing.group === 'fruit') &&
            i.ing.cut &&
            (i.ing.form === 'piece' || i.ing.form === 'leaf'),
        )
      return (
        k.plan.extraKept &&
        wet.length > 0 && {
          ja: `${k.markJa(wet)}をペーパータオルにのせ、10分置いて水気を取る。`,
          en: `Lay ${k.markEn(wet)} on paper towels for 10 minutes to drain.`,
        }
      )
    })(),
    k.whisk(['sauce']),
    {
      ja: `${k.ja('wrapper')}の片面に${k.has('fat') ? k.ja('fat') : 'ソース'}を端まで薄く塗る。`,
      en: `Spread ${k.has('fat') ? k.en('fat') : 'the sauce'} thinly to the edges of ${k.en('wrapper')}.`,
    },
    {
      ja: `${[k.markJa(notEgg(k, 'filling')), k.plan.items.some((i) => i.ing.form === 'egg' && i.role !== 'wrapper') ? 'つぶした卵' : ''].filter(Boolean).join('と')}を重ね${k.has('seasoning') ? `、${k.ja('seasoning')}をふって` : ''}${k.has('sauce') ? `${k.ja('sauce')}をかけ` : ''}、もう1枚ではさんで軽く押さえる。`,
      en: `Layer ${[k.markEn(notEgg(k, 'filling')), k.plan.items.some((i) => i.ing.form === 'egg' && i.role !== 'wrapper') ? 'the mashed egg' : ''].filter(Boolean).join(' and ')}${k.has('seasoning') ? `, season with ${k.en('seasoning')}` : ''}${k.has('sauce') ? `, spoon over ${k.en('sauce')}` : ''}, close and press gently.`,
    },
    // A hot sandwich of cold fillings (a croque monsieur, a quesadilla) is griddled until the cheese melts.
    k.plan.dish.served === 'hot' &&
      !k.plan.items.some((i) => mustCook(i.ing) && i.role === 'filling') &&
      bilingual(
        'フライパンを弱めの中火で熱し、押さえながら片面2〜3分ずつ、こんがりとして中まで熱くなるまで焼く。',
        'Cook in a frying pan over medium-low heat for 2 to 3 minutes a side, pressing lightly, until golden and hot right through.',
      ),
    serve(k, 'plate', {
      ja: k.plan.shortcutKept
        ? `切らずにラップで包み、${k.plan.servings}人分に分ける。`
        : `よく切れる包丁で半分に切り、${countJa(k.plan.servings)}の皿に盛る。`,
      en: k.plan.shortcutKept
        ? `Wrap each one whole for ${k.plan.servings}.`
        : `Halve with a serrated knife and divide between ${k.plan.servings} plates.`,
    }),
  ],
}

/** Rice balls: shaped warm; a hot one (yaki onigiri) is toasted and glazed with its liquid seasoning. */
export const RICE_BALL: Cooking = {
  equipment: bilingual('ボウルとラップ', 'a bowl and cling film'),
  technique: proposal(
    0,
    '{starch}を温かいうちに力を入れずに握る握り方',
    'shaping {starch} while warm, with a light hand',
    '{starch}は温かいうちに、手をぬらして3〜4回だけ軽く握ります。{dish}の外はしっかり、中はふんわりします。',
    'Shape {starch} while it is warm, with wet hands, in three or four light presses: {dish} ends up firm outside and soft inside.',
  ),
  extra: proposal(
    10,
    '握ったあと10分置いて形を落ち着かせる工程',
    'resting the shaped rice for 10 minutes',
    '握ったあと10分置くと{starch}が落ち着き、{dish}が崩れにくくなります。',
    'Give the shaped {starch} 10 minutes to settle and {dish} will not fall apart.',
  ),
  shortcut: proposal(
    3,
    'ラップで包んで握る段取り',
    'shaping with cling film',
    '{starch}をラップで包んで握れば手も汚れず、3分早くできます。',
    'Shape {starch} inside cling film: clean hands and 3 minutes faster.',
  ),
  done: bilingual(
    '{dish}は持っても崩れず、かじると{starch}がほろりとほどければ上出来です。',
    '{dish} is right when it holds in the hand and {starch} falls apart gently in the mouth.',
  ),
  keeps: bilingual(
    '{dish}は常温で半日まで、冷蔵すると固くなるので当日に食べます。',
    '{dish} keeps half a day at room temperature; the fridge hardens the rice, so eat it the same day.',
  ),
  floor: () => 10,
  steps: (k) => {
    const toasted = k.plan.dish.served === 'hot'
    const powders = k.items('seasoning').filter((i) => i.ing.form === 'powder')
    const glaze = k.items('seasoning', 'sauce').filter((i) => !powders.includes(i))
    const n = k.plan.servings * 2
    return [
      starchStep(k, 'bowl'),
      k.prep(),
      precook(k),
      glaze.length && { ja: `${k.markJa(glaze)}を混ぜてたれを作る。`, en: `Mix ${k.markEn(glaze)} into a glaze.` },
      k.has('filling') && {
        ja: `${k.ja('filling')}を${n}等分にしておく。`,
        en: `Divide ${k.en('filling')} into ${n} portions.`,
      },
      {
        ja: `${k.plan.shortcutKept ? 'ラップを広げ、' : '手を水でぬらし、'}${powders.length ? `${k.markJa(powders)}を軽くまぶして、` : ''}${k.ja('starch')}を${n}等分してのせ、${k.has('filling') ? '中央に具を入れて、' : ''}3〜4回軽く握って三角にする。`,
        en: `${k.plan.shortcutKept ? 'On a sheet of cling film' : 'With wet hands'}${powders.length ? `, lightly dusted with ${k.markEn(powders)}` : ''}, shape ${k.en('starch')} into ${n} triangles${k.has('filling') ? ' with the filling in the centre' : ''}, pressing lightly three or four times.`,
      },
      k.plan.extraKept &&
        bilingual(
          '握ったおにぎりを10分置いて形を落ち着かせる。',
          'Leave the shaped rice balls for 10 minutes to settle.',
        ),
      toasted && {
        ja: `フライパンを中火で熱し、おにぎりを片面4分ずつ焼いて焼き色をつける。${glaze.length ? '両面にたれを塗り、さらに片面1分ずつ香ばしく焼く。' : ''}`,
        en: `Toast the rice balls in a dry pan over medium heat for 4 minutes a side until golden.${glaze.length ? ' Brush both sides with the glaze and toast 1 minute more on each side.' : ''}`,
      },
      !toasted &&
        glaze.length &&
        bilingual('おにぎりの表面にたれを薄く塗る。', 'Brush the rice balls lightly with the glaze.'),
      k.has('wrapper') && { ja: `${k.ja('wrapper')}を巻く。`, en: `Wrap each with ${k.en('wrapper')}.` },
      serve(k, 'plate'),
    ]
  },
}

export const DIP: Cooking = {
  equipment: bilingual('ボウルかフードプロセッサー', 'a bowl or food processor'),
  technique: proposal(
    0,
    '{base}をなめらかになるまで攪拌する仕上げ',
    'blending {base} until completely smooth',
    '{base}はフードプロセッサーで2分、途中で側面をこそげながら回します。{dish}の口当たりがなめらかになります。',
    'Blend {base} for a full 2 minutes, scraping down the sides: it turns properly silky.',
  ),
  extra: proposal(
    30,
    '冷蔵庫で30分なじませる工程',
    'thirty minutes in the fridge to let the flavours settle',
    'できたら冷蔵庫で30分置くと、{seasoning}の角がとれて味がまとまります。',
    'Give it 30 minutes in the fridge: the edges of {seasoning} soften and it comes together.',
  ),
  shortcut: proposal(
    5,
    'フォークでつぶして粗めに仕上げる段取り',
    'mashing with a fork for a rougher texture',
    'プロセッサーを出さずに{base}をフォークでつぶせば、洗い物も時間も5分減ります。',
    'Mash {base} with a fork instead of getting out the processor: 5 minutes and a machine less to wash.',
  ),
  done: bilingual(
    '{dish}はすくって角が立ち、味見して塩気と酸味が決まれば完成です。',
    '{dish} is done when it holds a soft peak on a spoon and the salt and acid taste right.',
  ),
  keeps: bilingual(
    '{dish}は表面をラップで覆えば冷蔵で3日持ちます。',
    '{dish} keeps 3 days in the fridge with film pressed onto the surface.',
  ),
  floor: () => 10,
  steps: (k) => [
    k.prep(),
    precook(k),
    {
      ja: `${k.ja('base')}${k.has('veg') ? `と${k.ja('veg')}` : ''}を${k.plan.shortcutKept ? 'ボウルに入れてフォークでつぶし' : 'フードプロセッサーに入れて側面をこそげながら2分攪拌し'}、${k.has('seasoning', 'fat') ? `${k.add(['seasoning', 'fat'], false)!.ja}、` : ''}なめらかにする。`,
      en: `${k.plan.shortcutKept ? 'Mash' : 'Blend'} ${k.en('base')}${k.has('veg') ? ` with ${k.en('veg')}` : ''}${k.plan.shortcutKept ? ' with a fork in a bowl' : ' for 2 minutes, scraping down the sides'}${k.has('seasoning', 'fat') ? `, then ${k.add(['seasoning', 'fat'], false)!.en}` : ''}.`,
    },
    k.plan.extraKept && bilingual('ラップをして冷蔵庫で30分なじませる。', 'Cover and chill for 30 minutes.'),
    k.has('sauce') && { ja: `${k.ja('sauce')}を表面に回しかける。`, en: `Drizzle ${k.en('sauce')} over the top.` },
    serve(
      k,
      'bowl',
      k.has('starch')
        ? {
            ja: `${countJa(k.plan.servings)}の器に盛り、${k.ja('starch')}を添える。`,
            en: `Spoon into ${k.plan.servings} bowls with ${k.en('starch')} alongside.`,
          }
        : undefined,
    ),
  ],
}

/** A soup of raw vegetables blended and chilled (gazpacho): nothing is heated; bread thickens it. */
export const COLD_SOUP: Cooking = {
  equipment: bilingual('ミキサー', 'a blender'),
  technique: proposal(
    0,
    '{starch}を{liquid}に浸してから攪拌するとろみづけ',
    'soaking {starch} in {liquid} before it is blended',
    '{starch}を{liquid}に5分浸してから一緒に攪拌すると、火を使わずに{dish}にとろみとコクが出ます。',
    'Soak {starch} in {liquid} for 5 minutes before blending: it thickens {dish} and gives it body without any heat.',
  ),
  extra: proposal(
    60,
    'さらに1時間冷やして味をなじませる工程',
    'another hour in the fridge for the flavours to settle',
    '冷蔵庫でもう1時間冷やすと、{aromatic}の辛みが落ち着き、{base}の甘みが前に出ます。',
    'Another hour in the fridge tames the bite of {aromatic} and brings the sweetness of {base} forward.',
  ),
  shortcut: proposal(
    90,
    '氷水で器ごと冷やして早く出す段取り',
    'chilling it over iced water to serve sooner',
    '{dish}のボウルを氷水に当てて混ぜながら冷やせば、冷蔵庫で待つより1時間半早く冷えます。',
    'Stir {dish} in a bowl set over iced water and it is cold an hour and a half sooner than in the fridge.',
  ),
  done: bilingual(
    '{dish}はなめらかで、よく冷えて、味見して塩と酸味が決まれば完成です。',
    '{dish} is ready when it is smooth and well chilled and the salt and acid taste right.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で2日持ち、出す前によく混ぜます。',
    '{dish} keeps 2 days in the fridge; stir well before serving.',
  ),
  // Chilled over iced water, the quickest way to cold.
  floor: () => 40,
  steps: (k) => [
    k.prep(),
    k.has('starch', 'liquid') &&
      fill(bilingual('{starch}を{liquid}に5分浸す。', 'Soak {starch} in {liquid} for 5 minutes.'), k, true),
    {
      ja: `ミキサーに${[k.ja('base'), k.ja('veg'), k.ja('aromatic'), k.has('starch') ? `ひたした${k.ja('starch')}` : ''].filter(Boolean).join('、')}を入れ、${k.has('fat', 'seasoning') ? `${k.ja('fat', 'seasoning')}を加えて` : ''}1〜2分、なめらかになるまで攪拌する。`,
      en: `Put ${[k.en('base'), k.en('veg'), k.en('aromatic'), k.has('starch') ? `the soaked ${k.en('starch').replace(/^the /, '')}` : ''].filter(Boolean).join(', ')} in the blender${k.has('fat', 'seasoning') ? ` with ${k.en('fat', 'seasoning')}` : ''} and blend for 1 to 2 minutes, until smooth.`,
    },
    k.plan.shortcutKept
      ? bilingual(
          'ボウルに移し、氷水に当てて混ぜながら30分冷やす。',
          'Pour it into a bowl set over iced water and stir now and then until cold, about 30 minutes.',
        )
      : bilingual(
          `ボウルに移してラップをし、冷蔵庫で${k.plan.extraKept ? '3' : '2'}時間以上冷やす。`,
          `Cover and chill in the fridge for at least ${k.plan.extraKept ? 3 : 2} hours.`,
        ),
    serve(k, 'bowl'),
  ],
}

export const NIBBLE: Cooking = {
  equipment: bilingual('フライパンかボウル', 'a frying pan or bowl'),
  technique: proposal(
    0,
    '{base}の水気を拭いてから味をつける手順',
    'drying {base} before it is seasoned',
    '{base}の水気をしっかり拭いてから味をつけると、{seasoning}がぼやけずにしっかりつきます。',
    'Pat {base} completely dry before seasoning: {seasoning} sticks and tastes sharper.',
  ),
  extra: proposal(
    10,
    '味をつけて10分なじませる工程',
    'ten minutes for the seasoning to settle in',
    '味をつけてから10分置くと、{base}に味がなじみます。',
    'Ten minutes after seasoning lets {base} take it in.',
  ),
  shortcut: proposal(
    3,
    'ボウルひとつで和える段取り',
    'tossing everything in one bowl',
    '{base}と{seasoning}をひとつのボウルで和えれば、3分短く洗い物も減ります。',
    'Toss {base} and {seasoning} in one bowl: 3 minutes quicker and less washing up.',
  ),
  done: bilingual(
    '{dish}は{base}に{seasoning}が均一にからんでいれば完成です。',
    '{dish} is done when {seasoning} coats {base} evenly.',
  ),
  keeps: bilingual(
    '{dish}は冷蔵で2日持ち、食べる前に常温に戻します。',
    '{dish} keeps 2 days in the fridge; bring it back to room temperature before serving.',
  ),
  floor: () => 5,
  steps: (k) => {
    const base = k.items('base')
    const kernels = base.filter((i) => i.ing.pops)
    const raw = base.filter((i) => k.plan.dish.servedRaw?.includes(i.ing.id))
    const eggs = base.filter((i) => i.ing.form === 'egg')
    // Blanched as a salad would boil it: edamame, broccoli, green beans.
    const cook = base.filter((i) => i.ing.salad === 'boiled' && !isCooked(i))
    const rest = base.filter((i) => !kernels.includes(i) && !raw.includes(i) && !eggs.includes(i))
    const dressing = k.items('seasoning', 'sauce')
    // Popped, boiled and blanched here; whatever else must be cooked is cooked by `precook`.
    for (const i of [...kernels, ...eggs, ...cook]) k.cooked.add(i.ing.id)
    return [
      sashimiGrade(k),
      k.prep(),
      kernels.length > 0 && {
        ja: `ふたつきの鍋に${k.has('fat') ? k.ja('fat') : '少量の油'}と${k.markJa(kernels)}を入れてふたをし、中火で鍋をゆすりながら、はじける音が止むまで3〜4分加熱する。`,
        en: `Heat ${k.has('fat') ? k.en('fat') : 'a little oil'} and ${k.markEn(kernels)} in a lidded pot over medium heat, shaking the pot, for 3 to 4 minutes until the popping stops.`,
      },
      eggs.length > 0 && {
        ja: `${k.markJa(eggs)}を沸騰した湯に入れて11分ゆでて固ゆでにし、冷水にとって殻をむく。縦半分に切って黄身を取り出す。`,
        en: `Lower ${k.markEn(eggs)} into boiling water and boil for 11 minutes until hard-boiled, cool them in cold water and peel. Halve them lengthways and scoop out the yolks.`,
      },
      eggs.length > 0 && {
        ja: `黄身に${dressing.length ? k.markJa(dressing) : '塩'}を加えてなめらかに混ぜ、白身に詰める。`,
        en: `Mash the yolks with ${dressing.length ? k.markEn(dressing) : 'a pinch of salt'} until smooth and spoon back into the whites.`,
      },
      cook.length > 0 && {
        ja: `${k.markJa(cook)}を沸騰した湯で3〜4分ゆで、ざるに上げる。`,
        en: `Boil ${k.markEn(cook)} for 3 to 4 minutes and drain.`,
      },
      precook(k),
      raw.length > 0 && {
        ja: `冷えた皿に${k.markJa(raw)}を並べ、食べる直前まで冷蔵庫で冷やしておく。`,
        en: `Arrange ${k.markEn(raw)} on a chilled plate and keep it in the fridge until just before serving.`,
      },
      k.plan.extraKept &&
        raw.length > 0 &&
        bilingual(
          '皿ごと冷蔵庫で10分よく冷やす。',
          'Give the plate 10 minutes in the fridge so everything is well chilled.',
        ),
      rest.length > 0 &&
        k.has('fat') &&
        !kernels.length &&
        !k.plan.shortcutKept &&
        !k.items('fat').every((i) => k.used.en.has(i.ing.id)) && {
          ja: `フライパンに${k.ja('fat')}を入れて中火で熱し、${k.markJa(rest)}を2〜3分、香ばしくなるまで炒る。`,
          en: `Heat ${k.en('fat')} in a frying pan over medium heat and toast ${k.markEn(rest)} for 2 to 3 minutes until fragrant.`,
        },
      (rest.length > 0 || kernels.length > 0) &&
        !eggs.length && {
          ja: `${k.plan.shortcutKept ? 'ボウルひとつに' : 'ボウルに'}${k.markJa([...kernels, ...rest, ...k.items('fat').filter((i) => !k.used.ja.has(i.ing.id))])}を入れ${rest.some((i) => i.ing.form === 'piece') ? '、水気を拭いてから' : '、'}${dressing.length && !raw.length ? `${k.markJa(dressing)}を加えて` : ''}全体を和える。`,
          en: `${kernels.length ? 'Tip the popped ' : 'Put '}${k.markEn([...kernels, ...rest, ...k.items('fat').filter((i) => !k.used.en.has(i.ing.id))]).replace(kernels.length ? /^the / : /^$/, '')} into ${k.plan.shortcutKept ? 'one' : 'a'} bowl${rest.some((i) => i.ing.form === 'piece') ? ', pat dry' : ''}${dressing.length && !raw.length ? `, add ${k.markEn(dressing)}` : ''} and toss well.`,
        },
      k.plan.extraKept &&
        !raw.length &&
        bilingual('10分置いて味をなじませる。', 'Leave it for 10 minutes to take on the seasoning.'),
      serve(
        k,
        'plate',
        raw.length && dressing.length
          ? {
              ja: `${k.plan.servings}人分に取り分け、${k.markJa(dressing)}を小皿に添える。`,
              en: `Divide between ${k.plan.servings} plates with ${k.markEn(dressing)} in small dishes for dipping.`,
            }
          : undefined,
      ),
    ]
  },
}

export { cap }
