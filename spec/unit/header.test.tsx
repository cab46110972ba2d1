import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { isTag, isText, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../site/config/brand.ts';
import { layouts, LAYOUTS } from '../../site/config/layouts.ts';
import type { SiteVariant } from '../../site/config/variants.ts';
import { canGoBack } from '../../site/components/header/canGoBack.ts';
import { lockBodyScroll } from '../../site/components/header/bodyScrollLock.ts';
import { Header } from '../../site/components/header/Header.tsx';
import { NavBar } from '../../site/components/header/NavBar.tsx';
import type { Locale } from '../../contracts/locale.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

/** The rendered markup as a visitor's assistive technology sees it: elements, roles, names. */
function page(html: string) {
  const root = parseDocument(html).children;
  const all = (test: (el: Element) => boolean, within: Element[] | typeof root = root) => findAll(test, within);
  // Text inside aria-hidden is not part of a name (the language switch hides its visible "EN").
  const spoken = (el: Element): string =>
    el.children
      .map((child) =>
        isText(child)
          ? child.data
          : isTag(child) && getAttributeValue(child, 'aria-hidden') !== 'true'
            ? spoken(child)
            : '',
      )
      .join('');
  const name = (el: Element) => getAttributeValue(el, 'aria-label') ?? spoken(el).replace(/\s+/g, ' ').trim();
  const byId = (id: string | undefined) => (id ? findOne((el) => el.attribs.id === id, root) : null);
  const links = (within?: Element) =>
    all((el) => el.name === 'a', within ? [within] : root).map((el) => ({
      name: name(el),
      href: el.attribs.href,
      el,
    }));
  const buttons = (within?: Element) =>
    all((el) => el.name === 'button', within ? [within] : root).map((el) => ({ name: name(el), el }));
  const link = (caption: string) => links().find((l) => l.name === caption);
  const button = (caption: string) => buttons().find((b) => b.name === caption);
  return { all, name, byId, links, buttons, link, button };
}

const header = (variant: SiteVariant, locale: Locale, path = '/') =>
  page(renderMarkup(<Header variant={variant} />, { locale, path }));

/** The top level of the main menu: each entry's caption, and whether it opens a dropdown. */
function mainMenu(p: ReturnType<typeof page>, locale: Locale) {
  const nav = p.all(
    (el) => el.name === 'nav' && el.attribs['aria-label'] === (locale === 'ru' ? 'Основное меню' : 'Main menu'),
  );
  expect(nav).toHaveLength(1);
  const list = nav[0]?.children.find((child): child is Element => 'name' in child && child.name === 'ul');
  return (list?.children ?? [])
    .filter((li): li is Element => 'name' in li && li.name === 'li')
    .map((li) => {
      const control = li.children.find((c): c is Element => 'name' in c && (c.name === 'a' || c.name === 'button'));
      return { caption: control ? p.name(control) : '', dropdown: control?.name === 'button', control, li };
    });
}

const SERVICES_RU = ['Услуги', 'Решения', 'Проекты', 'Блог', 'Компания', 'Контакты'];
const SERVICES_EN = ['Services', 'Solutions', 'Projects', 'Blog', 'Company', 'Contacts'];
const EXPECTED: Record<SiteVariant, { ru: string[]; en: string[]; dropdowns: number }> = {
  general: { ru: SERVICES_RU, en: SERVICES_EN, dropdowns: 2 },
  bitrix24: { ru: SERVICES_RU, en: SERVICES_EN, dropdowns: 2 },
  ctp: {
    ru: ['Экспертиза', 'Услуги', 'Проекты', 'Компания', 'Контакты'],
    en: ['Expertise', 'Services', 'Projects', 'Company', 'Contacts'],
    dropdowns: 2,
  },
  // Career opens the career site in a new tab, and its name says so.
  testing: {
    ru: ['Услуги', 'Блог', 'Контакты', 'Карьера (откроется в новой вкладке)'],
    en: ['Services', 'Blog', 'Contacts', 'Career (opens in a new tab)'],
    dropdowns: 1,
  },
};

const CTA: Record<SiteVariant, { ru: string; en: string; href: string }> = {
  general: { ru: 'Начать проект', en: 'Start a project', href: '/feedback/' },
  bitrix24: { ru: 'Начать работу', en: 'Start working', href: '/feedback-bitrix24/' },
  ctp: { ru: 'Начать работу', en: 'Start working', href: '/feedback-ctp/' },
  testing: { ru: 'Заказать тестирование', en: 'Order testing', href: '/feedback/' },
};

const HOME: Record<SiteVariant, string> = {
  general: '/',
  bitrix24: '/bitrix24/',
  ctp: '/ctp/',
  testing: '/testing/',
};
const local = (path: string, locale: Locale) => (locale === 'en' ? `/en${path}` : path);
const VARIANTS = ['general', 'bitrix24', 'ctp', 'testing'] as const;
const LOCALES = ['ru', 'en'] as const;

describe('Header: what a visitor finds in every variant and language', () => {
  for (const variant of VARIANTS)
    for (const locale of LOCALES)
      describe(`${variant}, ${locale}`, () => {
        // Rendered once the deferred parts' code is loaded (spec/unit/setup.ts), as the server does.
        let p: ReturnType<typeof header>;
        beforeAll(() => {
          p = header(variant, locale);
        });

        it('is a banner holding the main menu with the variant’s entries, dropdowns first', () => {
          expect(p.all((el) => el.name === 'header')).toHaveLength(1);
          const menu = mainMenu(p, locale);
          expect(menu.map((entry) => entry.caption)).toEqual(EXPECTED[variant][locale]);
          expect(menu.map((entry) => entry.dropdown)).toEqual(
            EXPECTED[variant][locale].map((_, i) => i < EXPECTED[variant].dropdowns),
          );
        });

        it('a dropdown entry is a closed toggle that controls a panel of titled groups of links', () => {
          for (const entry of mainMenu(p, locale).filter((e) => e.dropdown)) {
            const control = entry.control;
            expect(control?.attribs['aria-expanded']).toBe('false');
            const panel = p.byId(control?.attribs['aria-controls']);
            expect(panel, entry.caption).not.toBeNull();
            expect(panel?.attribs.hidden).toBeDefined();
            const links = panel ? p.links(panel) : [];
            expect(links.length).toBeGreaterThan(1);
            for (const link of links) expect(link.href?.startsWith(local('/', locale))).toBe(true);
            expect(
              panel ? p.all((el) => el.attribs.id?.includes('-group-') ?? false, [panel]).length : 0,
            ).toBeGreaterThan(0);
          }
        });

        it('the home button leads to the variant’s home page in the language', () => {
          const brandName = variant === 'testing' ? brand.altName[locale] : brand.name[locale];
          const home = p.link(
            locale === 'ru' ? `${brandName}\u00a0— на\u00a0главную` : `${brandName}\u00a0— home page`,
          );
          expect(home?.href).toBe(local(HOME[variant], locale));
        });

        it('the start-project button names the variant’s call and leads to its form', () => {
          expect(p.link(CTA[variant][locale])?.href).toBe(local(CTA[variant].href, locale));
        });

        it('the phone and the e-mail of the brand are links', () => {
          const hrefs = p.links().map((l) => l.href);
          expect(hrefs).toContain(`tel:${brand.phone.tel}`);
          expect(hrefs).toContain(`mailto:${brand.salesEmail}`);
          const phone = p.links().find((l) => l.href?.startsWith('tel:'));
          expect(phone?.name).toContain(brand.phone.display);
        });

        it('the burger opens a modal dialog it controls', () => {
          const burger = p.button(locale === 'ru' ? 'Открыть меню' : 'Open menu');
          expect(burger?.el.attribs['aria-expanded']).toBe('false');
          const dialog = p.byId(burger?.el.attribs['aria-controls']);
          expect(dialog?.attribs.role).toBe('dialog');
          expect(dialog?.attribs['aria-modal']).toBe('true');
          expect(dialog?.attribs['aria-label']).toBe(locale === 'ru' ? 'Меню сайта' : 'Site menu');
        });

        const searchShows = locale === 'ru' && variant !== 'ctp';
        it(searchShows ? 'has the search toggle' : 'has no search toggle', () => {
          const toggle = p.button(locale === 'ru' ? 'Поиск' : 'Search');
          expect(toggle !== undefined).toBe(searchShows);
          expect(p.all((el) => el.attribs.role === 'search').length).toBe(searchShows ? 1 : 0);
        });
      });

  it('the search toggle controls a GET form to the search page with a labelled field q', () => {
    const p = header('general', 'ru');
    const toggle = p.button('Поиск');
    expect(toggle?.el.attribs['aria-expanded']).toBe('false');
    const panel = p.byId(toggle?.el.attribs['aria-controls']);
    const form = panel ? p.all((el) => el.name === 'form', [panel])[0] : undefined;
    expect(form?.attribs).toMatchObject({ role: 'search', action: '/search/', method: 'get' });
    const input = form ? p.all((el) => el.name === 'input', [form])[0] : undefined;
    expect(input?.attribs.name).toBe('q');
    const label = form ? p.all((el) => el.name === 'label', [form])[0] : undefined;
    expect(label?.attribs.for).toBe(input?.attribs.id);
    expect(label && p.name(label)).toBe('Что вы ищете?');
    expect(form && p.buttons(form).map((b) => b.name)).toEqual(['Найти']);
  });

  it('menu links lead to the pages in the visitor’s language', () => {
    expect(header('general', 'ru').link('Проекты')?.href).toBe('/portfolio-web-studii/');
    expect(header('general', 'en').link('Projects')?.href).toBe('/en/portfolio-web-studii/');
    expect(header('general', 'ru').link('Интернет-магазин')?.href).toBe('/services/sozdanie-internet-magazina/');
    expect(header('bitrix24', 'en').link('Custom development')?.href).toBe('/en/bitrix24/Dorabotka/');
    expect(header('ctp', 'ru').link('Поддержка Битрикс24')?.href).toBe('/ctp/b24_support/');
    expect(header('testing', 'en').link('Load testing')?.href).toBe('/en/testing/load-testing/');
  });

  it('the current page is marked in the menu', () => {
    const p = header('general', 'en', '/blog/');
    expect(p.link('Blog')?.el.attribs['aria-current']).toBe('page');
    expect(p.link('Company')?.el.attribs['aria-current']).toBeUndefined();
  });

  it('the alternative brand’s Career goes to the career site in a new tab, and says so', () => {
    const career = header('testing', 'ru')
      .links()
      .find((l) => l.name.startsWith('Карьера'));
    expect(career?.href).toBe(brand.external.career);
    expect(career?.el.attribs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(career?.name).toBe('Карьера (откроется в новой вкладке)');
  });

  it('the language switch leads to the same page in the other language, named in that language', () => {
    for (const locale of LOCALES) {
      const p = header('general', locale, '/contacts/');
      const ru = p.link('Русский');
      const en = p.link('English');
      expect([ru?.href, en?.href]).toEqual(['/contacts/', '/en/contacts/']);
      expect(ru?.el.attribs).toMatchObject({ lang: 'ru', hreflang: 'ru' });
      expect(en?.el.attribs).toMatchObject({ lang: 'en', hreflang: 'en' });
      expect([ru?.el.attribs['aria-current'], en?.el.attribs['aria-current']]).toEqual(
        locale === 'ru' ? ['true', undefined] : [undefined, 'true'],
      );
      expect([ru && p.name(ru.el), en && p.name(en.el)]).toEqual(['Русский', 'English']);
      // What the eye reads is the code; the name above is what assistive technology says.
      const shown = (el: Element) => {
        const code = findOne((child) => getAttributeValue(child, 'aria-hidden') === 'true', el.children);
        return code ? textContent(code) : '';
      };
      expect([ru && shown(ru.el), en && shown(en.el)]).toEqual(['RU', 'EN']);
    }
  });
});

describe('NavBar: the slim bar of the form and research screens', () => {
  const bars = LAYOUTS.filter((name) => layouts[name].nav === 'bar');

  it('is used by feedback, feedback-ctp, research, research-form and empty', () => {
    expect([...bars].sort()).toEqual(['empty', 'feedback', 'feedback-ctp', 'research', 'research-form']);
  });

  for (const name of bars)
    for (const locale of LOCALES)
      it(`${name}, ${locale}: the logo, the language switch, and the close button and research link only when asked`, () => {
        const parts = layouts[name];
        const p = page(renderMarkup(<NavBar parts={parts} />, { locale, path: '/feedback/' }));
        expect(p.all((el) => el.name === 'header')).toHaveLength(1);
        const home = p.links().find((l) => l.name.endsWith(locale === 'ru' ? '— на\u00a0главную' : '— home page'));
        expect(home?.href).toBe(local(parts.variant === 'ctp' ? '/ctp/' : '/', locale));
        expect(p.link('English')?.href).toBe('/en/feedback/');
        expect(p.button(locale === 'ru' ? 'Закрыть' : 'Close') !== undefined).toBe(parts.closeButton);
        const research = p.link(locale === 'ru' ? 'Результаты исследования' : 'Research results');
        expect(research?.href).toBe(parts.researchLink ? local('/research-b2b-form/', locale) : undefined);
        expect(
          p.all((el) => el.name === 'nav' && /Основное меню|Main menu/.test(el.attribs['aria-label'] ?? '')),
        ).toEqual([]);
      });

  it('feedback has a close button and no research link; research the reverse; empty neither', () => {
    const names = (layout: (typeof LAYOUTS)[number]) => {
      const p = page(renderMarkup(<NavBar parts={layouts[layout]} />, { locale: 'en' }));
      return [...p.buttons().map((b) => b.name), ...p.links().map((l) => l.name)];
    };
    expect(names('feedback')).toContain('Close');
    expect(names('feedback')).not.toContain('Research results');
    expect(names('research')).toContain('Research results');
    expect(names('research')).not.toContain('Close');
    expect(names('empty')).not.toContain('Close');
    expect(names('empty')).not.toContain('Research results');
  });
});

describe('the close button goes back only to a page of this site', () => {
  const origin = 'https://severny-kod.example';
  const history = { navigatedInSite: false, referrer: '', origin, historyLength: 3 };
  it('steps back after a page of this site, reached by a full load or by the client-side router', () => {
    expect(canGoBack({ ...history, referrer: `${origin}/services/web/` })).toBe(true);
    // The client-side router leaves document.referrer as it was at the first load.
    expect(canGoBack({ ...history, navigatedInSite: true })).toBe(true);
    expect(canGoBack({ ...history, navigatedInSite: true, referrer: 'https://search.example/' })).toBe(true);
  });
  it('does not when the visitor came from elsewhere, from nowhere, or has no history', () => {
    expect(canGoBack({ ...history, referrer: 'https://search.example/?q=agency' })).toBe(false);
    expect(canGoBack({ ...history, referrer: 'https://severny-kod.example.evil.example/' })).toBe(false);
    expect(canGoBack(history)).toBe(false);
    expect(canGoBack({ ...history, referrer: `${origin}/`, historyLength: 1 })).toBe(false);
    expect(canGoBack({ ...history, referrer: 'not a url' })).toBe(false);
  });
});

describe('the scroll lock of the mobile menu and the search panel', () => {
  it('locks while anyone holds it and gives the page back its own styles after the last release', () => {
    const body = { style: { overflow: 'clip', paddingRight: '4px' } };
    const releaseMenu = lockBodyScroll(body, 15);
    expect(body.style).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    const releaseSearch = lockBodyScroll(body, 15);
    releaseMenu();
    releaseMenu();
    expect(body.style.overflow).toBe('hidden');
    releaseSearch();
    expect(body.style).toEqual({ overflow: 'clip', paddingRight: '4px' });
  });
});
