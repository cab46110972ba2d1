import type { BrowserContext } from 'playwright';

/** What the browser reported about one thing the Content-Security-Policy blocked. */
export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  document: string;
  disposition: string;
}

const BINDING = '__specHarnessCspViolation';

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

const seen = new WeakMap<object, CspViolation[]>();

/**
 * Records every `securitypolicyviolation` of the scenario's pages. Called by a Before hook for every
 * scenario, the whole suite runs under the enforced policy and proves that the site's pages, in
 * every state the scenarios reach, trip none of it.
 */
export async function watchCspViolations(scenario: object, context: BrowserContext): Promise<void> {
  const violations: CspViolation[] = [];
  seen.set(scenario, violations);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => violations.push(violation));
  await context.addInitScript(LISTENER);
}

/** The violations reported so far, handed over and forgotten: a scenario that expects some takes them. */
export function takeCspViolations(scenario: object): CspViolation[] {
  return (seen.get(scenario) ?? []).splice(0);
}

/**
 * For an After hook: the violations of a passed scenario that nobody took, as the error to fail it
 * with — a site's own pages must never trip its policy.
 */
export function untakenCspViolations(scenario: object): Error | undefined {
  const left = takeCspViolations(scenario);
  if (left.length === 0) return undefined;
  return new Error(
    `The Content-Security-Policy blocked something on the site's own page:\n${left
      .map(
        (v) =>
          `  - ${v.directive} blocked ${v.blocked || '(inline)'} in ${v.document}${v.sample ? `: ${v.sample}` : ''}`,
      )
      .join('\n')}`,
  );
}
