/**
 * Which scenarios use a step: for an analyst about to specify something that changes what a step does
 * or the data it brings (a rule on the e-mail every form scenario sends), the scenarios it would meet.
 * `steps <words>` finds the steps whose phrasings or description hold every word, and lists, for
 * each, the scenarios that use it in any of its phrasings.
 */
import type { Scenario } from './featureFiles.ts';
import type { StepFunction } from './stepDefinitions.ts';

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

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
    .filter((step) => {
      const haystack = wordsOf(
        [...step.definitions.map((definition) => definition.pattern), step.doc?.description ?? ''].join('\n'),
      );
      return terms.length > 0 && terms.every((term) => haystack.some((word) => word.startsWith(term)));
    })
    .map((step) => ({
      step,
      scenarios: scenarios.filter((scenario) =>
        scenario.steps.some(({ text }) => step.definitions.some((definition) => definition.match(text) !== null)),
      ),
    }));
}
