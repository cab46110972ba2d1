import { useEffect } from 'react';
import { lockBodyScroll } from './bodyScrollLock.ts';

/** Holds the body scroll lock while `active`; lets go when it turns false and when the component unmounts. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return lockBodyScroll();
  }, [active]);
}
