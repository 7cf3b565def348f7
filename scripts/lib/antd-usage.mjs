// "`@h5/shared/antd` exports only what is used": the names shared/src/antd.ts exports, and the names the
// product's source imports from '@h5/shared/antd', read from the syntax with the TypeScript compiler API (no type
// check, no module resolution: a file at a time). Pure functions (unit-tested in scripts/__tests__/antd-usage.test.mjs);
// scripts/antd-exports.mjs runs the check over the repository, `npm run lint` runs that.
import ts from 'typescript';

export const ENTRY = '@h5/shared/antd';

const parse = (text, file) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const where = (sf, node) => `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
const hasExport = (node) => !!ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The names a module exports: `export { A, B as C } from '…'`, `export { A }`, `export const/function/class`.
 * `export *` cannot be listed from the syntax: a problem.
 * @returns {{ names: string[], problems: string[] }}
 */
export function exportedNamesOf(text, file) {
  const sf = parse(text, file);
  const names = new Set();
  const problems = [];
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (!st.exportClause) problems.push(`${where(sf, st)}: export * (list the names, so each can be checked)`);
      else if (ts.isNamespaceExport(st.exportClause)) names.add(st.exportClause.name.text);
      else for (const el of st.exportClause.elements) names.add(el.name.text);
    } else if (ts.isExportAssignment(st)) names.add('default');
    else if (hasExport(st)) {
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
      if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) names.add(st.name.text);
    }
  }
  return { names: [...names].sort(), problems };
}

/**
 * The names one source file takes from `entry`: named imports (type-only ones too: removing the export would break
 * them), named re-exports, and `ns.Name` on an `import * as ns`. A namespace used otherwise (passed around, indexed)
 * and `export *` name nothing checkable: problems (the build refuses them too, rspack.shared.js). `import(entry)`
 * names nothing and is not counted (the shell's idle prefetch of the whole chunk).
 * @returns {{ names: string[], problems: string[] }}
 */
export function importedNamesOf(text, file, entry = ENTRY) {
  if (!text.includes(entry)) return { names: [], problems: [] };
  const sf = parse(text, file);
  const names = new Set();
  const problems = [];
  const namespaces = [];
  const from = (st) =>
    st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text === entry;
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && from(st) && st.importClause) {
      const { name, namedBindings } = st.importClause;
      if (name) names.add('default');
      if (namedBindings && ts.isNamedImports(namedBindings))
        for (const el of namedBindings.elements) names.add((el.propertyName ?? el.name).text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) namespaces.push(namedBindings.name);
    } else if (ts.isExportDeclaration(st) && from(st)) {
      if (!st.exportClause || ts.isNamespaceExport(st.exportClause))
        problems.push(
          `${where(sf, st)}: ${st.exportClause ? 'export * as' : 'export *'} from '${entry}' (name what you re-export)`,
        );
      else for (const el of st.exportClause.elements) names.add((el.propertyName ?? el.name).text);
    }
  }
  for (const ns of namespaces) {
    const visit = (node) => {
      if (ts.isIdentifier(node) && node !== ns && node.text === ns.text) {
        const p = node.parent;
        if (ts.isPropertyAccessExpression(p) && p.expression === node) names.add(p.name.text);
        else if (ts.isQualifiedName(p) && p.left === node) names.add(p.right.text);
        else problems.push(`${where(sf, node)}: '${ns.text}' (import * as ${ns.text} from '${entry}') used as a whole`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { names: [...names].sort(), problems };
}

/**
 * @param {object} o
 * @param {string[]} o.exported  what antd.ts exports
 * @param {Iterable<string>} o.imported  every name some file imports
 * @param {string[]} [o.pending]  exported before their first import lands (another branch adopts them)
 * @returns {{ unused: string[], pendingImported: string[] }}  unused: exported, imported nowhere, not pending;
 *          pendingImported: pending names that are imported now (the pending list can lose them)
 */
export function unusedExports({ exported, imported, pending = [] }) {
  const used = new Set(imported);
  return {
    unused: exported.filter((n) => !used.has(n) && !pending.includes(n)),
    pendingImported: pending.filter((n) => used.has(n)),
  };
}
