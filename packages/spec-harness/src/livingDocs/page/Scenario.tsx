import type { Row, RunColumn, ScenarioDoc } from '../model.ts';
import type { ScenarioResult, Status } from '../runResults.ts';
import { Badge, STATUS_WORDS, formatDuration, when } from './Badge.tsx';
import { Gherkin } from './Gherkin.tsx';

function Result({ result, earlier }: { result: ScenarioResult | undefined; earlier: Row['earlier'][number] }) {
  if (earlier)
    return (
      <>
        <Badge status={earlier.status} /> <small>in an earlier run, {when(earlier.startedAt)}; not in this one</small>
      </>
    );
  if (!result) return <Badge status="not-run" />;
  const duration = formatDuration(result.durationMs);
  const tries = result.attempts > 1 ? `, ${result.attempts} tries` : '';
  return (
    <>
      <Badge status={result.status} />
      {(duration || tries) && (
        <>
          {' '}
          <small>{`${duration}${tries}`}</small>
        </>
      )}
    </>
  );
}

const HISTORY_SIGNS: Partial<Record<Status, string>> = { passed: '✓', failed: '✗', flaky: '↻', skipped: '⊘' };

/** A row's results in the runs the history keeps, oldest first: a sign each, in words for screen readers. */
function History({ history, runs }: { history: Row['history']; runs: readonly RunColumn[] }) {
  if (history.length === 0) return <small>none yet</small>;
  const label = (id: string) => runs.find((run) => run.id === id)?.label ?? id;
  return (
    <ol className="history">
      {history.map(({ run, startedAt, status }) => {
        const words = `${label(run)}, ${when(startedAt)}: ${STATUS_WORDS[status]}`;
        return (
          <li key={`${run} ${startedAt}`} className={`h-${status}`} title={words}>
            <span aria-hidden="true">{HISTORY_SIGNS[status] ?? '·'}</span>
            <span className="vh">{words}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Failure({
  result,
  run,
  scenario,
  rowLabel,
}: {
  result: ScenarioResult;
  run: RunColumn;
  scenario: ScenarioDoc;
  rowLabel: string;
}) {
  const { failure } = result;
  if (!failure) return null;
  const whenFailed = result.status === 'flaky' ? 'failed before passing on retry' : 'failed';
  const where = `${run.label}${rowLabel ? `, example ${rowLabel}` : ''}`;
  return (
    <div className={`failure${result.status === 'flaky' ? ' failure-flaky' : ''}`}>
      <p>
        <strong>{`${where}: ${whenFailed} at`}</strong> <code className="step">{failure.step}</code>
        {failure.line !== undefined && failure.line > 0 && (
          <>
            {' '}
            <span className="muted">(line {failure.line})</span>
          </>
        )}
      </p>
      <pre className="error" tabIndex={0}>
        {failure.message}
      </pre>
      {failure.notes.map((note, index) => (
        // Notes are shown in the order the run gave them.
        <p className="note" key={index}>
          {note}
        </p>
      ))}
      {failure.screenshots.map((path) => (
        <figure className="shot" key={path}>
          <a href={path}>
            <img src={path} loading="lazy" alt={`The page when “${scenario.name}” ${whenFailed} (${where})`} />
          </a>
          <figcaption>Screenshot at the failure ({where}); select it to open it whole.</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The Gherkin above shows each row whole: the table names it by its start and its line. */
function shortLabel(cells: readonly string[]): string {
  const label = cells.join(' | ');
  return label.length > 48 ? `${label.slice(0, 47)}…` : label;
}

/** A scenario as written, its results in each run and in the history, and its failures. */
export function Scenario({
  scenario,
  runs,
  language,
}: {
  scenario: ScenarioDoc;
  runs: readonly RunColumn[];
  language: string;
}) {
  const outline = scenario.rows.some((row) => row.cells.length > 0);
  const { rule } = scenario;
  return (
    <div className={`scenario st-box-${scenario.status}`} id={scenario.anchor}>
      <h5>
        <Badge status={scenario.status} />
        {scenario.flaky && scenario.status !== 'flaky' && (
          <>
            {' '}
            <Badge status="flaky" words="flaky: failed, then passed" />
          </>
        )}
        {scenario.wip && (
          <>
            {' '}
            <Badge status="wip" />
          </>
        )}{' '}
        <span lang={language}>{scenario.name}</span>
      </h5>
      <p className="where">
        <code>{`${scenario.uri}:${scenario.line}`}</code>
      </p>
      {rule && (
        <>
          <p className="rule">
            <span className="g-kw" lang={language}>
              {rule.keyword}:
            </span>{' '}
            <span lang={language}>{rule.name}</span>
          </p>
          {rule.background && (
            <details>
              <summary>{rule.keyword} background</summary>
              <Gherkin text={rule.background} language={language} />
            </details>
          )}
        </>
      )}
      <Gherkin text={scenario.gherkin} language={language} />
      <table className="results">
        <thead>
          <tr>
            <th scope="col">{outline ? 'Example' : 'Scenario'}</th>
            {runs.map((run) => (
              <th scope="col" key={run.id}>
                {run.hasReport ? run.label : `${run.label} (no report)`}
              </th>
            ))}
            <th scope="col">History</th>
          </tr>
        </thead>
        <tbody>
          {scenario.rows.map((row) => (
            <tr key={row.line}>
              <th scope="row">
                {outline ? (
                  <>
                    <code>{shortLabel(row.cells)}</code> <small>line {row.line}</small>
                  </>
                ) : (
                  'Last result'
                )}
              </th>
              {row.results.map((result, index) => (
                <td key={runs[index]?.id ?? index}>
                  <Result result={result} earlier={row.earlier[index]} />
                </td>
              ))}
              <td>
                <History history={row.history} runs={runs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {scenario.rows.flatMap((row) =>
        row.results.map((result, index) => {
          const run = runs[index];
          return result && run ? (
            <Failure
              key={`${row.line} ${run.id}`}
              result={result}
              run={run}
              scenario={scenario}
              rowLabel={shortLabel(row.cells)}
            />
          ) : null;
        }),
      )}
    </div>
  );
}
