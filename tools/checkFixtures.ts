/**
 * `npm run fixtures:check [prefix]`: every fixture parses with its contract and has its twin in the
 * other locale. A prefix such as `ru/services/` limits the check to some files.
 */
import { checkFixtures } from '../mocks/fixtureChecks.ts';
import { commandLine } from './commandLine.ts';

const [prefix = ''] = commandLine('npm run fixtures:check', {}, { positionals: 'a file prefix' }).positionals;
const { checked, problems } = await checkFixtures(prefix);
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`${checked} fixture files checked, ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`);
if (problems.length > 0 || checked === 0) process.exit(1);
