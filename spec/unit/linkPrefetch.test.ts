import { afterEach, describe, expect, it } from 'vitest';
import {
  isPrefetching,
  prefetchablePath,
  watchLinkPrefetch,
  type LinkLike,
  type LinkPrefetchEnv,
} from '../../site/components/navigation/linkPrefetch.ts';
import type { ConnectionInfo } from '../../site/rules/navigation.ts';

const link = (attributes: Partial<Record<string, string>>): LinkLike => ({
  getAttribute: (name) => attributes[name] ?? null,
  hasAttribute: (name) => attributes[name] !== undefined,
});
const current = new URL('https://agency.example/services-list/');

describe('which links are prefetched', () => {
  it.each([
    { attributes: { href: '/contacts/' }, path: '/contacts/' },
    { attributes: { href: '/en/contacts/?from=menu' }, path: '/en/contacts/?from=menu' },
    { attributes: { href: 'https://agency.example/blog/' }, path: '/blog/' },
    { attributes: { href: '/contacts/', target: '_self' }, path: '/contacts/' },
    { attributes: { href: '#content' }, path: null },
    { attributes: { href: '' }, path: null },
    { attributes: {}, path: null },
    { attributes: { href: '/services-list/' }, path: null },
    { attributes: { href: '/services-list/#web' }, path: null },
    { attributes: { href: 'https://career.example/' }, path: null },
    { attributes: { href: 'mailto:sales@agency.example' }, path: null },
    { attributes: { href: 'tel:+70000000000' }, path: null },
    { attributes: { href: '/docs/personal-data-policy.pdf' }, path: null },
    { attributes: { href: '/contacts/', target: '_blank' }, path: null },
    { attributes: { href: '/contacts/', download: '' }, path: null },
    { attributes: { href: '/contacts/', rel: 'noopener external' }, path: null },
    { attributes: { href: '/contacts/', 'data-vike': 'false' }, path: null },
  ])('$attributes → $path', ({ attributes, path }) => {
    expect(prefetchablePath(link(attributes), current)).toBe(path);
  });
});

describe('link prefetching in the page', () => {
  interface Stand extends LinkPrefetchEnv {
    fire(type: string, target: LinkLike | null): void;
    prefetched: string[];
    listeners: Map<string, (event: Event) => void>;
    network: ConnectionInfo | undefined;
    release(): Promise<void>;
    failNext: boolean;
  }
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function stand(): Stand {
    const listeners = new Map<string, (event: Event) => void>();
    const pending: (() => void)[] = [];
    const env: Stand = {
      listeners,
      prefetched: [],
      network: { effectiveType: '4g', saveData: false },
      failNext: false,
      addEventListener: (type, listener) => listeners.set(type, listener),
      removeEventListener: (type) => listeners.delete(type),
      linkOf: (event) => (event as unknown as { target: LinkLike | null }).target,
      currentUrl: () => current,
      connection: () => env.network,
      prefetch: (path) => {
        env.prefetched.push(path);
        const fail = env.failNext;
        env.failNext = false;
        return new Promise<void>((resolve, reject) =>
          pending.push(() => (fail ? reject(new Error('chunk')) : resolve())),
        );
      },
      fire: (type, target) => listeners.get(type)?.({ target } as unknown as Event),
      release: async () => {
        for (const settle of pending.splice(0)) settle();
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
    return env;
  }

  it('prefetches when the visitor points at, focuses or touches a link, each page once', async () => {
    const env = stand();
    stop = watchLinkPrefetch(env);
    expect([...env.listeners.keys()]).toEqual(['mouseover', 'focusin', 'touchstart']);
    env.fire('mouseover', link({ href: '/contacts/' }));
    env.fire('focusin', link({ href: '/contacts/' }));
    env.fire('touchstart', link({ href: '/blog/' }));
    env.fire('mouseover', null);
    expect(env.prefetched).toEqual(['/contacts/', '/blog/']);
    expect(isPrefetching()).toBe(true);
    await env.release();
    expect(isPrefetching()).toBe(false);
  });

  it('does not prefetch on 2g, slow-2g or with data saver, and does once the network allows', async () => {
    const env = stand();
    stop = watchLinkPrefetch(env);
    for (const network of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true }]) {
      env.network = network;
      env.fire('mouseover', link({ href: '/contacts/' }));
    }
    expect(env.prefetched).toEqual([]);
    env.network = undefined;
    env.fire('mouseover', link({ href: '/contacts/' }));
    expect(env.prefetched).toEqual(['/contacts/']);
    await env.release();
  });

  it('tries a page again after its prefetch failed', async () => {
    const env = stand();
    stop = watchLinkPrefetch(env);
    env.failNext = true;
    env.fire('mouseover', link({ href: '/contacts/' }));
    await env.release();
    env.fire('mouseover', link({ href: '/contacts/' }));
    expect(env.prefetched).toEqual(['/contacts/', '/contacts/']);
    await env.release();
  });

  it('stops listening when asked', () => {
    const env = stand();
    watchLinkPrefetch(env)();
    expect(env.listeners.size).toBe(0);
  });
});
