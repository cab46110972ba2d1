import { describe, expect, it } from 'vitest';
import { withoutBrokenItems } from '../../site/content/withoutBrokenItems.ts';

const answer = {
  title: 'Blog',
  items: [
    { slug: 'a', tags: ['x', 'y', 'z'] },
    { slug: 'b', tags: [] },
    { slug: 'c', tags: ['w'] },
  ],
};

describe('withoutBrokenItems: what a page can still be made from', () => {
  it('leaves out the innermost list item each issue lies in, by the answer’s indexes, and counts them', () => {
    expect(withoutBrokenItems(answer, [{ path: ['items', 0, 'tags', 1] }, { path: ['items', 2, 'slug'] }])).toEqual({
      rest: {
        title: 'Blog',
        items: [
          { slug: 'a', tags: ['x', 'z'] },
          { slug: 'b', tags: [] },
        ],
      },
      leftOut: 2,
    });
    // Two issues in one list name their items as the answer has them: neither shifts the other.
    expect(withoutBrokenItems(answer, [{ path: ['items', 0] }, { path: ['items', 1, 'tags'] }])?.rest).toEqual({
      title: 'Blog',
      items: [{ slug: 'c', tags: ['w'] }],
    });
  });

  it('counts an item once, however many of its issues are told', () => {
    expect(withoutBrokenItems(answer, [{ path: ['items', 1, 'slug'] }, { path: ['items', 1, 'tags'] }])?.leftOut).toBe(
      1,
    );
  });

  it('cannot help an issue outside every list item: the answer itself, a field of the page, a list as a whole', () => {
    for (const path of [[], ['title'], ['items']]) expect(withoutBrokenItems(answer, [{ path }])).toBeUndefined();
    expect(withoutBrokenItems(answer, [{ path: ['items', 0] }, { path: ['title'] }])).toBeUndefined();
  });

  it('leaves the answer itself as it was, and what names nothing in it alone', () => {
    const before = structuredClone(answer);
    expect(
      withoutBrokenItems({ a: null, b: [1, 2] }, [{ path: ['a', 'b', 0] }, { path: ['c', 0] }])?.rest,
    ).toStrictEqual({
      a: null,
      b: [1, 2],
    });
    expect(
      withoutBrokenItems(answer, [{ path: ['items', 5] }, { path: ['missing', 0] }, { path: ['title', 0] }])?.rest,
    ).toEqual(before);
    expect(answer).toStrictEqual(before);
  });
});

describe('withoutBrokenItems on other shapes', () => {
  it('leaves out an item of an answer that is itself a list, the first one too', () => {
    expect(withoutBrokenItems(['a', 'b', 'c'], [{ path: [0] }, { path: [2] }])).toEqual({ rest: ['b'], leftOut: 2 });
  });

  it('counts the items of two lists apart, whatever their names and indexes', () => {
    const lists = { a1: ['x', 'y', 'z'], a: Array.from({ length: 13 }, (_, index) => index) };
    expect(withoutBrokenItems(lists, [{ path: ['a1', 2] }, { path: ['a', 12] }])?.leftOut).toBe(2);
  });
});
