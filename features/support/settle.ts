import type { Page } from 'playwright';

/**
 * Resolves once the page has run every task queued so far (React renders scheduled by an event or a
 * timer included), so that a check for something *not* being there is not a check made too early.
 * Posts a message through a MessageChannel: that is a task, queued behind React's own scheduler task,
 * and it does not depend on the page's clock, which a scenario may have stopped.
 */
export async function settle(page: Page): Promise<void> {
  // Source text, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  })`);
}
