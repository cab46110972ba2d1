import { LoadingBar } from '../overlays/LoadingBar.tsx';
import './navigation.css';

/** What every layout shows of client-side navigation: the loading bar (its CSS constants are in +Head.tsx). */
export function NavigationProgress() {
  return <LoadingBar />;
}
