// https://vike.dev/Wrapper — gives every page and layout the i18n instance of its locale.
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { createI18n } from '../i18n/createI18n.ts';
import { loadedMessages } from '../i18n/loadMessages.ts';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  const i18n = useMemo(() => createI18n(locale, loadedMessages(locale)), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
