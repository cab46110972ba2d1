/**
 * `steps --check` in one call: the step catalogue as the step definitions say it should be
 * (renderCatalogue.ts), what is wrong with the steps and with the scenarios' use of them
 * (catalogueProblems.ts), and the notes. The catalogue is written from what cucumber-js registers
 * (stepDefinitions.ts), so editing a feature never makes it stale.
 */
import { catalogueProblems, unmatchedSteps, unusedSteps } from './catalogueProblems.ts';
import type { Scenario } from './featureFiles.ts';
import { renderCatalogue, type CatalogueSettings } from './renderCatalogue.ts';
import { catalogue, type Definition } from './stepDefinitions.ts';

/** Everything `--check` finds: the catalogue as it should be, the problems (failures) and the notes. */
export function checkCatalogue(input: {
  definitions: Definition[];
  scenarios: Scenario[];
  current: string | undefined;
  settings: CatalogueSettings;
  readSource?: (uri: string) => string;
}): { text: string; problems: string[]; notes: string[] } {
  const { settings } = input;
  const steps = catalogue(input.definitions, input.readSource);
  const text = renderCatalogue(steps, settings);
  const problems = [
    ...unmatchedSteps(input.definitions, input.scenarios, settings),
    ...catalogueProblems(steps, settings),
  ];
  if (input.current !== text)
    problems.push(
      `${settings.catalogue} is not what the step definitions say: run "${settings.command}" and commit it.`,
    );
  const notes = unusedSteps(steps, input.scenarios).map(
    (step) =>
      `note: no scenario uses ${step.name === '' ? `"${step.definitions[0]?.pattern}"` : step.name} (${step.uri}:${step.line}) in any of its phrasings.`,
  );
  return { text, problems, notes };
}
