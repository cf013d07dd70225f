/** The module graph of src/ and views/, as the architecture tests read it. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dir, '../..')
const SOURCES = ['src', 'views'].map((dir) => join(ROOT, dir))

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

// Static `import … from`, `export … from`, bare `import '…'` and dynamic `import('…')`. Comments are
// dropped first so an example in a comment is not read as an import.
// The clause before `from` never holds another import or export, so a `export type { A }` with no
// `from` is not read as the start of the next import (which would then count as type-only).
const SPECIFIER =
  /(?:\b(import|export)\s+(type\s+)?(?:(?:(?!\b(?:import|export)\b)[^'"`;])*?\s+from\s+)?|\bimport\s*\(\s*)['"]([^'"]+)['"]/g
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** `dynamic`: an `import('…')`, which loads its module when that line runs, not with the importer. */
export type Import = { specifier: string; typeOnly: boolean; dynamic: boolean }

export function imports(code: string): Import[] {
  return [...withoutComments(code).matchAll(SPECIFIER)].map((match) => ({
    specifier: match[3]!,
    typeOnly: match[2] !== undefined,
    dynamic: match[1] === undefined,
  }))
}

export const specifiers = (code: string) => imports(code).map((found) => found.specifier)

export function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
}

/**
 * Every module's imports (`typeOnly: false`: only those that load code; `dynamic: false`: only those
 * loaded with the importer): local files by absolute path, packages by name.
 */
export function importGraph({
  typeOnly,
  dynamic = true,
}: {
  typeOnly: boolean
  dynamic?: boolean
}): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const targets = imports(readFileSync(file, 'utf8'))
      .filter((found) => (typeOnly || !found.typeOnly) && (dynamic || !found.dynamic))
      .map(({ specifier }) => (specifier.startsWith('.') ? (resolveLocal(file, specifier) ?? specifier) : specifier))
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected components of more than one node, or a node importing itself (Tarjan). Nodes are absolute paths, shown relative to ROOT. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)!.includes(node))
      found.push(component.map((path) => relative(ROOT, path)).sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** The packages a module loads, directly or through any local module it imports. */
export function packagesReachedFrom(graph: Map<string, string[]>, start: string): Map<string, string[]> {
  const reached = new Map<string, string[]>()
  const paths = new Map<string, string[]>([[start, [relative(ROOT, start)]]])
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()!
    for (const next of graph.get(node) ?? []) {
      const path = [...paths.get(node)!, graph.has(next) ? relative(ROOT, next) : next]
      if (!graph.has(next)) reached.set(next, reached.get(next) ?? path)
      else if (!paths.has(next)) {
        paths.set(next, path)
        queue.push(next)
      }
    }
  }
  return reached
}
