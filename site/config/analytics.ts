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
 * The counter from a set of VITE_ variables: the client's build-time environment, or, on the server, the
 * same variables as Vite read them for the build (tools/build.ts records the result in the build
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

/**
 * The two variables, each named in full so Vite replaces it at build time: Vike replaces the bare
 * environment object with null in the server's bundle (and warns, even about a mention in a comment).
 * Plain Node (the feature steps import this file) has no such object: reading a variable throws
 * there, and none is set.
 */
function viteVariables(): Partial<Record<string, unknown>> {
  try {
    return {
      VITE_ANALYTICS_SRC: import.meta.env.VITE_ANALYTICS_SRC,
      VITE_ANALYTICS_ID: import.meta.env.VITE_ANALYTICS_ID,
    };
  } catch {
    return {};
  }
}
export const analyticsConfig: AnalyticsConfig = analyticsConfigFrom(viteVariables());
