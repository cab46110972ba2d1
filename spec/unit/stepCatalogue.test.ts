import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../scripts/featureFiles.ts';
import { catalogue, renderCatalogue, snippetFor, unmatchedSteps } from '../../scripts/stepCatalogue.ts';

const registry = new ParameterTypeRegistry();
const definition = (pattern: string, code: unknown, line = 1) => {
  const expression = new CucumberExpression(pattern, registry);
  return {
    pattern,
    uri: 'features/steps/demo_steps.ts',
    line,
    code,
    arity: (pattern.match(/\{/g) ?? []).length,
    match: (text: string) => expression.match(text),
  };
};
const scenario = (language: string, ...texts: string[]): Scenario => ({
  uri: `features/${language}.feature`,
  line: 3,
  name: 'demo',
  tags: ['@spec-4'],
  language,
  steps: texts.map((text, index) => ({ text, line: 4 + index })),
});

const opens = () => undefined;
const shows = () => undefined;
const definitions = [
  definition('a visitor opens {string}', opens, 1),
  definition('посетитель открывает {string}', opens, 2),
  definition('the notice shows', shows, 5),
];

describe('the step catalogue', () => {
  it('pairs the English and Russian phrasings of one function and finds their uses in both languages', () => {
    const steps = catalogue(definitions, [
      scenario('en', 'a visitor opens "/"'),
      scenario('ru', 'посетитель открывает "/en/"'),
    ]);
    expect(steps).toHaveLength(2);
    expect(steps[0]?.en?.pattern).toBe('a visitor opens {string}');
    expect(steps[0]?.ru?.pattern).toBe('посетитель открывает {string}');
    expect(steps[0]?.uses.map((use) => use.uri)).toEqual(['features/en.feature', 'features/ru.feature']);
    expect(steps[1]?.ru).toBeUndefined();
  });

  it('flags unused steps and missing Russian phrasings in the document', () => {
    const text = renderCatalogue(catalogue(definitions, [scenario('en', 'a visitor opens "/"')]));
    expect(text).toContain('| `the notice shows` | **missing** |');
    expect(text).toContain('**unused**');
    expect(text).toContain('`a visitor opens "/"`');
    expect(text).toContain('1. text in double quotes');
  });

  it('reports undefined steps with a snippet, and ambiguous ones with both places', () => {
    const clash = [...definitions, definition('a visitor opens {string}', () => undefined, 9)];
    const problems = unmatchedSteps(clash, [scenario('en', 'the sky is "blue"', 'a visitor opens "/"')]);
    expect(problems[0]).toContain('"the sky is "blue"" is undefined');
    expect(problems[0]).toContain('async function newStep(this: SiteWorld, string1: string) {');
    expect(problems[0]).toContain("When('the sky is {string}', newStep);");
    expect(problems[1]).toContain('is ambiguous: features/steps/demo_steps.ts:1, features/steps/demo_steps.ts:9');
  });

  it('types numbers in snippets as numbers', () => {
    expect(snippetFor('they wait 300 ms')).toContain('int1: number');
  });

  it('gives a snippet both phrasings, English first, the other language left for the writer, under the step’s keyword', () => {
    expect(snippetFor('the sky is "blue"', 'Then').split('\n')).toEqual([
      'async function newStep(this: SiteWorld, string1: string) {',
      '  // what the visitor does or sees',
      '}',
      "Then('the sky is {string}', newStep);",
      "Then('<the same step in Russian, with the same parameters>', newStep);",
    ]);
    expect(snippetFor('небо "синее"', 'Given').split('\n').slice(3)).toEqual([
      "Given('<the same step in English, with the same parameters>', newStep);",
      "Given('небо {string}', newStep);",
    ]);
    expect(snippetFor("it's done")).toContain("When('it\\'s done', newStep);");
  });

  it('takes the snippet’s keyword from what the step does in its scenario, And and But included', () => {
    const [problem] = unmatchedSteps(definitions, [
      { ...scenario('en', 'a visitor opens "/"'), steps: [{ text: 'the sky is "blue"', line: 7, keyword: 'Then' }] },
    ]);
    expect(problem).toContain("Then('the sky is {string}', newStep);");
  });
});
