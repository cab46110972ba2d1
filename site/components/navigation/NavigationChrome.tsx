import { LoadingBar } from '../chrome/LoadingBar.tsx';
import { NavigationStyle } from './NavigationStyle.tsx';
import './navigation.css';

/** What every layout shows of client-side navigation: the loading bar, and the navigation's CSS constants. */
export function NavigationChrome() {
  return (
    <>
      <NavigationStyle />
      <LoadingBar />
    </>
  );
}
