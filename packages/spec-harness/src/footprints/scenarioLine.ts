import type { GherkinDocument, Pickle } from '@cucumber/messages';

/**
 * The line cucumber-js runs a pickle by (`uri:line`): its Examples row for an outline, else its Scenario.
 * Footprints are keyed by it, and the footprints plugin filters by it.
 */
export function scenarioLine(document: GherkinDocument, pickle: Pickle): number {
  const lines = new Map<string, number>();
  const visit = (children: ReadonlyArray<{ scenario?: unknown; rule?: unknown }> = []) => {
    for (const child of children) {
      const scenario = child.scenario as
        | {
            id: string;
            location: { line: number };
            examples: Array<{ tableBody: Array<{ id: string; location: { line: number } }> }>;
          }
        | undefined;
      if (scenario) {
        lines.set(scenario.id, scenario.location.line);
        for (const examples of scenario.examples)
          for (const row of examples.tableBody) lines.set(row.id, row.location.line);
      }
      const rule = child.rule as { children: ReadonlyArray<{ scenario?: unknown }> } | undefined;
      if (rule) visit(rule.children);
    }
  };
  visit(document.feature?.children);
  const ids = pickle.astNodeIds;
  const line = lines.get(ids[ids.length - 1] ?? '') ?? lines.get(ids[0] ?? '');
  if (line === undefined) throw new Error(`No line for the scenario "${pickle.name}" in ${pickle.uri}.`);
  return line;
}
