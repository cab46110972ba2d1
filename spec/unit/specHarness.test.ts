import { readFileSync } from 'node:fs';
import {
  coverageOf,
  featureFilesIn,
  loadDefinitions,
  readSpecification,
  scenarioRefsIn,
  scenariosOf,
  twinDifferences,
  twinOf,
} from 'spec-harness';
import { describe, expect, it } from 'vitest';
import config from '../../spec-harness.config.ts';

// The harness by its package name, on this project's own specification and features, with this
// project's config (spec-harness.config.ts); the harness's own tests sit beside its code.
describe("this project's specification, read by the harness", () => {
  it('keeps docs/specification.md readable: sections 1 to 10, each with clauses', () => {
    const { sections } = readSpecification(config.specification);
    expect(sections.map(({ number }) => number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sections.every(({ clauses }) => clauses.length > 0)).toBe(true);
    expect(sections.find(({ number }) => number === 4)?.clauses.find(({ id }) => id === '4.7')?.title).toBe(
      'Cookie notice',
    );
  });

  it('proves every clause of the sections that visitors meet', () => {
    const { problems } = coverageOf(readSpecification(config.specification), scenarioRefsIn(config.features), {
      sectionsNeedingProof: config.sectionsNeedingProof,
      specificationPath: config.specification,
    });
    expect(problems).toEqual([]);
  });

  it('holds every twin declared in features/ to its original', async () => {
    const twins = featureFilesIn(config.features)
      .map((uri) => ({ uri, original: twinOf(readFileSync(uri, 'utf8')) }))
      .filter((pair): pair is { uri: string; original: string } => pair.original !== undefined);
    expect(twins.map((pair) => pair.uri)).toEqual([
      'features/ru/api.feature',
      'features/ru/cookie-notice.feature',
      'features/ru/not-found.feature',
    ]);
    const loaded = await loadDefinitions();
    const problems = twins.flatMap(({ uri, original: english }) =>
      twinDifferences(scenariosOf(english), scenariosOf(uri), loaded),
    );
    expect(problems).toEqual([]);
  }, 60_000);
});
