import { existsSync, readFileSync } from 'node:fs';
import type { Command } from '../command.ts';
import { withOption } from './steps.ts';

/** `twins [--check]`: every feature that declares itself the twin of another specifies what that one does. */
export const twins: Command = {
  summary: 'compares every feature declared "# twin of: …" with its original; --check fails on a difference',
  options: { check: { type: 'boolean' } },
  async run({ values }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { featureFilesIn, scenariosOf } = await import('../../featureFiles.ts');
    const { twinDifferences, twinOf } = await import('../../featureTwins.ts');
    const { loadDefinitions } = await import('../../stepDefinitions.ts');
    const pairs = featureFilesIn(config.features).flatMap((uri) => {
      const original = twinOf(readFileSync(uri, 'utf8'));
      return original === undefined ? [] : [{ uri, original }];
    });
    const definitions = await loadDefinitions();
    const problems = pairs.flatMap(({ uri, original }) =>
      existsSync(original)
        ? twinDifferences(scenariosOf(original), scenariosOf(uri), definitions, {
            catalogue: config.steps.catalogue,
            check: withOption(config.steps.command, '--check'),
          })
        : [`${uri} declares itself the twin of ${original}, which does not exist: correct its "# twin of:" line`],
    );
    for (const { uri, original } of pairs) console.log(`${uri} is the twin of ${original}`);
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      console.error(`${problems.length} ${problems.length === 1 ? 'difference' : 'differences'} between twins.`);
      return values.check === true ? 1 : 0;
    }
    console.log(`${pairs.length} ${pairs.length === 1 ? 'twin' : 'twins'}, each specifying what its original does.`);
    return 0;
  },
};
