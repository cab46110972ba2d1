/**
 * A Vite plugin: the browser build imports Preact's compatibility layer wherever code (the site,
 * vike-react, zustand) imports React; the server build keeps React 19 for rendering (decision 014).
 * A resolveId hook rather than `resolve.alias`, which applies to every environment alike.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What each React entry point becomes in the browser. */
export const BROWSER_REACT: Readonly<Record<string, string>> = {
  react: here('./react.ts'),
  'react-dom': 'preact/compat',
  'react-dom/client': here('./reactDomClient.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function preactInTheBrowser(): Plugin {
  return {
    name: 'site:preact-in-the-browser',
    enforce: 'pre',
    // The development server pre-bundles React for the browser outside the plugin pipeline; it keeps
    // React there (the site's code behaves the same under both, see react.ts).
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = BROWSER_REACT[source];
      if (!target || this.environment.config.consumer !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
