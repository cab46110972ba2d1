/**
 * The living documentation as data: the specification's sections and clauses, under each clause the
 * scenarios that prove it (by their `@spec-4.7` tags, as the `coverage` command counts them),
 * grouped by feature, in the words of their feature file, with each scenario's last result in every
 * run (the embedded run, the deployed topology). Pure: the caller reads the files.
 */
import type { Envelope } from '@cucumber/messages';
import type { Ledger } from '../clauseLedger.ts';
import { ranThenIn } from '../cucumberReports/ranThen.ts';
import { CLAUSE_STATES, coverageOf, type ClauseStatus, type ScenarioRef } from '../specCoverage.ts';
import type { Specification } from '../specification.ts';
import type { FeatureSource, ScenarioSource } from './featureSource.ts';
import { implementationOf, type Implementation } from './implementingFiles.ts';
import { emptyHistory, extendHistory, historyOf, isFlaky, type RunHistory } from './runHistory.ts';
import { runResults, type ImageFile, type RunResults, type ScenarioResult, type Status } from './runResults.ts';

export interface RunInput {
  /** Short id, used in file names: `embedded`, `deployed`. */
  id: string;
  label: string;
  /** The run's message stream (shards merged); absent when the run left no report. */
  envelopes?: readonly Envelope[];
  /**
   * When `envelopes` are a partial run's (a feature, a line), the last full run's stream before it: its
   * results join the history first, so that every scenario the part left out shows its result there.
   */
  before?: readonly Envelope[];
}

export interface ModelInput {
  specification: Specification;
  /** The specification's path, and the sections whose every clause needs proof (the config's). */
  specificationPath: string;
  sectionsNeedingProof: readonly number[];
  /** Every scenario of the features (specCoverage's `scenariosIn`): one per example row. */
  scenarios: readonly ScenarioRef[];
  features: readonly FeatureSource[];
  runs: readonly RunInput[];
  /** Reads a unit test file named by a "Proved by" line (undefined when missing); coverageOf's default reads the disk. */
  readFile?: (file: string) => string | undefined;
  /** The clause ledger: without it no clause is stale. */
  ledger?: Ledger;
  /** The earlier runs' results (runHistory.ts); the runs given are added to it. */
  history?: RunHistory;
  /** Per scenario (`uri:line`), the project files its footprint ran (implementingFiles.ts). */
  filesRun?: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface RunColumn {
  id: string;
  label: string;
  hasReport: boolean;
  startedAt?: string;
}

/** One scenario as Cucumber runs it (a plain scenario, or one row of an outline's examples). */
export interface Row {
  line: number;
  /** Its name as Cucumber runs it (an outline's placeholders filled in from the row). */
  name: string;
  /** The example row's cells (empty for a plain scenario). */
  cells: string[];
  /** By run, in the order of `LivingDocs.runs`; undefined when that run never knew the scenario. */
  results: (ScenarioResult | undefined)[];
  /**
   * By run, where this run did not run it (a run of a few scenarios, by file and line) but an earlier
   * run of the same topology did: that earlier result, from the history. The row's status counts it.
   */
  earlier: ({ startedAt: string; status: Status } | undefined)[];
  /** The worst of its runs' statuses. */
  status: Status;
  /** Its results in the runs the history keeps, oldest first (the runs given included). */
  history: { run: string; startedAt: string; status: Status }[];
  /** It failed in a run and passed in a later one, or passed only on a retry. */
  flaky: boolean;
  /** Tagged `@wip` (itself, its Examples, its rule or its feature): specified, not built yet. */
  wip: boolean;
}

export interface ScenarioDoc {
  /** Unique on the page (a scenario proving two clauses is shown under both). */
  anchor: string;
  uri: string;
  line: number;
  keyword: string;
  name: string;
  rule?: ScenarioSource['rule'];
  /** The Gherkin as written: the scenario, with the Examples blocks whose rows prove the clause. */
  gherkin: string;
  rows: Row[];
  status: Status;
  /** One of its rows is flaky. */
  flaky: boolean;
  /** Every row of it shown is work in progress (`@wip`). */
  wip: boolean;
}

export interface FeatureGroup {
  uri: string;
  keyword: string;
  name: string;
  language: string;
  /** The feature's description, as written. */
  description?: string;
  background?: string;
  scenarios: ScenarioDoc[];
}

export interface ClauseDoc {
  id: string;
  title: string;
  /** Markdown. */
  text: string;
  line: number;
  /** Its section's clauses must each be proved (`npm run features:coverage -- --check`). */
  needsProof: boolean;
  /** Unit tests that prove it (its "Proved by" line, checked). */
  unitTests: string[];
  features: FeatureGroup[];
  /** `unproved`: no scenario and no unit test proves it; `unit-test`: only a unit test does. */
  status: Status | 'unproved' | 'unit-test';
  /** The state of its proof (specCoverage.ts). */
  state: ClauseStatus;
  /** The revision of its words, and the one its scenarios were last reviewed against (the ledger's). */
  revision: string;
  reviewed?: string;
  /** The code that implements it (its scenarios' footprints, or its `Rule:` line). */
  implementation: Implementation;
}

export interface SectionDoc {
  number: number;
  title: string;
  intro: string;
  clauses: ClauseDoc[];
}

export type StatusCounts = Record<Status, number>;

export interface Summary {
  clauses: number;
  /** Clauses proved (specCoverage.ts): by scenarios that are built and checked something, or by unit tests. */
  proved: number;
  /** Clauses nothing names. */
  unproved: number;
  /** How many clauses are in each state of their proof. */
  states: Record<ClauseStatus, number>;
  /** Every scenario of the features (one per example row), by its worst status over the runs. */
  scenarios: StatusCounts;
  /** The same, run by run. */
  byRun: StatusCounts[];
  /** Scenarios that failed or needed a second try, where the page shows them first. */
  attention: { anchor: string; uri: string; line: number; name: string; status: Status }[];
}

export interface LivingDocs {
  preamble: string;
  runs: RunColumn[];
  sections: SectionDoc[];
  /** Scenarios that name no clause of the specification (or only unknown ones). */
  unlinked: FeatureGroup[];
  summary: Summary;
  /** The screenshots the page shows, to be written beside it. */
  images: ImageFile[];
  /** The history with the runs given added, to be written back. */
  history: RunHistory;
}

const ORDER: Status[] = ['failed', 'flaky', 'passed', 'skipped', 'not-run', 'outside'];

/** The status that speaks for several: any failure, else any retry, else any pass, else any skip. */
export function worstStatus(statuses: readonly Status[]): Status {
  return ORDER.find((status) => statuses.includes(status)) ?? 'not-run';
}

/**
 * A clause's result from its scenarios': a failure or a retry speaks for the clause; otherwise a
 * scenario that did not run keeps the clause from being badged by the others.
 */
export function clauseStatus(statuses: readonly Status[]): Status {
  const worst = worstStatus(statuses);
  const unrun = statuses.some((status) => status === 'not-run' || status === 'outside');
  return worst !== 'failed' && worst !== 'flaky' && unrun ? 'not-run' : worst;
}

const emptyCounts = (): StatusCounts => ({ passed: 0, failed: 0, flaky: 0, skipped: 0, 'not-run': 0, outside: 0 });

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Finds a run's result for a scenario: by file, line and name; else by file and name when that is unique. */
function resultFinder(results: readonly ScenarioResult[]) {
  const exact = new Map<string, ScenarioResult>();
  const byName = new Map<string, ScenarioResult[]>();
  for (const result of results) {
    exact.set(`${result.uri}:${result.line} ${result.name}`, result);
    const key = `${result.uri} ${result.name}`;
    byName.set(key, [...(byName.get(key) ?? []), result]);
  }
  return (ref: ScenarioRef): ScenarioResult | undefined => {
    const found = exact.get(`${ref.uri}:${ref.line} ${ref.name}`);
    if (found) return found;
    const named = byName.get(`${ref.uri} ${ref.name}`) ?? [];
    return named.length === 1 ? named[0] : undefined;
  };
}

export function buildModel({
  specification,
  specificationPath,
  sectionsNeedingProof: needing,
  scenarios,
  features,
  runs,
  readFile,
  ledger,
  history: earlier = emptyHistory(),
  filesRun = new Map(),
}: ModelInput): LivingDocs {
  const ran = runs.map((run) => (run.envelopes ? runResults(run.envelopes, run.id) : undefined));
  const history = extendHistory(earlier, [
    ...runs.map((run) => ({ id: run.id, results: run.before && runResults(run.before, run.id) })),
    ...runs.map((run, index) => ({ id: run.id, results: ran[index] })),
  ]);
  const finders = ran.map((run) => (run ? resultFinder(run.results) : () => undefined));
  const rowOf = (ref: ScenarioRef): Row => {
    const results = finders.map((find) => find(ref));
    const past = historyOf(history, ref);
    const earlier = runs.map((run, index) => {
      // Left out of this run (not reached, or not among the scenarios an analyst ran by file and line).
      const status = results[index]?.status;
      if (status !== undefined && status !== 'not-run' && status !== 'outside') return undefined;
      return past.filter((entry) => entry.run === run.id).at(-1);
    });
    return {
      line: ref.line,
      name: ref.name,
      cells: [],
      results,
      earlier: earlier.map((entry) => entry && { startedAt: entry.startedAt, status: entry.status }),
      status: worstStatus(results.map((result, index) => earlier[index]?.status ?? result?.status ?? 'not-run')),
      history: past,
      flaky: isFlaky(past) || results.some((result) => result?.status === 'flaky'),
      wip: ref.wip,
    };
  };

  // Where each scenario line (a plain scenario's, an example row's) is written.
  const featureByUri = new Map(features.map((feature) => [feature.uri, feature]));
  const sourceOf = (ref: ScenarioRef) => {
    const feature = featureByUri.get(ref.uri);
    for (const scenario of feature?.scenarios ?? []) {
      if (scenario.line === ref.line && scenario.examples.length === 0) return { feature, scenario };
      const examples = scenario.examples.find((block) => block.rows.some((row) => row.line === ref.line));
      if (examples) return { feature, scenario, examples };
    }
    return { feature };
  };

  const summary: Summary = {
    clauses: 0,
    proved: 0,
    unproved: 0,
    states: Object.fromEntries(CLAUSE_STATES.map((state) => [state, 0])) as Record<ClauseStatus, number>,
    scenarios: emptyCounts(),
    byRun: runs.map(emptyCounts),
    attention: [],
  };
  for (const ref of scenarios) {
    const row = rowOf(ref);
    summary.scenarios[row.status] += 1;
    row.results.forEach((result, index) => {
      const counts = summary.byRun[index];
      if (counts) counts[result?.status ?? 'not-run'] += 1;
    });
  }

  /** The scenarios among `refs`, grouped by feature and by scenario as written, in file order. */
  const groupsOf = (refs: readonly ScenarioRef[], prefix: string): FeatureGroup[] => {
    const groups = new Map<string, FeatureGroup>();
    const docs = new Map<string, ScenarioDoc>();
    /** The Examples blocks (by index) whose rows are among `refs`. */
    const blocksOf = new Map<ScenarioDoc, Set<number>>();
    for (const ref of refs) {
      const { feature, scenario, examples } = sourceOf(ref);
      const group = groups.get(ref.uri) ?? {
        uri: ref.uri,
        keyword: feature?.keyword ?? 'Feature',
        name: feature?.name ?? ref.uri,
        language: feature?.language ?? ref.language,
        ...(feature?.description !== undefined && { description: feature.description }),
        ...(feature?.background !== undefined && { background: feature.background }),
        scenarios: [],
      };
      groups.set(ref.uri, group);
      const line = scenario?.line ?? ref.line;
      const key = `${ref.uri}:${line}`;
      let doc = docs.get(key);
      if (!doc) {
        doc = {
          anchor: `${prefix}--${slug(ref.uri)}-${line}`,
          uri: ref.uri,
          line,
          keyword: scenario?.keyword ?? 'Scenario',
          name: scenario?.name ?? ref.name,
          ...(scenario?.rule && { rule: scenario.rule }),
          gherkin: scenario?.text ?? ref.name,
          rows: [],
          status: 'not-run',
          flaky: false,
          wip: false,
        };
        docs.set(key, doc);
        group.scenarios.push(doc);
      }
      const row = rowOf(ref);
      const cells = examples?.rows.find((candidate) => candidate.line === ref.line)?.cells ?? [];
      doc.rows.push({ ...row, cells });
      if (examples) blocksOf.set(doc, (blocksOf.get(doc) ?? new Set()).add(scenario.examples.indexOf(examples)));
    }
    for (const doc of docs.values()) {
      const scenario = featureByUri.get(doc.uri)?.scenarios.find((candidate) => candidate.line === doc.line);
      const blocks = (scenario?.examples ?? []).filter((_, index) => blocksOf.get(doc)?.has(index));
      doc.gherkin = [doc.gherkin, ...blocks.map((block) => block.text)].join('\n\n');
      doc.status = worstStatus(doc.rows.map((row) => row.status));
      doc.flaky = doc.rows.some((row) => row.flaky);
      doc.wip = doc.rows.every((row) => row.wip);
    }
    const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
    return [...groups.values()]
      .sort((a, b) => a.uri.localeCompare(b.uri, 'en'))
      .map((group) => ({
        ...group,
        scenarios: group.scenarios.sort(byLine).map((doc) => ({ ...doc, rows: doc.rows.sort(byLine) })),
      }));
  };

  const { clauses } = coverageOf(specification, scenarios, {
    sectionsNeedingProof: needing,
    specificationPath,
    ...(readFile && { read: readFile }),
    ...(ledger && { ledger }),
    ranThen: ranThenIn(ran.filter((run): run is RunResults => run !== undefined)),
  });
  const coverage = new Map(clauses.map((entry) => [entry.clause.id, entry]));
  const seen = new Set<string>();
  const sections = specification.sections.map((section): SectionDoc => ({
    number: section.number,
    title: section.title,
    intro: section.intro,
    clauses: section.clauses.map((clause): ClauseDoc => {
      const entry = coverage.get(clause.id);
      const unitTests = entry?.unitTests ?? [];
      const features = groupsOf(entry?.scenarios ?? [], `c${clause.id.replace('.', '-')}`);
      const scenarioDocs = features.flatMap((group) => group.scenarios);
      summary.clauses += 1;
      const state = entry?.status ?? 'unproved';
      summary.states[state] += 1;
      if (state === 'proved') summary.proved += 1;
      if (state === 'unproved') summary.unproved += 1;
      for (const doc of scenarioDocs) {
        const key = `${doc.uri}:${doc.line}`;
        if ((doc.status === 'failed' || doc.status === 'flaky') && !seen.has(key)) {
          seen.add(key);
          summary.attention.push({
            anchor: doc.anchor,
            uri: doc.uri,
            line: doc.line,
            name: doc.name,
            status: doc.status,
          });
        }
      }
      return {
        id: clause.id,
        title: clause.title,
        text: clause.text,
        line: clause.line,
        needsProof: needing.includes(clause.section),
        unitTests,
        features,
        status:
          scenarioDocs.length > 0
            ? clauseStatus(scenarioDocs.flatMap((doc) => doc.rows.map((row) => row.status)))
            : unitTests.length > 0
              ? 'unit-test'
              : 'unproved',
        state,
        revision: entry?.revision ?? '',
        ...(entry?.reviewed !== undefined && { reviewed: entry.reviewed }),
        implementation: implementationOf(entry?.scenarios ?? [], clause.rules, filesRun),
      };
    }),
  }));

  const known = new Set(specification.sections.flatMap((section) => section.clauses.map((clause) => clause.id)));
  const unlinked = groupsOf(
    scenarios.filter((ref) => !ref.clauses.some((id) => known.has(id))),
    'unlinked',
  );
  for (const doc of unlinked.flatMap((group) => group.scenarios))
    if ((doc.status === 'failed' || doc.status === 'flaky') && !seen.has(`${doc.uri}:${doc.line}`))
      summary.attention.push({ anchor: doc.anchor, uri: doc.uri, line: doc.line, name: doc.name, status: doc.status });

  // Only the screenshots of scenarios the page shows are written beside it.
  const shown = new Set(
    [...sections.flatMap((section) => section.clauses.flatMap((clause) => clause.features)), ...unlinked]
      .flatMap((group) => group.scenarios)
      .flatMap((doc) => doc.rows)
      .flatMap((row) => row.results)
      .flatMap((result) => result?.failure?.screenshots ?? []),
  );
  return {
    preamble: specification.preamble,
    runs: runs.map((run, index) => ({
      id: run.id,
      label: run.label,
      hasReport: run.envelopes !== undefined,
      ...(ran[index]?.startedAt && { startedAt: ran[index].startedAt }),
    })),
    sections,
    unlinked,
    summary,
    images: ran.flatMap((run) => run?.images ?? []).filter((image) => shown.has(image.path)),
    history,
  };
}
