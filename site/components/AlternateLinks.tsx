import { brand } from '../config/brand.ts';
import { LOCALES, localisePath, splitLocale } from '../rules/locale.ts';

/** rel=canonical on the locale's own origin, and hreflang alternates (ru, en, x-default = ru). */
export function AlternateLinks({ path }: { path: string }) {
  const { locale, path: logicalPath } = splitLocale(path);
  const urlOf = (l: (typeof LOCALES)[number]) => new URL(localisePath(logicalPath, l), brand.origins[l]).href;
  return (
    <>
      <link rel="canonical" href={urlOf(locale)} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={urlOf(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlOf('ru')} />
    </>
  );
}
