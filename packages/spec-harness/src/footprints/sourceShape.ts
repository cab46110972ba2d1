import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The functions of a source file as line spans `[first, last]` (1-based), and whether the file compiles
 * to any JavaScript at all (a file of types only changes nothing a scenario runs).
 */
export function functionSpans(path: string, text: string): Array<[number, number]> {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kindOf(path));
  const spans: Array<[number, number]> = [];
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body)
      spans.push([lineOf(node.getStart(file)), lineOf(node.getEnd())]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return spans;
}

/** The innermost function whose lines hold all of `[first, last]`, if any. */
export function innermostFunction(
  spans: ReadonlyArray<[number, number]>,
  first: number,
  last: number,
): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const span of spans)
    if (span[0] <= first && span[1] >= last && (!best || span[1] - span[0] < best[1] - best[0])) best = span;
  return best;
}

/** Whether a TypeScript or JavaScript file compiles to nothing but an empty module (types, interfaces). */
export function compilesToNothing(path: string, text: string): boolean {
  const { outputText } = ts.transpileModule(text, {
    fileName: path,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      removeComments: true,
    },
  });
  return outputText.replace(/export \{\};/g, '').trim() === '';
}

function kindOf(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Whether selection reads a file's functions: TypeScript and JavaScript sources. */
export const isCode = (path: string) => /\.(?:[cm]?[jt]sx?)$/.test(path) && !path.endsWith('.d.ts');

/** The project files a source imports by relative specifiers (`from './x.ts'`, `import('./y.ts')`), from the root. */
export function relativeImports(path: string, text: string): string[] {
  const folder = posix.dirname(path);
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map(([, specifier]) =>
    posix.normalize(`${folder}/${specifier}`),
  );
}
