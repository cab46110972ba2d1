import { describe, expect, it } from 'vitest';
import { compilesToNothing, functionSpans, innermostFunction, isCode } from './sourceShape.ts';

const source = `import { a } from './a.ts';
export const LIMIT = 5;

export function outer(x: number) {
  const inner = (y: number) => {
    return y * LIMIT;
  };
  return inner(x);
}

export class Box {
  size = 3;
  grow() {
    return this.size + 1;
  }
}
`;

describe('the shape of a source', () => {
  it('lists every function with a body by its lines: declarations, arrows, methods', () => {
    expect(functionSpans('x.ts', source)).toEqual([
      [4, 9],
      [5, 7],
      [13, 15],
    ]);
  });

  it('reads JSX', () => {
    expect(functionSpans('x.tsx', 'export const View = () => (\n  <p>{1}</p>\n);\n')).toEqual([[1, 3]]);
  });

  it('places a change in the innermost function holding all of it, or in none', () => {
    const spans = functionSpans('x.ts', source);
    expect(innermostFunction(spans, 6, 6)).toEqual([5, 7]);
    expect(innermostFunction(spans, 6, 8)).toEqual([4, 9]);
    expect(innermostFunction(spans, 2, 2)).toBeUndefined();
    expect(innermostFunction(spans, 8, 11)).toBeUndefined();
    expect(innermostFunction(spans, 12, 12)).toBeUndefined();
    expect(innermostFunction(spans, 14, 14)).toEqual([13, 15]);
  });

  it('tells a file of types from a file of code', () => {
    expect(
      compilesToNothing(
        't.ts',
        "import type { A } from './a.ts';\nexport interface B { a: A }\nexport type C = B[];\n",
      ),
    ).toBe(true);
    expect(compilesToNothing('t.ts', 'export interface B { a: 1 }\nexport const c = 1;\n')).toBe(false);
    expect(compilesToNothing('t.ts', "export { helper } from './helper.ts';\n")).toBe(false);
  });

  it('reads TypeScript and JavaScript sources, not declarations or data', () => {
    expect(['a.ts', 'a.tsx', 'a.js', 'a.mjs', 'a.cjs', 'a.jsx'].every(isCode)).toBe(true);
    expect(['a.d.ts', 'a.json', 'a.css', 'a.feature'].some(isCode)).toBe(false);
  });
});
