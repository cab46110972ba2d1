/** The one study with chapter pages (docs/specification.md 2.3): /research-b2b-ecommerce/{chapter}/. */
export const CHAPTERED_RESEARCH_PATH = '/research-b2b-ecommerce/';

export function chapterPath(slug: string): string {
  return `${CHAPTERED_RESEARCH_PATH}${slug}/`;
}
