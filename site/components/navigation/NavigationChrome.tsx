import { LoadingBar } from '../chrome/LoadingBar.tsx';
import './navigation.css';

/** What every layout shows of client-side navigation: the loading bar (its CSS constants are in +Head.tsx). */
export function NavigationChrome() {
  return <LoadingBar />;
}
