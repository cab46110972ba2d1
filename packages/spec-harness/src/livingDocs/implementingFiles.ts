/**
 * The code that implements a clause, as its scenarios' footprints show it (docs/footprints.md): the
 * project's files that every one of its scenarios ran, ordered by how few of the suite's scenarios
 * run them, so that the clause's own code comes before the page shell every scenario runs. The files
 * its `Rule:` line names are always shown, marked. Without footprints, the `Rule:` files are all there is.
 */
import { scenariosOf, type FootprintsFile } from '../footprints/artefact.ts';

export interface ImplementingFile {
  file: string;
  /** The share of the suite's scenarios with a footprint that run it (0–1): the page shell is near 1. */
  share: number;
  /** Named by the clause's `Rule:` line. */
  rule: boolean;
}

export interface Implementation {
  /** Where the files come from: the footprints of its scenarios, its `Rule:` line alone, or nothing. */
  source: 'footprints' | 'rule' | 'none';
  files: ImplementingFile[];
  /** How many of its scenarios have a footprint. */
  footprinted: number;
  /** How many scenarios of the whole suite have one: the base of each file's share. */
  suite: number;
}

/**
 * Per scenario (`uri:line`), the project files it ran a line of (not only loaded), over every run
 * that recorded it. `isProjectCode` leaves out test code (steps, support files).
 */
export function filesRunByScenario(
  footprints: FootprintsFile,
  isProjectCode: (file: string) => boolean,
): Map<string, Set<string>> {
  const ran = new Map<string, Set<string>>();
  for (const { scenario, files } of scenariosOf(footprints)) {
    const set = ran.get(scenario) ?? new Set<string>();
    for (const [file, lines] of files) if (lines !== '' && isProjectCode(file)) set.add(file);
    ran.set(scenario, set);
  }
  return ran;
}

/** Per file, how many scenarios run it: counted once per footprints read, not once per clause. */
const runnerCounts = new WeakMap<ReadonlyMap<string, ReadonlySet<string>>, Map<string, number>>();
function runnersOf(ran: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  let runners = runnerCounts.get(ran);
  if (!runners) {
    runners = new Map();
    for (const files of ran.values()) for (const file of files) runners.set(file, (runners.get(file) ?? 0) + 1);
    runnerCounts.set(ran, runners);
  }
  return runners;
}

export function implementationOf(
  scenarios: readonly { uri: string; line: number }[],
  rules: readonly string[],
  ran: ReadonlyMap<string, ReadonlySet<string>>,
): Implementation {
  const recorded = scenarios.flatMap(({ uri, line }) => {
    const files = ran.get(`${uri}:${line}`);
    return files ? [files] : [];
  });
  const ruleFiles = (share: (file: string) => number) =>
    rules.map((file) => ({ file, share: share(file), rule: true }));
  if (recorded.length === 0)
    return { source: rules.length > 0 ? 'rule' : 'none', files: ruleFiles(() => 0), footprinted: 0, suite: ran.size };
  const runners = runnersOf(ran);
  const share = (file: string) => (runners.get(file) ?? 0) / ran.size;
  const [first, ...others] = recorded;
  const common = [...(first ?? [])].filter((file) => others.every((files) => files.has(file)) && !rules.includes(file));
  return {
    source: 'footprints',
    files: [
      ...ruleFiles(share),
      ...common
        .map((file) => ({ file, share: share(file), rule: false }))
        .sort((a, b) => a.share - b.share || a.file.localeCompare(b.file, 'en')),
    ],
    footprinted: recorded.length,
    suite: ran.size,
  };
}
