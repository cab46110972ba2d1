/** The end-to-end checks' run in reports/footprints.json (the feature runs are named in cucumber.cjs). */
export const E2E_RUN = 'e2e';
/** The end-to-end checks' folder: Playwright's testDir, which the names in its test lists are relative to. */
export const E2E_DIR = 'spec/e2e';
