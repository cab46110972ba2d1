/**
 * The languages a project's steps read in, and which language each phrasing is. A project's features
 * say their language (`# language: ru`); a step must read in every language the features use, and the
 * catalogue shows the phrasings side by side. A phrasing's language is told by its script (Cyrillic,
 * Greek, Latin …) when only one of the languages is written in it; between languages of one script
 * (English and German), by the features whose steps it matches.
 */
import { dialects, type Dialect } from '@cucumber/gherkin';
import type { Scenario, StepKeyword } from './featureFiles.ts';

/** The languages of the features, in the order they first appear (English for a feature without a `# language:` line). */
export const languagesOfFeatures = (scenarios: readonly Scenario[]): string[] => [
  ...new Set(scenarios.length === 0 ? ['en'] : scenarios.map((scenario) => scenario.language)),
];

/** A language's name in English, as Gherkin's dialects give it (`Russian`). */
export const languageName = (language: string): string => dialects[language]?.name ?? language;

const SCRIPTS = [
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Thai',
  'Devanagari',
  'Georgian',
  'Armenian',
];
const SCRIPT_PATTERNS = SCRIPTS.map((script) => ({ script, pattern: new RegExp(`\\p{Script=${script}}`, 'u') }));

/** The script of a text's own words (not its quoted values or parameters): Latin unless another is in it. */
export function scriptOf(text: string): string {
  const words = text.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ');
  return SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(words))?.script ?? 'Latin';
}

/** A language's keywords for Given, When and Then, in its dialect's order, without `*` (English for a language Gherkin lacks). */
function stepKeywords(language: string): Record<StepKeyword, string[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc's noUncheckedIndexedAccess needs it
  const dialect = dialects[language] ?? (dialects.en as Dialect);
  const own = (keywords: readonly string[]) => keywords.map((k) => k.trim()).filter((k) => k !== '*');
  return { Given: own(dialect.given), When: own(dialect.when), Then: own(dialect.then) };
}

/**
 * Tells each phrasing's language. `matches` says whether a phrasing matches a step text; a phrasing
 * of a script shared by several languages takes the first of them whose features use it.
 */
export function phrasingLanguage(
  languages: readonly string[],
  scenarios: readonly Scenario[],
): (pattern: string, matches: (text: string) => boolean) => string {
  const scripts = new Map(
    languages.map((language) => [language, scriptOf(Object.values(stepKeywords(language)).flat().join(' '))]),
  );
  const textsIn = new Map(
    languages.map((language) => [
      language,
      scenarios.filter((s) => s.language === language).flatMap((s) => s.steps.map((step) => step.text)),
    ]),
  );
  return (pattern, matches) => {
    const script = scriptOf(pattern);
    const candidates = languages.filter((language) => scripts.get(language) === script);
    // One language of its script: no need to try the features' steps.
    if (candidates.length === 1) return candidates[0] as string;
    return (
      candidates.find((language) => (textsIn.get(language) as string[]).some(matches)) ??
      candidates[0] ??
      (languages[0] as string)
    );
  };
}

/**
 * The keyword a language writes Given, When and Then with in the catalogue's examples: the one its
 * features use most, else its dialect's first.
 */
export function keywordWords(language: string, scenarios: readonly Scenario[]): Record<StepKeyword, string> {
  const listed = stepKeywords(language);
  // Counted over every feature: a keyword belongs to the language's list or is not looked up.
  const counts = new Map<string | undefined, number>();
  for (const step of scenarios.flatMap((scenario) => scenario.steps))
    counts.set(step.written, (counts.get(step.written) ?? 0) + 1);
  const pick = (keyword: StepKeyword) =>
    [...listed[keyword]].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? keyword;
  return { Given: pick('Given'), When: pick('When'), Then: pick('Then') };
}
