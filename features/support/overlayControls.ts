import type { SiteWorld } from './world.ts';

/** The cookie notice, a named region (spec section 4); the layout and cookie-notice steps both look at it. */
export const cookieNotice = (world: SiteWorld) =>
  world.page.getByRole('region', { name: /^(Уведомление о cookie|Cookie notice)$/ });

/** The scroll-to-top control, a named button; the layout and scroll-to-top steps both look at it. */
export const scrollToTopControl = (world: SiteWorld) =>
  world.page.getByRole('button', { name: /^(Наверх|Back to top)$/ });
