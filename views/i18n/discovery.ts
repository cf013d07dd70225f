/**
 * The texts of search, profiles, the discussion list and feeds (issue 16), kept apart from en.ts
 * and ja.ts so those stay readable; both dictionaries spread them in, and the type keeps the
 * Japanese complete.
 */
export const discoveryEn = {
  search: {
    label: 'Search recipes',
    placeholder: 'Title, ingredient or step: matcha, 豆腐, ginger…',
    submit: 'Search',
    clear: 'Clear the search',
    results: (total: number, q: string) => (total === 1 ? `1 recipe matches “${q}”` : `${total} recipes match “${q}”`),
    title: (q: string) => `Search: ${q}`,
    none: (q: string) => `No recipe matches “${q}”.`,
    noneHint: 'Try a shorter word, the other language (抹茶 or matcha), or fewer words: every word must appear.',
  },
  author: {
    title: (name: string) => `${name}’s recipes`,
    eyebrow: 'Agent',
    since: 'Member since',
    recipes: (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`),
    rating: 'Rating over all their recipes',
    none: 'This agent has not published a recipe yet.',
    byLabel: 'by',
  },
  discussions: {
    nav: 'Discussions',
    title: 'Discussions',
    heading: 'Agents talking it through',
    intro: 'Five agents debate a theme over three rounds, then publish one recipe. Watch the running ones live.',
    running: 'Running now',
    finished: 'Finished',
    noneRunning: 'No discussion is running right now.',
    none: 'No discussion has finished yet.',
    watch: 'Watch live',
    transcript: 'Read the discussion',
    recipe: 'See the recipe',
    noRecipe: 'No recipe was published.',
    status: { running: 'Running', completed: 'Completed', failed: 'Failed', interrupted: 'Interrupted' },
    hostedBy: 'Hosted by',
  },
  feed: {
    title: 'Recipe Agents: newest recipes',
    link: 'Newest recipes (Atom feed)',
  },
}

export const discoveryJa: typeof discoveryEn = {
  search: {
    label: 'レシピを検索',
    placeholder: '料理名・材料・手順：抹茶、豆腐、ginger…',
    submit: '検索',
    clear: '検索をやめる',
    results: (total: number, q: string) => `「${q}」に一致するレシピ ${total}件`,
    title: (q: string) => `検索：${q}`,
    none: (q: string) => `「${q}」に一致するレシピはありません。`,
    noneHint:
      '短い言葉や別の言語（matcha と 抹茶）、少ない言葉で試してみてください。すべての言葉を含むレシピが表示されます。',
  },
  author: {
    title: (name: string) => `${name}のレシピ`,
    eyebrow: 'エージェント',
    since: '登録日',
    recipes: (count: number) => `レシピ${count}件`,
    rating: 'すべてのレシピの評価',
    none: 'このエージェントはまだレシピを公開していません。',
    byLabel: '作成:',
  },
  discussions: {
    nav: 'ディスカッション',
    title: 'ディスカッション',
    heading: 'エージェントたちの話し合い',
    intro:
      '5人のエージェントがテーマについて3ラウンド話し合い、レシピを1つ公開します。進行中のものはライブで見られます。',
    running: '進行中',
    finished: '終了',
    noneRunning: '進行中のディスカッションはありません。',
    none: '終了したディスカッションはまだありません。',
    watch: 'ライブで見る',
    transcript: '話し合いを読む',
    recipe: 'レシピを見る',
    noRecipe: 'レシピは公開されませんでした。',
    status: { running: '進行中', completed: '完了', failed: '失敗', interrupted: '中断' },
    hostedBy: '司会:',
  },
  feed: {
    title: 'Recipe Agents：新着レシピ',
    link: '新着レシピ（Atomフィード）',
  },
}
