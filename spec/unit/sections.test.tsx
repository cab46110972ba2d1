import { readFileSync } from 'node:fs';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HeroSchema, SectionSchema, SectionsSchema, type Section } from '../../contracts/blocks.ts';
import { classifyFixture, listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { Icon } from '../../site/components/sections/Icon.tsx';
import { FALLBACK_ICON, ICON_NAMES } from '../../site/components/sections/iconNames.ts';
import { PageHero } from '../../site/components/sections/PageHero.tsx';
import { Sections } from '../../site/components/sections/Sections.tsx';
import type { Locale } from '../../contracts/locale.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

/** Elements that start a new line, so their texts do not run together. */
const BLOCKS = new Set(['p', 'li', 'div', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'figcaption', 'br']);

/** The text assistive technology reads: hidden parts left out, blocks apart. */
function spokenText(node: ChildNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.attribs['aria-hidden'] === 'true') return '';
  const inner = node.children.map(spokenText).join('');
  return BLOCKS.has(node.name) ? ` ${inner} ` : inner;
}

/** The one element a query must find; the test fails with the query's name when it is missing. */
function must<T>(found: T | null | undefined, what = 'element'): T {
  if (found === null || found === undefined) throw new Error(`no ${what} in the markup`);
  return found;
}

/** The rendered markup as assistive technology reads it: elements, names, text. */
function dom(html: string) {
  const root = parseDocument(html).children;
  const text = (el: Element) => spokenText(el).replace(/\s+/g, ' ').trim();
  /** Matching elements under `within` (not `within` itself), or in the whole markup. */
  const all = (test: (el: Element) => boolean, within?: Element) => findAll(test, within ? within.children : root);
  const byId = (id: string | undefined) => (id ? findOne((el) => el.attribs.id === id, root) : null);
  const tag = (name: string, within?: Element) => all((el) => el.name === name, within);
  /** A section landmark by the text of the heading that names it. */
  const region = (name: string) =>
    all((el) => {
      const heading = el.name === 'section' ? byId(el.attribs['aria-labelledby']) : null;
      // A typeset title (site/rules/typography.ts) is read with its no-break spaces as spaces.
      return heading !== null && text(heading) === name.replace(/\s+/g, ' ').trim();
    })[0];
  const links = (within?: Element) => tag('a', within).map((el) => ({ name: text(el), href: el.attribs.href }));
  return { root, text, all, byId, tag, region, links };
}

type SectionInput = z.input<typeof SectionSchema>;

const render = (sections: SectionInput[], locale: Locale = 'ru') =>
  dom(renderMarkup(<Sections sections={sections.map((section) => SectionSchema.parse(section))} />, { locale }));

const image = (name: string, alt: string) => ({ src: `/images/test/${name}.svg`, alt, width: 640, height: 360 });

/** One realistic section of every type: a new type in the contract fails the type check until it has one. */
const SAMPLES: { [T in Section['type']]: Extract<SectionInput, { type: T }> } = {
  features: {
    type: 'features',
    id: 1,
    title: 'Что мы делаем',
    columns: 2,
    items: [
      {
        id: 1,
        icon: 'rocket',
        title: 'Внедрение под ключ',
        text: 'Обследуем процессы и настраиваем CRM.',
        href: '/bitrix24/vnedrenie/',
      },
      { id: 2, icon: 'no-such-icon', title: 'Интеграции', text: 'Обмен с 1С, телефонией и маркетплейсами.' },
    ],
  },
  stats: {
    type: 'stats',
    id: 2,
    title: 'В цифрах',
    items: [
      { id: 1, value: 4500, label: 'сотрудников подписывают документы онлайн' },
      { id: 2, value: 38, prefix: '+', suffix: ' %', label: 'к конверсии заказов' },
    ],
  },
  steps: {
    type: 'steps',
    id: 3,
    title: 'Как проходит внедрение',
    items: [
      { id: 1, title: 'Обследование', text: 'Интервью с руководителями.', duration: '1–2 недели' },
      { id: 2, title: 'Проектирование', text: 'Воронки, поля и права доступа.', duration: '2–3 недели' },
      { id: 3, title: 'Запуск', text: 'Дежурим рядом с пользователями.' },
    ],
  },
  faq: {
    type: 'faq',
    id: 4,
    title: 'Частые вопросы',
    accordion: {
      content: [
        { id: 1, title: 'Облако или коробка?', text: '<p>Облака хватает до <strong>300</strong> сотрудников.</p>' },
        { id: 2, title: 'Сколько стоит?', text: '<p>От 90 000 ₽.</p>' },
      ],
      options: { firstActive: true },
    },
  },
  cases: {
    type: 'cases',
    id: 5,
    title: 'Проекты',
    items: [
      {
        id: 1,
        slug: 'monolit-crm',
        client: 'ДСК «Монолит»',
        title: 'CRM для продаж квартир',
        result: 'Потери лидов −35 %',
        image: image('monolit', 'Шахматка квартир в Битрикс24'),
      },
      { id: 2, slug: 'medlab-crm', client: 'МедЛаб', title: 'CRM для клиник-партнёров', result: 'Ответ за 20 минут' },
    ],
    more: { label: 'Все CRM-проекты', href: '/portfolio-web-studii/crm/' },
  },
  plans: {
    type: 'plans',
    id: 6,
    title: 'Стоимость',
    items: [
      { id: 1, title: 'Экспресс', price: 'от 90 000 ₽', features: ['Одна воронка', 'Телефония'] },
      {
        id: 2,
        title: 'Внедрение',
        price: 'от 650 000 ₽',
        period: '6–10 недель',
        features: ['Интеграция с 1С'],
        highlighted: true,
      },
    ],
  },
  technologies: { type: 'technologies', id: 7, title: 'Технологии', items: ['Kotlin', 'Swift', 'Flutter'] },
  text: {
    type: 'text',
    id: 8,
    title: 'Кто мы',
    html: '<p>Мы начинали в 2009 году. Наша специализация — <strong>сложные системы для B2B</strong>.</p>',
    image: image('offices', 'Карта офисов'),
  },
  quote: {
    type: 'quote',
    id: 9,
    title: 'Отзыв клиента',
    quote: {
      text: 'Все заявки падают в одну воронку.\n\nКоманда разобралась в нашей специфике быстро.',
      author: 'Андрей Полозов',
      position: 'коммерческий директор ДСК «Монолит»',
      photo: image('polozov', 'Андрей Полозов'),
    },
  },
  team: {
    type: 'team',
    id: 10,
    title: 'Руководство',
    items: [{ id: 1, name: 'Мария Котова', position: 'генеральный директор', photo: image('kotova', 'Мария Котова') }],
  },
  timeline: {
    type: 'timeline',
    id: 11,
    title: 'История',
    items: [
      { id: 1, year: 2014, title: 'Офис в Москве', text: 'Руководство и продажи.' },
      { id: 2, year: 2009, title: 'Основание', text: 'Четыре разработчика в Екатеринбурге.' },
      { id: 3, year: 2014, title: 'Сотый проект', text: 'Запущен сотый сайт.' },
    ],
  },
  cta: {
    type: 'cta',
    id: 12,
    title: 'Расскажите о задаче',
    text: 'Предложим план за 2 рабочих дня.',
    button: { label: 'Обсудить проект', href: '/feedback/' },
  },
  video: {
    type: 'video',
    id: 13,
    title: 'Экскурсия по студии',
    video: {
      provider: 'file',
      src: '/media/studio-tour.webm',
      title: 'Экскурсия по офису',
      poster: image('tour', 'План офиса'),
    },
  },
};

describe('sections: every type', () => {
  it.each(Object.values(SAMPLES))('a $type section is a region named by its h2', (sample) => {
    const page = render([sample]);
    const title = sample.title ?? '';
    const region = page.region(title);
    expect(region, `no section named "${title}"`).toBeDefined();
    const heading = page.byId(region?.attribs['aria-labelledby']);
    expect(heading?.name).toBe('h2');
    expect(page.tag('h2')).toHaveLength(1);
  });

  it('renders a whole page of sections in order', () => {
    const page = render(Object.values(SAMPLES));
    expect(page.tag('h2').map(page.text)).toEqual(Object.values(SAMPLES).map((sample) => sample.title));
  });
});

describe('features', () => {
  it('names each feature in an h3, links it when it has a page, with decorative icons', () => {
    const page = render([SAMPLES.features]);
    expect(page.tag('h3').map(page.text)).toEqual(['Внедрение под ключ', 'Интеграции']);
    expect(page.links()).toEqual([{ name: 'Внедрение под ключ', href: '/bitrix24/vnedrenie/' }]);
    const icons = page.tag('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon.attribs['aria-hidden']).toBe('true');
  });

  it('keeps the link in the English locale', () => {
    expect(render([SAMPLES.features], 'en').links()[0]?.href).toBe('/en/bitrix24/vnedrenie/');
  });

  it('uses h2 for items when the section has no title, so headings do not skip a level', () => {
    const page = render([{ ...SAMPLES.features, title: undefined }]);
    expect(page.tag('h2').map(page.text)).toEqual(['Внедрение под ключ', 'Интеграции']);
    expect(page.tag('h3')).toHaveLength(0);
    expect(page.tag('section')[0]?.attribs['aria-labelledby']).toBeUndefined();
  });
});

describe('stats', () => {
  it('shows prefix, figure grouped the locale’s way, suffix and label', () => {
    const ru = render([SAMPLES.stats]);
    const values = (page: ReturnType<typeof dom>) => page.tag('li').map(page.text);
    expect(values(ru)).toEqual(['4 500 сотрудников подписывают документы онлайн', '+38 % к конверсии заказов']);
    expect(values(render([SAMPLES.stats], 'en'))[0]).toBe('4,500 сотрудников подписывают документы онлайн');
  });
});

describe('steps', () => {
  it('is an ordered list of steps with their durations', () => {
    const page = render([SAMPLES.steps]);
    const list = page.tag('ol')[0];
    expect(list).toBeDefined();
    const steps = page.tag('li', list).map(page.text);
    expect(steps).toEqual([
      'Обследование Интервью с руководителями. Срок: 1–2 недели',
      'Проектирование Воронки, поля и права доступа. Срок: 2–3 недели',
      'Запуск Дежурим рядом с пользователями.',
    ]);
    const en = render([SAMPLES.steps], 'en');
    expect(en.text(must(en.tag('li')[0]))).toContain('Duration: 1–2 недели');
  });
});

describe('cases', () => {
  it.each([
    ['ru', '/portfolio-web-studii/monolit-crm/', '/portfolio-web-studii/crm/'],
    ['en', '/en/portfolio-web-studii/monolit-crm/', '/en/portfolio-web-studii/crm/'],
  ] as const)('a case card links to its project in %s, and the section to more projects', (locale, project, more) => {
    const page = render([SAMPLES.cases], locale);
    expect(page.links()).toEqual([
      { name: 'CRM для продаж квартир', href: project },
      { name: 'CRM для клиник-партнёров', href: project.replace('monolit-crm', 'medlab-crm') },
      { name: 'Все CRM-проекты', href: more },
    ]);
  });

  it('shows the client, the result and the cover', () => {
    const page = render([SAMPLES.cases]);
    const card = must(page.tag('li')[0]);
    expect(page.text(card)).toContain('ДСК «Монолит»');
    expect(page.text(card)).toContain('Потери лидов −35 %');
    expect(page.tag('img', card)[0]?.attribs.alt).toBe('Шахматка квартир в Битрикс24');
  });
});

describe('plans', () => {
  it('shows price, period and features, and says which plan is recommended', () => {
    const page = render([SAMPLES.plans]);
    const plans = page.all((el) => el.name === 'li' && page.tag('h3', el).length > 0);
    expect(plans.map((plan) => page.text(must(page.tag('h3', plan)[0])))).toEqual(['Экспресс', 'Внедрение']);
    expect(page.text(must(plans[0]))).not.toContain('Рекомендуем');
    expect(page.text(must(plans[1]))).toContain('Рекомендуем');
    expect(page.text(must(plans[1]))).toContain('от 650 000 ₽');
    expect(page.text(must(plans[1]))).toContain('6–10 недель');
    expect(page.tag('li', plans[0]).map(page.text)).toEqual(['Одна воронка', 'Телефония']);
    const en = render([SAMPLES.plans], 'en');
    expect(en.text(must(en.tag('section')[0]))).toContain('Recommended');
  });
});

describe('technologies, text, quote, team, timeline, cta', () => {
  it('lists the technologies as tags', () => {
    const page = render([SAMPLES.technologies]);
    expect(page.tag('li').map(page.text)).toEqual(['Kotlin', 'Swift', 'Flutter']);
  });

  it('renders the text as HTML beside its image', () => {
    const page = render([SAMPLES.text]);
    expect(page.text(must(page.tag('strong')[0]))).toBe('сложные системы для B2B');
    expect(page.tag('img')[0]?.attribs.alt).toBe('Карта офисов');
  });

  it('attributes a quote: blockquote and figcaption in a figure', () => {
    const page = render([SAMPLES.quote]);
    const figure = must(page.tag('figure')[0]);
    expect(page.tag('p', page.tag('blockquote', figure)[0]).map(page.text)).toEqual([
      'Все заявки падают в одну воронку.',
      'Команда разобралась в нашей специфике быстро.',
    ]);
    expect(page.text(must(page.tag('figcaption', figure)[0]))).toBe(
      'Андрей Полозов коммерческий директор ДСК «Монолит»',
    );
  });

  it('shows people with photos, names and positions', () => {
    const page = render([SAMPLES.team]);
    expect(page.text(must(page.tag('h3')[0]))).toBe('Мария Котова');
    expect(page.tag('img')[0]?.attribs.alt).toBe('Мария Котова');
    expect(page.text(must(page.tag('li')[0]))).toContain('генеральный директор');
  });

  it('groups the timeline by years, earliest first', () => {
    const page = render([SAMPLES.timeline]);
    const years = page.tag('time');
    expect(years.map((time) => [time.attribs.datetime, page.text(time)])).toEqual([
      ['2009', '2009'],
      ['2014', '2014'],
    ]);
    const year2014 = page.all((el) => el.name === 'li' && page.tag('time', el).some((t) => page.text(t) === '2014'))[0];
    expect(page.tag('h3', year2014).map(page.text)).toEqual(['Офис в Москве', 'Сотый проект']);
  });

  it('a call to action is a banner with its one button link', () => {
    const page = render([SAMPLES.cta], 'en');
    expect(page.links()).toEqual([{ name: 'Обсудить проект', href: '/en/feedback/' }]);
    expect(page.text(must(page.region('Расскажите о задаче')))).toContain('Предложим план за 2 рабочих дня.');
  });
});

describe('faq: the accordion', () => {
  type Faq = (typeof SAMPLES)['faq'];
  const faq = (options: Faq['accordion']['options'], content?: Faq['accordion']['content']): Faq => ({
    ...SAMPLES.faq,
    accordion: { content: content ?? SAMPLES.faq.accordion.content, options },
  });
  const items = (page: ReturnType<typeof dom>) =>
    page.tag('button').map((button) => {
      const panel = page.byId(button.attribs['aria-controls']);
      return {
        name: page.text(button),
        expanded: button.attribs['aria-expanded'],
        panel,
        hidden: panel?.attribs.hidden !== undefined,
      };
    });

  it('opens the first item initially only with firstActive', () => {
    expect(items(render([faq({ firstActive: true })])).map((item) => item.expanded)).toEqual(['true', 'false']);
    expect(items(render([faq({ firstActive: false })])).map((item) => item.expanded)).toEqual(['false', 'false']);
    expect(items(render([faq(undefined)])).map((item) => item.hidden)).toEqual([true, true]);
  });

  it('ties each button to its panel, a region named by the button, with every answer in the markup', () => {
    const page = render([faq({ firstActive: true })]);
    for (const item of items(page)) {
      // A <section> with a name is a region landmark (html-validate prefers it to role="region").
      expect(item.panel?.name).toBe('section');
      expect(page.text(must(page.byId(item.panel?.attribs['aria-labelledby'])))).toBe(item.name);
    }
    const [first, second] = items(page);
    expect(first?.hidden).toBe(false);
    expect(second?.hidden).toBe(true);
    expect(page.text(must(second?.panel))).toBe('От 90 000 ₽.');
    expect(page.tag('strong', must(first?.panel)).map(page.text)).toEqual(['300']);
  });

  it('numbers the items 01, 02 with isCounter, in an ordered list', () => {
    const page = render([faq({ isCounter: true })]);
    expect(page.tag('ol')).toHaveLength(1);
    // The number is what the eye sees; the list already numbers the items for a screen reader.
    expect(page.tag('button').map((button) => textContent(button))).toEqual([
      '01Облако или коробка?',
      '02Сколько стоит?',
    ]);
    expect(items(page).map((item) => item.name)).toEqual(['Облако или коробка?', 'Сколько стоит?']);
    expect(
      render([faq({})])
        .tag('button')
        .map((button) => textContent(button)),
    ).toEqual(['Облако или коробка?', 'Сколько стоит?']);
  });

  it('wraps each button in an h3 with isTitleHeader', () => {
    const page = render([faq({ isTitleHeader: true })]);
    expect(page.tag('h3').map((h3) => page.tag('button', h3).length)).toEqual([1, 1]);
    expect(render([faq({})]).tag('h3')).toHaveLength(0);
  });

  it('keeps an HTML title inline inside its button, and puts the list between the texts', () => {
    const page = render([
      faq({ firstActive: true }, [
        {
          id: 1,
          title: '<p>Что входит в <strong>поддержку</strong>?</p>',
          textBeforeList: '<p>Три вещи:</p>',
          list: [{ item: 'мониторинг' }, { item: 'обновления' }],
          textAfterList: '<p>И отчёт каждый месяц.</p>',
        },
      ]),
    ]);
    const button = must(page.tag('button')[0]);
    expect(page.text(button)).toBe('Что входит в поддержку?');
    expect(page.tag('p', button)).toHaveLength(0);
    expect(page.tag('strong', button)).toHaveLength(1);
    expect(page.text(must(page.byId(button.attribs['aria-controls'])))).toBe(
      'Три вещи: мониторинг обновления И отчёт каждый месяц.',
    );
  });

  it('turns each look flag into a look of its own', () => {
    const looks = [
      'isBlack',
      'isBorder',
      'isDashBorder',
      'isPaddingRowLg',
      'isTransparent',
      'isB24',
      'isListFaq',
    ] as const;
    const classOf = (options: Faq['accordion']['options']) =>
      render([faq(options)]).all((el) => el.attribs.class?.split(' ').includes('accordion') ?? false)[0]?.attribs.class;
    const plain = classOf({});
    const classes = looks.map((look) => classOf({ [look]: true }));
    expect(new Set([plain, ...classes]).size).toBe(looks.length + 1);
  });
});

describe('hero', () => {
  it('is the page’s one h1 with its lead, call to action and eager picture', () => {
    const hero = HeroSchema.parse({
      eyebrow: 'О компании',
      title: 'Делаем цифровые продукты с 2009 года',
      lead: 'Команда из 180 специалистов.',
      cta: { label: 'Обсудить проект', href: '/feedback/' },
      image: image('team', 'Команда на воркшопе'),
    });
    const page = dom(renderMarkup(<PageHero hero={hero} />, { locale: 'en' }));
    expect(page.tag('h1').map(page.text)).toEqual(['Делаем цифровые продукты с 2009 года']);
    expect(page.region('Делаем цифровые продукты с 2009 года')).toBeDefined();
    expect(page.links()).toEqual([{ name: 'Обсудить проект', href: '/en/feedback/' }]);
    expect(page.tag('img')[0]?.attribs.loading).toBe('eager');
  });
});

describe('icons', () => {
  const markup = (name: string) => renderToStaticMarkup(<Icon name={name} />);
  /** The symbol of the sprite an icon draws, and that symbol's shapes. */
  const sprite = readFileSync(new URL('../../site/components/sections/icons.svg', import.meta.url), 'utf8');
  const drawing = (name: string) => {
    const href = dom(markup(name)).tag('use')[0]?.attribs.href ?? '';
    const id = href.slice(href.indexOf('#') + 1);
    const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
    return { href, id, shapes: symbol?.[1] };
  };

  it('knows every icon the content names, and draws each as its own shape from the sprite', async () => {
    const names = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) {
          if (key === 'icon' && typeof item === 'string') names.add(item);
          else collect(item);
        }
    };
    for (const path of await listFixtureFiles()) collect(await readFixtureJson(path));
    expect(names.size).toBeGreaterThan(100);
    const unknown = [...names].filter((name) => drawing(name).id !== name);
    expect(unknown, 'icons the content names but Icon cannot draw').toEqual([]);
    const shapes = [...names].map((name) => drawing(name).shapes);
    expect(shapes.every((shape) => shape?.includes('<path d="'))).toBe(true);
    expect(new Set(shapes).size, 'two icon names share one drawing').toBe(names.size);
  });

  it('knows exactly the symbols the sprite draws, besides the neutral one', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(symbols.filter((id) => id !== FALLBACK_ICON).sort()).toEqual([...ICON_NAMES].sort());
    expect(symbols).toContain(FALLBACK_ICON);
  });

  it('draws from the sprite file the build hashes, not from shapes in the page’s JavaScript', () => {
    const { href } = drawing('rocket');
    expect(href).toMatch(/icons(\.[\w-]+)?\.svg#rocket$/);
    expect(markup('rocket')).not.toContain('<path');
  });

  it('is decorative and draws a neutral shape for an unknown name', () => {
    const known = dom(markup('rocket')).tag('svg')[0];
    const unknown = dom(markup('no-such-icon')).tag('svg')[0];
    expect(known?.attribs['aria-hidden']).toBe('true');
    expect(unknown?.attribs['aria-hidden']).toBe('true');
    expect(drawing('no-such-icon').shapes).toContain('<path d="');
    expect(drawing('no-such-icon').id).toBe(FALLBACK_ICON);
    expect(markup('toString')).toBe(markup('no-such-icon'));
  });
});

describe('sections of the fixtures', () => {
  it('every content page renders its sections in both locales, each titled section named by its h2', async () => {
    let rendered = 0;
    for (const path of await listFixtureFiles()) {
      const where = classifyFixture(path);
      if (where?.kind !== 'content') continue;
      const content = where.schema.parse(await readFixtureJson(path)) as { sections?: unknown };
      // Research pages have chapters of their own under the same name; only typed sections render here.
      const sections = SectionsSchema.safeParse(content.sections);
      if (!sections.success) continue;
      const page = dom(renderMarkup(<Sections sections={sections.data} />, { locale: where.locale }));
      for (const section of sections.data)
        if (section.title) expect(page.region(section.title), `${path}: "${section.title}"`).toBeDefined();
      rendered++;
    }
    expect(rendered).toBeGreaterThan(50);
  }, 30_000);
});
