import { describe, expect, it } from 'vitest';
import { keep, RULES_KEYWORD, type KeptRule } from '../../contracts/keep.ts';
import { z } from '../../contracts/zod.ts';

const EVEN: KeptRule<number[]> = {
  name: 'even-count',
  description: 'an even number of items',
  breaks: (items) => (items.length % 2 === 0 ? [] : [[]]),
};
const POSITIVE: KeptRule<number[]> = {
  name: 'positive',
  description: 'every item above zero',
  breaks: (items) => items.flatMap((item, index) => (item > 0 ? [] : [[index]])),
};

describe('keep: a rule JSON Schema cannot state, checked and named', () => {
  const schema = z
    .object({
      numbers: z
        .array(z.number())
        .meta({ id: 'Numbers', description: 'Some numbers.' })
        .apply(keep, EVEN)
        .apply(keep, POSITIVE),
    })
    .strict();
  const issues = (numbers: number[]) =>
    schema.safeParse({ numbers }).error?.issues.map((issue) => ({
      path: issue.path,
      message: issue.message,
      params: 'params' in issue ? issue.params : undefined,
    }));

  it('refuses what breaks any of its rules, at each part that breaks it, with the rule’s description and name', () => {
    expect(schema.safeParse({ numbers: [1, 2] }).success).toBe(true);
    expect(issues([1])).toEqual([
      { path: ['numbers'], message: 'an even number of items', params: { rule: 'even-count' } },
    ]);
    expect(issues([1, -2, 0, 4])).toEqual([
      { path: ['numbers', 1], message: 'every item above zero', params: { rule: 'positive' } },
      { path: ['numbers', 2], message: 'every item above zero', params: { rule: 'positive' } },
    ]);
  });

  it('names every rule it keeps in its metadata, and keeps the rest of it but the id of the schema it checks', () => {
    expect(schema.shape.numbers.meta()).toEqual({
      description: 'Some numbers.',
      [RULES_KEYWORD]: [
        { name: 'even-count', description: 'an even number of items' },
        { name: 'positive', description: 'every item above zero' },
      ],
    });
  });
});
