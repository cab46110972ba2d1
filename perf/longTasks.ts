/**
 * `npm run bench:tasks [-- <path> …]`: the long tasks of a page's start, named. Opens each page of the
 * built site (`npm run build` first) in Chromium with the CPU slowed 4×, as Lighthouse's mobile run
 * slows it, records a performance trace until the page reports itself hydrated and two seconds more,
 * and prints every main-thread task of 50 ms or more with what it spent its time on: which script it
 * evaluated or called into, layout, style, parsing. Where `npm run bench` says how long the longest task
 * is, this says what it was. Defaults to one page of each benched family.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from 'spec-harness/cucumber';
import { startSiteServer } from '../tools/siteServer.ts';

const SLOWDOWN = 4;
const LONG_MS = 50;
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        '/',
        '/services/sozdanie-saytov/',
        '/portfolio-web-studii/almaz-jewelry-shop/',
        '/portfolio-web-studii/',
        '/blog/',
      ];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

async function traceOf(session: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'].join(','),
    transferMode: 'ReportEvents',
  });
  await run();
  await session.send('Tracing.end');
  await done;
  return events;
}

/** A short name of what a child event of a task did. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url ? data.url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') : '';
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') return `evaluate ${file}`;
  if (event.name === 'FunctionCall') return `call ${data?.functionName || '(anonymous)'} ${file}`;
  if (event.name === 'EventDispatch') return `event ${data?.type ?? ''}`;
  return event.name;
}

const server = await startSiteServer({}, { port: 4313 });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events = await traceOf(session, async () => {
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 30_000,
      });
      await page.waitForTimeout(2000);
    });
    // The page's renderer main thread: of the renderers' main threads (the first page, about:blank, has its
    // own), the one that ran the most.
    const mains = events.filter((e) => e.name === 'thread_name' && JSON.stringify(e.args).includes('CrRendererMain'));
    const busy = (thread: TraceEvent) =>
      events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
        .reduce((total, e) => total + (e.dur ?? 0), 0);
    const main = mains.sort((a, b) => busy(b) - busy(a))[0];
    const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= LONG_MS);
    console.log(`\n${path}: ${tasks.length} tasks of ${LONG_MS} ms or more at ${SLOWDOWN}x`);
    const start = Math.min(...onMain.map((e) => e.ts));
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const children = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 3000)
        .filter((e) => e.name !== 'RunTask')
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 6);
      console.log(`  ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - start) / 1000).toFixed(0)} ms:`);
      for (const child of children) console.log(`    ${((child.dur ?? 0) / 1000).toFixed(0)} ms ${labelOf(child)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
