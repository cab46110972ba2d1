import { describe, expect, it } from 'vitest';
import type { ScenarioFootprint } from './artefact.ts';
import type { FileChange } from './gitChanges.ts';
import { selectScenarios, type SelectionRules, type SourceReader } from './selectScenarios.ts';

const rules: SelectionRules = {
  everything: ['package-lock.json', 'features/support/', 'packages/spec-harness/'],
  ignored: ['docs/', 'spec/'],
  features: 'features/',
  publicDir: 'site/public/',
  unrecorded: { split: ['mocks/', 'fixtures/'] },
};

/** site/rules/cookieNotice.ts as the footprints' commit had it: `acceptanceCookie` at lines 30–40. */
const spans: Record<string, Array<[number, number]>> = {
  'site/rules/cookieNotice.ts': [
    [21, 27],
    [30, 40],
  ],
  'features/steps/cookie_steps.ts': [[5, 9]],
};

const source: SourceReader = {
  functionsOf: (file) => spans[file] ?? [],
  typesOnly: (file) => file.endsWith('Types.ts'),
  importersOf: (file) => (file === 'site/rules/cookieNotice.ts' ? ['features/steps/cookie_steps.ts'] : []),
};

const scenario = (
  scenario: string,
  files: Record<string, string>,
  extra: Partial<Pick<ScenarioFootprint, 'fixtures' | 'assets' | 'run'>> = {},
): ScenarioFootprint => ({
  run: extra.run ?? 'embedded',
  scenario,
  name: scenario,
  files: new Map(Object.entries(files)),
  fixtures: extra.fixtures ?? [],
  assets: extra.assets ?? [],
});

const accepts = scenario('features/cookie-notice.feature:32', { 'site/rules/cookieNotice.ts': '7,21-27,31-39' });
const waits = scenario('features/cookie-notice.feature:18', { 'site/rules/cookieNotice.ts': '7,21-27' });
const loadsOnly = scenario(
  'features/header.feature:5',
  { 'site/rules/cookieNotice.ts': '' },
  {
    fixtures: ['fixtures/ru/home.json'],
    assets: ['/assets/static/style.x1.css', '/fonts/inter.woff2'],
  },
);
const http = scenario('features/redirects.feature:9', { 'site/rules/redirects.ts': '4-9' });
const stepUser = scenario('features/cookies.feature:3', { 'features/steps/cookie_steps.ts': '6-8' });
const all = [accepts, waits, loadsOnly, http, stepUser];

const modified = (file: string, ...hunks: Array<[number, number]>): FileChange => ({ file, kind: 'modified', hunks });
const chosen = (changes: FileChange[], scenarios = all) =>
  [...selectScenarios(changes, scenarios, rules, source).chosen.keys()].map((key) => key.split(' ')[1]);

describe('which scenarios a change reaches', () => {
  it('a change inside a function: the scenarios that ran that function', () => {
    expect(chosen([modified('site/rules/cookieNotice.ts', [35, 35])])).toEqual(['features/cookie-notice.feature:32']);
  });

  it('judges a function by its body: its first line may hold code around it (`const f = () =>`)', () => {
    const firstLineOnly = scenario('x.feature:1', { 'site/rules/cookieNotice.ts': '30' });
    expect(chosen([modified('site/rules/cookieNotice.ts', [35, 35])], [firstLineOnly])).toEqual([]);
  });

  it('a change at the top level: every scenario that loaded the file, and those whose step files import it', () => {
    expect(chosen([modified('site/rules/cookieNotice.ts', [7, 7])]).sort()).toEqual([
      'features/cookie-notice.feature:18',
      'features/cookie-notice.feature:32',
      'features/cookies.feature:3',
      'features/header.feature:5',
    ]);
  });

  it('a change that spans a function and what is outside it counts as the top level', () => {
    expect(chosen([modified('site/rules/cookieNotice.ts', [38, 44])])).toHaveLength(4);
  });

  it('a fixture: the scenarios whose requests read it', () => {
    expect(chosen([modified('fixtures/ru/home.json', [3, 3])])).toEqual(['features/header.feature:5']);
  });

  it("a stylesheet: the scenarios whose pages loaded the site's stylesheet", () => {
    expect(chosen([modified('site/layouts/LayoutDefault.css', [3, 3])])).toEqual(['features/header.feature:5']);
  });

  it('a public file: the scenarios that fetched it by its path', () => {
    expect(chosen([modified('site/public/fonts/inter.woff2')])).toEqual(['features/header.feature:5']);
    expect(chosen([modified('site/public/favicon.svg')])).toEqual([]);
  });

  it('a step file: every scenario that ran one of its steps', () => {
    expect(chosen([modified('features/steps/cookie_steps.ts', [20, 20])])).toEqual(['features/cookies.feature:3']);
  });

  it('a feature file: all its scenarios, whatever their lines are now', () => {
    const selection = selectScenarios([modified('features/header.feature', [2, 2])], all, rules, source);
    expect(selection.featureFiles).toEqual(['features/header.feature']);
    expect(selection.everything).toBeUndefined();
  });

  it('configuration, the lockfile or the harness: everything, saying which file', () => {
    expect(selectScenarios([modified('package-lock.json', [1, 1])], all, rules, source).everything).toBe(
      'package-lock.json changed: configuration, the build or the harness runs everything',
    );
    expect(
      selectScenarios([modified('features/support/hooks.ts', [1, 1])], all, rules, source).everything,
    ).toBeDefined();
    // A path without a closing slash names that file only, not every file its name begins.
    expect(selectScenarios([modified('package-lock.json5', [1, 1])], all, rules, source).everything).toBe(
      'package-lock.json5 changed, and no footprint shows what reaches it (the build may read it)',
    );
  });

  it('a JSON file outside fixtures/ is code the scenarios loaded, not a fixture they read', () => {
    const menu = scenario('features/menu.feature:4', { 'site/config/menu.json': '' }, { fixtures: [] });
    const selection = selectScenarios([modified('site/config/menu.json', [3, 3])], [menu], rules, source);
    expect(selection.chosen.get('embedded features/menu.feature:4')).toEqual([
      'loaded site/config/menu.json, changed outside its functions',
    ]);
  });

  it('a file no footprint mentions: everything, unless it is types only', () => {
    expect(selectScenarios([modified('site/pages/+config.ts', [3, 3])], all, rules, source).everything).toBe(
      'site/pages/+config.ts changed, and no footprint shows what reaches it (the build may read it)',
    );
    const types = selectScenarios([modified('site/formTypes.ts', [3, 3])], all, rules, source);
    expect(types.everything).toBeUndefined();
    expect(types.notes).toEqual([{ file: 'site/formTypes.ts', note: 'types only: nothing it compiles to runs' }]);
  });

  it('docs and unit tests: no scenario', () => {
    const selection = selectScenarios(
      [modified('docs/api.md', [1, 1]), modified('spec/unit/a.test.ts')],
      all,
      rules,
      source,
    );
    expect(selection.chosen.size).toBe(0);
    expect(selection.everything).toBeUndefined();
  });

  it('a new file: nothing by itself (what imports it changed too)', () => {
    const selection = selectScenarios([{ file: 'site/rules/new.ts', kind: 'added', hunks: [] }], all, rules, source);
    expect(selection.chosen.size).toBe(0);
    expect(selection.everything).toBeUndefined();
  });

  it('a deleted file: every scenario that loaded it', () => {
    expect(chosen([{ file: 'site/rules/redirects.ts', kind: 'deleted', hunks: [[1, 20]] }])).toEqual([
      'features/redirects.feature:9',
    ]);
  });

  it('what a run does not record: every scenario of that run', () => {
    const selection = selectScenarios([modified('mocks/createHandlers.ts', [4, 4])], all, rules, source);
    expect(selection.wholeRuns.get('split')).toBe(
      'mocks/createHandlers.ts changed, and the split run does not record what its backend reads',
    );
    expect(selection.wholeRuns.has('embedded')).toBe(false);
  });

  describe("each run's own test code", () => {
    const withTests: SelectionRules = {
      ...rules,
      ignored: ['docs/', 'spec/unit/'],
      testCode: { embedded: ['features/'], e2e: ['spec/e2e/', 'spec/support/'] },
    };
    const homeTest = scenario(
      'spec/e2e/home.spec.ts › the home page loads',
      { 'spec/e2e/home.spec.ts': '1-40', 'spec/e2e/fixtures.ts': '1-90', 'site/rules/cookieNotice.ts': '7' },
      { run: 'e2e' },
    );
    const nginxTest = scenario(
      'spec/e2e/behindNginx.spec.ts › forms behind nginx',
      { 'spec/e2e/behindNginx.spec.ts': '1-60', 'spec/support/documentedNginx.ts': '1-80' },
      { run: 'e2e' },
    );
    const e2e = [homeTest, nginxTest];
    const select = (change: FileChange, scenarios: ScenarioFootprint[]) =>
      selectScenarios([change], scenarios, withTests, source);

    it("an end-to-end test's file runs its tests, and no scenario", () => {
      expect([...select(modified('spec/e2e/home.spec.ts', [12, 12]), e2e).chosen.keys()]).toEqual([
        'e2e spec/e2e/home.spec.ts › the home page loads',
      ]);
      const features = select(modified('spec/e2e/home.spec.ts', [12, 12]), all);
      expect(features.everything).toBeUndefined();
      expect(features.chosen.size).toBe(0);
      expect(features.notes).toEqual([
        { file: 'spec/e2e/home.spec.ts', note: 'test code of the e2e run: none of these scenarios runs it' },
      ]);
    });

    it('among scenarios of several runs, only those of the run whose test code changed are chosen', () => {
      expect([...select(modified('spec/e2e/home.spec.ts', [12, 12]), [...all, ...e2e]).chosen.keys()]).toEqual([
        'e2e spec/e2e/home.spec.ts › the home page loads',
      ]);
      const shared: SelectionRules = { ...withTests, testCode: { embedded: ['features/'], split: ['features/'] } };
      expect(selectScenarios([modified('features/steps/cookie_steps.ts', [6, 6])], e2e, shared, source).notes).toEqual([
        {
          file: 'features/steps/cookie_steps.ts',
          note: 'test code of the embedded and split run: none of these scenarios runs it',
        },
      ]);
    });

    it('a helper the end-to-end tests import runs the tests that import it', () => {
      expect([...select(modified('spec/support/documentedNginx.ts', [30, 30]), e2e).chosen.keys()]).toEqual([
        'e2e spec/e2e/behindNginx.spec.ts › forms behind nginx',
      ]);
    });

    it('a helper of its own test code that no test loaded runs nothing, where any other unknown file runs everything', () => {
      const helper = select(modified('spec/support/importGraph.ts', [3, 3]), e2e);
      expect(helper.everything).toBeUndefined();
      expect(helper.chosen.size).toBe(0);
      expect(helper.notes).toEqual([
        { file: 'spec/support/importGraph.ts', note: 'test code that no scenario loaded' },
      ]);
      expect(select(modified('site/unknown.ts', [3, 3]), e2e).everything).toBe(
        'site/unknown.ts changed, and no footprint shows what reaches it (the build may read it)',
      );
    });

    it('a step file or a feature file runs no end-to-end test, and still runs its scenarios', () => {
      for (const file of ['features/steps/cookie_steps.ts', 'features/header.feature']) {
        const selection = select(modified(file, [6, 6]), e2e);
        expect(selection.everything).toBeUndefined();
        expect(selection.chosen.size).toBe(0);
        expect(selection.featureFiles).toEqual([]);
      }
      expect([...select(modified('features/steps/cookie_steps.ts', [6, 6]), all).chosen.keys()]).toEqual([
        'embedded features/cookies.feature:3',
      ]);
      expect(select(modified('features/header.feature', [6, 6]), all).featureFiles).toEqual([
        'features/header.feature',
      ]);
    });
  });

  it('says why each scenario was chosen', () => {
    const selection = selectScenarios([modified('site/rules/cookieNotice.ts', [35, 35])], all, rules, source);
    expect(selection.chosen.get('embedded features/cookie-notice.feature:32')).toEqual([
      'ran the function at site/rules/cookieNotice.ts:30-40, which changed',
    ]);
    expect(selection.notes).toEqual([
      { file: 'site/rules/cookieNotice.ts', note: 'changed in the function at lines 30-40: 1 scenarios reach it' },
    ]);
  });

  it('a step file is code like any other: a change inside a step runs the scenarios that ran that step', () => {
    // Both loaded the step file; only the first ran the step at lines 5-9.
    const otherStep = scenario('features/cookies.feature:9', { 'features/steps/cookie_steps.ts': '1,20-22' });
    expect(chosen([modified('features/steps/cookie_steps.ts', [6, 6])], [stepUser, otherStep])).toEqual([
      'features/cookies.feature:3',
    ]);
    // A pattern or an import (outside the steps) may change any scenario that loaded the file.
    expect(chosen([modified('features/steps/cookie_steps.ts', [2, 2])], [stepUser, otherStep]).sort()).toEqual([
      'features/cookies.feature:3',
      'features/cookies.feature:9',
    ]);
  });

  it('a fixture rule only for JSON under fixtures/: other data is read like code', () => {
    const redirects = scenario('features/redirects.feature:3', { 'site/config/redirects.json': '' });
    expect(chosen([modified('site/config/redirects.json', [2, 2])], [redirects, loadsOnly])).toEqual([
      'features/redirects.feature:3',
    ]);
    const readme = scenario('features/x.feature:1', { 'fixtures/README.txt': '' });
    expect(
      selectScenarios([modified('fixtures/README.txt', [1, 1])], [readme], rules, source).notes[0]?.note,
    ).not.toContain('a fixture');
  });

  it('a stylesheet: not the scenarios that fetched only fonts or images', () => {
    const fontsOnly = scenario('features/fonts.feature:1', {}, { assets: ['/fonts/inter.woff2'] });
    expect(chosen([modified('site/x.css', [1, 1])], [fontsOnly, loadsOnly])).toEqual(['features/header.feature:5']);
  });

  it('keeps the first reason a run runs whole', () => {
    const selection = selectScenarios(
      [modified('mocks/a.ts', [1, 1]), modified('fixtures/b.json', [1, 1])],
      all,
      rules,
      source,
    );
    expect(selection.wholeRuns.get('split')).toBe(
      'mocks/a.ts changed, and the split run does not record what its backend reads',
    );
  });

  it('a deleted file, or one changed without lines (binary): by loading, whatever its functions were', () => {
    expect(chosen([{ file: 'site/rules/cookieNotice.ts', kind: 'deleted', hunks: [[35, 35]] }])).toHaveLength(4);
    expect(chosen([modified('site/rules/cookieNotice.ts')])).toHaveLength(4);
  });

  it('a function of one line is judged by that line', () => {
    const oneLine: SourceReader = { ...source, functionsOf: () => [[12, 12]] };
    const ran = scenario('x.feature:1', { 'site/a.ts': '12' });
    const notRan = scenario('x.feature:2', { 'site/a.ts': '11' });
    const keys = [...selectScenarios([modified('site/a.ts', [12, 12])], [ran, notRan], rules, oneLine).chosen.keys()];
    expect(keys).toEqual(['embedded x.feature:1']);
  });

  it('says in words what each kind of change did', () => {
    const notes = selectScenarios(
      [
        modified('package-lock.json', [1, 1]),
        modified('docs/a.md', [1, 1]),
        modified('features/a.feature', [1, 1]),
        modified('features/steps/cookie_steps.ts', [1, 1]),
        modified('fixtures/ru/home.json', [1, 1]),
        modified('site/public/fonts/inter.woff2'),
        modified('site/a.css', [1, 1]),
        { file: 'site/new.ts', kind: 'added', hunks: [] },
        modified('site/unknown.ts', [1, 1]),
        modified('site/rules/cookieNotice.ts', [7, 7], [35, 35]),
      ],
      all,
      rules,
      source,
    ).notes.map(({ note }) => note);
    expect(notes).toEqual([
      'runs everything',
      'no scenario runs it',
      'a feature file: all its scenarios run',
      'changed outside any function: 1 scenarios reach it',
      'a fixture: 1 scenarios read it',
      'served as /fonts/inter.woff2: 1 scenarios fetched it',
      "a stylesheet: 1 scenarios loaded the site's stylesheet",
      'a new file: reached only through a changed file that imports it',
      'no footprint mentions it: runs everything',
      'changed outside any function, in the function at lines 30-40: 4 scenarios reach it',
    ]);
  });

  it('gives the reasons of each rule', () => {
    const selection = selectScenarios(
      [
        modified('features/steps/cookie_steps.ts', [1, 1]),
        modified('fixtures/ru/home.json', [1, 1]),
        modified('site/public/fonts/inter.woff2'),
        modified('site/a.css', [1, 1]),
        modified('site/rules/cookieNotice.ts', [7, 7]),
      ],
      all,
      rules,
      source,
    );
    expect(selection.chosen.get('embedded features/cookies.feature:3')).toEqual([
      'loaded features/steps/cookie_steps.ts, changed outside its functions',
      'ran features/steps/cookie_steps.ts, which imports site/rules/cookieNotice.ts, changed outside its functions',
    ]);
    expect(selection.chosen.get('embedded features/header.feature:5')).toEqual([
      'read fixtures/ru/home.json',
      'fetched /fonts/inter.woff2 (site/public/fonts/inter.woff2)',
      'loaded the stylesheet, built from site/a.css',
      'loaded site/rules/cookieNotice.ts, changed outside its functions',
    ]);
  });
});
