import type { FeatureGroup, RunColumn } from '../model.ts';
import { Gherkin } from './Gherkin.tsx';
import { Markdown } from './Markdown.tsx';
import { Scenario } from './Scenario.tsx';

const LANGUAGE_NAMES: Partial<Record<string, string>> = { en: 'English', ru: 'Russian' };

/** A feature file's scenarios under one clause, in the feature's own language. */
export function Feature({ group, runs }: { group: FeatureGroup; runs: readonly RunColumn[] }) {
  const { language } = group;
  return (
    <div className="feature">
      <h4>
        <span lang={language}>{`${group.keyword}: ${group.name}`}</span>{' '}
        <span className="lang">{LANGUAGE_NAMES[language] ?? language}</span>
      </h4>
      <p className="where">
        <code>{group.uri}</code>
      </p>
      {group.description && <Markdown className="description" lang={language} text={group.description} />}
      {group.background && (
        <details>
          <summary>Background of the feature</summary>
          <Gherkin text={group.background} language={language} />
        </details>
      )}
      {group.scenarios.map((scenario) => (
        <Scenario key={scenario.anchor} scenario={scenario} runs={runs} language={language} />
      ))}
    </div>
  );
}
