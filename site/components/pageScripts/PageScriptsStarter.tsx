import { usePageContext } from 'vike-react/usePageContext';
import startPageScriptsUrl from './startPageScripts.js?url&no-inline';

/**
 * The script that starts the page's scripts after the page has loaded (site/rules/pageScripts.ts).
 * Production only: the development server does not hold its scripts (Vite's client must start at once).
 * `no-inline`: a small file would otherwise become a data: URL, which the Content-Security-Policy refuses.
 * A page rendered for one visitor gives it the answer's nonce, as Vike does its own scripts.
 */
export function PageScriptsStarter() {
  const { cspNonce } = usePageContext();
  if (import.meta.env.DEV) return null;
  return <script src={startPageScriptsUrl} nonce={cspNonce ?? undefined} defer />;
}
