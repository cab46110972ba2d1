import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file or folder the guides name exists: a reader who follows a path in the README or docs/
 * finds it. Decision records are left out (they say what was true when they were taken), and so are
 * what the build and the runs write (dist/, reports/) and paths with placeholders (`fixtures/{ru,en}/`).
 */
const GUIDES = [
  'README.md',
  'packages/spec-harness/README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The top folders of the project: a code span naming a path starts with one of them. */
const TOP = new Set(readdirSync('.').filter((name) => !name.startsWith('.') && name !== 'node_modules'));
const WRITTEN_BY_RUNS = /^(dist|reports|node_modules)\//;
const PLACEHOLDER = /[{}*<>…| ]|\.\.\.|\bX\.Y\b|\$/;

/** Paths in code spans (`site/rules/menuState.ts`, `features/routes.feature:48`), from the project's root. */
function codeSpanPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map(([, span = '']) => span.replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, ''))
    .filter((span) => span.includes('/') && TOP.has(span.split('/')[0] ?? '') && !PLACEHOLDER.test(span));
}

/** Relative link targets ([the API](api.md), [its README](../packages/spec-harness/README.md)), from the doc's folder. */
function linkPaths(markdown: string, doc: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target.replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
    .map((target) => normalize(join(dirname(doc), target)));
}

/** Fenced blocks hold commands and configuration, whose paths are not the project's files. */
const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

describe('the paths the guides name', () => {
  it.each(GUIDES)('%s names only files and folders that exist', (doc) => {
    const markdown = withoutFences(readFileSync(doc, 'utf8'));
    const named = [...codeSpanPaths(markdown), ...linkPaths(markdown, doc)];
    const missing = [...new Set(named)].filter((path) => !WRITTEN_BY_RUNS.test(path) && !existsSync(path));
    expect(missing, `${doc} names paths that do not exist: fix the path or the sentence`).toEqual([]);
  });

  it('reads paths in code spans and links, and leaves placeholders and run output alone', () => {
    const markdown =
      'See `site/rules/menuState.ts`, `features/routes.feature:48`, [the API](api.md), `fixtures/{ru,en}/`.';
    expect(codeSpanPaths(markdown)).toEqual(['site/rules/menuState.ts', 'features/routes.feature']);
    expect(linkPaths(markdown, 'docs/x.md')).toEqual(['docs/api.md']);
    expect(WRITTEN_BY_RUNS.test('reports/gate.json')).toBe(true);
  });
});
