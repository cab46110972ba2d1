import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../../site/server/serverEnv.ts';

describe('the server environment', () => {
  it('needs nothing: port 3000, offline on fixtures', () => {
    expect(parseServerEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      API_BASE_URL: undefined,
      FORM_RATE_LIMIT: undefined,
      REDIS_URL: undefined,
      FORWARD_MOCK_SCENARIO: '0',
      SITE_CLOCK: 'real',
      TRUST_PROXY: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: 20_000,
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('takes a log level and a shutdown grace, and refuses a level pino does not have', () => {
    expect(parseServerEnv({ LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '5000' })).toMatchObject({
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: 5000,
    });
    expect(() => parseServerEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => parseServerEnv({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('takes a form rate limit and a trusted proxy, and refuses nonsense with the variable named', () => {
    expect(parseServerEnv({ FORM_RATE_LIMIT: '25', TRUST_PROXY: '1' })).toMatchObject({
      FORM_RATE_LIMIT: 25,
      TRUST_PROXY: '1',
    });
    expect(() => parseServerEnv({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a redis:// or rediss:// REDIS_URL with a host, and says what it must be otherwise', () => {
    expect(parseServerEnv({ REDIS_URL: 'redis://10.0.0.5:6379' }).REDIS_URL).toBe('redis://10.0.0.5:6379');
    expect(parseServerEnv({ REDIS_URL: 'rediss://:secret@cache.example:6380/1' }).REDIS_URL).toBe(
      'rediss://:secret@cache.example:6380/1',
    );
    expect(parseServerEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    for (const wrong of ['10.0.0.5:6379', 'http://cache.example', 'redis://']) {
      expect(() => parseServerEnv({ REDIS_URL: wrong })).toThrow(
        /^The server's environment is invalid:\n {2}- REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL, such as [^\n]+\nFix these/,
      );
    }
  });

  it('passes mock scenarios to the backend only when told to with 1', () => {
    expect(parseServerEnv({ FORWARD_MOCK_SCENARIO: '1' }).FORWARD_MOCK_SCENARIO).toBe('1');
    expect(() => parseServerEnv({ FORWARD_MOCK_SCENARIO: 'true' })).toThrow(/FORWARD_MOCK_SCENARIO/);
    expect(parseServerEnv({ SITE_CLOCK: 'cookie' }).SITE_CLOCK).toBe('cookie');
    expect(() => parseServerEnv({ SITE_CLOCK: 'fake' })).toThrow(/SITE_CLOCK/);
  });

  it('honours PORT and treats an empty API_BASE_URL as unset', () => {
    expect(parseServerEnv({ PORT: '8080', API_BASE_URL: '' })).toMatchObject({ PORT: 8080, API_BASE_URL: undefined });
  });

  it('takes an http(s) API_BASE_URL', () => {
    expect(parseServerEnv({ API_BASE_URL: 'https://api.example/' }).API_BASE_URL).toBe('https://api.example/');
  });

  it('lists every invalid variable and says how to fix them', () => {
    expect(() => parseServerEnv({ PORT: 'eighty', API_BASE_URL: 'ftp://files.example/' })).toThrow(
      /PORT: .*\n.*API_BASE_URL: .*\nFix these variables or unset them to use the defaults\./,
    );
  });
});
