/**
 * What cucumber-js itself is told about the project: its configuration file and profile, and the
 * options of the npm script that runs it (`"test": "cucumber-js --import 'steps/**\/*.js'"`), which a
 * team may use instead of a configuration file. The harness reads its defaults (the features folder,
 * the step folder), the step definitions and the tag filter from here, so they are the ones the
 * project's own runs use. A project that names its feature files only when it runs them has them
 * found where they are.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import type { IConfiguration, IRunConfiguration } from '@cucumber/cucumber/api';

export interface CucumberProject {
  /** What to hand cucumber-js's `loadConfiguration` so that it reads the project as its runs do. */
  options: { provided: Partial<IConfiguration>; profiles: string[]; file?: string };
  /** Where the options come from besides cucumber-js's configuration file, for messages: `npm script "test"`. */
  script: string | undefined;
  /** The folder of the feature files: the fixed start of cucumber-js's `paths`, else `features`. */
  featuresFolder: string;
  /** The folder of the step definitions: the fixed start shared by `import` and `require`, else the features folder. */
  stepsFolder: string;
  /** The run's tag filter (`--tags`), empty when it runs every scenario. */
  tags: string;
  /** The plugins its configuration names (`plugin`). */
  plugins: readonly string[];
  /** cucumber-js's configuration as it resolved it: what `loadSupport` takes, and how it was written. */
  run: IRunConfiguration;
  configuration: IConfiguration;
}

/** A shell command's words, quotes taken off: enough for the command lines of npm scripts. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  // One of the three groups always matches: a double-quoted word, a single-quoted one, a bare one.
  for (const [, double, single, bare] of command.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g))
    words.push((double?.replace(/\\(.)/g, '$1') ?? single ?? bare) as string);
  return words;
}

/**
 * The arguments of the first npm script that runs cucumber-js, and the script's name: the words after
 * `cucumber-js` in the part of the command (between `&&`, `;` and `|`) that runs it.
 */
export function cucumberScript(
  scripts: Readonly<Record<string, string>>,
): { name: string; args: string[] } | undefined {
  for (const [name, command] of Object.entries(scripts)) {
    for (const part of command.split(/&&|\|\||;|\|/)) {
      const words = shellWords(part);
      const at = words.findIndex((word) => /(^|\/)cucumber-js$/.test(word));
      if (at !== -1) return { name, args: words.slice(at + 1) };
    }
  }
  return undefined;
}

/** The fixed part of a glob or path: the folders before the first wildcard, without a file name. */
export function fixedFolder(path: string): string {
  const parts = posix
    .normalize(path.replace(/\\/g, '/'))
    .replace(/(:\d+)+$/, '')
    .split('/');
  const fixed: string[] = [];
  for (const part of parts) {
    if (/[*?[\]{}!]/.test(part)) break;
    fixed.push(part);
  }
  // A file (`features/login.feature`, `steps/index.ts`) stands for its folder.
  if (fixed.length === parts.length && /\.[a-z]+$/i.test(String(fixed.at(-1)))) fixed.pop();
  return fixed.join('/').replace(/\/$/, '') || '.';
}

/** The deepest folder that holds all the given ones. */
export function commonFolder(folders: readonly string[]): string | undefined {
  if (folders.length === 0) return undefined;
  const split = folders.map((folder) => folder.split('/'));
  const first = split[0] as string[];
  const common: string[] = [];
  for (let index = 0; index < first.length && split.every((parts) => parts[index] === first[index]); index++)
    common.push(first[index] as string);
  return common.join('/') || '.';
}

/** The folders that hold the project's feature files, node_modules and hidden folders left out. */
export function featureFolders(root: string, folder = ''): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name.endsWith('.feature')) ? [folder || '.'] : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .flatMap((entry) => featureFolders(root, folder ? `${folder}/${entry.name}` : entry.name)),
  ];
}

const readScripts = (root: string): Record<string, string> => {
  try {
    return (
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ??
      {}
    );
  } catch {
    return {};
  }
};

/** Reads cucumber-js's configuration as the project's first npm script that runs cucumber-js would. */
export async function readCucumberProject(root: string): Promise<CucumberProject> {
  const script = cucumberScript(readScripts(root));
  let options: CucumberProject['options'] = { provided: {}, profiles: [] };
  if (script) {
    // cucumber-js's own parser of its command line, so an option reads as cucumber-js reads it (the
    // peer the harness resolves is the project's).
    const require = createRequire(import.meta.url);
    const { default: parser } = require('@cucumber/cucumber/lib/configuration/argv_parser') as {
      default: {
        parse(argv: string[]): {
          options: { profile: string[]; config?: string };
          configuration: Partial<IConfiguration>;
        };
      };
    };
    const parsed = parser.parse(['node', 'cucumber-js', ...script.args]);
    options = {
      provided: parsed.configuration,
      profiles: parsed.options.profile,
      ...(parsed.options.config ? { file: parsed.options.config } : {}),
    };
  }
  const { loadConfiguration } = await import('@cucumber/cucumber/api');
  // No formats: the harness writes no report, it only reads the project as a run would.
  const { runConfiguration, useConfiguration } = await loadConfiguration(
    { ...options, provided: { ...options.provided, format: [] } },
    { cwd: root },
  );
  // Without paths, cucumber-js reads features/; a project that names them when it runs
  // (`npm test -- tests/`) has its feature files elsewhere: the folder that holds them all.
  const featuresFolder =
    commonFolder(useConfiguration.paths.map(fixedFolder)) ??
    (existsSync(join(root, 'features')) ? undefined : commonFolder(featureFolders(root))) ??
    'features';
  const support = [...useConfiguration.import, ...useConfiguration.require].map(fixedFolder);
  return {
    options,
    script: script ? `npm script "${script.name}"` : undefined,
    featuresFolder,
    stepsFolder: `${commonFolder(support) ?? featuresFolder}/`,
    tags: useConfiguration.tags,
    // Its types promise `plugin`; cucumber-js before 12.5 keeps a configured one but has no default.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined on 12.2–12.4
    plugins: useConfiguration.plugin ?? [],
    run: runConfiguration,
    configuration: useConfiguration,
  };
}
