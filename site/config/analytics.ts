/**
 * The web-analytics counter (spec section 4: loaded lazily on the first scroll, click or resize).
 * Configured at build time: `VITE_ANALYTICS_SRC` (the counter's script URL) and `VITE_ANALYTICS_ID`
 * (the counter id it reads from the script tag's `data-counter`). Without them the site loads its own
 * local no-op counter, so development, tests and offline runs never call a third party.
 */
export interface AnalyticsConfig {
  src: string;
  counterId: string;
}

export const LOCAL_ANALYTICS_SRC = '/analytics/counter.js';

/**
 * The counter from a set of VITE_ variables: the client's import.meta.env, or, on the server, the
 * same variables as Vite read them for the build (scripts/build.ts records the result in the build
 * manifest, so the Content-Security-Policy allows exactly the counter the client was built with).
 */
export function analyticsConfigFrom(env: Partial<Record<string, unknown>>): AnalyticsConfig {
  const setting = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    src: setting('VITE_ANALYTICS_SRC') ?? LOCAL_ANALYTICS_SRC,
    counterId: setting('VITE_ANALYTICS_ID') ?? 'local',
  };
}

// Vite defines import.meta.env; plain Node (the feature steps import this file) does not.
const env = (import.meta.env as Partial<Record<string, unknown>> | undefined) ?? {};
export const analyticsConfig: AnalyticsConfig = analyticsConfigFrom(env);
