import { useShallow } from 'zustand/react/shallow';
import { useLoadingBarStore } from '../../stores/loadingBarStore.ts';
import { LoadingBarView } from '../overlays/LoadingBarView.tsx';

/**
 * The loading bar of client-side page changes (spec section 4, site/rules/loadingBar.ts), driven by
 * its store. The server renders the store's initial state — no bar — whatever a browser's store holds.
 */
export function LoadingBar() {
  const state = useLoadingBarStore(useShallow(({ visible, progress, failed }) => ({ visible, progress, failed })));
  return <LoadingBarView {...state} />;
}
