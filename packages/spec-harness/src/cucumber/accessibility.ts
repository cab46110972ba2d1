import type { HtmlValidate } from 'html-validate';

// The harness's own shapes of what it reads of axe-core's and html-validate's results (theirs fit them):
// its declarations must not need the optional peers' types in a project that has not installed them.

/** How much an axe-core finding matters, as axe-core grades it. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** One axe-core rule a page breaks, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact?: AxeImpact | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** What the harness reads of an axe-core run: its violations. */
export interface AxeFindings {
  violations: AxeViolation[];
}

/** One error html-validate reports in a document. */
export interface HtmlError {
  ruleId: string;
  message: string;
  line: number;
  column: number;
  selector: string | null;
  severity: number;
}

/**
 * The impacts of axe-core findings that fail a page. Minor and moderate findings are
 * reported by axe too, but they are advice (best practices, redundant roles), not barriers.
 */
export const BLOCKING_IMPACTS: readonly AxeImpact[] = ['serious', 'critical'];

/** The axe findings that fail a page: its violations of a blocking impact. */
export function blockingViolations<Violation extends AxeViolation>(results: { violations: Violation[] }): Violation[] {
  return results.violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact));
}

/**
 * One violation per paragraph, with what a developer needs to fix it without re-running anything:
 * the rule id, its impact, axe's help text and link, and every failing element's selector and summary.
 */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  at ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

// One validator for the run, made when first asked: html-validate is a peer only a project that checks
// its pages' HTML needs. The project's own .htmlvalidate.json applies where it has one, html-validate's
// recommended rules where it has none (html-validate alone would then check nothing: every page would pass).
let validator: Promise<HtmlValidate> | undefined;
const htmlValidator = () =>
  (validator ??= import('html-validate').then(
    ({ FileSystemConfigLoader, HtmlValidate }) =>
      new HtmlValidate(new FileSystemConfigLoader({ extends: ['html-validate:recommended'] })),
    () => {
      throw new Error(
        'htmlErrors checks HTML with html-validate, a peer of the harness: install it (npm i -D html-validate).',
      );
    },
  ));

/**
 * The validation errors (not warnings) of a whole HTML document, as html-validate reports them. `file`
 * only picks the configuration: a .htmlvalidate.json is looked up from its folder upwards.
 */
export async function htmlErrors(html: string, file = 'page.html'): Promise<HtmlError[]> {
  const report = await (await htmlValidator()).validateString(html, file);
  return report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
}

/** One error per line: rule, message, where (line:column and selector), so it can be found in the source. */
export function formatHtmlErrors(errors: readonly HtmlError[]): string {
  return errors
    .map((error) => `${error.ruleId}: ${error.message} — line ${error.line}:${error.column} ${error.selector ?? ''}`)
    .join('\n');
}
