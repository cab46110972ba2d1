import { describe, expect, it } from 'vitest';
import { findChromium, findHeadlessChromium, HEADLESS_SHELL_PATH, NO_CHROMIUM_MESSAGE } from './chromium.ts';

describe('finding a browser for the browser tests', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });

  it("falls back to Debian's chromium when nothing else exists", () => {
    expect(findChromium({}, (path) => path === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });

  it('ignores a CHROMIUM_PATH that does not exist', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nowhere' }, (path) => path === '/usr/bin/chromium')).toBe(
      '/usr/bin/chromium',
    );
  });

  it('says exactly what to install when there is none', () => {
    expect(() => findChromium({}, () => false)).toThrow(NO_CHROMIUM_MESSAGE);
    expect(NO_CHROMIUM_MESSAGE).toContain('apt-get install chromium chromium-headless-shell');
    expect(NO_CHROMIUM_MESSAGE).toContain('CHROMIUM_PATH');
  });
});

describe('finding a browser for the test runners', () => {
  it("prefers Chromium's headless shell to the full browser", () => {
    expect(findHeadlessChromium({}, () => true)).toBe(HEADLESS_SHELL_PATH);
  });

  it('still lets CHROMIUM_PATH choose', () => {
    expect(findHeadlessChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });

  it('falls back to the full browser when the shell is not installed', () => {
    expect(findHeadlessChromium({}, (path) => path === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });

  it('says what to install when there is no browser at all', () => {
    expect(() => findHeadlessChromium({}, () => false)).toThrow(NO_CHROMIUM_MESSAGE);
  });
});
