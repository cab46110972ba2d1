import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from './translate.ts';

const TranslateContext = createContext<Translate | undefined>(undefined);

/**
 * Gives a page the translator of its locale: one per render, never a shared global, because a server
 * renders pages of both locales at once.
 */
export function TranslationProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext value={translate}>{children}</TranslateContext>;
}

/** `const { t } = useTranslation()`: the UI strings of the page's locale. */
export function useTranslation(): { t: Translate } {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useTranslation() outside a TranslationProvider');
  return { t };
}
