import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LivingDocs } from './model.ts';
import { LivingPage, type PageOptions } from './page/LivingPage.tsx';
import { searchBox } from './page/searchBox.ts';

export type HtmlOptions = PageOptions;

/** The living documentation page, its style sheet and its script inline (LivingPage.tsx). */
export function renderHtml(docs: LivingDocs, options: HtmlOptions = {}): string {
  // Beside the page's components in the sources and in dist/ (the package's build copies it there).
  const css = readFileSync(new URL('./page/livingDocs.css', import.meta.url), 'utf8');
  const script = `(${searchBox.toString()})();`;
  const page = <LivingPage docs={docs} options={options} css={css} script={script} />;
  return `<!DOCTYPE html>\n${renderToStaticMarkup(page)}\n`;
}
