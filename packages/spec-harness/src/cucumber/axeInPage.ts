import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import type { AxeFindings } from './accessibility.ts';

let engine: Promise<string> | undefined;

/** axe-core's minified browser build (650 KB), read on first use and kept for the worker's run. */
function axeEngine(): Promise<string> {
  engine ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return engine;
}

/**
 * axe-core over a page that has no frames: the engine injected once, then `axe.run` over the whole
 * document, every rule. It is what @axe-core/playwright's legacy mode does, without sending the
 * unminified engine (1.5 MB) into the page twice — its `analyze()` injects it, then injects it again
 * in each frame before running: measured on /blog/ and a service page, 650 ms a check with the
 * builder, 370 ms so. A page with frames goes through the builder, which runs axe in each frame.
 */
export async function axeInPage<Results extends AxeFindings = AxeFindings>(
  page: Page,
  options: object,
): Promise<Results> {
  await page.evaluate(await axeEngine());
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Results> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}
