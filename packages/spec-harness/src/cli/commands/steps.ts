import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from '../command.ts';

const readIfThere = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** `steps [--check]`: writes the step catalogue; with --check, fails on a stale catalogue or a step without its phrasings. */
export const steps: Command = {
  summary: 'writes the step catalogue; --check fails when it is stale or a step lacks a phrasing or its comment',
  options: { check: { type: 'boolean' } },
  async run({ values }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { scenariosIn } = await import('../../featureFiles.ts');
    const { catalogue, catalogueProblems, checkCatalogue, loadDefinitions, renderCatalogue } =
      await import('../../stepCatalogue.ts');
    const settings = config.steps;
    const definitions = await loadDefinitions();
    if (values.check !== true) {
      const found = catalogue(definitions);
      writeFileSync(settings.catalogue, renderCatalogue(found, settings));
      const problems = catalogueProblems(found, settings);
      console.log(`${settings.catalogue}: ${found.length} steps, ${definitions.length} phrasings.`);
      if (problems.length > 0) console.log(`${problems.length} problems (${settings.command} -- --check lists them).`);
      return 0;
    }
    const { problems, notes } = checkCatalogue({
      definitions,
      scenarios: scenariosIn(config.features),
      current: readIfThere(settings.catalogue),
      settings,
    });
    for (const note of notes) console.log(note);
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
