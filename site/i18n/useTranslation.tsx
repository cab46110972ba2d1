import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from './translator.ts';

const TranslateContext = createContext<Translate | undefined>(undefined);

/**
 * Gives a page the translator of its locale through context rather than a global i18next, because a
 * server renders pages of both locales at once (react-i18next is not used: decision 017).
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
