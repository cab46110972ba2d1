import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { describe, expect, it } from 'vitest';
import { scenariosOfText } from './featureFiles.ts';
import { twinDifferences, twinOf, type TwinDefinition } from './featureTwins.ts';

const registry = new ParameterTypeRegistry();
const definition = (pattern: string, code: unknown): TwinDefinition => {
  const expression = new CucumberExpression(pattern, registry);
  return { pattern, code, match: (text: string) => expression.match(text) };
};
const opens = () => undefined;
const shows = () => undefined;
const hides = () => undefined;
const definitions = [
  definition('a visitor opens {string}', opens),
  definition('посетитель открывает {string}', opens),
  definition('the notice shows', shows),
  definition('уведомление показано', shows),
  definition('the notice does not show', hides),
  definition('уведомление не показано', hides),
];

const english = `Feature: Notice
  Scenario Outline: The notice <state> on <path>
    When a visitor opens "<path>"
    Then the notice <state>

    Examples:
      | path | state         |
      | /    | shows         |
      | /en/ | does not show |
`;
const russian = (rows: string) => `# language: ru
# twin of: features/notice.feature
Функция: Уведомление
  Структура сценария: Уведомление <состояние> на <путь>
    Когда посетитель открывает "<путь>"
    Тогда уведомление <состояние>

    Примеры:
      | путь | состояние   |
${rows}`;
const original = scenariosOfText('features/notice.feature', english);
const differences = (rows: string) =>
  twinDifferences(original, scenariosOfText('features/ru/notice.feature', russian(rows)), definitions);

describe('twin features', () => {
  it('reads the original a feature declares itself the twin of, above its Feature line only', () => {
    expect(twinOf(russian(''))).toBe('features/notice.feature');
    expect(twinOf('# language: ru\n@spec-4\n# twin of: features/a.feature\nФункция: A\n')).toBe('features/a.feature');
    expect(twinOf('# language: ru\nФункция: A\n  # twin of: features/a.feature\n')).toBeUndefined();
    expect(twinOf(english)).toBeUndefined();
  });

  it('reads the declaration in a file with Windows line endings or indented header lines', () => {
    expect(twinOf('# language: ru\r\n# twin of: features/a.feature\r\nФункция: A\r\n')).toBe('features/a.feature');
    expect(twinOf('  # language: ru\n  # twin of: features/a.feature\nФункция: A\n')).toBe('features/a.feature');
  });

  it('finds nothing when the twin runs the same steps with the same values', () => {
    expect(differences('      | /    | показано    |\n      | /en/ | не показано |\n')).toEqual([]);
  });

  it('finds a missing scenario', () => {
    const problems = differences('      | /    | показано    |\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'features/ru/notice.feature has 1 scenarios (one per example row), features/notice.feature has 2',
    );
  });

  it('names an original or a twin without scenarios by its role', () => {
    const twin = scenariosOfText('features/ru/notice.feature', russian('      | /    | показано    |\n'));
    expect(twinDifferences([], twin, definitions)).toEqual([
      'features/ru/notice.feature has 1 scenarios (one per example row), the original has 0: write the same scenarios in both',
    ]);
    expect(twinDifferences(original, [], definitions)).toEqual([
      'the twin has 0 scenarios (one per example row), features/notice.feature has 2: write the same scenarios in both',
    ]);
  });

  it('finds a step that resolves to another definition', () => {
    const problems = differences('      | /    | показано    |\n      | /en/ | показано    |\n');
    expect(problems).toEqual([
      'features/ru/notice.feature:6 "уведомление показано" does not do what features/notice.feature:4 "the notice does not show" does (features/ru/notice.feature:11 "Уведомление показано на /en/"): use the same step in the other language',
    ]);
  });

  it('finds a step pair that no definition, or more than one, matches on both sides', () => {
    const step = (uri: string, text: string) => [
      { uri, line: 3, name: 'demo', tags: [], language: 'en', steps: [{ text, line: 4 }] },
    ];
    expect(
      twinDifferences(
        step('features/a.feature', 'the sky is blue'),
        step('features/ru/a.feature', 'небо синее'),
        definitions,
      ),
    ).toEqual([
      'features/a.feature:4 "the sky is blue" matches no step definition: write a step of docs/steps.md (npx spec-harness steps --check prints the snippet for a missing one)',
      'features/ru/a.feature:4 "небо синее" matches no step definition: write a step of docs/steps.md (npx spec-harness steps --check prints the snippet for a missing one)',
    ]);
    const ambiguous = [...definitions, definition('the notice {word}', shows)];
    expect(
      twinDifferences(
        step('features/a.feature', 'the notice shows'),
        step('features/ru/a.feature', 'the notice shows'),
        ambiguous,
      ),
    ).toEqual([
      'features/a.feature:4 "the notice shows" matches more than one step definition: write a step of docs/steps.md (npx spec-harness steps --check prints the snippet for a missing one)',
      'features/ru/a.feature:4 "the notice shows" matches more than one step definition: write a step of docs/steps.md (npx spec-harness steps --check prints the snippet for a missing one)',
    ]);
  });

  it('finds a step with other values', () => {
    const problems = differences('      | /    | показано    |\n      | /ru/ | не показано |\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      '"посетитель открывает "/ru/"" has other values than features/notice.feature:3 "a visitor opens "/en/""',
    );
  });

  it('finds a step no definition matches, and a scenario with another number of steps', () => {
    const twin = scenariosOfText(
      'features/ru/notice.feature',
      russian('      | /    | показано    |\n      | /en/ | не показано |\n').replace(
        '    Тогда уведомление <состояние>',
        '    Тогда уведомление <состояние>\n    И небо синее',
      ),
    );
    expect(twinDifferences(original, twin, definitions)[0]).toContain('has 3 steps, its original');
    const unknown = twinDifferences(
      original,
      twin.map((scenario) => ({
        ...scenario,
        steps: [{ text: 'небо синее', line: 9 }, ...scenario.steps.slice(1, 2)],
      })),
      definitions,
    );
    expect(unknown[0]).toContain('"небо синее" matches no step definition');
  });

  it('compares the tables under the steps too', () => {
    const withTable = (uri: string, value: string) => [
      {
        uri,
        line: 3,
        name: 'demo',
        tags: [],
        language: 'en',
        steps: [{ text: 'a visitor opens "/"', line: 3, table: [[value]] }],
      },
    ];
    expect(
      twinDifferences(withTable('features/a.feature', 'x'), withTable('features/ru/a.feature', 'y'), definitions)[0],
    ).toContain('has other values');
    expect(
      twinDifferences(withTable('features/a.feature', 'x'), withTable('features/ru/a.feature', 'x'), definitions),
    ).toEqual([]);
  });
});
