import { options } from 'preact';

/**
 * When Preact runs `useEffect` callbacks: after the commit, in a task of its own posted through a
 * MessageChannel — as React's scheduler does. Preact's default waits for the next animation frame
 * (or a 35 ms timer); both are the page's clock, which the features stop and run by hand
 * (Playwright's clock), and effects are no time rule of the site: a stopped clock must not stop the
 * menu, the search block or the loading bar from reacting.
 */
const channel = new MessageChannel();
const queue: (() => void)[] = [];
channel.port1.onmessage = () => {
  for (const callback of queue.splice(0)) callback();
};

options.requestAnimationFrame = (callback: () => void) => {
  queue.push(callback);
  if (queue.length === 1) channel.port2.postMessage(null);
};
