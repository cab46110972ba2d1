/** Projects and categories share the portfolio's path (decisions.md): /portfolio-web-studii/{slug}/. */
export const PORTFOLIO_PATH = '/portfolio-web-studii/';

export function portfolioPath(slug: string): string {
  return `${PORTFOLIO_PATH}${slug}/`;
}
