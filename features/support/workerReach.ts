type Lines = Map<string, Set<number>>;

const merge = (into: Lines, lines: Lines) => {
  for (const [file, ran] of lines) {
    const known = into.get(file) ?? new Set<number>();
    for (const line of ran) known.add(line);
    into.set(file, known);
  }
};

/**
 * What the scenarios of one test process (a cucumber worker, a Playwright worker) reached in that
 * process itself: their step definitions, fixtures, and the project code those import. The process's
 * coverage is taken between scenarios and at each scenario's end; this turns the takes into each
 * scenario's share, more than it ran rather than less:
 * - what ran while code loaded (before the first scenario, or while a test file loaded between two
 *   tests) ran once for every later scenario that loads that code: a module's top level, and whatever
 *   it called to work out a constant;
 * - what ran between two scenarios otherwise (the hooks before a scenario) is the next scenario's;
 * - a process keeps what it worked out once (a table parsed on first use): a scenario that ran any
 *   function of a file counts every function that ran in this process so far of that file and of the
 *   files it imports, as a site server's are counted. Not so the run's own test code (`testCode`): a
 *   step or a test body is written for the scenarios that run it and keeps nothing for the next, and
 *   counting every step that ran before would choose most of a worker's scenarios for any step change.
 */
export class WorkerReach {
  /** What ran while code loaded, per window, with the test file that loaded in it (if one did). */
  private readonly loads: Array<{ file: string | undefined; lines: Lines }> = [];
  private readonly history: Lines = new Map();
  private pending: Lines = new Map();
  private first = true;

  constructor(
    private readonly importsOf: (file: string) => readonly string[],
    private readonly testCode: (file: string) => boolean = () => false,
  ) {}

  /** What ran between two scenarios (or before the first); `loading`: the test file that loaded meanwhile. */
  between(lines: Lines, { loading }: { loading?: string } = {}): void {
    merge(this.history, lines);
    if (loading !== undefined || this.first) this.loads.push({ file: loading, lines });
    else merge(this.pending, lines);
    this.first = false;
  }

  /**
   * A scenario's share, from what ran in its window. `loaded`: the project files it needed loaded (an
   * end-to-end test's `file` and what that imports): what ran while other test files loaded counts
   * only in those; without it, everything this process loaded counts.
   */
  scenario(lines: Lines, { file, loaded }: { file?: string; loaded?: ReadonlySet<string> } = {}): Lines {
    this.first = false;
    const ran: Lines = new Map();
    merge(ran, this.pending);
    merge(ran, lines);
    this.pending = new Map();
    merge(this.history, ran);
    const reach: Lines = new Map();
    for (const load of this.loads)
      for (const [script, lines] of load.lines)
        if (!loaded || load.file === file || loaded.has(script)) merge(reach, new Map([[script, lines]]));
    for (const script of loaded ?? []) if (!reach.has(script)) reach.set(script, new Set());
    for (const [script, lines] of ran) {
      if (lines.size === 0) {
        if (!reach.has(script)) reach.set(script, new Set());
        continue;
      }
      merge(reach, new Map([[script, lines]]));
      if (this.testCode(script)) continue;
      for (const reached of [script, ...this.importsOf(script)]) {
        const known = this.history.get(reached);
        if (known && !this.testCode(reached)) merge(reach, new Map([[reached, known]]));
      }
    }
    return reach;
  }
}
