/**
 * Writes the window's scroll position into the current history entry, where Vike reads it to restore
 * the page on Back and Forward (`history.state.vike.scrollPosition`, see vike's
 * dist/client/runtime-client-routing/history.js). Vike itself saves it only 300 ms after a scroll (a
 * throttle) and would miss a scroll made just before a link was followed — or, the new entry pushed in
 * between, save it into the next page's entry. A state Vike did not write is left alone.
 */
export function rememberScrollPosition(): void {
  const state: unknown = window.history.state;
  if (!isRecord(state) || !isRecord(state.vike)) return;
  const scrollPosition = { x: window.scrollX, y: window.scrollY };
  window.history.replaceState({ ...state, vike: { ...state.vike, scrollPosition } }, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
