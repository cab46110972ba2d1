/**
 * What the harness needs to know of the project it checks: where its specification, features and
 * reports are, which sections must be proved, what the step catalogue files steps under, and the
 * words of its languages. A project writes what differs from the defaults once, in
 * `spec-harness.config.ts` at its root; the specification is the one value without a default:
 *
 *   import { defineConfig } from 'spec-harness/config';
 *   export default defineConfig({ specification: 'docs/specification.md' });
 *
 * The features folder and the step files default to what cucumber-js's own configuration names (its
 * `paths` and `import`/`require`, in its config file or in the npm script that runs it). Paths are
 * relative to the folder of the config file; every command runs from there.
 */
import { existsSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SelectionRules } from './footprints/selectScenarios.ts';

export interface HarnessConfig {
  /** The specification in Markdown, clause by clause (the format of specification.ts). */
  specification: string;
  /** The folder of the `.feature` files, searched recursively. Default: the folder of cucumber-js's `paths`, else `features`. */
  features: string;
  /**
   * Sections whose every clause needs a scenario, or a unit test its "Proved by" line names.
   * Default: every section of the specification.
   */
  sectionsNeedingProof: readonly number[];
  /** The clause ledger (clauseLedger.ts): what each clause's scenarios were last reviewed against. */
  ledger: {
    /** The JSON file, kept in the repository. Default: `clause-ledger.json` beside the specification. */
    file: string;
    /**
     * The command that records a review, as the project runs it, before the clause ids (named in
     * messages). Default: `npx spec-harness coverage --accept`.
     */
    accept: string;
  };
  /** How the features are written (`style`). */
  style: {
    /** How many scenarios of the suite may keep a When after a Then. Default: 0. */
    sequenceLimit: number;
    /**
     * Per Gherkin language, the words by which a scenario's title says it is a sequence
     * ("…, then …"): such a scenario may keep a When after a Then. Default: `{ en: ['then'] }`.
     */
    sequenceWords: Readonly<Record<string, readonly string[]>>;
  };
  /** The step catalogue (`steps`). */
  steps: {
    /** The Markdown file the catalogue is written to. Default: `docs/steps.md`. */
    catalogue: string;
    /**
     * What a step can be about, in the catalogue's order; a step's `topic` names one. Default: none,
     * the catalogue lists the steps by file.
     */
    topics: readonly string[];
    /**
     * The folder of the step definitions, as the catalogue and its messages name it. Default: the
     * folder cucumber-js's `import` or `require` name, else `features/`.
     */
    folder: string;
    /** The class of the World step functions take as `this`, for the snippet of a missing step. Default: `World`. */
    world: string;
    /** The command that rewrites the catalogue, as the project runs it (named in messages). Default: `npx spec-harness steps`. */
    command: string;
    /** The guide that says how to add a step (named in messages). Default: none. */
    guide?: string;
    /**
     * The Gherkin languages every step reads in (`en`, `ru`, …). Default: the languages of the feature
     * files (their `# language:` lines; English for a file without one).
     */
    languages?: readonly string[];
    /**
     * Whether every step must be documented: what it does, its topic, what it looks at, and an
     * example for each phrasing. Default: false (what a step has is shown, nothing is demanded).
     */
    documented: boolean;
  };
  /** The test runs' reports (`living`, `summary`). */
  reports: {
    /**
     * Where the runs write their reports; several folders (CI shards) can be given on the command
     * line. Default: `reports`.
     */
    folder: string;
    /** Where the living documentation is written. Default: `reports/living`. */
    living: string;
    /**
     * Each layer of tests by its JUnit file: the summary fails when one is missing or ran nothing.
     * Default: `{ features: 'cucumber.xml' }`.
     */
    junit: Readonly<Record<string, string>>;
    /**
     * Each run of the features by its Cucumber message stream (NDJSON). Default: one run,
     * `{ id: 'features', label: 'Features', file: 'cucumber.ndjson' }`.
     */
    runs: readonly { id: string; label: string; file: string }[];
  };
  /** How a change selects scenarios by their footprints (`npm run test:affected`); none: no selection. */
  footprints?: SelectionRules;
}

/** What a project writes: the specification, and whatever differs from the defaults. */
export interface HarnessSettings {
  specification: string;
  features?: string;
  sectionsNeedingProof?: readonly number[];
  ledger?: Partial<HarnessConfig['ledger']>;
  style?: Partial<HarnessConfig['style']>;
  steps?: Partial<HarnessConfig['steps']>;
  reports?: Partial<HarnessConfig['reports']>;
  footprints?: SelectionRules;
}

/** Typed config for `spec-harness.config.ts`; returns what it is given, typed as written (so its own values read as set). */
export function defineConfig<Settings extends HarnessSettings>(config: Settings): Settings & HarnessSettings {
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
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** A value the project may leave out: absent, or what `check` accepts. */
const optional =
  <T>(check: (value: T) => boolean) =>
  (value: T | undefined) =>
    value === undefined || check(value);

/** Every value the harness cannot work with, as `key: what it must be`. */
export function configProblems(config: unknown): string[] {
  const c = (config ?? {}) as Partial<Record<keyof HarnessConfig, unknown>>;
  const section = (value: unknown) => (isRecord(value) ? value : {});
  const [style, steps, reports, ledger] = [section(c.style), section(c.steps), section(c.reports), section(c.ledger)];
  const text = optional(isText);
  const checks: [boolean, string][] = [
    [isText(c.specification), "specification: the path of the specification (Markdown), e.g. 'docs/specification.md'"],
    [text(c.features), 'features: the folder of the feature files'],
    [
      optional((n: unknown) => Array.isArray(n) && n.every((s) => Number.isInteger(s) && s > 0))(
        c.sectionsNeedingProof,
      ),
      'sectionsNeedingProof: section numbers, e.g. [2, 4]',
    ],
    [text(ledger.file), "ledger.file: the clause ledger's JSON file, e.g. 'docs/clause-ledger.json'"],
    [
      text(ledger.accept),
      "ledger.accept: the command that records a review, e.g. 'npx spec-harness coverage --accept'",
    ],
    [
      optional((n) => Number.isInteger(n) && Number(n) >= 0)(style.sequenceLimit),
      'style.sequenceLimit: a whole number',
    ],
    [
      optional((words) => isRecord(words) && Object.values(words).every(isTexts))(style.sequenceWords),
      "style.sequenceWords: words per language, e.g. { en: ['then'] }",
    ],
    [text(steps.catalogue), 'steps.catalogue: the Markdown file of the step catalogue'],
    [optional(isTexts)(steps.topics), "steps.topics: the topics steps are filed under, e.g. ['Orders', 'Payment']"],
    [text(steps.folder), 'steps.folder: the folder of the step definitions'],
    [text(steps.world), 'steps.world: the class of the World, for snippets'],
    [text(steps.command), 'steps.command: the command that writes the catalogue'],
    [text(steps.guide), 'steps.guide: the guide that says how to add a step'],
    [
      optional((languages) => isTexts(languages) && languages.length > 0)(steps.languages),
      "steps.languages: the Gherkin languages every step reads in, e.g. ['en']",
    ],
    [optional((value) => typeof value === 'boolean')(steps.documented), 'steps.documented: true or false'],
    [text(reports.folder), 'reports.folder: where the test runs write their reports'],
    [text(reports.living), 'reports.living: where the living documentation is written'],
    [
      optional((junit) => isRecord(junit) && Object.values(junit).every(isText))(reports.junit),
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
    ],
    [
      optional(
        (runs) =>
          Array.isArray(runs) &&
          runs.every((run: Record<string, unknown>) => isText(run.id) && isText(run.label) && isText(run.file)),
      )(reports.runs),
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
        isRecord(footprints.unrecorded) && Object.values(footprints.unrecorded).every(isTexts),
        "footprints.unrecorded: per run, the paths it does not record, e.g. { split: ['mocks/'] }",
      ],
      [
        optional((testCode) => isRecord(testCode) && Object.values(testCode).every(isTexts))(footprints.testCode),
        "footprints.testCode: per run, the folders of its own test code, e.g. { e2e: ['spec/e2e/'] }",
      ],
    );
  return checks.filter(([ok]) => !ok).map(([, message]) => message);
}

/** A config with the defaults that need nothing of the project; the features, step folder and sections are filled by `resolveConfig`. */
export interface LoadedConfig extends Omit<HarnessConfig, 'features' | 'sectionsNeedingProof' | 'steps'> {
  features: string | undefined;
  sectionsNeedingProof: readonly number[] | undefined;
  steps: Omit<HarnessConfig['steps'], 'folder'> & { folder: string | undefined };
}

/** The settings a project wrote, with every value it left out at its default (see HarnessConfig). */
export function withDefaults(settings: HarnessSettings): LoadedConfig {
  const specification = posix.normalize(settings.specification);
  return {
    specification,
    // `./features/` and `features` are one folder: the reports name feature files `features/…`.
    features: settings.features === undefined ? undefined : folderPath(settings.features),
    sectionsNeedingProof: settings.sectionsNeedingProof,
    ledger: {
      file: posix.join(posix.dirname(specification), 'clause-ledger.json'),
      accept: 'npx spec-harness coverage --accept',
      ...settings.ledger,
    },
    style: { sequenceLimit: 0, sequenceWords: { en: ['then'] }, ...settings.style },
    steps: {
      catalogue: 'docs/steps.md',
      topics: [],
      world: 'World',
      command: 'npx spec-harness steps',
      documented: false,
      ...settings.steps,
      folder: settings.steps?.folder,
    },
    reports: {
      folder: 'reports',
      living: 'reports/living',
      junit: { features: 'cucumber.xml' },
      runs: [{ id: 'features', label: 'Features', file: 'cucumber.ndjson' }],
      ...settings.reports,
    },
    ...(settings.footprints ? { footprints: settings.footprints } : {}),
  };
}

// `./` is `.`: a folder path keeps no trailing slash (normalize has collapsed repeated ones).
const folderPath = (path: string) => posix.normalize(path).replace(/\/$/u, '');

/**
 * The config whole: what cucumber-js's configuration says fills the features folder and the step
 * folder when the project left them out (read only then), the specification's sections fill
 * `sectionsNeedingProof`. Run from the project's root.
 */
export async function resolveConfig(loaded: LoadedConfig, root: string): Promise<HarnessConfig> {
  let { features } = loaded;
  let { folder } = loaded.steps;
  if (features === undefined || folder === undefined) {
    const { readCucumberProject } = await import('./cucumberProject.ts');
    const cucumber = await readCucumberProject(root);
    features ??= cucumber.featuresFolder;
    folder ??= cucumber.stepsFolder;
  }
  const config = { ...loaded, features, steps: { ...loaded.steps, folder }, sectionsNeedingProof: [] };
  requireProjectPaths(config, root);
  if (loaded.sectionsNeedingProof !== undefined)
    return { ...config, sectionsNeedingProof: loaded.sectionsNeedingProof };
  const { readSpecification } = await import('./specification.ts');
  const sections = readSpecification(resolve(root, config.specification)).sections.map((s) => s.number);
  return { ...config, sectionsNeedingProof: sections };
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

/** Loads and checks a config file; what it leaves out is at its default. */
export async function loadConfig(path: string): Promise<LoadedConfig> {
  const module = await importConfig(path);
  const problems = configProblems(module.default);
  if (problems.length > 0)
    throw new ConfigError(
      `${path} does not say what the harness needs (export default defineConfig({ … })):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return withDefaults(module.default as HarnessSettings);
}

/**
 * What the config names that is not there, as a ConfigError saying what to write: checked from the
 * project's root before a command runs.
 */
export function requireProjectPaths(config: Pick<HarnessConfig, 'specification' | 'features'>, root: string): void {
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
