// https://vike.dev/onAfterRenderClient — a signal browser tests wait for: clicks before hydration are lost.
export function onAfterRenderClient() {
  document.documentElement.dataset.hydrated = 'true';
}
