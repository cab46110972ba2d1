/**
 * `react` in the browser build (decision 014): Preact's compatibility layer, with React's hydration
 * semantics for `useSyncExternalStore`. Pages are rendered on the server by React 19; in the browser
 * Preact hydrates them (~11 KiB gzipped instead of React's ~65).
 */
import compat from 'preact/compat';
import './controlledFields.ts';
import './effectScheduling.ts';
import { useSyncExternalStore } from './useSyncExternalStore.ts';

// @ts-expect-error -- preact/compat's typings say `export =`; the module itself is ESM with named exports.
export * from 'preact/compat';
export { useSyncExternalStore };

// zustand and vike-react call `React.useSyncExternalStore` on the default export too.
export default { ...compat, useSyncExternalStore };
