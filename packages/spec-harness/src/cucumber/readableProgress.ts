import { formatterHelpers, ProgressFormatter, Status } from '@cucumber/cucumber';
import type { TestStepResult } from '@cucumber/messages';

type Attempt = ReturnType<ProgressFormatter['eventDataCollector']['getTestCaseAttempts']>[number];
type Parsed = ReturnType<typeof formatterHelpers.parseTestCaseAttempt>;

/** ` # features/x.feature:4`, or nothing when cucumber does not know where. */
const at = (location: Parameters<typeof formatterHelpers.formatLocation>[0] | undefined) =>
  location ? ` # ${formatterHelpers.formatLocation(location)}` : '';

const MARKS: Partial<Record<TestStepResult['status'], string>> = {
  PASSED: '✔',
  FAILED: '✖',
  SKIPPED: '-',
  PENDING: '?',
  UNDEFINED: '?',
  AMBIGUOUS: '✖',
};

/**
 * cucumber-js's `progress` output, with its summary written for the analyst who reads it:
 * - a scenario that failed is listed **once**, on its last try, saying when it failed on every try
 *   (cucumber lists a retried failure twice: as a warning, then as a failure);
 * - its steps are shown as written, the failed one with its message (readableSteps.ts makes that
 *   message say what was expected and what was found); hooks only when they failed, and what the
 *   scenario attached (its screenshot, its trace) once, at its end;
 * - a scenario that failed and then passed is named under "Passed when tried again" with what it first
 *   met: a flaky scenario, not a failure.
 * Undefined, ambiguous and pending steps are reported as cucumber reports them (with their snippets).
 */
export class ReadableProgressFormatter extends ProgressFormatter {
  static override readonly documentation =
    'Progress dots, then each failed scenario once, in the words of its steps, and the scenarios that passed when tried again';

  override logSummary(testRunDuration: Parameters<ProgressFormatter['logSummary']>[0]): void {
    const attempts = this.eventDataCollector.getTestCaseAttempts();
    const failed = attempts.filter(
      (attempt) => attempt.worstTestStepResult.status === Status.FAILED && !attempt.willBeRetried,
    );
    const otherIssues = attempts.filter(
      (attempt) =>
        attempt.worstTestStepResult.status !== Status.FAILED &&
        formatterHelpers.isIssue(attempt.worstTestStepResult) &&
        !attempt.willBeRetried,
    );
    const passedAgain = attempts.filter(
      (attempt) => attempt.worstTestStepResult.status === Status.PASSED && attempt.attempt > 0,
    );
    if (failed.length > 0) {
      this.log('Failures:\n\n');
      failed.forEach((attempt, index) => this.log(this.failure(attempt, index + 1)));
    }
    if (otherIssues.length > 0) {
      this.log(failed.length > 0 ? 'Other problems:\n\n' : 'Problems:\n\n');
      otherIssues.forEach((attempt, index) =>
        this.log(
          formatterHelpers.formatIssue({
            colorFns: this.colorFns,
            number: index + 1,
            snippetBuilder: this.snippetBuilder,
            supportCodeLibrary: this.supportCodeLibrary,
            testCaseAttempt: attempt,
            printAttachments: this.printAttachments,
          }),
        ),
      );
    }
    if (passedAgain.length > 0) {
      this.log('Passed when tried again (flaky: worth a look, not a failure):\n\n');
      for (const attempt of passedAgain) this.log(this.flaky(attempt));
      this.log('\n');
    }
    this.log(
      formatterHelpers.formatSummary({
        colorFns: this.colorFns,
        testCaseAttempts: attempts,
        testRunDuration,
      }),
    );
  }

  private parse(attempt: Attempt): Parsed {
    return formatterHelpers.parseTestCaseAttempt({
      snippetBuilder: this.snippetBuilder,
      supportCodeLibrary: this.supportCodeLibrary,
      testCaseAttempt: attempt,
    });
  }

  private failure(attempt: Attempt, number: number): string {
    const parsed = this.parse(attempt);
    const tries =
      attempt.attempt === 1
        ? ' (failed on both tries)'
        : attempt.attempt > 1
          ? ` (failed on all ${attempt.attempt + 1} tries)`
          : '';
    const prefix = `${number}) `;
    const pad = ' '.repeat(prefix.length);
    const lines = [`${prefix}Scenario: ${parsed.testCase.name}${at(parsed.testCase.sourceLocation)}${tries}`];
    const attachments: string[] = [];
    for (const step of parsed.testSteps) {
      for (const { body, mediaType, fileName } of step.attachments)
        attachments.push(`Attached (${mediaType}): ${mediaType === 'text/plain' ? body : (fileName ?? '')}`);
      const isHook = step.text === undefined;
      if (isHook && step.result.status === Status.PASSED) continue;
      const mark = MARKS[step.result.status] ?? ' ';
      const where =
        step.result.status === Status.FAILED && step.actionLocation
          ? ` # ${formatterHelpers.formatLocation(step.actionLocation)}`
          : '';
      lines.push(
        `${pad}${this.colorFns.forStatus(step.result.status)(`${mark} ${step.keyword}${step.text ?? ''}`)}${where}`,
      );
      if (step.result.status === Status.FAILED && step.result.message)
        lines.push(...step.result.message.split('\n').map((line) => `${pad}    ${line}`));
    }
    lines.push(...attachments.map((line) => `${pad}${line}`));
    return `${lines.join('\n')}\n\n`;
  }

  private flaky(attempt: Attempt): string {
    const parsed = this.parse(attempt);
    const earlier = this.eventDataCollector
      .getTestCaseAttempts()
      .filter((other) => other.testCase.id === attempt.testCase.id && other.attempt < attempt.attempt)
      .map((other) => this.parse(other).testSteps.find((step) => step.result.status === Status.FAILED))
      .find((step) => step !== undefined);
    const first = earlier?.result.message?.split('\n')[0];
    return `- ${parsed.testCase.name}${at(parsed.testCase.sourceLocation)}${
      earlier ? `\n  first try failed at "${earlier.keyword}${earlier.text ?? ''}": ${first ?? ''}` : ''
    }\n`;
  }
}
