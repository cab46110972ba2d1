import { CucumberExpression, ParameterTypeRegistry, type Expression } from '@cucumber/cucumber-expressions';

/**
 * What a step needs of the browser, so a scenario pays only for what its steps use:
 * - `http`: nothing — the step talks to the server over HTTP itself (a redirect, a header, the API).
 *   A scenario made only of such steps gets no browser context at all (~100 ms saved each).
 * - `served`: a page, as the server sent it — the step reads the response or the server-rendered
 *   document (status, language, headings, head tags) or navigates away. It does not wait for the
 *   page's code to start and hydrate (~250 ms a page here), and a scenario made only of such steps
 *   (and `http` ones) opens its pages with scripts off: it checks what the server rendered, as a
 *   crawler or a visitor without JavaScript gets it. That its pages also hydrate without an error is
 *   checked where they run their code: accessibility.feature opens every page family in both
 *   languages hydrated, and any scenario fails on a browser error (browserErrors.ts).
 * - `scriptless`: the browser runs no script at all, for the whole scenario (a visitor with
 *   JavaScript off): every page opens without its scripts, whatever the other steps are, and no
 *   step waits for a hydration that never comes.
 * Every other step needs the page hydrated: before it runs, the BeforeStep hook waits for the signal
 * of the page the scenario opened last (features/support/hooks.ts). A step wrongly marked `served`
 * would act on a page whose handlers are not attached yet, so only steps that read or navigate are.
 */
export type StepNeed = 'http' | 'served' | 'scriptless';

/**
 * Patterns marked with a value, matched against step texts the way cucumber-js matches them (Cucumber
 * Expressions). The expressions are built on first use, once every step file has registered (modules
 * do no work when imported), and again after a later mark.
 */
function markedPatterns<T>() {
  const marked: { pattern: string; value: T }[] = [];
  let compiled: { expression: Expression; value: T }[] | undefined;
  return {
    mark(pattern: string, value: T): void {
      marked.push({ pattern, value });
      compiled = undefined;
    },
    valueFor(text: string): T | undefined {
      if (!compiled) {
        const registry = new ParameterTypeRegistry();
        compiled = marked.map(({ pattern, value }) => ({
          expression: new CucumberExpression(pattern, registry),
          value,
        }));
      }
      return compiled.find(({ expression }) => expression.match(text) !== null)?.value;
    },
  };
}

const needMarks = markedPatterns<StepNeed>();
const clockMarks = markedPatterns<true>();

/**
 * Marks a step's pattern with what it needs; returns the arguments of Given/When/Then:
 * `Then(...needs('http', '{string} redirects permanently to {string}', redirectsPermanentlyTo))`.
 */
export function needs<F>(need: StepNeed, pattern: string, code: F): [string, F] {
  needMarks.mark(pattern, need);
  return [pattern, code];
}

/** What the step with this text needs: `hydrated` unless its pattern was marked. */
export function stepNeed(text: string): StepNeed | 'hydrated' {
  return needMarks.valueFor(text) ?? 'hydrated';
}

/**
 * What a scenario with these steps needs: no browser when every step talks HTTP; a page without its
 * scripts when every step reads what the server sent (nothing it checks depends on them, and the
 * hydration they would run costs the CPU the next step needs); otherwise the page as a visitor gets it.
 */
export function scenarioNeed(stepTexts: readonly string[]): StepNeed | 'hydrated' {
  const needs = new Set(stepTexts.map(stepNeed));
  // A scenario about a browser that runs no script keeps it off whatever its other steps do.
  if (needs.has('scriptless')) return 'scriptless';
  if (needs.has('hydrated')) return 'hydrated';
  return needs.has('served') ? 'served' : 'http';
}

/**
 * Steps that move the page's clock by an exact amount: `When(...movesTheClock('they stop
 * typing', theyStopTyping))`. A scenario with such a step gets its clock paused before its first page
 * opens (the Before hook in features/support/hooks.ts), so that the amount is exact and nothing the
 * page does on a timer happens before the step says so; every other scenario's clock flows as usual.
 * A step so marked says in its words that time passes ("they stop typing", "… ms pass …"); a check
 * (a Then) never moves the clock.
 */
export function movesTheClock<F>(pattern: string, code: F): [string, F] {
  clockMarks.mark(pattern, true);
  return [pattern, code];
}

/** Whether a scenario with these steps moves the page's clock, so must have it paused from the start. */
export function scenarioMovesTheClock(stepTexts: readonly string[]): boolean {
  return stepTexts.some((text) => clockMarks.valueFor(text) === true);
}
