/**
 * `npm start` runs this first: it builds only when dist/ is missing or older than its sources
 * (tools/buildFreshness.ts), so a restart takes seconds, not a build.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './buildFreshness.ts';

const reason = staleBuildReason(fileURLToPath(new URL('..', import.meta.url)));
if (reason) {
  console.log(`${reason}: npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
console.log('dist/ is up to date: starting without a build.');
