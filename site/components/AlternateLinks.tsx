import { brand } from '../config/brand.ts';
import { localisePath } from '../rules/localePath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';

interface Props {
  /** The locale-less path of the page (pageContext.urlParsed after +onBeforeRoute). */
  path: string;
  locale: Locale;
}

/** rel=canonical on the locale's own origin, and hreflang alternates (ru, en, x-default = ru). */
export function AlternateLinks({ path, locale }: Props) {
  const urlOf = (l: Locale) => new URL(localisePath(path, l), brand.origins[l]).href;
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
