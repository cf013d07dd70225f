import type { Category, Cuisine, Dish, Text } from '../../food/types'

/**
 * The culture expert's proposal: how the dish reaches the table where it comes from, by cuisine and
 * by how it is served. `label` is how the panel says it is served ("served …" in English); `step` ends the recipe's last step, so
 * the kept proposal is in the recipe. Nothing here adds an ingredient.
 */
export type Serving = { label: Text; step: Text }

const s = (labelJa: string, labelEn: string, stepJa: string, stepEn: string): Serving => ({
  label: { ja: labelJa, en: labelEn },
  step: { ja: stepJa, en: stepEn },
})

const SERVING: Partial<Record<Cuisine, Record<Dish['served'], Serving>>> &
  Record<'international', Record<Dish['served'], Serving>> = {
  japanese: {
    hot: s(
      '一人ずつの器に盛る和の出し方',
      'in individual portions, the Japanese way',
      '熱いうちに出す',
      'serve at once in individual portions, the way a Japanese home table does',
    ),
    cold: s(
      '冷やした器で涼しげに出す和の流儀',
      'on chilled dishes, as Japanese summer food is served',
      '器も冷やしておき、すぐに出す',
      'serve straight away, with the dishes chilled in the fridge first, as Japanese summer food is',
    ),
    room: s(
      '小皿に少しずつ盛る和の盛り付け',
      'in small portions on small plates, Japanese style',
      '少量ずつ盛り、常温で出す',
      'serve at room temperature in small portions',
    ),
  },
  korean: {
    hot: s(
      '食卓の真ん中で取り分ける韓国の食べ方',
      'from the middle of the table, the Korean way of sharing',
      'ぐつぐつ熱いまま食卓の真ん中に置き、各自で取り分ける',
      'bring it bubbling hot to the middle of the table for everyone to share, as Korean home meals are eaten',
    ),
    cold: s(
      'よく冷やして食卓で取り分ける韓国式',
      'well chilled and shared, Korean style',
      'よく冷えたうちに食卓に出し、各自で取り分ける',
      'serve well chilled and let everyone help themselves, Korean style',
    ),
    room: s(
      'おかずとして並べる韓国の食卓',
      'among other side dishes, the Korean way',
      '他のおかずと一緒に並べる',
      'set it out alongside the other side dishes, the Korean way',
    ),
  },
  chinese: {
    hot: s(
      '大皿で取り分ける中国の家庭式',
      'in the middle of the table, Chinese family style',
      '熱いうちに食卓の真ん中に並べ、家族式で囲む',
      'serve piping hot in the middle of the table, family style',
    ),
    cold: s(
      '前菜として冷たく出す中国の冷菜の流儀',
      'cold as a starter, as Chinese cold dishes are served',
      '冷たいまま前菜として出す',
      'serve cold as a starter, as Chinese cold dishes are',
    ),
    room: s(
      '点心のように少しずつ出す中国式',
      'in small portions like dim sum',
      '少しずつ出す',
      'serve in small portions, the way dim sum comes to the table',
    ),
  },
  thai: {
    hot: s(
      'スプーンとフォークで食べるタイの食べ方',
      'with a spoon and fork, as it is eaten in Thailand',
      '熱いうちに出し、タイのようにスプーンとフォークで食べる',
      'serve hot and eat it with a spoon and fork, as in Thailand',
    ),
    cold: s(
      '冷たく爽やかに出すタイの屋台風',
      'ice-cold, like a Thai street stall',
      'よく冷やして屋台のように気軽に出す',
      'serve ice-cold and casual, like a Bangkok street stall',
    ),
    room: s(
      '取り分けて食べるタイの食卓',
      'at room temperature for a shared Thai table',
      '常温で出し、食卓で取り分ける',
      'serve at room temperature for the table to share',
    ),
  },
  vietnamese: {
    hot: s(
      '熱々をすぐに食べるベトナム式',
      'straight from the pot, Vietnamese style',
      '熱々をすぐに出す',
      'serve steaming straight away, Vietnamese style',
    ),
    cold: s(
      '冷たく軽やかに出すベトナム式',
      'cool and light, the Vietnamese way',
      '冷たいうちに軽やかに盛って出す',
      'serve cool and light, the Vietnamese way',
    ),
    room: s(
      '手でつまんで食べるベトナムの食べ方',
      'to be eaten by hand, Vietnamese style',
      '常温で出し、手に取って食べる',
      'serve at room temperature, to be eaten by hand',
    ),
  },
  indian: {
    hot: s(
      '熱々を取り分けるインドの家庭式',
      'hot and shared, as at an Indian home table',
      '熱いうちに食卓に出し、各自で取り分ける',
      'serve hot for everyone to help themselves, as an Indian home meal is served',
    ),
    cold: s(
      '冷たく出すインドの清涼な一品',
      'well chilled, as Indian coolers are',
      'よく冷やして出す',
      'serve well chilled, as cooling Indian dishes are',
    ),
    room: s(
      'チャイの時間のおやつとして出すインド式',
      'at tea time, Indian style',
      '常温でおやつの時間に出す',
      'serve at room temperature at tea time, as Indian snacks are',
    ),
  },
  western: {
    hot: s(
      '温めた皿で出す洋食の基本',
      'on warmed plates, as a Western kitchen serves hot food',
      '器を温めておき、熱いうちに出す',
      'serve hot, with the dishes warmed first',
    ),
    cold: s(
      '冷やした器で出す洋風の仕立て',
      'on chilled plates, Western style',
      '器を冷やしておき、冷たいうちに出す',
      'serve cold, with the dishes chilled first',
    ),
    room: s(
      '常温で食卓に並べる洋風の出し方',
      'at room temperature, Western style',
      '常温で食卓に並べる',
      'set it out at room temperature',
    ),
  },
  italian: {
    hot: s(
      '温めた皿ですぐ出すイタリアの流儀',
      'at once on warm plates, the Italian rule',
      '器を温めておき、待たせずにすぐ出す',
      'serve at once, with the dishes warmed first, as Italians insist',
    ),
    cold: s(
      '冷たく出すイタリアのドルチェの流儀',
      'cold, as an Italian dolce is',
      '冷たいうちに出す',
      'serve cold, as an Italian dolce is',
    ),
    room: s(
      '常温で出すイタリアのアンティパスト風',
      'at room temperature like antipasti',
      '常温でアンティパストのように出す',
      'serve at room temperature, like antipasti',
    ),
  },
  french: {
    hot: s(
      '温めた皿で出すフランスの家庭式',
      'on warm plates, French home style',
      '器を温めておき、熱いうちに出す',
      'serve while hot, with the dishes warmed first, French home style',
    ),
    cold: s(
      '冷たく出すフランスの菓子の流儀',
      'cold, as a French dessert is',
      '冷たいうちに出す',
      'serve cold, as a French dessert is',
    ),
    room: s(
      '常温で出すフランスの午後のお菓子',
      'at room temperature, as for a French goûter',
      '常温で午後のおやつに出す',
      'serve at room temperature in the afternoon, as for a French goûter',
    ),
  },
  mexican: {
    hot: s(
      '各自で包んで食べるメキシコ式',
      'hot, with everyone building their own at the table, Mexican style',
      '熱いうちに食卓に出し、各自で好きに組み立てて食べる',
      'bring everything hot to the table and let everyone build their own',
    ),
    cold: s(
      '冷たく出すメキシコの屋台風',
      'ice-cold, like a Mexican street cart',
      'よく冷やして出す',
      'serve well chilled, like a Mexican street cart',
    ),
    room: s(
      '大皿で囲むメキシコの食卓',
      'on one big shared plate, Mexican style',
      '常温で食卓の真ん中に置き、みんなでつまむ',
      'serve in the middle of the table to share',
    ),
  },
  middle_eastern: {
    hot: s(
      '大皿を囲む中東のもてなし',
      'on a shared platter, Middle Eastern style',
      '熱いうちに食卓の真ん中に出し、みんなで囲む',
      'serve hot in the middle of the table for everyone to gather round',
    ),
    cold: s(
      '冷たい前菜として出す中東のメゼ',
      'cold, as part of a mezze',
      '冷たいまま前菜として出す',
      'serve cold as part of a mezze spread',
    ),
    room: s(
      'メゼとして並べる中東の食卓',
      'as part of a mezze spread',
      '常温でメゼとして並べる',
      'serve at room temperature, as mezze',
    ),
  },
  american: {
    hot: s(
      '気取らずにたっぷり出すアメリカの家庭式',
      'generous and casual, American home style',
      '熱いうちに気取らずたっぷり盛って出す',
      'serve hot, casual and generous',
    ),
    cold: s(
      '冷たく気軽に出すアメリカ式',
      'cold and casual, American style',
      '冷たいうちに気軽に出す',
      'serve cold and casual',
    ),
    room: s(
      'みんなでつまむアメリカのパーティー式',
      'on a shared party plate, American style',
      '常温でみんなでつまむ',
      'serve at room temperature for everyone to share',
    ),
  },
  international: {
    hot: s(
      '温かいうちに出すシンプルな出し方',
      'straight to the table while hot',
      '温かいうちにすぐ出す',
      'serve straight away while hot',
    ),
    cold: s('よく冷やして出すシンプルな出し方', 'well chilled', 'よく冷やして出す', 'serve well chilled'),
    room: s('常温で気軽に出すシンプルな出し方', 'at room temperature', '常温で出す', 'serve at room temperature'),
  },
}

/**
 * The courses a cuisine's cold way of serving speaks of: a Chinese cold dish is a savoury starter,
 * an Italian or French one a dessert. Unlisted cuisines serve every course but drinks that way.
 */
const COLD_COURSES: Partial<Record<Cuisine, Category[]>> = {
  chinese: ['main', 'snack'],
  italian: ['dessert'],
  french: ['dessert'],
  thai: ['main', 'snack', 'dessert', 'drink'],
}

/**
 * How the dish reaches the table. A cold dish of another course than its cuisine's cold way names
 * (a mango pudding is no Chinese starter, a caprese no dolce, a glass no chilled plate) is served
 * plainly well chilled.
 */
export function servingOf(dish: Dish): Serving {
  const courses = COLD_COURSES[dish.cuisine]
  const fits = dish.served !== 'cold' || (courses ? courses.includes(dish.category) : dish.category !== 'drink')
  return (SERVING[fits ? dish.cuisine : 'international'] ?? SERVING.international)[dish.served]
}
