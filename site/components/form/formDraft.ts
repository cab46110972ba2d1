import type { Locale } from '../../../contracts/locale.ts';
import type { FormValues } from '../../forms/formValues.ts';

/** One draft per form and locale, for the tab's session only: personal data must not outlive it. */
export const draftKey = (form: string, locale: Locale) => `form-draft:${form}:${locale}`;

export function readDraft(key: string): FormValues | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string | boolean] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // Storage can be disabled or full; a form without a draft still works.
    return undefined;
  }
}

export function writeDraft(key: string, values: FormValues) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // See readDraft.
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See readDraft.
  }
}
