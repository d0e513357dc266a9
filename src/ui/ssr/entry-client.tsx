import '../styles/global.css';
import { reloadAfterChunkFailure } from '../app/chunkReload';

/**
 * The browser entry is small on purpose: the server's page paints first, and only then does the app
 * that hydrates it (boot.tsx, with the framework) run. Its files are already fetched (the page preloads
 * them); what waits is their evaluation, which on a slow phone would otherwise hold back the first paint.
 */
window.addEventListener('vite:preloadError', (event) => reloadAfterChunkFailure((event as Event & { payload?: unknown }).payload));

const boot = () => void import('./boot').then((module) => module.default()).catch(reloadAfterChunkFailure);
// After the next frame is painted; a hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
