import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { VideoSchema, type Video } from '../../contracts/video.ts';
import { listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { VideoEmbed, VideoFrame } from '../../site/components/media/VideoEmbed.tsx';
import type { Locale } from '../../contracts/locale.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

const poster = { src: '/images/video/test-poster.svg', alt: 'Титульный слайд вебинара', width: 1280, height: 720 };
const RUTUBE = VideoSchema.parse({
  provider: 'rutube',
  id: '7f3c9a1e5b2d4c8e9a6f0b1d2e3c4a5b',
  title: 'Вебинар о внедрении Битрикс24',
  poster,
  duration: '58:40',
});
const YOUTUBE = VideoSchema.parse({ provider: 'youtube', id: 'Q7vXk2mPz4E', title: 'Демо приложения «Пульс»', poster });
const FILE = VideoSchema.parse({
  provider: 'file',
  src: '/media/studio-tour.webm',
  title: 'Экскурсия по офису',
  poster,
});

function markup(video: Video, locale: Locale = 'ru') {
  const html = renderMarkup(<VideoEmbed video={video} />, { locale });
  const elements = findAll(() => true, parseDocument(html).children);
  const tag = (name: string) => elements.filter((el) => el.name === name);
  const text = (el: Element) => textContent(el).replace(/\s+/g, ' ').trim();
  return { html, elements, tag, text };
}

/** The one element a query must find; the test fails when it is missing. */
function must<T>(found: T | undefined): T {
  if (found === undefined) throw new Error('no such element in the markup');
  return found;
}

/** Every address the markup makes a browser fetch or follow: none may lead off the site before play. */
const addresses = (elements: Element[]) =>
  elements.flatMap((el) =>
    ['src', 'href', 'poster', 'srcset', 'data', 'action'].flatMap((name) => el.attribs[name] ?? []),
  );

describe('a third-party video before play', () => {
  it.each([
    ['rutube', RUTUBE],
    ['youtube', YOUTUBE],
  ] as const)('%s: no iframe, no third-party address, only our poster', (_, video) => {
    const page = markup(video);
    expect(page.tag('iframe')).toHaveLength(0);
    expect(page.tag('script')).toHaveLength(0);
    // Our own paths only; a data: address (the lazy poster's placeholder) makes no request at all.
    for (const address of addresses(page.elements)) expect(address).toMatch(/^(?:\/(?!\/)|data:)/);
    expect(page.html).not.toMatch(/https?:\/\//);
    const img = page.tag('img')[0];
    // The poster is a lazy image: its address is set in the browser, near the viewport (decision 008).
    expect(img?.attribs['data-src']).toBe(poster.src);
    expect(img?.attribs.alt).toBe(poster.alt);
  });

  it.each([
    ['ru', 'Смотреть видео: Вебинар о внедрении Битрикс24'],
    ['en', 'Play video: Вебинар о внедрении Битрикс24'],
  ] as const)('has a play button named after the video in %s', (locale, name) => {
    const page = markup(RUTUBE, locale);
    const buttons = page.tag('button');
    expect(buttons.map(page.text)).toEqual([name]);
    expect(buttons[0]?.attribs.type).toBe('button');
  });

  it('tells where the player will come from, and shows the title and duration', () => {
    const page = markup(RUTUBE);
    expect(page.text(must(page.tag('figure')[0]))).toContain('Плеер rutube.ru загрузится после нажатия');
    expect(page.text(must(page.tag('figcaption')[0]))).toBe('Вебинар о внедрении Битрикс24 Длительность: 58:40');
    expect(page.text(must(markup(YOUTUBE, 'en').tag('figure')[0]))).toContain(
      'The www.youtube-nocookie.com player loads when you press play',
    );
  });
});

describe('the player after play', () => {
  it.each([
    [RUTUBE, 'https://rutube.ru/play/embed/7f3c9a1e5b2d4c8e9a6f0b1d2e3c4a5b'],
    [YOUTUBE, 'https://www.youtube-nocookie.com/embed/Q7vXk2mPz4E?autoplay=1'],
  ] as const)('embeds the provider’s player, named, with fullscreen and autoplay allowed', (video, src) => {
    if (video.provider === 'file') throw new Error('a third-party video was expected');
    const frame = findAll(
      (el) => el.name === 'iframe',
      parseDocument(renderMarkup(<VideoFrame video={video} />)).children,
    )[0];
    expect(frame?.attribs).toMatchObject({
      src,
      title: video.title,
      allow: 'autoplay; fullscreen; picture-in-picture',
      allowfullscreen: '',
      loading: 'lazy',
    });
  });
});

describe('an own video file', () => {
  it('plays in the browser’s player, loading nothing before play by default', () => {
    const page = markup(FILE);
    const video = page.tag('video')[0];
    expect(video?.attribs).toMatchObject({
      preload: 'none',
      poster: poster.src,
      width: '1280',
      height: '720',
      'aria-label': 'Экскурсия по офису',
    });
    expect(video?.attribs.controls).toBeDefined();
    expect(page.tag('source').map((source) => source.attribs)).toEqual([
      { src: '/media/studio-tour.webm', type: 'video/webm' },
    ]);
    expect(page.tag('button')).toHaveLength(0);
  });

  it('preloads when the content says so', () => {
    const eager = VideoSchema.parse({ ...FILE, src: '/media/studio-tour.mp4', preload: 'auto' });
    const page = markup(eager);
    expect(page.tag('video')[0]?.attribs.preload).toBe('auto');
    expect(page.tag('source')[0]?.attribs.type).toBe('video/mp4');
  });
});

describe('the video contract', () => {
  it.each([
    { provider: 'rutube', id: 'not-a-rutube-id', title: 'x', poster },
    { provider: 'rutube', id: '7F3C9A1E5B2D4C8E9A6F0B1D2E3C4A5B', title: 'x', poster },
    { provider: 'youtube', id: 'too-short', title: 'x', poster },
    { provider: 'youtube', id: 'Q7vXk2mPz4E"', title: 'x', poster },
    { provider: 'file', src: 'https://cdn.example/tour.webm', title: 'x', poster },
    { provider: 'file', src: '/media/tour.avi', title: 'x', poster },
    { provider: 'file', src: '/media/tour.webm', title: 'x', poster, preload: 'metadata' },
    { provider: 'file', src: '/media/tour.webm', title: '', poster },
    { provider: 'vimeo', id: '123', title: 'x', poster },
  ])('rejects $provider $id$src $preload', (video) => {
    expect(VideoSchema.safeParse(video).success).toBe(false);
  });
});

describe('own videos of the content', () => {
  it('exist under site/public and stay small', async () => {
    const files = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const video = VideoSchema.safeParse(value);
        if (video.success && video.data.provider === 'file') files.add(video.data.src);
        else Object.values(value).forEach(collect);
      }
    };
    for (const path of await listFixtureFiles()) collect(await readFixtureJson(path));
    expect(files.size).toBeGreaterThan(0);
    for (const src of files) {
      const { size } = await stat(fileURLToPath(new URL(`../../site/public${src}`, import.meta.url)));
      expect(size, src).toBeLessThan(400 * 1024);
    }
  });
});
