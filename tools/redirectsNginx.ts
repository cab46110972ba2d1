/**
 * `npm run redirects:nginx [file]`: prints the site's redirect rules as an nginx include (or writes
 * them to `file`), so an edge answers redirects without touching Node. See docs/deployment.md.
 */
import { writeFile } from 'node:fs/promises';
import { commandLine } from './commandLine.ts';
import { edgeRedirectRules, renderNginx } from './nginx/nginxRedirects.ts';

const [target] = commandLine('npm run redirects:nginx', {}, { positionals: 'a file to write' }).positionals;
const config = renderNginx(edgeRedirectRules());
if (target) {
  await writeFile(target, config);
  console.log(`Wrote ${config.split('\n').filter((l) => l.startsWith('location')).length} locations to ${target}`);
} else {
  process.stdout.write(config);
}
