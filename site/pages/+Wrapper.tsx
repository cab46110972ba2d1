// https://vike.dev/Wrapper — gives every page and layout the UI strings of its locale.
import { useMemo, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loadedMessages } from '../i18n/loadMessages.ts';
import { createTranslate } from '../i18n/translate.ts';
import { TranslationProvider } from '../i18n/useTranslation.tsx';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  const translate = useMemo(() => createTranslate(loadedMessages(locale)), [locale]);
  return <TranslationProvider translate={translate}>{children}</TranslationProvider>;
}
