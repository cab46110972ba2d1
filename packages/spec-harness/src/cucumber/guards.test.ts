import { EventEmitter } from 'node:events';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectFailingFetches, takeBrowserErrors, untakenBrowserErrors, watchBrowserErrors } from './browserErrors.ts';
import { takeCspViolations, untakenCspViolations, watchCspViolations, type CspViolation } from './cspViolations.ts';

/** A page that emits what a browser reports: uncaught exceptions and console messages. */
function fakePage() {
  const events = new EventEmitter();
  const page = { on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener) };
  const consoleSays = (type: string, text: string) => events.emit('console', { type: () => type, text: () => text });
  return { page: page as unknown as Page, events, consoleSays };
}

describe('the browser-error guard', () => {
  it("fails a scenario on an uncaught exception or a console error nobody took, not on a failed request's notice", () => {
    const scenario = {};
    const { page, events, consoleSays } = fakePage();
    watchBrowserErrors(scenario, page);
    events.emit('pageerror', new TypeError('x is undefined'));
    consoleSays('error', 'Failed to load resource: the server responded with a status of 404');
    consoleSays('error', "Refused to load the script 'https://evil.test/x.js'");
    consoleSays('warning', 'A warning is no error');
    consoleSays('error', 'React recovered from an error: Hydration failed');
    expect(untakenBrowserErrors(scenario)?.message).toBe(
      'The page reported errors (console errors and uncaught exceptions):\n' +
        '  - uncaught TypeError: x is undefined\n' +
        '  - console error: React recovered from an error: Hydration failed',
    );
    expect(untakenBrowserErrors(scenario)).toBeUndefined();
  });

  it('lets a scenario take the errors it expects, and expect a failed fetch', () => {
    const scenario = {};
    const { page, consoleSays } = fakePage();
    watchBrowserErrors(scenario, page);
    consoleSays('error', 'TypeError: Failed to fetch');
    expect(takeBrowserErrors(scenario)).toEqual(['console error: TypeError: Failed to fetch']);
    expectFailingFetches(scenario);
    consoleSays('error', 'TypeError: Failed to fetch');
    expect(untakenBrowserErrors(scenario)).toBeUndefined();
  });
});

describe('the Content-Security-Policy guard', () => {
  it('listens in every document before its scripts, and fails a scenario on a violation nobody took', async () => {
    const scenario = {};
    let report: ((source: unknown, violation: CspViolation) => void) | undefined;
    const scripts: string[] = [];
    const context = {
      exposeBinding: (_name: string, binding: typeof report) => {
        report = binding;
        return Promise.resolve();
      },
      addInitScript: (script: string) => {
        scripts.push(script);
        return Promise.resolve();
      },
    };
    await watchCspViolations(scenario, context as unknown as BrowserContext);
    expect(scripts[0]).toContain("addEventListener('securitypolicyviolation'");
    const inline = {
      directive: 'script-src-elem',
      blocked: '',
      sample: 'alert(1)',
      document: 'http://x/',
      disposition: 'enforce',
    };
    report?.(null, inline);
    expect(takeCspViolations(scenario)).toEqual([inline]);
    report?.(null, { ...inline, blocked: 'https://evil.test/x.js', sample: '' });
    expect(untakenCspViolations(scenario)?.message).toBe(
      "The Content-Security-Policy blocked something on the site's own page:\n" +
        '  - script-src-elem blocked https://evil.test/x.js in http://x/',
    );
    expect(untakenCspViolations(scenario)).toBeUndefined();
  });
});
