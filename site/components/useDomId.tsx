import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Element ids for aria-labelledby, aria-controls and friends, the same on the server and in the
 * browser. React's `useId` cannot be used: pages are rendered by React on the server and hydrated by
 * Preact in the browser (decision 014), and the two number their ids differently — an element that
 * appears after hydration (an opened menu, a shown error) would point at an id that is not in the page.
 *
 * Both render a page depth-first in document order and call every component once, so a counter per
 * page render hands the same ids to the same elements. The counter lives in the page's tree (not a
 * global: a server renders many pages at once) and survives client-side navigation, where the
 * surrounding components stay mounted, so a new page's ids never repeat a kept component's.
 */
/** Hands out 0, 1, 2… one number per call. */
type TakeNumber = () => number;

function counter(): TakeNumber {
  let next = 0;
  return () => next++;
}

const IdCounterContext = createContext<TakeNumber | undefined>(undefined);

/** Numbers the ids of everything inside it; +Wrapper puts one around every page. */
export function DomIdScope({ children }: { children: ReactNode }) {
  const [takeNumber] = useState(counter);
  return <IdCounterContext value={takeNumber}>{children}</IdCounterContext>;
}

/** A page-unique id, fixed for the component's life. */
export function useDomId(): string {
  const takeNumber = useContext(IdCounterContext);
  if (!takeNumber) throw new Error('useDomId() outside a DomIdScope');
  const [id] = useState(() => `uid-${takeNumber().toString(36)}`);
  return id;
}
