import ts from 'typescript';

/** One single-file change that should make some scenario fail: a flipped operator, a changed literal. */
export interface Mutant {
  file: string;
  /** 1-based line of the change. */
  line: number;
  /** What it does, as `a === b → a !== b`. */
  description: string;
  /** Character offsets of the replaced text in the file, and the text put there. */
  start: number;
  end: number;
  replacement: string;
}

const OPERATORS: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.EqualsEqualsEqualsToken]: '!==',
  [ts.SyntaxKind.ExclamationEqualsEqualsToken]: '===',
  [ts.SyntaxKind.LessThanToken]: '>=',
  [ts.SyntaxKind.LessThanEqualsToken]: '>',
  [ts.SyntaxKind.GreaterThanToken]: '<=',
  [ts.SyntaxKind.GreaterThanEqualsToken]: '<',
  [ts.SyntaxKind.AmpersandAmpersandToken]: '||',
  [ts.SyntaxKind.BarBarToken]: '&&',
  [ts.SyntaxKind.PlusToken]: '-',
  [ts.SyntaxKind.MinusToken]: '+',
  [ts.SyntaxKind.AsteriskToken]: '/',
};

/**
 * Every mutant of a source file on the lines `keep` accepts: binary operators flipped, `true` and
 * `false` swapped, a number moved by one, a non-empty string emptied. Strings of imports, exports and
 * types are left alone (they would not compile, or change nothing that runs).
 */
export function mutantsOf(file: string, text: string, keep: (line: number) => boolean): Mutant[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const mutants: Mutant[] = [];
  const add = (node: ts.Node, start: number, end: number, replacement: string) => {
    const line = source.getLineAndCharacterOfPosition(start).line + 1;
    if (!keep(line)) return;
    const original = text.slice(start, end);
    const context = text.slice(node.getStart(source), node.getEnd()).replace(/\s+/g, ' ').slice(0, 60);
    mutants.push({
      file,
      line,
      start,
      end,
      replacement,
      description: `${original} → ${replacement} in \`${context}\``,
    });
  };
  const inTypeOrModuleSyntax = (node: ts.Node): boolean => {
    // The source file's parent is undefined, whatever the type says.
    for (let at = node.parent as ts.Node | undefined; at !== undefined; at = at.parent as ts.Node | undefined) {
      if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at) || ts.isLiteralTypeNode(at))
        return true;
      if (ts.isExpressionStatement(at) && ts.isStringLiteral(at.expression)) return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node)) {
      const replacement = OPERATORS[node.operatorToken.kind];
      if (replacement) add(node, node.operatorToken.getStart(source), node.operatorToken.getEnd(), replacement);
    } else if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) {
      if (!inTypeOrModuleSyntax(node))
        add(
          node.parent,
          node.getStart(source),
          node.getEnd(),
          node.kind === ts.SyntaxKind.TrueKeyword ? 'false' : 'true',
        );
    } else if (ts.isNumericLiteral(node)) {
      if (!inTypeOrModuleSyntax(node) && /^\d+$/.test(node.text))
        add(node.parent, node.getStart(source), node.getEnd(), String(Number(node.text) + 1));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // A key names a property (emptying it breaks the shape, not a rule); a JSX attribute is mostly a
      // class name, which only the eye checks.
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (node.text !== '' && !inTypeOrModuleSyntax(node) && !isKey && !ts.isJsxAttribute(node.parent))
        add(node.parent, node.getStart(source), node.getEnd(), "''");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return mutants;
}

/** A small seeded generator (mulberry32): the same seed picks the same mutants. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` mutants drawn from `candidates`, spread over files: a file at a time, round-robin, each file's at random. */
export function pickMutants(candidates: readonly Mutant[], count: number, random: () => number): Mutant[] {
  const byFile = new Map<string, Mutant[]>();
  for (const mutant of candidates) byFile.set(mutant.file, [...(byFile.get(mutant.file) ?? []), mutant]);
  const files = [...byFile.keys()].sort();
  for (let i = files.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j] as string, files[i] as string];
  }
  const picked: Mutant[] = [];
  while (picked.length < count && byFile.size > 0) {
    for (const file of files) {
      const left = byFile.get(file);
      if (!left || left.length === 0) {
        byFile.delete(file);
        continue;
      }
      picked.push(...left.splice(Math.floor(random() * left.length), 1));
      if (picked.length === count) break;
    }
  }
  return picked;
}

export const applyMutant = (text: string, mutant: Mutant) =>
  `${text.slice(0, mutant.start)}${mutant.replacement}${text.slice(mutant.end)}`;
