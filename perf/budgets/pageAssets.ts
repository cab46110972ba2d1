/**
 * What a browser fetches for a page's first load, read from its HTML: scripts, module preloads,
 * preloaded scripts, data and styles, stylesheets — and, for scripts, their static imports (a module's
 * `import … from "./x.js"` is fetched before it runs, preloaded or not). Dynamic `import()` is not
 * followed: those chunks load on interaction, which is the point of splitting them.
 */
import { Parser } from 'htmlparser2';

export interface PageAssets {
  /** Same-origin paths (with query), in document order, without duplicates. */
  scripts: string[];
  styles: string[];
  /** Other origins: not ours to budget, listed so a report can mention them. */
  external: string[];
}

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const relTokens = (rel: string | undefined) => new Set((rel ?? '').toLowerCase().split(/\s+/u).filter(Boolean));

/** Assets referenced by `html`, resolved against `pageUrl` (an absolute URL). */
export function pageAssets(html: string, pageUrl: string): PageAssets {
  const origin = new URL(pageUrl).origin;
  const found: PageAssets = { scripts: [], styles: [], external: [] };
  const add = (kind: 'scripts' | 'styles', reference: string | undefined) => {
    if (!reference || !URL.canParse(reference, pageUrl)) return;
    const url = new URL(reference, pageUrl);
    if (url.origin !== origin) {
      if (!found.external.includes(url.href)) found.external.push(url.href);
      return;
    }
    const path = url.pathname + url.search;
    if (!found[kind].includes(path)) found[kind].push(path);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.src !== undefined) {
          if (SCRIPT_TYPES.has((attributes.type ?? '').toLowerCase())) add('scripts', attributes.src);
        } else if (name === 'link' && attributes.disabled === undefined) {
          const rel = relTokens(attributes.rel);
          const as = (attributes.as ?? '').toLowerCase();
          // A fetch preload is data the scripts need before they can hydrate (the page's UI strings):
          // it is counted with them.
          if (rel.has('modulepreload') || (rel.has('preload') && (as === 'script' || as === 'fetch')))
            add('scripts', attributes.href);
          else if (rel.has('stylesheet') || (rel.has('preload') && as === 'style')) add('styles', attributes.href);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/**
 * The relative specifiers a (minified) ES module imports statically: `import{a}from"./x.js"`,
 * `import"./y.js"`, `export*from"./z.js"`. Bare specifiers and `import()` are skipped.
 */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/gu;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/'))
      specifiers.add(specifier);
  }
  return [...specifiers];
}
