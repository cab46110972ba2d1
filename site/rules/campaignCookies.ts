/**
 * Campaign (UTM) cookies, set by the server on every HTML page request.
 * Spec: for each of utm_source, utm_medium, utm_campaign — with no such cookie yet, set it to the query
 * value, or to the empty string if absent; with a cookie already set, replace it only when the query
 * carries a different non-empty value. The first landing therefore always records the attribution
 * (even "none"), and later visits only overwrite it with a real new campaign.
 */
import {
  CAMPAIGN_COOKIE_MAX_LENGTH,
  CAMPAIGN_COOKIE_NAMES,
  type CampaignCookieName,
} from '../../contracts/campaign.ts';

// The names and the length limit are the form contract's too: contracts/campaign.ts defines them.
export {
  CAMPAIGN_COOKIE_MAX_LENGTH,
  CAMPAIGN_COOKIE_NAMES,
  type CampaignCookieName,
} from '../../contracts/campaign.ts';

/**
 * 90 days: one quarter, the usual attribution window for B2B leads, whose decision cycle is long —
 * a visitor who lands from a campaign often sends the brief weeks later.
 */
export const CAMPAIGN_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export interface CampaignCookieUpdate {
  name: CampaignCookieName;
  value: string;
}

/** Truncates to CAMPAIGN_COOKIE_MAX_LENGTH code points. */
export function truncateCampaignValue(value: string): string {
  return Array.from(value).slice(0, CAMPAIGN_COOKIE_MAX_LENGTH).join('');
}

/**
 * The cookies that must be (re)written for this request, in CAMPAIGN_COOKIE_NAMES order.
 * - `existing[name] === ''` is a cookie that exists (an earlier visit without a campaign);
 *   only `undefined` means "no cookie".
 * - A name repeated in the query: the first value counts (what URLSearchParams#get returns).
 * - No trimming: only the exact empty string is empty; a whitespace value is a (strange) campaign value,
 *   and guessing at it would make the rule harder to state.
 * - The comparison with the cookie happens after truncation, so a long value whose first 256 code points
 *   equal the cookie does not rewrite it on every request.
 * Only the three names above can ever be returned, whatever the query holds.
 */
export function campaignCookieUpdates(
  query: URLSearchParams,
  existing: Partial<Record<string, string | undefined>>,
): CampaignCookieUpdate[] {
  const updates: CampaignCookieUpdate[] = [];
  for (const name of CAMPAIGN_COOKIE_NAMES) {
    const raw = query.get(name);
    const value = raw === null ? '' : truncateCampaignValue(raw);
    const current = existing[name];
    if (current === undefined) {
      updates.push({ name, value });
    } else if (value !== '' && value !== current) {
      updates.push({ name, value });
    }
  }
  return updates;
}

/** Cookie attributes: whole site, sent on top-level navigation from a campaign link, Secure on https. */
export function campaignCookieAttributes(isHttps: boolean): {
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
  maxAge: number;
} {
  return { path: '/', sameSite: 'Lax', secure: isHttps, maxAge: CAMPAIGN_COOKIE_MAX_AGE_SECONDS };
}
