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
