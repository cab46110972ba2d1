import { z } from 'zod';
import { parseProxyTrust } from './proxyTrust.ts';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './gracefulShutdown.ts';

/** pino's levels, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The content and forms backend. Unset: the site serves its fixtures through MSW (the offline default). */
  API_BASE_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  /** Form submissions per client per 10 minutes (site/rules/formAbuse.ts); unset: 10 in production, none in development. */
  FORM_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().positive().optional()),
  /**
   * The Redis that every instance shares the form rate limit through (site/server/redisRateLimitStore.ts).
   * Unset: each process counts alone. While it is unreachable each process counts alone too.
   */
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({
        protocol: /^rediss?$/,
        hostname: /./,
        error: 'must be a redis:// or rediss:// URL, such as redis://10.0.0.5:6379 or rediss://:password@host:6380/0',
      })
      .optional(),
  ),
  /**
   * Set to 1 only in front of the development backend (npm run api): a request's mock scenario (the
   * x-mock-scenario header or mock-scenario cookie, docs/api.md) is passed to API_BASE_URL, so tests of
   * the deployed topology can make the backend misbehave. Never in production.
   */
  FORWARD_MOCK_SCENARIO: z.preprocess(emptyAsUnset, z.enum(['0', '1']).default('0')),
  /**
   * `cookie` only on test servers: the form rules (the rate limit, the repeat rule) take a request's
   * time from its site-clock cookie (site/server/siteClock.ts), so a scenario holds the site's time
   * and lets it pass. `real` (the default) everywhere else: a visitor must not choose the server's time.
   */
  SITE_CLOCK: z.preprocess(emptyAsUnset, z.enum(['real', 'cookie']).default('real')),
  /**
   * The proxies you run in front of the server (nginx, a CDN), to believe about the client's address and
   * scheme: 0 (none), their number (1 for one nginx), or their addresses (site/server/proxyTrust.ts).
   */
  /** fatal, error, warn, info (the default: a line per request), debug, trace or silent. */
  LOG_LEVEL: z.preprocess(emptyAsUnset, z.enum(LOG_LEVELS).default('info')),
  /**
   * After SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut, in ms
   * (site/server/gracefulShutdown.ts). Keep it below what the supervisor waits before SIGKILL.
   */
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(600_000).default(DEFAULT_SHUTDOWN_GRACE_MS),
  ),
  /**
   * Where Prometheus reads the metrics (site/server/metrics.ts): GET /metrics on this port of METRICS_HOST,
   * never on the site's own port. 0 takes any free port (the start line names it). Two instances on one
   * machine need a port each.
   */
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(9464)),
  /** The metrics listener's interface: loopback by default, so only this machine reads them. */
  METRICS_HOST: z.preprocess(emptyAsUnset, z.string().min(1).default('127.0.0.1')),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('0')
      .superRefine((value, context) => {
        try {
          parseProxyTrust(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
  ),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Every variable the server reads (.env.example documents each). */
export const serverEnvVariables = (): string[] => Object.keys(ServerEnvSchema.shape);

/** Parses the environment once at start-up; a bad value stops the server with a list of what to fix. */
export function parseServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(env);
  if (result.success) return result.data;
  // One line per problem: a URL can fail two of its checks with the same message.
  const problems = new Set(result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`));
  throw new Error(
    `The server's environment is invalid:\n${[...problems].join('\n')}\nFix these variables or unset them to use the defaults.`,
  );
}
