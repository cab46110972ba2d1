import { describe, expect, it } from 'vitest';
import { keep, RULES_KEYWORD, type KeptRule } from '../../contracts/keep.ts';
import { z } from '../../contracts/zod.ts';

const EVEN: KeptRule<number[]> = {
  name: 'even-count',
  description: 'an even number of items',
  holds: (items) => items.length % 2 === 0,
};
const SORTED: KeptRule<number[]> = {
  name: 'sorted',
  description: 'items in ascending order',
  holds: (items) => items.every((item, index) => index === 0 || (items[index - 1] ?? item) <= item),
};

describe('keep: a rule JSON Schema cannot state, checked and named', () => {
  const schema = z
    .array(z.number())
    .meta({ id: 'Numbers', description: 'Some numbers.' })
    .apply(keep, EVEN)
    .apply(keep, SORTED);

  it('refuses what breaks any of its rules, with the rule’s description as the message', () => {
    expect(schema.safeParse([1, 2]).success).toBe(true);
    expect(schema.safeParse([1]).error?.issues.map((issue) => issue.message)).toEqual(['an even number of items']);
    expect(schema.safeParse([2, 1]).error?.issues.map((issue) => issue.message)).toEqual(['items in ascending order']);
  });

  it('names every rule it keeps in its metadata, and keeps the rest of it but the id of the schema it refines', () => {
    expect(schema.meta()).toEqual({
      description: 'Some numbers.',
      [RULES_KEYWORD]: [
        { name: 'even-count', description: 'an even number of items' },
        { name: 'sorted', description: 'items in ascending order' },
      ],
    });
  });
});
