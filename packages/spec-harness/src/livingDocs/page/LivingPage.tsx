import type { FeatureGroup, LivingDocs, RunColumn, SectionDoc } from '../model.ts';
import { Clause, type ClauseOptions } from './Clause.tsx';
import { Feature } from './Feature.tsx';
import { Markdown } from './Markdown.tsx';
import { Summary } from './Summary.tsx';

export interface PageOptions extends ClauseOptions {
  /** Where the specification is, as the page names it. */
  specificationPath?: string;
}

function Section({
  section,
  runs,
  options,
}: {
  section: SectionDoc;
  runs: readonly RunColumn[];
  options: ClauseOptions;
}) {
  const id = `section-${section.number}`;
  return (
    <section className="spec-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {section.number}. {section.title}
      </h2>
      {section.intro && <Markdown className="intro" text={section.intro} linkBase={options.linkBase} />}
      {section.clauses.map((clause) => (
        <Clause key={clause.id} clause={clause} runs={runs} options={options} />
      ))}
    </section>
  );
}

/** Scenarios whose tags name no clause of the specification, with the tag they could carry. */
function Unlinked({
  groups,
  runs,
  example,
}: {
  groups: readonly FeatureGroup[];
  runs: readonly RunColumn[];
  example: string;
}) {
  return (
    <section className="spec-section" id="unlinked" aria-labelledby="unlinked-title">
      <h2 id="unlinked-title">Scenarios that name no clause</h2>
      <article className="clause">
        <div className="clause-own">
          <h3>Untraced scenarios</h3>
          <p>
            Each scenario should name the clauses it proves with a tag such as <code>@spec-{example}</code>; these name
            none, or only clauses the specification does not have.
          </p>
        </div>
        {groups.map((group) => (
          <Feature key={group.uri} group={group} runs={runs} />
        ))}
      </article>
    </section>
  );
}

/**
 * The living documentation as one page: no server, no request, no external resource (the style sheet
 * and the script are inline, screenshots are files beside it). Readable with scripts off: the script
 * only adds the search box.
 */
export function LivingPage({
  docs,
  options,
  css,
  script,
}: {
  docs: LivingDocs;
  options: PageOptions;
  css: string;
  script: string;
}) {
  // The specification's own title is the page's heading.
  const preamble = docs.preamble.replace(/^# .*\n?/, '').trim();
  const firstClause = docs.sections.flatMap((section) => section.clauses)[0]?.id ?? '1.1';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Living documentation: the specification and the scenarios that prove it</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to the specification
        </a>
        <header className="top">
          <div className="wrap">
            <h1>The specification, clause by clause</h1>
            <p className="lede">
              Every clause of the specification with the scenarios that prove it, as the analysts wrote them, and how
              each fared in the last run of the features.
            </p>
            <Summary docs={docs} specificationPath={options.specificationPath ?? 'docs/specification.md'} />
          </div>
        </header>
        <div className="search" id="search" role="search" hidden>
          <div className="wrap">
            <label htmlFor="search-text">Search clauses and scenarios</label>
            <input
              type="search"
              id="search-text"
              autoComplete="off"
              spellCheck="false"
              aria-describedby="search-status"
            />
            <p id="search-status" role="status" aria-live="polite" />
          </div>
        </div>
        <div className="layout">
          <nav aria-labelledby="nav-title">
            <h2 id="nav-title">Sections</h2>
            <ul>
              {docs.sections.map((section) => (
                <li key={section.number}>
                  <a href={`#section-${section.number}`}>
                    {section.number}. {section.title}
                  </a>
                </li>
              ))}
              {docs.unlinked.length > 0 && (
                <li>
                  <a href="#unlinked">Scenarios that name no clause</a>
                </li>
              )}
            </ul>
          </nav>
          <main id="main">
            {preamble && <Markdown className="preamble" text={preamble} linkBase={options.linkBase} />}
            {docs.sections.map((section) => (
              <Section key={section.number} section={section} runs={docs.runs} options={options} />
            ))}
            {docs.unlinked.length > 0 && <Unlinked groups={docs.unlinked} runs={docs.runs} example={firstClause} />}
          </main>
        </div>
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </body>
    </html>
  );
}
