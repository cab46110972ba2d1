/**
 * The `<title>` of a page: the content's title followed by the brand, unless the title already
 * names it (the home page leads with the brand itself).
 */
export function documentTitle(title: string, brandName: string): string {
  return title.includes(brandName) ? title : `${title} — ${brandName}`;
}
