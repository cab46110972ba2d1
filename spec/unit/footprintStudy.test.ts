import { describe, expect, it } from 'vitest';
import { applyMutant, mutantsOf, pickMutants, seededRandom } from '../../perf/footprintStudy/seedMutants.ts';

const SOURCE = `import { LIMIT } from './limit.ts';
export type Kind = 'a' | 'b';
export function allowed(count: number, open: boolean): boolean {
  return open && count <= LIMIT + 1;
}
export const LABEL = 'Send';
export const table = { 'key': 'value' };
`;

describe('the mutants of the footprints study', () => {
  const mutants = mutantsOf('site/rules/x.ts', SOURCE, () => true);

  it('flips operators, moves numbers, empties strings, on the lines asked for', () => {
    expect(mutants.map((m) => `${m.line}: ${m.description.split(' in ')[0]}`)).toEqual([
      '4: && → ||',
      '4: <= → >',
      '4: + → -',
      '4: 1 → 2',
      "6: 'Send' → ''",
      "7: 'value' → ''",
    ]);
  });

  it('leaves imports, types and property keys alone', () => {
    expect(mutants.some((m) => m.line === 1 || m.line === 2)).toBe(false);
    expect(mutants.some((m) => m.description.startsWith("'key'"))).toBe(false);
  });

  it('keeps to the lines it is given', () => {
    expect(mutantsOf('site/rules/x.ts', SOURCE, (line) => line === 6).map((m) => m.line)).toEqual([6]);
  });

  it('applies a mutant as one replacement in the file', () => {
    const [first] = mutants;
    if (!first) throw new Error('no mutant');
    expect(applyMutant(SOURCE, first)).toContain('return open || count <= LIMIT + 1;');
  });

  it('picks the same mutants for the same seed, spread over files', () => {
    const many = [
      ...mutantsOf('a.ts', SOURCE, () => true),
      ...mutantsOf('b.ts', SOURCE, () => true),
      ...mutantsOf('c.ts', SOURCE, () => true),
    ];
    const picked = pickMutants(many, 3, seededRandom(7));
    expect(new Set(picked.map((m) => m.file)).size).toBe(3);
    expect(pickMutants(many, 3, seededRandom(7))).toEqual(picked);
    expect(pickMutants(many, 100, seededRandom(7))).toHaveLength(many.length);
  });
});
