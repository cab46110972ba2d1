import { localisePath } from './localePath.ts';
import { type Locale } from '../../contracts/locale.ts';

/**
 * Content links to site pages by locale-less paths (`/services/web/`), in HTML too. On an English
 * page they must lead to the English page. The HTML was sanitised (contracts/sanitizeHtml.ts), which
 * writes every attribute in double quotes, so a site path is exactly `href="/` followed by a
 * character other than `/` (never a protocol-relative `//host`).
 */
export function localiseHtmlLinks(html: string, locale: Locale): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (whole, path: string) =>
    path === '/en' || path.startsWith('/en/') ? whole : `href="${localisePath(path, locale)}"`,
  );
}
