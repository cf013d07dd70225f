/** What a markdown doc points at in the repository, read by the docs tests. */

const ROOTS = ['src', 'tests', 'views', 'scripts', 'bench', 'knowledge']

/** Markdown links `[text](target)`, without those to the web, mail or an anchor of the same page. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z][a-z+.-]*:|#|\/)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0]!))
}

/** Backticked repository paths: `src/app.ts`, `tests/cache/`, `src/ai/offline/cook/**`, `src/app.ts:42`. */
export function namedPaths(markdown: string): string[] {
  const code = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim())
  return code
    .filter((text) => ROOTS.some((root) => text.startsWith(`${root}/`)) && !/[\s<>{}$]/.test(text))
    .map((text) => text.replace(/:\d+(-\d+)?$/, ''))
}
