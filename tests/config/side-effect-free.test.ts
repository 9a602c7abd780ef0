import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// vite.config.ts tells Rollup that every module of src/ (but the entries) only declares things, so
// a module whose exports nobody uses is left out of the build. This holds it as far as a parser
// can: no module of src/ runs a statement of its own at load time, reads the browser (window,
// document, storage…) outside a function, or imports a script for its effect (styles may be).
// Top-level calls that build a value (createSlice, createSelector, a schema) are declarations.
const ENTRIES = new Set(['src/main.tsx', 'src/payment-main.tsx']);
/** Reviewed: each runs only where its module is in use anyway. */
const REVIEWED = new Set([
  // z.config runs in the module every schema takes `z` from: wherever a schema is used, so is it.
  'src/config/z.ts:6 runs ExpressionStatement',
  // The phone field's styles (a style sheet behind a package export).
  'src/features/travellers/components/step-two/PhoneField.tsx:3 imports intl-tel-input/styles for its effect',
]);
const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.EmptyStatement,
]);

const BROWSER = new Set(['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'history']);

/** Browser globals a declaration reads while the module loads (not inside a function or class it declares). */
function browserReads(node: ts.Node, source: ts.SourceFile): string[] {
  if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isTypeNode(node)) return [];
  if (ts.isIdentifier(node) && BROWSER.has(node.text)) {
    const parent = node.parent;
    const isName =
      (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
      (ts.isPropertyAssignment(parent) && parent.name === node) ||
      ts.isBindingElement(parent) ||
      (ts.isVariableDeclaration(parent) && parent.name === node);
    if (!isName) return [node.text];
  }
  return node.getChildren(source).flatMap((child) => browserReads(child, source));
}

function effects(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (!DECLARATIONS.has(statement.kind)) return [`${file}:${line} runs ${ts.SyntaxKind[statement.kind]}`];
    if (ts.isVariableStatement(statement) || ts.isExportAssignment(statement)) {
      const reads = [...new Set(browserReads(statement, source))];
      if (reads.length > 0) return [`${file}:${line} reads ${reads.join(', ')} at load time`];
    }
    if (ts.isImportDeclaration(statement) && !statement.importClause) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!from.endsWith('.css')) return [`${file}:${line} imports ${from} for its effect`];
    }
    return [];
  });
}

describe('the modules Rollup may leave out when unused', () => {
  it('only declare things (no statement runs and no browser state is read at load time)', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((path) => `src/${path}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !ENTRIES.has(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => effects(file)).filter((effect) => !REVIEWED.has(effect))).toEqual([]);
  });

  it('finds a statement that runs, a browser read at load time and a script imported for its effect', () => {
    const text = [
      "import './polyfill';",
      "import './look.css';",
      'export const a = 1;',
      "window.addEventListener('x', f);",
      'export const here = window.location.href;',
      'export default init(document.title);',
      'export const later = () => window.location.href;',
      'const options = { window: 1, history: [] };',
    ].join('\n');
    expect(effects('x.ts', text)).toEqual([
      'x.ts:1 imports ./polyfill for its effect',
      'x.ts:4 runs ExpressionStatement',
      'x.ts:5 reads window at load time',
      'x.ts:6 reads document at load time',
    ]);
  });
});
