// An import cycle fails the lint, type-only imports included (ARCHITECTURE.md: "a cycle fails lint, type-only
// imports included"). import-x/no-cycle skips type imports by design and has no option to keep them, so this
// rule walks every static import and re-export (`import type` too) of the repository's own files. Dynamic
// `import()` stays with import-x/no-cycle: a lazy import is how a cycle is deliberately broken at run time.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The repository file a relative specifier names (bare specifiers are packages: not followed). */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((path) => !path.includes('/node_modules/') && isFile(path));
}

/** Specifiers of a module's static imports and re-exports, type-only ones included. */
function staticSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/** path → { mtimeMs, targets }: each file is read once per change, however many files lint it. */
const edges = new Map();

function importsOf(path) {
  let mtimeMs;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return [];
  }
  const known = edges.get(path);
  if (known && known.mtimeMs === mtimeMs) return known.targets;
  const targets = staticSpecifiers(path, readFileSync(path, 'utf8'))
    .map((specifier) => resolveRelative(path, specifier))
    .filter((target) => target !== undefined);
  edges.set(path, { mtimeMs, targets });
  return targets;
}

/** The shortest import path from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === goal) {
        const route = [current];
        for (let step = previous.get(current); step !== undefined; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid import cycles between the repository's modules, type-only imports included." },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{route}}' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!filename || filename === '<text>') return {};
    const cwd = context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveRelative(filename, node.source.value);
      if (!target || target === filename) return;
      const route = pathBack(target, filename);
      if (!route) return;
      const names = [filename, ...route, filename].map((path) => relative(cwd, path));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
