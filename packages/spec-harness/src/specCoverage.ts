/**
 * Traceability, clause by clause: which scenarios prove which clause of the specification
 * (the config's `specification`), by their `@spec-4.7` tags (on the feature, a rule, the scenario or
 * its examples). The `coverage` command prints the table; with `--check` it fails when a scenario
 * names no clause or one that does not exist, or when a clause of a section that needs proof (the
 * config's `sectionsNeedingProof`) has nothing that proves it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { scenariosIn as allScenarios } from './featureFiles.ts';
import { clauseIdsOf, type Clause, type Specification } from './specification.ts';

export interface ScenarioRef {
  uri: string;
  line: number;
  name: string;
  language: string;
  /** The clause ids its tags name, e.g. `4.7`. */
  clauses: string[];
}

export interface ClauseCoverage {
  clause: Clause;
  scenarios: ScenarioRef[];
  /** Unit tests named by the clause's "Proved by" line that carry `spec <id>` in a title. */
  unitTests: string[];
}

/** Every scenario (one per example row) of the feature files in a folder, with the clauses it names. */
export function scenariosIn(folder: string): ScenarioRef[] {
  return allScenarios(folder).map(({ uri, line, name, tags, language }) => ({
    uri,
    line,
    name,
    language,
    clauses: clauseIdsOf(tags),
  }));
}

/** A unit test proves a clause when its file exists and names the clause (`spec 8.2`) in a title. */
function unitTestNames(file: string, id: string, read: (file: string) => string | undefined): boolean {
  const text = read(file);
  return text !== undefined && new RegExp(`spec ${id.replace('.', '\\.')}\\b`).test(text);
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

export interface CoverageOptions {
  /** Sections whose every clause needs a scenario or a unit test. */
  sectionsNeedingProof: readonly number[];
  /** The specification's path, for messages. */
  specificationPath: string;
  /** Reads a unit test named by a "Proved by" line; the disk by default. */
  read?: (file: string) => string | undefined;
}

export function coverageOf(
  specification: Specification,
  scenarios: readonly ScenarioRef[],
  { sectionsNeedingProof: needing, specificationPath, read = readIfThere }: CoverageOptions,
): { clauses: ClauseCoverage[]; problems: string[] } {
  const clauses = specification.sections.flatMap((section) =>
    section.clauses.map((clause) => ({
      clause,
      scenarios: scenarios.filter((scenario) => scenario.clauses.includes(clause.id)),
      unitTests: clause.provedBy.filter((file) => unitTestNames(file, clause.id, read)),
    })),
  );
  const known = new Set(clauses.map(({ clause }) => clause.id));
  const where = (scenario: ScenarioRef) => `${scenario.uri}:${scenario.line} "${scenario.name}"`;
  const problems = [
    ...scenarios
      .filter((scenario) => scenario.clauses.length === 0)
      .map(
        (scenario) =>
          `${where(scenario)} names no clause: tag it with the clause it proves, e.g. @spec-4.7 (${specificationPath})`,
      ),
    ...scenarios.flatMap((scenario) =>
      scenario.clauses
        .filter((id) => !known.has(id))
        .map(
          (id) =>
            `${where(scenario)} names @spec-${id}, which is no clause of ${specificationPath}: use a clause id such as ${
              [...known].find((clause) => clause.startsWith(`${id.split('.')[0]}.`)) ?? '4.7'
            }`,
        ),
    ),
    ...clauses.flatMap(({ clause, unitTests }) =>
      clause.provedBy
        .filter((file) => !unitTests.includes(file))
        .map(
          (file) =>
            `${specificationPath}:${clause.line} clause ${clause.id} says it is proved by ${file}, ${
              read(file) === undefined ? 'which does not exist' : `whose tests do not name "spec ${clause.id}"`
            }: fix the line or the test's title`,
        ),
    ),
    ...clauses.flatMap(({ clause }) =>
      clause.rules
        .filter((file) => read(file) === undefined)
        .map(
          (file) =>
            `${specificationPath}:${clause.line} clause ${clause.id} says its rule is in ${file}, which does not exist: fix the "Rule:" line`,
        ),
    ),
    ...clauses
      .filter(
        ({ clause, scenarios: proving, unitTests }) =>
          needing.includes(clause.section) && proving.length === 0 && unitTests.length === 0,
      )
      .map(
        ({ clause }) =>
          `clause ${clause.id} "${clause.title}" has no scenario: write one and tag it @spec-${clause.id} (${specificationPath}:${clause.line})`,
      ),
  ];
  return { clauses, problems };
}
