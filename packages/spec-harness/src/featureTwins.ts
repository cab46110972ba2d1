/**
 * Twins: a feature kept in two languages specifies one behaviour, so the two must not drift apart
 * A Russian feature names its English original in a comment under its language line:
 *
 *   # language: ru
 *   # twin of: features/cookie-notice.feature
 *
 * and the pair must have the same scenarios (pickles: one per example row), in the same order, whose
 * steps, one by one, resolve to the same step definition (one function, registered under both
 * phrasings) with the same arguments, tables and text blocks. packages/spec-harness/src/featureTwins.test.ts checks
 * every declared pair of features/; a feature in Russian that specifies something else (such as
 * features/ru/header-look.feature) simply declares no twin.
 */
import type { Scenario, ScenarioStep } from './featureFiles.ts';

const TWIN_OF = /^#\s*twin of:\s*(\S+)$/;
const HEADER_LINE = /^(?:#|@|$)/;

/** The feature a text declares itself the twin of, or `undefined`. Only the lines above `Feature:` count. */
export function twinOf(text: string): string | undefined {
  for (const line of text.split('\n').map((each) => each.trim())) {
    if (!HEADER_LINE.test(line)) return undefined;
    const twin = TWIN_OF.exec(line)?.[1];
    if (twin) return twin;
  }
  return undefined;
}

/** What twins need of a step definition: its code (shared by both phrasings) and its match. */
export interface TwinDefinition {
  code: unknown;
  pattern: string;
  /** The arguments of a text the definition matches (cucumber-expressions' Argument[]), else null. */
  match: (text: string) => unknown;
}

interface Resolved {
  code: unknown;
  description: string;
}

function resolve(step: ScenarioStep, definitions: readonly TwinDefinition[]): Resolved {
  const matches = definitions.flatMap((definition) => {
    const found = definition.match(step.text);
    return Array.isArray(found) ? [{ definition, args: found as { getValue(thisObj: unknown): unknown }[] }] : [];
  });
  if (matches.length !== 1)
    return { code: undefined, description: `${matches.length === 0 ? 'no' : 'more than one'} step definition` };
  const [{ definition, args }] = matches as [(typeof matches)[number]];
  const values = args.map((arg) => arg.getValue(null));
  return {
    code: definition.code,
    description: JSON.stringify({ values, table: step.table, docString: step.docString }),
  };
}

const where = (scenario: Scenario) => `${scenario.uri}:${scenario.line} "${scenario.name}"`;

/**
 * How a twin differs from its original: a scenario more or less, or a step that does something else
 * or with other values. Empty when they specify the same thing.
 */
export function twinDifferences(
  original: readonly Scenario[],
  twin: readonly Scenario[],
  definitions: readonly TwinDefinition[],
  /** Where a writer finds the steps, and the command that gives the snippet of a missing one. */
  steps: { catalogue: string; check: string } = { catalogue: 'docs/steps.md', check: 'npx spec-harness steps --check' },
): string[] {
  const problems: string[] = [];
  const originalUri = original[0]?.uri ?? 'the original';
  const twinUri = twin[0]?.uri ?? 'the twin';
  if (original.length !== twin.length)
    problems.push(
      `${twinUri} has ${twin.length} scenarios (one per example row), ${originalUri} has ${original.length}: write the same scenarios in both`,
    );
  for (const [index, english] of original.entries()) {
    const russian = twin[index];
    if (!russian) break;
    if (english.steps.length !== russian.steps.length) {
      problems.push(
        `${where(russian)} has ${russian.steps.length} steps, its original ${where(english)} has ${english.steps.length}`,
      );
      continue;
    }
    for (const [stepIndex, step] of english.steps.entries()) {
      const other = russian.steps[stepIndex];
      if (!other) continue;
      const left = resolve(step, definitions);
      const right = resolve(other, definitions);
      const unresolved = [
        [originalUri, step, left],
        [twinUri, other, right],
      ] as const;
      const lost = unresolved.filter(([, , resolved]) => resolved.code === undefined);
      if (lost.length > 0)
        problems.push(
          ...lost.map(
            ([uri, { line, text }, resolved]) =>
              `${uri}:${line} "${text}" matches ${resolved.description}: write a step of ${steps.catalogue} (${steps.check} prints the snippet for a missing one)`,
          ),
        );
      else if (left.code !== right.code)
        problems.push(
          `${twinUri}:${other.line} "${other.text}" does not do what ${originalUri}:${step.line} "${step.text}" does (${where(russian)}): use the same step in the other language`,
        );
      else if (left.description !== right.description)
        problems.push(
          `${twinUri}:${other.line} "${other.text}" has other values than ${originalUri}:${step.line} "${step.text}": ${right.description} against ${left.description}`,
        );
    }
  }
  return problems;
}
