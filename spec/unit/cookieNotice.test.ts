import fc from 'fast-check';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from '../../site/components/overlays/CookieNotice.tsx';
import { CookieNoticeView } from '../../site/components/overlays/CookieNoticeView.tsx';
import { watchCookieNotice, type CookieNoticeEnv } from '../../site/components/overlays/watchCookieNotice.ts';
import {
  acceptanceCookie,
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_DELAY_MS,
  COOKIE_NOTICE_HIDE_SCROLL_PX,
  shouldShowCookieNotice,
} from '../../site/rules/cookieNotice.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';
import { readCookie } from '../../contracts/cookies.ts';

describe('cookie notice rule (spec sections 4 and 9)', () => {
  it('uses the spec’s constants: 5000 ms, 200 px, the successCookie cookie', () => {
    expect(COOKIE_NOTICE_DELAY_MS).toBe(5000);
    expect(COOKIE_NOTICE_HIDE_SCROLL_PX).toBe(200);
    expect(COOKIE_NOTICE_COOKIE).toBe('successCookie');
  });

  it.each([
    { cookieValue: undefined, elapsedMs: 0, scrollY: 0, shows: false },
    { cookieValue: undefined, elapsedMs: 4999, scrollY: 0, shows: false },
    { cookieValue: undefined, elapsedMs: 5000, scrollY: 0, shows: true },
    { cookieValue: '0', elapsedMs: 8000, scrollY: 0, shows: true },
    { cookieValue: '1', elapsedMs: 5000, scrollY: 0, shows: false },
    { cookieValue: undefined, elapsedMs: 6000, scrollY: 200, shows: true },
    { cookieValue: undefined, elapsedMs: 6000, scrollY: 201, shows: false },
  ])('cookie $cookieValue, $elapsedMs ms, scrolled $scrollY px: shows = $shows', ({ shows, ...input }) => {
    expect(shouldShowCookieNotice(input)).toBe(shows);
  });

  it('never shows before the delay, after acceptance, or past 200 px', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('1', '0', 'yes', '')),
        fc.nat(20_000),
        fc.nat(10_000),
        (cookie, elapsedMs, scrollY) => {
          const cookieValue = cookie ?? undefined;
          const expected = cookieValue !== '1' && elapsedMs >= 5000 && scrollY <= 200;
          expect(shouldShowCookieNotice({ cookieValue, elapsedMs, scrollY })).toBe(expected);
        },
      ),
    );
  });

  it('reads the cookie from document.cookie, by its whole name', () => {
    expect(readCookie('utm_source=ya; successCookie=1', 'successCookie')).toBe('1');
    expect(readCookie('successCookie=1', 'successCookie')).toBe('1');
    expect(readCookie('xsuccessCookie=1; other=2', 'successCookie')).toBeUndefined();
    expect(readCookie('', 'successCookie')).toBeUndefined();
    expect(readCookie('utm_campaign=spring%20sale', 'utm_campaign')).toBe('spring sale');
    expect(readCookie('a=1;  token = x=y=z ', 'token')).toBe('x=y=z');
    // A value that is not valid percent-encoding is given as it was written.
    expect(readCookie('utm_term=100%; a=1', 'utm_term')).toBe('100%');
    // Sent twice (a cookie for / and one for /en/), the first wins: the browser sends the more specific first.
    expect(readCookie('successCookie=1; successCookie=0', 'successCookie')).toBe('1');
  });

  it('remembers acceptance for a year on the whole site, Secure only over https', () => {
    const https = acceptanceCookie(true).split('; ');
    expect(https).toEqual(['successCookie=1', 'Path=/', 'Max-Age=31536000', 'SameSite=Lax', 'Secure']);
    expect(acceptanceCookie(false).split('; ')).not.toContain('Secure');
  });
});

describe('cookie notice in the page', () => {
  let env: CookieNoticeEnv & { scrollTo(y: number): void; cookie: string; listeners: Set<() => void> };
  const seen: boolean[] = [];
  const last = () => seen[seen.length - 1];

  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    const listeners = new Set<() => void>();
    env = {
      scrollY: 0,
      cookie: '',
      listeners,
      cookies: () => env.cookie,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      scrollTo(y) {
        env.scrollY = y;
        for (const listener of listeners) listener();
      },
    };
  });
  afterEach(() => vi.useRealTimers());

  it('is hidden at first and appears after 5000 ms', () => {
    watchCookieNotice(env, (visible) => seen.push(visible));
    vi.advanceTimersByTime(4999);
    expect(seen).not.toContain(true);
    vi.advanceTimersByTime(1);
    expect(last()).toBe(true);
  });

  it('does not appear for a visitor who accepted cookies', () => {
    env.cookie = 'successCookie=1';
    watchCookieNotice(env, (visible) => seen.push(visible));
    vi.advanceTimersByTime(10_000);
    expect(seen).not.toContain(true);
  });

  it('hides when the page is scrolled past 200 px, and scrolling does not bring it early', () => {
    watchCookieNotice(env, (visible) => seen.push(visible));
    env.scrollTo(50);
    expect(seen).not.toContain(true);
    vi.advanceTimersByTime(5000);
    expect(last()).toBe(true);
    env.scrollTo(201);
    expect(last()).toBe(false);
  });

  it('stays hidden once accepted, wherever the visitor scrolls', () => {
    watchCookieNotice(env, (visible) => seen.push(visible));
    vi.advanceTimersByTime(5000);
    env.cookie = acceptanceCookie(false).split('; ')[0] ?? '';
    env.scrollTo(0);
    expect(last()).toBe(false);
  });

  it('stops listening when the page leaves', () => {
    const stop = watchCookieNotice(env, (visible) => seen.push(visible));
    stop();
    vi.advanceTimersByTime(10_000);
    env.scrollTo(0);
    expect(seen).toEqual([]);
    expect(env.listeners.size).toBe(0);
  });

  it('is not in the server’s markup', () => {
    expect(renderMarkup(createElement(CookieNotice))).toBe('');
  });
});

describe('cookie notice markup', () => {
  const view = (expanded: boolean, locale: 'ru' | 'en') =>
    renderMarkup(createElement(CookieNoticeView, { expanded, onToggle: () => undefined, onAccept: () => undefined }), {
      locale,
    });

  it('is a labelled region with "More" (collapsed) and "Accept"', () => {
    const html = view(false, 'ru');
    expect(html).toMatch(/^<section[^>]*aria-label="Уведомление о\u00a0cookie"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Подробнее(<svg[\s\S]*?<\/svg>)?<\/button>/);
    expect(html).toMatch(/<button[^>]*>Принять<\/button>/);
    expect(html).toMatch(/<div id="[^"]+" class="cookie-notice__details" hidden="">/);
  });

  it('expanded, shows the full text with a link to the terms of use in the visitor’s locale', () => {
    const html = view(true, 'en');
    expect(html).toMatch(/^<section[^>]*aria-label="Cookie notice"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>More(<svg[\s\S]*?<\/svg>)?<\/button>/);
    expect(html).toMatch(/<button[^>]*>Accept<\/button>/);
    expect(html).not.toContain('hidden=""');
    expect(html).toContain('href="/en/agreement/"');
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls ?? 'missing'}"`);
  });
});
