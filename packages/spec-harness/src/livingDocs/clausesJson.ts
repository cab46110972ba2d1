/**
 * `clauses.json`: the living documentation's model of the specification, machine-readable, for tools
 * and dashboards that want the specification's state without parsing HTML. Written beside index.html;
 * its schema is `schema/clauses.schema.json` (JSON Schema 2020-12), described in the harness's README.
 */
import type { ClauseStatus } from '../specCoverage.ts';
import type { LivingDocs } from './model.ts';
import type { Status } from './runResults.ts';

export interface ClausesJson {
  format: 'clauses/1';
  specification: string;
  runs: { id: string; label: string; hasReport: boolean; startedAt?: string }[];
  clauses: {
    id: string;
    section: number;
    title: string;
    /** Markdown. */
    text: string;
    line: number;
    /** The clause on the living documentation's page, relative to clauses.json. */
    permalink: string;
    revision: string;
    /** The revision its scenarios were last reviewed against; null when it is new since the ledger. */
    reviewedRevision: string | null;
    status: ClauseStatus;
    needsProof: boolean;
    scenarios: {
      uri: string;
      line: number;
      name: string;
      language: string;
      /** Its result in each run given, in the order of `runs`; `not-run` when a run has no result for it. */
      results: { run: string; status: Status }[];
      history: { run: string; startedAt: string; status: Status }[];
      flaky: boolean;
      /** Work in progress (`@wip`): specified, not built yet. */
      wip: boolean;
    }[];
    unitTests: string[];
    implementedBy: {
      source: 'footprints' | 'rule' | 'none';
      footprinted: number;
      suite: number;
      files: { file: string; share: number; rule: boolean }[];
    };
  }[];
}

export function clausesJson(docs: LivingDocs, specification: string): ClausesJson {
  return {
    format: 'clauses/1',
    specification,
    runs: docs.runs.map((run) => ({
      id: run.id,
      label: run.label,
      hasReport: run.hasReport,
      ...(run.startedAt && { startedAt: run.startedAt }),
    })),
    clauses: docs.sections.flatMap((section) =>
      section.clauses.map((clause) => ({
        id: clause.id,
        section: section.number,
        title: clause.title,
        text: clause.text,
        line: clause.line,
        permalink: `index.html#clause-${clause.id}`,
        revision: clause.revision,
        reviewedRevision: clause.reviewed ?? null,
        status: clause.state,
        needsProof: clause.needsProof,
        scenarios: clause.features.flatMap((group) =>
          group.scenarios.flatMap(({ rows }) =>
            rows.map((row) => ({
              uri: group.uri,
              line: row.line,
              name: row.name,
              language: group.language,
              results: docs.runs.map((run, index) => ({
                run: run.id,
                status: row.results[index]?.status ?? 'not-run',
              })),
              history: row.history,
              flaky: row.flaky,
              wip: row.wip,
            })),
          ),
        ),
        unitTests: clause.unitTests,
        implementedBy: clause.implementation,
      })),
    ),
  };
}
