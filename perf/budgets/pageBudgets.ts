/**
 * Page-weight budgets (decision 009): what a first visit may transfer, gzipped, per page family, in both
 * locales. `npm run budgets` (part of `npm test`, after the build) measures the built site against
 * these numbers; docs/decisions/009-budgets-and-benchmark.md says how and why.
 */
import { familyPath } from '../../site/routes/matchRoute.ts';
import type { FamilyId } from '../../site/routes/routeTable.ts';

export interface Budget {
  /** Scripts, module preloads and their static imports: everything the browser fetches to hydrate. */
  jsKiB: number;
  /** Stylesheets the HTML links. */
  cssKiB: number;
  /** The HTML document itself. */
  htmlKiB: number;
}

/**
 * The limits enforced for every family without a stated exception. CSS and HTML are decision 008's.
 * JS — scripts and the UI strings they need to hydrate — is a ratchet: the heaviest family measured
 * with React 19 and i18next in the browser (decision 016; a portfolio project, 131.7 KiB; home 128.9)
 * plus ~2.5 %, so any regression fails the test command. Lower it whenever a change makes room.
 */
export const DEFAULT_BUDGET: Budget = { jsKiB: 135, cssKiB: 30, htmlKiB: 60 };

export interface BudgetPage {
  /** Name in the report. */
  label: string;
  /** One representative page: a route-table family with its parameters, or a path (the 404). */
  page: { family: FamilyId; params?: Record<string, string> } | { path: string };
  /** The status the page answers with; anything else stops the check (the example page is gone). */
  status: 200 | 404;
  /** A family that needs more than the default, with the reason. */
  exception?: { budget: Partial<Budget>; reason: string };
}

export const BUDGET_PAGES: readonly BudgetPage[] = [
  { label: 'home', page: { family: 'home' }, status: 200 },
  { label: 'service', page: { family: 'service', params: { slug: 'sozdanie-saytov' } }, status: 200 },
  { label: 'solution', page: { family: 'solution', params: { slug: 'hr' } }, status: 200 },
  {
    label: 'article',
    page: { family: 'article', params: { category: 'technologies', slug: 'core-web-vitals-dlya-internet-magazina' } },
    status: 200,
  },
  { label: 'project', page: { family: 'project', params: { slug: 'almaz-jewelry-shop' } }, status: 200 },
  { label: 'blog', page: { family: 'blog' }, status: 200 },
  { label: 'portfolio', page: { family: 'portfolio' }, status: 200 },
  {
    label: 'form',
    page: { family: 'feedbackForm', params: { form: 'feedback' } },
    status: 200,
    exception: {
      // Measured 136.8 KiB (ru) with React and i18next in the browser and the Zod rules loaded on the
      // first focus (decision 016), plus ~2.5 %.
      budget: { jsKiB: 140 },
      reason:
        'a form page hydrates the form itself (fields, error summary, drafts, the file field) and its ' +
        'strings (labels, hints, messages: the largest of any page); its Zod rules load on the first focus',
    },
  },
  { label: 'legal', page: { family: 'agreement' }, status: 200 },
  { label: '404', page: { path: '/no-such-page-budget-check/' }, status: 404 },
];

/** The budget a page is held to: the default, overridden by its stated exception. */
export function budgetFor(page: BudgetPage): Budget {
  return { ...DEFAULT_BUDGET, ...page.exception?.budget };
}

/** The locale-less path of a budget page. */
export function budgetPagePath(page: BudgetPage): string {
  return 'path' in page.page ? page.page.path : familyPath(page.page.family, page.page.params);
}
