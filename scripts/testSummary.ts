/**
 * Prints the tests each layer ran, from the JUnit files in reports/, and a closing
 * "N passed, N failed" line. It fails when a layer is missing or ran no test, so a silently empty
 * suite cannot pass the gate.
 */
import { readFileSync } from 'node:fs';

const layers = {
  'unit and property (vitest)': 'reports/unit.xml',
  'features (cucumber-js)': 'reports/cucumber.xml',
  'features in front of npm run api (split)': 'reports/cucumber-split.xml',
  'end-to-end (playwright)': 'reports/e2e.xml',
};

let passed = 0;
let failed = 0;
let broken = false;
for (const [layer, file] of Object.entries(layers)) {
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    console.error(`${layer}: ${file} is missing — did the layer run?`);
    broken = true;
    continue;
  }
  // Sum the <testsuite> elements: the root <testsuites> element does not carry totals in every reporter.
  const count = (attribute: string) =>
    [...xml.matchAll(new RegExp(`<testsuite\\b[^>]*\\s${attribute}="(\\d+)"`, 'g'))].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  const tests = count('tests');
  const bad = count('failures') + count('errors');
  const skipped = count('skipped');
  console.log(`${layer}: ${tests - bad - skipped} passed, ${bad} failed, ${skipped} skipped`);
  if (tests === 0) {
    console.error(`${layer} ran no test.`);
    broken = true;
  }
  passed += tests - bad - skipped;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);
if (broken || failed > 0) process.exit(1);
