/**
 * The style of the feature files: Gherkin that reads as behaviour, as Cucumber's guidance on
 * declarative scenarios asks. The `style` command prints the suite's figures and every finding; with
 * `--check` it fails when there is one. Paths after the options narrow the findings printed to those
 * files (`spec-harness style features/search.feature`); the figures stay the suite's.
 *
 * The rules, each reported as `file:line "scenario" — what is wrong and how to fix it`:
 * 1. No Background moves the page's clock (a step marked movesTheClock, packages/spec-harness/src/cucumber/stepNeeds.ts):
 *    a scenario that moves the clock gets it paused before its first page opens (the project's hooks).
 * 2. No step names a mock scenario: test switches belong in step definitions.
 * 3. Givens first: no Given (nor an And or But that follows one) after a When or a Then.
 * 4. One behaviour per scenario: a When after a Then only in a scenario whose title says it is a
 *    sequence (", then " in English: the config's `style.sequenceWords` per language), and at most
 *    `style.sequenceLimit` of those in the whole suite.
 * 5. No whole-step placeholders (`Then <outcome>`): no catalogue or autocomplete can find such a step.
 *
 * Scenarios are counted as written: an outline counts once, whatever its examples. Given, When and
 * Then are read from the keyword's type, so Russian features (`Дано`, `Когда`, `Тогда`) are checked alike.
 */
import type { Background, Scenario, Step } from '@cucumber/messages';
import { KEYWORDS, parseFeature, type StepKeyword } from './featureFiles.ts';
import { twinOf } from './featureTwins.ts';

/** The project's rules of style (from its config). */
export interface StyleRules {
  /** How many scenarios of the suite may keep a When after a Then. */
  sequenceLimit: number;
  /** A title that says its scenario is a sequence: "…, then …" (config.ts's `sequenceTitle`). */
  sequenceTitle: RegExp;
}
// The word, not a part of one: `mockData` in a step is a name the step gives, not a switch.
const MOCK = /\bmock(?:s|ed|ing)?\b/i;
const PLACEHOLDER = /^<[^<>]+>$/;

export type StyleRule =
  'clock-background' | 'mock-step' | 'late-given' | 'when-after-then' | 'too-many-sequences' | 'placeholder';

export interface StyleFinding {
  uri: string;
  line: number;
  /** The scenario's title, or the Background's. */
  scenario: string;
  rule: StyleRule;
  message: string;
}

export interface StyleCounts {
  /** Scenarios as written (an outline once). */
  scenarios: number;
  /** Scenarios with a When after a Then, titled as a sequence or not. */
  whenAfterThen: number;
  /** Scenarios with a Given after a When or a Then. */
  lateGivens: number;
  /** Backgrounds with a step that moves or stops the page's clock. */
  clockBackgrounds: number;
  /** Steps whose text names a mock scenario. */
  mockSteps: number;
  /** Steps whose whole text is a placeholder. */
  placeholders: number;
}

export interface StyleReport {
  counts: StyleCounts;
  findings: StyleFinding[];
}

export interface FeatureText {
  uri: string;
  text: string;
}

type Kind = StepKeyword | undefined;

/** Given, When or Then for each step, And and But (and `*`) taking the one before. */
function kindsOf(steps: readonly Step[]): Kind[] {
  let last: Kind;
  return steps.map((step) => {
    last = KEYWORDS[step.keywordType ?? ''] ?? last;
    return last;
  });
}

const backgroundName = (background: Background) => background.name || background.keyword.trim();

/**
 * The findings and figures of these features. `movesTheClock` tells a step that moves the page's clock
 * by its text (the command line asks the steps marked movesTheClock).
 */
export function checkStyle(
  features: readonly FeatureText[],
  movesTheClock: (text: string) => boolean,
  { sequenceLimit, sequenceTitle }: StyleRules,
): StyleReport {
  const counts: StyleCounts = {
    scenarios: 0,
    whenAfterThen: 0,
    lateGivens: 0,
    clockBackgrounds: 0,
    mockSteps: 0,
    placeholders: 0,
  };
  const findings: StyleFinding[] = [];
  const sequences: StyleFinding[] = [];

  for (const { uri, text } of features) {
    // A twin's scenarios are its original's in another language: its sequences are counted there.
    const twin = twinOf(text) !== undefined;
    const feature = parseFeature(text).feature;
    if (!feature) continue;
    const find = (line: number, scenario: string, rule: StyleRule, message: string) =>
      findings.push({ uri, line, scenario, rule, message });

    const checkSteps = (steps: readonly Step[], scenario: string) => {
      for (const step of steps) {
        if (MOCK.test(step.text)) {
          counts.mockSteps += 1;
          find(
            step.location.line,
            scenario,
            'mock-step',
            `the step "${step.text}" names a mock scenario: say what the user meets instead (e.g. "Given the payment service is down") and let the step's definition set the switch`,
          );
        }
        if (PLACEHOLDER.test(step.text.trim())) {
          counts.placeholders += 1;
          find(
            step.location.line,
            scenario,
            'placeholder',
            `the whole step is the placeholder "${step.text}": write the step's words and put only its values in the table, or split the outline`,
          );
        }
      }
    };

    const checkBackground = (background: Background) => {
      checkSteps(background.steps, backgroundName(background));
      const clockStep = background.steps.find((step) => movesTheClock(step.text));
      if (!clockStep) return;
      counts.clockBackgrounds += 1;
      find(
        clockStep.location.line,
        backgroundName(background),
        'clock-background',
        `the Background moves or stops the page's clock ("${clockStep.text}"): remove it; a scenario that moves the clock gets it paused before its first page opens`,
      );
    };

    const checkScenario = (scenario: Scenario, backgrounds: readonly Background[]) => {
      counts.scenarios += 1;
      checkSteps(scenario.steps, scenario.name);
      const steps = [...backgrounds.flatMap((background) => background.steps), ...scenario.steps];
      const kinds = kindsOf(steps);
      const lateGiven = steps.find(
        (_, index) =>
          kinds[index] === 'Given' && kinds.slice(0, index).some((kind) => kind === 'When' || kind === 'Then'),
      );
      if (lateGiven) {
        counts.lateGivens += 1;
        find(
          lateGiven.location.line,
          scenario.name,
          'late-given',
          `the Given "${lateGiven.text}" comes after a When or a Then: set the scene first, or make it a scenario of its own`,
        );
      }
      const whenAfterThen = steps.find((_, index) => kinds[index] === 'When' && kinds.slice(0, index).includes('Then'));
      if (!whenAfterThen) return;
      counts.whenAfterThen += 1;
      const finding = {
        uri,
        line: whenAfterThen.location.line,
        scenario: scenario.name,
        rule: 'when-after-then' as const,
        message: `the When "${whenAfterThen.text}" follows a Then: one behaviour per scenario — split it, each part with Givens that set up its state; a true sequence says so in its title (", then …")`,
      };
      if (!sequenceTitle.test(scenario.name)) findings.push(finding);
      else if (!twin) sequences.push(finding);
    };

    const featureBackgrounds: Background[] = [];
    for (const child of feature.children) {
      if (child.background) {
        featureBackgrounds.push(child.background);
        checkBackground(child.background);
      }
      if (child.scenario) checkScenario(child.scenario, featureBackgrounds);
      if (child.rule) {
        const ruleBackgrounds = [...featureBackgrounds];
        for (const ruleChild of child.rule.children) {
          if (ruleChild.background) {
            ruleBackgrounds.push(ruleChild.background);
            checkBackground(ruleChild.background);
          }
          if (ruleChild.scenario) checkScenario(ruleChild.scenario, ruleBackgrounds);
        }
      }
    }
  }

  if (sequences.length > sequenceLimit) {
    const list = sequences.map((sequence) => `${sequence.uri}:${sequence.line} "${sequence.scenario}"`).join('; ');
    for (const sequence of sequences)
      findings.push({
        ...sequence,
        rule: 'too-many-sequences',
        message: `${sequences.length} scenarios keep a When after a Then, at most ${sequenceLimit} may: split the ones that are not truly sequences (${list})`,
      });
  }
  return { counts, findings };
}

export function formatFinding({ uri, line, scenario, message }: StyleFinding): string {
  return `${uri}:${line} "${scenario}" — ${message}`;
}

export function formatCounts(counts: StyleCounts): string {
  return [
    `${counts.scenarios} scenarios`,
    `${counts.whenAfterThen} with a When after a Then`,
    `${counts.lateGivens} with a late Given`,
    `${counts.clockBackgrounds} Backgrounds that move the clock`,
    `${counts.mockSteps} steps naming a mock`,
    `${counts.placeholders} whole-step placeholders`,
  ].join(', ');
}
