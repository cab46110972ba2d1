/**
 * `npm run budgets` (in `npm test`, after the build): starts the built server, measures one page per
 * family in both locales (perf/budgets/measurePage.ts) and fails when one is over its budget
 * (perf/budgets/pageBudgets.ts). `BASE_URL` measures a running deployment instead.
 */
import { BUDGET_PAGES, budgetFor, budgetPagePath } from './budgets/pageBudgets.ts';
import { localisePath } from '../site/rules/localePath.ts';
import { LOCALES } from '../contracts/locale.ts';
import { startSiteServer } from '../tools/siteServer.ts';
import { budgetOverruns, budgetTable, overrunMessage } from './budgets/budgetVerdict.ts';
import { measurePage, type AssetCache } from './budgets/measurePage.ts';

const server = process.env.BASE_URL ? null : await startSiteServer();
const baseUrl = process.env.BASE_URL ?? server?.url ?? '';
try {
  const cache: AssetCache = new Map();
  const rows = [];
  for (const page of BUDGET_PAGES) {
    for (const locale of LOCALES) {
      const path = localisePath(budgetPagePath(page), locale);
      rows.push({ page: await measurePage(baseUrl, { ...page, locale, path }, cache), budget: budgetFor(page) });
    }
  }
  console.log(`Page budgets (gzipped; measured on ${baseUrl}):\n`);
  console.log(budgetTable(rows));
  for (const { label, exception } of BUDGET_PAGES)
    if (exception) console.log(`\nException for ${label}: ${exception.reason}`);
  const failures = rows.flatMap(({ page, budget }) => {
    const overruns = budgetOverruns(page, budget);
    return overruns.length > 0 ? [overrunMessage(page, overruns)] : [];
  });
  if (failures.length > 0) {
    console.error(`\n${failures.length} page(s) over budget:\n\n${failures.join('\n\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page is within its budget.');
  }
} finally {
  await server?.stop();
}
