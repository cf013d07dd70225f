/**
 * Issue 27: no module under src/ or views/ exports a one-letter name. An importer reads `part(…)`
 * or `bilingual(…)` where it would read `p(…)` or `t(…)`, and a one-letter import is easily
 * taken for another (Elysia's `t`, the dictionaries' `t`).
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { ROOT, sourceFiles } from './module-graph'

/** Exported by name: `export const …`, not `export default …` (whose name no importer uses). */
const isExported = (node: ts.Node) => {
  const kinds = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).map((modifier) => modifier.kind) : []
  return kinds.includes(ts.SyntaxKind.ExportKeyword) && !kinds.includes(ts.SyntaxKind.DefaultKeyword)
}

/** Every name bound by a declaration (`const { a, b: [c] } = …` binds a and c). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isBindingElement(element) ? boundNames(element.name) : []))
}

/** The names a module exports itself: exported declarations and `export { a as b }` (b); not `export default`. */
function exportedNames(code: string, fileName = 'module.tsx'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const names: string[] = []
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((element) => element.name.text))
    else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamespaceExport(statement.exportClause)
    )
      names.push(statement.exportClause.name.text)
    else if (!isExported(statement)) continue
    else if (ts.isVariableStatement(statement))
      names.push(...statement.declarationList.declarations.flatMap((declaration) => boundNames(declaration.name)))
    else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    )
      names.push(statement.name.text)
  }
  return names
}

describe('exported names (issue 27)', () => {
  test('the reader finds every kind of export, and only exports', () => {
    const code = `
      export const a = 1, { b, c: [d] } = x
      export function e() {}
      export class F {}
      export type G = 1
      export interface H {}
      export enum I {}
      const j = 1
      export { j, j as k }
      export * as l from './m'
      export default function n() {}
      function o() {}
    `
    expect(exportedNames(code)).toEqual(['a', 'b', 'd', 'e', 'F', 'G', 'H', 'I', 'j', 'k', 'l'])
  })

  test('no module under src/ or views/ exports a one-letter name', () => {
    const found = ['src', 'views']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .flatMap((file) =>
        exportedNames(readFileSync(file, 'utf8'), file)
          .filter((name) => name.length === 1)
          .map((name) => `${relative(ROOT, file)}: ${name}`),
      )
    expect(found).toEqual([])
  })
})
