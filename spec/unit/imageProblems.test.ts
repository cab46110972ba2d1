import { beforeEach, describe, expect, it } from 'vitest';
import { imageProblems, imagesNamed } from '../../tools/imageProblems.ts';

const svg = (width: number, height: number) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`);

describe('the images the fixtures name', () => {
  const hero = { src: '/images/hero.svg', alt: 'A plant at dawn', width: 960, height: 640 };
  const fixture = { data: { hero, sections: [{ items: [{ image: hero }] }], link: { src: '/elsewhere' } } };
  // Read inside each test, not when the file loads, so that mutation testing sees the tests use it.
  let named: ReturnType<typeof imagesNamed> = [];
  beforeEach(() => {
    named = imagesNamed(fixture, 'ru/home.json');
  });
  const disk = (files: Record<string, Uint8Array>) => (src: string) => files[src];

  it('are found however deep a fixture holds them, and only under /images/', () => {
    expect(named.map(({ src, fixture }) => `${fixture} ${src}`)).toEqual([
      'ru/home.json /images/hero.svg',
      'ru/home.json /images/hero.svg',
    ]);
  });

  it('pass when each exists at its stated size with an alt text and every file is used', () => {
    expect(imageProblems(named, disk({ '/images/hero.svg': svg(960, 640) }), ['/images/hero.svg'])).toEqual([]);
  });

  it('fail, naming the fixture and what to do, when a file is missing, of another size or unused', () => {
    expect(imageProblems(named, disk({}), [])).toEqual([
      'fixtures/ru/home.json: /images/hero.svg is missing: add site/public/images/hero.svg',
    ]);
    expect(imageProblems(named, disk({ '/images/hero.svg': svg(800, 640) }), ['/images/hero.svg'])).toEqual([
      'fixtures/ru/home.json: /images/hero.svg is 800×640, the fixture says 960×640: make them agree',
    ]);
    expect(
      imageProblems(named, disk({ '/images/hero.svg': svg(960, 640) }), ['/images/hero.svg', '/images/old.svg']),
    ).toEqual(['site/public/images/old.svg is used by no fixture: delete it or name it in one']);
  });

  it('pass over what is no object and what holds none, and read null as nothing', () => {
    expect(imagesNamed([null, 3, 'text', [{ src: '/images/a.svg' }], { link: null }], 'ru/x.json')).toEqual([
      { fixture: 'ru/x.json', src: '/images/a.svg', alt: undefined, width: undefined, height: undefined },
    ]);
  });

  it('fail on a missing or empty alt text, two sizes for one file, or a file that is no image', () => {
    expect(
      imageProblems(
        imagesNamed({ image: { ...hero, alt: undefined } }, 'en/x.json'),
        disk({ '/images/hero.svg': svg(960, 640) }),
        [],
      ),
    ).toEqual(['fixtures/en/x.json: /images/hero.svg has no alt text: say what it shows']);
    const other = imagesNamed({ image: { ...hero, alt: ' ', width: 480 } }, 'en/home.json');
    expect(imageProblems([...named, ...other], disk({ '/images/hero.svg': svg(960, 640) }), [])).toEqual([
      'fixtures/en/home.json: /images/hero.svg has no alt text: say what it shows',
      'fixtures/en/home.json: /images/hero.svg is 480×640 here and 960×640 elsewhere: one file, one size',
    ]);
    expect(imageProblems(named, disk({ '/images/hero.svg': new TextEncoder().encode('hello') }), [])).toEqual([
      'site/public/images/hero.svg is not an image whose size can be read: save it as SVG, WebP, PNG or JPEG',
    ]);
  });
});
