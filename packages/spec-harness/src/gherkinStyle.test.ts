import { describe, expect, it } from 'vitest';
import { sequenceTitle } from './config.ts';
import { checkStyle, formatCounts, formatFinding, type StyleRule } from './gherkinStyle.ts';

/** Ten sequences allowed, titled ", then " in English and ", затем " or ", потом " in Russian. */
const SEQUENCE_LIMIT = 10;
const RULES = { sequenceLimit: SEQUENCE_LIMIT, sequenceTitle: sequenceTitle({ en: ['then'], ru: ['затем', 'потом'] }) };

const movesTheClock = (text: string) =>
  /ms pass on the page's clock|the page's clock is stopped|часы страницы остановлены|на часах страницы/.test(text);
const check = (text: string, uri = 'features/demo.feature') => checkStyle([{ uri, text }], movesTheClock, RULES);
const rules = (text: string): StyleRule[] => check(text).findings.map((finding) => finding.rule);
const feature = (...lines: string[]) => ['Feature: Demo', ...lines].join('\n');
const russian = (...lines: string[]) => ['# language: ru', 'Функция: Демо', ...lines].join('\n');

describe('the Gherkin style check', () => {
  it('passes a declarative scenario in either language and counts it', () => {
    const english = feature(
      '  Scenario: The notice shows',
      '    Given the visitor has not agreed',
      '    And the window is 1280 by 800 px',
      '    When a visitor opens "/"',
      '    And they wait as long as the cookie notice takes to appear',
      '    Then the cookie notice shows',
      '    But nothing else does',
    );
    expect(check(english)).toEqual({
      counts: { scenarios: 1, whenAfterThen: 0, lateGivens: 0, clockBackgrounds: 0, mockSteps: 0, placeholders: 0 },
      findings: [],
    });
    const inRussian = russian(
      '  Сценарий: Уведомление показано',
      '    Дано посетитель не соглашался',
      '    Когда посетитель открывает "/"',
      '    Тогда уведомление о cookie показано',
    );
    expect(check(inRussian).findings).toEqual([]);
  });

  it('counts an outline once, whatever its examples, and the scenarios of a Rule', () => {
    const text = feature(
      '  Scenario Outline: <n> ms',
      "    When <n> ms pass on the page's clock",
      '    Then the notice shows',
      '    Examples:',
      '      | n |',
      '      | 1 |',
      '      | 2 |',
      '  Rule: A rule',
      '    Scenario: In the rule',
      '      Then the notice shows',
    );
    expect(check(text).counts.scenarios).toBe(2);
  });

  it('finds a Background that moves or stops the clock, in a feature or a Rule, but not one that does not', () => {
    const text = feature(
      '  Background:',
      '    Given the window is 1280 by 800 px',
      "    And the page's clock is stopped",
      '  Scenario: A',
      '    Then the notice shows',
      '  Rule: R',
      '    Background: Set up',
      "      Given 5 ms pass on the page's clock",
      '    Scenario: B',
      '      Then the notice shows',
    );
    const { counts, findings } = check(text);
    expect(counts.clockBackgrounds).toBe(2);
    expect(findings.map(formatFinding)).toEqual([
      `features/demo.feature:4 "Background" — the Background moves or stops the page's clock ("the page's clock is stopped"): remove it; a scenario that moves the clock gets it paused before its first page opens`,
      `features/demo.feature:9 "Set up" — the Background moves or stops the page's clock ("5 ms pass on the page's clock"): remove it; a scenario that moves the clock gets it paused before its first page opens`,
    ]);
    expect(
      rules(feature('  Background:', '    Given the window is 1280 by 800 px', '  Scenario: A', '    Then x')),
    ).toEqual([]);
    expect(
      rules(russian('  Предыстория:', '    Дано часы страницы остановлены', '  Сценарий: А', '    Тогда x')),
    ).toEqual(['clock-background']);
  });

  it('lets a scenario move the clock', () => {
    expect(rules(feature('  Scenario: A', "    When 5 ms pass on the page's clock", '    Then x'))).toEqual([]);
  });

  it('finds every step that names a mock, in scenarios and Backgrounds, not a word that holds one', () => {
    const text = feature(
      '  Background:',
      '    Given the visitor has the cookie "mock-scenario" set to "503"',
      '  Scenario: A',
      '    When the Mock answers slowly',
      '    Then the page says so',
      '    And the form shows its mockData field and the hammocks',
    );
    const { counts, findings } = check(text);
    expect(counts.mockSteps).toBe(2);
    expect(findings.map((finding) => [finding.rule, finding.line, finding.scenario])).toEqual([
      ['mock-step', 3, 'Background'],
      ['mock-step', 5, 'A'],
    ]);
    expect(findings[1]?.message).toContain('the step "the Mock answers slowly" names a mock scenario');
  });

  it('finds a Given after a When or a Then, an And following it included, once a scenario', () => {
    const afterWhen = check(
      feature('  Scenario: A', '    When a visitor opens "/"', '    Given the window is small', '    Then x'),
    );
    expect(afterWhen.counts.lateGivens).toBe(1);
    expect(afterWhen.findings.map(formatFinding)).toEqual([
      'features/demo.feature:4 "A" — the Given "the window is small" comes after a When or a Then: set the scene first, or make it a scenario of its own',
    ]);
    const afterThen = check(
      feature('  Scenario: A', '    Given a', '    Then x', '    Given b', '    And c', '    Then y'),
    );
    expect(afterThen.counts.lateGivens).toBe(1);
    expect(afterThen.findings.map((finding) => finding.line)).toEqual([5]);
    expect(
      rules(russian('  Сценарий: А', '    Когда посетитель открывает "/"', '    Тогда x', '    Дано y')),
    ).toContain('late-given');
    expect(rules(feature('  Scenario: A', '    Given a', '    And b', '    When c', '    Then d'))).toEqual([]);
  });

  it('reads a Background before its scenarios: a When in it makes a scenario’s Given late', () => {
    const text = feature(
      '  Background:',
      '    When a visitor opens "/"',
      '  Scenario: A',
      '    Given the window is small',
    );
    expect(rules(text)).toEqual(['late-given']);
  });

  it("reads a feature's Background before the scenarios of its Rules too", () => {
    const text = feature(
      '  Background:',
      '    When a visitor opens "/"',
      '  Rule: R',
      '    Scenario: A',
      '      Given the window is small',
    );
    expect(check(text).findings.map((finding) => [finding.rule, finding.line, finding.scenario])).toEqual([
      ['late-given', 6, 'A'],
    ]);
  });

  it('finds a When after a Then unless the title says it is a sequence', () => {
    const split = check(
      feature(
        '  Scenario: Accepting hides it',
        '    When they accept',
        '    Then it hides',
        '    And they reload',
        '    Then x',
      ),
    );
    expect(split.counts.whenAfterThen).toBe(0);
    const text = feature(
      '  Scenario: Accepting hides it',
      '    When they accept',
      '    Then it hides',
      '    When they reload',
      '    Then x',
    );
    const { counts, findings } = check(text);
    expect(counts.whenAfterThen).toBe(1);
    expect(findings.map(formatFinding)).toEqual([
      'features/demo.feature:5 "Accepting hides it" — the When "they reload" follows a Then: one behaviour per scenario — split it, each part with Givens that set up its state; a true sequence says so in its title (", then …")',
    ]);
    const sequence = feature(
      '  Scenario: It hides, then comes back',
      '    When a',
      '    Then b',
      '    When c',
      '    Then d',
    );
    expect(check(sequence)).toMatchObject({ counts: { whenAfterThen: 1 }, findings: [] });
    for (const title of ['Скрывается, затем возвращается', 'Скрывается, потом возвращается'])
      expect(
        rules(russian(`  Сценарий: ${title}`, '    Когда а', '    Тогда б', '    Когда в', '    Тогда г')),
      ).toEqual([]);
    expect(
      rules(russian('  Сценарий: Скрывается и возвращается', '    Когда а', '    Тогда б', '    И в', '    Когда г')),
    ).toEqual(['when-after-then']);
    expect(rules(feature('  Scenario: Then comes back', '    When a', '    Then b', '    When c'))).toEqual([
      'when-after-then',
    ]);
  });

  it(`allows at most ${SEQUENCE_LIMIT} sequences in the whole suite, and lists them when there are more`, () => {
    const sequences = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        uri: `features/f${index}.feature`,
        text: feature(`  Scenario: Step ${index}, then more`, '    When a', '    Then b', '    When c'),
      }));
    expect(checkStyle(sequences(SEQUENCE_LIMIT), movesTheClock, RULES).findings).toEqual([]);
    const over = checkStyle(sequences(SEQUENCE_LIMIT + 1), movesTheClock, RULES).findings;
    expect(over).toHaveLength(SEQUENCE_LIMIT + 1);
    expect(over.every((finding) => finding.rule === 'too-many-sequences')).toBe(true);
    expect(over[0]?.message).toContain(
      `${SEQUENCE_LIMIT + 1} scenarios keep a When after a Then, at most ${SEQUENCE_LIMIT} may`,
    );
    expect(over[0]?.message).toContain('features/f0.feature:5 "Step 0, then more"; features/f1.feature:5');
    // A twin in another language is the same sequences once more: they count once, in the original.
    const twins = sequences(SEQUENCE_LIMIT).map(({ uri, text }) => ({
      uri: uri.replace('features/', 'features/twin/'),
      text: `# twin of: ${uri}\n${text}`,
    }));
    expect(checkStyle([...sequences(SEQUENCE_LIMIT), ...twins], movesTheClock, RULES).findings).toEqual([]);
  });

  it('finds whole-step placeholders, not placeholders inside a step', () => {
    const text = feature(
      '  Scenario Outline: <outcome>',
      '    Given <preference>',
      '    When a visitor opens "<path>"',
      '    Then <outcome>',
      '    And the notice <state>',
      '    Examples:',
      '      | preference | path | outcome | state |',
      '      | a          | /    | b       | shows |',
    );
    const { counts, findings } = check(text);
    expect(counts.placeholders).toBe(2);
    expect(findings.map((finding) => [finding.rule, finding.line])).toEqual([
      ['placeholder', 3],
      ['placeholder', 5],
    ]);
    expect(findings[0]?.message).toContain('the whole step is the placeholder "<preference>"');
    expect(
      rules(russian('  Структура сценария: А', '    Тогда <итог>', '    Примеры:', '      | итог |', '      | x |')),
    ).toEqual(['placeholder']);
  });

  it('says its figures in words', () => {
    expect(
      formatCounts({
        scenarios: 176,
        whenAfterThen: 51,
        lateGivens: 2,
        clockBackgrounds: 6,
        mockSteps: 7,
        placeholders: 6,
      }),
    ).toBe(
      '176 scenarios, 51 with a When after a Then, 2 with a late Given, 6 Backgrounds that move the clock, 7 steps naming a mock, 6 whole-step placeholders',
    );
  });

  it('reads every feature it is given, and skips an empty file', () => {
    const report = checkStyle(
      [
        { uri: 'features/a.feature', text: feature('  Scenario: A', '    Then <x>') },
        { uri: 'features/empty.feature', text: '' },
        { uri: 'features/b.feature', text: feature('  Scenario: B', '    Then <y>') },
      ],
      movesTheClock,
      RULES,
    );
    expect(report.counts.scenarios).toBe(2);
    expect(report.findings.map((finding) => finding.uri)).toEqual(['features/a.feature', 'features/b.feature']);
  });
});
