import { dialects } from '@cucumber/gherkin';
import { Fragment } from 'react';

/** Keywords of a feature's language that start a line, longest first, for a little emphasis. */
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

function GherkinLine({ line, keywords }: { line: string; keywords: readonly string[] }) {
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  const rest = line.slice(indent.length);
  if (rest.startsWith('#'))
    return (
      <>
        {indent}
        <span className="g-comment">{rest}</span>
      </>
    );
  if (rest.startsWith('@'))
    return (
      <>
        {indent}
        <span className="g-tag">{rest}</span>
      </>
    );
  const keyword = keywords.find((word) => rest.startsWith(word));
  if (!keyword) return line;
  return (
    <>
      {indent}
      <span className="g-kw">{keyword}</span>
      {rest.slice(keyword.length)}
    </>
  );
}

/** A Gherkin excerpt, its tags, comments and keywords marked in the feature's language. */
export function Gherkin({ text, language }: { text: string; language: string }) {
  const keywords = keywordsOf(language);
  return (
    <pre className="gherkin" lang={language}>
      <code>
        {text.split('\n').map((line, index) => (
          // Lines keep their places: the excerpt is never reordered, so its index is the line's key.
          <Fragment key={index}>
            {index > 0 && '\n'}
            <GherkinLine line={line} keywords={keywords} />
          </Fragment>
        ))}
      </code>
    </pre>
  );
}
