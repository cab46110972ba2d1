import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SitemapPageSchema } from '../../contracts/sitemap.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { Footer } from '../../site/components/footer/Footer.tsx';
import { FooterView } from '../../site/components/footer/FooterView.tsx';
import { resolveFooterLink } from '../../site/components/footer/resolveFooterLink.ts';
import { FOOTER_MOBILE_QUERY } from '../../site/components/footer/useMediaQuery.ts';
import { brand } from '../../site/config/brand.ts';
import { footerData } from '../../site/config/footers.ts';
import { FOOTER_VARIANTS, type FooterVariant } from '../../site/config/variants.ts';
import { sectionAfterKey, toggleSection, type OpenSection } from '../../site/rules/footerDropdowns.ts';
import { splitLocale } from '../../site/rules/localePath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

interface Anchor {
  href: string;
  target?: string;
  rel?: string;
  ariaLabel?: string;
  text: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attributes = (source: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...source.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']): [string, string] => [
      name,
      decode(value),
    ]),
  );
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, '')).trim();

function anchorsIn(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs = '', inner = '']) => {
    const a = attributes(attrs);
    return { href: a.href ?? '', target: a.target, rel: a.rel, ariaLabel: a['aria-label'], text: textOf(inner) };
  });
}
/** Buttons that are headings: the disclosures of the footer, with their name and ARIA state. */
function togglesIn(html: string) {
  return [...html.matchAll(/<h2[^>]*><button\s([^>]*)>([\s\S]*?)<\/button><\/h2>/g)].map(
    ([, attrs = '', inner = '']) => {
      const a = attributes(attrs);
      return { name: textOf(inner), expanded: a['aria-expanded'], controls: a['aria-controls'] };
    },
  );
}
const headingsIn = (html: string, level = 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map(([, inner = '']) =>
    textOf(inner),
  );
/** The markup of the element that opens with `<tag … aria-label="label"…>` up to its closing tag. */
function landmark(html: string, tag: string, label: string): string {
  const start = html.search(new RegExp(`<${tag}[^>]*aria-label="${label}"`));
  if (start < 0) return '';
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}

const render = (variant: FooterVariant, locale: Locale) => renderMarkup(<Footer variant={variant} />, { locale });
const renderMobile = (variant: FooterVariant, locale: Locale) =>
  renderMarkup(<FooterView variant={variant} locale={locale} mobile />, { locale });
const every = FOOTER_VARIANTS.flatMap((variant) => LOCALES.map((locale) => [variant, locale] as const));

async function knownPages(): Promise<Set<string>> {
  const sitemap = SitemapPageSchema.parse(await readFixtureJson('ru/sitemap.json'));
  // The sitemap lists every page but the home page and itself.
  return new Set(['/', '/sitemap/', ...sitemap.groups.flatMap((group) => group.links.map((link) => link.href))]);
}

describe('the footer (spec section 2 "Footer")', () => {
  it('is the contentinfo landmark with its links inside labelled navigation', () => {
    const ru = render('general', 'ru');
    expect(ru).toMatch(/^<footer[\s>]/);
    expect(landmark(ru, 'nav', 'Разделы сайта')).toContain('href="/services-list/"');
    expect(landmark(render('general', 'en'), 'nav', 'Site sections')).toContain('href="/en/services-list/"');
  });

  it('general, Russian: services, support, solutions, Bitrix24, projects, company and the ecosystem sites', () => {
    const html = render('general', 'ru');
    expect(headingsIn(html)).toEqual(
      expect.arrayContaining(['Услуги', 'Поддержка', 'Решения', 'Битрикс24', 'Проекты', 'Компания', 'Экосистема']),
    );
    const hrefs = anchorsIn(html).map((a) => a.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/ctp/support_ctp/', '/bitrix24/Kedo/', '/portfolio-web-studii/kedo/']),
    );
    const { career, network, academy, qualityTesting, b2bPlatform, productTasks, productMonitoring } = brand.external;
    expect(hrefs).toEqual(
      expect.arrayContaining([career, network, academy, qualityTesting, b2bPlatform, productTasks, productMonitoring]),
    );
  });

  it('general, English: fewer links, other social links', () => {
    const [ru, en] = [render('general', 'ru'), render('general', 'en')];
    expect(headingsIn(en)).toEqual(expect.arrayContaining(['Services', 'Solutions', 'Projects', 'Company']));
    const navLinks = (html: string, label: string) => anchorsIn(landmark(html, 'nav', label)).length;
    expect(navLinks(en, 'Site sections')).toBeGreaterThan(0);
    expect(navLinks(en, 'Site sections')).toBeLessThan(navLinks(ru, 'Разделы сайта'));
    const social = (html: string, label: string) => anchorsIn(landmark(html, 'nav', label)).map((a) => a.href);
    expect(social(ru, 'Мы\u00a0в\u00a0социальных сетях')).toEqual(brand.social.ru.map((link) => link.linkSrc));
    expect(social(en, 'Follow us')).toEqual(brand.social.en.map((link) => link.linkSrc));
  });

  it('support: the expert, services and company sections are closed dropdowns of the /ctp/ pages', () => {
    for (const [locale, titles] of [
      ['ru', ['Экспертиза', 'Услуги', 'Компания']],
      ['en', ['Expertise', 'Services', 'Company']],
    ] as const) {
      const html = render('support', locale);
      const buttons = togglesIn(html);
      expect(buttons.map((b) => b.name)).toEqual(titles);
      for (const button of buttons) {
        expect(button.expanded).toBe('false');
        expect(html).toMatch(new RegExp(`<div id="${button.controls ?? 'missing'}"[^>]*hidden=""`));
      }
      const prefix = locale === 'en' ? '/en' : '';
      const hrefs = anchorsIn(html).map((a) => a.href);
      expect(hrefs).toEqual(
        expect.arrayContaining([`${prefix}/ctp/b24_support/`, `${prefix}/agreement-ctp/`, `${prefix}/feedback-ctp/`]),
      );
      expect(hrefs).toContain(`tel:${brand.phone.tel}`);
      expect(hrefs).toContain(`mailto:${brand.salesEmail}`);
    }
  });

  it('alternative brand: testing pages, company links to the career site, contacts and blog', () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '/en' : '';
      const html = render('testing', locale);
      const hrefs = anchorsIn(html).map((a) => a.href);
      expect(hrefs).toEqual(
        expect.arrayContaining([`${prefix}/testing/load-testing/`, `${prefix}/contacts/`, `${prefix}/blog/`]),
      );
      const company = footerData('testing', locale).groups.find((group) => group.name === 'company');
      const companyLinks = company?.links.map((link) => link.externalLink ?? link.linkSrc ?? '') ?? [];
      expect(companyLinks.length).toBeGreaterThanOrEqual(2);
      for (const link of companyLinks) {
        expect(link.startsWith(brand.external.career), link).toBe(true);
        expect(hrefs).toContain(link);
      }
      expect(html).toContain(brand.altName[locale]);
    }
  });

  it('the logo leads to the home page of its variant, in the visitor’s locale', () => {
    const expected: Record<FooterVariant, [string, string]> = {
      general: ['/', '/en/'],
      support: ['/ctp/', '/en/ctp/'],
      testing: ['/testing/', '/en/testing/'],
    };
    for (const [variant, locale] of every) {
      const name = variant === 'testing' ? brand.altName[locale] : brand.name[locale];
      const logo = anchorsIn(render(variant, locale)).find((a) => a.ariaLabel?.startsWith(name));
      expect(logo?.href, `${variant}/${locale}`).toBe(expected[variant][locale === 'ru' ? 0 : 1]);
    }
  });

  it('shows the copyright with the current year, the privacy policy and the personal-data policy', async () => {
    const year = String(new Date().getFullYear());
    for (const [variant, locale] of every) {
      const html = render(variant, locale);
      const data = footerData(variant, locale);
      expect(html).toContain(`© ${year} ${data.copyright}`);
      const legal = anchorsIn(landmark(html, 'nav', locale === 'ru' ? 'Правовая информация' : 'Legal information'));
      const privacy = `${locale === 'en' ? '/en' : ''}${variant === 'support' ? '/agreement-ctp/' : '/agreement/'}`;
      expect(legal[0]?.href).toBe(privacy);
      const policy = legal[1];
      expect(policy?.text).toContain(data.processingOfPersonalData.text);
      expect(policy?.href).toMatch(/^\/docs\/[a-z-]+\.pdf$/);
      const file = await readFile(new URL(`../../site/public${policy?.href ?? ''}`, import.meta.url));
      expect(file.subarray(0, 4).toString('latin1'), policy?.href).toBe('%PDF');
    }
  });

  it('every personal-data link of the footer data is a PDF under site/public', async () => {
    for (const [variant, locale] of every) {
      const target = resolveFooterLink(footerData(variant, locale).processingOfPersonalData);
      expect(target.kind, `${variant}/${locale}`).toBe('document');
      const path = target.kind === 'document' ? target.path : '';
      const file = await readFile(new URL(`../../site/public${path}`, import.meta.url));
      expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
  });

  it('links only to pages of the site (ending with "/") or to https sites opening in a new tab', async () => {
    const pages = await knownPages();
    for (const [variant, locale] of every) {
      for (const html of [render(variant, locale), renderMobile(variant, locale)]) {
        for (const anchor of anchorsIn(html)) {
          const where = `${variant}/${locale}: ${anchor.href}`;
          if (anchor.href.startsWith('tel:') || anchor.href.startsWith('mailto:') || anchor.href.startsWith('/docs/'))
            continue;
          if (anchor.href.startsWith('/')) {
            const { locale: linkLocale, path } = splitLocale(anchor.href);
            expect(linkLocale, where).toBe(locale);
            expect(path, where).toMatch(/\/$/);
            expect(pages.has(path), where).toBe(true);
            expect(anchor.target, where).toBeUndefined();
          } else {
            expect(new URL(anchor.href).protocol, where).toBe('https:');
            expect(anchor.target, where).toBe('_blank');
            expect(anchor.rel, where).toContain('noopener');
            expect(anchor.text, where).toMatch(/\((откроется в\u00a0новой вкладке|opens in a new tab)\)$/);
          }
        }
      }
    }
  });

  it('gives every contact an accessible name: the phone and the e-mail of the brand', () => {
    const anchors = anchorsIn(render('general', 'en'));
    expect(anchors.find((a) => a.href === `tel:${brand.phone.tel}`)?.ariaLabel).toBe(`Call ${brand.phone.display}`);
    expect(anchors.find((a) => a.href === `mailto:${brand.salesEmail}`)?.ariaLabel).toBe(
      `Write to ${brand.salesEmail}`,
    );
  });
});

describe('the mobile footer (under 1024 px)', () => {
  it('takes over below the desktop breakpoint of 1024 px', () => {
    expect(FOOTER_MOBILE_QUERY).toBe('(max-width: 1023.98px)');
  });

  it('turns every column into a closed accordion whose button controls its panel', () => {
    for (const [variant, locale] of every) {
      const html = renderMobile(variant, locale);
      const toggles = togglesIn(html);
      const data = footerData(variant, locale);
      expect(toggles.map((t) => t.name)).toEqual([
        ...data.menuGroups.map((group) => group.title),
        ...data.groups.map((group) => group.title),
      ]);
      for (const toggle of toggles) {
        expect(toggle.expanded).toBe('false');
        expect(html).toMatch(new RegExp(`<div id="${toggle.controls ?? 'missing'}"[^>]*hidden=""`));
      }
    }
  });

  it('shows the groups meant for phones only on phones', () => {
    const mobileOnly = footerData('general', 'ru').groups.filter((group) => group.type === 'mobile');
    expect(mobileOnly.length).toBeGreaterThan(0);
    for (const group of mobileOnly) {
      expect(headingsIn(render('general', 'ru'))).not.toContain(group.title);
      expect(headingsIn(renderMobile('general', 'ru'))).toContain(group.title);
    }
  });

  it('keeps an open panel at most 500 px tall, scrolling inside (spec section 9)', async () => {
    const css = await readFile(new URL('../../site/components/footer/footer.css', import.meta.url), 'utf8');
    const panel = /\.site-footer__panel\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(panel).toMatch(/max-height:\s*500px/);
    expect(panel).toMatch(/overflow-y:\s*auto/);
  });
});

describe('footer dropdowns: one open at a time (spec section 4)', () => {
  it('opens the clicked section, closing any other; clicking the open one closes it', () => {
    expect(toggleSection(null, 'expert')).toBe('expert');
    expect(toggleSection('expert', 'services')).toBe('services');
    expect(toggleSection('services', 'services')).toBeNull();
  });

  it('closes on Escape and ignores other keys', () => {
    expect(sectionAfterKey('company', 'Escape')).toBeNull();
    expect(sectionAfterKey('company', 'Enter')).toBe('company');
    expect(sectionAfterKey(null, 'Escape')).toBeNull();
  });

  it('after any clicks, the open section is the last one clicked or none', () => {
    const section = fc.constantFrom('expert', 'services', 'company');
    fc.assert(
      fc.property(fc.array(section, { minLength: 1 }), (clicks) => {
        const open = clicks.reduce<OpenSection>(toggleSection, null);
        const last = clicks[clicks.length - 1];
        expect([null, last]).toContain(open);
        expect(toggleSection(open, last ?? 'expert') === null).toBe(open === last);
      }),
    );
  });
});
