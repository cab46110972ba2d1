import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importEdges, type ImportEdge } from '../support/importGraph.ts';

/** The files at the project's root: each tool's configuration, above every layer. */
const ROOT_FILES = '(root files)';

/**
 * The project's layers (docs/architecture.md): each folder and the folders it may import. Imports
 * only go down; a folder always imports itself. The harness and the contracts are the ground; the
 * tests may read the tools' configuration at the root (the harness's config, above all).
 */
const LAYERS: Record<string, readonly string[]> = {
  'packages/spec-harness': [],
  contracts: [],
  fixtures: [],
  mocks: ['contracts', 'fixtures'],
  site: ['contracts', 'mocks'],
  tools: ['contracts', 'fixtures', 'mocks', 'site', 'packages/spec-harness'],
  perf: ['contracts', 'fixtures', 'mocks', 'site', 'tools', 'packages/spec-harness'],
  features: ['contracts', 'fixtures', 'mocks', 'site', 'tools', 'perf', 'spec', 'packages/spec-harness', ROOT_FILES],
  spec: ['contracts', 'fixtures', 'mocks', 'site', 'tools', 'perf', 'features', 'packages/spec-harness', ROOT_FILES],
};

/**
 * Narrower rules inside a layer. The site starts the mocks only where it is composed (the server's
 * start and the browser's development start-up), and the server does not reach into the browser's
 * components: code both use has a folder of its own.
 */
const COMPOSITION_ROOTS = new Set(['site/server/main.ts', 'site/pages/+onBeforeRenderClient.ts']);
const NARROWER: { from: string; to: string; unless?: (edge: ImportEdge) => boolean; why: string }[] = [
  {
    from: 'site/',
    to: 'mocks/',
    unless: (edge) => COMPOSITION_ROOTS.has(edge.from),
    why: `only the composition roots (${[...COMPOSITION_ROOTS].join(', ')}) start the mocks`,
  },
  { from: 'site/server/', to: 'site/components/', why: 'the server does not import the browser components' },
];

const ROOT = join(import.meta.dirname, '..', '..');
const layerOf = (file: string) =>
  !file.includes('/')
    ? ROOT_FILES
    : Object.keys(LAYERS)
        .sort((a, b) => b.length - a.length)
        .find((folder) => file === folder || file.startsWith(`${folder}/`));

/** The project's folders that hold code, so a new folder outside the table is found. */
function codeFolders(): string[] {
  const ignored = new Set(['node_modules', 'dist', 'reports', 'docs', 'test-results', 'playwright-report']);
  const folders = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.has(entry.name))
    .map((entry) => entry.name);
  return folders.flatMap((folder) =>
    folder === 'packages'
      ? readdirSync(join(ROOT, folder), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `packages/${entry.name}`)
      : [folder],
  );
}

/** What is wrong with one import, or nothing. */
export function layerViolation(edge: ImportEdge): string | undefined {
  const from = layerOf(edge.from);
  const to = layerOf(edge.to);
  if (from === undefined) return `${edge.from} is in no layer: add its folder to LAYERS`;
  if (edge.to.startsWith('node_modules/')) return undefined;
  if (to === undefined) return `${edge.from} imports ${edge.to}, which is in no layer`;
  if (from !== to && !(LAYERS[from] ?? []).includes(to))
    return `${edge.from} imports ${edge.to}: ${from}/ may import ${(LAYERS[from] ?? []).join(', ') || 'nothing else'}`;
  for (const rule of NARROWER)
    if (edge.from.startsWith(rule.from) && edge.to.startsWith(rule.to) && !rule.unless?.(edge))
      return `${edge.from} imports ${edge.to}: ${rule.why}`;
  return undefined;
}

describe('the layers', () => {
  const folders = codeFolders();
  const edges = importEdges(ROOT, folders);

  it('has every folder of code in the table', () => {
    expect(folders.filter((folder) => !(folder in LAYERS))).toEqual([]);
  });

  it('imports only downwards', () => {
    expect([...new Set(edges.map(layerViolation).filter(Boolean))]).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(importCycles(edges).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('sees an import against the table, a narrower rule and a cycle', () => {
    expect(layerViolation({ from: 'contracts/x.ts', to: 'site/rules/localePath.ts' })).toBe(
      'contracts/x.ts imports site/rules/localePath.ts: contracts/ may import nothing else',
    );
    expect(layerViolation({ from: 'site/server/x.ts', to: 'site/components/y.tsx' })).toMatch(/server does not/);
    expect(layerViolation({ from: 'site/content/x.ts', to: 'mocks/node.ts' })).toMatch(/composition roots/);
    expect(layerViolation({ from: 'site/server/main.ts', to: 'mocks/node.ts' })).toBeUndefined();
    expect(layerViolation({ from: 'scripts/x.ts', to: 'site/y.ts' })).toMatch(/in no layer/);
    expect(layerViolation({ from: 'site/x.ts', to: 'vite.config.ts' })).toMatch(/site\/ may import contracts, mocks$/);
    expect(layerViolation({ from: 'spec/x.ts', to: 'spec-harness.config.ts' })).toBeUndefined();
    expect(
      importCycles([
        { from: 'a.ts', to: 'b.ts' },
        { from: 'b.ts', to: 'c.ts' },
        { from: 'c.ts', to: 'a.ts' },
        { from: 'c.ts', to: 'd.ts' },
      ]),
    ).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
