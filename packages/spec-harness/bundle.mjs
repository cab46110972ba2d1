// The package's build (npm run build, and npm pack through prepack): dist/ from src/, with the living
// documentation's style sheet beside its components (renderHtml reads it from there). Files of dist/
// that this build did not write (a source since removed) are deleted afterwards, not dist/ as a whole
// first: other steps of the gate load the harness from dist/ while it is rebuilt.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let listed;
try {
  listed = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--listEmittedFiles'], {
    encoding: 'utf8',
  });
} catch (error) {
  // tsc prints its errors to stdout, among the files it wrote all the same.
  const lines = String(error.stdout ?? error).split('\n');
  process.stderr.write(lines.filter((line) => !line.startsWith('TSFILE: ')).join('\n'));
  process.exit(1);
}
const written = new Set(
  listed
    .split('\n')
    .filter((line) => line.startsWith('TSFILE: '))
    .map((line) => resolve(line.slice('TSFILE: '.length))),
);
const css = 'dist/livingDocs/page/livingDocs.css';
cpSync('src/livingDocs/page/livingDocs.css', css);
written.add(resolve(css));
for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true }))
  if (entry.isFile() && !written.has(resolve(entry.parentPath, entry.name))) rmSync(join(entry.parentPath, entry.name));
