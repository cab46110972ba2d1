/**
 * The living documentation as one HTML page: no server, no request, no external resource. Its CSS
 * and its search script are inline, screenshots are files beside it (linked by relative paths), and
 * everything it shows from the specification, the features and the reports is escaped. Readable
 * with scripts off: the script only adds the search box.
 */
import { dialects } from '@cucumber/gherkin';
import { escapeMarkup as esc } from './escapeMarkup.ts';
import { renderMarkdown } from './markdown.ts';
import type {
  ClauseDoc,
  FeatureGroup,
  LivingDocs,
  Row,
  RunColumn,
  ScenarioDoc,
  SectionDoc,
  StatusCounts,
} from './model.ts';
import type { ScenarioResult, Status } from './runResults.ts';

export interface HtmlOptions {
  /** From the page to the specification's folder, for its relative links (`../../docs/`). */
  linkBase?: string;
  /** Where the specification is, as the page names it. */
  specificationPath?: string;
  /** The command that records a clause's review, before its id (the config's `ledger.accept`). */
  acceptCommand?: string;
}

type Badge = Status | 'unproved' | 'unit-test' | 'proved' | 'stale' | 'shallow' | 'withdrawn';

/** Each status has a sign and words, so that none is told by its colour alone. */
const BADGES: Record<Badge, [sign: string, words: string]> = {
  passed: ['✓', 'passed'],
  failed: ['✗', 'failed'],
  flaky: ['↻', 'passed on retry'],
  skipped: ['⊘', 'skipped'],
  'not-run': ['–', 'not run'],
  outside: ['·', 'not in this run'],
  unproved: ['!', 'nothing proves it'],
  'unit-test': ['✓', 'proved by a unit test'],
  proved: ['✓', 'proved'],
  stale: ['⚠', 'stale'],
  shallow: ['◌', 'shallow'],
  withdrawn: ['—', 'withdrawn'],
};

/** A status in words, its sign drawn by the style sheet (and hidden from screen readers, who have the words). */
export const badge = (status: Badge, words = BADGES[status][1]) => `<span class="st st-${status}">${esc(words)}</span>`;

/** The signs of the statuses, drawn before their words. */
const signs = () =>
  (Object.keys(BADGES) as Badge[])
    .map((status) => `.st-${status}::before{content:"${BADGES[status][0]} ";content:"${BADGES[status][0]} " / ""}`)
    .join('\n');

export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Keywords of a feature's language that start a line, for a little emphasis in the Gherkin blocks. */
function keywordsOf(language: string): string[] {
  const dialect = dialects[language] ?? dialects.en;
  if (!dialect) return [];
  const headings = [
    ...dialect.feature,
    ...dialect.rule,
    ...dialect.background,
    ...dialect.scenario,
    ...dialect.scenarioOutline,
    ...dialect.examples,
  ].map((word) => `${word}:`);
  const steps = [...dialect.given, ...dialect.when, ...dialect.then, ...dialect.and, ...dialect.but];
  return [...new Set([...headings, ...steps])].sort((a, b) => b.length - a.length);
}

/** A Gherkin excerpt, escaped, its tags, comments and keywords marked. */
export function renderGherkin(text: string, language: string): string {
  const keywords = keywordsOf(language);
  const lines = text.split('\n').map((line) => {
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    const rest = line.slice(indent.length);
    if (rest.startsWith('#')) return `${indent}<span class="g-comment">${esc(rest)}</span>`;
    if (rest.startsWith('@')) return `${indent}<span class="g-tag">${esc(rest)}</span>`;
    const keyword = keywords.find((word) => rest.startsWith(word));
    if (!keyword) return esc(line);
    return `${indent}<span class="g-kw">${esc(keyword)}</span>${esc(rest.slice(keyword.length))}`;
  });
  return `<pre class="gherkin" lang="${esc(language)}"><code>${lines.join('\n')}</code></pre>`;
}

const COUNT_ORDER: [Status, string][] = [
  ['passed', 'passed'],
  ['failed', 'failed'],
  ['flaky', 'passed on retry'],
  ['skipped', 'skipped'],
  ['not-run', 'not run'],
];
/** The runs' table also counts what a run does not include at all. */
const RUN_COUNT_ORDER: [Status, string][] = [...COUNT_ORDER, ['outside', 'not in this run']];

function counts(values: StatusCounts): string {
  // What no run includes is counted only when there is some: a scenario no run meant to run.
  const order = values.outside > 0 ? RUN_COUNT_ORDER : COUNT_ORDER;
  return order
    .map(([status, words]) => {
      const count = values[status];
      const shown = badge(status, `${count} ${words}`);
      return `<li>${count === 0 ? shown.replace('class="st ', 'class="st st-zero ') : shown}</li>`;
    })
    .join('');
}

function runLabel(run: RunColumn): string {
  if (!run.hasReport) return `${esc(run.label)}<br><small>no report</small>`;
  const when = run.startedAt
    ? `<br><small>${esc(run.startedAt.replace('T', ' ').replace(/:\d\dZ$/, ' UTC'))}</small>`
    : '';
  return `${esc(run.label)}${when}`;
}

function renderSummary(docs: LivingDocs, options: HtmlOptions): string {
  const { summary, runs } = docs;
  const total = Object.values(summary.scenarios).reduce((sum, value) => sum + value, 0);
  const byRun = runs
    .map(
      (run, index) =>
        `<tr><th scope="row">${runLabel(run)}</th>${RUN_COUNT_ORDER.map(
          ([status]) => `<td>${summary.byRun[index]?.[status] ?? 0}</td>`,
        ).join('')}</tr>`,
    )
    .join('');
  const attention =
    summary.attention.length === 0
      ? ''
      : `<h3>Needs attention</h3><ul class="attention">${summary.attention
          .map(
            (item) =>
              `<li>${badge(item.status)} <a href="#${esc(item.anchor)}">${esc(item.name)}</a> <code>${esc(
                `${item.uri}:${item.line}`,
              )}</code></li>`,
          )
          .join('')}</ul>`;
  return `<section class="summary" aria-labelledby="summary-title">
<h2 id="summary-title">Summary</h2>
<p class="totals"><strong>${summary.proved} of ${summary.clauses} clauses proved</strong> by a scenario or a unit test${
    summary.unproved > 0 ? `; ${badge('unproved', `${summary.unproved} with nothing proving them`)}` : ''
  }.</p>
<p class="totals"><strong>${total} scenarios</strong> (an outline counts once a row), by their last result:</p>
<ul class="counts">${counts(summary.scenarios)}</ul>
<section class="scroll" tabindex="0" aria-label="Scenarios by run, scrolls sideways"><table class="by-run"><caption>Scenarios by run</caption><thead><tr><th scope="col">Run</th>${RUN_COUNT_ORDER.map(
    ([, words]) => `<th scope="col">${esc(words)}</th>`,
  ).join('')}</tr></thead><tbody>${byRun}</tbody></table></section>
${attention}
<p class="source">From <code>${esc(options.specificationPath ?? 'docs/specification.md')}</code>, the feature files, and the runs' Cucumber message reports.</p>
</section>`;
}

function renderResult(result: ScenarioResult | undefined, earlier?: Row['earlier'][number]): string {
  if (earlier)
    return `${badge(earlier.status)} <small>in an earlier run, ${esc(
      earlier.startedAt.replace('T', ' ').replace(/:\d\dZ$/, ' UTC'),
    )}; not in this one</small>`;
  if (!result) return badge('not-run');
  const duration = formatDuration(result.durationMs);
  const tries = result.attempts > 1 ? `, ${result.attempts} tries` : '';
  return `${badge(result.status)}${duration || tries ? ` <small>${duration}${tries}</small>` : ''}`;
}

const HISTORY_SIGNS: Partial<Record<Status, string>> = { passed: '✓', failed: '✗', flaky: '↻', skipped: '⊘' };

/** A row's results in the runs the history keeps, oldest first: a sign each, in words for screen readers. */
function renderHistory(history: Row['history'], runs: readonly RunColumn[]): string {
  if (history.length === 0) return '<small>none yet</small>';
  const label = (id: string) => runs.find((run) => run.id === id)?.label ?? id;
  return `<ol class="history">${history
    .map(({ run, startedAt, status }) => {
      const words = `${label(run)}, ${startedAt.replace('T', ' ').replace(/:\d\dZ$/, ' UTC')}: ${BADGES[status][1]}`;
      return `<li class="h-${status}" title="${esc(words)}"><span aria-hidden="true">${HISTORY_SIGNS[status] ?? '·'}</span><span class="vh">${esc(words)}</span></li>`;
    })
    .join('')}</ol>`;
}

function renderFailure(result: ScenarioResult, run: RunColumn, scenario: ScenarioDoc, rowLabel: string): string {
  const failure = result.failure;
  if (!failure) return '';
  const when = result.status === 'flaky' ? 'failed before passing on retry' : 'failed';
  const where = `${run.label}${rowLabel ? `, example ${rowLabel}` : ''}`;
  const images = failure.screenshots
    .map(
      (path) =>
        `<figure class="shot"><a href="${esc(path)}"><img src="${esc(path)}" loading="lazy" alt="${esc(
          `The page when “${scenario.name}” ${when} (${where})`,
        )}"></a><figcaption>Screenshot at the failure (${esc(where)}); select it to open it whole.</figcaption></figure>`,
    )
    .join('');
  const notes = failure.notes.map((note) => `<p class="note">${esc(note)}</p>`).join('');
  return `<div class="failure${result.status === 'flaky' ? ' failure-flaky' : ''}">
<p><strong>${esc(where)}: ${esc(when)} at</strong> <code class="step">${esc(failure.step)}</code>${
    failure.line ? ` <span class="muted">(line ${failure.line})</span>` : ''
  }</p>
<pre class="error" tabindex="0">${esc(failure.message)}</pre>${notes}${images}
</div>`;
}

function renderScenario(scenario: ScenarioDoc, runs: readonly RunColumn[], language: string): string {
  const outline = scenario.rows.some((row) => row.cells.length > 0);
  const rowLabel = (cells: string[]) => cells.join(' | ');
  /** The Gherkin above shows each row whole: the table names it by its start and its line. */
  const shortLabel = (cells: string[]) => {
    const label = rowLabel(cells);
    return label.length > 48 ? `${label.slice(0, 47)}…` : label;
  };
  const rows = scenario.rows
    .map(
      (row) =>
        `<tr><th scope="row">${
          outline ? `<code>${esc(shortLabel(row.cells))}</code> <small>line ${row.line}</small>` : 'Last result'
        }</th>${row.results.map((result, index) => `<td>${renderResult(result, row.earlier[index])}</td>`).join('')}<td>${renderHistory(
          row.history,
          runs,
        )}</td></tr>`,
    )
    .join('');
  const failures = scenario.rows
    .flatMap((row) =>
      row.results.map((result, index) => {
        const run = runs[index];
        return result && run ? renderFailure(result, run, scenario, shortLabel(row.cells)) : '';
      }),
    )
    .join('');
  const rule = scenario.rule
    ? `<p class="rule"><span class="g-kw" lang="${esc(language)}">${esc(scenario.rule.keyword)}:</span> <span lang="${esc(
        language,
      )}">${esc(scenario.rule.name)}</span></p>${
        scenario.rule.background
          ? `<details><summary>${esc(scenario.rule.keyword)} background</summary>${renderGherkin(scenario.rule.background, language)}</details>`
          : ''
      }`
    : '';
  return `<div class="scenario st-box-${scenario.status}" id="${esc(scenario.anchor)}">
<h5>${badge(scenario.status)}${
    scenario.flaky && scenario.status !== 'flaky' ? ` ${badge('flaky', 'flaky: failed, then passed')}` : ''
  } <span lang="${esc(language)}">${esc(scenario.name)}</span></h5>
<p class="where"><code>${esc(`${scenario.uri}:${scenario.line}`)}</code></p>
${rule}${renderGherkin(scenario.gherkin, language)}
<table class="results"><thead><tr><th scope="col">${outline ? 'Example' : 'Scenario'}</th>${runs
    .map((run) => `<th scope="col">${esc(run.hasReport ? run.label : `${run.label} (no report)`)}</th>`)
    .join('')}<th scope="col">History</th></tr></thead><tbody>${rows}</tbody></table>
${failures}
</div>`;
}

const LANGUAGE_NAMES: Partial<Record<string, string>> = { en: 'English', ru: 'Russian' };

function renderFeature(group: FeatureGroup, runs: readonly RunColumn[]): string {
  const language = LANGUAGE_NAMES[group.language] ?? group.language;
  return `<div class="feature">
<h4><span lang="${esc(group.language)}">${esc(group.keyword)}: ${esc(group.name)}</span> <span class="lang">${esc(language)}</span></h4>
<p class="where"><code>${esc(group.uri)}</code></p>
${group.description ? `<div class="description" lang="${esc(group.language)}">${renderMarkdown(group.description)}</div>` : ''}
${
  group.background
    ? `<details><summary>Background of the feature</summary>${renderGherkin(group.background, group.language)}</details>`
    : ''
}
${group.scenarios.map((scenario) => renderScenario(scenario, runs, group.language)).join('\n')}
</div>`;
}

/** What proves a clause: its scenarios' results in a line, or its unit tests, or nothing (marked). */
function renderProof(clause: ClauseDoc): string {
  if (clause.status === 'unproved')
    return `<p class="unproved">${badge('unproved', 'Nothing proves this clause')} ${
      clause.needsProof
        ? `It needs a scenario tagged <code>@spec-${esc(clause.id)}</code>.`
        : 'Its section is not one whose every clause needs proof; a scenario is welcome but not required.'
    }</p>`;
  const scenarios = clause.features.flatMap((group) => group.scenarios);
  const parts: string[] = [];
  if (clause.status !== 'unit-test') {
    // Counted as the runs count them, an outline once a row, as everywhere on the page.
    const rows = scenarios.flatMap((doc) => doc.rows);
    const tally = COUNT_ORDER.map(([status, words]) => ({
      count: rows.filter((row) => row.status === status).length,
      words,
    }))
      .filter(({ count }) => count > 0)
      .map(({ count, words }) => `${count} ${words}`)
      .join(' · ');
    parts.push(`${badge(clause.status)} Proved by ${rows.length} scenario${rows.length === 1 ? '' : 's'}: ${tally}.`);
  } else parts.push(badge('unit-test'));
  if (clause.unitTests.length > 0)
    parts.push(
      `Unit test${clause.unitTests.length > 1 ? 's' : ''}: ${clause.unitTests
        .map((file) => `<code>${esc(file)}</code>`)
        .join(', ')}`,
    );
  return `<p class="proof">${parts.join(' ')}</p>`;
}

/** The state of the clause's proof against its words (the clause ledger), with what to do when stale. */
function renderState(clause: ClauseDoc, options: HtmlOptions): string {
  const revision = `<small>revision <code>${esc(clause.revision)}</code></small>`;
  if (clause.state === 'stale') {
    const since =
      clause.reviewed === undefined
        ? 'It is new since its scenarios were last reviewed'
        : `Its words changed since its scenarios were last reviewed (revision <code>${esc(clause.reviewed)}</code>)`;
    return `<p class="state state-stale">${badge('stale')} ${since}: read them again, change what no longer proves it, then record the review with <code>${esc(
      `${options.acceptCommand ?? 'spec-harness coverage --accept'} ${clause.id}`,
    )}</code>. ${revision}</p>`;
  }
  // An unproved clause is told so by its proof's line.
  if (clause.state === 'unproved') return '';
  const words: Record<Exclude<ClauseDoc['state'], 'stale' | 'unproved'>, string> = {
    proved: 'Its scenarios were reviewed against these words.',
    shallow:
      'Only scenarios that are @wip, or that the last run skipped or passed no Then step of, name it: they prove nothing yet.',
    withdrawn: 'It is no longer part of the specification; its id is kept so that old reports resolve.',
  };
  return `<p class="state">${badge(clause.state)} ${esc(words[clause.state])} ${revision}</p>`;
}

/** The code that implements it: its Rule: files, then what every one of its scenarios ran, its own code first. */
function renderImplementation(clause: ClauseDoc): string {
  const { source, files, footprinted, suite } = clause.implementation;
  if (source === 'none') return '';
  const isShell = (file: (typeof files)[number]) => !file.rule && suite >= SHELL_SUITE && file.share > SHELL_SHARE;
  const shell = files.filter(isShell);
  const own = files.filter((file) => !isShell(file));
  const item = (file: ClauseDoc['implementation']['files'][number]) =>
    `<li><code>${esc(file.file)}</code> <small>${[
      ...(file.rule ? ['its Rule: line'] : []),
      ...(source === 'footprints' ? [`run by ${Math.round(file.share * 100)} % of all scenarios`] : []),
    ].join(' · ')}</small></li>`;
  const from =
    source === 'rule'
      ? 'its Rule: line (its scenarios have no footprint yet)'
      : `the footprints of its ${footprinted} scenario${footprinted === 1 ? '' : 's'}: what every one of them ran`;
  return `<details class="code"><summary>Code that implements it: ${own.length} file${own.length === 1 ? '' : 's'}</summary><p class="muted">From ${esc(
    from,
  )}${
    shell.length > 0
      ? `; besides these, ${shell.length} files that most scenarios run (the page's shell), listed in clauses.json`
      : ''
  }.</p><ul>${own.map(item).join('')}</ul></details>`;
}

/**
 * A file more scenarios than this run is the page shell, not the clause's own code; in a suite of at
 * least SHELL_SUITE scenarios with footprints (in a smaller one, a share tells little).
 */
const SHELL_SHARE = 0.6;
const SHELL_SUITE = 20;

function renderClause(clause: ClauseDoc, runs: readonly RunColumn[], options: HtmlOptions): string {
  const proof = renderProof(clause);
  return `<article class="clause" id="clause-${esc(clause.id)}" aria-labelledby="clause-${esc(clause.id)}-title">
<div class="clause-own">
<div class="clause-head"><h3 id="clause-${esc(clause.id)}-title"><span class="clause-id">${esc(clause.id)}</span> ${esc(clause.title)}</h3><a class="permalink" href="#clause-${esc(
    clause.id,
  )}" aria-label="${esc(`Link to clause ${clause.id}`)}">#</a></div>
<div class="clause-text">${renderMarkdown(clause.text, options)}</div>
${renderState(clause, options)}
${proof}
${renderImplementation(clause)}
</div>
${clause.features.map((group) => renderFeature(group, runs)).join('\n')}
</article>`;
}

function renderSection(section: SectionDoc, runs: readonly RunColumn[], options: HtmlOptions): string {
  return `<section class="spec-section" id="section-${section.number}" aria-labelledby="section-${section.number}-title">
<h2 id="section-${section.number}-title">${section.number}. ${esc(section.title)}</h2>
${section.intro ? `<div class="intro">${renderMarkdown(section.intro, options)}</div>` : ''}
${section.clauses.map((clause) => renderClause(clause, runs, options)).join('\n')}
</section>`;
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#1f2328;background:#fff}
a{color:#0b57d0}
a:focus-visible,summary:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
code,pre{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,"Liberation Mono",monospace;font-size:.875em}
code{overflow-wrap:anywhere}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:2}
.top{background:#f6f8fa;padding:1.5rem 0 .5rem}
.wrap,.layout{max-width:76rem;margin-left:auto;margin-right:auto;padding:0 1rem}
h1{font-size:clamp(1.6rem,4vw,2.2rem);line-height:1.2;margin:0 0 .5rem}
.lede{margin:0 0 1rem;color:#3d444d;max-width:48rem}
h2{font-size:1.5rem;line-height:1.25;margin:2.5rem 0 .75rem;padding-bottom:.3rem;border-bottom:2px solid #d0d7de}
.summary h2{margin-top:0;border:0;font-size:1.25rem}
h3{font-size:1.2rem;line-height:1.3;margin:0 0 .5rem}
h4{font-size:1.05rem;margin:1.25rem 0 .1rem}
h5{font-size:1rem;margin:0 0 .25rem;line-height:1.4}
.summary{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem clamp(.75rem,3vw,1.25rem);margin-bottom:1rem}
.summary h3{font-size:1rem;margin:1rem 0 .25rem}
.totals{margin:.25rem 0}
.counts,.attention{list-style:none;padding:0;margin:.5rem 0}
.counts{display:flex;flex-wrap:wrap;gap:.4rem}
.attention li{margin:.3rem 0}
.source{color:#59636e;font-size:.875rem;margin:.75rem 0 0}
table{border-collapse:collapse;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #d0d7de;padding:.35rem .6rem;text-align:left;vertical-align:top}
thead th{background:#f6f8fa}
.by-run td{text-align:right;font-variant-numeric:tabular-nums}
.scroll{overflow-x:auto;max-width:100%}
.st{display:inline-block;border-radius:999px;padding:.05rem .55rem;font-size:.8rem;font-weight:600;line-height:1.5;white-space:nowrap;border:1px solid}
.st-passed,.st-unit-test{color:#0f5323;background:#dafbe1;border-color:#4ac26b}
.st-failed{color:#82071e;background:#ffebe9;border-color:#ff8182}
.st-flaky{color:#6a4200;background:#fff8c5;border-color:#d4a72c}
.st-skipped,.st-not-run,.st-outside{color:#3d444d;background:#eff2f5;border-color:#afb8c1}
.st-unproved{color:#fff;background:#bc4c00;border-color:#bc4c00}
.st-proved{color:#0f5323;background:#dafbe1;border-color:#4ac26b}
.st-stale{color:#fff;background:#a40e26;border-color:#a40e26}
.st-shallow{color:#6a4200;background:#fff8c5;border-color:#d4a72c}
.st-withdrawn{color:#3d444d;background:#eff2f5;border-color:#afb8c1}
.state{margin:.5rem 0}
.state-stale{border-left:4px solid #a40e26;background:#ffebe9;padding:.5rem .75rem}
.clause-head{display:flex;align-items:baseline;gap:.5rem}
.clause-head h3{margin-bottom:.5rem}
.permalink{font-size:.95rem;text-decoration:none;color:#59636e;padding:0 .25rem}
.permalink:hover,.permalink:focus-visible{text-decoration:underline;color:#0b57d0}
.code ul{margin:.25rem 0;padding-left:1.25rem;font-size:.9rem}
.history{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.15rem}
.history li{display:inline-block;min-width:1.3em;text-align:center;border-radius:4px;font-size:.8rem;border:1px solid #afb8c1}
.h-passed{color:#0f5323;background:#dafbe1}.h-failed{color:#82071e;background:#ffebe9}
.h-flaky{color:#6a4200;background:#fff8c5}.h-skipped{color:#3d444d;background:#eff2f5}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.st.st-zero{color:#59636e;background:#fff;border-color:#d0d7de;font-weight:400}
th small,td small{white-space:nowrap}
.search{position:sticky;top:0;z-index:1;background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:.6rem 0 .4rem}
.search label{display:block;font-weight:600;margin-bottom:.25rem}
.search input{width:100%;max-width:36rem;font:inherit;padding:.4rem .75rem;border:1px solid #8c959f;border-radius:6px}
.search p{margin:.2rem 0 0;color:#3d444d;font-size:.9rem;min-height:1.4em}
.layout{display:block;padding-bottom:4rem}
nav{font-size:.95rem}
nav h2{font-size:1rem;border:0;margin:1.5rem 0 .25rem}
nav ul{list-style:none;padding:0;margin:0}
nav li{margin:.15rem 0}
main{min-width:0}
.intro,.preamble{color:#3d444d}
.spec-section,.clause,.scenario{scroll-margin-top:6.5rem}
.clause{border-top:1px solid #d0d7de;padding:1.25rem 0 .5rem;margin-top:1rem}
.clause-id{display:inline-block;min-width:2.6em;color:#59636e;font-variant-numeric:tabular-nums}
.clause-text{max-width:48rem}
.clause-text p{margin:.4rem 0}
.proof,.unproved{margin:.5rem 0}
.unproved{border-left:4px solid #bc4c00;background:#fff1e5;padding:.5rem .75rem}
.feature{margin:1rem 0 0 0;padding-left:.9rem;border-left:3px solid #d0d7de}
.lang{font-size:.75rem;font-weight:600;border:1px solid #8c959f;border-radius:4px;padding:0 .35rem;margin-left:.35rem;color:#3d444d;vertical-align:middle}
.where{margin:0 0 .5rem;color:#59636e;font-size:.85rem}
.description{margin:0 0 .5rem;max-width:48rem;color:#3d444d}.description p,.description ul,.description ol{margin:0 0 .4rem}
.scenario{margin:.9rem 0 1.25rem;padding:.75rem;border:1px solid #d0d7de;border-radius:8px;background:#fff}
.st-box-failed{border-color:#ff8182;border-left-width:6px}
.st-box-flaky{border-color:#d4a72c;border-left-width:6px}
.rule{margin:0 0 .35rem;font-size:.9rem}
details{margin:.25rem 0 .5rem}
summary{cursor:pointer;color:#3d444d;font-size:.9rem}
pre{margin:.5rem 0;padding:.75rem;border-radius:6px;max-width:100%;overflow-x:auto;line-height:1.45;tab-size:2}
/* Long lines wrap rather than scroll: no region of the page needs a sideways scroll (nor a keyboard focus for it). */
.gherkin{background:#f6f8fa;border:1px solid #e1e4e8;white-space:pre-wrap;overflow-wrap:anywhere}
.g-kw{font-weight:700;color:#8250df}
.g-tag{color:#0a6b74}
.g-comment{color:#59636e;font-style:italic}
.results{margin:.5rem 0;max-width:100%}
.results th:first-child{overflow-wrap:anywhere}
small,.muted{color:#59636e;font-size:.85rem;font-variant-numeric:tabular-nums}
.failure{margin:.75rem 0 0;padding:.75rem;border-left:4px solid #cf222e;background:#fff8f7;border-radius:0 6px 6px 0}
.failure-flaky{border-left-color:#bf8700;background:#fffbea}
.failure p{margin:0 0 .35rem;font-size:.95rem}
tbody th{font-weight:400}
.step{background:#fff;padding:.05rem .3rem;border-radius:4px}
.error{background:#fff;border:1px solid #ffcecb;white-space:pre-wrap;overflow-wrap:anywhere;max-height:18rem;overflow:auto;font-size:.8rem}
.note{font-size:.85rem;color:#3d444d;overflow-wrap:anywhere}
.shot{margin:.5rem 0 0}
.shot a{display:block;max-width:32rem;max-height:22rem;overflow:hidden;border:1px solid #d0d7de;border-radius:6px}
.shot img{display:block;width:100%;height:auto}
.shot figcaption{font-size:.8rem;color:#59636e;margin-top:.25rem}
@media (max-width:40rem){
.top{padding-top:1rem}.wrap,.layout{padding-left:.75rem;padding-right:.75rem}
.feature{padding-left:.5rem}.scenario,.failure{padding:.5rem}
th,td{padding:.3rem .4rem}td .st{white-space:normal}
}
@media (min-width:64rem){
.layout{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:2.5rem}
nav{position:sticky;top:6.5rem;align-self:start;max-height:calc(100vh - 7rem);overflow:auto}
}
@media print{.search,nav{display:none}.scenario{break-inside:avoid}}
`;

/** Shows the search box, and filters clauses and scenarios by every word typed, as they are typed. */
const SCRIPT = `
(function () {
  var form = document.getElementById('search');
  var input = document.getElementById('search-text');
  var status = document.getElementById('search-status');
  if (!form || !input || !status) return;
  form.hidden = false;
  var norm = function (text) { return text.toLowerCase().replace(/ё/g, 'е').replace(/\\s+/g, ' '); };
  var text = function (element) { return element ? norm(element.textContent || '') : ''; };
  var each = function (root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); };
  var sections = each(document, '.spec-section').map(function (section) {
    return {
      element: section,
      own: text(section.querySelector('h2')),
      clauses: each(section, '.clause').map(function (clause) {
        return {
          element: clause,
          own: text(clause.querySelector('.clause-own')),
          features: each(clause, '.feature').map(function (feature) {
            return {
              element: feature,
              own: text(feature.querySelector('h4')),
              scenarios: each(feature, '.scenario').map(function (scenario) { return { element: scenario, own: text(scenario) }; })
            };
          })
        };
      })
    };
  });
  var filter = function () {
    var words = norm(input.value).trim().split(' ').filter(Boolean);
    var matches = function (own) { return words.every(function (word) { return own.indexOf(word) !== -1; }); };
    var clauseCount = 0, scenarioCount = 0;
    sections.forEach(function (section) {
      var sectionHit = words.length === 0 || matches(section.own);
      var shownClauses = 0;
      section.clauses.forEach(function (clause) {
        var clauseHit = sectionHit || matches(clause.own);
        var shownScenarios = 0;
        clause.features.forEach(function (feature) {
          var featureHit = clauseHit || matches(feature.own);
          var shown = 0;
          feature.scenarios.forEach(function (scenario) {
            var hit = featureHit || matches(scenario.own);
            scenario.element.hidden = !hit;
            if (hit) shown += 1;
          });
          feature.element.hidden = shown === 0;
          shownScenarios += shown;
        });
        var visible = clauseHit || shownScenarios > 0;
        clause.element.hidden = !visible;
        if (visible) { shownClauses += 1; clauseCount += 1; scenarioCount += shownScenarios; }
      });
      section.element.hidden = shownClauses === 0 && !sectionHit;
    });
    status.textContent = words.length === 0 ? '' : clauseCount === 0 ? 'Nothing matches.' :
      clauseCount + (clauseCount === 1 ? ' clause' : ' clauses') + ' and ' + scenarioCount + (scenarioCount === 1 ? ' scenario' : ' scenarios') + ' match.';
  };
  input.addEventListener('input', filter);
  if (input.value) filter();
})();
`;

/** The page. */
export function renderHtml(docs: LivingDocs, options: HtmlOptions = {}): string {
  // The specification's own title is the page's heading.
  const preamble = docs.preamble.replace(/^# .*\n?/, '').trim();
  const unlinked =
    docs.unlinked.length === 0
      ? ''
      : `<section class="spec-section" id="unlinked" aria-labelledby="unlinked-title">
<h2 id="unlinked-title">Scenarios that name no clause</h2>
<article class="clause"><div class="clause-own"><h3>Untraced scenarios</h3><p>Each scenario should name the clauses it proves with a tag such as <code>@spec-${esc(docs.sections.flatMap((section) => section.clauses)[0]?.id ?? '1.1')}</code>; these name none, or only clauses the specification does not have.</p></div>
${docs.unlinked.map((group) => renderFeature(group, docs.runs)).join('\n')}</article>
</section>`;
  const nav = docs.sections
    .map((section) => `<li><a href="#section-${section.number}">${section.number}. ${esc(section.title)}</a></li>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Living documentation: the specification and the scenarios that prove it</title>
<style>${CSS}${signs()}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the specification</a>
<header class="top"><div class="wrap">
<h1>The specification, clause by clause</h1>
<p class="lede">Every clause of the specification with the scenarios that prove it, as the analysts wrote them, and how each fared in the last run of the features.</p>
${renderSummary(docs, options)}
</div></header>
<div class="search" id="search" role="search" hidden=""><div class="wrap">
<label for="search-text">Search clauses and scenarios</label>
<input type="search" id="search-text" autocomplete="off" spellcheck="false" aria-describedby="search-status">
<p id="search-status" role="status" aria-live="polite"></p>
</div></div>
<div class="layout">
<nav aria-labelledby="nav-title"><h2 id="nav-title">Sections</h2><ul>${nav}${
    docs.unlinked.length > 0 ? '<li><a href="#unlinked">Scenarios that name no clause</a></li>' : ''
  }</ul></nav>
<main id="main">
${preamble ? `<div class="preamble">${renderMarkdown(preamble, options)}</div>` : ''}
${docs.sections.map((section) => renderSection(section, docs.runs, options)).join('\n')}
${unlinked}
</main>
</div>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
