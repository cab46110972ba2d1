/** Projects and categories share the portfolio's path (docs/specification.md 2.10): /portfolio-web-studii/{slug}/. */
export const PORTFOLIO_PATH = '/portfolio-web-studii/';

export function portfolioPath(slug: string): string {
  return `${PORTFOLIO_PATH}${slug}/`;
}
