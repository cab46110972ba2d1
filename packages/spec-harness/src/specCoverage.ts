/**
 * Traceability, clause by clause: which scenarios prove which clause of the specification
 * (the config's `specification`), by their `@spec-4.7` tags (on the feature, a rule, the scenario or
 * its examples), and the state of each clause's proof:
 * - **proved**: scenarios (or unit tests) prove it, reviewed against its current words;
 * - **unproved**: nothing names it;
 * - **stale**: its words changed since the ledger's revision (clauseLedger.ts), or it is new since
 *   the ledger: its scenarios prove words it no longer has until someone reads them again;
 * - **pending**: specified, not built: every scenario that names it is work in progress (`@wip`);
 * - **partly built**: some of its scenarios are `@wip`; the others (or its unit tests) prove the rest;
 * - **shallow**: only scenarios that the last run skipped or ran no Then step of;
 * - **withdrawn**: its text starts with "Withdrawn"; it needs no proof, and no scenario may name it.
 * The `coverage` command prints the table; with `--check` it fails when a scenario names no clause, one
 * that does not exist or one withdrawn, or when a clause of a section that needs proof (the config's
 * `sectionsNeedingProof`) is unproved or stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Ledger } from './clauseLedger.ts';
import { clauseRevision } from './clauseRevision.ts';
import { scenariosIn as allScenarios } from './featureFiles.ts';
import { clauseIdsOf, type Clause, type Specification } from './specification.ts';

export type ClauseStatus = 'proved' | 'partly-built' | 'pending' | 'shallow' | 'unproved' | 'stale' | 'withdrawn';

/** The states in the order they are counted, and as they are written. */
export const CLAUSE_STATES: readonly ClauseStatus[] = [
  'proved',
  'partly-built',
  'pending',
  'shallow',
  'unproved',
  'stale',
  'withdrawn',
];
export const stateWords = (status: ClauseStatus) => status.replace('-', ' ');

export interface ScenarioRef {
  uri: string;
  line: number;
  name: string;
  language: string;
  /** The clause ids its tags name, e.g. `4.7`. */
  clauses: string[];
  /** Tagged `@wip`: written, not yet meant to pass; it proves nothing. */
  wip: boolean;
}

export interface ClauseCoverage {
  clause: Clause;
  scenarios: ScenarioRef[];
  /** Unit tests named by the clause's "Proved by" line that carry `spec <id>` in a title. */
  unitTests: string[];
  status: ClauseStatus;
  /** The revision of its words now (clauseRevision.ts). */
  revision: string;
  /** The revision its scenarios were last reviewed against (the ledger's); none for a clause new since. */
  reviewed?: string;
}

/** Every scenario (one per example row) of the feature files in a folder, with the clauses it names. */
export function scenariosIn(folder: string): ScenarioRef[] {
  return allScenarios(folder).map(({ uri, line, name, tags, language }) => ({
    uri,
    line,
    name,
    language,
    clauses: clauseIdsOf(tags),
    wip: tags.includes('@wip'),
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
  /** What each clause's scenarios were last reviewed against; without it no clause is stale. */
  ledger?: Ledger;
  /** The command that records a review, given clause ids (`npm run features:coverage -- --accept`), for messages. */
  acceptCommand?: string;
  /**
   * What the last run says of a scenario: true when it ran at least one Then step, false when it was
   * skipped or ran none; undefined when no run knew it (then it counts as proof).
   */
  ranThen?: (scenario: ScenarioRef) => boolean | undefined;
}

const WITHDRAWN = /^Withdrawn\b/;

/** The state of one clause's proof (see the top of this file), with the ledger's revision if any. */
function statusOf(
  clause: Clause,
  proving: readonly ScenarioRef[],
  unitTests: readonly string[],
  { ledger, ranThen }: Pick<CoverageOptions, 'ledger' | 'ranThen'>,
): Pick<ClauseCoverage, 'status' | 'revision' | 'reviewed'> {
  const revision = clauseRevision(clause);
  const reviewed = ledger?.clauses[clause.id]?.revision;
  const state = (status: ClauseStatus) => ({ status, revision, ...(reviewed !== undefined && { reviewed }) });
  if (WITHDRAWN.test(clause.text)) return state('withdrawn');
  if (proving.length === 0 && unitTests.length === 0) return state('unproved');
  if (ledger && reviewed !== revision) return state('stale');
  const built = proving.filter((scenario) => !scenario.wip);
  if (built.length === 0 && unitTests.length === 0) return state('pending');
  const deep = built.some((scenario) => ranThen?.(scenario) !== false);
  if (!deep && unitTests.length === 0) return state('shallow');
  return state(built.length < proving.length ? 'partly-built' : 'proved');
}

export function coverageOf(
  specification: Specification,
  scenarios: readonly ScenarioRef[],
  options: CoverageOptions,
): { clauses: ClauseCoverage[]; problems: string[] } {
  const {
    sectionsNeedingProof: needing,
    specificationPath,
    read = readIfThere,
    acceptCommand = 'spec-harness coverage --accept',
  } = options;
  const clauses = specification.sections.flatMap((section) =>
    section.clauses.map((clause): ClauseCoverage => {
      const proving = scenarios.filter((scenario) => scenario.clauses.includes(clause.id));
      const unitTests = clause.provedBy.filter((file) => unitTestNames(file, clause.id, read));
      return { clause, scenarios: proving, unitTests, ...statusOf(clause, proving, unitTests, options) };
    }),
  );
  const known = new Set(clauses.map(({ clause }) => clause.id));
  // The example tag names a clause of this specification.
  const exampleTag = `@spec-${clauses[0]?.clause.id ?? '1.1'}`;
  const withdrawn = new Set(clauses.filter(({ status }) => status === 'withdrawn').map(({ clause }) => clause.id));
  const where = (scenario: ScenarioRef) => `${scenario.uri}:${scenario.line} "${scenario.name}"`;
  const problems = [
    ...scenarios
      .filter((scenario) => scenario.clauses.length === 0)
      .map(
        (scenario) =>
          `${where(scenario)} names no clause: tag it with the clause it proves, e.g. ${exampleTag} (${specificationPath})`,
      ),
    ...scenarios.flatMap((scenario) =>
      scenario.clauses
        .filter((id) => !known.has(id))
        .map(
          (id) =>
            `${where(scenario)} names @spec-${id}, which is no clause of ${specificationPath}: ${unknownClauseHint(id, known)}`,
        ),
    ),
    ...scenarios.flatMap((scenario) =>
      scenario.clauses
        .filter((id) => withdrawn.has(id))
        .map(
          (id) =>
            `${where(scenario)} names @spec-${id}, which is withdrawn (${specificationPath}): tag it with the clause it proves now, or delete it`,
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
      .filter(({ clause, status }) => needing.includes(clause.section) && status === 'unproved')
      .map(
        ({ clause }) =>
          `clause ${clause.id} "${clause.title}" has no scenario: write one and tag it @spec-${clause.id} (${specificationPath}:${clause.line})`,
      ),
    ...clauses
      .filter(({ clause, status }) => needing.includes(clause.section) && status === 'stale')
      .map(({ clause, scenarios: proving, unitTests, reviewed }) =>
        [
          `clause ${clause.id} "${clause.title}" ${
            reviewed === undefined
              ? 'is new since its scenarios were last reviewed'
              : `changed since its scenarios were last reviewed (revision ${reviewed}, now ${clauseRevision(clause)})`
          } (${specificationPath}:${clause.line}). Read what proves it again, and change what no longer proves its words:`,
          ...proving.map((scenario) => `  ${where(scenario)}`),
          ...unitTests.map((file) => `  ${file} (unit tests named "spec ${clause.id}")`),
          `then record the review: ${acceptCommand} ${clause.id}`,
        ].join('\n'),
      ),
  ];
  return { clauses, problems };
}

/**
 * What to do about a tag naming no clause: write the clause first when it is new, or name the one the
 * scenario proves, among the ids its section has (or, for a section that does not exist, those that do).
 */
function unknownClauseHint(id: string, known: ReadonlySet<string>): string {
  const section = id.split('.')[0] ?? '';
  const inSection = [...known].filter((clause) => clause.startsWith(`${section}.`));
  const sections = [...new Set([...known].map((clause) => clause.split('.')[0]))];
  const existing =
    inSection.length > 0
      ? `section ${section}'s clauses run from ${inSection[0]} to ${inSection.at(-1)}`
      : `the sections are ${sections.join(', ')}`;
  return /^\d+\.\d+$/.test(id)
    ? `if it is a new clause, write it there first (and accept it); otherwise name the clause it proves (${existing})`
    : `name a clause by its id, section and number, such as ${inSection[0] ?? '4.7'} (${existing})`;
}
