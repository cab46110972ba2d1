/**
 * `npm run budgets:breakdown` — what each budget page's first-load JavaScript is made of, by package and
 * by the site's folders, in gzipped KiB, read from the sourcemaps of a build made with
 * `SOURCEMAP=1 npm run build`. The same pages and the same first-load rule as `npm run budgets`.
 * `-- --page home` limits it to one page; `-- --json FILE` also writes the figures, to compare runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGET_PAGES, budgetPagePath } from './budgets/pageBudgets.ts';
import { localisePath } from '../site/rules/localePath.ts';
import { commandLine } from '../tools/commandLine.ts';
import { startSiteServer } from '../tools/siteServer.ts';
import { measurePage, type AssetCache } from './budgets/measurePage.ts';
import { breakdownTable, gzipByPart, JSON_STRINGS, type SourceMapLike } from './budgets/sourceBreakdown.ts';

const client = fileURLToPath(new URL('../dist/client', import.meta.url));
const { values } = commandLine('npm run budgets:breakdown', { page: { type: 'string' }, json: { type: 'string' } });
const only = typeof values.page === 'string' ? values.page : undefined;
const jsonOut = typeof values.json === 'string' ? values.json : undefined;

const pages = BUDGET_PAGES.filter((page) => !only || page.label === only);
if (pages.length === 0)
  throw new Error(`No budget page "${only ?? ''}": one of ${BUDGET_PAGES.map((p) => p.label).join(', ')}`);

if (!existsSync(client)) throw new Error('The site is not built: run "SOURCEMAP=1 npm run build" first');
const server = await startSiteServer();
try {
  const cache: AssetCache = new Map();
  const report: Record<string, Record<string, number>> = {};
  for (const page of pages) {
    const path = localisePath(budgetPagePath(page), 'ru');
    const measured = await measurePage(server.url, { ...page, locale: 'ru', path }, cache);
    const chunks = measured.scripts.map((script) => {
      const file = `${client}${new URL(script.path, server.url).pathname}`;
      // The bundler's own tiny runtime chunks have no map: their bytes count as unmapped.
      const map = existsSync(`${file}.map`)
        ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapLike)
        : { sources: [], mappings: '' };
      // Preloaded data (the page's UI strings) is one part as a whole.
      const part = file.endsWith('.json') ? JSON_STRINGS : undefined;
      return { path: script.path, code: readFileSync(file, 'utf8'), map, gzipBytes: script.gzipBytes, part };
    });
    if (chunks.every((chunk) => chunk.map.mappings === ''))
      throw new Error('The build has no sourcemaps: run "SOURCEMAP=1 npm run build" first');
    const parts = gzipByPart(chunks);
    report[page.label] = Object.fromEntries([...parts].map(([part, bytes]) => [part, Math.round(bytes)]));
    console.log(`\n## ${page.label} (${path}), ${chunks.length} scripts\n\n${breakdownTable(parts, 'part')}`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await server.stop();
}
