// Preloaded (`node --import`) into a site server whose footprints a feature run records
// (tools/siteServer.ts, FOOTPRINTS=1; docs/decisions/030-footprints.md). Plain JavaScript: it runs
// before anything else in the process, with no loader. The site's code knows nothing of it.
//
// Over the process's IPC channel the test worker asks:
// - { footprint: 'start' }: forget what ran so far (V8's counters are reset by each take);
// - { footprint: 'take' }: what ran since, and the fixture files read since.
// Only the project's own scripts (dist/) are sent, and only those in which something ran: V8 reports
// every script, and node_modules is most of them.
import { syncBuiltinESMExports } from 'node:module';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';

if (process.send) {
  const root = pathToFileURL(`${process.cwd()}/`).href;
  const built = `${root}dist/`;
  const fixtures = `${process.cwd()}/fixtures/`;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // Function level (detailed: false): which functions ran, not which of their branches.
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  // Fixtures are read from disk by the mocks: each path read is part of the scenario's footprint.
  let fixturesRead = new Set();
  const { readFile } = fs.promises;
  fs.promises.readFile = function readFileSeen(path, ...rest) {
    const name = typeof path === 'string' ? path : path instanceof URL ? path.pathname : '';
    if (name.startsWith(fixtures)) fixturesRead.add(`fixtures/${name.slice(fixtures.length)}`);
    return readFile.call(this, path, ...rest);
  };
  syncBuiltinESMExports();

  let started = false;
  // Each built script in which something ran, with all its functions as [start, end, ran]: which
  // function a line belongs to needs the ones that did not run too.
  const take = async () => {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    return result
      .filter((script) => script.url.startsWith(built))
      .map((script) => ({
        url: script.url.slice(root.length),
        functions: script.functions.map((fn) => [
          fn.ranges[0].startOffset,
          fn.ranges[0].endOffset,
          fn.ranges[0].count > 0,
        ]),
      }))
      .filter((script) => script.functions.some((fn) => fn[2]));
  };
  const builtScripts = async () => {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    return result.filter((script) => script.url.startsWith(built)).map((script) => script.url.slice(root.length));
  };
  process.on('message', (message) => {
    if (message?.footprint === 'start') {
      void builtScripts().then((scripts) => {
        // The first start says what the process loaded before any scenario: its startup.
        const startup = started ? undefined : scripts;
        started = true;
        fixturesRead = new Set();
        process.send({ footprint: 'started', startup });
      });
    } else if (message?.footprint === 'take') {
      void take().then((scripts) => {
        process.send({ footprint: 'taken', scripts, fixtures: [...fixturesRead] });
        fixturesRead = new Set();
      });
    }
  });
  // The channel must not keep a draining server alive.
  process.channel?.unref();
}
