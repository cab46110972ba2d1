import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  onRequestSharePictures,
  sharePictureAlt,
  sharePictureOf,
  type SharePicture,
} from '../../site/content/sharePicture.ts';
import { messages } from '../../site/i18n/messages.ts';
import { createTranslator } from '../../site/i18n/translator.ts';
import { routeFamilies } from '../../site/routes/routeTable.ts';
import { ERROR_SCREENS } from '../../site/rules/errorScreen.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { SHARE_PICTURE, sharePicturePath } from '../../site/rules/sharePicturePath.ts';
import {
  composeSharePicture,
  MAX_LINES,
  TITLE_SIZES,
  TITLE_WIDTH,
  titleLayout,
} from '../../tools/sharePictures/composeSharePicture.ts';
import { loadInterFaces, type TextSetter } from '../../tools/sharePictures/interFaces.ts';
import { pngSize, sharePictureTagProblems } from '../../tools/sharePictures/sharePictureTags.ts';
import { ELLIPSIS, wrapTitle } from '../../tools/sharePictures/wrapTitle.ts';

const t = (locale: Locale) => createTranslator(locale, messages[locale]);
/** A monospaced stand-in: every character 10 units wide. */
const mono = (text: string) => Array.from(text).length * 10;

let faces: TextSetter | undefined;
/** Inter, read once for the tests that need real widths. */
const inter = () => (faces ??= loadInterFaces());

describe('wrapTitle: a title in at most a few lines of a given width', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapTitle('Контакты', mono, 200, 3)).toEqual({ lines: ['Контакты'], truncated: false });
  });

  it('breaks between words, filling each line', () => {
    expect(wrapTitle('one two three four five', mono, 90, 3)).toEqual({
      lines: ['one two', 'three', 'four five'],
      truncated: false,
    });
  });

  it('never breaks at a no-break space: a figure stays with its unit', () => {
    expect(wrapTitle('за 7\u00a0минут', mono, 80, 3).lines).toEqual(['за', '7\u00a0минут']);
  });

  it('keeps a dash with the word before it, so no line starts with one', () => {
    expect(wrapTitle('МедЛаб — кейс', mono, 90, 3).lines).toEqual(['МедЛаб —', 'кейс']);
  });

  it('cuts a title that needs more lines, ending the last with an ellipsis that fits', () => {
    const { lines, truncated } = wrapTitle('one two three four five six seven eight', mono, 90, 2);
    expect(truncated).toBe(true);
    expect(lines).toEqual(['one two', `three fo${ELLIPSIS}`]);
    expect(lines.every((line) => mono(line) <= 90)).toBe(true);
  });

  it('drops the punctuation a cut leaves before the ellipsis', () => {
    expect(wrapTitle('aaaa, bbbb cccc', mono, 60, 1).lines).toEqual([`aaaa${ELLIPSIS}`]);
  });

  it('breaks a word wider than a line where it must', () => {
    expect(wrapTitle('Электронный', mono, 50, 3).lines).toEqual(['Элект', 'ронны', 'й']);
  });

  it('never sets a line wider than asked, nor more lines, and loses no word of a title that fits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 12 }).filter((word) => !/\s/.test(word)),
          {
            minLength: 1,
            maxLength: 14,
          },
        ),
        fc.integer({ min: 120, max: 400 }),
        fc.integer({ min: 1, max: 4 }),
        (words, maxWidth, maxLines) => {
          const title = words.join(' ');
          const { lines, truncated } = wrapTitle(title, mono, maxWidth, maxLines);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          expect(lines.every((line) => mono(line) <= maxWidth)).toBe(true);
          if (!truncated) expect(lines.join('').replace(/\s/g, '')).toBe(title.replace(/\s/g, ''));
          else expect(lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
        },
      ),
    );
  });
});

describe('the title on the picture, in Inter bold', () => {
  it('sets a short title at the largest size', () => {
    expect(titleLayout('Контакты', inter(), TITLE_WIDTH.illustrated)).toEqual({
      size: TITLE_SIZES[0],
      lines: ['Контакты'],
    });
  });

  it('sets the longest title the contracts allow in at most three lines, smaller if it must', () => {
    const title = 'Разработка B2B-портала для дистрибьютора металлопроката и интеграция';
    const { size, lines } = titleLayout(title, inter(), TITLE_WIDTH.illustrated);
    expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
    expect(size).toBeLessThan(TITLE_SIZES[0]);
    expect(lines.every((line) => inter().width('bold', line, size) <= TITLE_WIDTH.illustrated)).toBe(true);
  });
});

describe('composeSharePicture: the SVG resvg draws', () => {
  const content = {
    title: 'Tom & Jerry <script>alert(1)</script> "quoted"',
    brandName: 'Северный Код',
    domain: 'x.example',
  };

  it('escapes the title and brand it carries, and stays well-formed SVG of 1200 × 630', () => {
    const svg = composeSharePicture(content, inter());
    expect(svg).toContain(
      '<title>Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; — Северный Код</title>',
    );
    expect(svg).not.toContain('<script');
    const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
    expect([resvg.width, resvg.height]).toEqual([SHARE_PICTURE.width, SHARE_PICTURE.height]);
  });

  it('draws a PNG of exactly 1200 × 630, with the illustration or without', () => {
    const href = `data:image/svg+xml;base64,${Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#3a7"/></svg>',
    ).toString('base64')}`;
    const illustration = { href, width: 1200, height: 675 };
    for (const svg of [
      composeSharePicture(content, inter()),
      composeSharePicture({ ...content, illustration }, inter()),
    ]) {
      const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
      expect(pngSize(png)).toEqual({ width: SHARE_PICTURE.width, height: SHARE_PICTURE.height });
    }
  });

  it('shows the illustration whole, right of the title, never cropped', () => {
    for (const [width, height] of [
      [1200, 675],
      [800, 800],
      [600, 900],
    ] as const) {
      const svg = composeSharePicture({ ...content, illustration: { href: 'data:,', width, height } }, inter());
      const match = /<image x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
      expect(match).not.toBeNull();
      const [x, y, w, h] = (match?.slice(1) ?? []).map(Number) as [number, number, number, number];
      expect(w / h).toBeCloseTo(width / height, 2);
      expect(x).toBeGreaterThanOrEqual(64 + TITLE_WIDTH.illustrated);
      expect(x + w).toBeLessThanOrEqual(SHARE_PICTURE.width - 64);
      expect(y).toBeGreaterThanOrEqual(64);
      expect(y + h).toBeLessThanOrEqual(SHARE_PICTURE.height - 64);
      // It fills the box one way or the other.
      expect(Math.max(w / (SHARE_PICTURE.width - 664), h / (SHARE_PICTURE.height - 128))).toBeCloseTo(1, 2);
    }
  });

  it('sets Cyrillic in Inter: every Russian letter has a glyph of its own', () => {
    // A character the font lacks is drawn as its .notdef glyph, the same box for every such character.
    const missing = inter().draw('bold', '\uE000', 60, 0, 0);
    const letters = Array.from('абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ«»—№');
    expect(letters.filter((letter) => inter().draw('bold', letter, 60, 0, 0) === missing)).toEqual([]);
  });
});

describe('pngSize: a PNG’s size from its IHDR chunk', () => {
  it('reads a real PNG and refuses anything else', () => {
    const png = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>').render().asPng();
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});

describe('which picture a page names', () => {
  const page = (locale: Locale, family: string, pathname: string, meta?: object) => ({
    locale,
    routeParams: { family },
    urlParsed: { pathname },
    data: meta && { meta },
  });

  it('a page of the route table: its own, by locale and path, with its illustration', () => {
    const ogImage = { src: '/images/og/web.svg', alt: 'A diagram', width: 1200, height: 630 };
    const picture = sharePictureOf(
      page('en', 'service', '/services/web/', { title: 'Web', description: 'd', ogImage }),
      t('en'),
    );
    expect(picture).toEqual({
      src: '/share/en/services/web/picture.png',
      locale: 'en',
      title: 'Web',
      brandName: 'Severny Kod',
      illustration: ogImage,
    });
  });

  it('the testing pages under their own brand, pages without an illustration the brand picture', () => {
    const picture = sharePictureOf(
      page('ru', 'testingHome', '/testing/', { title: 'Тестирование', description: 'd' }),
      t('ru'),
    );
    expect(picture?.brandName).toBe('Северный Код Тестирование');
    expect(picture?.illustration).toBeUndefined();
  });

  it('the error page: the picture of its screen, titled as the screen', () => {
    const notFound = sharePictureOf({ locale: 'ru', urlParsed: { pathname: '/x/' }, is404: true }, t('ru'));
    expect(notFound).toMatchObject({ src: '/share/ru/not-found.png', title: 'Страница не\u00a0найдена' });
    const unavailable = sharePictureOf({ locale: 'en', urlParsed: { pathname: '/' }, abortStatusCode: 503 }, t('en'));
    expect(unavailable?.src).toBe('/share/en/unavailable.png');
  });

  it('the build draws, in both locales, every picture a page rendered on request names', () => {
    for (const locale of LOCALES) {
      const drawn = onRequestSharePictures(locale, t(locale)).map(({ src }) => src);
      const search = sharePictureOf(
        page(locale, 'search', '/search/', { title: t(locale)('search.title'), description: 'd' }),
        t(locale),
      );
      expect(drawn).toContain(search?.src);
      for (const screen of ERROR_SCREENS) expect(drawn).toContain(sharePicturePath(locale, { screen }));
    }
    // Every family rendered on request is listed: a new one needs its picture drawn too.
    const onRequest = Object.values(routeFamilies).filter((family) => 'prerender' in family);
    expect(onRequest.map(({ path }) => path)).toEqual(['/search/']);
  });

  it('a page path and a screen never share an address', () => {
    expect(sharePicturePath('ru', { path: '/not-found/' })).not.toBe(sharePicturePath('ru', { screen: 'not-found' }));
  });

  it('says in words what the picture shows: the title, the brand and the illustration', () => {
    const picture: SharePicture = {
      src: '/share/ru/x/picture.png',
      locale: 'ru',
      title: 'Кейс',
      brandName: 'Северный Код',
      illustration: { src: '/images/x.svg', alt: 'Воронка заявок', width: 1, height: 1 },
    };
    expect(sharePictureAlt(picture, t('ru'))).toBe(
      '«Кейс» и\u00a0логотип «Северный Код» рядом с\u00a0иллюстрацией: Воронка заявок',
    );
    expect(
      sharePictureAlt({ ...picture, illustration: undefined, locale: 'en', brandName: 'Severny Kod' }, t('en')),
    ).toBe('“Кейс” and the Severny Kod\u00a0logo on the brand’s background');
  });
});

describe('sharePictureTagProblems: what prerender:check reports of a page', () => {
  const origin = 'https://site.example';
  const png = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>`).render().asPng();
  const head = (image: string, extra = '') =>
    `<head><meta property="og:image" content="${image}"/><meta property="og:image:width" content="1200"/>` +
    `<meta property="og:image:height" content="630"/><meta property="og:image:type" content="image/png"/>` +
    `<meta property="og:image:alt" content="Title &amp; brand"/><meta name="twitter:card" content="summary_large_image"/>` +
    `<meta name="twitter:image" content="${image}"/><meta name="twitter:image:alt" content="Title &amp; brand"/>${extra}</head>`;

  it('nothing when the tags are complete and the file is a PNG of 1200 × 630', () => {
    expect(sharePictureTagProblems(head(`${origin}/share/ru/picture.png`), origin, () => png)).toEqual([]);
  });

  it('a page without a picture, one on another origin, a missing file or one of another size', () => {
    expect(sharePictureTagProblems('<head></head>', origin, () => png)).toHaveLength(1);
    expect(sharePictureTagProblems(head('https://other.example/a.png'), origin, () => png)).toHaveLength(1);
    expect(sharePictureTagProblems(head(`${origin}/a.png`), origin, () => undefined)).toEqual([
      '/a.png does not exist',
    ]);
    const small = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"/>`).render().asPng();
    expect(sharePictureTagProblems(head(`${origin}/a.png`), origin, () => small)).toEqual([
      '/a.png is 600 × 315, not 1200 × 630',
    ]);
  });
});
