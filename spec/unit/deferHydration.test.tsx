import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  deferHydration,
  deferredPartsHydrated,
  HydrateSeparately,
  loadDeferredParts,
} from '../../site/components/deferHydration.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('a part whose hydration is deferred', () => {
  it('is rendered in full by the server once its code is loaded, inside a Suspense boundary the browser can hydrate later', async () => {
    const Deferred = deferHydration('greeting', () => Promise.resolve(Greeting));
    await loadDeferredParts();
    const html = renderToString(<Deferred name="Anna" />);
    expect(html).toBe('<!--$--><p>Hello, <!-- -->Anna</p><!--/$-->');
  });

  it('would reach the browser as an empty fallback if the server rendered it before its code loaded', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Late = deferHydration('late', () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // renderToString does not wait: the boundary is left for the client, which is why
    // +onBeforeRenderHtml awaits loadDeferredParts() before every render.
    expect(renderToString(<Late name="Boris" />)).not.toContain('Boris');
    const loaded = loadDeferredParts();
    arrive(Greeting);
    await loaded;
    expect(renderToString(<Late name="Boris" />)).toContain('Boris');
  });

  it('keeps nothing pending on the server, so the hydration signal never waits there', async () => {
    await expect(deferredPartsHydrated()).resolves.toBeUndefined();
  });
});

describe('a region hydrated in a pass of its own', () => {
  it('is server-rendered as it is, inside a Suspense boundary of its own (React hydrates those separately)', () => {
    expect(renderToString(<HydrateSeparately name="main">{<p>Content</p>}</HydrateSeparately>)).toBe(
      '<!--$--><p>Content</p><!--/$-->',
    );
  });
});
