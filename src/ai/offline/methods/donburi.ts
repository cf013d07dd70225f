import { type Method, p, t } from './types'

/** Simmered rice bowls: oyakodon, gyudon, katsudon. The topping cooks in a sweet dashi sauce. */
export const DONBURI: Method[] = [
  {
    id: 'donburi',
    category: 'main',
    name: t('丼', 'rice bowl'),
    lead: 'chicken_thigh',
    pantry: ['rice', 'onion', 'dashi', 'soy_sauce', 'mirin', 'sugar'],
    amounts: { dashi: ['150ml', '150 ml', 0.4], sugar: ['小さじ2', '2 tsp', 0.67] },
    boost: ['spinach', 'komatsuna', 'shimeji'],
    touch: ['sansho', 'ginger', 'chili'],
    seasonal: { spring: 'bamboo_shoot', summer: 'eggplant', autumn: 'shiitake', winter: 'napa_cabbage' },
    garnish: ['mitsuba', 'nori'],
    cheapGarnish: 'green_onion',
    minutes: 20,
    yen: 300,
    equipment: t('小さめのフライパン1つ', 'one small frying pan'),
    technique: [
      p(['玉ねぎを先に煮る順番', 'onion-first simmer'], ['玉ねぎを先に割り下で3分煮てから{lead}を入れれば、玉ねぎは甘くとろりと、{lead}は硬くならない', 'give the onion 3 minutes in the sauce before the {lead} goes in, so the onion turns sweet and soft while the {lead} stays tender'], ['煮立った割り下に玉ねぎを入れて3分煮てから、{lead}と{seasonal}を加えて弱めの中火で5分煮る。', 'Simmer the onion in the sauce for 3 minutes first, then add the {lead} and {seasonal} and cook over medium-low heat for 5 minutes.']),
      p(['卵の二度入れ', 'egg poured in two stages'], ['溶き卵の3分の2を入れて30秒ふたをし、残りを回し入れてすぐ火を止めれば、とろりと半熟に仕上がる', 'pour in two thirds of the egg, cover for 30 seconds, then add the rest and turn off the heat at once, so it sets soft and glossy'], ['玉ねぎ、{lead}、{seasonal}を割り下に入れて弱めの中火で5分煮る。溶き卵の3分の2を回し入れて30秒ふたをし、残りを加えてすぐに火を止める。', 'Add the onion, {lead} and {seasonal} to the sauce and simmer over medium-low heat for 5 minutes. Pour in two thirds of the beaten egg, cover for 30 seconds, add the rest and turn off the heat at once.'], ['egg']),
    ],
    extra: { ...p(['昆布と削り節の一番だし', 'first dashi from kombu and bonito'], ['割り下のだしを、顆粒ではなく昆布と削り節でとりたい', 'make the dashi for the sauce from kombu and bonito flakes instead of granules'], ['水300mlに昆布を30分浸して弱火にかけ、沸く直前に取り出し、削り節を入れて2分置いてこす。', 'Soak the kombu in 300 ml water for 30 minutes, heat gently and remove it just before the boil; add bonito flakes, wait 2 minutes and strain.'], ['kombu']), minutes: 35 },
    shortcut: { ...p(['レンジで作る丼の具', 'microwave topping'], ['耐熱ボウルに割り下と具を入れて600Wで5分、卵を加えて1分なら、火の前に立たなくていい', 'put the sauce and topping in a heatproof bowl, 5 minutes at 600 W, then the egg for 1 more minute: no standing at the stove'], ['フライパンの代わりに、耐熱ボウルに割り下と具を入れてふんわりラップし、600Wで5分加熱してもよい（卵を使うときは加えてさらに1分）。', 'Instead of the pan, you can cook the sauce and topping in a covered heatproof bowl at 600 W for 5 minutes (add any egg and give it 1 more minute).']), saves: 5 },
    steps: [
      t('{lead}を一口大に切り、玉ねぎは薄切り、{seasonal}は食べやすく切る。', 'Cut the {lead} into bite-sized pieces, slice the onion and cut the {seasonal} to size.'),
      '@extra',
      t('{boost}はラップで包んで600Wで1分半加熱し、3cm長さに切る。', 'Wrap the {boost} in film, microwave at 600 W for 90 seconds and cut into 3 cm lengths.'),
      t('小さめのフライパンにだし汁、しょうゆ、みりん、砂糖を入れて煮立て、割り下を作る。', 'Bring the dashi, soy sauce, mirin and sugar to a simmer in the small frying pan to make the sauce.'),
      '@shortcut',
      '@technique',
      t('丼にご飯を盛り、具を汁ごとすべらせるようにのせ、{boost}を添えて{touch}と{garnish}をのせる。', 'Fill two bowls with the rice, slide the topping on with its sauce, add the {boost} and finish with the {touch} and {garnish}.'),
    ],
    done: t('白身がちょうど固まり、黄身がまだ揺れるくらいで火を止めるのが合図です', 'turn off the heat when the egg white has just set and the yolk still trembles'),
    keeps: t('具と割り下は卵を入れる前なら冷蔵で2日、食べる分だけ温めて卵でとじます', 'before the egg goes in, the topping keeps two days; reheat a portion and add the egg then'),
  },
]
