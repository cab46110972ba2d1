import { describe, expect, it } from 'vitest';
import { needsTypeScript } from './typescriptSupport.ts';

const none = { import: [], require: [], loader: [], requireModule: [] };

describe('TypeScript step files in the harness’s own process', () => {
  it('need tsx when a support file is TypeScript and cucumber-js is given no loader', () => {
    expect(needsTypeScript({ ...none, import: ['src/**/*.ts'] })).toBe(true);
    expect(needsTypeScript({ ...none, require: ['steps/a.cts'] })).toBe(true);
    expect(needsTypeScript({ ...none, import: ['steps/*.mts', 'steps/*.tsx'] })).toBe(true);
    expect(needsTypeScript({ ...none, import: ['steps/**/*.js', 'support/*.mjs'] })).toBe(false);
    expect(needsTypeScript(none)).toBe(false);
  });

  it('leave the loading to cucumber-js when its configuration names a loader or a module to require', () => {
    expect(needsTypeScript({ ...none, import: ['src/**/*.ts'], loader: ['ts-node/esm'] })).toBe(false);
    expect(needsTypeScript({ ...none, require: ['src/**/*.ts'], requireModule: ['ts-node/register'] })).toBe(false);
  });
});
