/**
 * Watch mode for developers: `npm run features:watch -- [feature files or file:line]`.
 * Starts the development server once (Vite: site changes apply without a build), runs the given
 * scenarios (or, without arguments, the @wip ones), and runs again on every change:
 * a changed feature file runs itself; a change to steps, site, contracts or fixtures re-runs the
 * last selection. Press Ctrl+C to stop; the server stops with it.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { startSiteServer } from './siteServer.ts';

const WATCHED = ['features', 'site', 'contracts', 'fixtures', 'mocks'];
const QUIET_MS = 300;

const given = process.argv.slice(2);
let selection = given.length > 0 ? given : ['--tags', '@wip'];
let running: ReturnType<typeof spawn> | undefined;
let again = false;

// The form rules on each scenario's own clock, as in a full run (features/support/siteClockControl.ts).
const server = await startSiteServer({ SITE_CLOCK: 'cookie' }, { dev: true });
console.log(`Development server at ${server.url}; watching ${WATCHED.join(', ')}.`);

function run() {
  if (running) {
    again = true;
    return;
  }
  console.log(`\n▶ cucumber-js ${selection.join(' ')}`);
  running = spawn('npx', ['cucumber-js', '--format', 'progress', ...selection], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: server.url },
  });
  running.on('exit', () => {
    running = undefined;
    if (again) {
      again = false;
      run();
    } else {
      console.log('\nWaiting for changes… (Ctrl+C to stop)');
    }
  });
}

let timer: NodeJS.Timeout | undefined;
for (const folder of WATCHED) {
  watch(folder, { recursive: true }, (_event, file) => {
    if (!file) return;
    if (file.endsWith('.feature') && folder === 'features') selection = [`features/${file}`];
    clearTimeout(timer);
    timer = setTimeout(run, QUIET_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill(signal);
    void server.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

run();
