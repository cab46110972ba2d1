import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is rendered, then stays: code that only an
 * interaction needs (the mobile menu's list, the search results, the cookie notice) stays out of the
 * page until that interaction (decision 008). It renders nothing until its chunk has arrived. A plain
 * effect rather than React.lazy: Suspense reveals what it waited for on a timer, which would tie the
 * reveal to the page's clock instead of to the chunk.
 */
export function loadOnRender<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LoadOnRender(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let current = true;
      void load().then((component) => {
        loaded = component;
        if (current) setComponent(() => component);
      });
      return () => {
        current = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
