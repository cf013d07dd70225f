/**
 * The shape of the module graph: no import cycles in src/ and views/ (type-only imports count too,
 * since a cycle of types still ties two modules to each other), and the agent guide never loads the
 * MCP SDK (it needs only the MCP addresses and tool list, which live in SDK-free modules), and
 * the server starts without loading the theme reader.
 */
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { cycles, importGraph, imports, packagesReachedFrom, ROOT, specifiers } from './module-graph'

describe('module graph', () => {
  const graph = importGraph({ typeOnly: true })

  test('the reader finds imports of every form and skips commented ones', () => {
    const code = `import a from './a'\nimport type { B } from "./b"\nimport {\n  c,\n  d,\n} from './c'\nexport { e } from './e'\nexport * from './f'\nimport './g'\nconst h = await import('./h')\nexport type { I } from './i'\nexport type { J }\nimport { k } from './k'\n// import x from './x'\n/* import y from './y' */`
    expect(specifiers(code)).toEqual(['./a', './b', './c', './e', './f', './g', './h', './i', './k'])
    expect(
      imports(code)
        .filter((found) => found.typeOnly)
        .map((found) => found.specifier),
    ).toEqual(['./b', './i'])
    expect(
      imports(code)
        .filter((found) => found.dynamic)
        .map((found) => found.specifier),
    ).toEqual(['./h'])
  })

  test('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(50)
    expect(graph.get(join(ROOT, 'src/app.ts'))).toContain(join(ROOT, 'src/mcp/routes.ts'))
  })

  test('no module loads code from a module that loads it back', () => {
    expect(cycles(importGraph({ typeOnly: false }))).toEqual([])
  })

  test('no cycles of type imports either: a module that names the types it needs does not reach back into its user', () => {
    expect(cycles(graph)).toEqual([])
  })

  test('the agent guide never loads the MCP SDK', () => {
    const sdk = [...packagesReachedFrom(importGraph({ typeOnly: false }), join(ROOT, 'src/guide/routes.ts'))].filter(
      ([name]) => name.startsWith('@modelcontextprotocol/sdk'),
    )
    // On failure the path names the import that pulled the SDK in.
    expect(sdk.map(([, path]) => path.join(' -> '))).toEqual([])
  })

  test('nor does it reach the SDK through type imports', () => {
    const sdk = [...packagesReachedFrom(graph, join(ROOT, 'src/guide/routes.ts'))].filter(([name]) =>
      name.startsWith('@modelcontextprotocol/sdk'),
    )
    expect(sdk.map(([, path]) => path.join(' -> '))).toEqual([])
  })

  test('the server loads no theme reader before its first answer: a discussion imports it when it needs it', () => {
    // The reader's language packages stand for the food knowledge it loads (seconds of CPU, hundreds
    // of MB on the request thread: docs/performance.md, "Issue 35, sixteenth pass").
    const loadedAtStart = importGraph({ typeOnly: false, dynamic: false })
    const reader = [...packagesReachedFrom(loadedAtStart, join(ROOT, 'src/server.ts'))].filter(([name]) =>
      ['kuromoji', 'compromise'].includes(name),
    )
    // On failure the path names the import that pulled the reader in.
    expect(reader.map(([, path]) => path.join(' -> '))).toEqual([])
  })
})
