import { readFileSync, writeFileSync } from 'node:fs';
import type { HarnessConfig } from '../../config.ts';
import type { Command } from '../command.ts';
import type { Scenario } from '../../featureFiles.ts';
import type { StepFunction } from '../../stepDefinitions.ts';

const readIfThere = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The steps the words find, each with the scenarios that use it; 1 when no step has the words. */
async function lookUp(words: readonly string[], found: StepFunction[], scenarios: Scenario[]): Promise<number> {
  const { stepsUsing } = await import('../../stepUses.ts');
  const uses = stepsUsing(words, found, scenarios);
  if (uses.length === 0) {
    console.error(`No step has a word starting with each of "${words.join(' ')}": try fewer words, or other ones.`);
    return 1;
  }
  for (const { step, scenarios: using } of uses) {
    console.log(`${step.definitions.map((definition) => definition.pattern).join(' · ')} (${step.uri}:${step.line})`);
    console.log(`  used by ${using.length} scenario${using.length === 1 ? '' : 's'}${using.length > 0 ? ':' : '.'}`);
    for (const scenario of using) console.log(`    ${scenario.uri}:${scenario.line}  ${scenario.name}`);
  }
  return 0;
}

/** A command with an option added: after `--` for an npm script, so that npm hands it on. */
export const withOption = (command: string, option: string) =>
  /^\s*npm\s+(run|run-script|test|start)\b/.test(command) && !command.includes(' -- ')
    ? `${command} -- ${option}`
    : `${command} ${option}`;

/**
 * The step definitions and scenarios as the project's cucumber-js runs see them, the catalogue's
 * settings, and the work in progress (`@wip`) that the runs' tag filter leaves out.
 */
export async function readProject(config: HarnessConfig) {
  const { scenariosIn } = await import('../../featureFiles.ts');
  const { readCucumberProject } = await import('../../cucumberProject.ts');
  const { keywordWords, languagesOfFeatures, phrasingLanguage } = await import('../../stepLanguages.ts');
  const { definitionsIn, loadSupportCode } = await import('../../stepDefinitions.ts');
  const { parse: parseTags } = await import('@cucumber/tag-expressions');
  const cucumber = await readCucumberProject(process.cwd());
  const all = scenariosIn(config.features);
  // The scenarios the project's runs leave out (its `tags`) need no step.
  const filter = cucumber.tags.trim() === '' ? undefined : parseTags(cucumber.tags);
  const scenarios = filter ? all.filter((scenario) => filter.evaluate(scenario.tags)) : all;
  const wip = all.filter((scenario) => scenario.tags.includes('@wip') && !scenarios.includes(scenario));
  const languages = config.steps.languages ?? languagesOfFeatures(all);
  const library = await loadSupportCode(cucumber);
  const definitions = definitionsIn(library, phrasingLanguage(languages, all));
  const settings = {
    ...config.steps,
    languages,
    keywords: Object.fromEntries(languages.map((language) => [language, keywordWords(language, all)])),
  };
  return { cucumber, all, scenarios, wip, library, definitions, settings };
}

/**
 * `steps [--check] [words…]`: writes the step catalogue; with --check, fails on a stale catalogue or a
 * step without its phrasings; given words, lists the steps they find and the scenarios that use each.
 */
export const steps: Command = {
  summary:
    'writes the step catalogue; --check fails when it is stale or a step lacks a phrasing or its comment; given words, the steps they find and the scenarios using each',
  options: { check: { type: 'boolean' } },
  positionals: '[words that find steps…]',
  async run({ values, positionals }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { catalogue } = await import('../../stepDefinitions.ts');
    const { catalogueProblems } = await import('../../catalogueProblems.ts');
    const { renderCatalogue } = await import('../../renderCatalogue.ts');
    const { checkCatalogue } = await import('../../stepCatalogue.ts');
    const { cucumber, all, scenarios, wip, definitions, settings } = await readProject(config);
    // cucumber-js before the plugin API ignores `plugin` without a word: the plugins' own check never runs.
    const { installedCucumber, PLUGIN_CUCUMBER, runsPlugins } = await import('../../cucumber/pluginCucumber.ts');
    const version = installedCucumber();
    if (cucumber.plugins.length > 0 && !runsPlugins(version))
      console.log(
        `note: cucumber-js ${version} ignores the plugins its configuration names (${cucumber.plugins.join(', ')}): they run from ${PLUGIN_CUCUMBER} on (npm i -D @cucumber/cucumber@^${PLUGIN_CUCUMBER}).`,
      );
    if (definitions.length === 0) {
      console.error(
        `No step definitions found: cucumber-js's configuration${cucumber.script ? ` and the ${cucumber.script}` : ''} load${cucumber.script ? '' : 's'} none. Name the step files in its \`import\` (ESM, TypeScript through a loader) or \`require\` (CommonJS), e.g. import: ['features/steps/**/*.ts'].`,
      );
      return 1;
    }
    if (positionals.length > 0) return lookUp(positionals, catalogue(definitions), all);
    if (values.check !== true) {
      const found = catalogue(definitions);
      writeFileSync(settings.catalogue, renderCatalogue(found, settings));
      const problems = catalogueProblems(found, settings);
      console.log(`${settings.catalogue}: ${found.length} steps, ${definitions.length} phrasings.`);
      if (problems.length > 0)
        console.log(`${problems.length} problems (${withOption(settings.command, '--check')} lists them).`);
      return 0;
    }
    const { problems, notes } = checkCatalogue({
      definitions,
      scenarios,
      current: readIfThere(settings.catalogue),
      settings,
    });
    for (const note of notes) console.log(note);
    // A step a @wip scenario needs that nobody has written yet is the developers' work, not a failure.
    const { unmatchedSteps } = await import('../../catalogueProblems.ts');
    const work = unmatchedSteps(definitions, wip, settings);
    if (work.length > 0)
      console.log(`note: work in progress (@wip) needs steps for the developers to write:\n${work.join('\n')}`);
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      console.error(`${problems.length} problems.`);
      return 1;
    }
    console.log(
      `${settings.catalogue} is up to date: ${catalogue(definitions).length} steps, ${definitions.length} phrasings.`,
    );
    return 0;
  },
};
