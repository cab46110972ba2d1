import type { GherkinDocument, Pickle } from '@cucumber/messages';
import { lineOfNodes } from '../featureFiles.ts';

/**
 * The line cucumber-js runs a pickle by (`uri:line`): its Examples row for an outline, else its Scenario.
 * Footprints are keyed by it, and the footprints plugin filters by it.
 */
export function scenarioLine(document: GherkinDocument, pickle: Pickle): number {
  const line = lineOfNodes(document).get(pickle.astNodeIds.at(-1) ?? '');
  if (line === undefined) throw new Error(`No line for the scenario "${pickle.name}" in ${pickle.uri}.`);
  return line;
}
