/**
 * `npm run features:names -- /contacts/ [/en/contacts/ …]`: what a screen reader is told of a page, part
 * by part (header, main content, footer): each link, button, heading and field by its accessible name,
 * the name a step matches ("they see the link "…"", "the footer links to … as "…""), with a link's
 * address under it. For analysts on a machine without a browser window (docs/writing-features.md,
 * "Finding a step"). The built site is started on its own port (`npm run build` first), offline on
 * fixtures; `--width 375` reads the page as a phone shows it (the default is 1280 px).
 */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findHeadlessChromium } from 'spec-harness/cucumber';
import { commandLine, refuse } from './commandLine.ts';
import { startSiteServer } from './siteServer.ts';

const PARTS = [
  ['banner', 'The header'],
  ['main', 'The main content'],
  ['contentinfo', 'The footer'],
] as const;

const { values, positionals: paths } = commandLine(
  'npm run features:names',
  { width: { type: 'string' } },
  { positionals: '[addresses…]' },
);
const width = Number(values.width ?? 1280);
if (paths.length === 0 || paths.some((path) => !path.startsWith('/')) || !(width >= 320 && width <= 2560))
  refuse('Name the pages by their addresses on the site, such as /contacts/ (and --width from 320 to 2560).');

/** The snapshot as a reader reads it: YAML quotes a line whose name holds a colon; the quotes go. */
function readable(snapshot: string): string {
  return snapshot.replace(
    /^(\s*- )'((?:[^']|'')*)'(:?)$/gm,
    (_, dash: string, item: string, colon: string) => `${dash}${item.replace(/''/g, "'")}${colon}`,
  );
}

const server = await startSiteServer();
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    const response = await page.goto(new URL(path, server.url).href);
    await page.waitForLoadState('load');
    console.log(`${path} (${response?.status() ?? 'no answer'}, ${width} px wide)\n`);
    for (const [role, title] of PARTS) {
      const part = page.getByRole(role).first();
      if ((await part.count()) === 0) continue;
      console.log(`${title}:`);
      console.log(readable(await part.ariaSnapshot()).replace(/^/gm, '  '));
      console.log('');
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
