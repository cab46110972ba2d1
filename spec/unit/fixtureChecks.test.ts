import { describe, expect, it } from 'vitest';
import { resolveContentFile, contentFile } from '../../contracts/content.ts';
import { languageFreeShape } from '../../mocks/fixtureChecks.ts';
import { linksIn } from '../../tools/fixtures/fixtureLinks.ts';

const ru = {
  id: 1,
  title: 'Интернет-магазин',
  href: '/services/web/',
  keys: ['магазин', 'битрикс'],
  items: [{ id: 1, value: 38, label: 'рост заказов' }],
};
const same = (a: unknown, b: unknown) => JSON.stringify(languageFreeShape(a)) === JSON.stringify(languageFreeShape(b));

describe('the twin check', () => {
  it('accepts a translation: other text, other number of keywords, same ids, links and numbers', () => {
    expect(
      same(ru, {
        ...ru,
        title: 'Online store',
        keys: ['store', 'bitrix', 'shop'],
        items: [{ id: 1, value: 38, label: 'more orders' }],
      }),
    ).toBe(true);
  });

  it('rejects a twin with another id, link, number, list length or key', () => {
    expect(same(ru, { ...ru, id: 2 })).toBe(false);
    expect(same(ru, { ...ru, href: '/services/ecommerce/' })).toBe(false);
    expect(same(ru, { ...ru, items: [{ id: 1, value: 40, label: 'x' }] })).toBe(false);
    expect(same(ru, { ...ru, items: [] })).toBe(false);
    expect(same(ru, { ...ru, extra: 'x' })).toBe(false);
  });
});

describe('the content table', () => {
  it('resolves a file to its endpoint and parameters, and builds the file back', () => {
    expect(resolveContentFile('services/web.json')).toEqual({ key: 'service', params: { slug: 'web' } });
    expect(resolveContentFile('services/mobilnye-prilozheniya/ios.json')).toEqual({
      key: 'mobilePlatform',
      params: { platform: 'ios' },
    });
    expect(resolveContentFile('bitrix24/Crm.json')).toEqual({ key: 'bitrix24Page', params: { slug: 'Crm' } });
    expect(resolveContentFile('blog/search.json')).toEqual({ key: 'searchIndex', params: { section: 'blog' } });
    expect(contentFile('project', { slug: 'medlab-crm' })).toBe('portfolio-web-studii/projects/medlab-crm.json');
  });

  it('serves nothing for slugs the spec does not name, or paths that try to escape', () => {
    for (const file of [
      'services/hacking.json',
      'bitrix24/crm.json',
      '../ru/home.json',
      'portfolio-web-studii/projects/kedo.json',
      'services/web.json/x',
    ])
      expect(resolveContentFile(file), file).toBeUndefined();
  });
});

describe('the link finder', () => {
  it('finds site paths in href, url and form fields and inside HTML, and ignores external links', () => {
    expect(
      linksIn({
        href: '/a/',
        x: [{ url: '/b/' }],
        form: '/c/',
        html: '<p><a href="/d/">d</a> <a href="https://x.example/">x</a></p>',
      }),
    ).toEqual(['/a/', '/b/', '/c/', '/d/']);
  });
});
