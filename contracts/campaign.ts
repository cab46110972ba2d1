/**
 * The campaign (UTM) fields the site records and sends with every lead: the three cookie names, and
 * the longest value kept. The site's cookie rule (site/rules/campaignCookies.ts) and the form contract
 * (formFields.ts) share them.
 */
export const CAMPAIGN_COOKIE_NAMES = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type CampaignCookieName = (typeof CAMPAIGN_COOKIE_NAMES)[number];

/**
 * Values taken from a query are truncated (not rejected) to this many characters, counted in Unicode
 * code points of the decoded value, so a surrogate pair is never split. Truncating keeps the
 * attribution useful while bounding what a crafted link can make us store.
 */
export const CAMPAIGN_COOKIE_MAX_LENGTH = 256;
