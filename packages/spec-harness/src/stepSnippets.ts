/**
 * Help for a step no definition matches: the steps its writer may have meant, and a ready-to-paste
 * definition (Cucumber's own expression generator) with a phrasing for every language the project's
 * steps read in.
 */
import { CucumberExpressionGenerator, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import type { StepKeyword } from './featureFiles.ts';
import { dice } from './likeness.ts';
import { languageName } from './stepLanguages.ts';

/** What the snippet and the nearest steps need of a definition. */
interface Phrasing {
  pattern: string;
  language: string;
}

/**
 * A definition for a step text, in the language of its feature first, a placeholder for each other
 * language the steps read in: one function under every registration.
 */
export function snippetFor(
  text: string,
  keyword: StepKeyword = 'When',
  world = 'World',
  languages: { of: string; all: readonly string[] } = { of: 'en', all: ['en'] },
): string {
  const registry = new ParameterTypeRegistry();
  const [expression] = new CucumberExpressionGenerator(() => registry.parameterTypes).generateExpressions(text);
  const source = (expression?.source ?? text).replace(/'/g, "\\'");
  const parameters = parameterNames(expression?.parameterNames ?? []).map(({ name, type }) => `${name}: ${type}`);
  const phrasings = languages.all.includes(languages.of) ? languages.all : [languages.of, ...languages.all];
  return [
    `async function newStep(this: ${world}${parameters.map((p) => `, ${p}`).join('')}) {`,
    '  // what the step does or checks',
    '}',
    ...phrasings.map((language) =>
      language === languages.of
        ? `${keyword}('${source}', newStep);`
        : `${keyword}('<the same step in ${languageName(language)}, with the same parameters>', newStep);`,
    ),
  ].join('\n');
}

const NUMERIC = /^(int|float|double|bigdecimal|biginteger|byte|short|long)/;

/**
 * Readable names for a snippet's parameters: `text` for a {string}, `value` for a number, numbered only
 * when there are several of a kind (`text1, text2`), where the generator's own would give `string1,
 * string22`.
 */
function parameterNames(generated: readonly string[]): { name: string; type: string }[] {
  const kinds = generated.map((name) =>
    NUMERIC.test(name) ? 'value' : name.replace(/\d+$/, '') === 'string' ? 'text' : name.replace(/\d+$/, ''),
  );
  return kinds.map((kind, index) => {
    const same = kinds.filter((other) => other === kind).length;
    const nth = kinds.slice(0, index + 1).filter((other) => other === kind).length;
    return { name: same > 1 ? `${kind}${nth}` : kind, type: kind === 'value' ? 'number' : 'string' };
  });
}

/** Words too common to tell two steps apart. */
const COMMON_WORDS = new Set(
  ['the', 'and', 'are', 'its', 'for', 'they', 'to', 'is', 'on', 'in', 'of', 'at', 'it', 'an', 'be'].concat([
    'на',
    'из',
    'по',
    'до',
    'не',
    'он',
    'что',
    'его',
    'она',
    'они',
    'как',
  ]),
);

/**
 * A step's words for comparing: lower case, without its values (quoted strings, numbers, parameters)
 * and the short and common words every step shares.
 */
export const stepWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/"[^"]*"|\{[^}]*\}|\b\d+(\.\d+)?\b/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !COMMON_WORDS.has(word))
    // Four letters stand for the word, so that "link" finds "links" and "показан" finds "показано".
    .map((word) => word.slice(0, 4));

/** The steps most like an undefined one, in its feature's language: what its writer may have meant. */
export function nearestSteps<Definition extends Phrasing>(
  text: string,
  language: string,
  definitions: readonly Definition[],
  limit = 3,
): Definition[] {
  const words = stepWords(text);
  return definitions
    .filter((definition) => definition.language === language)
    .map((definition) => ({ definition, score: dice(words, stepWords(definition.pattern)) }))
    .filter(({ score }) => score >= 0.5)
    .sort((a, b) => b.score - a.score || a.definition.pattern.localeCompare(b.definition.pattern))
    .slice(0, limit)
    .map(({ definition }) => definition);
}
