import '../styles/global.css';
import { reloadAfterChunkFailure } from '../app/chunkReload';
import { keepEarlyInput } from '../app/earlyInput';
import { afterFirstPaint, nextTask } from '../app/whenIdle';
import { preloadPageChunks } from './pageChunks';

keepEarlyInput();
window.addEventListener('vite:preloadError', (event) => reloadAfterChunkFailure((event as Event & { payload?: unknown }).payload));

/**
 * The browser's entry: nothing of React's here, so the page paints first and the scripts' evaluation
 * comes in pieces. The page's chunks start loading once it has painted, with its largest image
 * (pageChunks.ts): from the list the server wrote (metaForContext), a task apart, so their downloads run
 * side by side and none waits for another to be discovered. React's DOM renderer is the largest piece to evaluate: it is evaluated in a task of its own,
 * and the app (startApp.tsx: the router, the query cache, the page's area) in the next.
 */
async function boot() {
  await afterFirstPaint();
  await preloadPageChunks();
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./startApp');
  await start();
}

void boot();
