// https://vike.dev/Wrapper — gives every page and layout the UI strings of its locale and its element ids.
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loadedTranslator } from '../i18n/loadMessages.ts';
import { TranslationProvider } from '../i18n/useTranslation.tsx';
import { DomIdScope } from '../components/useDomId.tsx';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  return (
    <TranslationProvider translate={loadedTranslator(locale)}>
      <DomIdScope>{children}</DomIdScope>
    </TranslationProvider>
  );
}
