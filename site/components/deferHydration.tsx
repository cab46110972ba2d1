import { startTransition, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of a page below its first screen (the footer, a page's sections) whose code the browser does not
 * need to show the page: React 19's selective hydration (decision 016). The server renders them in full,
 * inside a Suspense boundary; in the browser the boundary stays as the server's HTML while its code
 * loads in a chunk of its own, requested when hydration reaches it, and hydrates then. React hydrates a part a
 * visitor interacts with first, but does not replay a click made before the part's code arrived: until
 * then the part does what its HTML does (links navigate, buttons wait), as the whole page did before
 * hydration. After the first load the part renders at once.
 *
 * The server must hold every part's code before it renders (`renderToString` does not wait for a
 * suspended part: it would send the fallback and leave the part to the browser), so +onBeforeRenderHtml
 * awaits `loadDeferredParts()`. A part that did suspend on the server would be a hydration error, which
 * the browser tests fail on.
 */
export function deferHydration<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const ensureLoaded = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  parts.push(ensureLoaded);

  // `ready` is not read: a change of it is an update flowing into the boundary (see DeferredPart).
  function Deferred({ props }: { props: P; ready: boolean }) {
    if (!Loaded) use(ensureLoaded());
    const Component = Loaded as ComponentType<P>;
    return (
      <ReportHydrated name={name}>
        <Component {...props} />
      </ReportHydrated>
    );
  }

  function DeferredPart(props: P) {
    // Counted here, outside the boundary: its parent renders it in the same pass, while the boundary's
    // own content is only rendered when React gets to hydrating it.
    if (!Loaded) partPending(name);
    // Once the code is in, an update is sent into the boundary, and React hydrates it at that update's
    // priority. Left to the suspended boundary's own retry, React may hold the retry back on a timer
    // (it throttles revealing suspended content by 300 ms), which a page whose clock is stopped — the
    // browser tests' — would never fire. The update is a transition: React renders it in slices of a
    // few milliseconds, yielding to the browser between them, where an ordinary update would hydrate
    // the whole part in one task (decision 018).
    const [ready, setReady] = useState(Loaded !== undefined);
    useEffect(() => {
      if (!ready) void ensureLoaded().then(() => startTransition(() => setReady(true)));
    }, [ready]);
    return (
      <Suspense fallback={null}>
        <Deferred props={props} ready={ready} />
      </Suspense>
    );
  }
  DeferredPart.displayName = `Deferred(${name})`;
  return DeferredPart;
}

/**
 * A region whose code is part of the page, hydrated in a pass of its own: React hydrates the rest of
 * the page first and then each Suspense boundary at its lowest priority, in slices of a few
 * milliseconds, so the main thread is never held for the whole page at once (Total Blocking Time on a
 * slow phone). The server renders it as usual; nothing in it ever suspends, so it never shows the
 * fallback. Counted, like the deferred parts, before the page reports itself hydrated.
 */
export function HydrateSeparately({ name, children }: { name: string; children: ReactNode }) {
  partPending(name);
  return (
    <Suspense fallback={null}>
      <ReportHydrated name={name}>{children}</ReportHydrated>
    </Suspense>
  );
}

/**
 * Holds the page's report that it has hydrated until `settled`: a part that takes its browser form in a
 * transition after hydrating (the footer's accordions on a phone) is not what the visitor will use until
 * that transition has committed.
 */
export function useSettledBeforeHydrated(name: string, settled: boolean) {
  partPending(name);
  useEffect(() => {
    if (settled) partHydrated(name);
  }, [name, settled]);
}

function ReportHydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => partHydrated(name), [name]);
  return children;
}

/** Every deferred part's loader, in the order their modules were imported (they only register). */
const parts: (() => Promise<void>)[] = [];

/** Loads the code of every deferred part: the server calls it before rendering a page. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((load) => load()));
}

/** Parts the browser is still hydrating, by name, with what to call when they are done. */
const pending = new Map<string, { done: Promise<void>; resolve: () => void }>();

function partPending(name: string) {
  if (typeof window === 'undefined' || pending.has(name)) return;
  let resolve = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  pending.set(name, { done, resolve });
}

function partHydrated(name: string) {
  pending.get(name)?.resolve();
}

/**
 * Resolves once every part has hydrated, those inside other parts included (a page's sections sit in
 * its main region): a part is counted when its parent renders, so once the parts known so far are done,
 * any part inside them is known too. The page is then fully interactive.
 */
export async function deferredPartsHydrated(): Promise<void> {
  let counted = -1;
  while (pending.size !== counted) {
    counted = pending.size;
    await Promise.all([...pending.values()].map((part) => part.done));
  }
}
