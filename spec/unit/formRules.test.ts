import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FORM_ENDPOINTS as PLAIN_FORM_ENDPOINTS } from '../../contracts/formConstants.ts';
import { formEndpoints } from '../../contracts/forms.ts';
import { FORM_ENDPOINTS } from '../../contracts/formConstants.ts';
import { formRulesIfLoaded, loadFormRules, loadOnce } from '../../site/components/form/loadFormRules.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * The modules a file imports when it is loaded: `import … from`, `import '…'` and `export … from`,
 * but not `import type` / `export type` (erased) nor `import()` (loaded later, on demand).
 */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm))
    if (!match[2]) specifiers.push(match[3] ?? '');
  return specifiers;
}

/** Every chain of static imports from `entry` that ends in a package matching `target`. */
function chainsTo(entry: string, target: RegExp): string[][] {
  const chains: string[][] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolve(dirname(file), specifier);
        if (/\.tsx?$/.test(next)) walk(next, [...chain, next.slice(root.length + 1)]);
      } else if (target.test(specifier)) chains.push([...chain, specifier]);
    }
  };
  walk(resolve(root, entry), [entry]);
  return chains;
}

describe('the form renders without Zod', () => {
  it('no static import chain leads from the form components to zod', () => {
    for (const entry of [
      'site/components/form/SiteForm.tsx',
      'site/pages/form/+Page.tsx',
      'contracts/formConstants.ts',
    ])
      expect(chainsTo(entry, /^zod(\/|$)/), entry).toEqual([]);
  });

  it('the rules module does reach zod, so the walk above would see it', () => {
    expect(chainsTo('site/components/form/formRules.ts', /^zod(\/|$)/)).not.toEqual([]);
  });

  it('formRules.ts is imported dynamically, in one place: loadFormRules.ts', () => {
    const helper = readFileSync(resolve(root, 'site/components/form/loadFormRules.ts'), 'utf8');
    expect(helper).toContain("import('./formRules.ts')");
    expect(staticImports(resolve(root, 'site/components/form/loadFormRules.ts'))).toEqual([]);
  });

  it('contracts/forms.ts re-exports the plain constants and has a schema for every endpoint, in order', () => {
    expect(FORM_ENDPOINTS).toBe(PLAIN_FORM_ENDPOINTS);
    expect(Object.keys(formEndpoints)).toEqual([...FORM_ENDPOINTS]);
  });
});

describe('loadOnce', () => {
  it('shares one load between callers and remembers what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const once = loadOnce(load);
    expect(once.ready()).toBeUndefined();
    const [first, second] = await Promise.all([once.load(), once.load()]);
    expect(first).toBe(second);
    expect(once.ready()).toBe(first);
    await once.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('rules');
    const once = loadOnce(load);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.ready()).toBeUndefined();
    await expect(once.load()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadFormRules', () => {
  it('brings the checks and the sender, and keeps them at hand afterwards', async () => {
    expect(formRulesIfLoaded()).toBeUndefined();
    const rules = await loadFormRules();
    expect(typeof rules.validateValues).toBe('function');
    expect(typeof rules.fileError).toBe('function');
    expect(typeof rules.submitForm).toBe('function');
    expect(formRulesIfLoaded()).toBe(rules);
    expect(await loadFormRules()).toBe(rules);
  });
});
