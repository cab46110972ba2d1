/**
 * What the harness needs to know of the project it checks: where its specification, features and
 * reports are, which sections must be proved, what the step catalogue files steps under, and the
 * words of its languages. A project writes them once, in `spec-harness.config.ts` at its root:
 *
 *   import { defineConfig } from 'spec-harness/config';
 *   export default defineConfig({ specification: 'docs/specification.md', … });
 *
 * Paths are relative to the folder of the config file; every command runs from there.
 */
import { existsSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SelectionRules } from './footprints/selectScenarios.ts';

export interface HarnessConfig {
  /** The specification in Markdown, clause by clause (the format of specification.ts). */
  specification: string;
  /** The folder of the `.feature` files, searched recursively. */
  features: string;
  /** Sections whose every clause needs a scenario, or a unit test its "Proved by" line names. */
  sectionsNeedingProof: readonly number[];
  /** The clause ledger (clauseLedger.ts): what each clause's scenarios were last reviewed against. */
  ledger: {
    /** The JSON file, kept in the repository. */
    file: string;
    /** The command that records a review, as the project runs it, before the clause ids (named in messages). */
    accept: string;
  };
  /** How the features are written (`style`). */
  style: {
    /** How many scenarios of the suite may keep a When after a Then. */
    sequenceLimit: number;
    /**
     * Per Gherkin language, the words by which a scenario's title says it is a sequence
     * ("…, then …"): such a scenario may keep a When after a Then.
     */
    sequenceWords: Readonly<Record<string, readonly string[]>>;
  };
  /** The step catalogue (`steps`). */
  steps: {
    /** The Markdown file the catalogue is written to. */
    catalogue: string;
    /** What a step can be about, in the catalogue's order; a step function's `@topic` names one. */
    topics: readonly string[];
    /** The folder of the step definitions, as the catalogue and its messages name it. */
    folder: string;
    /** The class of the World step functions take as `this`, for the snippet of a missing step. */
    world: string;
    /** The command that rewrites the catalogue, as the project runs it (named in messages). */
    command: string;
    /** The guide that says how to add a step (named in messages). */
    guide: string;
  };
  /** The test runs' reports (`living`, `summary`). */
  reports: {
    /** Where the runs write their reports; several folders (CI shards) can be given on the command line. */
    folder: string;
    /** Where the living documentation is written. */
    living: string;
    /** Each layer of tests by its JUnit file: the summary fails when one is missing or ran nothing. */
    junit: Readonly<Record<string, string>>;
    /** Each run of the features by its Cucumber message stream (NDJSON). */
    runs: readonly { id: string; label: string; file: string }[];
  };
  /** How a change selects scenarios by their footprints (`npm run test:affected`); none: no selection. */
  footprints?: SelectionRules;
}

/** Typed config for `spec-harness.config.ts`; returns what it is given. */
export function defineConfig(config: HarnessConfig): HarnessConfig {
  return config;
}

export const CONFIG_FILE = 'spec-harness.config.ts';
/** The names a config file may have, in the order they are looked for: TypeScript (through tsx) or JavaScript. */
export const CONFIG_FILES = [CONFIG_FILE, 'spec-harness.config.mjs', 'spec-harness.config.js'] as const;

/** A config file that cannot be used: the message says which value and how to fix it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** Every value the harness cannot work with, as `key: what it must be`. */
export function configProblems(config: unknown): string[] {
  const c = (config ?? {}) as Partial<Record<keyof HarnessConfig, unknown>>;
  const style = (c.style ?? {}) as Record<string, unknown>;
  const steps = (c.steps ?? {}) as Record<string, unknown>;
  const reports = (c.reports ?? {}) as Record<string, unknown>;
  const ledger = (c.ledger ?? {}) as Record<string, unknown>;
  const runs = reports.runs;
  const checks: [boolean, string][] = [
    [isText(c.specification), 'specification: the path of the specification (Markdown)'],
    [isText(c.features), 'features: the folder of the feature files'],
    [
      Array.isArray(c.sectionsNeedingProof) && c.sectionsNeedingProof.every((n) => Number.isInteger(n) && n > 0),
      'sectionsNeedingProof: section numbers, e.g. [2, 4]',
    ],
    [isText(ledger.file), "ledger.file: the clause ledger's JSON file, e.g. 'docs/clause-ledger.json'"],
    [
      isText(ledger.accept),
      "ledger.accept: the command that records a review, e.g. 'npx spec-harness coverage --accept'",
    ],
    [Number.isInteger(style.sequenceLimit) && Number(style.sequenceLimit) >= 0, 'style.sequenceLimit: a whole number'],
    [
      typeof style.sequenceWords === 'object' &&
        style.sequenceWords !== null &&
        Object.values(style.sequenceWords).every(isTexts),
      "style.sequenceWords: words per language, e.g. { en: ['then'] }",
    ],
    [isText(steps.catalogue), 'steps.catalogue: the Markdown file of the step catalogue'],
    [isTexts(steps.topics) && steps.topics.length > 0, 'steps.topics: the topics steps are filed under'],
    [isText(steps.folder), 'steps.folder: the folder of the step definitions'],
    [isText(steps.world), 'steps.world: the class of the World, for snippets'],
    [isText(steps.command), 'steps.command: the command that writes the catalogue'],
    [isText(steps.guide), 'steps.guide: the guide that says how to add a step'],
    [isText(reports.folder), 'reports.folder: where the test runs write their reports'],
    [isText(reports.living), 'reports.living: where the living documentation is written'],
    [
      typeof reports.junit === 'object' && reports.junit !== null && Object.values(reports.junit).every(isText),
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
    ],
    [
      Array.isArray(runs) &&
        runs.every((run: Record<string, unknown>) => isText(run.id) && isText(run.label) && isText(run.file)),
      "reports.runs: each feature run as { id, label, file: 'cucumber.ndjson' }",
    ],
  ];
  const footprints = c.footprints as Record<string, unknown> | undefined;
  if (footprints !== undefined)
    checks.push(
      [
        ['everything', 'ignored'].every((key) => isTexts(footprints[key])),
        "footprints.everything and footprints.ignored: paths, a folder ending in '/'",
      ],
      [
        ['features', 'publicDir'].every((key) => isText(footprints[key])),
        'footprints.features, footprints.publicDir: folders',
      ],
      [
        typeof footprints.unrecorded === 'object' &&
          footprints.unrecorded !== null &&
          Object.values(footprints.unrecorded).every(isTexts),
        "footprints.unrecorded: per run, the paths it does not record, e.g. { split: ['mocks/'] }",
      ],
      [
        footprints.testCode === undefined ||
          (typeof footprints.testCode === 'object' &&
            footprints.testCode !== null &&
            Object.values(footprints.testCode).every(isTexts)),
        "footprints.testCode: per run, the folders of its own test code, e.g. { e2e: ['spec/e2e/'] }",
      ],
    );
  return checks.filter(([ok]) => !ok).map(([, message]) => message);
}

/** The config file for a folder: the one given, else one of CONFIG_FILES in it or the nearest folder above. */
export function findConfig(from: string, given?: string): string {
  if (given !== undefined) {
    const path = resolve(from, given);
    if (!existsSync(path)) throw new ConfigError(`No config file at ${path}.`);
    return path;
  }
  for (let folder = resolve(from); ; folder = dirname(folder)) {
    const path = CONFIG_FILES.map((name) => resolve(folder, name)).find((candidate) => existsSync(candidate));
    if (path) return path;
    if (dirname(folder) === folder)
      throw new ConfigError(
        `No ${CONFIG_FILE} in ${resolve(from)} or above it: write one at the project's root (see the harness's README).`,
      );
  }
}

/**
 * A config file's module. A TypeScript one is loaded through tsx (a peer the harness needs only then),
 * scoped to that file and what it imports, so the project's own loaders are left as they are.
 */
async function importConfig(path: string): Promise<{ default?: unknown }> {
  if (!/\.[cm]?ts$/u.test(path)) return (await import(pathToFileURL(path).href)) as { default?: unknown };
  let tsImport: (specifier: string, parent: string) => Promise<unknown>;
  try {
    ({ tsImport } = await import('tsx/esm/api'));
  } catch {
    throw new ConfigError(
      `${path} is TypeScript, which the harness loads through tsx: install it (npm i -D tsx), or write the config as JavaScript (spec-harness.config.mjs).`,
    );
  }
  const module = (await tsImport(pathToFileURL(path).href, import.meta.url)) as { default?: unknown };
  // In a CommonJS project (no "type": "module") the file is compiled to CommonJS: its `export default`
  // is then the default of what Node's import sees as the default.
  const compiled = module.default as { __esModule?: boolean; default?: unknown } | undefined;
  return compiled?.__esModule ? { default: compiled.default } : module;
}

/** Loads and checks a config file. */
export async function loadConfig(path: string): Promise<HarnessConfig> {
  const module = await importConfig(path);
  const problems = configProblems(module.default);
  if (problems.length > 0)
    throw new ConfigError(
      `${path} does not say what the harness needs (export default defineConfig({ … })):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  const config = module.default as HarnessConfig;
  // `./features/` and `features` are one folder: the reports name feature files `features/…`.
  return {
    ...config,
    specification: posix.normalize(config.specification),
    features: posix.normalize(config.features).replace(/\/+$/u, ''),
  };
}

/**
 * What the config names that is not there, as a ConfigError saying what to write: checked from the
 * project's root before a command runs.
 */
export function requireProjectPaths(config: HarnessConfig, root: string): void {
  const missing = [
    !existsSync(resolve(root, config.specification)) &&
      `specification: there is no ${config.specification}. Write the specification there (Markdown: sections "## 1. Title", clauses "### 1.1 Title"), or point \`specification\` at it.`,
    !existsSync(resolve(root, config.features)) &&
      `features: there is no folder ${config.features}. Put the feature files there, or point \`features\` at their folder.`,
  ].filter((problem) => problem !== false);
  if (missing.length > 0) throw new ConfigError(missing.join('\n'));
}

/** The title pattern of a scenario that says it is a sequence, from the config's words: `, then ` and so on. */
export function sequenceTitle(words: HarnessConfig['style']['sequenceWords']): RegExp {
  const all = Object.values(words)
    .flat()
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`, (?:${all.join('|')}) `, 'iu');
}
