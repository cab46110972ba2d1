import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './featureFiles.ts';
import { catalogue, type Definition } from './stepDefinitions.ts';
import { stepsUsing } from './stepUses.ts';

const registry = new ParameterTypeRegistry();
const definition = (pattern: string, code: unknown, language = 'en'): Definition => {
  const expression = new CucumberExpression(pattern, registry);
  return {
    pattern,
    language,
    keyword: 'When',
    uri: 'steps/form_steps.ts',
    line: 1,
    code,
    arity: 0,
    match: (text: string) => expression.match(text),
  };
};
const scenario = (line: number, ...texts: string[]): Scenario => ({
  uri: 'features/forms.feature',
  line,
  name: `scenario at ${line}`,
  tags: [],
  language: 'en',
  steps: texts.map((text, index) => ({ text, line: line + 1 + index })),
});

function fillsValidDetails() {}
function opensAPage() {}
const steps = catalogue(
  [
    definition('they fill in the rest of the form with valid details', fillsValidDetails),
    definition('посетитель заполняет остальные поля формы верными данными', fillsValidDetails, 'ru'),
    definition('a visitor opens {string}', opensAPage),
  ],
  () =>
    '/** Fills the form with name "Анна Петрова" and e-mail "anna.petrova@example.ru". */\nfunction fillsValidDetails() {}\n',
);
const scenarios = [
  scenario(3, 'a visitor opens "/feedback/"', 'they fill in the rest of the form with valid details'),
  { ...scenario(9, 'посетитель заполняет остальные поля формы верными данными'), language: 'ru' },
  scenario(14, 'a visitor opens "/"'),
];

describe('the scenarios a step is used by', () => {
  it('finds a step by the start of the words of its phrasings or its description, and lists every scenario using it in any language', () => {
    const [found, ...more] = stepsUsing(['valid', 'detail'], steps, scenarios);
    expect(more).toEqual([]);
    expect(found?.step.name).toBe('fillsValidDetails');
    expect(found?.scenarios.map(({ line }) => line)).toEqual([3, 9]);
    expect(stepsUsing(['anna.petrova'], steps, scenarios).map(({ step }) => step.name)).toEqual(['fillsValidDetails']);
    expect(stepsUsing(['opens'], steps, scenarios)[0]?.scenarios.map(({ line }) => line)).toEqual([3, 14]);
  });

  it('finds nothing for a word no step has, nor for no word', () => {
    expect(stepsUsing(['unheard'], steps, scenarios)).toEqual([]);
    expect(stepsUsing([' '], steps, scenarios)).toEqual([]);
  });
});
