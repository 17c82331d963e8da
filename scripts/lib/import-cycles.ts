import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { listFiles } from './list-files';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The files a module imports at load time: static value imports and re-exports (type-only and dynamic imports create no load-time cycle). */
export function loadTimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imported: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly = clause !== undefined && (clause.isTypeOnly || namedTypesOnly(clause));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) imported.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      imported.push(statement.moduleSpecifier.text);
    }
  }
  return imported;
}

function namedTypesOnly(clause: ts.ImportClause): boolean {
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Every import cycle among the TypeScript files below `root` (Tarjan's strongly connected
 * components over load-time imports), each as its files relative to `root`, sorted.
 */
export function importCycles(root: string): string[][] {
  const files = listFiles(root, '.ts').concat(listFiles(root, '.tsx')).map((file) => join(root, file));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = loadTimeImports(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined);
    edges.set(file, targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = component.length === 1 && (edges.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) cycles.push(component.map((path) => relative(root, path)).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
