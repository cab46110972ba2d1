// https://vike.dev/Wrapper — gives every page and layout the UI strings of its locale.
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loadedTranslator } from '../i18n/loadMessages.ts';
import { TranslationProvider } from '../i18n/useTranslation.tsx';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  return <TranslationProvider translate={loadedTranslator(locale)}>{children}</TranslationProvider>;
}
