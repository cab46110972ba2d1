import { Fragment } from 'react';
import type { LivingDocs, RunColumn, StatusCounts } from '../model.ts';
import type { Status } from '../runResults.ts';
import { Badge, STATUS_WORDS, when } from './Badge.tsx';

/** The statuses a scenario's last result can have, in the order the page counts them. */
export const COUNTED: readonly Status[] = ['passed', 'failed', 'flaky', 'skipped', 'not-run'];
/** The states of a clause the totals name besides proved and unproved, in the order they are named. */
const NOT_PROVED = ['partly-built', 'pending', 'shallow', 'stale', 'withdrawn'] as const;
/** The runs' table also counts what a run does not include at all. */
const RUN_COUNTED: readonly Status[] = [...COUNTED, 'outside'];

function Counts({ values }: { values: StatusCounts }) {
  // What no run includes is counted only when there is some: a scenario no run meant to run.
  const order = values.outside > 0 ? RUN_COUNTED : COUNTED;
  return (
    <ul className="counts">
      {order.map((status) => (
        <li key={status}>
          <Badge status={status} words={`${values[status]} ${STATUS_WORDS[status]}`} zero={values[status] === 0} />
        </li>
      ))}
    </ul>
  );
}

function RunLabel({ run }: { run: RunColumn }) {
  const note = !run.hasReport ? 'no report' : run.startedAt && when(run.startedAt);
  return (
    <>
      {run.label}
      {note && (
        <>
          <br />
          <small>{note}</small>
        </>
      )}
    </>
  );
}

/** The totals of clauses and scenarios, by run, and what needs attention. */
export function Summary({ docs, specificationPath }: { docs: LivingDocs; specificationPath: string }) {
  const { summary, runs } = docs;
  const total = Object.values(summary.scenarios).reduce((sum, value) => sum + value, 0);
  return (
    <section className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Summary</h2>
      <p className="totals">
        <strong>
          {summary.proved} of {summary.clauses} clauses proved
        </strong>{' '}
        by a scenario or a unit test
        {summary.unproved > 0 && (
          <>
            ; <Badge status="unproved" words={`${summary.unproved} with nothing proving them`} />
          </>
        )}
        {NOT_PROVED.filter((state) => summary.states[state] > 0).map((state) => (
          <Fragment key={state}>
            ; <Badge status={state} words={`${summary.states[state]} ${STATUS_WORDS[state]}`} />
          </Fragment>
        ))}
        .
      </p>
      <p className="totals">
        <strong>{total} scenarios</strong> (an outline counts once a row), by their last result:
      </p>
      <Counts values={summary.scenarios} />
      <section className="scroll" tabIndex={0} aria-label="Scenarios by run, scrolls sideways">
        <table className="by-run">
          <caption>Scenarios by run</caption>
          <thead>
            <tr>
              <th scope="col">Run</th>
              {RUN_COUNTED.map((status) => (
                <th scope="col" key={status}>
                  {STATUS_WORDS[status]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run, index) => (
              <tr key={run.id}>
                <th scope="row">
                  <RunLabel run={run} />
                </th>
                {RUN_COUNTED.map((status) => (
                  <td key={status}>{summary.byRun[index]?.[status] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {summary.attention.length > 0 && (
        <>
          <h3>Needs attention</h3>
          <ul className="attention">
            {summary.attention.map((item) => (
              <li key={item.anchor}>
                <Badge status={item.status} /> <a href={`#${item.anchor}`}>{item.name}</a>{' '}
                <code>{`${item.uri}:${item.line}`}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="source">
        From <code>{specificationPath}</code>, the feature files, and the runs' Cucumber message reports.
      </p>
    </section>
  );
}
