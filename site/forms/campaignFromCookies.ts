import type { CampaignCookieName } from '../../contracts/campaign.ts';

/**
 * The three campaign cookies as the submission's `utm` (empty strings when unset), read by the
 * caller's cookie reader: contracts/cookies.ts's `readCookie` over `document.cookie` in the browser,
 * Hono's `getCookie` on the server. Both take the first of a name sent twice.
 */
export function campaignFromCookies(cookieOf: (name: CampaignCookieName) => string | undefined) {
  const read = (name: CampaignCookieName) => cookieOf(name) ?? '';
  return { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') };
}
