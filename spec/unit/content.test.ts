import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS, contentEndpoints } from '../../contracts/content.ts';
import { compilePathTemplate } from '../../contracts/pathTemplate.ts';

// The content table's other rules (a file resolves to its endpoint, nothing escapes) are in
// fixtureChecks.test.ts, beside the fixtures they judge.
describe('the content table', () => {
  it('gives every {parameter} of a file a schema, and every schema a {parameter} of the file', () => {
    for (const key of CONTENT_KEYS) {
      const { file, params } = contentEndpoints[key];
      expect(compilePathTemplate(file).names.sort(), file).toEqual(Object.keys(params).sort());
    }
  });
});
