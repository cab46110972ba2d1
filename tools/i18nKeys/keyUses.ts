/**
 * Where the code names UI string keys, found with TypeScript's own parser (no i18next-cli: it needs
 * Node 22). `npm run i18n:check` (tools/i18nKeys.ts) compares these uses with the resources
 * (checkKeys.ts). Four sources, because a key reaches `t()` in four ways here:
 * - the first argument of a translating call, `t('footer.pdf')`, also through `?:`, `??` and `||`;
 *   a template, `t(`footer.cta.${variant}`)`, uses every key its static parts match;
 * - a string property or attribute named `…Key` (labelKey, titleKey, …), in code and in form definitions;
 * - any other string literal that reads like a key (`FAILURE_KEYS`, a list of suggestions): counted as a
 *   use when it is a key, never reported when it is not, since it may be something else.
 */
import ts from 'typescript';

/** Calls whose first argument is a key: `t` everywhere, and `count` (useCountText's function). */
export const TRANSLATING_CALLS: ReadonlySet<string> = new Set(['t', 'count']);

export type KeyUse =
  /** A key named in full; `strict` uses must exist in every locale, loose ones only mark a key used. */
  | { kind: 'key'; key: string; at: string; strict: boolean }
  /** A template literal: `prefix` is its static start, `parts` its static parts between substitutions. */
  | { kind: 'template'; text: string; prefix: string; parts: readonly string[]; at: string };

// A dotted identifier, `views.blog.articles`: only such literals can be keys.
const KEY_LIKE = /^[\w-]+(\.[\w-]+)+$/;

/** The key uses of one TypeScript or TSX file's text. */
export function keyUsesInSource(file: string, text: string): KeyUse[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const uses: KeyUse[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const keyArgument = (node: ts.Expression): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      uses.push({ kind: 'key', key: node.text, at: at(node), strict: true });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      uses.push({ kind: 'template', text: node.getText(source), prefix: node.head.text, parts, at: at(node) });
    } else if (ts.isConditionalExpression(node)) {
      keyArgument(node.whenTrue);
      keyArgument(node.whenFalse);
    } else if (ts.isParenthesizedExpression(node)) {
      keyArgument(node.expression);
    } else if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      keyArgument(node.left);
      keyArgument(node.right);
    }
    // Anything else (input.labelKey, suggestion.key) holds a key named by one of the other sources.
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATING_CALLS.has(node.expression.text)) {
      const [first] = node.arguments;
      if (first) keyArgument(first);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text.endsWith('Key') &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      uses.push({ kind: 'key', key: node.initializer.text, at: at(node.initializer), strict: true });
    } else if (ts.isStringLiteralLike(node) && KEY_LIKE.test(node.text) && !ts.isImportDeclaration(node.parent)) {
      uses.push({ kind: 'key', key: node.text, at: at(node), strict: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The keys a form definition (fixtures/forms/*.json) names: every string property called `…Key`. */
export function keyUsesInJson(file: string, json: unknown): KeyUse[] {
  const uses: KeyUse[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        const where = path ? `${path}.${name}` : name;
        if (name.endsWith('Key') && typeof item === 'string') {
          uses.push({ kind: 'key', key: item, at: `${file} ${where}`, strict: true });
        } else {
          visit(item, where);
        }
      }
    }
  };
  visit(json, '');
  return uses;
}
