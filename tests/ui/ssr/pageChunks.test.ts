import { afterFirstPaint, LARGEST_IMAGE_WAIT_MS } from '../../../src/ui/app/whenIdle';
import { pageChunksAfterPaint, preloadPageChunks } from '../../../src/ui/ssr/pageChunks';

const PRELOADS = '<link rel="modulepreload" crossorigin href="/assets/a.js" /><link rel="modulepreload" crossorigin href="/assets/b.js" />';
const headPreloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** jsdom has no MessageChannel: one whose message comes in a task of its own, as the browser's does. */
class TaskChannel {
  port1 = { onmessage: null as (() => void) | null, close: () => undefined };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}
beforeAll(() => Object.assign(globalThis, { MessageChannel: TaskChannel }));
afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));

describe('the page chunks wait for the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('writes the preloads inert, in a template, and nothing for a page without chunks', () => {
    document.head.innerHTML = pageChunksAfterPaint(PRELOADS);
    expect(headPreloads()).toEqual([]);
    expect(pageChunksAfterPaint('')).toBe('');
  });

  it('puts them in the head once, where they load', async () => {
    document.head.innerHTML = `<meta charset="utf-8">${pageChunksAfterPaint(PRELOADS)}`;
    await preloadPageChunks();
    expect(headPreloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
    await preloadPageChunks();
    expect(headPreloads()).toHaveLength(2);
    expect(document.querySelector('template')).toBeNull();
  });

  it('puts one in per task, in the order the server wrote them', async () => {
    const files = ['r', 'f', 's', 'p', 'a', 'l', 'm'].map((name) => `/assets/${name}.js`);
    document.head.innerHTML = pageChunksAfterPaint(files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join(''));
    const done = preloadPageChunks();
    expect(headPreloads()).toEqual(files.slice(0, 1));
    await done;
    expect(headPreloads()).toEqual(files);
  });

  it('does nothing on a page the server wrote no chunks for (the dev server)', async () => {
    await preloadPageChunks();
    expect(headPreloads()).toEqual([]);
  });
});

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** Whether the promise has settled once the timers so far have run. */
  const settled = async (promise: Promise<void>, ms: number) => {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('waits for the largest image to load before it resolves', async () => {
    document.body.innerHTML = '<img src="/images/gb/5.svg" fetchpriority="high" alt="嬰兒床墊">';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const painted = afterFirstPaint();
    expect(await settled(painted, LARGEST_IMAGE_WAIT_MS - 1)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settled(painted, 300)).toBe(true);
  });

  it('stops waiting for an image that takes too long, or fails', async () => {
    document.body.innerHTML = '<img src="/slow.svg" fetchpriority="high" alt="">';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    expect(await settled(afterFirstPaint(), LARGEST_IMAGE_WAIT_MS + 300)).toBe(true);
    const failing = afterFirstPaint();
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(await settled(failing, 300)).toBe(true);
  });

  it('waits only for the frames on a page without a largest image', async () => {
    document.body.innerHTML = '<main><p>討論區</p></main>';
    expect(await settled(afterFirstPaint(), 300)).toBe(true);
  });
});
