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

/** Resolves at the next frame (or after 100 ms where no frame comes: a page opened in the background). */
const nextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });

/** How long the start waits for the page's largest image before it loads the scripts anyway. */
export const LARGEST_IMAGE_WAIT_MS = 1000;

/**
 * Resolves once the page has painted: with its largest image (the one it marks `fetchpriority="high"`)
 * when it has one, waiting for that image at most `LARGEST_IMAGE_WAIT_MS`. Two frames, then the end of a
 * task: the frame that showed the page has been presented when this resolves.
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image && !image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, LARGEST_IMAGE_WAIT_MS);
    });
  }
  await firstContentfulPaint();
  await nextFrame();
  await nextFrame();
  await nextTask();
}

/**
 * Resolves once the browser has recorded the page's first contentful paint (Paint Timing), at the latest after
 * `LARGEST_IMAGE_WAIT_MS` (a tab opened in the background paints nothing). Frames alone were not enough: on a
 * busy machine no frame came within `nextFrame`'s 100 ms and the scripts were asked for before the paint.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), LARGEST_IMAGE_WAIT_MS);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });
}
