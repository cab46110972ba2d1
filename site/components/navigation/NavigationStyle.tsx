import { SCROLL_RESTORE_DELAY_MS, SECTION_SCROLL_OFFSET_PX } from '../../rules/navigation.ts';

/**
 * The navigation constants as CSS properties, written from site/rules/navigation.ts so that they live
 * in one place; navigation.css uses them (the section offset, the fade of the old view). Rendered by the
 * server, so the offset holds for a `#section` in the address before any script runs.
 */
const css =
  `:root{--section-offset:${String(SECTION_SCROLL_OFFSET_PX)}px;` +
  `--page-swap-delay:${String(SCROLL_RESTORE_DELAY_MS)}ms}`;

export function NavigationStyle() {
  return <style>{css}</style>;
}
