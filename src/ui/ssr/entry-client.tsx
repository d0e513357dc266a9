import '../styles/global.css';
import { reloadAfterChunkFailure } from '../app/chunkReload';
import { keepEarlyInput } from '../app/earlyInput';
import { nextTask } from '../app/whenIdle';

keepEarlyInput();
window.addEventListener('vite:preloadError', (event) => reloadAfterChunkFailure((event as Event & { payload?: unknown }).payload));

/**
 * The browser's entry: nothing of React's here, so the page paints and the scripts' evaluation comes in
 * pieces. React's DOM renderer is the largest piece of it: it is evaluated in a task of its own, and the
 * app (startApp.tsx: the router, the query cache, the page's area) in the next. The server preloads both
 * chunks with the page (metaForContext), so neither waits for the network here.
 */
async function boot() {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./startApp');
  await start();
}

void boot();
