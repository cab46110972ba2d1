/**
 * What typesetting adds to reading content (site/rules/typography.ts): every content fixture parsed by its
 * contract as the site parses it, with the locale's typesetting and without, in the same process, each
 * file several times. A page made on request pays this for each content file it fetches; a prerendered
 * page paid it once, at build time.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTypeset } from '../../contracts/typesetting.ts';
import { classifyFixture, listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { fixturesDir } from '../../mocks/nodeFixtureSource.ts';
import { typesetterFor } from '../../site/typography/typesetter.ts';
import { median } from 'spec-harness';

export interface TypesetCost {
  files: number;
  /** Median over files of one parse, in ms: as the contract alone parses, and with typesetting. */
  medianParseMs: number;
  medianTypesetParseMs: number;
  /** The costliest file with typesetting, and its parse alone. */
  slowest: { file: string; parseMs: number; typesetParseMs: number };
  /** All content files parsed once each, in ms. */
  allParseMs: number;
  allTypesetParseMs: number;
}

const timeOf = (run: () => unknown, rounds: number) => {
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) run();
  return (performance.now() - started) / rounds;
};

export async function measureTypesetCost(rounds = 20): Promise<TypesetCost> {
  const rows: { file: string; parseMs: number; typesetParseMs: number }[] = [];
  for (const path of await listFixtureFiles()) {
    const kind = classifyFixture(path);
    if (kind?.kind !== 'content') continue;
    const raw: unknown = JSON.parse(await readFile(join(fixturesDir, path), 'utf8'));
    const typeset = typesetterFor(kind.locale);
    // Warm both paths first: the typographer is built on first use, and the JIT needs a few calls.
    for (let i = 0; i < 3; i += 1) {
      kind.schema.safeParse(raw);
      parseTypeset(kind.schema, raw, typeset);
    }
    rows.push({
      file: path,
      parseMs: timeOf(() => kind.schema.safeParse(raw), rounds),
      typesetParseMs: timeOf(() => parseTypeset(kind.schema, raw, typeset), rounds),
    });
  }
  const slowest = rows.reduce((a, b) => (b.typesetParseMs > a.typesetParseMs ? b : a));
  const sum = (key: 'parseMs' | 'typesetParseMs') => rows.reduce((total, row) => total + row[key], 0);
  return {
    files: rows.length,
    medianParseMs: median(rows.map((row) => row.parseMs)) ?? Number.NaN,
    medianTypesetParseMs: median(rows.map((row) => row.typesetParseMs)) ?? Number.NaN,
    slowest,
    allParseMs: sum('parseMs'),
    allTypesetParseMs: sum('typesetParseMs'),
  };
}
