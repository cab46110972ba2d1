import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedRenders, type ServerReach } from '../../features/support/sharedRenders.ts';

const folders: string[] = [];
const scratch = () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'renders-')), 'embedded');
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(join(folder, '..'), { recursive: true, force: true });
});

const reach = (): ServerReach => ({
  lines: new Map([
    ['site/pages/index/+Page.tsx', new Set([3, 4, 9])],
    ['site/rules/cookieNotice.ts', new Set<number>()],
  ]),
  loaded: new Set(['site/server/main.ts', 'site/pages/index/+Page.tsx']),
  fixtures: ['fixtures/ru/home.json'],
});

describe('sharedRenders: what rendering a page ran, shared by the workers of a run', () => {
  it('gives another worker exactly what one worker kept for a page and cookies', () => {
    const folder = scratch();
    sharedRenders(folder).set('/en/\nlang=en', reach());
    const read = sharedRenders(folder).get('/en/\nlang=en');
    expect(read).toEqual(reach());
    expect(read?.lines.get('site/pages/index/+Page.tsx')).toBeInstanceOf(Set);
  });

  it('knows nothing of a page rendered with other cookies, or of another page', () => {
    const folder = scratch();
    const store = sharedRenders(folder);
    store.set('/en/\nlang=en', reach());
    expect(store.get('/en/\n')).toBeUndefined();
    expect(store.get('/en/contacts/\nlang=en')).toBeUndefined();
  });

  it('creates its folder and leaves one finished file per page, nothing half-written', () => {
    const folder = join(scratch(), 'nested');
    const store = sharedRenders(folder);
    store.set('/\n', reach());
    store.set('/\n', reach());
    store.set('/en/\n', reach());
    expect(readdirSync(folder).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{40}\.json$/)]));
    expect(readdirSync(folder)).toHaveLength(2);
  });
});
