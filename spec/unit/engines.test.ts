import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises Node 20.19 or newer, and `npm ci` on it must not warn EBADENGINE: every package
// the lockfile installs has to run there. A dependency bumped to a line that needs Node 22 (html-validate
// 11, lighthouse 13, @axe-core/playwright 4.14 did) fails here, naming it, before anyone installs it.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};

describe('every installed package runs on the Node the README promises', () => {
  const promised = semver.minVersion(manifest.engines.node);

  it('promises a Node line, from 20.19', () => {
    expect(promised?.version).toBe('20.19.0');
  });

  it('has no package whose engines exclude it', () => {
    const excluding = Object.entries(lockfile.packages)
      .filter(([path]) => path.startsWith('node_modules/'))
      .flatMap(([path, { version, engines }]) => {
        const node = engines && typeof engines === 'object' ? (engines as { node?: unknown }).node : undefined;
        if (typeof node !== 'string' || !promised) return [];
        return semver.satisfies(promised, node)
          ? []
          : [`${path.slice('node_modules/'.length)}@${version ?? '?'} wants node ${node}`];
      });
    expect(excluding).toEqual([]);
  });
});

describe('one copy of each engine a check depends on', () => {
  // The accessibility checks run axe-core in the page (features) and through @axe-core/playwright
  // (frames, the living documentation's e2e check); its 4.13 line would bring an older axe-core of its
  // own, so package.json's `overrides` gives it the project's, and a rule means the same in both.
  it.each(['axe-core'])('installs %s once', (name) => {
    const copies = Object.entries(lockfile.packages)
      .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
      .map(([path, { version }]) => `${path}@${version ?? '?'}`);
    expect(copies).toHaveLength(1);
  });
});
