import { Session } from 'node:inspector/promises';
import type { CoveredScript } from './coverageLines.ts';

// tsx writes `data:application/json;base64,…`, Playwright's Babel `data:application/json;charset=utf-8;base64,…`.
const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/;

const STARTED = Symbol.for('spec-harness.processCoverage');
type Started = { [STARTED]?: Promise<Session> };

/**
 * Starts counting the functions this process runs, once per process: call it before the code to be
 * measured loads (a cucumber worker's first support file, Playwright's config in a test worker), so
 * that what modules run while they load is counted too. `processCoverage` takes from the same session.
 */
export function startProcessCoverage(): Promise<Session> {
  const shared = globalThis as Started;
  shared[STARTED] ??= (async () => {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    return session;
  })();
  return shared[STARTED];
}

/**
 * The coverage of this very process (a cucumber worker: its step definitions, support code and what
 * they import; a Playwright worker's tests and fixtures), for scripts whose URL `keep` accepts.
 * TypeScript run through tsx or Playwright carries an inline sourcemap; a script without one is left out.
 *
 * Counts, not V8's binary mode: binary coverage reports a function the first time it ever runs and
 * never again, so the second scenario to run a step would not show it.
 */
export async function processCoverage(keep: (url: string) => boolean) {
  const session = await startProcessCoverage();
  const sources = new Map<string, { source: string; map: CoveredScript['map'] } | null>();
  let debuggerOn = false;
  const sourceOf = async (scriptId: string, url: string) => {
    if (!sources.has(url)) {
      if (!debuggerOn) {
        // Script sources are only given with the debugger on; it stays on for the worker's life.
        await session.post('Debugger.enable');
        debuggerOn = true;
      }
      const { scriptSource } = await session.post('Debugger.getScriptSource', { scriptId });
      const inline = INLINE_MAP.exec(scriptSource);
      sources.set(
        url,
        inline?.[1]
          ? {
              source: scriptSource,
              map: JSON.parse(Buffer.from(inline[1], 'base64').toString('utf8')) as CoveredScript['map'],
            }
          : null,
      );
    }
    return sources.get(url);
  };
  return {
    /** What ran since the last take (or since counting started), per kept script. */
    async take(): Promise<Array<CoveredScript & { url: string }>> {
      const { result } = await session.post('Profiler.takePreciseCoverage');
      const scripts: Array<CoveredScript & { url: string }> = [];
      for (const script of result) {
        if (!keep(script.url)) continue;
        const functions = script.functions.map(
          (fn) =>
            [fn.ranges[0]?.startOffset ?? 0, fn.ranges[0]?.endOffset ?? 0, (fn.ranges[0]?.count ?? 0) > 0] as const,
        );
        if (!functions.some((fn) => fn[2])) continue;
        const known = await sourceOf(script.scriptId, script.url);
        if (known) scripts.push({ url: script.url, scriptUrl: script.url, functions, ...known });
      }
      return scripts;
    },
  };
}
