// Whether a cucumber-js command line runs part of the suite: a feature file, folder or line named on
// it, a --name or --tags filter, or a footprints selection (npm run test:affected). Such a run writes
// its reports apart (cucumber.cjs: reports/partial/), so that the last full run's reports are kept and
// the living documentation merges the two. CommonJS: cucumber.cjs requires it as it loads.

/** Options of cucumber-js that take a value (`cucumber-js --help`): the word after them is not a path. */
const WITH_VALUE = new Set([
  '-c',
  '--config',
  '-f',
  '--format',
  '--format-options',
  '--i18n-keywords',
  '-i',
  '--import',
  '-l',
  '--loader',
  '--language',
  '--name',
  '--order',
  '-p',
  '--profile',
  '--parallel',
  '--plugin',
  '--plugin-options',
  '-r',
  '--require',
  '--require-module',
  '--retry',
  '--retry-tag-filter',
  '--shard',
  '-t',
  '--tags',
  '--world-parameters',
]);
/** Options that choose scenarios. `--shard` does not: the shards of a run make the whole run. */
const SELECTING = new Set(['--name', '-t', '--tags']);

/**
 * @param {readonly string[]} args the command line after the program (process.argv.slice(2))
 * @param {Record<string, string | undefined>} env
 * @returns {boolean}
 */
function isPartialRun(args, env) {
  if (env.FOOTPRINT_SELECTION) return true;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const [option] = arg.split('=');
    if (SELECTING.has(option)) return true;
    if (arg.startsWith('-')) {
      if (WITH_VALUE.has(arg)) index += 1;
      continue;
    }
    return true;
  }
  return false;
}

module.exports = { isPartialRun };
