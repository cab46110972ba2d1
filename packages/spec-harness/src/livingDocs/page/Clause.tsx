import { Fragment } from 'react';
import type { ClauseDoc, RunColumn } from '../model.ts';
import { Badge, STATUS_WORDS } from './Badge.tsx';
import { Feature } from './Feature.tsx';
import { Markdown } from './Markdown.tsx';
import { COUNTED } from './Summary.tsx';

export interface ClauseOptions {
  /** From the page to the specification's folder, for its relative links (`../../docs/`). */
  linkBase?: string;
  /** The command that records a clause's review, before its id (the config's `ledger.accept`). */
  acceptCommand?: string;
}

/** What proves a clause: its scenarios' results in a line, or its unit tests, or nothing (marked). */
function Proof({ clause }: { clause: ClauseDoc }) {
  if (clause.status === 'unproved')
    return (
      <p className="unproved">
        <Badge status="unproved" words="Nothing proves this clause" />{' '}
        {clause.needsProof ? (
          <>
            It needs a scenario tagged <code>@spec-{clause.id}</code>.
          </>
        ) : (
          'Its section is not one whose every clause needs proof; a scenario is welcome but not required.'
        )}
      </p>
    );
  // Counted as the runs count them, an outline once a row, as everywhere on the page.
  const all = clause.features.flatMap((group) => group.scenarios).flatMap((doc) => doc.rows);
  const rows = all.filter((row) => !row.wip);
  const wip = all.length - rows.length;
  const tally = COUNTED.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }))
    .filter(({ count }) => count > 0)
    .map(({ status, count }) => `${count} ${STATUS_WORDS[status]}`)
    .join(' · ');
  const inProgress =
    wip === 0 ? '' : ` ${wip} scenario${wip === 1 ? ' is' : 's are'} work in progress (@wip), proving nothing yet.`;
  const { unitTests } = clause;
  return (
    <p className="proof">
      {clause.status === 'unit-test' ? (
        <Badge status="unit-test" />
      ) : rows.length === 0 ? (
        <Badge status="pending" words="Not built yet" />
      ) : (
        <>
          <Badge status={clause.status} />
          {` Proved by ${rows.length} scenario${rows.length === 1 ? '' : 's'}: ${tally}.`}
        </>
      )}
      {inProgress}
      {unitTests.length > 0 && (
        <>
          {` Unit test${unitTests.length > 1 ? 's' : ''}: `}
          {unitTests.map((file, index) => (
            <Fragment key={file}>
              {index > 0 && ', '}
              <code>{file}</code>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}

const STATE_WORDS: Record<Exclude<ClauseDoc['state'], 'stale' | 'unproved'>, string> = {
  proved: 'Its scenarios were reviewed against these words.',
  'partly-built':
    'Partly built: some of its scenarios are work in progress (@wip), marked below; the others prove the rest.',
  pending:
    'Specified, not built yet: every scenario that names it is work in progress (@wip); once they pass, their tag goes.',
  shallow: 'Only scenarios that the last run skipped or passed no Then step of name it: they prove nothing yet.',
  withdrawn: 'It is no longer part of the specification; its id is kept so that old reports resolve.',
};

/** The state of the clause's proof against its words (the clause ledger), with what to do when stale. */
function State({
  clause,
  acceptCommand = 'spec-harness coverage --accept',
}: {
  clause: ClauseDoc;
  acceptCommand?: string;
}) {
  const revision = (
    <small>
      revision <code>{clause.revision}</code>
    </small>
  );
  if (clause.state === 'stale')
    return (
      <p className="state state-stale">
        <Badge status="stale" />{' '}
        {clause.reviewed === undefined ? (
          'It is new since its scenarios were last reviewed'
        ) : (
          <>
            Its words changed since its scenarios were last reviewed (revision <code>{clause.reviewed}</code>)
          </>
        )}
        : read them again, change what no longer proves it, then record the review with{' '}
        <code>{`${acceptCommand} ${clause.id}`}</code>. {revision}
      </p>
    );
  // An unproved clause is told so by its proof's line.
  if (clause.state === 'unproved') return null;
  return (
    <p className="state">
      <Badge status={clause.state} /> {STATE_WORDS[clause.state]} {revision}
    </p>
  );
}

/**
 * A file more scenarios than this run is the page shell, not the clause's own code; in a suite of at
 * least SHELL_SUITE scenarios with footprints (in a smaller one, a share tells little).
 */
const SHELL_SHARE = 0.6;
const SHELL_SUITE = 20;

/** The code that implements it: its Rule: files, then what every one of its scenarios ran, its own code first. */
function Implementation({ implementation }: { implementation: ClauseDoc['implementation'] }) {
  const { source, files, footprinted, suite } = implementation;
  if (source === 'none') return null;
  const isShell = (file: (typeof files)[number]) => !file.rule && suite >= SHELL_SUITE && file.share > SHELL_SHARE;
  const shell = files.filter(isShell);
  const own = files.filter((file) => !isShell(file));
  const from =
    source === 'rule'
      ? 'its Rule: line (its scenarios have no footprint yet)'
      : `the footprints of its ${footprinted} scenario${footprinted === 1 ? '' : 's'}: what every one of them ran`;
  return (
    <details className="code">
      <summary>
        Code that implements it: {own.length} file{own.length === 1 ? '' : 's'}
      </summary>
      <p className="muted">
        From {from}
        {shell.length > 0 &&
          `; besides these, ${shell.length} files that most scenarios run (the page's shell), listed in clauses.json`}
        .
      </p>
      <ul>
        {own.map((file) => (
          <li key={file.file}>
            <code>{file.file}</code>{' '}
            <small>
              {[
                ...(file.rule ? ['its Rule: line'] : []),
                ...(source === 'footprints' ? [`run by ${Math.round(file.share * 100)} % of all scenarios`] : []),
              ].join(' · ')}
            </small>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A clause whole: its words, its state, its proof, its code, and the scenarios that prove it. */
export function Clause({
  clause,
  runs,
  options,
}: {
  clause: ClauseDoc;
  runs: readonly RunColumn[];
  options: ClauseOptions;
}) {
  const id = `clause-${clause.id}`;
  return (
    <article className="clause" id={id} aria-labelledby={`${id}-title`}>
      <div className="clause-own">
        <div className="clause-head">
          <h3 id={`${id}-title`}>
            <span className="clause-id">{clause.id}</span> {clause.title}
          </h3>
          <a className="permalink" href={`#${id}`} aria-label={`Link to clause ${clause.id}`}>
            #
          </a>
        </div>
        <Markdown className="clause-text" text={clause.text} linkBase={options.linkBase} />
        <State clause={clause} acceptCommand={options.acceptCommand} />
        <Proof clause={clause} />
        <Implementation implementation={clause.implementation} />
      </div>
      {clause.features.map((group) => (
        <Feature key={group.uri} group={group} runs={runs} />
      ))}
    </article>
  );
}
