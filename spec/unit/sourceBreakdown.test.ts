import { encode, type SourceMapMappings } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import {
  breakdownTable,
  bytesBySource,
  gzipByPart,
  JSON_STRINGS,
  partOf,
  UNMAPPED,
  VIKE_CONFIG,
} from '../../perf/budgets/sourceBreakdown.ts';

/** A map whose segments start at the given columns of each line, naming sources by index. */
function mapOf(sources: string[], lines: [column: number, source: number][][]) {
  const mappings: SourceMapMappings = lines.map((line) => line.map(([column, source]) => [column, source, 0, 0]));
  return { sources, mappings: encode(mappings) };
}

describe('bytes of a minified chunk by source', () => {
  it('gives each segment the bytes up to the next segment, and the line break to the last one', () => {
    const code = 'aaaabbbbbb\ncc';
    const map = mapOf(
      ['a.ts', 'b.ts'],
      [
        [
          [0, 0],
          [4, 1],
        ],
        [[0, 0]],
      ],
    );
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'a.ts': 4 + 2, 'b.ts': 6 + 1 });
  });

  it('counts code before the first segment and segments without a source as unmapped', () => {
    const code = 'xxxyyy';
    const { sources, mappings } = mapOf(['y.ts'], [[[3, 0]]]);
    expect(Object.fromEntries(bytesBySource(code, { sources, mappings }))).toEqual({ [UNMAPPED]: 3, 'y.ts': 3 });
    expect(Object.fromEntries(bytesBySource('zz', { sources: [], mappings: '' }))).toEqual({ [UNMAPPED]: 2 });
  });

  it("names long unmapped stretches: Vike's serialized page configuration and imported UI strings", () => {
    const config = `var w={route:{valueSerialized:{type:"plus-file"}}}${' '.repeat(200)}`;
    const strings = `var n={"cookies.accept":\`Accept\`,"x":\`${'y'.repeat(200)}\`}`;
    expect(Object.fromEntries(bytesBySource(config, { sources: [], mappings: '' }))).toEqual({
      [VIKE_CONFIG]: config.length,
    });
    expect(Object.fromEntries(bytesBySource(strings, { sources: [], mappings: '' }))).toEqual({
      [JSON_STRINGS]: strings.length,
    });
    // A short stretch is glue between modules, whatever it says.
    expect([...bytesBySource('valueSerialized', { sources: [], mappings: '' }).keys()]).toEqual([UNMAPPED]);
  });
});

describe('the part a source belongs to', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@brillout/json-serializer/dist/parse.js', '@brillout/json-serializer'],
    ['../../node_modules/vike/dist/client/runtime-client-routing/history.js', 'vike: client runtime'],
    ['../../node_modules/vike/dist/shared-server-client/route/index.js', 'vike: shared'],
    ['virtual:vike:global-entry:client', VIKE_CONFIG],
    ['../../../../site/components/header/Header.tsx', 'site/components/header'],
    ['../../../../site/config/footers.ts', 'site/config'],
    ['../../../../site/pages/+Wrapper.tsx', 'site/pages'],
    ['../../../../contracts/slugs.ts', 'contracts/slugs.ts'],
    ['/somewhere/else.js', 'other'],
    [UNMAPPED, UNMAPPED],
  ])('%s is %s', (source, part) => {
    expect(partOf(source)).toBe(part);
  });
});

describe('gzipped bytes by part', () => {
  it("shares each chunk's gzipped size out in proportion to its sources' bytes, and totals the table", () => {
    const chunk = {
      path: '/assets/x.js',
      code: 'aaaaaaaaaaaaaaaaaaaaaaaabbbbbbbb',
      map: mapOf(
        ['../../node_modules/react/index.js', '../../site/rules/menuState.ts'],
        [
          [
            [0, 0],
            [24, 1],
          ],
        ],
      ),
      gzipBytes: 1024,
    };
    const parts = gzipByPart([chunk, { ...chunk, path: '/assets/y.js' }]);
    expect(Object.fromEntries(parts)).toEqual({ react: 1536, 'site/rules': 512 });
    const table = breakdownTable(parts, 'part');
    const strings = { path: '/assets/static/ru.json', code: '{}', map: { sources: [], mappings: '' }, gzipBytes: 300 };
    expect(gzipByPart([{ ...strings, part: JSON_STRINGS }]).get(JSON_STRINGS)).toBe(300);
    expect(table.split('\n').slice(2)).toEqual(['| react | 1.5 |', '| site/rules | 0.5 |', '| **total** | **2.0** |']);
  });
});
