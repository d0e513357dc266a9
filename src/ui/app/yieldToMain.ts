/**
 * Gives the main thread back to the browser (to paint, or to answer a tap) and resumes as the next
 * task: `scheduler.yield()` where the browser has it, a zero timeout elsewhere. Start-up work split at
 * these points makes short tasks instead of one long one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
