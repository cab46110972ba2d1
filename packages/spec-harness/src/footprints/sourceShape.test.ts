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

  it('counts a change on the first or last line of a function as inside it', () => {
    expect(innermostFunction([[4, 9]], 4, 9)).toEqual([4, 9]);
    expect(innermostFunction([[4, 9]], 3, 9)).toBeUndefined();
    expect(innermostFunction([[4, 9]], 4, 10)).toBeUndefined();
    expect(
      innermostFunction(
        [
          [1, 20],
          [4, 9],
          [5, 7],
        ],
        6,
        6,
      ),
    ).toEqual([5, 7]);
    expect(
      innermostFunction(
        [
          [5, 7],
          [4, 9],
          [1, 20],
        ],
        8,
        8,
      ),
    ).toEqual([4, 9]);
  });

  it('leaves out signatures without a body', () => {
    expect(
      functionSpans('o.ts', 'export function f(a: string): void;\nexport function f(a: unknown) {\n  return a;\n}\n'),
    ).toEqual([[2, 4]]);
  });

  it('reads a file by its kind: a generic arrow in TypeScript, JSX in TSX', () => {
    const text = 'export const f = <T,>(x: T) => x;\n';
    expect(functionSpans('g.ts', text)).toEqual([[1, 1]]);
    expect(functionSpans('g.js', 'export const f = (x) => x;\n')).toEqual([[1, 1]]);
    expect(functionSpans('g.tsx', 'export const V = () => <a href="x">{1}</a>;\n')).toEqual([[1, 1]]);
  });

  it('a file of types and comments compiles to nothing', () => {
    expect(compilesToNothing('t.ts', '/** What a form is. */\nexport interface Form { name: string }\n')).toBe(true);
  });
});
