/**
 * Resolves when the browser is next idle (at the latest after `timeout` ms): what loads after paint
 * starts then, in tasks of its own, not on the heels of the hydration.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}

/**
 * Ends the current task: what follows runs in a task of its own, after the browser has had its turn
 * (input, a frame). A task of more than 50 ms blocks the page's first taps; the start of a page is cut
 * into pieces below that. A message channel, not setTimeout: timers nested in timers wait 4 ms or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
