import { describe, expect, it } from 'vitest';
import { checkKeys } from '../../tools/i18nKeys/checkKeys.ts';
import { keyUsesInJson, keyUsesInSource } from '../../tools/i18nKeys/keyUses.ts';

const keysIn = (text: string, file = 'x.tsx') => keyUsesInSource(file, text);
const check = (resources: Record<string, Record<string, string>>, ...sources: string[]) =>
  checkKeys(
    resources,
    sources.flatMap((text, i) => keysIn(text, `f${i}.tsx`)),
  );
const both = (...keys: string[]) => {
  const strings = Object.fromEntries(keys.map((key) => [key, key]));
  return { ru: strings, en: strings };
};

describe('keyUsesInSource finds the keys code names', () => {
  it('the literal first argument of t() and count(), through ?: and ??', () => {
    const uses = keysIn(`
      t('a.one'); count('a.counted', n);
      t(open ? 'a.open' : 'a.closed'); t(x ?? 'a.fallback');
    `);
    const strict = uses.flatMap((use) => (use.kind === 'key' && use.strict ? [use.key] : []));
    expect(strict.sort()).toEqual(['a.closed', 'a.counted', 'a.fallback', 'a.one', 'a.open']);
  });

  it('a template argument with its static parts, and where it is', () => {
    expect(keysIn('\n\nt(`footer.cta.${variant}`);').filter((use) => use.kind === 'template')).toEqual([
      {
        kind: 'template',
        text: '`footer.cta.${variant}`',
        prefix: 'footer.cta.',
        parts: ['footer.cta.', ''],
        at: 'x.tsx:3',
      },
    ]);
  });

  it('string properties and attributes named …Key, in code and in form definitions', () => {
    const fromCode = keysIn(`const cta = { labelKey: 'header.cta', href: '/' }; <Field hintKey="form.hint" />;`);
    expect(
      fromCode.filter((use) => use.kind === 'key' && use.strict).map((use) => use.kind === 'key' && use.key),
    ).toEqual(['header.cta', 'form.hint']);
    const fromJson = keyUsesInJson('form.json', {
      form: { titleKey: 'form.title', inputs: [{ labelKey: 'form.name' }] },
    });
    expect(fromJson).toEqual([
      { kind: 'key', key: 'form.title', at: 'form.json form.titleKey', strict: true },
      { kind: 'key', key: 'form.name', at: 'form.json form.inputs[0].labelKey', strict: true },
    ]);
  });

  it('other key-like literals only as loose uses, and never an import', () => {
    const uses = keysIn(
      `import x from './a.b.ts'; const FAILURES = { network: 'form.failure.network' }; const s = 'no key';`,
    );
    expect(uses).toEqual([{ kind: 'key', key: 'form.failure.network', at: 'x.tsx:1', strict: false }]);
  });
});

describe('checkKeys', () => {
  it('passes when every use is defined, every key used and both locales agree', () => {
    expect(
      check(
        both('a.b', 'footer.cta.x', 'form.failure.network'),
        "t('a.b'); t(`footer.cta.${v}`);",
        "const k = 'form.failure.network';",
      ),
    ).toEqual([]);
  });

  it('reports a key used in code and missing from a locale', () => {
    expect(check({ ru: { 'a.b': 'б' }, en: {} }, "t('a.b');")).toContain('f0.tsx:1: "a.b" is missing in en');
    expect(check(both(), "t('a.nope');")).toEqual(['f0.tsx:1: "a.nope" is missing in ru, en']);
  });

  it('does not report a loose literal that is not a key', () => {
    expect(check(both(), "const route = 'some.thing';")).toEqual([]);
  });

  it('reports a key used nowhere', () => {
    expect(check(both('a.used', 'a.unused'), "t('a.used');")).toEqual([
      '"a.unused" (ru, en) is used nowhere in the code or the form definitions',
    ]);
  });

  it('reports a key that is in one locale only', () => {
    expect(check({ ru: { 'a.b': 'б', 'a.c': 'в' }, en: { 'a.b': 'b' } }, "t('a.b'); t('a.c');")).toEqual([
      'f0.tsx:1: "a.c" is missing in en',
      '"a.c" is in ru but not in en',
    ]);
  });

  it('a template uses every key its static parts match, and is reported when it matches none', () => {
    expect(check(both('footer.cta.general', 'footer.cta.testing'), 't(`footer.cta.${variant}`);')).toEqual([]);
    expect(check(both('footer.cta.general'), "t('footer.cta.general'); t(`footer.tagline.${variant}`);")).toEqual([
      'f0.tsx:1: no key matches `footer.tagline.${variant}` in ru, en',
    ]);
    expect(check(both('error.500.title'), "t('error.500.title'); t(`${key}.title`);")).toEqual([
      'f0.tsx:1: `${key}.title` has no static prefix: name its keys in full or start it with one',
    ]);
  });

  it("plural forms are one key: ru's _one/_few/_many/_other and en's _one/_other agree", () => {
    const resources = {
      ru: { 'n.pages_one': '', 'n.pages_few': '', 'n.pages_many': '', 'n.pages_other': '' },
      en: { 'n.pages_one': '', 'n.pages_other': '' },
    };
    expect(check(resources, "count('n.pages', 3);")).toEqual([]);
  });

  it('reports plural forms a locale lacks or does not have', () => {
    const resources = {
      ru: { 'n.pages_one': '', 'n.pages_few': '', 'n.pages_other': '' },
      en: { 'n.pages_one': '', 'n.pages_many': '', 'n.pages_other': '' },
    };
    expect(check(resources, "count('n.pages', 3);")).toEqual([
      '"n.pages" is counted, and in ru it has _few, _one, _other where ru needs _few, _many, _one, _other',
      '"n.pages" is counted, and in en it has _many, _one, _other where en needs _one, _other',
    ]);
  });
});
