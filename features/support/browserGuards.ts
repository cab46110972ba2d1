import { After, Status } from '@cucumber/cucumber';
import { untakenBrowserErrors, untakenCspViolations } from 'spec-harness/cucumber';
import type { SiteWorld } from './world.ts';

// The Before hook (hooks.ts) watches every scenario's page for errors and its context for what the
// Content-Security-Policy blocked (decision 012); a scenario that expects either takes it.

/** Every scenario fails on a browser error it did not take: a hydration mismatch (decision 016) cannot slip in unseen. */
After(function (this: SiteWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const error = untakenBrowserErrors(this);
  if (error) throw error;
});

/** Every scenario fails on a violation it did not take: the site's own pages must never trip the policy. */
After(function (this: SiteWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const error = untakenCspViolations(this);
  if (error) throw error;
});
