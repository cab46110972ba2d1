import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePathTemplate, escapeRegExp, fillPathTemplate } from '../../contracts/pathTemplate.ts';

// Path templates with {name} parameters: the content table and the route table describe paths this way.
const segment = fc.stringMatching(/^[^/]+$/);

describe('path templates', () => {
  it('name their parameters in order and match a whole path, one segment a parameter', () => {
    const { names, regex } = compilePathTemplate('/blog/{category}/{slug}/');
    expect(names).toEqual(['category', 'slug']);
    expect(regex.exec('/blog/events/launch/')?.slice(1)).toEqual(['events', 'launch']);
    for (const path of ['/blog/events/', '/blog/events/a/b/', '/x/blog/events/launch/', '/blog/events/launch/x'])
      expect(regex.test(path), path).toBe(false);
  });

  it('take every other character of a template literally', () => {
    const { regex } = compilePathTemplate('services/{slug}.json');
    expect(regex.test('services/web.json')).toBe(true);
    expect(regex.test('services/webxjson')).toBe(false);
    expect(compilePathTemplate('a+(b)?/{x}[1]').regex.test('a+(b)?/y[1]')).toBe(true);
  });

  it('fill in to a path their own pattern reads the same values back from', () => {
    fc.assert(
      fc.property(segment, segment, (category, slug) => {
        const template = '/blog/{category}/{slug}/';
        const path = fillPathTemplate(template, { category, slug });
        expect(compilePathTemplate(template).regex.exec(path)?.slice(1)).toEqual([category, slug]);
      }),
    );
  });

  it('fill a parameter with no value in as empty', () => {
    expect(fillPathTemplate('services/{slug}.json', {})).toBe('services/.json');
    expect(fillPathTemplate('/blog/{category}/{slug}/', { slug: 'launch' })).toBe('/blog//launch/');
  });
});

describe('escapeRegExp', () => {
  it('makes a pattern that matches exactly its text, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...Array.from('.*+?^${}()|[]\\/-a ')) }), (text) => {
        const pattern = new RegExp(`^${escapeRegExp(text)}$`);
        expect(pattern.test(text)).toBe(true);
        expect(pattern.test(`${text}x`)).toBe(false);
        const other = 'a'.repeat(text.length);
        if (other !== text) expect(pattern.test(other)).toBe(false);
      }),
    );
  });
});
