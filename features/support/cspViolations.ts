import { After, Status } from '@cucumber/cucumber';
import type { BrowserContext } from 'playwright';
import type { SiteWorld } from './world.ts';

/** What the browser reported about one thing the Content-Security-Policy blocked. */
export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  document: string;
  disposition: string;
}

const BINDING = '__siteCspViolation';

/**
 * Runs in every document and frame before the page's own scripts (Playwright injects it over the
 * DevTools protocol, which the policy does not govern). A string: tsx would compile helpers into a
 * function that do not exist in the page.
 */
const LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${BINDING}?.({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    document: event.documentURI,
    disposition: event.disposition,
  });
});`;

const seen = new WeakMap<SiteWorld, CspViolation[]>();

/**
 * Records every `securitypolicyviolation` of the scenario's pages (decision 012). The Before hook
 * calls it for every scenario, so the whole suite runs under the enforced policy and proves that
 * the site's pages, in every family and state the scenarios reach, trip none of it.
 */
export async function watchCspViolations(world: SiteWorld, context: BrowserContext) {
  const violations: CspViolation[] = [];
  seen.set(world, violations);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => violations.push(violation));
  await context.addInitScript(LISTENER);
}

/** The violations reported so far, handed over and forgotten: a scenario that expects some takes them. */
export function takeCspViolations(world: SiteWorld): CspViolation[] {
  return (seen.get(world) ?? []).splice(0);
}

/** Every scenario fails on a violation it did not take: the site's own pages must never trip the policy. */
After(function (this: SiteWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const left = takeCspViolations(this);
  if (left.length > 0)
    throw new Error(
      `The Content-Security-Policy blocked something on the site's own page (decision 012):\n${left
        .map(
          (v) =>
            `  - ${v.directive} blocked ${v.blocked || '(inline)'} in ${v.document}${v.sample ? `: ${v.sample}` : ''}`,
        )
        .join('\n')}`,
    );
});
