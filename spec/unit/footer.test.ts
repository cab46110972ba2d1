import { describe, expect, it } from 'vitest';
import { FooterLinkSchema } from '../../contracts/footer.ts';

// Spec section 3 "Footer link": an internal linkSrc or an externalLink, never both.
describe('a footer link', () => {
  const link = { id: 1, text: 'Privacy policy' };
  const problems = (fields: Record<string, unknown>) =>
    FooterLinkSchema.safeParse({ ...link, ...fields }).error?.issues.map((issue) => issue.message) ?? [];

  it('links inside the site or out of it', () => {
    expect(problems({ linkSrc: '/agreement/' })).toEqual([]);
    expect(problems({ externalLink: 'https://vk.com/agency' })).toEqual([]);
  });

  it('never both, and never neither', () => {
    const rule = 'a footer link has either linkSrc or externalLink';
    expect(problems({ linkSrc: '/agreement/', externalLink: 'https://vk.com/agency' })).toEqual([rule]);
    expect(problems({})).toEqual([rule]);
  });
});
