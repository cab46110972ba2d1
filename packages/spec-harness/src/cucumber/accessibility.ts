import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * The impacts of axe-core findings that fail a page. Minor and moderate findings are
 * reported by axe too, but they are advice (best practices, redundant roles), not barriers.
 */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** The axe findings that fail a page: its violations of a blocking impact. */
export function blockingViolations(results: Pick<AxeResults, 'violations'>): AxeResults['violations'] {
  return results.violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact));
}

/**
 * One violation per paragraph, with what a developer needs to fix it without re-running anything:
 * the rule id, its impact, axe's help text and link, and every failing element's selector and summary.
 */
export function formatViolations(violations: AxeResults['violations']): string {
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

// One validator for the run; it reads .htmlvalidate.json at the project root (the rules and why some are off).
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The validation errors (not warnings) of a whole HTML document, as html-validate reports them. */
export async function htmlErrors(html: string): Promise<Message[]> {
  // The file name only picks the configuration: .htmlvalidate.json is looked up from its folder.
  const report = await validator.validateString(html, 'page.html');
  return report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
}

/** One error per line: rule, message, where (line:column and selector), so it can be found in the source. */
export function formatHtmlErrors(errors: Message[]): string {
  return errors
    .map((error) => `${error.ruleId}: ${error.message} — line ${error.line}:${error.column} ${error.selector ?? ''}`)
    .join('\n');
}
