/**
 * What `steps --check` finds wrong: a step lacking a phrasing in one of the languages, an example that
 * matches none of its patterns (or another step's), a step that does not say what it does (with
 * `steps.documented`), and a scenario's step that is undefined or ambiguous; each with where and how
 * to fix it. Steps no scenario uses are notes, not failures.
 */
import type { Scenario, StepKeyword } from './featureFiles.ts';
import type { CatalogueSettings } from './renderCatalogue.ts';
import { examplesOf, phrasingsOf, topicOf, type Definition, type StepFunction } from './stepDefinitions.ts';
import { languageName } from './stepLanguages.ts';
import { nearestSteps, snippetFor } from './stepSnippets.ts';

/** What is wrong with the steps' phrasings and what they say of themselves, each with where and how to fix it. */
export function catalogueProblems(steps: StepFunction[], settings: CatalogueSettings): string[] {
  const problems: string[] = [];
  const howTo = settings.guide ? ` (see "Adding a step" in ${settings.guide})` : '';
  const topics = settings.topics.map((t) => `"${t}"`).join(', ');
  const others = steps.flatMap((step) => step.definitions);
  for (const step of steps) {
    const at = `${step.uri}:${step.line}`;
    const first = step.definitions[0] as Definition;
    // An anonymous function is named by its first phrasing.
    const name = step.name === '' ? `"${first.pattern}"` : step.name;
    for (const row of phrasingsOf(step, settings.languages)) {
      const only = Object.values(row.in).find((definition) => definition !== undefined) as Definition;
      for (const language of settings.languages.filter((language) => !row.in[language]))
        problems.push(
          `${only.uri}:${only.line} "${only.pattern}" (${row.keyword}) has no ${languageName(language)} phrasing: register ${step.name === '' ? 'its function (a named one, or a const, passed to each registration)' : step.name} as ${row.keyword} under the same words in ${languageName(language)} too${howTo}.`,
        );
    }
    const { doc } = step;
    if (!doc) {
      if (settings.documented)
        problems.push(
          `${at} ${name} says nothing of itself: write /** what it does, then @topic, @looks, @also (if any) and one @example per phrasing */ directly above ${step.name === '' ? 'its registration' : 'it'}, or register it with stepDoc({ does, topic, looks, examples })${howTo}.`,
        );
      continue;
    }
    if (settings.documented && doc.description === '')
      problems.push(`${at} ${name}'s comment does not say what the step does: start it with a sentence.`);
    if (!doc.topic) {
      if (settings.documented && settings.topics.length > 0)
        problems.push(`${at} ${name}'s comment has no @topic: add one of ${topics}.`);
    } else if (!topicOf(step, settings.topics))
      problems.push(
        settings.topics.length === 0
          ? `${at} ${name}'s @topic "${doc.topic}" is in no list: add steps.topics to the harness's config, or drop the topic.`
          : `${at} ${name}'s @topic "${doc.topic}" is not in the list: use one of ${topics} (or add it to steps.topics in the harness's config).`,
      );
    if (settings.documented && !doc.looks)
      problems.push(`${at} ${name}'s comment has no @looks: say what it looks at or acts on.`);
    for (const tag of doc.unknownTags)
      problems.push(
        `${at} ${name}'s comment has the tag @${tag}: the catalogue reads @topic, @looks, @also and @example.`,
      );
    if (settings.documented)
      for (const definition of step.definitions)
        if (examplesOf(step, definition).length === 0)
          problems.push(
            `${at} ${name} has no @example for "${definition.pattern}" (${definition.keyword}): add one, as a scenario would write it (without the keyword).`,
          );
    for (const [text = ''] of doc.examples) {
      if (!step.definitions.some((definition) => definition.match(text) !== null))
        problems.push(
          `${at} ${name}'s @example "${text}" matches none of its phrasings (${step.definitions.map((d) => `"${d.pattern}"`).join(', ')}): correct it.`,
        );
      const elsewhere = others.filter(
        (definition) => definition.code !== step.definitions[0]?.code && definition.match(text) !== null,
      );
      if (elsewhere.length > 0)
        problems.push(
          `${at} ${name}'s @example "${text}" also matches ${elsewhere.map((d) => `"${d.pattern}" (${d.uri}:${d.line})`).join(', ')}: a scenario could not use it; reword the example or the patterns.`,
        );
    }
  }
  return problems;
}

/**
 * Steps of the scenarios that match no definition, or more than one: once per step as written (an
 * outline's step once, not once a row), an undefined one with the steps it may have meant and a snippet;
 * undefined steps one snippet answers ("59 seconds pass", "60 seconds pass") are told together.
 */
export function unmatchedSteps(
  definitions: Definition[],
  scenarios: Scenario[],
  settings: CatalogueSettings,
): string[] {
  const undefinedAt = new Map<
    string,
    { text: string; keyword: StepKeyword | undefined; language: string; rows: number }
  >();
  const problems: string[] = [];
  for (const scenario of scenarios) {
    for (const { text, line, keyword } of scenario.steps) {
      const matching = definitions.filter((definition) => definition.match(text));
      if (matching.length === 1) continue;
      const where = `${scenario.uri}:${line}`;
      if (matching.length === 0) {
        const seen = undefinedAt.get(where);
        if (seen) seen.rows += 1;
        else undefinedAt.set(where, { text, keyword, language: scenario.language, rows: 1 });
        continue;
      }
      problems.push(
        `${where} "${text}" is ambiguous: ${matching.map((definition) => `${definition.uri}:${definition.line}`).join(', ')} all match it; reword one of those patterns.`,
      );
    }
  }
  const bySnippet = new Map<
    string,
    Array<{ where: string; text: string; keyword?: StepKeyword; language: string; rows: number }>
  >();
  for (const [where, step] of undefinedAt) {
    const snippet = snippetFor(step.text, step.keyword, settings.world, { of: step.language, all: settings.languages });
    bySnippet.set(snippet, [...(bySnippet.get(snippet) ?? []), { where, ...step }]);
  }
  const undefinedProblems = [...bySnippet].map(([snippet, [first, ...alike]]) => {
    const { where, text, language, rows } = first as NonNullable<typeof first>;
    const near = nearestSteps(text, language, definitions);
    const also = alike.map((step) => `${step.where} "${step.text}"`);
    return [
      `${where} "${text}"${rows > 1 ? ` (and its ${rows - 1} other Examples rows)` : ''} is undefined${
        also.length > 0 ? `, like ${also.join(', ')}: one step, the snippet below` : ''
      }.`,
      ...(near.length > 0
        ? [
            'Did you mean',
            ...near.map(
              (definition) => `  ${definition.keyword} "${definition.pattern}" (${definition.uri}:${definition.line})`,
            ),
          ]
        : []),
      `Reuse a step of ${settings.catalogue}, or add to ${settings.folder}${settings.guide ? ` (with its comment: see "Adding a step" in ${settings.guide})` : ''}:`,
      snippet,
    ].join('\n');
  });
  return [...new Set([...undefinedProblems, ...problems])];
}

/** Step functions no scenario uses in any phrasing (a note, not a failure: a step may be written ahead of its scenario). */
export function unusedSteps(steps: StepFunction[], scenarios: Scenario[]): StepFunction[] {
  const texts = scenarios.flatMap((scenario) => scenario.steps.map((step) => step.text));
  return steps.filter((step) =>
    step.definitions.every((definition) => !texts.some((text) => definition.match(text) !== null)),
  );
}
