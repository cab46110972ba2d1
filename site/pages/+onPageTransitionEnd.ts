// https://vike.dev/onPageTransitionEnd — the new page is rendered. Vike awaits this hook before it
// scrolls the view (to the top, the saved position or the #section), so waiting here makes the
// scroll happen 300 ms after the page change began (spec sections 2 and 9); the page fades in then.
import { revealNextPage } from '../components/navigation/pageTransition.ts';

export async function onPageTransitionEnd() {
  await revealNextPage();
}
