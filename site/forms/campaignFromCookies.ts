import { CAMPAIGN_COOKIE_NAMES } from '../rules/campaignCookies.ts';

/** The three campaign cookies as the submission's `utm` (empty strings when unset). */
export function campaignFromCookies(cookieHeader: string) {
  const jar = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (!name) continue;
    try {
      jar.set(name, decodeURIComponent(rest.join('=')));
    } catch {
      jar.set(name, rest.join('='));
    }
  }
  const [source, medium, campaign] = CAMPAIGN_COOKIE_NAMES.map((name) => jar.get(name) ?? '');
  return { source: source ?? '', medium: medium ?? '', campaign: campaign ?? '' };
}
