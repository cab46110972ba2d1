import { formPages, type FormEndpoint, type FormName } from '../../contracts/formConstants.ts';
import { localisePath, splitLocale } from './localePath.ts';
import { type Locale } from '../../contracts/locale.ts';

/**
 * Forms the browser posts itself (spec 4.14, decision 024): JavaScript off, blocked, or not started yet
 * when the visitor pressed the button. The form's markup posts to its endpoint, like the page's script
 * does; the server tells the two apart, sends the browser's post the way the script would, and answers
 * with a page: the form again, every value kept and the messages beside the fields (422), or, once the
 * backend took the request, a 303 to the form's page, which then shows the confirmation.
 */

/** The query of the form page a browser is sent to once the backend took its request: `/feedback/?sent=1`. */
export const FORM_SENT_QUERY = '?sent=1';

/**
 * Whether a request is the browser's own form post, a navigation, rather than the page's script
 * sending the form (JSON, or multipart with `Accept: application/json`, never a navigation).
 */
export function isBrowserFormPost(headers: { contentType?: string; secFetchMode?: string; accept?: string }): boolean {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(headers.contentType ?? '')) return false;
  // Browsers of the last years say so; older ones ask for a page, which a script's fetch here never does.
  if (headers.secFetchMode) return headers.secFetchMode === 'navigate';
  return /\btext\/html\b/i.test(headers.accept ?? '');
}

export interface FormPage {
  form: FormName;
  locale: Locale;
  /** `/feedback/`, `/en/research-b2b-form/`. */
  path: string;
}

/**
 * The form page a post says it was sent from (its `page` field), when that page's form posts to this
 * endpoint. Anything else (another page, an address elsewhere, `//host`, a path with more in it) is no
 * form page: nothing is rendered for it and nobody is redirected to it.
 */
export function formPageOf(page: unknown, endpoint: FormEndpoint): FormPage | undefined {
  if (typeof page !== 'string') return undefined;
  const { locale, path } = splitLocale(page);
  const form = /^\/([a-z0-9-]+)\/$/.exec(path)?.[1];
  if (!form || !Object.hasOwn(formPages, form) || formPages[form as FormName] !== endpoint) return undefined;
  // Exactly the page's own address: `/ru/feedback/` or `/en/feedback/?x` are not it.
  if (localisePath(path, locale) !== page) return undefined;
  return { form: form as FormName, locale, path: page };
}

/** Whether an address is a form page's confirmation (`/feedback/?sent=1`), which is rendered, never prerendered. */
export function isFormSentAddress(pathname: string, search: string): boolean {
  if (search !== FORM_SENT_QUERY) return false;
  const form = /^\/([a-z0-9-]+)\/$/.exec(splitLocale(pathname).path)?.[1];
  return (
    form !== undefined &&
    Object.hasOwn(formPages, form) &&
    localisePath(`/${form}/`, splitLocale(pathname).locale) === pathname
  );
}
