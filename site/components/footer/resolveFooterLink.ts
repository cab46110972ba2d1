import { brand } from '../../config/brand.ts';

/** Where a footer link leads, and so how it is rendered. */
export type FooterTarget =
  { kind: 'page'; path: string } | { kind: 'document'; path: string } | { kind: 'external'; url: string };

const ownOrigins: readonly string[] = Object.values(brand.origins);

/**
 * A footer link (spec section 3: `linkSrc` inside the site or `externalLink`) as a target. A static
 * document on one of the site's own origins (the personal-data policy PDF) is shown as a path, so it
 * opens from whichever host serves the site (a preview, a staging server) rather than always production.
 */
export function resolveFooterLink(link: {
  linkSrc?: string | undefined;
  externalLink?: string | undefined;
}): FooterTarget {
  if (link.linkSrc !== undefined) return { kind: 'page', path: link.linkSrc };
  const url = new URL(link.externalLink ?? '/', brand.origins.ru);
  if (ownOrigins.includes(url.origin)) return { kind: 'document', path: url.pathname };
  return { kind: 'external', url: url.href };
}
