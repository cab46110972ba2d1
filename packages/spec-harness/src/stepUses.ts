/**
 * Which scenarios use a step: for an analyst about to specify something that changes what a step does
 * or the data it brings (a rule on the e-mail every form scenario sends), the scenarios it would meet.
 * `steps <words>` finds the steps whose phrasings or description hold every word, and lists, for
 * each, the scenarios that use it in any of its phrasings.
 */
import type { Scenario } from './featureFiles.ts';
import type { StepFunction } from './stepDefinitions.ts';
import { startsWordsOf, wordsOf } from './wordSearch.ts';

export interface StepUse {
  step: StepFunction;
  /** The scenarios (one per example row) with a step it matches, in file order. */
  scenarios: Scenario[];
}

/** The steps every word finds (each the start of a word of a phrasing or of the description), with their uses. */
export function stepsUsing(
  words: readonly string[],
  steps: readonly StepFunction[],
  scenarios: readonly Scenario[],
): StepUse[] {
  const terms = words.flatMap(wordsOf);
  return steps
    .filter((step) =>
      startsWordsOf(
        terms,
        [...step.definitions.map((definition) => definition.pattern), step.doc?.description ?? ''].join('\n'),
      ),
    )
    .map((step) => ({
      step,
      scenarios: scenarios.filter((scenario) =>
        scenario.steps.some(({ text }) => step.definitions.some((definition) => definition.match(text) !== null)),
      ),
    }));
}
